// In-process coordination: the default when no REDIS_URL is set. Only correct for a single instance,
// which is also all the embedded store supports. Also the fallback ("insurance") stores behind Redis
// (store/fallback/).
import type { Coordination } from '../ports/index.ts'
import { createMemoryIdempotencyStore } from './idempotency.ts'
import { createMemoryConcurrencyStore, createMemorySlidingWindowStore } from './rate-limits.ts'

export { createMemoryIdempotencyStore, type MemoryIdempotencyStore } from './idempotency.ts'
export {
  createMemoryConcurrencyStore, createMemorySlidingWindowStore, type MemoryConcurrencyStore, type MemorySlidingWindowStore,
} from './rate-limits.ts'

export function createInProcessCoordination(): Coordination {
  const generations = new Map<string, number>()
  return {
    kind: 'in-process',
    keyGenerations: {
      async current(keyId) { return generations.get(keyId) ?? 0 },
      async bump(keyId) {
        const next = (generations.get(keyId) ?? 0) + 1
        generations.set(keyId, next)
        return next
      },
    },
    windows: createMemorySlidingWindowStore(),
    concurrency: createMemoryConcurrencyStore(),
    idempotency: createMemoryIdempotencyStore(),
    async health() { return { status: 'ok' } },
    async close() {},
  }
}
