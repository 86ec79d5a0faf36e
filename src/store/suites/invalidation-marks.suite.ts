// Shared suite: pending invalidation marks on identity keys and mirror rows (ports/identity-keys.ts,
// ports/key-mirror.ts): a change records its mark in the same write, and clearing is by mark.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Stores } from '../ports/index.ts'
import { at, identityKey, mirrorRow, uid, type OpenStores } from './helpers.ts'

export function invalidationMarksSuite(open: OpenStores): void {
  describe('pending invalidation marks', () => {
    let s: Stores
    beforeAll(async () => {
      s = await open()
    })
    afterAll(async () => {
      await s.close()
    })

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
      expect(await s.identityKeys.get(k.id)).toEqual({
        ...k,
        revokedAt: at('2026-03-01T00:00:00Z'),
        updatedAt: at('2026-03-01T00:00:00Z'),
      })
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
      const org = uid('org')
      const keyId = uid('key')
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
      expect(
        await s.keyMirror.update(uid('key'), { rateLimitPerMinute: 1 }, at('2026-03-03T00:00:00Z'), 'u3'),
      ).toBeNull()
      expect((await s.keyMirror.listInvalidations(10_000)).some((m) => m.mark === 'u3')).toBe(false)
    })
  })
}
