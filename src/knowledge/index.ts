// The knowledge base (issue 11 §3): retrieval over openly licensed legislation, and standards cited by reference.
export {
  KnowledgeBase,
  MIN_CONFIDENCE,
  citationOf,
  terms,
  type KnowledgeHit,
  type StandardReference,
  type SearchOptions,
  type Jurisdiction,
  type KnowledgeBaseOptions,
} from './knowledge-base.ts'
export { importDocuments } from './import.ts'
export {
  readDocuments,
  parseDocuments,
  shippedDocuments,
  KnowledgeFileError,
  type KnowledgeFileDocument,
} from './documents.ts'
