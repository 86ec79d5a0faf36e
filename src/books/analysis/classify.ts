// Account classes the ratios need beyond the chart's five types (research domain-skills §5.2, §6): which assets are
// cash, receivables or inventory, which liabilities are trade payables or interest-bearing debt and whether current,
// which expenses are cost of sales, interest, income tax or depreciation. A chart carries only the type, so the class
// comes from the caller (`overrides`, by account code) or else from keyword rules on the account name; every
// account's class and where it came from is returned, so an analysis can be checked and corrected.
import type { AccountType } from '../journal.ts'
import { AnalysisInputError } from './input-error.ts'
import type { ChartAccount } from './statements.ts'

export const ACCOUNT_CLASSES = {
  asset: ['cash', 'receivables', 'inventory', 'marketable_securities', 'other_current_asset', 'non_current_asset'],
  liability: [
    'trade_payables',
    'current_debt',
    'other_current_liability',
    'non_current_debt',
    'other_non_current_liability',
  ],
  equity: ['equity'],
  revenue: ['revenue', 'other_income'],
  expense: ['cost_of_sales', 'interest', 'income_tax', 'depreciation_amortisation', 'operating_expense'],
} as const satisfies Record<AccountType, readonly string[]>

export type AccountClass = (typeof ACCOUNT_CLASSES)[AccountType][number]

export const ALL_CLASSES: readonly AccountClass[] = Object.values(ACCOUNT_CLASSES).flat()

/** A class as a type allows it: cash is an asset class, interest an expense class. */
export function classFits(type: AccountType, cls: string): cls is AccountClass {
  return (ACCOUNT_CLASSES[type] as readonly string[]).includes(cls)
}

/** Keyword rules, first match wins, per type; the last class of each list is the fallback. */
const RULES: Record<AccountType, Array<[RegExp, AccountClass]>> = {
  asset: [
    [
      /accum|depreciation|amorti[sz]ation|non[- ]?current|long[- ]term|fixed|plant|equipment|machinery|vehicle|motor|building|land|property|furniture|fittings|computer|intangible|goodwill|loan to|investment property/i,
      'non_current_asset',
    ],
    [/cash|bank|petty|term deposit|cheque|savings|clearing/i, 'cash'],
    [/debtor|receivable/i, 'receivables'],
    [/inventor|stock|work in progress|finished goods|raw material/i, 'inventory'],
    [/marketable|listed shares|trading securities|short[- ]term investment/i, 'marketable_securities'],
  ],
  liability: [
    [/overdraft|credit card|current portion|current loan/i, 'current_debt'],
    [
      /loan|borrowing|mortgage|hire purchase|chattel|lease liabilit|debenture|notes? payable|bank bill|finance facility/i,
      'non_current_debt',
    ],
    [/non[- ]?current|long[- ]term|deferred tax|provision for long/i, 'other_non_current_liability'],
    [/creditor|accounts payable|trade payable/i, 'trade_payables'],
  ],
  equity: [],
  revenue: [
    [
      /interest (received|income|earned)|dividend|other income|gain on|sundry income|rental income|grant/i,
      'other_income',
    ],
  ],
  expense: [
    [/cost of (sales|goods)|cogs|purchases|direct (cost|labou?r|material)|freight in|subcontract/i, 'cost_of_sales'],
    [/depreciation|amorti[sz]ation/i, 'depreciation_amortisation'],
    [/interest|finance (cost|charge)|borrowing cost/i, 'interest'],
    [/income tax|tax expense|company tax/i, 'income_tax'],
  ],
}

const FALLBACK: Record<AccountType, AccountClass> = {
  asset: 'other_current_asset',
  liability: 'other_current_liability',
  equity: 'equity',
  revenue: 'revenue',
  expense: 'operating_expense',
}

export interface Classified {
  code: string
  name: string
  type: AccountType
  class: AccountClass
  /** `override`: given by the caller; `keyword`: a name rule matched; `default`: no rule matched, the type's fallback. */
  source: 'override' | 'keyword' | 'default'
}

/** Every account of the chart with its class. `overrides` must already fit the account's type (see classFits). */
export function classifyChart(
  chart: readonly ChartAccount[],
  overrides: Readonly<Record<string, AccountClass>> = {},
): Classified[] {
  return chart.map((a) => {
    const given = overrides[a.code]
    if (given) return { code: a.code, name: a.name, type: a.type, class: given, source: 'override' as const }
    const rule = RULES[a.type].find(([re]) => re.test(a.name))
    return rule
      ? { code: a.code, name: a.name, type: a.type, class: rule[1], source: 'keyword' as const }
      : { code: a.code, name: a.name, type: a.type, class: FALLBACK[a.type], source: 'default' as const }
  })
}

/** The caller's classes (code → class), each for an account of the chart and fitting its type; `param` names the field. */
export function checkClassOverrides(
  given: Readonly<Record<string, string | undefined>>,
  chart: readonly ChartAccount[],
  param = 'account_classes',
): Record<string, AccountClass> {
  const types = new Map(chart.map((a) => [a.code, a.type]))
  const out: Record<string, AccountClass> = {}
  for (const [code, cls] of Object.entries(given)) {
    if (cls === undefined) continue
    const type = types.get(code)
    if (!type) throw new AnalysisInputError(`${param}.${code}`, "names no account of the client's chart")
    if (!classFits(type, cls))
      throw new AnalysisInputError(
        `${param}.${code}`,
        `is ${cls}, which is not a class of ${type} accounts (${ACCOUNT_CLASSES[type].join(', ')})`,
      )
    out[code] = cls
  }
  return out
}
