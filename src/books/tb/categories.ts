// The internal classification a trial-balance row is given before it is mapped to a jurisdiction's heading (issue 8,
// enrich_tb_rows). A jurisdiction-neutral taxonomy modelled on Odoo's account_type set (domain-skills.md §5.2), split
// where the statements need it. Each category carries the chart type an account of it gets and its natural side:
// assets and expenses debit, liabilities, equity and income credit, contra accounts the other way (§5.1 item 3).
export type AccountType = 'asset' | 'liability' | 'equity' | 'revenue' | 'expense'
export type Side = 'debit' | 'credit'

export interface CategoryInfo {
  type: AccountType
  /** The side a balance normally sits on; null when either is normal (a net GST/VAT account). */
  natural: Side | null
  /** A contra account (accumulated depreciation, doubtful debts, drawings): natural side opposite its type's. */
  contra: boolean
}

const c = (type: AccountType, natural: Side | null, contra = false): CategoryInfo => ({ type, natural, contra })

export const CATEGORIES = {
  cash: c('asset', 'debit'),
  receivables: c('asset', 'debit'),
  allowance_doubtful_debts: c('asset', 'credit', true),
  inventory: c('asset', 'debit'),
  prepayments: c('asset', 'debit'),
  other_current_assets: c('asset', 'debit'),
  property_plant_equipment: c('asset', 'debit'),
  accumulated_depreciation: c('asset', 'credit', true),
  intangibles: c('asset', 'debit'),
  investments: c('asset', 'debit'),
  other_non_current_assets: c('asset', 'debit'),
  assets_unspecified: c('asset', 'debit'),
  payables: c('liability', 'credit'),
  indirect_tax: c('liability', null),
  income_tax_payable: c('liability', 'credit'),
  payroll_liabilities: c('liability', 'credit'),
  provisions: c('liability', 'credit'),
  accruals_deferred_income: c('liability', 'credit'),
  borrowings: c('liability', 'credit'),
  credit_cards: c('liability', 'credit'),
  other_current_liabilities: c('liability', 'credit'),
  other_non_current_liabilities: c('liability', 'credit'),
  liabilities_unspecified: c('liability', 'credit'),
  share_capital: c('equity', 'credit'),
  retained_earnings: c('equity', 'credit'),
  reserves: c('equity', 'credit'),
  drawings_distributions: c('equity', 'debit', true),
  equity_unspecified: c('equity', 'credit'),
  revenue: c('revenue', 'credit'),
  interest_income: c('revenue', 'credit'),
  other_income: c('revenue', 'credit'),
  cost_of_sales: c('expense', 'debit'),
  employee_costs: c('expense', 'debit'),
  depreciation: c('expense', 'debit'),
  interest_expense: c('expense', 'debit'),
  income_tax_expense: c('expense', 'debit'),
  operating_expenses: c('expense', 'debit'),
  expenses_unspecified: c('expense', 'debit'),
} as const satisfies Record<string, CategoryInfo>

export type Category = keyof typeof CATEGORIES

/**
 * Suspense, clearing, rounding and mis-posting accounts are matched by a rule but never given a heading: their
 * balance belongs somewhere else, so enrichment marks them unclassified and the checks report a non-zero balance.
 */
export const SUSPENSE = 'suspense' as const
