// Shared suite: organizations, workspaces, users, memberships.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DuplicateError, type Stores } from '../ports/index.ts'
import { at, uid, type OpenStores } from './helpers.ts'

export function tenancySuite(open: OpenStores): void {
  describe('tenancy stores', () => {
    let s: Stores
    beforeAll(async () => {
      s = await open()
    })
    afterAll(async () => {
      await s.close()
    })

    it('stores and reads an organization, and sets and clears its rate-limit override', async () => {
      const id = uid('org')
      await s.organizations.insert({
        id,
        name: 'Acme',
        rateLimitPerMinute: null,
        createdAt: at('2026-02-01T00:00:00Z'),
      })
      expect(await s.organizations.get(id)).toEqual({
        id,
        name: 'Acme',
        rateLimitPerMinute: null,
        createdAt: at('2026-02-01T00:00:00Z'),
      })
      expect(await s.organizations.setRateLimit(id, 100)).toBe(true)
      expect((await s.organizations.get(id))?.rateLimitPerMinute).toBe(100)
      expect(await s.organizations.setRateLimit(id, null)).toBe(true)
      expect((await s.organizations.get(id))?.rateLimitPerMinute).toBeNull()
      expect(await s.organizations.setRateLimit(uid('org'), 5)).toBe(false)
      expect(await s.organizations.get(uid('org'))).toBeNull()
    })

    it("lists an organization's workspaces oldest first and no one else's", async () => {
      const org = uid('org')
      const other = uid('org')
      const w1 = {
        id: crypto.randomUUID(),
        organizationId: org,
        name: 'Main',
        slug: 'main',
        createdAt: at('2026-01-02T00:00:00Z'),
        archivedAt: null,
      }
      const w2 = {
        id: crypto.randomUUID(),
        organizationId: org,
        name: 'Audit',
        slug: 'audit',
        createdAt: at('2026-01-03T00:00:00Z'),
        archivedAt: null,
      }
      const w3 = {
        id: crypto.randomUUID(),
        organizationId: other,
        name: 'X',
        slug: 'main',
        createdAt: at('2026-01-01T00:00:00Z'),
        archivedAt: null,
      }
      await s.workspaces.insert(w2)
      await s.workspaces.insert(w1)
      await s.workspaces.insert(w3)
      expect(await s.workspaces.listByOrganization(org)).toEqual([w1, w2])
      expect(await s.workspaces.get(w3.id)).toEqual(w3)
      expect(await s.workspaces.get(crypto.randomUUID())).toBeNull()
    })

    it('keeps a workspace slug unique within its organization, and tells an id clash from a slug clash', async () => {
      const org = uid('org')
      const w = {
        id: crypto.randomUUID(),
        organizationId: org,
        name: 'Main',
        slug: 'main',
        createdAt: at('2026-01-02T00:00:00Z'),
        archivedAt: null,
      }
      await s.workspaces.insert(w)
      await expect(s.workspaces.insert({ ...w, id: crypto.randomUUID() })).rejects.toThrow('duplicate workspace slug')
      await expect(s.workspaces.insert({ ...w, slug: 'other' })).rejects.toThrow('duplicate workspace id')
      expect(await s.workspaces.listByOrganization(org)).toEqual([w])
    })

    it('renames, re-slugs and archives a workspace of its organization only; a taken slug is refused and changes nothing', async () => {
      const org = uid('org')
      const a = {
        id: crypto.randomUUID(),
        organizationId: org,
        name: 'A',
        slug: 'a',
        createdAt: at('2026-01-02T00:00:00Z'),
        archivedAt: null,
      }
      const b = {
        id: crypto.randomUUID(),
        organizationId: org,
        name: 'B',
        slug: 'b',
        createdAt: at('2026-01-03T00:00:00Z'),
        archivedAt: null,
      }
      await s.workspaces.insert(a)
      await s.workspaces.insert(b)
      expect(await s.workspaces.update(org, a.id, { name: 'Audit', slug: 'audit' })).toEqual({
        ...a,
        name: 'Audit',
        slug: 'audit',
      })
      await expect(s.workspaces.update(org, b.id, { name: 'Clash', slug: 'audit' })).rejects.toThrow(
        'duplicate workspace slug',
      )
      expect(await s.workspaces.get(b.id)).toEqual(b)
      const when = at('2026-02-01T00:00:00Z')
      expect((await s.workspaces.update(org, b.id, { archivedAt: when }))?.archivedAt).toEqual(when)
      expect(await s.workspaces.update(org, b.id, { name: 'B2' })).toEqual({ ...b, name: 'B2', archivedAt: when })
      expect((await s.workspaces.update(org, b.id, { archivedAt: null }))?.archivedAt).toBeNull()
      expect(await s.workspaces.update(uid('org'), a.id, { name: 'Stolen' })).toBeNull()
      expect(await s.workspaces.update(org, crypto.randomUUID(), { name: 'None' })).toBeNull()
      expect((await s.workspaces.get(a.id))?.name).toBe('Audit')
    })

    it('keeps user emails unique and finds users by email', async () => {
      const email = `${uid('u')}@example.com`.toLowerCase()
      const u = { id: uid('user'), email, name: 'Ada', createdAt: at('2026-01-01T00:00:00Z') }
      await s.users.insert(u)
      expect(await s.users.getByEmail(email)).toEqual(u)
      expect(await s.users.get(u.id)).toEqual(u)
      await expect(s.users.insert({ ...u, id: uid('user') })).rejects.toBeInstanceOf(DuplicateError)
      expect(await s.users.getByEmail('nobody@example.com')).toBeNull()
    })

    it('records memberships idempotently and lists them per user', async () => {
      const user = uid('user')
      const o1 = uid('org')
      const o2 = uid('org')
      await s.memberships.insert({
        organizationId: o1,
        userId: user,
        role: 'owner',
        createdAt: at('2026-01-01T00:00:00Z'),
      })
      await s.memberships.insert({
        organizationId: o1,
        userId: user,
        role: 'member',
        createdAt: at('2026-01-05T00:00:00Z'),
      })
      await s.memberships.insert({
        organizationId: o2,
        userId: user,
        role: 'member',
        createdAt: at('2026-01-02T00:00:00Z'),
      })
      expect((await s.memberships.get(o1, user))?.role).toBe('owner')
      expect((await s.memberships.listByUser(user)).map((m) => m.organizationId)).toEqual([o1, o2])
      expect(await s.memberships.get(o2, uid('user'))).toBeNull()
    })

    it('settings: the first writer wins', async () => {
      const name = uid('setting')
      expect(await s.settings.getOrInsert(name, 'first')).toBe('first')
      expect(await s.settings.getOrInsert(name, 'second')).toBe('first')
    })

    it('sessions: stores, revokes once and keeps the first revocation time', async () => {
      const id = uid('sess')
      await s.sessions.insert({
        id,
        userId: 'u',
        organizationId: 'o',
        createdAt: at('2026-01-01T00:00:00Z'),
        expiresAt: at('2026-01-01T08:00:00Z'),
        revokedAt: null,
      })
      expect((await s.sessions.get(id))?.revokedAt).toBeNull()
      expect(await s.sessions.revoke(id, at('2026-01-01T01:00:00Z'))).toBe(true)
      expect(await s.sessions.revoke(id, at('2026-01-01T02:00:00Z'))).toBe(true)
      expect((await s.sessions.get(id))?.revokedAt).toEqual(at('2026-01-01T01:00:00Z'))
      expect(await s.sessions.revoke(uid('sess'), at('2026-01-01T01:00:00Z'))).toBe(false)
    })

    it("sessions: lists a user's live ones newest first, and revokes them all (not another user's, not expired ones)", async () => {
      const user = uid('usr')
      const other = uid('usr')
      const mk = async (userId: string, created: string, expires: string) => {
        const id = uid('sess')
        await s.sessions.insert({
          id,
          userId,
          organizationId: 'o',
          createdAt: at(created),
          expiresAt: at(expires),
          revokedAt: null,
        })
        return id
      }
      const a = await mk(user, '2026-01-01T00:00:00Z', '2026-01-01T08:00:00Z')
      const b = await mk(user, '2026-01-01T02:00:00Z', '2026-01-01T10:00:00Z')
      const c = await mk(user, '2026-01-01T03:00:00Z', '2026-01-01T11:00:00Z')
      const expired = await mk(user, '2025-12-31T00:00:00Z', '2025-12-31T08:00:00Z')
      const theirs = await mk(other, '2026-01-01T01:00:00Z', '2026-01-01T09:00:00Z')
      await s.sessions.revoke(b, at('2026-01-01T04:00:00Z'))
      const now = at('2026-01-01T05:00:00Z')
      expect((await s.sessions.listLive(user, now, 10)).map((x) => x.id)).toEqual([c, a])
      expect((await s.sessions.listLive(user, now, 1)).map((x) => x.id)).toEqual([c])
      expect(await s.sessions.revokeAllOfUser(user, now)).toBe(2)
      expect(await s.sessions.listLive(user, now, 10)).toEqual([])
      expect((await s.sessions.get(b))?.revokedAt).toEqual(at('2026-01-01T04:00:00Z')) // kept its first revocation
      expect((await s.sessions.get(expired))?.revokedAt).toBeNull()
      expect((await s.sessions.listLive(other, now, 10)).map((x) => x.id)).toEqual([theirs])
      expect(await s.sessions.revokeAllOfUser(user, now)).toBe(0)
    })

    it('ping answers while open', async () => {
      await expect(s.ping()).resolves.toBeUndefined()
    })
  })
}
