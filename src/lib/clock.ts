// Injected time source: the reaper, expiry, rotation grace and caches read time only through a Clock,
// so tests move time instead of waiting.
export interface Clock {
  now(): Date
  nowMs(): number
}

export const systemClock: Clock = {
  now: () => new Date(),
  nowMs: () => Date.now(),
}

/** A clock that only moves when told to; for tests. */
export class ManualClock implements Clock {
  private ms: number
  constructor(start: Date | number = Date.UTC(2026, 0, 1)) {
    this.ms = typeof start === 'number' ? start : start.getTime()
  }
  now(): Date {
    return new Date(this.ms)
  }
  nowMs(): number {
    return this.ms
  }
  advance(ms: number): void {
    this.ms += ms
  }
  set(at: Date | number): void {
    this.ms = typeof at === 'number' ? at : at.getTime()
  }
}
