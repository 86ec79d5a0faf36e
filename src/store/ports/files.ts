// Files an organization uploads (issue: Client books, "Files"), as skills' `file_ids` refer to them: metadata and
// content. Content moves as streams, never whole in memory. Every read names the organization: another
// organization's file id reads as nothing (the 404 file_not_found the routes answer), never data.
import type { Readable } from 'node:stream'

export interface StoredFile {
  id: string // uuid
  organizationId: string
  /** The workspace it belongs to (src/tenancy/scope.ts); null for a file stored before workspaces were kept. */
  workspaceId: string | null
  /** Sanitised by the caller (no path, no control characters, at most 255 characters). */
  filename: string
  sizeBytes: number
  /** Sniffed from the first bytes: what the service trusts. */
  contentType: string
  /** What the client declared for the part, or null. Recorded, never trusted. */
  declaredContentType: string | null
  /** Lower-case hex SHA-256 of the content, measured by the store from the bytes it wrote. */
  sha256: string
  createdAt: Date
}

/** A file before its content is written: the store measures size and digest. */
export type NewFile = Omit<StoredFile, 'sizeBytes' | 'sha256'>

export interface FileStore {
  /**
   * Streams `content` into storage, then records the file: visible to get() only once the bytes are durable.
   * When `content` fails (over the size limit, the client went away) or the write fails, what was written is removed
   * and the error is rethrown: nothing of the file remains. DuplicateError when the id exists. The time it takes
   * depends on the sender, so no per-call store deadline bounds it (each storage round trip still has one).
   */
  put(file: NewFile, content: Readable): Promise<StoredFile>
  get(organizationId: string, id: string): Promise<StoredFile | null>
  /** The content from its first byte, or null when the file is not the organization's. */
  content(organizationId: string, id: string): Promise<Readable | null>
  /** Removes the file and its content; false when it is not the organization's. */
  delete(organizationId: string, id: string): Promise<boolean>
}
