import os from 'node:os'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { storeSuites } from '../suites/index.ts'
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
