// Bank reconciliation engine (issue 8, accounts.reconcile). Start with reconcile.ts; README.md says what each pass and
// finding means.
export { reconcile } from './reconcile.ts'
export { reconciliationId } from './reconciliation-id.ts'
export { addMonths, addMonthsToDate, dateOf, dayOf, monthBounds } from './days.ts'
export {
  FINDING_TYPES,
  MATCH_RULES,
  type BankLineIn,
  type FindingType,
  type LedgerLineIn,
  type Match,
  type MatchRule,
  type ReconcileFinding,
  type ReconcileOptions,
  type ReconcileResult,
} from './types.ts'
