// Documents (issue 11 §3 "Document skills"): text and tables from uploaded PDF, XLSX and CSV files, read off the main
// thread under size, page, cell, time and memory caps, and the checks computed on them. See README.md.
export * from './types.ts'
export { formatOf } from './read.ts'
export { ExtractionPool, PoolBusy, type PoolOptions } from './pool.ts'
export * from './checks/index.ts'

export {
  defaultPool,
  extractDocument,
  analyseUpload,
  type ExtractOptions,
  type FileReader,
  type UploadAnalysis,
} from './extract.ts'
export { analyse, type Analysis, type AnalysisRequest, type PreviewTable } from './analyse.ts'
export {
  runReview,
  commonOutput,
  NO_MODEL_WARNING,
  MODEL_WARNING,
  type ReviewContext,
  type ReviewInput,
  type ReviewKind,
  type ReviewResult,
  type Observation,
} from './review.ts'
