// Wake-ups between instances through Redis pub/sub (ports/coordination.ts Wakeups). One channel,
// `<REDIS_KEY_PREFIX>wake`, carries topics (a cycle id for event tails); each instance holds one subscription on its own
// connection (a subscribed connection can do nothing else) and hands each message to its handlers. Publishing is fire
// and forget on another connection: with Redis down a publish is dropped (logged at most every 30 s) and readers fall
// back to polling; ioredis resubscribes by itself after a reconnection.
import { Redis } from 'ioredis'
import type { Logger } from '../../lib/logger.ts'
import type { Wakeups } from '../ports/index.ts'

const ERROR_LOG_INTERVAL_MS = 30_000

export function openRedisWakeups(url: string, o: { keyPrefix: string; logger?: Pick<Logger, 'warn'> }): Wakeups {
  const channel = `${o.keyPrefix}wake`
  const options = {
    enableOfflineQueue: false,
    commandTimeout: 1000,
    connectTimeout: 1000,
    maxRetriesPerRequest: 1,
    retryStrategy: (n: number) => Math.min(n * 100, 1000),
  }
  const pub = new Redis(url, options)
  // The subscription is sent once connected (and again after each reconnection): it may wait in the offline queue.
  const sub = new Redis(url, {
    ...options,
    enableOfflineQueue: true,
    commandTimeout: undefined,
    maxRetriesPerRequest: null,
  })
  const handlers: ((topic: string) => void)[] = []
  let lastLog = 0
  const log = (what: string, err: unknown) => {
    const now = Date.now()
    if (now - lastLog < ERROR_LOG_INTERVAL_MS) return
    lastLog = now
    o.logger?.warn(
      { err: (err as Error)?.message ?? String(err) },
      `redis wake-ups: ${what}; event tails on other instances see new events at their next poll until it is back`,
    )
  }
  pub.on('error', (e) => log('publisher error', e))
  sub.on('error', (e) => log('subscriber error', e))
  sub.on('message', (ch: string, topic: string) => {
    if (ch === channel) for (const h of handlers) h(topic)
  })
  sub.subscribe(channel).catch((e: unknown) => log('subscribe failed', e))
  return {
    publish(topic) {
      if (pub.status !== 'ready') return
      pub.publish(channel, topic).catch((e: unknown) => log('publish failed', e))
    },
    onWake(handler) {
      handlers.push(handler)
    },
    async close() {
      pub.disconnect()
      sub.disconnect()
    },
  }
}
