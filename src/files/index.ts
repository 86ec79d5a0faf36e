// Files of an organization (issue: Client books, "Files"). Start with README.md.
export { uploadFile } from './upload-file.ts'
export { getFile, getFileContent } from './read-file.ts'
export { sanitizeFilename, contentDisposition } from './filename.ts'
export { SNIFF_BYTES, sniffContentType, TYPES as FILE_TYPES } from './sniff.ts'
export { FILES_SCOPE, type FileContent, type FilesDeps, type Upload } from './view.ts'
