// In-process idempotency records (ports/idempotency.ts). Correct for one instance only.
// A record lives until its leaseUntilMs (running) or expiresAtMs (done) on the caller's clock; a record at or
// past that time is treated as absent. Expired records are removed when touched, and every so often (after
// as many calls as there are records, at least SWEEP_EVERY) all expired records are swept.
import type { ClaimResult, IdempotencyStore, StoredResponse } from '../ports/index.ts'

const SWEEP_EVERY = 1024

type IdemRecord =
  | { state: 'in_progress'; fingerprint: string; untilMs: number }
  | { state: 'done'; fingerprint: string; untilMs: number; response: StoredResponse }

function copyResponse(r: StoredResponse): StoredResponse {
  return { status: r.status, body: r.body, headers: { ...r.headers } }
}

export interface MemoryIdempotencyStore extends IdempotencyStore {
  /** Records held in memory, expired or not (for tests of the memory bound). */
  size(): number
}

export function createMemoryIdempotencyStore(): MemoryIdempotencyStore {
  const records = new Map<string, IdemRecord>()
  let callsSinceSweep = 0

  function sweep(nowMs: number): void {
    callsSinceSweep++
    if (callsSinceSweep < Math.max(SWEEP_EVERY, records.size)) return
    callsSinceSweep = 0
    for (const [key, rec] of records) if (rec.untilMs <= nowMs) records.delete(key)
  }

  return {
    size: () => records.size,
    async claim(key, fingerprint, leaseUntilMs, nowMs): Promise<ClaimResult> {
      sweep(nowMs)
      const rec = records.get(key)
      if (rec && rec.untilMs > nowMs) {
        return rec.state === 'done'
          ? { kind: 'done', fingerprint: rec.fingerprint, response: copyResponse(rec.response) }
          : { kind: 'in_progress', fingerprint: rec.fingerprint }
      }
      records.set(key, { state: 'in_progress', fingerprint, untilMs: leaseUntilMs })
      return { kind: 'claimed' }
    },
    async complete(key, fingerprint, response, expiresAtMs, nowMs) {
      sweep(nowMs)
      if (expiresAtMs <= nowMs) records.delete(key)
      else records.set(key, { state: 'done', fingerprint, untilMs: expiresAtMs, response: copyResponse(response) })
    },
    async release(key) {
      records.delete(key)
    },
  }
}
