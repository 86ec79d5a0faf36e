// In-process wake-ups for event tails: the engine notifies a cycle's tails after each stored transition, so a tail
// on this instance sends it at once. Tails also poll (a transition stored by another instance is seen within the
// poll interval), so a lost or absent notification delays an event, never loses it.
export class CycleSignals {
  private readonly waiting = new Map<string, Set<() => void>>()

  notify(cycleId: string): void {
    const set = this.waiting.get(cycleId)
    if (!set) return
    this.waiting.delete(cycleId)
    for (const wake of set) wake()
  }

  /** Resolves on the cycle's next notification, after `ms`, or when `signal` aborts, whichever is first. */
  wait(cycleId: string, ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal.aborted) { resolve(); return }
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
