// Redis coordination (REDIS_URL) through ioredis, shared by every instance.
// keyGenerations: `skc:keygen:<keyId>` holds the key's generation, a random string that never expires. A read is
// one script (one round trip): GET, or, when the key is missing (never set, evicted, FLUSHALL, a restart without
// persistence), SET a fresh random value and return it, so a lost generation reads as a new one and every cache
// entry holding the old one re-validates. A bump SETs a fresh random value. The epoch of a stamp is this client's
// connection serial: every (re)connection starts a new one, so a Redis restart, even one that reloads a snapshot
// older than the last bumps, ends every entry checked before it; a reply that arrives on a newer connection than
// the one the call started on is refused. (What this cannot see: a proxy that keeps our connection open while the
// server behind it restarts from an old snapshot. See keys/README.md.)
// windows (`skc:rl:`), concurrency (`skc:cc:`): rate-limits.ts; idempotency (`skc:idem:`): idempotency.ts.
// Every store shares this one client.
// Failure behaviour: a call never hangs. With Redis unreachable it rejects at once, or after at most
// READY_WAIT_MS while a connection attempt is in progress (no offline queue, so nothing queued now runs
// later); a connected but silent server is cut off by COMMAND_TIMEOUT_MS; the client keeps reconnecting
// in the background until Redis is back.
import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import type { Logger } from '../../lib/logger.ts'
import type { Coordination } from '../ports/index.ts'
import { createRedisIdempotencyStore } from './idempotency.ts'
import { createRedisConcurrencyStore, createRedisSlidingWindowStore } from './rate-limits.ts'
import { defineScript } from './scripts.ts'

const KEYGEN_PREFIX = 'keygen:'
// KEYS[1] the key's generation; ARGV[1] a fresh random value, stored only when there is none.
const CURRENT_GENERATION_LUA = `
local g = redis.call('GET', KEYS[1])
if g then return g end
redis.call('SET', KEYS[1], ARGV[1])
return ARGV[1]
`
const fresh = (): string => randomBytes(12).toString('base64url')
const READY_WAIT_MS = 500 // how long a call waits for a (re)connection in progress
const COMMAND_TIMEOUT_MS = 1000
const CONNECT_TIMEOUT_MS = 1000
const MAX_RECONNECT_DELAY_MS = 1000
const ERROR_LOG_INTERVAL_MS = 30_000 // connection errors repeat on every retry; log them at most this often

/** Every key this service writes starts with this (REDIS_KEY_PREFIX), so services can share a Redis. */
export const DEFAULT_KEY_PREFIX = 'skc:'

export interface RedisCoordinationOptions {
  keyPrefix?: string
  logger?: Pick<Logger, 'warn' | 'info'>
}

export function openRedisCoordination(url: string, opts: RedisCoordinationOptions = {}): Coordination {
  const { logger } = opts
  const client = new Redis(url, {
    keyPrefix: opts.keyPrefix ?? DEFAULT_KEY_PREFIX, // applied by ioredis to every key, script KEYS included
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    // Reconnect forever, backing off to once a second.
    retryStrategy: (times) => Math.min(times * 100, MAX_RECONNECT_DELAY_MS),
    lazyConnect: false,
  })
  let closed = false
  let lastErrorLog = 0
  let wasDown = false
  const instance = fresh()
  let connection = 0 // serial of the current connection: the epoch of every stamp read through it
  client.on('error', (err: Error) => {
    // Without a listener ioredis prints every connection error to stderr.
    const now = Date.now()
    if (now - lastErrorLog >= ERROR_LOG_INTERVAL_MS) {
      lastErrorLog = now
      logger?.warn({ err: err.message }, 'redis connection error; retrying')
    }
    wasDown = true
  })
  client.on('ready', () => {
    connection++
    if (wasDown) logger?.info({}, 'redis connection restored')
    wasDown = false
    lastErrorLog = 0
  })

  async function whenReady(): Promise<void> {
    if (closed || client.status === 'end') throw new Error('redis coordination is closed')
    if (client.status === 'ready') return
    // Between reconnection attempts the server is known to be down: fail at once rather than add latency.
    if (client.status === 'reconnecting' || client.status === 'close')
      throw new Error(`redis unavailable (connection ${client.status})`)
    await new Promise<void>((resolve, reject) => {
      const done = (err?: Error): void => {
        clearTimeout(timer)
        client.off('ready', onReady)
        client.off('close', onClose)
        if (err) reject(err)
        else resolve()
      }
      const onReady = (): void => done()
      const onClose = (): void => done(new Error('redis unavailable (connection attempt failed)'))
      const timer = setTimeout(() => done(new Error(`redis unavailable (connection ${client.status})`)), READY_WAIT_MS)
      client.once('ready', onReady)
      client.once('close', onClose)
    })
  }

  const currentGeneration = defineScript(client, 'skcKeyGeneration', CURRENT_GENERATION_LUA)

  return {
    kind: 'redis',
    keyGenerations: {
      async current(keyId) {
        await whenReady()
        const serial = connection
        const generation = await currentGeneration(KEYGEN_PREFIX + keyId, fresh())
        if (connection !== serial) throw new Error('redis connection changed during the call')
        return { epoch: `${instance}:${serial}`, generation: String(generation) }
      },
      async bump(keyId) {
        await whenReady()
        await client.set(KEYGEN_PREFIX + keyId, fresh())
      },
    },
    windows: createRedisSlidingWindowStore(client, whenReady),
    concurrency: createRedisConcurrencyStore(client, whenReady),
    idempotency: createRedisIdempotencyStore(client, whenReady),
    async health() {
      try {
        await whenReady()
        const pong = await client.ping()
        return pong === 'PONG' ? { status: 'ok' } : { status: 'down', detail: `unexpected PING reply ${pong}` }
      } catch (e) {
        return { status: 'down', detail: e instanceof Error ? e.message : String(e) }
      }
    },
    async close() {
      if (closed) return
      closed = true
      try {
        if (client.status === 'ready') await client.quit()
        else client.disconnect()
      } catch {
        client.disconnect()
      }
    },
  }
}
