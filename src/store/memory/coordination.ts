// In-process coordination: the default when no REDIS_URL is set. Only correct for a single instance,
// which is also all the embedded store supports. Also the fallback ("insurance") stores behind Redis
// (store/fallback/).
import { randomBytes } from 'node:crypto'
import type { Coordination } from '../ports/index.ts'
import { createMemoryIdempotencyStore } from './idempotency.ts'
import { createMemoryConcurrencyStore, createMemorySlidingWindowStore } from './rate-limits.ts'

export { createMemoryIdempotencyStore, type MemoryIdempotencyStore } from './idempotency.ts'
export {
  createMemoryConcurrencyStore,
  createMemorySlidingWindowStore,
  type MemoryConcurrencyStore,
  type MemorySlidingWindowStore,
} from './rate-limits.ts'

const fresh = (): string => randomBytes(12).toString('base64url')

export function createInProcessCoordination(): Coordination {
  // Lost only with the process, and with it every cache that read it: one epoch for its whole life.
  const epoch = fresh()
  const generations = new Map<string, string>()
  const current = (keyId: string) => {
    let generation = generations.get(keyId)
    if (generation === undefined) generations.set(keyId, (generation = fresh()))
    return { epoch, generation }
  }
  return {
    kind: 'in-process',
    keyGenerations: {
      async current(keyId) {
        return current(keyId)
      },
      currentNow: (keyId) => current(keyId),
      async bump(keyId) {
        generations.set(keyId, fresh())
      },
    },
    windows: createMemorySlidingWindowStore(),
    concurrency: createMemoryConcurrencyStore(),
    idempotency: createMemoryIdempotencyStore(),
    async health() {
      return { status: 'ok' }
    },
    async close() {},
  }
}
