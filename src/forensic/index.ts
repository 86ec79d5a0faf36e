// Forensic number tests (research §2.1–2.3), pure: Benford first-digit and first-two-digit tests, round numbers, the
// number duplication test, same-same-same / same-same-different duplicate tests over transactions, and the
// anomalies.investigate engine. Exported to skills as `forensic` by src/skill-runtime/sdk.ts. See README.md.
export {
  SCALE,
  MAX_DECIMALS,
  AmountError,
  parseAmount,
  formatUnits,
  plainDecimal,
  significantDigits,
  firstDigit,
  firstTwoDigits,
  type ParsedAmount,
} from './amounts.ts'
export {
  MIN_EXPECTED_COUNT,
  MIN_N_BENFORD,
  SPECS,
  benfordTest,
  classifyMad,
  expectedProportion,
  zStatistic,
  type BenfordOptions,
} from './benford.ts'
export {
  DIVISORS,
  MIN_N_ROUND,
  P_FLAG,
  Z_FLAG,
  blockHarmonicSum,
  expectedMultipleShare,
  oneSidedZ,
  roundNumberTest,
  type RoundNumberOptions,
} from './round-numbers.ts'
export {
  HEAVY_MIN_COUNT,
  HEAVY_MIN_SHARE,
  TOP_N,
  amountRange,
  duplicateTest,
  heavyThreshold,
  type DuplicateOptions,
} from './duplicates.ts'
export { splitPopulation, type Population } from './population.ts'
export { STAT_DECIMALS, binomialUpperTail, pct, round } from './stats.ts'
export { logUniformAmounts, mulberry32, uniformFirstDigitAmounts } from './fixtures.ts'
export type * from './types.ts'
export {
  counterpartyKey,
  referenceKey,
  dayNumber,
  type EvidenceRow,
  type ForensicContact,
  type ForensicTransaction,
} from './transactions.ts'
export {
  sameSameSame,
  sameSameDifferent,
  duplicatePairs,
  type DuplicateGroup,
  type DuplicateKind,
  type SameSameOptions,
} from './same-same.ts'
export {
  PRIMARY_SCHEME,
  checkVendorIdentifiers,
  type IdentifierCheck,
  type Jurisdiction,
  type VendorIdentifierResult,
} from './vendor-identifiers.ts'
export {
  ForensicInputError,
  THRESHOLD_LIMITS,
  reportThresholds,
  resolveThresholds,
  type ReportedThresholds,
  type ThresholdKey,
  type Thresholds,
} from './thresholds.ts'
export { EVIDENCE_LIMIT, type ContactEvidence, type InvestigationFinding } from './investigate-findings.ts'
export {
  NARRATIVE_WARNING,
  REGISTRY_WARNING,
  investigate,
  pairsOf,
  type InvestigateHooks,
  type InvestigateInput,
  type InvestigateTests,
  type InvestigationOutput,
  type SameSameSummary,
} from './investigate.ts'
