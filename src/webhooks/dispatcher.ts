// The delivery engine, run by every instance (spec: Webhook delivery states; SPEC-DECISIONS "Webhooks"): each pass
// fans out outbox events into deliveries (fan-out.ts), then leases the due deliveries and makes their attempts
// (attempt-delivery.ts; lost-lease.ts says why a result could not be recorded). Attempts run independently under a
// concurrency cap, so a receiver that hangs holds one slot, not the loop. This file: the loop and its scheduling
// (poll, wake, stop), the one-shot passes tests use, and the hourly retention purge.
import { attemptDelivery } from './attempt-delivery.ts'
import type { DispatcherOptions } from './dispatcher-options.ts'
import { fanOut } from './fan-out.ts'

const PURGE_EVERY_MS = 3_600_000

export class WebhookDispatcher {
  private readonly o: DispatcherOptions
  readonly instanceId: string
  private running = false
  private loop: Promise<void> | null = null
  private wakeUp: (() => void) | null = null
  private woken = false
  private claims = 0
  private lastPurgeMs = -Infinity
  private readonly inFlight = new Set<Promise<void>>()

  constructor(o: DispatcherOptions) {
    this.o = o
    this.instanceId = o.ids.id('inst')
  }

  /** Moves outbox events into deliveries. Returns how many events were fanned out. */
  async fanOutOnce(): Promise<number> {
    return fanOut(this.o, this.o.batch ?? 50)
  }

  /** Makes the attempts that are due. Returns how many were attempted. */
  async deliverOnce(): Promise<number> {
    // A fresh lease owner per claim, so a result that outlived its lease can never be recorded under a later claim.
    const owner = `${this.instanceId}:${++this.claims}`
    const due = await this.o.stores.webhookDeliveries.claimDue(
      this.o.clock.now(),
      this.o.leaseMs,
      owner,
      this.o.batch ?? 20,
    )
    await Promise.all(
      due.map((d) =>
        attemptDelivery(this.o, d, owner).catch((err: unknown) => {
          this.o.logger.error(
            { err: (err as Error).message, delivery_id: d.id },
            'webhook attempt could not be recorded; its lease will expire and it will be retried',
          )
        }),
      ),
    )
    return due.length
  }

  /**
   * One step of the background loop: fan out, then lease as many due deliveries as there are free slots and start
   * their attempts without waiting for them, so one receiver that hangs until the timeout delays no one else.
   */
  private async pump(): Promise<number> {
    const fanned = await this.fanOutOnce()
    const free = (this.o.concurrency ?? 32) - this.inFlight.size
    if (free <= 0) return fanned
    const owner = `${this.instanceId}:${++this.claims}`
    const due = await this.o.stores.webhookDeliveries.claimDue(
      this.o.clock.now(),
      this.o.leaseMs,
      owner,
      Math.min(free, this.o.batch ?? 20),
    )
    for (const d of due) {
      const p: Promise<void> = attemptDelivery(this.o, d, owner)
        .catch((err: unknown) => {
          this.o.logger.error(
            { err: (err as Error).message, delivery_id: d.id },
            'webhook attempt could not be recorded; its lease will expire and it will be retried',
          )
        })
        .finally(() => {
          this.inFlight.delete(p)
          this.wake()
        })
      this.inFlight.add(p)
    }
    await this.purgeIfDue()
    return fanned + due.length
  }

  /** One full pass that waits for its attempts (tests and tools; the background loop uses pump()). */
  async runOnce(): Promise<number> {
    const n = (await this.fanOutOnce()) + (await this.deliverOnce())
    await this.purgeIfDue()
    return n
  }

  /** Retention, at most hourly per instance (idempotent, so several instances purging is harmless). */
  async purgeIfDue(): Promise<void> {
    const now = this.o.clock.nowMs()
    if (now - this.lastPurgeMs < PURGE_EVERY_MS) return
    this.lastPurgeMs = now
    const before = new Date(now - this.o.retentionDays * 86_400_000)
    const deliveries = await this.o.stores.webhookDeliveries.purgeFinished(before)
    const events = await this.o.stores.webhookEvents.purgeDispatched(before)
    if (deliveries || events)
      this.o.logger.info({ deliveries, events, retention_days: this.o.retentionDays }, 'webhook retention purge')
  }

  /** Runs passes until stopped; sleeps pollMs when idle unless woken. */
  start(): void {
    if (this.running) return
    this.running = true
    this.loop = (async () => {
      while (this.running) {
        let n = 0
        try {
          n = await this.pump()
        } catch (err) {
          this.o.logger.error({ err: (err as Error).message }, 'webhook dispatcher pass failed')
        }
        if (!this.running) break
        if (n === 0 && !this.woken) {
          await new Promise<void>((resolve) => {
            const t = setTimeout(resolve, this.o.pollMs)
            t.unref()
            this.wakeUp = () => {
              clearTimeout(t)
              resolve()
            }
          })
          this.wakeUp = null
        }
        this.woken = false
      }
    })()
  }

  /** Something was written: run a pass now instead of at the next poll. */
  wake(): void {
    this.woken = true
    this.wakeUp?.()
  }

  /** Stops claiming; attempts in flight finish (each within the attempt timeout) before this resolves. */
  async stop(): Promise<void> {
    this.running = false
    this.wakeUp?.()
    await this.loop
    this.loop = null
    await Promise.all([...this.inFlight])
  }
}
