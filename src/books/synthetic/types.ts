// The shape of a generated (synthetic) book and of the facts planted in it, for tests, the bench and the README demo
// (issue 8, "Proof"). Field names are those of the skill SDK's Skill* types (src/skill-runtime/sdk.ts) so a book can be
// written into the stores and read back unchanged; amounts are integer minor units (debit / money in positive).
// Extensible: other generators (forensic populations) add their own label sets beside `labels.reconcile` and
// `labels.accruals`.

export type AccountType = 'asset' | 'liability' | 'equity' | 'revenue' | 'expense'

export interface SyntheticAccount {
  code: string
  name: string
  type: AccountType
  archived: boolean
}

export interface SyntheticBankAccount {
  id: string
  name: string
  account_code: string
  currency: string
  institution: string | null
  account_number: string | null
}

export interface SyntheticStatementLine {
  id: string
  bank_account_id: string
  date: string
  amount_minor: number
  description: string
  reference: string | null
  counterparty: string | null
  fitid: string | null
}

export interface SyntheticEntryLine {
  account_code: string
  amount_minor: number
  description: string | null
}

export interface SyntheticEntry {
  id: string
  date: string
  narration: string
  reference: string | null
  contact_id: string | null
  lines: SyntheticEntryLine[]
}

/** The same fields as the SDK's SkillLedgerLine: one line of an entry with its entry's fields. */
export interface SyntheticLedgerLine {
  entry_id: string
  line: number
  date: string
  narration: string
  reference: string | null
  account_code: string
  amount_minor: number
  description: string | null
  contact_id: string | null
}

export interface SyntheticContact {
  id: string
  name: string
  kind: 'customer' | 'supplier' | 'employee' | 'related_party' | 'other'
  identifiers: Array<{ scheme: string; value: string }>
  bank_account: string | null
  address: string | null
  email: string | null
}

/** A ledger line named the way the engines and labels name it: `${entry_id}:${line}`. */
export type LedgerKey = string

export interface PlantedMatch {
  /** exact_reference and amount_date_window pairs are one_to_one; splits are many_to_one (n ledger → 1 bank) or one_to_many. */
  kind: 'one_to_one' | 'many_to_one' | 'one_to_many'
  bank: string[]
  ledger: LedgerKey[]
  /** Bank date minus ledger date, in days (of the first line of each side). */
  lag_days: number
  has_reference: boolean
}

export interface ReconcileLabels {
  bank_account_id: string
  account_code: string
  period_start: string
  period_end: string
  matches: PlantedMatch[]
  /** Bank-only fee lines (bank line ids). */
  bank_fees: string[]
  /** Ledger-only receipts dated in the last days of the period. */
  deposits_in_transit: LedgerKey[]
  /** Ledger-only payments dated in the last days of the period. */
  outstanding_payments: LedgerKey[]
  /** Ledger-only items dated long before the period end. */
  stale: LedgerKey[]
  /** Extra copies of bank lines: [original id, copy id]. */
  duplicates: Array<[string, string]>
}

export interface PlantedAccrual {
  kind: 'recurring_missing' | 'prepayment_amortisation'
  /** The expense account to debit. */
  account_code: string
  /** Recurring: the supplier. Prepayment: null. */
  contact_id: string | null
  /** Prepayment: the prepaid (asset) account to credit. */
  prepaid_account_code: string | null
  cadence: 'monthly' | 'quarterly' | 'annual' | null
  /** Recurring: median of the last three amounts before the period; prepayment: that month's amortisation. */
  amount_minor: number
}

export interface AccrualLabels {
  period: string
  lookback_months: number
  /** What a correct engine suggests for `period`. */
  missing: PlantedAccrual[]
  /** Streams present in the period or not due in it: suggesting them is a false positive (for reading; scoring uses `missing`). */
  recurring_not_missing: Array<{ account_code: string; contact_id: string; cadence: 'monthly' | 'quarterly' }>
}

export interface SyntheticBook {
  seed: number
  currency: string
  chart: SyntheticAccount[]
  bank_accounts: SyntheticBankAccount[]
  /** By date, then id (the store's order). */
  statement_lines: SyntheticStatementLine[]
  /** By date, then id. */
  entries: SyntheticEntry[]
  contacts: SyntheticContact[]
  labels: { reconcile: ReconcileLabels; accruals: AccrualLabels }
}
