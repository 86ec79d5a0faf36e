// Shared suite: identity-store key records and their mirror rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DuplicateError, type Stores } from '../ports/index.ts'
import { at, identityKey, mirrorRow, uid, type OpenStores } from './helpers.ts'

export function keysSuite(open: OpenStores): void {
  describe('identity key store', () => {
    let s: Stores
    beforeAll(async () => { s = await open() })
    afterAll(async () => { await s.close() })

    it('finds a key by digest and id, and refuses a duplicate digest', async () => {
      const org = uid('org')
      const k = identityKey(org, { permissions: ['search:read', 'topics:read'] })
      await s.identityKeys.insert(k)
      expect(await s.identityKeys.findByDigest(k.digest)).toEqual(k)
      expect(await s.identityKeys.get(k.id)).toEqual(k)
      await expect(s.identityKeys.insert({ ...k, id: uid('key') })).rejects.toBeInstanceOf(DuplicateError)
      expect(await s.identityKeys.findByDigest('nope')).toBeNull()
    })

    it('lists an organization\'s keys newest first', async () => {
      const org = uid('org')
      const a = identityKey(org, { createdAt: at('2026-01-01T00:00:00Z') })
      const b = identityKey(org, { createdAt: at('2026-01-03T00:00:00Z') })
      const c = identityKey(uid('org'))
      await s.identityKeys.insert(a); await s.identityKeys.insert(b); await s.identityKeys.insert(c)
      expect((await s.identityKeys.listByOrganization(org)).map((k) => k.id)).toEqual([b.id, a.id])
    })

    it('revokes idempotently, moves last_used_at only forward, and hard-deletes', async () => {
      const k = identityKey(uid('org'))
      await s.identityKeys.insert(k)

      await s.identityKeys.touchLastUsed(k.id, at('2026-01-05T00:00:00Z'))
      await s.identityKeys.touchLastUsed(k.id, at('2026-01-04T00:00:00Z'))
      expect((await s.identityKeys.get(k.id))?.lastUsedAt).toEqual(at('2026-01-05T00:00:00Z'))

      expect(await s.identityKeys.revoke(k.id, at('2026-01-06T00:00:00Z'))).toBe(true)
      expect(await s.identityKeys.revoke(k.id, at('2026-01-07T00:00:00Z'))).toBe(true)
      expect((await s.identityKeys.get(k.id))?.revokedAt).toEqual(at('2026-01-06T00:00:00Z'))
      expect((await s.identityKeys.get(k.id))?.updatedAt).toEqual(at('2026-01-06T00:00:00Z'))
      expect(await s.identityKeys.revoke(uid('key'), at('2026-01-06T00:00:00Z'))).toBe(false)

      await s.identityKeys.delete(k.id)
      await s.identityKeys.delete(k.id)
      expect(await s.identityKeys.get(k.id)).toBeNull()
      expect(await s.identityKeys.findByDigest(k.digest)).toBeNull()
    })
  })

  describe('identity key store: issuing in two phases', () => {
    let s: Stores
    beforeAll(async () => { s = await open() })
    afterAll(async () => { await s.close() })

    it('a pending key is invisible to every read, listed as pending, and usable only once activated', async () => {
      const org = uid('org')
      const k = identityKey(org, { createdAt: at('2026-02-01T00:00:00Z') })
      await s.identityKeys.insert(k, { pending: true })
      expect(await s.identityKeys.get(k.id)).toBeNull()
      expect(await s.identityKeys.findByDigest(k.digest)).toBeNull()
      expect(await s.identityKeys.listByOrganization(org)).toEqual([])
      expect(await s.identityKeys.revoke(k.id, at('2026-02-02T00:00:00Z'), uid('chg'))).toBe(false)
      expect(await s.identityKeys.markForInvalidation(k.id, uid('chg'))).toBe(false)
      // Its digest is taken all the same.
      await expect(s.identityKeys.insert({ ...k, id: uid('key') })).rejects.toBeInstanceOf(DuplicateError)
      const mine = async (before: string) => (await s.identityKeys.listPending(at(before), 10_000)).filter((p) => p.organizationId === org)
      expect(await mine('2026-02-01T00:00:00Z')).toEqual([]) // created at the cutoff: not before it
      expect(await mine('2026-02-01T00:00:01Z')).toEqual([k])

      expect(await s.identityKeys.activate(k.id)).toBe(true)
      expect(await s.identityKeys.activate(k.id)).toBe(true)
      expect(await s.identityKeys.get(k.id)).toEqual(k)
      expect(await s.identityKeys.findByDigest(k.digest)).toEqual(k)
      expect(await mine('2027-01-01T00:00:00Z')).toEqual([])
      expect(await s.identityKeys.deletePending(k.id)).toBe(false) // never an active key
      expect(await s.identityKeys.get(k.id)).toEqual(k)
    })

    it('deletes a pending key only while pending; activating a deleted one fails; old records are active', async () => {
      const org = uid('org')
      const a = identityKey(org, { createdAt: at('2026-02-01T00:00:00Z') })
      const b = identityKey(org, { createdAt: at('2026-02-01T00:00:05Z') })
      await s.identityKeys.insert(a, { pending: true })
      await s.identityKeys.insert(b, { pending: true })
      const listed = (await s.identityKeys.listPending(at('2027-01-01T00:00:00Z'), 10_000)).filter((p) => p.organizationId === org)
      expect(listed.map((p) => p.id)).toEqual([a.id, b.id]) // oldest first
      expect(await s.identityKeys.deletePending(a.id)).toBe(true)
      expect(await s.identityKeys.deletePending(a.id)).toBe(false)
      expect(await s.identityKeys.activate(a.id)).toBe(false)
      expect(await s.identityKeys.get(a.id)).toBeNull()
      const plain = identityKey(org)
      await s.identityKeys.insert(plain)
      await s.identityKeys.insert(identityKey(org), { pending: false })
      expect((await s.identityKeys.listByOrganization(org)).map((k) => k.id)).toContain(plain.id)
      expect(await s.identityKeys.deletePending(plain.id)).toBe(false)
    })
  })

  describe('pending invalidation marks', () => {
    let s: Stores
    beforeAll(async () => { s = await open() })
    afterAll(async () => { await s.close() })

    const marksOf = async (store: Stores['identityKeys'] | Stores['keyMirror'], keyId: string) =>
      (await store.listInvalidations(10_000)).filter((m) => m.keyId === keyId).map((m) => m.mark)

    it('identity keys: a revocation carries its mark in the same write, also when already revoked; clearing is by mark', async () => {
      const k = identityKey(uid('org'))
      await s.identityKeys.insert(k)
      expect(await marksOf(s.identityKeys, k.id)).toEqual([])
      expect(await s.identityKeys.revoke(k.id, at('2026-03-01T00:00:00Z'), 'm1')).toBe(true)
      expect(await marksOf(s.identityKeys, k.id)).toEqual(['m1'])
      expect(await s.identityKeys.revoke(k.id, at('2026-03-02T00:00:00Z'), 'm2')).toBe(true)
      expect(await marksOf(s.identityKeys, k.id)).toEqual(['m2'])
      const got = await s.identityKeys.get(k.id)
      expect(got?.revokedAt).toEqual(at('2026-03-01T00:00:00Z')) // the first revocation stands
      expect(got?.updatedAt).toEqual(at('2026-03-01T00:00:00Z'))
      await s.identityKeys.clearInvalidation(k.id, 'm1') // an older change's clear leaves the newer mark
      expect(await marksOf(s.identityKeys, k.id)).toEqual(['m2'])
      await s.identityKeys.clearInvalidation(k.id, 'm2')
      await s.identityKeys.clearInvalidation(k.id, 'm2')
      expect(await marksOf(s.identityKeys, k.id)).toEqual([])
      expect(await s.identityKeys.get(k.id)).toEqual({ ...k, revokedAt: at('2026-03-01T00:00:00Z'), updatedAt: at('2026-03-01T00:00:00Z') })
      // A revocation without a mark records none.
      const plain = identityKey(uid('org'))
      await s.identityKeys.insert(plain)
      await s.identityKeys.revoke(plain.id, at('2026-03-01T00:00:00Z'))
      expect(await marksOf(s.identityKeys, plain.id)).toEqual([])
    })

    it('identity keys: markForInvalidation marks a known key alone', async () => {
      const k = identityKey(uid('org'))
      await s.identityKeys.insert(k)
      expect(await s.identityKeys.markForInvalidation(k.id, 'f1')).toBe(true)
      expect(await s.identityKeys.markForInvalidation(uid('key'), 'f2')).toBe(false)
      expect(await marksOf(s.identityKeys, k.id)).toEqual(['f1'])
      expect(await s.identityKeys.get(k.id)).toEqual(k)
    })

    it('mirror rows: an update carries its mark in the same write; clearing is by mark', async () => {
      const org = uid('org'); const keyId = uid('key')
      await s.keyMirror.insert(mirrorRow(keyId, org))
      await s.keyMirror.update(keyId, { description: 'no mark' }, at('2026-03-01T00:00:00Z'))
      expect(await marksOf(s.keyMirror, keyId)).toEqual([])
      const r = await s.keyMirror.update(keyId, { rateLimitPerMinute: 5 }, at('2026-03-02T00:00:00Z'), 'u1')
      expect(r?.rateLimitPerMinute).toBe(5)
      expect(r).toEqual(await s.keyMirror.get(keyId)) // the mark is not part of the row
      expect(await marksOf(s.keyMirror, keyId)).toEqual(['u1'])
      await s.keyMirror.update(keyId, { expiresAt: at('2026-04-01T00:00:00Z') }, at('2026-03-03T00:00:00Z'), 'u2')
      await s.keyMirror.clearInvalidation(keyId, 'u1')
      expect(await marksOf(s.keyMirror, keyId)).toEqual(['u2'])
      await s.keyMirror.clearInvalidation(keyId, 'u2')
      expect(await marksOf(s.keyMirror, keyId)).toEqual([])
      expect(await s.keyMirror.update(uid('key'), { rateLimitPerMinute: 1 }, at('2026-03-03T00:00:00Z'), 'u3')).toBeNull()
      expect((await s.keyMirror.listInvalidations(10_000)).some((m) => m.mark === 'u3')).toBe(false)
    })
  })

  describe('key mirror store', () => {
    let s: Stores
    beforeAll(async () => { s = await open() })
    afterAll(async () => { await s.close() })

    it('round-trips every field and refuses a second row for the same key', async () => {
      const org = uid('org'); const keyId = uid('key')
      const row = mirrorRow(keyId, org, {
        name: 'renamed', workspaceId: crypto.randomUUID(), rateLimitPerMinute: 0, description: 'nightly sync', environment: 'live',
        createdByUserId: uid('user'), rotatedFromKeyId: uid('key'), expiresAt: at('2026-03-01T00:00:00Z'),
      })
      await s.keyMirror.insert(row)
      expect(await s.keyMirror.get(keyId)).toEqual(row)
      await expect(s.keyMirror.insert(row)).rejects.toBeInstanceOf(DuplicateError)
      expect(await s.keyMirror.get(uid('key'))).toBeNull()
    })

    it('updates only the given fields, including setting them to null', async () => {
      const org = uid('org'); const keyId = uid('key')
      await s.keyMirror.insert(mirrorRow(keyId, org, { rateLimitPerMinute: 10, description: 'd', workspaceId: crypto.randomUUID() }))
      const updated = await s.keyMirror.update(keyId, { rateLimitPerMinute: null, description: 'new' }, at('2026-01-09T00:00:00Z'))
      expect(updated?.rateLimitPerMinute).toBeNull()
      expect(updated?.description).toBe('new')
      expect(updated?.workspaceId).not.toBeNull()
      expect(updated?.updatedAt).toEqual(at('2026-01-09T00:00:00Z'))
      const w = await s.keyMirror.update(keyId, { workspaceId: null, environment: 'live', name: 'Nightly' }, at('2026-01-10T00:00:00Z'))
      expect(w?.name).toBe('Nightly')
      expect(w?.workspaceId).toBeNull()
      expect(w?.environment).toBe('live')
      expect(w?.description).toBe('new')
      expect(await s.keyMirror.update(uid('key'), { description: 'x' }, at('2026-01-10T00:00:00Z'))).toBeNull()
    })

    it('lists expired unrevoked rows by expiry, and marks revocation idempotently', async () => {
      const org = uid('org')
      const now = at('2031-06-01T00:00:00Z')
      const early = mirrorRow(uid('key'), org, { expiresAt: at('2031-05-01T00:00:00Z') })
      const exact = mirrorRow(uid('key'), org, { expiresAt: now })
      const later = mirrorRow(uid('key'), org, { expiresAt: at('2031-07-01T00:00:00Z') })
      const never = mirrorRow(uid('key'), org)
      const revoked = mirrorRow(uid('key'), org, { expiresAt: at('2031-04-01T00:00:00Z'), revokedAt: at('2031-04-02T00:00:00Z') })
      for (const r of [later, exact, never, revoked, early]) await s.keyMirror.insert(r)
      const found = (await s.keyMirror.listExpired(now, 1000)).filter((r) => r.organizationId === org)
      expect(found.map((r) => r.keyId)).toEqual([early.keyId, exact.keyId])
      await s.keyMirror.markRevoked(early.keyId, at('2031-06-01T00:00:01Z'))
      await s.keyMirror.markRevoked(early.keyId, at('2031-06-02T00:00:00Z'))
      expect((await s.keyMirror.get(early.keyId))?.revokedAt).toEqual(at('2031-06-01T00:00:01Z'))
      const again = (await s.keyMirror.listExpired(now, 1000)).filter((r) => r.organizationId === org)
      expect(again.map((r) => r.keyId)).toEqual([exact.keyId])
      expect((await s.keyMirror.listByOrganization(org)).length).toBe(5)
    })
  })
}
