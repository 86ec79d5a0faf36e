// Types of the reconciliation engine (issue 8, accounts.reconcile). Input lines are structurally the SDK's
// SkillStatementLine and SkillLedgerLine (extra fields are ignored); amounts are integer minor units, money into the bank
// positive on both sides (a bank account's ledger lines are debit positive).

export interface BankLineIn {
  id: string
  date: string
  amount_minor: number
  description: string
  reference: string | null
  counterparty: string | null
  /**
   * The bank's own id of the line (OFX FITID, a CSV's id column), when it has one: it orders lines equal in every other
   * field, so that two such lines are told apart the same way whatever ids this service gave them (books loaded twice,
   * into two clients or in another order, give the same answer).
   */
  fitid?: string | null
}

export interface LedgerLineIn {
  entry_id: string
  line: number
  date: string
  narration: string
  reference: string | null
  amount_minor: number
  description: string | null
}

/** The passes, from certain to loose; every match records the one that made it. */
export const MATCH_RULES = ['exact_reference', 'amount_date_window', 'many_to_one', 'one_to_many'] as const
export type MatchRule = (typeof MATCH_RULES)[number]

export interface Match {
  rule: MatchRule
  /** Statement line ids (several for one_to_many). */
  bank: string[]
  /** Ledger lines as `${entry_id}:${line}` (several for many_to_one). */
  ledger: string[]
  amount_minor: number
  /** Earliest bank date minus earliest ledger date, in days. */
  date_lag_days: number
}

export const FINDING_TYPES = [
  'duplicate_bank_line',
  'ambiguous_candidates',
  'unmatched_bank_line',
  'unrecorded_bank_fee',
  'unrecorded_bank_interest',
  'stale_item',
  'outstanding_payment',
  'deposit_in_transit',
] as const
export type FindingType = (typeof FINDING_TYPES)[number]

export interface ReconcileFinding {
  type: FindingType
  /** True when the type explains the item (a reconciling item); false items make up `difference_minor`. */
  explained: boolean
  bank: string[]
  ledger: string[]
  /** Bank lines' sum minus ledger lines' sum of the finding (a duplicate or fee: the bank amount; a ledger item: minus its amount). */
  amount_minor: number
  /** Earliest date of the finding's lines. */
  date: string
  /** Days from the earliest line to `as_of` (stale and timing items). */
  age_days: number
  /** Duplicate: the statement line it repeats. */
  duplicate_of?: string
  /** Ambiguous: the competing groupings found (each a bank/ledger set that would balance), at most 10. */
  alternatives?: Array<{ bank: string[]; ledger: string[] }>
  /** Ambiguous: how many groupings were found (alternatives lists the first 10). */
  alternatives_total?: number
  /** A split search that could have used this line was cut by a limit (see `limits`): the type is not certain. */
  search_limited?: true
}

/** A split search cut by a limit: the line searched for, how many candidates it had and how many were searched. */
export interface SearchLimit {
  rule: 'many_to_one' | 'one_to_many'
  /** The statement line id (many_to_one) or ledger line `${entry_id}:${line}` (one_to_many) searched for. */
  line: string
  candidates: number
  searched: number
}

export interface ReconcileOptions {
  /** true (default): accept matches. false: compute them as proposals and accept nothing. */
  autoMatch?: boolean
  /** The reconciliation date; default the latest date among the lines. Ages are counted to it. */
  asOf?: string
  /** Ledger items older than this (days before as_of) are stale. Default 90. */
  staleAfterDays?: number
  /** exact_reference: |bank date − ledger date| at most this. Default 45. */
  referenceWindowDays?: number
  /** amount_date_window: bank date − ledger date in [−before, after]. Default 5 and 10. */
  windowBeforeDays?: number
  windowAfterDays?: number
  /** Subset passes: the other side's lines within this window of the single line; default 7 days before, 2 after. */
  splitWindowDays?: number
  /** A subset search with more candidates than this searches the nearest this many by date (k = 3 is O(pool²)) and says so in `limits`. Default 400. */
  maxSubsetPool?: number
  /** Search steps each subset pass may spend (a step: one pair of candidates tried); targets past it are reported in `limits`. Default 30,000,000. */
  maxSubsetSteps?: number
}

export interface ReconcileResult {
  auto_match: boolean
  as_of: string | null
  /** Accepted matches (auto_match), else empty. */
  matches: Match[]
  /** With auto_match false: what would have matched; else empty. */
  proposals: Match[]
  findings: ReconcileFinding[]
  counts: {
    bank_lines: number
    ledger_lines: number
    /** Match groups accepted. */
    matched: number
    matched_bank_lines: number
    matched_ledger_lines: number
    unmatched_bank_lines: number
    unmatched_ledger_lines: number
    by_rule: Record<MatchRule, number>
  }
  bank_total_minor: number
  ledger_total_minor: number
  /** Bank minus books not explained by a match or a typed reconciling item: Σ unexplained bank − Σ unexplained ledger. */
  difference_minor: number
  /** Some bank lines, and every line matched or explained (difference 0, nothing ambiguous or unidentified), and no search cut by a limit. */
  reconciled: boolean
  /** Split searches cut by a limit (the lines concerned carry `search_limited`); empty when every search ran in full. */
  limits: SearchLimit[]
}
