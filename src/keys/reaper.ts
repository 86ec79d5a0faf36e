// Key maintenance, run on every instance (safe to run on all at once):
// - the expiry reaper (spec: API key states, "active with expires_at → revoked", every 15 minutes): revokes
//   expired keys at the identity store, stamps revoked_at and flushes caches. Expired keys are already refused
//   inline on every call; the reaper makes the records say so. The same pass discards pending keys older than
//   PENDING_MAX_AGE_SECONDS: leftovers of creations that failed or whose process died (issue-key.ts).
// - propagation (every PROPAGATE_INTERVAL_SECONDS): key changes recorded in the store that Redis could not take
//   when they were made are bumped now (key-changes.ts, propagatePending).
import type { KeysDeps } from './deps.ts'
import { discardIssued, PENDING_MAX_AGE_SECONDS } from './issue-key.ts'
import { newMark, propagate, propagatePending } from './key-changes.ts'

export const REAPER_INTERVAL_SECONDS = 15 * 60
/** How long a key change whose propagation failed may wait on an instance that still trusts its cache. */
export const PROPAGATE_INTERVAL_SECONDS = 2
const BATCH = 500

export class KeyReaper {
  private timer: NodeJS.Timeout | null = null
  private propagationTimer: NodeJS.Timeout | null = null
  private running: Promise<number> | null = null
  private propagating: Promise<number> | null = null
  private propagationFailing = false
  private readonly d: KeysDeps
  private readonly intervalMs: number
  private readonly propagateMs: number
  constructor(
    d: KeysDeps,
    intervalSeconds: number = REAPER_INTERVAL_SECONDS,
    propagateSeconds: number = PROPAGATE_INTERVAL_SECONDS,
  ) {
    this.d = d
    this.intervalMs = intervalSeconds * 1000
    this.propagateMs = propagateSeconds * 1000
  }

  /** One reaper pass; returns how many expired keys it revoked. Overlapping calls share one pass. */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => {
      this.running = null
    })
    return this.running
  }

  /** One propagation pass (key-changes.ts); returns how many changes it propagated. Overlapping calls share one. */
  propagatePending(): Promise<number> {
    this.propagating ??= propagatePending(this.d).finally(() => {
      this.propagating = null
    })
    return this.propagating
  }

  private async pass(): Promise<number> {
    let total = 0
    for (;;) {
      const now = this.d.clock.now()
      const expired = await this.d.stores.keyMirror.listExpired(now, BATCH)
      for (const row of expired) {
        const mark = newMark(this.d)
        await this.d.stores.identityKeys.revoke(row.keyId, now, mark)
        await this.d.stores.keyMirror.markRevoked(row.keyId, now)
        await propagate(this.d, row.keyId, mark, this.d.stores.identityKeys)
        total++
      }
      if (expired.length < BATCH) break
    }
    if (total) this.d.logger.info({ revoked: total }, 'key reaper revoked expired keys')
    const discarded = await this.discardLeftovers()
    if (discarded) this.d.logger.warn({ discarded }, 'key reaper discarded keys whose creation never finished')
    return total
  }

  private async discardLeftovers(): Promise<number> {
    let discarded = 0
    const cutoff = new Date(this.d.clock.nowMs() - PENDING_MAX_AGE_SECONDS * 1000)
    for (;;) {
      const leftovers = await this.d.stores.identityKeys.listPending(cutoff, BATCH)
      for (const k of leftovers) if (await discardIssued(this.d, k, 'reaper')) discarded++
      if (leftovers.length < BATCH) break
    }
    return discarded
  }

  start(): void {
    if (this.timer) return
    this.timer = setInterval(() => {
      this.runOnce().catch((err: unknown) =>
        this.d.logger.error({ err: (err as Error).message }, 'key reaper pass failed'),
      )
    }, this.intervalMs)
    this.timer.unref()
    this.propagationTimer = setInterval(() => {
      this.propagatePending().then(
        () => {
          this.propagationFailing = false
        },
        (err: unknown) => {
          // Redis down: every call fails until it is back; say so once per outage.
          if (!this.propagationFailing)
            this.d.logger.warn({ err: (err as Error).message }, 'key change propagation pass failed; retrying')
          this.propagationFailing = true
        },
      )
    }, this.propagateMs)
    this.propagationTimer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    if (this.propagationTimer) clearInterval(this.propagationTimer)
    this.timer = null
    this.propagationTimer = null
    await this.running?.catch(() => undefined)
    await this.propagating?.catch(() => undefined)
  }
}
