// Connect keys over real HTTP (spec: Connect keys endpoints; API key states). Runs against the embedded store,
// or MongoDB + Redis when MONGODB_URL / REDIS_URL are set. Time is a ManualClock, so expiry, grace and the
// reaper are tested without waiting.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock.ts'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import type { Stores } from '../store/ports/index.ts'
import { PERMISSION_SLUGS } from '../permissions/index.ts'

const DAY = 86_400_000
type Key = Record<string, unknown> & { id: string; value?: string }

describe('connect keys', () => {
  const clock = new ManualClock(Date.UTC(2026, 5, 1, 12, 0, 0))
  const identityWrites: string[] = []
  let failMirrorInsert = false
  let srv: TestServer
  let t: Tenant
  let other: Tenant
  const api = (path: string, o: Parameters<typeof call>[2] = {}) =>
    call<Key & Record<string, unknown>>(srv.url, path, { token: t.adminKey, ...o })

  beforeAll(async () => {
    srv = await startTestServer({
      clock,
      wrapStores: (s: Stores): Stores => ({
        ...s,
        identityKeys: {
          ...s.identityKeys,
          insert: (k, ...rest) => {
            identityWrites.push(`insert:${k.id}`)
            return s.identityKeys.insert(k, ...rest)
          },
          activate: (id) => {
            identityWrites.push(`activate:${id}`)
            return s.identityKeys.activate(id)
          },
          revoke: (id, ...rest) => {
            identityWrites.push(`revoke:${id}`)
            return s.identityKeys.revoke(id, ...rest)
          },
          markForInvalidation: (id, mark) => {
            identityWrites.push(`mark:${id}`)
            return s.identityKeys.markForInvalidation(id, mark)
          },
          delete: (id) => {
            identityWrites.push(`delete:${id}`)
            return s.identityKeys.delete(id)
          },
          deletePending: (id) => {
            identityWrites.push(`deletePending:${id}`)
            return s.identityKeys.deletePending(id)
          },
        },
        keyMirror: {
          ...s.keyMirror,
          insert: (...args) => {
            if (failMirrorInsert) return Promise.reject(new Error('injected mirror failure'))
            return s.keyMirror.insert(...args)
          },
        },
      }),
    })
    t = await createTenant(srv.services)
    other = await createTenant(srv.services)
  })
  afterAll(async () => {
    await srv?.close()
  })

  describe('create', () => {
    it('answers 201 with the merged object and a one-time sk_ value that works at once', async () => {
      const r = await api('/api/v1/connect-keys', {
        body: { name: 'Nightly sync', permissions: ['search:read', 'documents:analyse'], description: 'ETL' },
      })
      expect(r.status).toBe(201)
      const k = r.body
      expect(k.value).toMatch(/^sk_[0-9A-Za-z]{49}$/)
      expect(k).toMatchObject({
        name: 'Nightly sync',
        permissions: ['search:read', 'documents:analyse'],
        description: 'ETL',
        environment: 'sandbox',
        workspace_id: null,
        rate_limit_per_minute: null,
        expires_at: null,
        revoked_at: null,
        rotated_from_key_id: null,
        last_used_at: null,
        created_by_user_id: t.userId,
        created_at: clock.now().toISOString(),
      })
      expect(k.obfuscated_value).toBe(`sk_…${k.value!.slice(-4)}`)
      const me = await call(srv.url, '/api/v1/auth/me', { token: k.value! })
      expect(me.status).toBe(200)
      expect(me.body).toMatchObject({
        auth_method: 'api_key',
        key_id: k.id,
        user_id: t.userId,
        organization_id: t.organizationId,
      })
      // Never retrievable again.
      const got = await api(`/api/v1/connect-keys/${k.id}`)
      expect(got.status).toBe(200)
      expect(got.body).not.toHaveProperty('value')
      expect(got.text).not.toContain(k.value!)
      const list = await api('/api/v1/connect-keys')
      expect(list.text).not.toContain(k.value!)
    })

    it('sets expires_at from expires_in_days > 0, and leaves it null for 0, null or omitted', async () => {
      const seven = await api('/api/v1/connect-keys', { body: { name: 'week', expires_in_days: 7 } })
      expect(seven.body.expires_at).toBe(new Date(clock.nowMs() + 7 * DAY).toISOString())
      for (const v of [0, null, undefined]) {
        const r = await api('/api/v1/connect-keys', {
          body: { name: `n-${String(v)}`, ...(v === undefined ? {} : { expires_in_days: v }) },
        })
        expect(r.status).toBe(201)
        expect(r.body.expires_at).toBeNull()
      }
    })

    it('refuses unknown and retired permissions with 400 unknown_permissions naming them and listing the 11', async () => {
      const r = await api('/api/v1/connect-keys', {
        body: { name: 'x', permissions: ['search:read', 'reports:read', 'bogus:thing', 'service:full'] },
      })
      expect(r.status).toBe(400)
      const e = r.body.error as Record<string, unknown>
      expect(e.code).toBe('unknown_permissions')
      expect(e.param).toBe('permissions')
      expect(e.invalid_permissions).toEqual(['reports:read', 'bogus:thing', 'service:full'])
      expect(e.valid_permissions).toEqual(PERMISSION_SLUGS)
      expect(e.valid_permissions).toHaveLength(11)
      expect(String(e.message)).toContain('reports:read')
    })

    it('validates the body with a precise param (422)', async () => {
      const missing = await api('/api/v1/connect-keys', { body: { permissions: [] } })
      expect(missing.status).toBe(422)
      expect(missing.body.error).toMatchObject({ code: 'validation_error', param: 'name' })
      const badWs = await api('/api/v1/connect-keys', { body: { name: 'x', workspace_id: 'not-a-uuid' } })
      expect(badWs.body.error).toMatchObject({ code: 'validation_error', param: 'workspace_id' })
      const neg = await api('/api/v1/connect-keys', { body: { name: 'x', rate_limit_per_minute: -1 } })
      expect(neg.body.error).toMatchObject({ code: 'validation_error', param: 'rate_limit_per_minute' })
      const huge = await api('/api/v1/connect-keys', { body: { name: 'x', rate_limit_per_minute: 10_001 } })
      expect(huge.body.error).toMatchObject({ code: 'validation_error', param: 'rate_limit_per_minute' })
      const extra = await api('/api/v1/connect-keys', { body: { name: 'x', colour: 'red' } })
      expect(extra.body.error).toMatchObject({ code: 'validation_error', param: 'colour' })
    })

    it('accepts only workspaces of the caller organization (422 workspace_not_found)', async () => {
      const own = await api('/api/v1/connect-keys', { body: { name: 'pinned', workspace_id: t.workspaceId } })
      expect(own.status).toBe(201)
      expect(own.body.workspace_id).toBe(t.workspaceId)
      const foreign = await api('/api/v1/connect-keys', { body: { name: 'x', workspace_id: other.workspaceId } })
      expect(foreign.status).toBe(422)
      expect(foreign.body.error).toMatchObject({ code: 'workspace_not_found', param: 'workspace_id' })
    })

    it('deletes the just-created key at the identity store when the mirror insert fails', async () => {
      const before = (await srv.services.stores.identityKeys.listByOrganization(t.organizationId)).length
      identityWrites.length = 0
      failMirrorInsert = true
      const r = await api('/api/v1/connect-keys', { body: { name: 'doomed' } })
      failMirrorInsert = false
      expect(r.status).toBe(500)
      expect(r.body.error).toMatchObject({ code: 'internal_error', type: 'api_error' })
      expect(r.text).not.toContain('injected')
      const inserted = identityWrites.find((w) => w.startsWith('insert:'))!.slice('insert:'.length)
      expect(identityWrites).toEqual([`insert:${inserted}`, `deletePending:${inserted}`])
      expect(await srv.services.stores.identityKeys.get(inserted)).toBeNull()
      expect((await srv.services.stores.identityKeys.listByOrganization(t.organizationId)).length).toBe(before)
      expect(srv.logs.some((l) => l.key_id === inserted && String(l.msg).includes('mirror insert failed'))).toBe(true)
    })
  })

  describe('read', () => {
    it("lists only the caller organization's keys, newest first, paginated with has_more", async () => {
      clock.advance(1000)
      const a = await api('/api/v1/connect-keys', { body: { name: 'p1' } })
      clock.advance(1000)
      const b = await api('/api/v1/connect-keys', { body: { name: 'p2' } })
      clock.advance(1000)
      const first = await api('/api/v1/connect-keys?limit=1')
      expect(first.status).toBe(200)
      const data = first.body.data as Key[]
      expect(data.map((k) => k.id)).toEqual([b.body.id])
      expect(first.body.has_more).toBe(true)
      const second = await api('/api/v1/connect-keys?limit=1&offset=1')
      expect((second.body.data as Key[])[0]!.id).toBe(a.body.id)
      const all = await api('/api/v1/connect-keys?limit=100')
      expect(all.body.has_more).toBe(false)
      expect((all.body.data as Key[]).every((k) => !String(k.id).startsWith(other.adminKeyId))).toBe(true)
      const foreign = await call(srv.url, '/api/v1/connect-keys?limit=100', { token: other.adminKey })
      expect((foreign.body.data as Key[]).map((k) => k.id)).toEqual([other.adminKeyId])
      const bad = await api('/api/v1/connect-keys?limit=0')
      expect(bad.body.error).toMatchObject({ code: 'validation_error', param: 'limit' })
    })

    it('404s for an unknown key, a key of another organization, and a key the identity store lacks even with a mirror row', async () => {
      expect((await api('/api/v1/connect-keys/key_doesnotexist')).body.error).toMatchObject({
        code: 'key_not_found',
        param: 'key_id',
      })
      expect((await api(`/api/v1/connect-keys/${other.adminKeyId}`)).status).toBe(404)
      const now = clock.now()
      await srv.services.stores.keyMirror.insert({
        keyId: 'key_mirroronly',
        organizationId: t.organizationId,
        name: null,
        workspaceId: null,
        rateLimitPerMinute: 5,
        description: 'orphan',
        environment: 'live',
        createdByUserId: null,
        rotatedFromKeyId: null,
        expiresAt: null,
        revokedAt: null,
        createdAt: now,
        updatedAt: now,
      })
      const r = await api('/api/v1/connect-keys/key_mirroronly')
      expect(r.status).toBe(404)
      expect(r.body.error).toMatchObject({ code: 'key_not_found' })
    })

    it('shows nulls for the mirror fields when a key has no mirror record', async () => {
      const now = clock.now()
      await srv.services.stores.identityKeys.insert({
        id: 'key_nomirror',
        organizationId: t.organizationId,
        name: 'issued elsewhere',
        digest: 'digest-nomirror',
        obfuscatedValue: 'sk_…abcd',
        permissions: ['search:read'],
        createdAt: now,
        updatedAt: now,
        lastUsedAt: null,
        revokedAt: null,
      })
      const r = await api('/api/v1/connect-keys/key_nomirror')
      expect(r.status).toBe(200)
      expect(r.body).toMatchObject({
        id: 'key_nomirror',
        name: 'issued elsewhere',
        permissions: ['search:read'],
        workspace_id: null,
        rate_limit_per_minute: null,
        description: null,
        environment: null,
        created_by_user_id: null,
        rotated_from_key_id: null,
        expires_at: null,
        revoked_at: null,
      })
    })

    it('records last_used_at when a key authenticates', async () => {
      const k = await api('/api/v1/connect-keys', { body: { name: 'used' } })
      expect(k.body.last_used_at).toBeNull()
      await call(srv.url, '/api/v1/auth/me', { token: k.body.value! })
      await srv.services.keyVerifier.flush()
      const r = await api(`/api/v1/connect-keys/${k.body.id}`)
      expect(r.body.last_used_at).toBe(clock.now().toISOString())
    })

    it("lists the caller organization's workspaces for pinning", async () => {
      const r = await api('/api/v1/connect-keys/_helpers/workspaces')
      expect(r.status).toBe(200)
      expect(r.body).toEqual({
        data: [expect.objectContaining({ id: t.workspaceId, name: 'Default', slug: 'default' })],
        has_more: false,
      })
    })

    it('derives the permission catalogue from the skill registry; any member may read it', async () => {
      const narrow = await api('/api/v1/connect-keys', { body: { name: 'narrow', permissions: ['search:read'] } })
      const r = await call(srv.url, '/api/v1/connect-keys/_helpers/permission-catalog', { token: narrow.body.value! })
      expect(r.status).toBe(200)
      const data = r.body.data as { permission: string; skills: { name: string; slug: string }[] }[]
      expect(data.map((d) => d.permission)).toEqual(PERMISSION_SLUGS)
      for (const s of srv.services.registry.list()) {
        const entry = data.find((d) => d.permission === s.manifest.permission)!
        expect(entry.skills).toContainEqual({ name: s.manifest.name, slug: s.manifest.slug })
      }
      expect(data.reduce((n, d) => n + d.skills.length, 0)).toBe(srv.services.registry.size)
    })

    it('needs a credential holding every permission to manage keys (403 insufficient_scope)', async () => {
      const narrow = await api('/api/v1/connect-keys', { body: { name: 'narrow2', permissions: ['search:read'] } })
      const r = await call(srv.url, '/api/v1/connect-keys', { token: narrow.body.value! })
      expect(r.status).toBe(403)
      expect(r.body.error).toMatchObject({ code: 'insufficient_scope', type: 'permission_error' })
      expect(r.headers.get('www-authenticate')).toContain('scope="service:full"')
      const create = await call(srv.url, '/api/v1/connect-keys', {
        token: narrow.body.value!,
        body: { name: 'escalate', permissions: [...PERMISSION_SLUGS] },
      })
      expect(create.status).toBe(403)
    })
  })

  describe('update', () => {
    it('keeps a name-only change off the identity store', async () => {
      const k = await api('/api/v1/connect-keys', { body: { name: 'before' } })
      identityWrites.length = 0
      const r = await api(`/api/v1/connect-keys/${k.body.id}`, { method: 'PATCH', body: { name: 'after' } })
      expect(r.status).toBe(200)
      expect(r.body.name).toBe('after')
      expect(identityWrites).toEqual([])
      expect((await srv.services.stores.identityKeys.get(k.body.id))!.name).toBe('before')
      expect((await api(`/api/v1/connect-keys/${k.body.id}`)).body.name).toBe('after')
    })

    it('rejects a permissions change with 501, and accepts the same set unchanged', async () => {
      const k = await api('/api/v1/connect-keys', {
        body: { name: 'perm', permissions: ['search:read', 'topics:read'] },
      })
      const change = await api(`/api/v1/connect-keys/${k.body.id}`, {
        method: 'PATCH',
        body: { permissions: ['search:read'] },
      })
      expect(change.status).toBe(501)
      expect(change.body.error).toMatchObject({ code: 'permissions_immutable', param: 'permissions' })
      const same = await api(`/api/v1/connect-keys/${k.body.id}`, {
        method: 'PATCH',
        body: { permissions: ['topics:read', 'search:read'], description: 'd' },
      })
      expect(same.status).toBe(200)
      expect(same.body.permissions).toEqual(['search:read', 'topics:read'])
    })

    it('validates workspace_id against the caller organization and can clear it', async () => {
      const k = await api('/api/v1/connect-keys', { body: { name: 'ws' } })
      const foreign = await api(`/api/v1/connect-keys/${k.body.id}`, {
        method: 'PATCH',
        body: { workspace_id: other.workspaceId },
      })
      expect(foreign.status).toBe(422)
      expect(foreign.body.error).toMatchObject({ code: 'workspace_not_found', param: 'workspace_id' })
      const set = await api(`/api/v1/connect-keys/${k.body.id}`, {
        method: 'PATCH',
        body: { workspace_id: t.workspaceId, environment: 'live', description: null },
      })
      expect(set.body).toMatchObject({ workspace_id: t.workspaceId, environment: 'live', description: null })
      const cleared = await api(`/api/v1/connect-keys/${k.body.id}`, { method: 'PATCH', body: { workspace_id: null } })
      expect(cleared.body.workspace_id).toBeNull()
    })

    it('applies a new rate_limit_per_minute on the next request despite the validator cache', async () => {
      const k = await api('/api/v1/connect-keys', { body: { name: 'rl', rate_limit_per_minute: 10 } })
      expect((await srv.services.keyVerifier.verify(k.body.value!)).rateLimitPerMinute).toBe(10)
      await api(`/api/v1/connect-keys/${k.body.id}`, { method: 'PATCH', body: { rate_limit_per_minute: 0 } })
      expect((await srv.services.keyVerifier.verify(k.body.value!)).rateLimitPerMinute).toBe(0)
      await api(`/api/v1/connect-keys/${k.body.id}`, { method: 'PATCH', body: { rate_limit_per_minute: null } })
      expect((await srv.services.keyVerifier.verify(k.body.value!)).rateLimitPerMinute).toBeNull()
    })

    it('404s for a key of another organization', async () => {
      const r = await api(`/api/v1/connect-keys/${other.adminKeyId}`, { method: 'PATCH', body: { name: 'stolen' } })
      expect(r.status).toBe(404)
    })
  })

  describe('revoke, flush and rotate', () => {
    it('DELETE revokes: the next call is refused even though the key was cached; repeating it is 204', async () => {
      const k = await api('/api/v1/connect-keys', { body: { name: 'to revoke' } })
      expect((await call(srv.url, '/api/v1/auth/me', { token: k.body.value! })).status).toBe(200)
      const del = await api(`/api/v1/connect-keys/${k.body.id}`, { method: 'DELETE' })
      expect(del.status).toBe(204)
      expect(del.text).toBe('')
      const after = await call(srv.url, '/api/v1/auth/me', { token: k.body.value! })
      expect(after.status).toBe(401)
      expect(after.body.error).toMatchObject({ code: 'invalid_token' })
      expect((await api(`/api/v1/connect-keys/${k.body.id}`, { method: 'DELETE' })).status).toBe(204)
      const got = await api(`/api/v1/connect-keys/${k.body.id}`)
      expect(got.body.revoked_at).toBe(clock.now().toISOString())
    })

    it('DELETE is 204 when the key is already gone at the identity store, and for unknown keys', async () => {
      const k = await api('/api/v1/connect-keys', { body: { name: 'gone' } })
      await srv.services.stores.identityKeys.delete(k.body.id)
      expect((await api(`/api/v1/connect-keys/${k.body.id}`, { method: 'DELETE' })).status).toBe(204)
      expect((await srv.services.stores.keyMirror.get(k.body.id))!.revokedAt).not.toBeNull()
      expect((await api('/api/v1/connect-keys/key_neverexisted', { method: 'DELETE' })).status).toBe(204)
    })

    it("DELETE of another organization's key is a 204 that changes nothing", async () => {
      const r = await api(`/api/v1/connect-keys/${other.adminKeyId}`, { method: 'DELETE' })
      expect(r.status).toBe(204)
      expect((await call(srv.url, '/api/v1/auth/me', { token: other.adminKey })).status).toBe(200)
    })

    it('flush-cache makes the next call re-validate', async () => {
      const k = await api('/api/v1/connect-keys', { body: { name: 'cached' } })
      expect((await call(srv.url, '/api/v1/auth/me', { token: k.body.value! })).status).toBe(200)
      // Revoke behind the service's back: the cached validation still admits the key...
      await srv.services.stores.identityKeys.revoke(k.body.id, clock.now())
      expect((await call(srv.url, '/api/v1/auth/me', { token: k.body.value! })).status).toBe(200)
      // ...until the cache is flushed.
      expect((await api(`/api/v1/connect-keys/${k.body.id}/flush-cache`, { method: 'POST' })).status).toBe(204)
      expect((await call(srv.url, '/api/v1/auth/me', { token: k.body.value! })).status).toBe(401)
      expect((await api('/api/v1/connect-keys/key_nope/flush-cache', { method: 'POST' })).status).toBe(404)
    })

    it('the validator cache lasts five minutes per key value', async () => {
      const k = await api('/api/v1/connect-keys', { body: { name: 'ttl' } })
      expect((await call(srv.url, '/api/v1/auth/me', { token: k.body.value! })).status).toBe(200)
      await srv.services.stores.identityKeys.revoke(k.body.id, clock.now())
      clock.advance(299_000)
      expect((await call(srv.url, '/api/v1/auth/me', { token: k.body.value! })).status).toBe(200)
      clock.advance(2_000)
      expect((await call(srv.url, '/api/v1/auth/me', { token: k.body.value! })).status).toBe(401)
    })

    it("rotate issues a new key inheriting the old one's settings; the old key lives through the grace period", async () => {
      const old = await api('/api/v1/connect-keys', {
        body: {
          name: 'rotating',
          permissions: ['search:read'],
          workspace_id: t.workspaceId,
          rate_limit_per_minute: 30,
          description: 'd',
          environment: 'live',
        },
      })
      await api(`/api/v1/connect-keys/${old.body.id}`, { method: 'PATCH', body: { name: 'renamed before rotation' } })
      const r = await api(`/api/v1/connect-keys/${old.body.id}/rotate`, { body: { grace_period_hours: 2 } })
      expect(r.status).toBe(201)
      expect(r.body.value).toMatch(/^sk_/)
      expect(r.body.value).not.toBe(old.body.value)
      expect(r.body).toMatchObject({
        name: 'renamed before rotation',
        permissions: ['search:read'],
        workspace_id: t.workspaceId,
        rate_limit_per_minute: 30,
        description: 'd',
        environment: 'live',
        rotated_from_key_id: old.body.id,
        expires_at: null,
        created_by_user_id: t.userId,
      })
      const oldAfter = await api(`/api/v1/connect-keys/${old.body.id}`)
      expect(oldAfter.body.expires_at).toBe(new Date(clock.nowMs() + 2 * 3_600_000).toISOString())
      expect((await call(srv.url, '/api/v1/auth/me', { token: old.body.value! })).status).toBe(200)
      clock.advance(2 * 3_600_000 - 1)
      expect((await call(srv.url, '/api/v1/auth/me', { token: old.body.value! })).status).toBe(200)
      clock.advance(1)
      expect((await call(srv.url, '/api/v1/auth/me', { token: old.body.value! })).status).toBe(401)
      expect((await call(srv.url, '/api/v1/auth/me', { token: r.body.value! })).status).toBe(200)
      const again = await api(`/api/v1/connect-keys/${old.body.id}/rotate`, { body: {} })
      expect(again.status).toBe(404)
    })

    it('rotate defaults to a 24-hour grace; 0 ends the old key at once; retired strings are copied verbatim', async () => {
      const now = clock.now()
      await srv.services.stores.identityKeys.insert({
        id: 'key_legacy',
        organizationId: t.organizationId,
        name: 'legacy',
        digest: 'digest-legacy',
        obfuscatedValue: 'sk_…lega',
        permissions: ['search:read', 'reports:read'],
        createdAt: now,
        updatedAt: now,
        lastUsedAt: null,
        revokedAt: null,
      })
      const r = await api('/api/v1/connect-keys/key_legacy/rotate', { method: 'POST' })
      expect(r.status).toBe(201)
      expect(r.body.permissions).toEqual(['search:read', 'reports:read'])
      expect((await api('/api/v1/connect-keys/key_legacy')).body.expires_at).toBe(
        new Date(clock.nowMs() + 24 * 3_600_000).toISOString(),
      )
      const zero = await api(`/api/v1/connect-keys/${r.body.id}/rotate`, { body: { grace_period_hours: 0 } })
      expect(zero.status).toBe(201)
      expect((await call(srv.url, '/api/v1/auth/me', { token: r.body.value! })).status).toBe(401)
      expect((await call(srv.url, '/api/v1/auth/me', { token: zero.body.value! })).status).toBe(200)
    })
  })

  describe('expiry and the reaper', () => {
    it('refuses an expired key on every call before the reaper runs, then the reaper revokes it once', async () => {
      const k = await api('/api/v1/connect-keys', { body: { name: 'short', expires_in_days: 1 } })
      expect((await call(srv.url, '/api/v1/auth/me', { token: k.body.value! })).status).toBe(200)
      clock.advance(DAY)
      expect((await call(srv.url, '/api/v1/auth/me', { token: k.body.value! })).status).toBe(401)
      expect((await api(`/api/v1/connect-keys/${k.body.id}`)).body.revoked_at).toBeNull()
      const revoked = await srv.services.reaper.runOnce()
      expect(revoked).toBeGreaterThanOrEqual(1)
      const after = await api(`/api/v1/connect-keys/${k.body.id}`)
      expect(after.body.revoked_at).toBe(clock.now().toISOString())
      expect((await srv.services.stores.identityKeys.get(k.body.id))!.revokedAt).toEqual(clock.now())
      expect(await srv.services.reaper.runOnce()).toBe(0)
    })
  })
})

describe('keys survive a restart', () => {
  it('a key minted before a restart authenticates after it', async () => {
    const { default: fs } = await import('node:fs')
    const { default: os } = await import('node:os')
    const { default: path } = await import('node:path')
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'restart-'))
    const { openEmbeddedStores } = await import('../store/embedded/index.ts')
    const first = await startTestServer(process.env.MONGODB_URL ? {} : { stores: openEmbeddedStores(dir) })
    const t = await createTenant(first.services)
    await first.close()
    const second = await startTestServer(
      process.env.MONGODB_URL ? { shareWith: first } : { stores: openEmbeddedStores(dir) },
    )
    try {
      const r = await call(second.url, '/api/v1/auth/me', { token: t.adminKey })
      expect(r.status).toBe(200)
      expect(r.body.key_id).toBe(t.adminKeyId)
    } finally {
      await second.close()
    }
  }, 60_000) // a guard, not a speed check: this test is slow on a loaded machine
})
