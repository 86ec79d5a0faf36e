// In-process sliding windows and concurrency leases (ports/rate-limits.ts). Correct for one instance only.
//
// SlidingWindowStore: an exact sliding log per subject: the admission times still in the window, oldest
// first, in an array read from a moving head (pruning advances the head; the array is compacted once the
// dead prefix is at least half of it, so every operation is O(1) amortised). An admission at t counts while
// nowMs - t < windowMs. Denials record nothing, and the limit is per call, so a changed cap keeps the history.
//
// Memory stays bounded: a subject whose log empties is dropped, and every so often (after as many calls as
// there are subjects, at least SWEEP_EVERY) all subjects are pruned against the caller's clock so idle
// subjects do not linger. Denials record nothing, so a log never holds more than the largest limit used.
import type { ConcurrencyStore, SlidingWindowStore, WindowDecision } from '../ports/index.ts'

const SWEEP_EVERY = 1024
const COMPACT_MIN = 64

/** Admission times, ascending, live from `head`; `windowMs` is the largest window used with the subject. */
interface Log {
  times: number[]
  head: number
  windowMs: number
}

/** A limit as an admission count: fractional limits round down, negative ones admit nothing. */
export function normaliseLimit(limit: number): number {
  if (Number.isNaN(limit)) throw new RangeError('rate limit must be a number')
  return Math.max(0, Math.floor(limit))
}

/** Drops admissions at or before `lo` (= nowMs - windowMs): they have left the window. */
function prune(log: Log, lo: number): void {
  const t = log.times
  let h = log.head
  while (h < t.length && t[h]! <= lo) h++
  if (h === t.length) {
    t.length = 0
    h = 0
  } else if (h >= COMPACT_MIN && h * 2 >= t.length) {
    t.splice(0, h)
    h = 0
  }
  log.head = h
}

function insert(log: Log, nowMs: number): void {
  const t = log.times
  if (t.length === log.head || t[t.length - 1]! <= nowMs) {
    t.push(nowMs)
    return
  }
  // A clock that stepped back: keep the log sorted (rare, so a splice is fine).
  let lo = log.head
  let hi = t.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (t[mid]! <= nowMs) lo = mid + 1
    else hi = mid
  }
  t.splice(lo, 0, nowMs)
}

/**
 * A decision as a class instance, not an object literal: V8 tracks object literals by allocation site and, under
 * load, decided that this one's objects live long and allocated them in the old generation (about 3 % of a request's
 * CPU on this line in contract-tests/bench's in-process profile, none with --no-allocation-site-pretenuring);
 * objects made by `new` are not pretenured that way.
 */
class Decision implements WindowDecision {
  readonly admitted: boolean
  readonly count: number
  readonly resetAtMs: number | null
  readonly retryAtMs: number | null
  constructor(admitted: boolean, count: number, resetAtMs: number | null, retryAtMs: number | null) {
    this.admitted = admitted
    this.count = count
    this.resetAtMs = resetAtMs
    this.retryAtMs = retryAtMs
  }
}

function decision(log: Log | undefined, admitted: boolean, limit: number, windowMs: number): WindowDecision {
  const count = log ? log.times.length - log.head : 0
  if (!log || count === 0) return new Decision(admitted, 0, null, null)
  const oldest = log.times[log.head]!
  // Denied: fewer than `limit` remain once the (count - limit + 1) oldest admissions have left.
  const retryAtMs = !admitted && limit > 0 ? log.times[log.head + count - limit]! + windowMs : null
  return new Decision(admitted, count, oldest + windowMs, retryAtMs)
}

export interface MemorySlidingWindowStore extends SlidingWindowStore {
  /** Subjects held in memory (for tests of the memory bound). */
  size(): number
}

export interface MemoryConcurrencyStore extends ConcurrencyStore {
  /** Subjects held in memory (for tests of the memory bound). */
  size(): number
}

export function createMemorySlidingWindowStore(): MemorySlidingWindowStore {
  const logs = new Map<string, Log>()
  let callsSinceSweep = 0

  function sweep(nowMs: number): void {
    callsSinceSweep++
    if (callsSinceSweep < Math.max(SWEEP_EVERY, logs.size)) return
    callsSinceSweep = 0
    for (const [subject, log] of logs) {
      prune(log, nowMs - log.windowMs)
      if (log.times.length === 0) logs.delete(subject)
    }
  }

  function decide(subject: string, rawLimit: number, windowMs: number, nowMs: number, record: boolean): WindowDecision {
    sweep(nowMs)
    const limit = normaliseLimit(rawLimit)
    let log = logs.get(subject)
    if (log) {
      if (windowMs > log.windowMs) log.windowMs = windowMs
      prune(log, nowMs - windowMs) // as the Redis script does: each call prunes with its own window
    }
    const count = log ? log.times.length - log.head : 0
    const admitted = count < limit
    if (admitted && record) {
      if (!log) {
        log = { times: [], head: 0, windowMs }
        logs.set(subject, log)
      }
      insert(log, nowMs)
    } else if (log && log.times.length === 0) {
      logs.delete(subject)
    }
    return decision(log, admitted, limit, windowMs)
  }

  return {
    size: () => logs.size,
    async hit(subject, limit, windowMs, nowMs) {
      return decide(subject, limit, windowMs, nowMs, true)
    },
    async peek(subject, limit, windowMs, nowMs) {
      return decide(subject, limit, windowMs, nowMs, false)
    },
    hitNow: (subject, limit, windowMs, nowMs) => decide(subject, limit, windowMs, nowMs, true),
    peekNow: (subject, limit, windowMs, nowMs) => decide(subject, limit, windowMs, nowMs, false),
  }
}

/**
 * Leases per subject: leaseId → expiry (ms). A lease counts while nowMs < expiry. Acquiring a lease that is
 * already held refreshes it (as renew) and takes no second slot. Subjects with no lease left are dropped, and
 * a periodic sweep drops expired leases of idle subjects.
 */
export function createMemoryConcurrencyStore(): MemoryConcurrencyStore {
  const subjects = new Map<string, Map<string, number>>()
  let callsSinceSweep = 0

  function live(subject: string, nowMs: number): Map<string, number> | undefined {
    callsSinceSweep++
    if (callsSinceSweep >= Math.max(SWEEP_EVERY, subjects.size)) {
      callsSinceSweep = 0
      for (const [s, leases] of subjects) dropExpired(s, leases, nowMs)
    }
    const leases = subjects.get(subject)
    if (!leases) return undefined
    dropExpired(subject, leases, nowMs)
    return leases.size > 0 ? leases : undefined
  }

  function dropExpired(subject: string, leases: Map<string, number>, nowMs: number): void {
    for (const [id, expiry] of leases) if (expiry <= nowMs) leases.delete(id)
    if (leases.size === 0) subjects.delete(subject)
  }

  return {
    size: () => subjects.size,
    async acquire(subject, leaseId, max, leaseMs, nowMs) {
      let leases = live(subject, nowMs)
      if (!leases?.has(leaseId) && (leases?.size ?? 0) >= max) return false
      if (!leases) {
        leases = new Map()
        subjects.set(subject, leases)
      }
      leases.set(leaseId, nowMs + leaseMs)
      return true
    },
    async renew(subject, leaseId, leaseMs, nowMs) {
      const leases = live(subject, nowMs)
      if (!leases?.has(leaseId)) return false
      leases.set(leaseId, nowMs + leaseMs)
      return true
    },
    async release(subject, leaseId) {
      const leases = subjects.get(subject)
      if (!leases) return
      leases.delete(leaseId)
      if (leases.size === 0) subjects.delete(subject)
    },
    async count(subject, nowMs) {
      return live(subject, nowMs)?.size ?? 0
    },
  }
}
