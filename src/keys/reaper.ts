// The expiry reaper (spec: API key states, "active with expires_at → revoked", run every 15 minutes):
// revokes expired keys at the identity store, stamps revoked_at and flushes caches. Expired keys are already
// refused inline on every call; the reaper makes the records say so. Safe to run on every instance at once.
import { invalidateKey, type KeysDeps } from './deps.ts'

export const REAPER_INTERVAL_SECONDS = 15 * 60
const BATCH = 500

export class KeyReaper {
  private timer: NodeJS.Timeout | null = null
  private running: Promise<number> | null = null
  private readonly d: KeysDeps
  private readonly intervalMs: number
  constructor(d: KeysDeps, intervalSeconds: number = REAPER_INTERVAL_SECONDS) {
    this.d = d
    this.intervalMs = intervalSeconds * 1000
  }

  /** One pass; returns how many keys it revoked. Overlapping calls share one pass. */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => { this.running = null })
    return this.running
  }

  private async pass(): Promise<number> {
    let total = 0
    for (;;) {
      const now = this.d.clock.now()
      const expired = await this.d.stores.keyMirror.listExpired(now, BATCH)
      for (const row of expired) {
        await this.d.stores.identityKeys.revoke(row.keyId, now)
        await this.d.stores.keyMirror.markRevoked(row.keyId, now)
        await invalidateKey(this.d, row.keyId)
        total++
      }
      if (expired.length < BATCH) break
    }
    if (total) this.d.logger.info({ revoked: total }, 'key reaper revoked expired keys')
    return total
  }

  start(): void {
    if (this.timer) return
    this.timer = setInterval(() => {
      this.runOnce().catch((err: unknown) => this.d.logger.error({ err: (err as Error).message }, 'key reaper pass failed'))
    }, this.intervalMs)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
    await this.running?.catch(() => undefined)
  }
}
