// Files in MongoDB (ports/files.ts): content in GridFS (the driver's GridFSBucket, bucket `file_content`: 255 KiB
// chunks in `file_content.chunks`, one `file_content.files` document), metadata in the `files` collection. The
// metadata document is inserted only after GridFS has written every chunk and its files document, so a record
// always has its bytes. A failed write deletes the chunks and GridFS document it left (GridFS writes chunks as it
// goes, so a cut upload would otherwise leave some). Works on mongo-java-server (CI): GridFS is plain CRUD plus
// two ordinary indexes.
// Deadlines: get, delete and the checks around a write run under the store-call deadline (MONGODB_TIMEOUT_MS);
// the content transfer itself lasts as long as the sender or reader takes, each chunk bounded by socketTimeoutMS.
import { createHash } from 'node:crypto'
import { GridFSBucket, type Db, type ObjectId } from 'mongodb'
import { DuplicateError, type FileStore, type StoredFile } from '../ports/index.ts'
import { COLLECTIONS, insertOrDuplicate } from './db.ts'
import { withinDeadline } from './deadlines.ts'

export const FILE_BUCKET = 'file_content'

interface FileDoc {
  _id: string
  organizationId: string
  workspaceId?: string | null
  filename: string
  sizeBytes: number
  contentType: string
  declaredContentType: string | null
  sha256: string
  createdAt: Date
}
const fromDoc = (d: FileDoc): StoredFile => ({
  id: d._id,
  organizationId: d.organizationId,
  workspaceId: d.workspaceId ?? null,
  filename: d.filename,
  sizeBytes: d.sizeBytes,
  contentType: d.contentType,
  declaredContentType: d.declaredContentType,
  sha256: d.sha256,
  createdAt: d.createdAt,
})

/** `db` passes store-call deadlines (deadlineDb); `raw` is the plain Db GridFS streams over. */
export function mongoFiles(db: Db, raw: Db, deadlineMs: number): FileStore {
  const col = db.collection<FileDoc>(COLLECTIONS.files)
  const bucket = new GridFSBucket(raw, { bucketName: FILE_BUCKET })
  // GridFS ids are typed as ObjectId; any BSON value works, and ours are the file's uuid.
  // cast: GridFS types ids as ObjectId; any BSON value works (ours are the file's uuid)
  const gid = (id: string) => id as unknown as ObjectId
  const timed = <T>(fn: () => Promise<T>) => withinDeadline(deadlineMs, fn)
  const removeContent = async (id: string) => {
    await timed(async () => {
      await db.collection(`${FILE_BUCKET}.chunks`).deleteMany({ files_id: id })
      // cast: GridFS types ids as ObjectId; any BSON value works (ours are the file's uuid)
      await db.collection(`${FILE_BUCKET}.files`).deleteOne({ _id: id as never })
    })
  }
  return {
    async put(f, content) {
      // Checked first: a second upload under an existing id would mix its chunks with the first's.
      const taken = await timed(
        async () =>
          (await col.findOne({ _id: f.id })) !== null ||
          // cast: GridFS types ids as ObjectId; any BSON value works (ours are the file's uuid)
          (await db.collection(`${FILE_BUCKET}.files`).findOne({ _id: f.id as never })) !== null,
      )
      if (taken) throw new DuplicateError('file id')
      // One write at a time, none larger than a GridFS chunk, each awaited: a write that fills a chunk calls back
      // only once that chunk is stored, so when the content fails part way no chunk insert is still in flight. (Piping
      // into the upload stream destroyed it with an insert outstanding; that chunk landed after the clean-up, and a
      // later write under the same id read it back as its own: a CI run caught it as "ChunkIsMissing".)
      const upload = bucket.openUploadStreamWithId(gid(f.id), f.id)
      const chunkSize = upload.chunkSizeBytes
      const send = (b: Buffer) =>
        new Promise<void>((resolve, reject) => {
          upload.write(b, (e) => {
            if (e) reject(e)
            else resolve()
          })
        })
      const hash = createHash('sha256')
      let sizeBytes = 0
      try {
        for await (const chunk of content as AsyncIterable<Buffer>) {
          sizeBytes += chunk.length
          hash.update(chunk)
          for (let i = 0; i < chunk.length; i += chunkSize) await send(chunk.subarray(i, i + chunkSize))
        }
        await new Promise<void>((resolve, reject) => {
          upload.end((e?: Error | null) => {
            if (e) reject(e)
            else resolve()
          })
        })
      } catch (e) {
        upload.destroy()
        await removeContent(f.id).catch(() => undefined)
        throw e
      }
      const stored: StoredFile = { ...f, sizeBytes, sha256: hash.digest('hex') }
      try {
        await timed(() =>
          insertOrDuplicate('file id', () =>
            col.insertOne({
              _id: f.id,
              organizationId: f.organizationId,
              workspaceId: f.workspaceId,
              filename: f.filename,
              sizeBytes: stored.sizeBytes,
              contentType: f.contentType,
              declaredContentType: f.declaredContentType,
              sha256: stored.sha256,
              createdAt: f.createdAt,
            }),
          ),
        )
      } catch (e) {
        await removeContent(f.id).catch(() => undefined)
        throw e
      }
      return stored
    },
    async get(organizationId, id) {
      const d = await timed(() => col.findOne({ _id: id, organizationId }))
      return d ? fromDoc(d) : null
    },
    async content(organizationId, id) {
      const d = await timed(() => col.findOne({ _id: id, organizationId }))
      return d ? bucket.openDownloadStream(gid(id)) : null
    },
    async delete(organizationId, id) {
      const r = await timed(() => col.deleteOne({ _id: id, organizationId }))
      if (r.deletedCount === 0) return false
      await removeContent(id)
      return true
    },
  }
}
