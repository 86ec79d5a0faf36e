// What the files operations share: their ports, the scope they need, and the metadata as the API shows it.
import type { Readable } from 'node:stream'
import type { Clock } from '../lib/clock.ts'
import type { IdSource } from '../lib/ids.ts'
import type { StoredFile, Stores } from '../store/ports/index.ts'
import type { File as FileView } from '../generated/api-types.ts'

/**
 * Uploading and reading files both need `documents:analyse` (spec: Scopes, "reading and analysing documents"): a file
 * is a document handed over for analysis; `accounting:write` is for writes to the books themselves.
 */
export const FILES_SCOPE = 'documents:analyse'

export interface FilesDeps {
  stores: Pick<Stores, 'files' | 'workspaces'>
  clock: Clock
  ids: IdSource
  /** FILE_LIMIT_BYTES. */
  fileLimitBytes: number
}

export const view = (f: StoredFile): FileView => ({
  id: f.id,
  workspace_id: f.workspaceId,
  filename: f.filename,
  size_bytes: f.sizeBytes,
  content_type: f.contentType,
  declared_content_type: f.declaredContentType,
  sha256: f.sha256,
  created_at: f.createdAt.toISOString(),
})

/** An upload as the operations layer hands it over: the body unread, and the request's Content-Type. */
export interface Upload {
  stream: Readable
  mediaType: string
}

/** A download: the bytes, their type and length. */
export interface FileContent {
  stream: Readable
  type: string
  length: number
}
