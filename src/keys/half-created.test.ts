// The caller never sees a half-created key (spec: API key states, "mirror insert fails → none; the just-created
// key is deleted"), whatever fails: the key is issued pending (refused everywhere), the mirror row and its
// api_key.created event are written, and only then is the key activated. A failure anywhere before activation
// leaves nothing usable; a leftover the request could not clean up is removed by the reaper. Store faults are
// injected around the real stores (embedded, or MongoDB when MONGODB_URL is set); the key value the server never
// showed is learned through the keysDeps.generateValue seam. The process-kill variant: create-kill.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock.ts'
import { generateKeyValue } from '../auth/index.ts'
import type { Stores } from '../store/ports/index.ts'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'

const MIN = 60_000

describe('a key creation that fails part-way', () => {
  const clock = new ManualClock(Date.UTC(2026, 6, 1, 9, 0, 0))
  const faults = { mirrorInsert: false, compensation: false, activate: null as null | 'fail' | 'lose-reply' }
  const values: string[] = []
  const inserted: string[] = []
  let srv: TestServer
  let t: Tenant

  beforeAll(async () => {
    srv = await startTestServer({
      clock,
      wrapStores: (s: Stores): Stores => {
        const k = s.identityKeys as Stores['identityKeys'] & Record<string, (...a: never[]) => Promise<unknown>>
        return {
          ...s,
          identityKeys: {
            ...s.identityKeys,
            insert: (key, ...rest) => {
              inserted.push(key.id)
              return s.identityKeys.insert(key, ...rest)
            },
            delete: (id) =>
              faults.compensation ? Promise.reject(new Error('store stalled')) : s.identityKeys.delete(id),
            ...('deletePending' in k
              ? {
                  deletePending: (id: string) =>
                    faults.compensation ? Promise.reject(new Error('store stalled')) : k.deletePending!(id as never),
                }
              : {}),
            ...('activate' in k
              ? {
                  activate: async (id: string) => {
                    if (faults.activate === 'fail') throw new Error('activation failed')
                    const r = await k.activate!(id as never)
                    if (faults.activate === 'lose-reply') throw new Error('reply lost')
                    return r
                  },
                }
              : {}),
          } as Stores['identityKeys'],
          keyMirror: {
            ...s.keyMirror,
            insert: (...args) =>
              faults.mirrorInsert ? Promise.reject(new Error('store stalled')) : s.keyMirror.insert(...args),
          },
        }
      },
    })
    t = await createTenant(srv.services)
    srv.services.keysDeps.generateValue = () => {
      const v = generateKeyValue()
      values.push(v)
      return v
    }
  })
  afterAll(async () => {
    await srv?.close()
  })

  const create = (name: string) => call(srv.url, '/api/v1/connect-keys', { token: t.adminKey, body: { name } })
  const me = (token: string) => call(srv.url, '/api/v1/auth/me', { token }).then((r) => r.status)
  const listed = async () =>
    (await srv.services.stores.identityKeys.listByOrganization(t.organizationId)).map((k) => k.id)
  /** The key's recorded events (sorted: under the manual clock they share one timestamp). */
  const eventsFor = async (keyId: string) =>
    (await srv.services.stores.webhookEvents.pending(10_000))
      .filter((e) => e.data.id === keyId)
      .map((e) => e.type)
      .sort()
  /** Records the identity store still holds for the key, whatever their state (pending ones included). */
  const anyRecord = async (keyId: string) => {
    const pending = await srv.services.stores.identityKeys.listPending(new Date(8.64e15), 10_000)
    return pending.some((k) => k.id === keyId) || (await srv.services.stores.identityKeys.get(keyId)) !== null
  }

  it('mirror insert fails and the compensating delete fails too (a store stall): 500, the value is refused, the reaper removes the leftover', async () => {
    faults.mirrorInsert = true
    faults.compensation = true
    const r = await create('stalled')
    faults.mirrorInsert = false
    faults.compensation = false
    expect(r.status).toBe(500)
    const value = values.at(-1)!
    const id = inserted.at(-1)!
    expect(await me(value)).toBe(401)
    expect(await listed()).not.toContain(id)
    expect(await anyRecord(id)).toBe(true) // the leftover: pending, refused, invisible
    // The reaper removes pending records only once they are older than any create in flight could be.
    await srv.services.reaper.runOnce()
    expect(await anyRecord(id)).toBe(true)
    clock.advance(11 * MIN)
    await srv.services.reaper.runOnce()
    expect(await anyRecord(id)).toBe(false)
    expect(await me(value)).toBe(401)
    expect(await eventsFor(id)).toEqual([]) // no mirror row was written, so no event either
  })

  it('activation fails: 500, the value is refused, nothing is listed; api_key.created is answered by api_key.deleted', async () => {
    faults.activate = 'fail'
    const r = await create('not activated')
    faults.activate = null
    expect(r.status).toBe(500)
    expect(r.body).toMatchObject({ error: { code: 'internal_error' } })
    const value = values.at(-1)!
    const id = inserted.at(-1)!
    expect(await me(value)).toBe(401)
    expect(await listed()).not.toContain(id)
    expect(await anyRecord(id)).toBe(false) // deleted by the request itself
    expect((await srv.services.stores.keyMirror.get(id))?.revokedAt).not.toBeNull()
    expect(await eventsFor(id)).toEqual(['api_key.created', 'api_key.deleted'])
    expect(srv.logText()).not.toContain(value)
  })

  it('activation succeeded but its reply was lost: 500, and the key is revoked, never usable', async () => {
    faults.activate = 'lose-reply'
    const r = await create('reply lost')
    faults.activate = null
    expect(r.status).toBe(500)
    const value = values.at(-1)!
    const id = inserted.at(-1)!
    expect(await me(value)).toBe(401)
    expect((await srv.services.stores.identityKeys.get(id))?.revokedAt).not.toBeNull()
    expect(await eventsFor(id)).toEqual(['api_key.created', 'api_key.deleted'])
  })

  it('rotation whose new key cannot be activated: 500, no new key, and the old key keeps working with its expiry unchanged', async () => {
    const old = (
      await call<{ id: string; value: string }>(srv.url, '/api/v1/connect-keys', {
        token: t.adminKey,
        body: { name: 'to rotate' },
      })
    ).body
    const before = await listed()
    faults.activate = 'fail'
    const r = await call(srv.url, `/api/v1/connect-keys/${old.id}/rotate`, {
      token: t.adminKey,
      body: { grace_period_hours: 0 },
    })
    faults.activate = null
    expect(r.status).toBe(500)
    expect(await me(values.at(-1)!)).toBe(401)
    expect(await listed()).toEqual(before)
    expect((await srv.services.stores.keyMirror.get(old.id))!.expiresAt).toBeNull()
    expect(await me(old.value)).toBe(200)
  })

  it('a create that works leaves no pending record and one api_key.created event', async () => {
    const r = await call<{ id: string; value: string }>(srv.url, '/api/v1/connect-keys', {
      token: t.adminKey,
      body: { name: 'fine' },
    })
    expect(r.status).toBe(201)
    expect(await me(r.body.value)).toBe(200)
    const pending = await srv.services.stores.identityKeys.listPending(new Date(8.64e15), 10_000)
    expect(pending.map((k) => k.id)).not.toContain(r.body.id)
    expect(await eventsFor(r.body.id)).toEqual(['api_key.created'])
  })
})
