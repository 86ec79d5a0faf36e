// Redis sliding windows and concurrency leases (ports/rate-limits.ts), atomic through Lua scripts.
//
// Sliding window: `skc:rl:<subject>` is a sorted set of admissions, score = admission time (ms on the
// service's clock), member = `<time>:<random>` so admissions in the same millisecond stay distinct. A ZSET
// (rather than a LIST used as a ring of the last `limit` admissions) keeps the whole history in the window,
// so a cap passed later that is larger or smaller than before still sees every admission, and it stays
// ordered even when two instances' clocks disagree slightly. It never holds more than the largest limit
// used, because denials record nothing. One script: prune entries with t <= now - window, count, admit iff
// count < limit, add now only when admitting (hit, not peek), PEXPIRE the key to the window (cleanup only),
// and return the oldest entry and, when denied, the (count - limit + 1)-th oldest.
//
// Concurrency: `skc:cc:<subject>` is a sorted set leaseId → expiry (ms). Acquire drops expired leases, then
// refreshes a lease already held or adds one if fewer than `max` remain. The key's TTL is cleanup only.
import { randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { ConcurrencyStore, SlidingWindowStore, WindowDecision } from '../ports/index.ts'
import { arg, defineScript } from './scripts.ts'

export const WINDOW_PREFIX = 'rl:'
export const CONCURRENCY_PREFIX = 'cc:'
/** Added to a lease key's TTL beyond the longest lease, so Redis' clock never expires a live lease. */
const LEASE_TTL_MARGIN_MS = 1000

// KEYS[1] the log. ARGV: lo (= now - window; entries at or before it have left), limit, record ('1' for
// hit, '0' for peek), now, member, ttlMs. Returns {admitted 0|1, count, oldest score or '', kth score or ''}.
const WINDOW_LUA = `
local key = KEYS[1]
local lo = ARGV[1]
local limit = tonumber(ARGV[2])
local record = ARGV[3] == '1'
if record then redis.call('ZREMRANGEBYSCORE', key, '-inf', lo) end
local count = redis.call('ZCOUNT', key, '(' .. lo, '+inf')
local admitted = 0
if count < limit then
  admitted = 1
  if record then
    redis.call('ZADD', key, ARGV[4], ARGV[5])
    redis.call('PEXPIRE', key, ARGV[6])
    count = count + 1
  end
end
local oldest = ''
local kth = ''
if count > 0 then
  oldest = redis.call('ZRANGEBYSCORE', key, '(' .. lo, '+inf', 'WITHSCORES', 'LIMIT', 0, 1)[2]
  if admitted == 0 and limit > 0 then
    kth = redis.call('ZRANGEBYSCORE', key, '(' .. lo, '+inf', 'WITHSCORES', 'LIMIT', count - limit, 1)[2]
  end
end
return {admitted, count, oldest, kth}
`

// KEYS[1] the leases. ARGV: now, leaseId, max, expiry, ttlMs. Returns 1 when the lease is held.
const ACQUIRE_LUA = `
local key = KEYS[1]
redis.call('ZREMRANGEBYSCORE', key, '-inf', ARGV[1])
local ok = 0
if redis.call('ZSCORE', key, ARGV[2]) then
  ok = 1
elseif redis.call('ZCARD', key) < tonumber(ARGV[3]) then
  ok = 1
end
if ok == 1 then
  redis.call('ZADD', key, ARGV[4], ARGV[2])
  if redis.call('PTTL', key) < tonumber(ARGV[5]) then redis.call('PEXPIRE', key, ARGV[5]) end
end
return ok
`

// KEYS[1] the leases. ARGV: now, leaseId, expiry, ttlMs. Returns 1 when the (unexpired) lease was extended.
const RENEW_LUA = `
local key = KEYS[1]
local score = redis.call('ZSCORE', key, ARGV[2])
if not score then return 0 end
if tonumber(score) <= tonumber(ARGV[1]) then
  redis.call('ZREM', key, ARGV[2])
  return 0
end
redis.call('ZADD', key, ARGV[3], ARGV[2])
if redis.call('PTTL', key) < tonumber(ARGV[4]) then redis.call('PEXPIRE', key, ARGV[4]) end
return 1
`

/** Waits for (or fails fast without) a ready connection; see coordination.ts. */
export type WhenReady = () => Promise<void>

function normaliseLimit(limit: number): number {
  if (Number.isNaN(limit)) throw new RangeError('rate limit must be a number')
  return Math.max(0, Math.floor(limit))
}

function score(v: unknown): number | null {
  if (v === '' || v === null || v === undefined) return null
  const n = Number(v)
  if (!Number.isFinite(n)) throw new Error(`unexpected score from redis: ${String(v)}`)
  return n
}

export function createRedisSlidingWindowStore(client: Redis, whenReady: WhenReady): SlidingWindowStore {
  const run = defineScript(client, 'skcSlidingWindow', WINDOW_LUA)

  async function decide(
    subject: string,
    rawLimit: number,
    windowMs: number,
    nowMs: number,
    record: boolean,
  ): Promise<WindowDecision> {
    const limit = normaliseLimit(rawLimit)
    await whenReady()
    const member = `${arg(nowMs)}:${randomBytes(9).toString('base64url')}`
    const ttlMs = Math.max(1, Math.ceil(windowMs))
    const reply = await run(
      WINDOW_PREFIX + subject,
      arg(nowMs - windowMs),
      limit,
      record ? '1' : '0',
      arg(nowMs),
      member,
      ttlMs,
    )
    if (!Array.isArray(reply) || reply.length !== 4) throw new Error('unexpected sliding-window reply from redis')
    const admitted = Number(reply[0]) === 1
    const count = Number(reply[1])
    const oldest = score(reply[2])
    const kth = score(reply[3])
    return {
      admitted,
      count,
      resetAtMs: oldest === null ? null : oldest + windowMs,
      retryAtMs: !admitted && kth !== null ? kth + windowMs : null,
    }
  }

  return {
    hit(subject, limit, windowMs, nowMs) {
      return decide(subject, limit, windowMs, nowMs, true)
    },
    peek(subject, limit, windowMs, nowMs) {
      return decide(subject, limit, windowMs, nowMs, false)
    },
  }
}

export function createRedisConcurrencyStore(client: Redis, whenReady: WhenReady): ConcurrencyStore {
  const acquire = defineScript(client, 'skcLeaseAcquire', ACQUIRE_LUA)
  const renew = defineScript(client, 'skcLeaseRenew', RENEW_LUA)
  const ttl = (leaseMs: number): number => Math.max(1, Math.ceil(leaseMs)) + LEASE_TTL_MARGIN_MS

  return {
    async acquire(subject, leaseId, max, leaseMs, nowMs) {
      await whenReady()
      const r = await acquire(
        CONCURRENCY_PREFIX + subject,
        arg(nowMs),
        leaseId,
        arg(max),
        arg(nowMs + leaseMs),
        ttl(leaseMs),
      )
      return Number(r) === 1
    },
    async renew(subject, leaseId, leaseMs, nowMs) {
      await whenReady()
      const r = await renew(CONCURRENCY_PREFIX + subject, arg(nowMs), leaseId, arg(nowMs + leaseMs), ttl(leaseMs))
      return Number(r) === 1
    },
    async release(subject, leaseId) {
      await whenReady()
      await client.zrem(CONCURRENCY_PREFIX + subject, leaseId)
    },
    async count(subject, nowMs) {
      await whenReady()
      return client.zcount(CONCURRENCY_PREFIX + subject, `(${arg(nowMs)}`, '+inf')
    },
  }
}
