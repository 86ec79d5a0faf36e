// The node-oidc-provider adapter over the records port, on both engines (embedded; MongoDB when TEST_MONGODB_URL or
// MONGODB_URL is set): secret ids stored as digests, atomic consume with grant revocation, unused clients expiring.
import { randomBytes, createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock.ts'
import { StoreUnavailableError, type Stores } from '../store/ports/index.ts'
import { openEmbeddedStores } from '../store/embedded/index.ts'
import { openMongoStores } from '../store/mongo/index.ts'
import { TemporarilyUnavailable, recordAdapter, trackStoreWrites } from './adapter.ts'

const mongoUrl = process.env.TEST_MONGODB_URL || process.env.MONGODB_URL || undefined
const engines: [string, () => Promise<Stores>][] = [['embedded', async () => openEmbeddedStores(':memory:')]]
if (mongoUrl) engines.push(['mongo', () => openMongoStores(mongoUrl, `skc_test_${randomBytes(6).toString('hex')}`)])

describe.each(engines)('the oidc-provider adapter on the %s store', (_name, open) => {
  let stores: Stores
  const clock = new ManualClock(new Date('2026-06-01T00:00:00Z'))
  let Adapter: ReturnType<typeof recordAdapter>
  beforeAll(async () => {
    stores = await open()
    Adapter = recordAdapter({ records: stores.records, clock, unusedClientDays: 7 })
  })
  afterAll(async () => {
    await stores.close()
  })
  const id = () => randomBytes(24).toString('base64url')

  it('stores a token under its digest, never its value, and gives it back whole', async () => {
    const rt = new Adapter('RefreshToken')
    const value = id()
    await rt.upsert(value, { jti: value, grantId: 'g1', accountId: 'u1', kind: 'RefreshToken' }, 3600)
    expect(await stores.records.get('RefreshToken', value, clock.now())).toBeNull()
    const raw = await stores.records.get(
      'RefreshToken',
      createHash('sha256').update(value).digest('base64url'),
      clock.now(),
    )
    expect(JSON.stringify(raw)).not.toContain(value)
    expect(await rt.find(value)).toMatchObject({ jti: value, grantId: 'g1', accountId: 'u1' })
    clock.advance(3600_000)
    expect(await rt.find(value)).toBeUndefined()
  })

  it('consumes once: a second consumer is refused as a reuse and the grant is revoked', async () => {
    const code = new Adapter('AuthorizationCode')
    const at = new Adapter('AccessToken')
    const value = id()
    const grantId = `grant-${id()}`
    await new Adapter('Grant').upsert(grantId, { accountId: 'u1', clientId: 'c1' }, 3600)
    await code.upsert(value, { jti: value, grantId }, 60)
    const other = id()
    await at.upsert(other, { jti: other, grantId }, 3600)
    const results = await Promise.allSettled([code.consume(value), code.consume(value)])
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
    const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
    expect(refused.reason).toMatchObject({ error: 'invalid_grant' })
    expect(await at.find(other)).toBeUndefined()
    expect(await new Adapter('Grant').find(grantId)).toBeUndefined()
  })

  it('forgets a registered client that never got a grant; keeps one that did', async () => {
    const clients = new Adapter('Client')
    await clients.upsert('unused', { client_id: 'unused', redirect_uris: ['http://127.0.0.1/cb'] })
    await clients.upsert('used', { client_id: 'used', redirect_uris: ['http://127.0.0.1/cb'] })
    await new Adapter('Grant').upsert(`g-${id()}`, { accountId: 'u1', clientId: 'used' }, 86_400 * 30)
    clock.advance(7 * 86_400_000)
    expect(await clients.find('unused')).toBeUndefined()
    expect(await clients.find('used')).toMatchObject({ client_id: 'used' })
  })

  it('finds a login session by uid without knowing its id', async () => {
    const sessions = new Adapter('Session')
    const value = id()
    await sessions.upsert(value, { jti: value, uid: 'uid-1', accountId: 'u2' }, 3600)
    const found = await sessions.findByUid('uid-1')
    expect(found).toMatchObject({ uid: 'uid-1', accountId: 'u2' })
    expect(found?.jti).toBeUndefined()
    await sessions.destroy(value)
    expect(await sessions.find(value)).toBeUndefined()
  })
})

describe('the adapter when the store does not answer', () => {
  const clock = new ManualClock(new Date('2026-06-01T00:00:00Z'))
  // A store whose chosen methods fail as a stalled MongoDB's do (StoreUnavailableError); the rest is the embedded store.
  const failing = (stores: Stores, methods: string[]): Stores['records'] =>
    new Proxy(stores.records, {
      get(target, prop, receiver) {
        const v = Reflect.get(target, prop, receiver) as unknown
        if (typeof v !== 'function') return v
        if (methods.includes(String(prop)))
          return async () => {
            throw new StoreUnavailableError('timeout')
          }
        return (v as (...a: unknown[]) => unknown).bind(target)
      },
    })

  it('is 503 temporarily_unavailable saying nothing changed when no write was sent during the request', async () => {
    const stores = openEmbeddedStores(':memory:')
    const Adapter = recordAdapter({ records: failing(stores, ['get']), clock, unusedClientDays: 7 })
    const err = await trackStoreWrites(() => new Adapter('AuthorizationCode').find('abc')).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(TemporarilyUnavailable)
    expect(err).toMatchObject({
      statusCode: 503,
      expose: true,
      message: 'temporarily_unavailable',
      nothingChanged: true,
    })
    expect((err as TemporarilyUnavailable).error_description).toMatch(/nothing was changed/)
    await stores.close()
  })

  it('says the request may have been applied once a write was sent (a consume that timed out, or any later call)', async () => {
    const stores = openEmbeddedStores(':memory:')
    const consumeFails = recordAdapter({ records: failing(stores, ['consume']), clock, unusedClientDays: 7 })
    const a = await trackStoreWrites(() => new consumeFails('RefreshToken').consume('abc')).catch((e: unknown) => e)
    expect(a).toMatchObject({ statusCode: 503, nothingChanged: false })
    expect((a as TemporarilyUnavailable).error_description).toMatch(/may have been applied/)
    // A write that was answered, then a read that was not: still "may have been applied".
    const readFails = recordAdapter({ records: failing(stores, ['get']), clock, unusedClientDays: 7 })
    const b = await trackStoreWrites(async () => {
      await new readFails('Session').upsert('s1', { uid: 'u' }, 60)
      return new readFails('Session').find('s1')
    }).catch((e: unknown) => e)
    expect(b).toMatchObject({ statusCode: 503, nothingChanged: false })
    await stores.close()
  })
})
