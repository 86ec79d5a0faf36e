// Runs the shared coordination suite against a real redis-server (CI: Debian's, see .ci/), through two
// separate clients as two service instances would have. With REQUIRE_SERVERS=1 a missing URL fails.
import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { coordinationSuite, idempotencySuite, rateLimitsSuite } from '../suites/index.ts'
import type { Coordination } from '../ports/index.ts'
import { openRedisCoordination } from './coordination.ts'

const url = process.env.TEST_REDIS_URL || process.env.REDIS_URL || undefined

if (url) {
  describe('redis coordination', () => {
    const openBoth = async (): Promise<[Coordination, Coordination]> => [
      openRedisCoordination(url),
      openRedisCoordination(url),
    ]
    coordinationSuite(openBoth)
    rateLimitsSuite(openBoth)
    idempotencySuite(openBoth)
  })
} else if (process.env.REQUIRE_SERVERS === '1') {
  describe('redis coordination', () => {
    it('has a server to run against', () => {
      throw new Error('Redis suite required but TEST_REDIS_URL/REDIS_URL not set')
    })
  })
} else {
  console.log(
    'redis coordination suite skipped: TEST_REDIS_URL/REDIS_URL not set (set REQUIRE_SERVERS=1 to make this an error)',
  )
  describe.skip('redis coordination', () => {
    const fail = async (): Promise<never> => {
      throw new Error('skipped')
    }
    coordinationSuite(fail)
    rateLimitsSuite(fail)
    idempotencySuite(fail)
  })
}

/** A loopback port nothing listens on: bound by us, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

describe('redis coordination when Redis is unreachable', () => {
  it('rejects quickly instead of hanging, and reports down', async () => {
    const c = openRedisCoordination(`redis://127.0.0.1:${await closedPort()}`)
    try {
      let started = Date.now()
      await expect(c.keyGenerations.current('key_x')).rejects.toThrow()
      expect(Date.now() - started).toBeLessThan(2000)
      started = Date.now()
      await expect(c.keyGenerations.bump('key_x')).rejects.toThrow()
      expect(Date.now() - started).toBeLessThan(2000)
      const health = await c.health()
      expect(health.status).toBe('down')
      expect(health.detail).toBeTruthy()
    } finally {
      await c.close()
    }
  })
})
