// The embedded files adapter on disk: a write cut short leaves no temp file and no content file behind, and a
// stored file's bytes are under <DATA_DIR>/files/<id> (the shared suite checks behaviour, this the disk).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { openEmbeddedStores } from './index.ts'

const dirs: string[] = []
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true })
})

describe('embedded files on disk', () => {
  it('leaves nothing of a cut write, and keeps a stored file under files/<id>', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skc-files-test-'))
    dirs.push(dataDir)
    const s = openEmbeddedStores(dataDir)
    try {
      const base = {
        organizationId: 'org_1',
        workspaceId: null,
        filename: 'a.bin',
        contentType: 'application/octet-stream',
        declaredContentType: null,
        createdAt: new Date(),
      }
      async function* cut() {
        yield Buffer.alloc(200_000, 1)
        throw new Error('gone')
      }
      const cutId = crypto.randomUUID()
      await expect(s.files.put({ ...base, id: cutId }, Readable.from(cut()))).rejects.toThrow('gone')
      expect(fs.readdirSync(path.join(dataDir, 'files', 'tmp'))).toEqual([])
      expect(fs.existsSync(path.join(dataDir, 'files', cutId))).toBe(false)
      const id = crypto.randomUUID()
      await s.files.put({ ...base, id }, Readable.from([Buffer.from('kept')]))
      expect(fs.readFileSync(path.join(dataDir, 'files', id), 'utf8')).toBe('kept')
      expect(fs.readdirSync(path.join(dataDir, 'files')).sort()).toEqual([id, 'tmp'].sort())
    } finally {
      await s.close()
    }
  })
})
