// Redis idempotency records (ports/idempotency.ts). `skc:idem:<key>` holds one JSON record:
//   {state: 'in_progress', fingerprint, leaseUntilMs} or {state: 'done', fingerprint, expiresAtMs, response}.
// Expiry is decided on the service's clock: claim (a Lua script, atomic) treats a record whose leaseUntilMs /
// expiresAtMs is at or before nowMs as absent and overwrites it. The key's TTL is cleanup only: twice the
// time left on the record, at least 1 s, so Redis' own clock never drops a record the service still counts.
import type { Redis } from 'ioredis'
import type { ClaimResult, IdempotencyStore, StoredResponse } from '../ports/index.ts'
import type { WhenReady } from './rate-limits.ts'
import { arg, defineScript } from './scripts.ts'

export const IDEMPOTENCY_PREFIX = 'idem:'
const MIN_TTL_MS = 1000

// KEYS[1] the record. ARGV: now, new record (JSON), ttlMs. Returns the current record when it is still live,
// else stores the new one and returns nil (claimed). An unreadable record counts as absent.
const CLAIM_LUA = `
local cur = redis.call('GET', KEYS[1])
if cur then
  local ok, rec = pcall(cjson.decode, cur)
  if ok and type(rec) == 'table' then
    local untilMs = rec.leaseUntilMs
    if rec.state == 'done' then untilMs = rec.expiresAtMs end
    if type(untilMs) == 'number' and untilMs > tonumber(ARGV[1]) then return cur end
  end
end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return false
`

type StoredRecord =
  | { state: 'in_progress'; fingerprint: string; leaseUntilMs: number }
  | { state: 'done'; fingerprint: string; expiresAtMs: number; response: StoredResponse }

function ttlMs(untilMs: number, nowMs: number): number {
  return Math.max(MIN_TTL_MS, 2 * Math.ceil(untilMs - nowMs))
}

function parse(json: string): ClaimResult {
  const rec = JSON.parse(json) as StoredRecord
  if (rec.state === 'done') {
    const r = rec.response
    return {
      kind: 'done',
      fingerprint: rec.fingerprint,
      response: { status: r.status, body: r.body, headers: r.headers ?? {} },
    }
  }
  return { kind: 'in_progress', fingerprint: rec.fingerprint }
}

export function createRedisIdempotencyStore(client: Redis, whenReady: WhenReady): IdempotencyStore {
  const claim = defineScript(client, 'skcIdempotencyClaim', CLAIM_LUA)
  return {
    async claim(key, fingerprint, leaseUntilMs, nowMs) {
      await whenReady()
      const rec: StoredRecord = { state: 'in_progress', fingerprint, leaseUntilMs }
      const cur = await claim(IDEMPOTENCY_PREFIX + key, arg(nowMs), JSON.stringify(rec), ttlMs(leaseUntilMs, nowMs))
      if (cur === null || cur === undefined) return { kind: 'claimed' }
      if (typeof cur !== 'string') throw new Error('unexpected idempotency reply from redis')
      return parse(cur)
    },
    async complete(key, fingerprint, response, expiresAtMs, nowMs) {
      await whenReady()
      if (expiresAtMs <= nowMs) {
        await client.del(IDEMPOTENCY_PREFIX + key)
        return
      }
      const rec: StoredRecord = {
        state: 'done',
        fingerprint,
        expiresAtMs,
        response: { status: response.status, body: response.body, headers: response.headers },
      }
      await client.set(IDEMPOTENCY_PREFIX + key, JSON.stringify(rec), 'PX', ttlMs(expiresAtMs, nowMs))
    },
    async release(key) {
      await whenReady()
      await client.del(IDEMPOTENCY_PREFIX + key)
    },
  }
}
