// GET /api/v1/files/{file_id} (metadata) and GET /api/v1/files/{file_id}/content (the bytes). Another organization's
// file, or an unknown id, is 404 file_not_found: the store is asked for the caller's organization only.
// A download is sent as the sniffed type with `X-Content-Type-Options: nosniff` and as an attachment, so a browser
// neither guesses another type nor renders an uploaded HTML or SVG file in the service's origin.
import { AppError } from '../errors/index.ts'
import { requirePermission, type Principal } from '../auth/index.ts'
import type { File as FileView } from '../generated/api-types.ts'
import { contentDisposition } from './filename.ts'
import { reaches } from '../tenancy/index.ts'
import type { StoredFile } from '../store/ports/index.ts'
import { FILES_SCOPE, view, type FileContent, type FilesDeps } from './view.ts'

/** The file when the caller reaches it: its organization's and, for a pinned key, its workspace's. */
async function fileInScope(d: FilesDeps, p: Principal, id: string): Promise<StoredFile | null> {
  const f = await d.stores.files.get(p.organizationId, id)
  return f && reaches(p, f.workspaceId) ? f : null
}

const notFound = (id: string) =>
  new AppError('file_not_found', `No file ${id.slice(0, 64)} in your organization.`, { param: 'file_id' })

export async function getFile(d: FilesDeps, p: Principal, id: string): Promise<FileView> {
  requirePermission(p, FILES_SCOPE)
  const f = await fileInScope(d, p, id)
  if (!f) throw notFound(id)
  return view(f)
}

export async function getFileContent(
  d: FilesDeps,
  p: Principal,
  id: string,
): Promise<{ content: FileContent; headers: Record<string, string> }> {
  requirePermission(p, FILES_SCOPE)
  const f = await fileInScope(d, p, id)
  const stream = f ? await d.stores.files.content(p.organizationId, id) : null
  if (!f || !stream) throw notFound(id)
  return {
    content: { stream, type: f.contentType, length: f.sizeBytes },
    headers: { 'Content-Disposition': contentDisposition(f.filename), 'X-Content-Type-Options': 'nosniff' },
  }
}
