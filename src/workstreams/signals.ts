// Wake-ups for event tails: the engine notifies a cycle's tails after each stored transition that appended events, so
// a tail on this instance sends them at once; with Redis configured the notification is also published (ports
// Wakeups, Redis pub/sub), so a tail on another instance wakes as promptly. Tails also poll (WORKSTREAM_POLL_MS), so a
// lost or absent notification (Redis down, no Redis) delays an event, never loses it: the history in the store is
// the truth, a wake-up only says "read it again".
import type { Wakeups } from '../store/ports/index.ts'

export class CycleSignals {
  private readonly waiting = new Map<string, Set<() => void>>()
  private readonly relay: Wakeups | null

  constructor(relay: Wakeups | null = null) {
    this.relay = relay
    relay?.onWake((cycleId) => this.wake(cycleId))
  }

  /** New events of the cycle are stored: wake its tails here, and (through the relay) on every other instance. */
  notify(cycleId: string): void {
    this.wake(cycleId)
    this.relay?.publish(cycleId)
  }

  private wake(cycleId: string): void {
    const set = this.waiting.get(cycleId)
    if (!set) return
    this.waiting.delete(cycleId)
    for (const wake of set) wake()
  }

  /** Resolves on the cycle's next notification, after `ms`, or when `signal` aborts, whichever is first. */
  wait(cycleId: string, ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal.aborted) {
        resolve()
        return
      }
      const set = this.waiting.get(cycleId) ?? new Set<() => void>()
      this.waiting.set(cycleId, set)
      const done = () => {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        set.delete(done)
        if (set.size === 0 && this.waiting.get(cycleId) === set) this.waiting.delete(cycleId)
        resolve()
      }
      const timer = setTimeout(done, ms)
      timer.unref?.()
      signal.addEventListener('abort', done, { once: true })
      set.add(done)
    })
  }
}
