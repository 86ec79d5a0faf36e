// Accrual suggestions (issue 8, accruals.suggest). Start with suggest.ts; recurring.ts and prepayments.ts state the rules.
export {
  suggestAccruals,
  narrationStem,
  type AccrualLedgerLine,
  type AccrualRequest,
  type AccrualResult,
  type AccrualSuggestion,
} from './suggest.ts'
export {
  missingInPeriod,
  recurringStats,
  MAX_CV,
  MAX_INTERVAL_MAD_SHARE,
  type Cadence,
  type Confidence,
  type Occurrence,
  type StreamStats,
} from './recurring.ts'
export { prepaymentGaps, PREPAID_NAME, type PrepaymentGap } from './prepayments.ts'
