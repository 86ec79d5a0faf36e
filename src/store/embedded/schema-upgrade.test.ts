// A SQLite file written before key issuing became two-phase (no `pending`, no `invalidation` columns) opens with
// the columns added, and its keys stay active: they authenticate, list and revoke as before.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, describe, expect, it } from 'vitest'
import { openEmbeddedStores } from './index.ts'
import { identityKey } from '../suites/helpers.ts'

const OLD_SCHEMA = `
CREATE TABLE identity_keys (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, name TEXT NOT NULL, digest TEXT NOT NULL UNIQUE,
  obfuscated_value TEXT NOT NULL, permissions TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
  last_used_at INTEGER, revoked_at INTEGER);
CREATE TABLE key_mirror (
  key_id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, name TEXT, workspace_id TEXT, rate_limit_per_minute INTEGER,
  description TEXT, environment TEXT NOT NULL, created_by_user_id TEXT, rotated_from_key_id TEXT,
  expires_at INTEGER, revoked_at INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
`

describe('embedded store opened on a file from before two-phase issuing', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-upgrade-'))
  afterAll(() => {
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('adds the new columns and keeps existing keys active', async () => {
    const old = new DatabaseSync(path.join(dir, 'service.sqlite'))
    old.exec(OLD_SCHEMA)
    const k = identityKey('org_old')
    old
      .prepare(`INSERT INTO identity_keys VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL)`)
      .run(
        k.id,
        k.organizationId,
        k.name,
        k.digest,
        k.obfuscatedValue,
        JSON.stringify(k.permissions),
        k.createdAt.getTime(),
        k.updatedAt.getTime(),
      )
    old
      .prepare(`INSERT INTO key_mirror VALUES (?, ?, NULL, NULL, NULL, NULL, 'sandbox', NULL, NULL, NULL, NULL, ?, ?)`)
      .run(k.id, k.organizationId, k.createdAt.getTime(), k.updatedAt.getTime())
    old.close()

    const s = openEmbeddedStores(dir)
    try {
      expect(await s.identityKeys.findByDigest(k.digest)).toEqual(k)
      expect((await s.identityKeys.listByOrganization('org_old')).map((x) => x.id)).toEqual([k.id])
      expect(await s.identityKeys.listPending(new Date(8.64e15), 10)).toEqual([])
      expect(await s.identityKeys.deletePending(k.id)).toBe(false)
      expect(await s.identityKeys.revoke(k.id, new Date('2026-05-01T00:00:00Z'), 'mark')).toBe(true)
      expect(await s.identityKeys.listInvalidations(10)).toEqual([{ keyId: k.id, mark: 'mark' }])
      expect(
        await s.keyMirror.update(k.id, { rateLimitPerMinute: 3 }, new Date('2026-05-01T00:00:00Z'), 'm2'),
      ).toMatchObject({ rateLimitPerMinute: 3 })
      expect(await s.keyMirror.listInvalidations(10)).toEqual([{ keyId: k.id, mark: 'm2' }])
    } finally {
      await s.close()
    }
    // Opening again is a no-op (the columns exist now).
    const again = openEmbeddedStores(dir)
    await again.close()
  })
})
