// Deletes expired records (sign-in links, the authorization server's codes, tokens, sessions, interactions, unused
// client registrations) hourly, on every instance (deleting is idempotent). Expiry itself is enforced on every read
// (store/ports/records.ts); this only reclaims the space.
import type { Clock } from '../lib/clock.ts'
import type { Logger } from '../lib/logger.ts'
import type { Stores } from '../store/ports/index.ts'

export const SWEEP_INTERVAL_MS = 3_600_000

export class RecordSweeper {
  private timer: NodeJS.Timeout | null = null
  private readonly o: { stores: Pick<Stores, 'records'>; clock: Clock; logger: Logger }
  constructor(o: { stores: Pick<Stores, 'records'>; clock: Clock; logger: Logger }) {
    this.o = o
  }

  /** One pass: how many records it deleted. */
  async runOnce(): Promise<number> {
    return this.o.stores.records.deleteExpired(this.o.clock.now())
  }

  start(): void {
    this.timer ??= setInterval(() => {
      this.runOnce().then(
        (n) => {
          if (n) this.o.logger.info({ deleted: n }, 'expired records deleted')
        },
        (err: unknown) => this.o.logger.warn({ err: (err as Error).message }, 'expired records not deleted'),
      )
    }, SWEEP_INTERVAL_MS)
    this.timer.unref()
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = null
  }
}
