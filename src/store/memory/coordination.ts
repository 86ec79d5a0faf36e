// In-process coordination: the default when no REDIS_URL is set. Only correct for a single instance,
// which is also all the embedded store supports.
import type { Coordination } from '../ports/index.ts'

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
    async health() { return { status: 'ok' } },
    async close() {},
  }
}
