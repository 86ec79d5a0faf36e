// Shared suite: uploaded files (ports/files.ts), on every engine: bytes round trip (empty, small, several MiB),
// measured size and digest, organization scoping, a write cut short leaving nothing behind.
import { createHash, randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DuplicateError, type NewFile, type Stores } from '../ports/index.ts'
import { at, uid, type OpenStores } from './helpers.ts'

const newFile = (organizationId: string, over: Partial<NewFile> = {}): NewFile => ({
  id: crypto.randomUUID(),
  organizationId,
  workspaceId: null,
  filename: 'statement.csv',
  contentType: 'text/csv',
  declaredContentType: 'text/csv',
  createdAt: at('2026-03-01T00:00:00Z'),
  ...over,
})
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex')

/** Chunks of `bytes`, then (optionally) an error: a client that goes away mid-upload. */
function source(bytes: Buffer, failAfter?: Error): Readable {
  const chunk = 64 * 1024
  async function* gen() {
    for (let i = 0; i < bytes.length; i += chunk) yield bytes.subarray(i, i + chunk)
    if (failAfter) throw failAfter
  }
  return Readable.from(gen(), { objectMode: false })
}

export function filesSuite(open: OpenStores): void {
  describe('files store', () => {
    let s: Stores
    beforeAll(async () => {
      s = await open()
    })
    afterAll(async () => {
      await s.close()
    })

    it('keeps the workspace a file belongs to', async () => {
      const org = uid('org')
      const ws = crypto.randomUUID()
      const f = newFile(org, { workspaceId: ws })
      await s.files.put(f, source(Buffer.from('x')))
      expect((await s.files.get(org, f.id))?.workspaceId).toBe(ws)
    })

    it('round-trips bytes with the measured size and SHA-256: a small file, an empty one, a multi-MiB one', async () => {
      const org = uid('org')
      for (const bytes of [
        Buffer.from('date,amount\n2026-03-01,12.50\n'),
        Buffer.alloc(0),
        randomBytes(5 * 1024 * 1024 + 17),
      ]) {
        const f = newFile(org)
        const stored = await s.files.put(f, source(bytes))
        expect(stored).toEqual({ ...f, sizeBytes: bytes.length, sha256: sha(bytes) })
        expect(await s.files.get(org, f.id)).toEqual(stored)
        const back = await buffer((await s.files.content(org, f.id))!)
        expect(back.length).toBe(bytes.length)
        expect(back.equals(bytes)).toBe(true)
      }
    }, 30_000)

    it('scopes files to their organization: another organization reads nothing and deletes nothing', async () => {
      const org = uid('org')
      const other = uid('org')
      const f = newFile(org, { filename: 'bank.ofx', contentType: 'application/x-ofx', declaredContentType: null })
      await s.files.put(f, source(Buffer.from('OFXHEADER:100\n')))
      expect(await s.files.get(other, f.id)).toBeNull()
      expect(await s.files.content(other, f.id)).toBeNull()
      expect(await s.files.delete(other, f.id)).toBe(false)
      expect(await s.files.get(org, f.id)).not.toBeNull()
      expect(await s.files.get(org, crypto.randomUUID())).toBeNull()
      expect(await s.files.content(org, crypto.randomUUID())).toBeNull()
    })

    it('refuses a second file under an existing id and keeps the first intact', async () => {
      const org = uid('org')
      const f = newFile(org)
      await s.files.put(f, source(Buffer.from('first')))
      await expect(s.files.put(f, source(Buffer.from('second')))).rejects.toBeInstanceOf(DuplicateError)
      expect((await buffer((await s.files.content(org, f.id))!)).toString()).toBe('first')
    })

    it('leaves nothing of a write whose content fails part way, and the id can be written afresh', async () => {
      // Several times over: on MongoDB the content fails just after a chunk's insert was sent (1 MiB = 4 GridFS chunks
      // + 4 KiB); a store that cleaned up without waiting for it got that chunk back after the clean-up, sometimes.
      for (let round = 0; round < 8; round++) {
        const org = uid('org')
        const f = newFile(org)
        const cut = new Error('client went away')
        await expect(s.files.put(f, source(randomBytes(1024 * 1024), cut))).rejects.toBe(cut)
        expect(await s.files.get(org, f.id)).toBeNull()
        expect(await s.files.content(org, f.id)).toBeNull()
        // Leftover chunks or a leftover file under the id would refuse (or corrupt) this write.
        const bytes = randomBytes(300 * 1024)
        const stored = await s.files.put(f, source(bytes))
        expect(stored.sha256).toBe(sha(bytes))
        expect((await buffer((await s.files.content(org, f.id))!)).equals(bytes), `round ${round}`).toBe(true)
      }
    }, 30_000)

    it('deletes a file and its content', async () => {
      const org = uid('org')
      const f = newFile(org)
      await s.files.put(f, source(Buffer.from('x')))
      expect(await s.files.delete(org, f.id)).toBe(true)
      expect(await s.files.get(org, f.id)).toBeNull()
      expect(await s.files.content(org, f.id)).toBeNull()
      expect(await s.files.delete(org, f.id)).toBe(false)
      await s.files.put(f, source(Buffer.from('again')))
      expect((await buffer((await s.files.content(org, f.id))!)).toString()).toBe('again')
    })
  })
}
