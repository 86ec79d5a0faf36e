// Periods that do not agree. Each table's period is the first period statement in it (`Year ended 30 June 2025`,
// `for the period ending …`, `as at …`, `Period: 1 July 2024 to 30 June 2025`, a `Period end` label beside a date):
// the title's, so a comparative column further down (`Year ended 30 June 2024`) is not read as the table's period.
// Findings: tables stating different period ends (period_mismatch); a table's period end other than the engagement's
// (period_differs_from_engagement); dates on rows that carry figures (transactions) outside the engagement period
// (date_outside_period, one finding per table). Sign-off rows are not transactions.
import { cellDate, datesIn, figure, locate, rowText, showDate, type CheckFinding, type DateOrder } from './common.ts'
import type { DocTable } from '../types.ts'

const STATEMENT =
  /\b(?:(?:financial\s+)?(?:year|period|quarter|month|half[- ]year|months)\s+end(?:ed|ing|s)?|as\s+(?:at|of)|period(?:\s+covered)?\s*:|for\s+the\s+period)\s*:?\s*(?:from\s+)?/i
const SIGNOFF = /\b(?:prepared|reviewed|preparer|reviewer|approved|signed)\b/i
const RANGE_SEP = /^\s*(?:to|-|–|through|until)\s*/i

export interface Engagement {
  periodStart: string | null
  periodEnd: string | null
}

export interface TablePeriod {
  table: string
  row: number
  periodEnd: string
  periodStart: string | null
}

export interface PeriodsResult {
  findings: CheckFinding[]
  periods: TablePeriod[]
  datesChecked: number
}

/** The period a line states, if it states one: its end (and start, for a range). */
export function statedPeriod(line: string, order: DateOrder): { start: string | null; end: string } | null {
  const m = STATEMENT.exec(line)
  if (!m) return null
  const after = line.slice(m.index + m[0].length)
  const dates = datesIn(after, order)
  if (!dates.length || dates[0]!.at > 3) return null
  const first = dates[0]!
  const next = dates[1]
  if (next && RANGE_SEP.test(after.slice(first.at + first.text.length, next.at)))
    return { start: first.date, end: next.date }
  return { start: null, end: first.date }
}

export function checkPeriods(tables: readonly DocTable[], engagement: Engagement, order: DateOrder): PeriodsResult {
  const findings: CheckFinding[] = []
  const periods: TablePeriod[] = []
  let datesChecked = 0
  for (const t of tables) {
    for (const r of t.rows) {
      const p = statedPeriod(rowText(r), order)
      if (p) {
        periods.push({ table: t.name, row: r.n, periodEnd: p.end, periodStart: p.start })
        break
      }
    }
  }
  const ends = [...new Set(periods.map((p) => p.periodEnd))]
  if (ends.length > 1) {
    const first = periods[0]!
    for (const p of periods.filter((x) => x.periodEnd !== first.periodEnd)) {
      const t = tables.find((x) => x.name === p.table)!
      findings.push({
        kind: 'period_mismatch',
        area: 'periods',
        severity: 'high',
        description: `${p.table} states a period ending ${showDate(p.periodEnd)} (row ${p.row}) but ${first.table} states ${showDate(first.periodEnd)} (row ${first.row}).`,
        recommendation: 'Make every schedule of the workpaper cover the same period, or roll the schedule forward.',
        location: locate(t, p.row, null),
      })
    }
  }
  if (engagement.periodEnd) {
    for (const p of periods.filter((x) => x.periodEnd !== engagement.periodEnd)) {
      const t = tables.find((x) => x.name === p.table)!
      findings.push({
        kind: 'period_differs_from_engagement',
        area: 'periods',
        severity: 'high',
        description: `${p.table} states a period ending ${showDate(p.periodEnd)} (row ${p.row}); the engagement period ends ${showDate(engagement.periodEnd)}.`,
        recommendation: "Check that the right period's document was filed, or correct its heading.",
        location: locate(t, p.row, null),
      })
    }
  }
  if (engagement.periodStart || engagement.periodEnd) {
    const from = engagement.periodStart ?? '0000-01-01'
    const to = engagement.periodEnd ?? '9999-12-31'
    for (const t of tables) {
      const outside: Array<{ row: number; col: number; date: string }> = []
      for (const r of t.rows) {
        const line = rowText(r)
        if (SIGNOFF.test(line) || STATEMENT.test(line)) continue
        const hasFigure = r.cells.some((c) => figure(c) !== null)
        if (!hasFigure) continue
        for (const c of r.cells) {
          const d = cellDate(c, order)
          if (!d) continue
          datesChecked++
          if (d < from || d > to) outside.push({ row: r.n, col: c.col, date: d })
        }
      }
      if (!outside.length) continue
      const shown = outside
        .slice(0, 5)
        .map((o) => `${showDate(o.date)} (row ${o.row})`)
        .join(', ')
      findings.push({
        kind: 'date_outside_period',
        area: 'periods',
        severity: 'medium',
        description: `${outside.length} dated row${outside.length === 1 ? '' : 's'} of ${t.name} fall${outside.length === 1 ? 's' : ''} outside the engagement period ${engagement.periodStart ? showDate(engagement.periodStart) : '…'} to ${engagement.periodEnd ? showDate(engagement.periodEnd) : '…'}: ${shown}${outside.length > 5 ? ', …' : ''}.`,
        recommendation:
          'Check cut-off: items of another period may be included, or the schedule may be of another period.',
        location: locate(t, outside[0]!.row, outside[0]!.col),
      })
    }
  }
  return { findings, periods, datesChecked }
}
