// Trial-balance classification and checks (issue 8: enrich_tb_rows, detect_tb_duplicates, import_trial_balance),
// exported to skills through the SDK as `tb`. Start with README.md.
export { CATEGORIES, SUSPENSE, type AccountType, type Category, type CategoryInfo, type Side } from './categories.ts'
export {
  CODE_RANGE_RULES,
  JURISDICTIONS,
  KEYWORD_RULES,
  type CodeRangeRule,
  type Jurisdiction,
  type KeywordRule,
} from './rules.ts'
export { HEADINGS, HEADING_SOURCES, type Heading } from './headings.ts'
export {
  classify,
  codeDigits,
  matchCodeRange,
  matchKeyword,
  normaliseName,
  type Classification,
  type MatchedRule,
} from './classify.ts'
export {
  checkTrialBalance,
  SAME_AMOUNT_MIN_MINOR,
  type CheckResult,
  type CheckRow,
  type Finding,
  type FindingKind,
} from './checks.ts'
export {
  loadSource,
  rowsFromBooks,
  sha256,
  rowsFromCsv,
  rowsFromInline,
  type BooksLike,
  type DataLike,
  type InlineRow,
  type LoadedSource,
  type Problem,
  type SourceInput,
} from './load.ts'
