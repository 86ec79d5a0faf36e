// POST /api/v1/files (issue: Client books, "Files"): one multipart/form-data part named `file`, streamed to the files
// store as it arrives (busboy); never held whole in memory. Why streamed, not buffered to the limit: 25 MiB per
// concurrent upload would be the process's memory; the store removes a partial write itself (ports/files.ts), so a
// refused upload leaves nothing either way.
// Refusals: 415 unless multipart/form-data; 400 invalid_multipart for a malformed or cut body; 422 validation_error
// naming the part for a missing `file`, a second file or any other part; 413 payload_too_large past
// FILE_LIMIT_BYTES (busboy's fileSize limit) or past the request limit (the door's counter). On any refusal after a
// file was stored, it is deleted before answering.
import busboy from 'busboy'
import { Readable } from 'node:stream'
import { AppError, isAppError } from '../errors/index.ts'
import { requirePermission, type Principal } from '../auth/index.ts'
import type { StoredFile } from '../store/ports/index.ts'
import type { File as FileView } from '../generated/api-types.ts'
import { sanitizeFilename } from './filename.ts'
import { landingWorkspace } from '../tenancy/index.ts'
import { SNIFF_BYTES, sniffContentType } from './sniff.ts'
import { FILES_SCOPE, view, type FilesDeps, type Upload } from './view.ts'

const partError = (param: string, msg: string, type: string) =>
  new AppError('validation_error', `Invalid request: ${param} ${msg}.`, {
    param,
    details: [{ loc: ['body', param], msg, type }],
  })
const malformed = (e: unknown) =>
  isAppError(e)
    ? e
    : new AppError(
        'invalid_multipart',
        `The body is not well-formed multipart/form-data (${String((e as Error).message ?? e).slice(0, 80)}).`,
      )

/** The first `n` bytes (fewer at the end of the stream) and a stream of everything, those bytes included. */
async function peek(src: Readable, n: number): Promise<{ head: Buffer; whole: boolean; all: AsyncIterable<Buffer> }> {
  const it = src[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  const chunks: Buffer[] = []
  let size = 0
  let done = false
  while (size < n) {
    const r = await it.next()
    if (r.done) {
      done = true
      break
    }
    chunks.push(r.value)
    size += r.value.length
  }
  const head = Buffer.concat(chunks)
  async function* all() {
    if (head.length) yield head
    if (done) return
    for (let r = await it.next(); !r.done; r = await it.next()) yield r.value
  }
  return { head: head.subarray(0, n), whole: done, all: all() }
}

async function store(
  d: FilesDeps,
  p: Principal,
  workspaceId: string | null,
  file: Readable,
  info: busboy.FileInfo,
): Promise<StoredFile> {
  const { head, whole, all } = await peek(file, SNIFF_BYTES)
  const declared = info.mimeType.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 255)
  return d.stores.files.put(
    {
      id: d.ids.uuid(),
      organizationId: p.organizationId,
      workspaceId,
      filename: sanitizeFilename(info.filename),
      contentType: sniffContentType(head, whole),
      declaredContentType: declared || null,
      createdAt: d.clock.now(),
    },
    Readable.from(all, { objectMode: false }),
  )
}

export async function uploadFile(
  d: FilesDeps,
  p: Principal,
  upload: Upload | undefined,
  q: { workspace_id?: string } = {},
): Promise<FileView> {
  requirePermission(p, FILES_SCOPE)
  const workspaceId = await landingWorkspace(d.stores, p, q.workspace_id)
  const mediaType = upload?.mediaType ?? ''
  if (!upload || !/^multipart\/form-data\s*(;|$)/i.test(mediaType)) {
    throw new AppError(
      'unsupported_media_type',
      `Send the file as multipart/form-data (got ${JSON.stringify(mediaType.split(';')[0]!.slice(0, 60) || 'none')}).`,
      { param: 'Content-Type' },
    )
  }
  let bb: busboy.Busboy
  try {
    bb = busboy({
      headers: { 'content-type': mediaType },
      defParamCharset: 'utf8',
      limits: { fileSize: d.fileLimitBytes + 1, files: 2, fields: 10, parts: 20 },
    })
  } catch (e) {
    throw malformed(e)
  }
  const source = upload.stream
  let current: Readable | null = null
  let storing: Promise<StoredFile> | null = null
  let problem: unknown = null
  const fail = (e: unknown) => {
    problem ??= e
    current?.destroy(e as Error)
  }
  const stop = () => {
    source.unpipe(bb)
    bb.destroy()
  }

  const parsed = new Promise<void>((resolve, reject) => {
    bb.on('close', resolve)
    bb.on('error', reject)
    source.on('error', reject)
  })
  bb.on('file', (name, file, info) => {
    if (name !== 'file') {
      fail(
        partError(
          name.slice(0, 64) || '(unnamed)',
          'is not a part this operation takes; send one part named file',
          'unexpected_part',
        ),
      )
      file.resume()
      return
    }
    if (storing) {
      fail(partError('file', 'must be sent once', 'duplicate_part'))
      file.resume()
      return
    }
    current = file
    // busboy stops at fileSize and says 'limit'; one byte more than allowed tells a file at the limit from one past it.
    file.on('limit', () =>
      file.destroy(new AppError('payload_too_large', `The file exceeds ${d.fileLimitBytes} bytes.`, { param: 'file' })),
    )
    storing = store(d, p, workspaceId, file, info)
    // A store that fails stops the parse: nothing more would be read from a destroyed part.
    storing.catch((e: unknown) => {
      fail(e)
      stop()
    })
  })
  bb.on('field', (name) => {
    fail(
      name === 'file'
        ? partError('file', 'must be a file part (with a filename in its Content-Disposition)', 'not_a_file')
        : partError(
            name.slice(0, 64) || '(unnamed)',
            'is not a part this operation takes; send one part named file',
            'unexpected_part',
          ),
    )
  })
  for (const limit of ['partsLimit', 'filesLimit', 'fieldsLimit'] as const)
    bb.on(limit, () => fail(partError('file', 'must be the only part', 'too_many_parts')))
  source.pipe(bb)
  try {
    await parsed
  } catch (e) {
    fail(malformed(e))
    stop()
  }

  const outcome = storing
    ? await (storing as Promise<StoredFile>).then(
        (f) => ({ f }),
        (e: unknown) => ({ e }),
      )
    : null
  if (problem !== null || (outcome && 'e' in outcome)) {
    if (outcome && 'f' in outcome) await d.stores.files.delete(p.organizationId, outcome.f.id)
    throw problem ?? (outcome as { e: unknown }).e
  }
  if (!outcome) throw partError('file', 'is required: send one multipart/form-data part named file', 'missing')
  return view((outcome as { f: StoredFile }).f)
}
