// Shared suite: key mirror rows (ports/key-mirror.ts). Their pending invalidation marks are in
// invalidation-marks.suite.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DuplicateError, type Stores } from '../ports/index.ts'
import { at, mirrorRow, uid, type OpenStores } from './helpers.ts'

export function keyMirrorSuite(open: OpenStores): void {
  describe('key mirror store', () => {
    let s: Stores
    beforeAll(async () => {
      s = await open()
    })
    afterAll(async () => {
      await s.close()
    })

    it('round-trips every field and refuses a second row for the same key', async () => {
      const org = uid('org')
      const keyId = uid('key')
      const row = mirrorRow(keyId, org, {
        name: 'renamed',
        workspaceId: crypto.randomUUID(),
        rateLimitPerMinute: 0,
        description: 'nightly sync',
        environment: 'live',
        createdByUserId: uid('user'),
        rotatedFromKeyId: uid('key'),
        expiresAt: at('2026-03-01T00:00:00Z'),
      })
      await s.keyMirror.insert(row)
      expect(await s.keyMirror.get(keyId)).toEqual(row)
      await expect(s.keyMirror.insert(row)).rejects.toBeInstanceOf(DuplicateError)
      expect(await s.keyMirror.get(uid('key'))).toBeNull()
    })

    it('updates only the given fields, including setting them to null', async () => {
      const org = uid('org')
      const keyId = uid('key')
      await s.keyMirror.insert(
        mirrorRow(keyId, org, { rateLimitPerMinute: 10, description: 'd', workspaceId: crypto.randomUUID() }),
      )
      const updated = await s.keyMirror.update(
        keyId,
        { rateLimitPerMinute: null, description: 'new' },
        at('2026-01-09T00:00:00Z'),
      )
      expect(updated?.rateLimitPerMinute).toBeNull()
      expect(updated?.description).toBe('new')
      expect(updated?.workspaceId).not.toBeNull()
      expect(updated?.updatedAt).toEqual(at('2026-01-09T00:00:00Z'))
      const w = await s.keyMirror.update(
        keyId,
        { workspaceId: null, environment: 'live', name: 'Nightly' },
        at('2026-01-10T00:00:00Z'),
      )
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
      const revoked = mirrorRow(uid('key'), org, {
        expiresAt: at('2031-04-01T00:00:00Z'),
        revokedAt: at('2031-04-02T00:00:00Z'),
      })
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
