// Shared suite: identity-store key records (ports/identity-keys.ts), including two-phase issuing. Their pending
// invalidation marks are in invalidation-marks.suite.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DuplicateError, type Stores } from '../ports/index.ts'
import { at, identityKey, uid, type OpenStores } from './helpers.ts'

export function identityKeysSuite(open: OpenStores): void {
  describe('identity key store', () => {
    let s: Stores
    beforeAll(async () => {
      s = await open()
    })
    afterAll(async () => {
      await s.close()
    })

    it('finds a key by digest and id, and refuses a duplicate digest', async () => {
      const org = uid('org')
      const k = identityKey(org, { permissions: ['search:read', 'topics:read'] })
      await s.identityKeys.insert(k)
      expect(await s.identityKeys.findByDigest(k.digest)).toEqual(k)
      expect(await s.identityKeys.get(k.id)).toEqual(k)
      await expect(s.identityKeys.insert({ ...k, id: uid('key') })).rejects.toBeInstanceOf(DuplicateError)
      expect(await s.identityKeys.findByDigest('nope')).toBeNull()
    })

    it("lists an organization's keys newest first", async () => {
      const org = uid('org')
      const a = identityKey(org, { createdAt: at('2026-01-01T00:00:00Z') })
      const b = identityKey(org, { createdAt: at('2026-01-03T00:00:00Z') })
      const c = identityKey(uid('org'))
      await s.identityKeys.insert(a)
      await s.identityKeys.insert(b)
      await s.identityKeys.insert(c)
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
    beforeAll(async () => {
      s = await open()
    })
    afterAll(async () => {
      await s.close()
    })

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
      const mine = async (before: string) =>
        (await s.identityKeys.listPending(at(before), 10_000)).filter((p) => p.organizationId === org)
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
      const listed = (await s.identityKeys.listPending(at('2027-01-01T00:00:00Z'), 10_000)).filter(
        (p) => p.organizationId === org,
      )
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
}
