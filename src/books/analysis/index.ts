// Analysis of a client's books (issue 8): statements, account classes, the ratio set, trust distributions. Pure
// functions over charts and balances; skills use them through the SDK (`analysis`). Start with README.md.
export {
  buildStatements,
  formatStatements,
  naturalAmount,
  section,
  type ChartAccount,
  type FormattedStatements,
  type Section,
  type StatementLine,
  type Statements,
} from './statements.ts'
export { dayBefore, daysInclusive, readPeriod, type BalanceSource, type PeriodBalances } from './period.ts'
export { AnalysisInputError } from './input-error.ts'
export {
  ACCOUNT_CLASSES,
  ALL_CLASSES,
  checkClassOverrides,
  classFits,
  classifyChart,
  type AccountClass,
  type Classified,
} from './classify.ts'
export { figures, flows, position, type Figures, type Flows, type Position } from './figures.ts'
export { computeRatios, roundQuotient, type Ratio, type RatioGroup } from './ratios.ts'
export {
  parsePercentage,
  parseResolution,
  percentText,
  type EntityType,
  type ResolvedBeneficiary,
  type StreamInstruction,
  type TrustResolution,
} from './trust-resolution.ts'
export { distribute, type BeneficiaryResult, type Distribution, type StreamResult } from './trust-distribution.ts'
