// In-process limiter benches for `npm run bench`: the cost of one sliding-window decision
// (coordination.windows.hit) in the in-process store and in Redis, and of Limiter.requestBudget end to end.
// Every call is awaited before the next, so a Redis row is one loopback round trip plus the script; the
// plain PING row is that round trip alone.
import { Redis } from 'ioredis'
import { createLogger } from '../../src/lib/logger.ts'
import { startTestServer, createTenant } from '../../src/testing/test-server.ts'
import { createInProcessCoordination } from '../../src/store/memory/coordination.ts'
import { openRedisCoordination } from '../../src/store/redis/coordination.ts'
import type { Coordination } from '../../src/store/ports/index.ts'
import { benchAsync, BENCH_RATE_LIMIT, type MicroResult } from './shared.ts'

const LIMIT = 60
const WINDOW_MS = 60_000

export interface LimiterRow {
  /** windows.hit with a fresh subject per call (admits; a new log per call). */
  hitFresh: MicroResult
  /** windows.hit on one subject already holding LIMIT admissions (denies; records nothing). */
  hitHeld: MicroResult
  /** Limiter.requestBudget(principal): effective limit (org override cache) + hit + rate-limit headers. */
  requestBudget: MicroResult
}

export interface LimiterResults {
  inProcess: LimiterRow
  redis: (LimiterRow & { ping: MicroResult; keyPrefix: string }) | { skipped: string }
}

/** The Redis prefix every key this run writes starts with (micro benches and the write-redis server). */
export const runRedisPrefix = (): string => `bench:${process.pid}:`

/** null when Redis answers PING at `url` within about 2 s, else why not. */
export async function probeRedis(url: string | undefined): Promise<string | null> {
  if (!url) return 'TEST_REDIS_URL (or REDIS_URL) is not set'
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1500,
    commandTimeout: 1500,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    enableOfflineQueue: false,
  })
  let cause: Error | null = null // the socket error; connect() itself rejects with just "Connection is closed."
  client.on('error', (e: Error) => {
    cause ??= e
  })
  try {
    await client.connect()
    const pong = await client.ping()
    return pong === 'PONG' ? null : `unexpected PING reply ${pong}`
  } catch (e) {
    return `${url}: ${(cause as Error | null)?.message ?? (e instanceof Error ? e.message : String(e))}`
  } finally {
    client.disconnect()
  }
}

/** Deletes every key under `prefix` (the run's keys also expire on their own within 2 minutes). */
export async function deleteRedisKeys(url: string, prefix: string): Promise<number> {
  const client = new Redis(url, { maxRetriesPerRequest: 1 })
  client.on('error', () => {})
  let n = 0
  try {
    let cursor = '0'
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000)
      cursor = next
      if (keys.length) n += await client.unlink(...keys)
    } while (cursor !== '0')
  } finally {
    client.disconnect()
  }
  return n
}

async function windowRows(coordination: Coordination, tag: string): Promise<Omit<LimiterRow, 'requestBudget'>> {
  const w = coordination.windows
  // (a) Admitting: a fresh subject per call. `now` advances 1 ms per call, so subjects leave the window after
  // 60,000 calls: the in-process store holds at most ~60,000 live logs and its periodic sweep drops the rest
  // (paid inside the timing, as a server seeing a stream of new subjects pays it).
  let n = 0
  const t0 = Date.now()
  const first = await w.hit(`${tag}:fresh:probe`, LIMIT, WINDOW_MS, t0)
  if (!first.admitted) throw new Error(`${tag}: a fresh subject was denied`)
  const hitFresh = await benchAsync(() => {
    n++
    return w.hit(`${tag}:fresh:${n}`, LIMIT, WINDOW_MS, t0 + n)
  })
  // (b) Denying: one subject holding LIMIT admissions within the last minute (the real clock; the bench takes
  // about a second, far less than the window).
  const held = `${tag}:held`
  const fillAt = Date.now()
  for (let i = 0; i < LIMIT; i++) {
    const d = await w.hit(held, LIMIT, WINDOW_MS, fillAt)
    if (!d.admitted) throw new Error(`${tag}: filling the held subject was denied at ${i}`)
  }
  const check = async () => {
    const d = await w.hit(held, LIMIT, WINDOW_MS, Date.now())
    if (d.admitted || d.count !== LIMIT || d.retryAtMs === null)
      throw new Error(`${tag}: the held subject was not denied: ${JSON.stringify(d)}`)
  }
  await check()
  const hitHeld = await benchAsync(() => w.hit(held, LIMIT, WINDOW_MS, Date.now()))
  await check()
  return { hitFresh, hitHeld }
}

/**
 * Limiter.requestBudget on the services the server builds (so, with Redis, behind the same fallback wrapper),
 * for a real sk_ key principal (no per-key limit: the organization override is looked up and cached, then the
 * default applies). Budgets at BENCH_RATE_LIMIT, so every call admits and the key's log grows all along.
 */
async function requestBudgetRow(redisUrl: string | null): Promise<MicroResult> {
  const ts = await startTestServer({
    env: {
      LOG_LEVEL: 'silent',
      RESPONSE_VALIDATION: 'off',
      MONGODB_URL: '',
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: `${runRedisPrefix()}budget:`,
      RATE_LIMIT_PER_MINUTE: String(BENCH_RATE_LIMIT),
      IP_RATE_LIMIT_PER_MINUTE: String(BENCH_RATE_LIMIT),
    },
    logger: createLogger('silent'),
  })
  try {
    const s = ts.services
    if (s.coordination.kind !== (redisUrl ? 'redis' : 'in-process'))
      throw new Error(`requestBudget: coordination is ${s.coordination.kind}`)
    const tenant = await createTenant(s)
    const principal = await s.authenticator.authenticate({ authorization: `Bearer ${tenant.adminKey}` })
    if (principal.keyId !== tenant.adminKeyId || principal.keyRateLimitPerMinute !== null)
      throw new Error('requestBudget: unexpected principal')
    const h = await s.limiter.requestBudget(principal) // fills the organization-override cache
    if (h['RateLimit-Policy'] !== `"default";q=${BENCH_RATE_LIMIT};w=60`)
      throw new Error(`requestBudget: unexpected policy ${h['RateLimit-Policy']}`)
    if (redisUrl && (await s.health()).rate_limits.mode !== 'shared')
      throw new Error('requestBudget: rate limits are not counted in Redis')
    // A denial throws, which would stop the bench: every timed call admitted.
    return await benchAsync(() => s.limiter.requestBudget(principal))
  } finally {
    await ts.close()
  }
}

async function waitReady(c: Coordination): Promise<void> {
  const until = Date.now() + 5000
  for (;;) {
    const h = await c.health()
    if (h.status === 'ok') return
    if (Date.now() > until) throw new Error(`redis coordination not ready: ${h.detail ?? h.status}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

export async function benchLimiter(
  redisUrl: string | null,
  skipped: string | null,
  log: (s: string) => void,
): Promise<LimiterResults> {
  log('  in-process store ...')
  const mem = createInProcessCoordination()
  const memRows = await windowRows(mem, 'mem')
  await mem.close()
  const inProcess: LimiterRow = { ...memRows, requestBudget: await requestBudgetRow(null) }
  if (!redisUrl) return { inProcess, redis: { skipped: skipped ?? 'not available' } }

  log('  redis ...')
  const keyPrefix = runRedisPrefix()
  const ping = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false })
  ping.on('error', () => {})
  const coordination = openRedisCoordination(redisUrl, { keyPrefix })
  try {
    await ping.connect()
    await waitReady(coordination)
    const pingRow = await benchAsync(() => ping.ping())
    const rows = await windowRows(coordination, 'redis')
    const requestBudget = await requestBudgetRow(redisUrl)
    return { inProcess, redis: { ...rows, requestBudget, ping: pingRow, keyPrefix } }
  } finally {
    ping.disconnect()
    await coordination.close()
  }
}
