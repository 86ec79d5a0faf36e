// Files in the embedded store (ports/files.ts): content under <DATA_DIR>/files/<id>, metadata in SQLite.
// A write goes to files/tmp/ first, is fsynced, then hard-linked to its name (link fails when the name exists, so
// an existing file is never overwritten) and the directory fsynced; only then is the metadata row inserted, so a
// row always has durable bytes behind it. A failed write removes its temp file. With DATA_DIR `:memory:` (tests)
// the content lives in a private temp directory removed on close.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { pipeline } from 'node:stream/promises'
import type { DatabaseSync } from 'node:sqlite'
import { DuplicateError, type FileStore, type StoredFile } from '../ports/index.ts'
import { MeasureStream } from '../../lib/measure-stream.ts'
import { isUniqueViolation, req } from './db.ts'

const file = (r: Record<string, unknown>): StoredFile => ({
  id: String(r.id),
  organizationId: String(r.organization_id),
  workspaceId: r.workspace_id == null ? null : String(r.workspace_id),
  filename: String(r.filename),
  sizeBytes: Number(r.size_bytes),
  contentType: String(r.content_type),
  declaredContentType: r.declared_content_type === null ? null : String(r.declared_content_type),
  sha256: String(r.sha256),
  createdAt: req(r.created_at),
})

async function fsyncPath(p: string): Promise<void> {
  const h = await fsp.open(p, 'r')
  try {
    await h.sync()
  } finally {
    await h.close()
  }
}

export function embeddedFiles(db: DatabaseSync, dir: string): FileStore {
  const tmp = path.join(dir, 'tmp')
  fs.mkdirSync(tmp, { recursive: true })
  const ins =
    db.prepare(`INSERT INTO files (id, organization_id, filename, size_bytes, content_type, declared_content_type, sha256, created_at, workspace_id)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`)
  const get = db.prepare('SELECT * FROM files WHERE organization_id = ? AND id = ?')
  const del = db.prepare('DELETE FROM files WHERE organization_id = ? AND id = ?')
  // Ids are ours (uuids), but a name on disk is never built from anything else.
  const finalPath = (id: string) => {
    if (!/^[0-9a-f-]{1,64}$/i.test(id)) throw new Error('file id is not a uuid')
    return path.join(dir, id)
  }
  return {
    async put(f, content) {
      const target = finalPath(f.id)
      if (get.get(f.organizationId, f.id) || fs.existsSync(target)) throw new DuplicateError('file id')
      const temp = path.join(tmp, `${f.id}.${randomBytes(6).toString('hex')}`)
      const measure = new MeasureStream()
      try {
        const out = fs.createWriteStream(temp, { flags: 'wx' })
        await pipeline(content, measure, out)
        await fsyncPath(temp)
        try {
          await fsp.link(temp, target)
        } catch (e) {
          if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw new DuplicateError('file id')
          throw e
        }
      } finally {
        await fsp.rm(temp, { force: true })
      }
      await fsyncPath(dir)
      const stored: StoredFile = { ...f, sizeBytes: measure.sizeBytes, sha256: measure.sha256() }
      try {
        ins.run(
          f.id,
          f.organizationId,
          f.filename,
          stored.sizeBytes,
          f.contentType,
          f.declaredContentType,
          stored.sha256,
          f.createdAt.getTime(),
          f.workspaceId,
        )
      } catch (e) {
        await fsp.rm(target, { force: true })
        if (isUniqueViolation(e)) throw new DuplicateError('file id')
        throw e
      }
      return stored
    },
    async get(organizationId, id) {
      const r = get.get(organizationId, id)
      return r ? file(r) : null
    },
    async content(organizationId, id) {
      if (!get.get(organizationId, id)) return null
      // Opened before answering, so a missing file is an error here rather than in the middle of a response.
      const h = await fsp.open(finalPath(id), 'r')
      return h.createReadStream()
    },
    async delete(organizationId, id) {
      if (del.run(organizationId, id).changes === 0) return false
      await fsp.rm(finalPath(id), { force: true })
      return true
    },
  }
}
