// Helpers the advisory skills share (issue 11 §3): advice grounded in retrieval, honest without a model.
export * from './types.ts'
export {
  grounded,
  citationsOf,
  ADVISORY_WARNING,
  NO_MODEL_WARNING,
  NOTHING_FOUND_WARNING,
  RETRIEVAL_NOTE,
  modelFailedWarning,
  type Grounded,
  type GroundedRequest,
} from './grounded.ts'
export { skillModel } from './model.ts'
