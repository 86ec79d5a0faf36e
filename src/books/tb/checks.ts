// Trial-balance integrity checks (issue 8, detect_tb_duplicates; domain-skills.md §5.1 items 1–4): duplicates, debits
// against credits with the usual causes of a difference, balances on the unnatural side, and suspense or clearing
// accounts that still hold money. Pure: rows in (minor units, debit positive), typed findings out, each naming the
// rows it came from.
import { add, subtract } from '../../money/index.ts'
import { classify, normaliseName } from './classify.ts'
import { SUSPENSE, type AccountType, type Side } from './categories.ts'
import type { Jurisdiction } from './rules.ts'

export interface CheckRow {
  /** Where the row came from: a CSV line, an index in the input, a position in the chart. */
  row: number
  code: string
  name: string
  balanceMinor: number
  /** The account's type in the client's chart, when the rows come from the books. */
  chartType?: AccountType | null
}

export type FindingKind =
  | 'duplicate_code'
  | 'duplicate_name'
  | 'duplicate_row'
  | 'same_amount'
  | 'out_of_balance'
  | 'sign_anomaly'
  | 'suspense_balance'

export interface Finding {
  kind: FindingKind
  severity: 'high' | 'medium' | 'low'
  rows: number[]
  message: string
  /** The amount the finding is about (minor units, debit positive), when there is one. */
  amountMinor?: number
}

export interface CheckResult {
  debitsMinor: number
  creditsMinor: number
  /** Debits minus credits. */
  differenceMinor: number
  findings: Finding[]
  /** Rows whose natural side was known (from the chart type or a classification rule). */
  signCheckedRows: number
}

/** Equal non-zero balances on different accounts below this many minor units are too common to mention. */
export const SAME_AMOUNT_MIN_MINOR = 100_00
const NATURAL_OF_TYPE: Record<AccountType, Side> = {
  asset: 'debit',
  expense: 'debit',
  liability: 'credit',
  equity: 'credit',
  revenue: 'credit',
}

export function checkTrialBalance(
  rows: readonly CheckRow[],
  o: { jurisdiction: Jurisdiction | null; fmt: (minor: number) => string },
): CheckResult {
  const findings: Finding[] = []
  const groups = <K>(key: (r: CheckRow) => K | null) => {
    const m = new Map<K, CheckRow[]>()
    for (const r of rows) {
      const k = key(r)
      if (k === null) continue
      m.set(k, [...(m.get(k) ?? []), r])
    }
    return [...m.values()].filter((g) => g.length > 1)
  }
  const list = (g: readonly CheckRow[]) => g.map((r) => `${r.code} ${JSON.stringify(r.name)} (row ${r.row})`).join(', ')

  // 1. Duplicates.
  for (const g of groups((r) => r.code.trim().toLowerCase() || null)) {
    findings.push({
      kind: 'duplicate_code',
      severity: 'high',
      rows: g.map((r) => r.row),
      message: `Account code ${g[0]!.code} appears ${g.length} times: ${list(g)}.`,
    })
  }
  for (const g of groups((r) => normaliseName(r.name) || null)) {
    const codes = new Set(g.map((r) => r.code.trim().toLowerCase()))
    if (codes.size < 2) continue
    findings.push({
      kind: 'duplicate_name',
      severity: 'medium',
      rows: g.map((r) => r.row),
      message: `The same account name under ${codes.size} codes: ${list(g)}.`,
    })
    const sameBalance = groups((r) => (g.includes(r) ? `${r.balanceMinor}` : null))
    for (const s of sameBalance) {
      if (s[0]!.balanceMinor === 0) continue
      findings.push({
        kind: 'duplicate_row',
        severity: 'high',
        rows: s.map((r) => r.row),
        amountMinor: s[0]!.balanceMinor,
        message: `The same name and the same balance ${o.fmt(s[0]!.balanceMinor)} under different codes (a row entered twice?): ${list(s)}.`,
      })
    }
  }
  for (const g of groups((r) => (Math.abs(r.balanceMinor) >= SAME_AMOUNT_MIN_MINOR ? r.balanceMinor : null))) {
    const names = new Set(g.map((r) => normaliseName(r.name)))
    if (names.size < g.length) continue // already reported as the same name
    findings.push({
      kind: 'same_amount',
      severity: 'low',
      rows: g.map((r) => r.row),
      amountMinor: g[0]!.balanceMinor,
      message: `${g.length} different accounts hold exactly ${o.fmt(g[0]!.balanceMinor)}: ${list(g)}. Often a coincidence; worth a look for a posting made twice.`,
    })
  }

  // 2. Debits against credits, with the usual causes of a difference.
  let debits = 0
  let credits = 0
  for (const r of rows) {
    if (r.balanceMinor > 0) debits = add(debits, r.balanceMinor)
    else credits = add(credits, -r.balanceMinor)
  }
  const diff = subtract(debits, credits)
  if (diff !== 0) {
    const causes: string[] = []
    const half = diff % 2 === 0 ? diff / 2 : null
    const onWrongSide = half === null ? [] : rows.filter((r) => r.balanceMinor === half)
    if (onWrongSide.length)
      causes.push(
        `${list(onWrongSide)} equal${onWrongSide.length === 1 ? 's' : ''} half the difference: posted on the wrong side?`,
      )
    const equalToDiff = rows.filter((r) => Math.abs(r.balanceMinor) === Math.abs(diff))
    if (equalToDiff.length)
      causes.push(
        `${list(equalToDiff)} equal${equalToDiff.length === 1 ? 's' : ''} the difference: counted twice, or its other side missing?`,
      )
    if (diff % 9 === 0) causes.push('The difference is divisible by 9: a transposition (digits swapped) is possible.')
    findings.push({
      kind: 'out_of_balance',
      severity: 'high',
      rows: [...new Set([...onWrongSide, ...equalToDiff].map((r) => r.row))].sort((a, b) => a - b),
      amountMinor: diff,
      message: `Debits ${o.fmt(debits)} do not equal credits ${o.fmt(credits)}: difference ${o.fmt(diff)}.${causes.length ? ` ${causes.join(' ')}` : ''}`,
    })
  }

  // 3 and 4. Sides and suspense, by chart type or by classification.
  let signChecked = 0
  for (const r of rows) {
    const c = classify(r, o.jurisdiction)
    if (!c.classified && c.category === SUSPENSE) {
      if (r.balanceMinor !== 0)
        findings.push({
          kind: 'suspense_balance',
          severity: 'high',
          rows: [r.row],
          amountMinor: r.balanceMinor,
          message: `${list([r])} is a suspense or clearing account (rule ${c.rule!.id}, "${c.rule!.matched}") holding ${o.fmt(r.balanceMinor)}; it should be cleared to the accounts it belongs to.`,
        })
      continue
    }
    let natural: Side | null = null
    let basis = ''
    if (c.classified) {
      natural = c.info.natural
      basis = `classified ${c.category} by rule ${c.rule.id} ("${c.rule.matched}")${c.info.contra ? ', a contra account' : ''}`
      // The chart's type wins when it disagrees with the rule's: it is what the books say the account is.
      if (r.chartType && r.chartType !== c.info.type) {
        natural = NATURAL_OF_TYPE[r.chartType]
        basis = `a ${r.chartType} account in the chart`
      }
    } else if (r.chartType) {
      natural = NATURAL_OF_TYPE[r.chartType]
      basis = `a ${r.chartType} account in the chart`
    }
    if (natural === null) continue
    signChecked++
    const side: Side | null = r.balanceMinor > 0 ? 'debit' : r.balanceMinor < 0 ? 'credit' : null
    if (side !== null && side !== natural) {
      findings.push({
        kind: 'sign_anomaly',
        severity: 'medium',
        rows: [r.row],
        amountMinor: r.balanceMinor,
        message: `${list([r])} has a ${side} balance of ${o.fmt(Math.abs(r.balanceMinor))}; as ${basis} it normally has a ${natural} balance.`,
      })
    }
  }
  return { debitsMinor: debits, creditsMinor: credits, differenceMinor: diff, findings, signCheckedRows: signChecked }
}
