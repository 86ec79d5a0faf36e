// The classification rules, as data (issue 8, enrich_tb_rows; domain-skills.md §5.2 "classification approach"):
// keyword rules on the account name, tried first and in order (the first match wins, so specific phrases come
// before general ones), then code-range rules per jurisdiction for names no keyword covers. A row neither covers is
// unclassified: nothing is guessed. README.md states every rule and its source.
import type { Category, SUSPENSE } from './categories.ts'

export type Jurisdiction = 'AU' | 'GB' | 'CA' | 'US' | 'NZ'
export const JURISDICTIONS: readonly Jurisdiction[] = ['AU', 'GB', 'CA', 'US', 'NZ']

export interface KeywordRule {
  id: string
  category: Category | typeof SUSPENSE
  /** Phrases matched as whole words in the normalised name (lower case, `&` as `and`, punctuation as spaces). */
  phrases: readonly string[]
  /** The rule does not apply when the name also holds one of these (a "motor vehicle expenses" account is no vehicle). */
  unless?: readonly string[]
}

const EXPENSE_WORDS = ['expense', 'expenses', 'hire', 'rental', 'rent', 'repairs', 'repair', 'maintenance', 'running', 'costs', 'fuel', 'lease payments', 'subscription', 'subscriptions', 'insurance', 'registration', 'tax', 'rates']

export const KEYWORD_RULES: readonly KeywordRule[] = [
  { id: 'kw.suspense', category: 'suspense', phrases: ['suspense', 'clearing', 'rounding', 'historical adjustment', 'historical balancing', 'mispostings', 'misposting', 'unallocated', 'unreconciled', 'tracking transfers'] },
  { id: 'kw.accumulated_depreciation', category: 'accumulated_depreciation', phrases: ['accumulated depreciation', 'accum depreciation', 'accum dep', 'acc dep', 'accumulated amortisation', 'accumulated amortization', 'provision for depreciation', 'less depreciation', 'depreciation provision'] },
  { id: 'kw.allowance_doubtful_debts', category: 'allowance_doubtful_debts', phrases: ['doubtful debts', 'doubtful accounts', 'allowance for bad debts', 'provision for bad debts', 'bad debt provision', 'allowance for credit losses', 'expected credit loss'] },
  { id: 'kw.indirect_tax', category: 'indirect_tax', phrases: ['gst', 'vat', 'sales tax', 'hst', 'pst', 'qst', 'input tax', 'output tax', 'goods and services tax'] },
  { id: 'kw.payroll_liabilities', category: 'payroll_liabilities', phrases: ['payg withholding', 'payg withholdings', 'paye', 'superannuation payable', 'super payable', 'kiwisaver payable', 'wages payable', 'salaries payable', 'payroll liabilities', 'payroll liability', 'payroll tax payable', 'national insurance', 'nic payable', 'pension payable', 'pensions payable', 'withholding tax', 'cpp payable', 'ei payable', 'source deductions', 'federal withholding', 'fica payable', 'futa payable', 'suta payable'] },
  { id: 'kw.income_tax_payable', category: 'income_tax_payable', phrases: ['income tax payable', 'tax payable', 'provision for income tax', 'corporation tax', 'taxes payable', 'payg instalments', 'payg instalment', 'provisional tax'] },
  { id: 'kw.income_tax_expense', category: 'income_tax_expense', phrases: ['income tax expense', 'tax expense', 'corporation tax expense', 'income tax provision expense'] },
  { id: 'kw.provisions', category: 'provisions', phrases: ['provision for annual leave', 'annual leave provision', 'long service leave', 'provision for long service leave', 'employee entitlements', 'leave provision', 'provision for warranty', 'warranty provision', 'provisions', 'provision for'] },
  { id: 'kw.accruals_deferred_income', category: 'accruals_deferred_income', phrases: ['accrued expenses', 'accrued liabilities', 'accruals', 'accrued charges', 'deferred income', 'deferred revenue', 'unearned revenue', 'unearned income', 'income in advance', 'income received in advance', 'customer deposits', 'accrued wages', 'accrued salaries', 'accrued interest payable'] },
  { id: 'kw.credit_cards', category: 'credit_cards', phrases: ['credit card', 'amex', 'visa', 'mastercard'] },
  { id: 'kw.borrowings', category: 'borrowings', phrases: ['bank loan', 'loan from', 'loans from', 'mortgage', 'hire purchase', 'chattel mortgage', 'overdraft', 'borrowings', 'finance lease', 'lease liability', 'lease liabilities', 'notes payable', 'bonds payable', 'debentures', 'line of credit'] },
  { id: 'kw.interest_income', category: 'interest_income', phrases: ['interest income', 'interest received', 'interest earned', 'interest revenue', 'bank interest received'] },
  { id: 'kw.interest_expense', category: 'interest_expense', phrases: ['interest expense', 'interest paid', 'loan interest', 'interest on loan', 'interest on loans', 'finance costs', 'finance charges', 'mortgage interest'] },
  { id: 'kw.other_income', category: 'other_income', phrases: ['other income', 'other revenue', 'sundry income', 'dividends received', 'dividend income', 'rental income', 'rent received', 'grant income', 'government grants', 'gain on', 'gain on sale', 'foreign exchange gain', 'commission received', 'miscellaneous income', 'investment income'] },
  { id: 'kw.cost_of_sales', category: 'cost_of_sales', phrases: ['cost of sales', 'cost of goods sold', 'cogs', 'purchases', 'direct costs', 'direct expenses', 'direct labour', 'direct labor', 'freight inwards', 'freight in', 'subcontractors', 'materials', 'cost of revenue'] },
  { id: 'kw.revenue', category: 'revenue', phrases: ['sales', 'revenue', 'turnover', 'fees income', 'fee income', 'fees earned', 'service income', 'services income', 'consulting income', 'professional fees income', 'income from services', 'trading income', 'takings', 'commission income'], unless: ['expense', 'expenses', 'commission paid', 'commissions paid', 'costs', 'cost'] },
  { id: 'kw.receivables', category: 'receivables', phrases: ['accounts receivable', 'trade receivables', 'trade debtors', 'debtors', 'receivables', 'receivable', 'other debtors'] },
  { id: 'kw.payables', category: 'payables', phrases: ['accounts payable', 'trade payables', 'trade creditors', 'creditors', 'payables', 'payable', 'unpaid expense claims'] },
  { id: 'kw.drawings_distributions', category: 'drawings_distributions', phrases: ['drawings', 'owner drawings', 'owners drawings', 'owner draws', 'dividends paid', 'dividend paid', 'dividends declared', 'distribution to beneficiaries', 'beneficiary distributions', 'distributions paid', 'distributions to partners'] },
  { id: 'kw.share_capital', category: 'share_capital', phrases: ['share capital', 'capital stock', 'common stock', 'preferred stock', 'ordinary shares', 'common shares', 'paid in capital', 'paid up capital', 'contributed capital', 'issued capital', 'called up share capital', 'settled sum', 'capital introduced', 'funds introduced', 'owner funds introduced', 'partners capital', 'owners capital', 'owner capital', 'capital account'] },
  { id: 'kw.retained_earnings', category: 'retained_earnings', phrases: ['retained earnings', 'retained profits', 'retained profit', 'accumulated losses', 'accumulated profits', 'accumulated surplus', 'current year earnings', 'profit and loss reserve', 'undistributed profits'] },
  { id: 'kw.reserves', category: 'reserves', phrases: ['reserve', 'reserves', 'revaluation surplus', 'share premium'] },
  { id: 'kw.equity', category: 'equity_unspecified', phrases: ['owners equity', 'owner equity', 'shareholders equity', 'stockholders equity', 'partners equity', 'members equity', 'opening balance equity', 'equity'] },
  { id: 'kw.depreciation', category: 'depreciation', phrases: ['depreciation', 'amortisation', 'amortization'] },
  { id: 'kw.employee_costs', category: 'employee_costs', phrases: ['wages', 'salaries', 'salary', 'superannuation', 'super guarantee', 'kiwisaver', 'payroll', 'staff costs', 'staff amenities', 'employee benefits', 'employer nic', 'employers nic', 'pension contributions', 'workers compensation', 'payroll tax', 'bonuses', 'directors fees', 'officers compensation'] },
  { id: 'kw.cash', category: 'cash', phrases: ['cash at bank', 'cash on hand', 'petty cash', 'cash', 'bank', 'cheque account', 'checking account', 'savings account', 'business account', 'operating account', 'undeposited funds', 'paypal', 'stripe'], unless: ['bank charges', 'bank fees', 'bank loan', 'cash flow', 'cashback'] },
  { id: 'kw.inventory', category: 'inventory', phrases: ['inventory', 'inventories', 'stock on hand', 'trading stock', 'finished goods', 'raw materials', 'work in progress', 'stock'] },
  { id: 'kw.prepayments', category: 'prepayments', phrases: ['prepayments', 'prepayment', 'prepaid expenses', 'prepaid'] },
  { id: 'kw.intangibles', category: 'intangibles', phrases: ['goodwill', 'intangible assets', 'intangibles', 'patents', 'trademarks', 'trade marks', 'intellectual property', 'formation costs', 'borrowing costs capitalised'], unless: EXPENSE_WORDS },
  { id: 'kw.property_plant_equipment', category: 'property_plant_equipment', phrases: ['property plant and equipment', 'plant and equipment', 'plant and machinery', 'plant', 'equipment', 'machinery', 'motor vehicles', 'motor vehicle', 'vehicles', 'furniture', 'fixtures', 'fittings', 'buildings', 'land', 'freehold property', 'leasehold improvements', 'leasehold property', 'computer equipment', 'office equipment', 'computers', 'tools'], unless: EXPENSE_WORDS },
  { id: 'kw.investments', category: 'investments', phrases: ['investments', 'investment', 'shares in', 'term deposit', 'term deposits', 'managed funds', 'listed shares'], unless: ['income', 'revenue', 'gain', 'loss', 'fees'] },
  { id: 'kw.other_current_assets', category: 'other_current_assets', phrases: ['deposits paid', 'bonds paid', 'security deposit', 'accrued income', 'loan to', 'loans to'] },
  { id: 'kw.operating_expenses', category: 'operating_expenses', phrases: ['rent', 'advertising', 'marketing', 'insurance', 'telephone', 'internet', 'electricity', 'utilities', 'light and power', 'repairs', 'maintenance', 'accounting fees', 'accountancy', 'legal fees', 'audit fees', 'bank charges', 'bank fees', 'merchant fees', 'subscriptions', 'travel', 'motor vehicle expenses', 'fuel', 'office expenses', 'printing', 'stationery', 'postage', 'cleaning', 'entertainment', 'general expenses', 'sundry expenses', 'consulting', 'consultancy', 'freight', 'courier', 'training', 'bad debts', 'donations', 'licences', 'licenses', 'software', 'computer expenses', 'rates', 'land tax', 'water', 'security', 'uniforms', 'expenses', 'expense', 'overheads'] },
]

/** A range of numeric account codes (separators `-`, `.`, `/` and spaces ignored; a code with letters has no range). */
export interface CodeRangeRule {
  id: string
  category: Category | typeof SUSPENSE
  /** How many digits the code has, inclusive. */
  digits: readonly [number, number]
  /** Compared with the code's leading digits, as many as `from` has; inclusive. */
  from: string
  to: string
}

/** Xero's default charts (AU, NZ, UK) number accounts in three digits by class. */
const XERO_3_DIGIT: readonly CodeRangeRule[] = [
  { id: 'xero.090-099', category: 'cash', digits: [3, 3], from: '090', to: '099' },
  { id: 'xero.200-259', category: 'revenue', digits: [3, 3], from: '200', to: '259' },
  { id: 'xero.260-299', category: 'other_income', digits: [3, 3], from: '260', to: '299' },
  { id: 'xero.300-399', category: 'cost_of_sales', digits: [3, 3], from: '300', to: '399' },
  { id: 'xero.400-599', category: 'expenses_unspecified', digits: [3, 3], from: '400', to: '599' },
  { id: 'xero.600-699', category: 'other_current_assets', digits: [3, 3], from: '600', to: '699' },
  { id: 'xero.700-799', category: 'other_non_current_assets', digits: [3, 3], from: '700', to: '799' },
  { id: 'xero.800-899', category: 'other_current_liabilities', digits: [3, 3], from: '800', to: '899' },
  { id: 'xero.900-949', category: 'other_non_current_liabilities', digits: [3, 3], from: '900', to: '949' },
  { id: 'xero.950-999', category: 'equity_unspecified', digits: [3, 3], from: '950', to: '999' },
]

/** MYOB AccountRight (1-1100 …) and Odoo l10n_au (5 digits) charts lead with the class digit. */
const CLASS_DIGIT_AU_NZ: readonly CodeRangeRule[] = [
  { id: 'class.1', category: 'assets_unspecified', digits: [4, 6], from: '1', to: '1' },
  { id: 'class.2', category: 'liabilities_unspecified', digits: [4, 6], from: '2', to: '2' },
  { id: 'class.3', category: 'equity_unspecified', digits: [4, 6], from: '3', to: '3' },
  { id: 'class.4', category: 'revenue', digits: [4, 6], from: '4', to: '4' },
  { id: 'class.5', category: 'cost_of_sales', digits: [4, 6], from: '5', to: '5' },
  { id: 'class.6', category: 'expenses_unspecified', digits: [4, 6], from: '6', to: '6' },
  { id: 'class.8', category: 'other_income', digits: [4, 6], from: '8', to: '8' },
  { id: 'class.9', category: 'expenses_unspecified', digits: [4, 6], from: '9', to: '9' },
]

/** Sage 50 (UK) default nominal ledger: four digits. */
const SAGE_GB: readonly CodeRangeRule[] = [
  { id: 'sage.0010-0999', category: 'other_non_current_assets', digits: [4, 4], from: '0010', to: '0999' },
  { id: 'sage.1000-1999', category: 'other_current_assets', digits: [4, 4], from: '1000', to: '1999' },
  { id: 'sage.2000-2999', category: 'liabilities_unspecified', digits: [4, 4], from: '2000', to: '2999' },
  { id: 'sage.3000-3999', category: 'equity_unspecified', digits: [4, 4], from: '3000', to: '3999' },
  { id: 'sage.4000-4999', category: 'revenue', digits: [4, 4], from: '4000', to: '4999' },
  { id: 'sage.5000-6999', category: 'cost_of_sales', digits: [4, 4], from: '5000', to: '6999' },
  { id: 'sage.7000-9997', category: 'expenses_unspecified', digits: [4, 4], from: '7000', to: '9997' },
  { id: 'sage.9998-9999', category: 'suspense', digits: [4, 4], from: '9998', to: '9999' },
]

/** Four-digit charts as US (and Canadian) small-business software numbers them. */
const CLASS_DIGIT_US: readonly CodeRangeRule[] = [
  { id: 'us.1000-1999', category: 'assets_unspecified', digits: [4, 5], from: '1', to: '1' },
  { id: 'us.2000-2999', category: 'liabilities_unspecified', digits: [4, 5], from: '2', to: '2' },
  { id: 'us.3000-3999', category: 'equity_unspecified', digits: [4, 5], from: '3', to: '3' },
  { id: 'us.4000-4999', category: 'revenue', digits: [4, 5], from: '4', to: '4' },
  { id: 'us.5000-5999', category: 'cost_of_sales', digits: [4, 5], from: '5', to: '5' },
  { id: 'us.6000-7999', category: 'expenses_unspecified', digits: [4, 5], from: '6', to: '7' },
]

/**
 * Canada: only ranges on which the two common numberings (QuickBooks-style and GIFI-style, where 2000–2599 are still
 * assets and 3140–3499 liabilities) agree.
 */
const CLASS_DIGIT_CA: readonly CodeRangeRule[] = [
  { id: 'ca.1000-1999', category: 'assets_unspecified', digits: [4, 4], from: '1', to: '1' },
  { id: 'ca.4000-4999', category: 'revenue', digits: [4, 4], from: '4', to: '4' },
  { id: 'ca.5000-5999', category: 'cost_of_sales', digits: [4, 4], from: '5', to: '5' },
]

export const CODE_RANGE_RULES: Readonly<Record<Jurisdiction, readonly CodeRangeRule[]>> = {
  AU: [...XERO_3_DIGIT, ...CLASS_DIGIT_AU_NZ],
  NZ: [...XERO_3_DIGIT, ...CLASS_DIGIT_AU_NZ],
  GB: [...XERO_3_DIGIT, ...SAGE_GB],
  US: CLASS_DIGIT_US,
  CA: CLASS_DIGIT_CA,
}

