// A stalled MongoDB (the process SIGSTOPped: connections and bytes are accepted, nothing is answered), against a
// real HTTP server on a private mongo-java-server started here. While stalled: reads, writes and a cold-cache key
// authentication answer 503 store_unavailable with Retry-After within a few seconds (not 401: a timeout is not an
// invalid key), /health answers within a second with the store down, and the background loops log without spinning.
// After SIGCONT: calls succeed, the write that answered 503 is either fully there or absent, and the loops work.
// Needs the built .ci/mongo-server and java; skipped with the reason otherwise, failed with REQUIRE_SERVERS=1.
import { MongoClient } from 'mongodb'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type TestServer } from '../../testing/test-server.ts'
import { startPrivateMongo, type PrivateMongo } from '../../testing/private-mongo.ts'
import { describeWithPrivateMongo } from '../../testing/describe-private-mongo.ts'
import { PERMISSION_SLUGS } from '../../permissions/index.ts'

const STALL_MS = 10_000
const ANSWER_BOUND_MS = 8_000 // generous: the default deadline is MONGODB_TIMEOUT_MS=3000
const HEALTH_BOUND_MS = 1_500 // generous: /health promises one second

interface Timed<T> {
  value: T
  ms: number
}
async function timed<T>(f: () => Promise<T>): Promise<Timed<T>> {
  const t0 = performance.now()
  const value = await f()
  return { value, ms: Math.round(performance.now() - t0) }
}

async function eventually(what: string, check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const t0 = performance.now()
  while (performance.now() - t0 < withinMs) {
    if (await check()) return Math.round(performance.now() - t0)
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${what}: not within ${withinMs} ms`)
}

describeWithPrivateMongo('MongoDB stall', () => {
  let mongo: PrivateMongo
  let server: TestServer
  let raw: MongoClient

  beforeAll(async () => {
    mongo = await startPrivateMongo()
    server = await startTestServer({ env: { MONGODB_URL: mongo.url, REAPER_INTERVAL_SECONDS: '1' } })
    raw = new MongoClient(mongo.url, { serverSelectionTimeoutMS: 5000 })
  }, 60_000)

  afterAll(async () => {
    mongo?.resume()
    await server?.close()
    await raw?.close()
    await mongo?.close()
  }, 30_000)

  it('answers 503 store_unavailable in seconds while stalled, /health within a second, and recovers consistently', async () => {
    const s = server.services
    const tenant = await createTenant(s)
    const admin = tenant.adminKey
    // Warm the admin key's validator cache and the organization's rate-limit cache.
    expect((await call(server.url, '/api/v1/connect-keys', { token: admin })).status).toBe(200)
    // A key never used yet: its first authentication must read the store.
    const created = await call<{ id: string; value: string }>(server.url, '/api/v1/connect-keys', {
      token: admin,
      body: { name: 'cold', permissions: [...PERMISSION_SLUGS] },
    })
    expect(created.status).toBe(201)
    const coldKey = created.body.value
    s.reaper.start()
    s.dispatcher.start()
    const logsBefore = server.logs.length

    mongo.stall()
    const stalledAt = performance.now()
    // Resume after STALL_MS whatever happens, so that without deadlines the calls end (late) instead of hanging.
    const resumeTimer = setTimeout(() => mongo.resume(), STALL_MS)
    try {
      const idem = `stall-${Date.now()}`
      const writeBody = {
        name: 'stalled-write',
        description: 'written during a stall',
        permissions: [...PERMISSION_SLUGS],
      }
      // The write first and alone, so that it goes out on an open connection: its bytes reach the stalled server,
      // which applies them when it resumes (the hard case for "fully there or absent").
      const write = await timed(() =>
        call(server.url, '/api/v1/connect-keys', {
          token: admin,
          body: writeBody,
          headers: { 'Idempotency-Key': idem },
        }),
      )
      const [read, coldAuth, health] = await Promise.all([
        timed(() => call(server.url, '/api/v1/connect-keys', { token: admin })),
        timed(() => call(server.url, '/api/v1/connect-keys', { token: coldKey })),
        timed(() => call(server.url, '/health')),
      ])
      // Once the driver has given up on the server too.
      const healthLater = await timed(() => call(server.url, '/health'))
      const stillStalled = performance.now() - stalledAt < STALL_MS
      console.log(
        `stalled: read ${read.ms} ms, write ${write.ms} ms, cold-cache auth ${coldAuth.ms} ms, /health ${health.ms} ms and ${healthLater.ms} ms`,
      )

      for (const [name, r] of Object.entries({ read, write, coldAuth })) {
        expect({ name, status: r.value.status, withinBound: r.ms < ANSWER_BOUND_MS, ms: r.ms }).toMatchObject({
          name,
          status: 503,
          withinBound: true,
        })
        expect(r.value.headers.get('retry-after')).toBe('2')
        expect(r.value.body.error).toMatchObject({
          type: 'api_error',
          code: 'store_unavailable',
          retry_after_seconds: 2,
          message:
            'The store did not answer in time; the request may or may not have been applied. Retry with the same Idempotency-Key.',
        })
      }
      expect(stillStalled).toBe(true)
      for (const h of [health, healthLater]) {
        expect({ status: h.value.status, withinBound: h.ms < HEALTH_BOUND_MS, ms: h.ms }).toMatchObject({
          status: 503,
          withinBound: true,
        })
        expect(h.value.body).toMatchObject({ status: 'down', store: { kind: 'mongo', status: 'down' } })
      }

      // The background loops fail while stalled, and log at a bounded rate (each failure waits for the deadline).
      await new Promise((r) => setTimeout(r, Math.max(0, STALL_MS - (performance.now() - stalledAt))))
      const stallLogs = server.logs.slice(logsBefore)
      const dispatcherFailures = stallLogs.filter((l) => l.msg === 'webhook dispatcher pass failed').length
      const reaperFailures = stallLogs.filter((l) => l.msg === 'key reaper pass failed').length
      console.log(
        `during a ${STALL_MS / 1000} s stall: ${dispatcherFailures} dispatcher and ${reaperFailures} reaper failures logged`,
      )
      expect(dispatcherFailures).toBeGreaterThanOrEqual(1)
      expect(reaperFailures).toBeGreaterThanOrEqual(1)
      // No tight loop: at most one failure a second from each (the reaper ticks every second here; each failing
      // dispatcher pass waits for the store deadline).
      expect(dispatcherFailures).toBeLessThanOrEqual(STALL_MS / 1000 + 1)
      expect(reaperFailures).toBeLessThanOrEqual(STALL_MS / 1000 + 1)

      // After SIGCONT.
      mongo.resume()
      const recoveryMs = await eventually(
        '/health back to 200',
        async () => (await call(server.url, '/health')).status === 200,
        10_000,
      )
      const readAfter = await timed(() => call(server.url, '/api/v1/connect-keys', { token: admin }))
      const coldAfter = await call(server.url, '/api/v1/connect-keys', { token: coldKey })
      console.log(`resumed: /health ok after ${recoveryMs} ms, first read ${readAfter.ms} ms`)
      expect(readAfter.value.status).toBe(200)
      expect(coldAfter.status).toBe(200)

      // The write that answered 503 stalled at its identity-store insert, whose bytes the server applies when it
      // resumes; the service deletes that key once the store answers again (and once more a moment later).
      const db = raw.db(server.config.mongodbDb)
      // Its key is either fully there (an active identity record with its mirror) or unusable: a record the stall left
      // pending (issuing is two-phase, keys/issue-key.ts) is invisible to every read and removed by the reaper.
      const records = await db
        .collection<{ _id: string; pending?: true }>('identity_keys')
        .find({ name: 'stalled-write' })
        .toArray()
      const identities = records.filter((d) => !d.pending).map((d) => d._id)
      const mirrors = (
        await db
          .collection<{ _id: string }>('key_mirror')
          .find({ _id: { $in: identities } })
          .toArray()
      ).map((d) => d._id)
      console.log(
        `stalled write: ${identities.length} active identity record(s), ${mirrors.length} mirror(s), ` +
          `${records.length - identities.length} left pending`,
      )
      expect(identities.map((id) => ({ id, mirror: mirrors.includes(id) }))).toEqual(
        identities.map((id) => ({ id, mirror: true })),
      )
      const listed = (
        await call<{ data: { id: string; name: string; description: string | null; environment: string | null }[] }>(
          server.url,
          '/api/v1/connect-keys?limit=100',
          { token: admin },
        )
      ).body.data.filter((k) => k.name === 'stalled-write')
      expect(listed.map((k) => k.id).sort()).toEqual([...identities].sort())
      for (const k of listed) expect(k).toMatchObject({ description: 'written during a stall', environment: 'sandbox' })

      // Retrying with the same Idempotency-Key, as the message says, succeeds and is complete.
      const retry = await call<{ id: string; value: string; description: string | null }>(
        server.url,
        '/api/v1/connect-keys',
        {
          token: admin,
          body: writeBody,
          headers: { 'Idempotency-Key': idem },
        },
      )
      expect(retry.status).toBe(201)
      expect(retry.body.description).toBe('written during a stall')
      expect((await call(server.url, '/api/v1/connect-keys', { token: retry.body.value })).status).toBe(200)

      // The loops run again: the dispatcher relays the retry's api_key.created event, the reaper revokes a key
      // that expired.
      await eventually(
        'the dispatcher dispatched the api_key.created event of the retry',
        async () =>
          (await db
            .collection('webhook_events')
            .countDocuments({ 'data.id': retry.body.id, dispatchedAt: { $ne: null } })) === 1,
        10_000,
      )
      const now = s.clock.now()
      await s.stores.keyMirror.update(created.body.id, { expiresAt: new Date(now.getTime() - 1000) }, now)
      await eventually(
        'the reaper revoked the expired key',
        async () => (await s.stores.keyMirror.get(created.body.id))?.revokedAt != null,
        10_000,
      )
    } finally {
      clearTimeout(resumeTimer)
      mongo.resume()
    }
  }, 60_000)
})
