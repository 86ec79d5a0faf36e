import os from 'node:os'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { storeSuites } from '../suites/index.ts'
import { mirrorRow, outboxEvent, uid } from '../suites/helpers.ts'
import { openEmbeddedStores } from './index.ts'

describe('embedded store (node:sqlite, in memory)', () => {
  storeSuites(async () => openEmbeddedStores(':memory:'))
})

describe('embedded store (node:sqlite, on disk)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-store-'))
  storeSuites(async () => openEmbeddedStores(dir))

  it('keeps what it stored after being closed and reopened', async () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'embedded-reopen-'))
    const a = openEmbeddedStores(d)
    await a.organizations.insert({ id: 'org_keep', name: 'Keep', rateLimitPerMinute: 7, createdAt: new Date(0) })
    await a.close()
    const b = openEmbeddedStores(d)
    expect((await b.organizations.get('org_keep'))?.rateLimitPerMinute).toBe(7)
    await b.close()
    await expect(b.ping()).rejects.toThrow()
  })
})

describe('embedded store: transactional outbox', () => {
  it('stores neither the row nor its events when an event cannot be stored', async () => {
    const s = openEmbeddedStores(':memory:')
    const org = uid('org')
    const keyId = uid('key')
    const good = outboxEvent(org)
    const bad = outboxEvent(org, { data: { n: 1n } }) // JSON.stringify throws on a bigint, after the row's INSERT
    await expect(s.keyMirror.insert(mirrorRow(keyId, org), [good, bad])).rejects.toThrow()
    expect(await s.keyMirror.get(keyId)).toBeNull()
    expect(await s.webhookEvents.get(good.id)).toBeNull()
    await s.keyMirror.insert(mirrorRow(keyId, org), [good])
    await expect(s.keyMirror.markRevoked(keyId, new Date('2026-01-02T00:00:00Z'), [bad])).rejects.toThrow()
    expect((await s.keyMirror.get(keyId))?.revokedAt).toBeNull()
    expect(await s.keyMirror.markRevoked(keyId, new Date('2026-01-03T00:00:00Z'))).toBe(true)
    await s.close()
  })
})
