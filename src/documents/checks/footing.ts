// Totals that do not foot: in every table, each row labelled as a total (`Total`, `Total revenue`, `Subtotal`,
// `Grand total`) is compared, column by column, with the figures above it. A total agrees when it equals the sum of the
// detail rows since the previous total row, or (a grand total) the stated subtotals since the previous grand total
// plus the detail rows after the last of them, or every detail row since the previous grand total. Anything else is a
// finding with the stated total, the computed sum and the difference. Header rows of years (`2025  2024`), dates,
// percentages and text are not figures. `tolerance` (millionths) allows rounding in presented figures.
import { figure, formatFigure, label, locate, type CheckFinding } from './common.ts'
import type { DocTable } from '../types.ts'

const TOTAL = /\b(?:sub-?\s?)?totals?\b/i
const GRAND = /\bgrand\s+total\b/i

const isYear = (v: string | number) =>
  typeof v === 'number' ? Number.isInteger(v) && v >= 1900 && v <= 2100 : /^(?:FY\s?)?(?:19|20)\d{2}$/i.test(v.trim())

interface Column {
  details: bigint
  subtotals: bigint
  allDetails: bigint
  seenDetail: boolean
  seenSubtotal: boolean
}

export interface FootingResult {
  findings: CheckFinding[]
  totalsChecked: number
}

export function checkFooting(tables: readonly DocTable[], o: { tolerance?: bigint } = {}): FootingResult {
  const tolerance = o.tolerance ?? 0n
  const findings: CheckFinding[] = []
  let totalsChecked = 0
  for (const t of tables) {
    const cols = new Map<number, Column>()
    const col = (c: number) => {
      let s = cols.get(c)
      if (!s) cols.set(c, (s = { details: 0n, subtotals: 0n, allDetails: 0n, seenDetail: false, seenSubtotal: false }))
      return s
    }
    for (const r of t.rows) {
      const name = label(r)
      const figures = r.cells
        .map((c) => ({ c, f: figure(c) }))
        .filter((x): x is { c: typeof x.c; f: bigint } => x.f !== null)
      if (!figures.length) continue
      // Column headings of years (`Account  2025  2024`) above the first figures of their columns.
      if (figures.every(({ c }) => isYear(c.v) && !cols.get(c.col)?.seenDetail)) continue
      if (!TOTAL.test(name)) {
        for (const { c, f } of figures) {
          const s = col(c.col)
          s.details += f
          s.allDetails += f
          s.seenDetail = true
        }
        continue
      }
      for (const { c, f: stated } of figures) {
        const s = cols.get(c.col)
        if (!s || (!s.seenDetail && !s.seenSubtotal)) continue // a total with nothing above it in its column
        totalsChecked++
        const near = (x: bigint) => (stated - x < 0n ? x - stated : stated - x) <= tolerance
        const section = near(s.details)
        const grand = (s.seenSubtotal && near(s.subtotals + s.details)) || near(s.allDetails)
        if (!section && !grand) {
          const computed =
            s.seenSubtotal && (GRAND.test(name) || !s.seenDetail || s.details === 0n)
              ? s.subtotals + s.details
              : s.details
          findings.push({
            kind: 'total_does_not_foot',
            area: 'footing',
            severity: 'high',
            description: `${JSON.stringify(name.slice(0, 80))} states ${formatFigure(stated)} but the figures above it add up to ${formatFigure(computed)} (difference ${formatFigure(stated - computed)}).`,
            recommendation:
              'Re-add the column; look for a row left out of the total, a figure typed over a formula, or a total that includes itself.',
            location: locate(t, r.n, c.col),
            stated: formatFigure(stated),
            computed: formatFigure(computed),
            difference: formatFigure(stated - computed),
          })
        }
        if (grand && !section) {
          // A grand total closes everything above it.
          s.subtotals = 0n
          s.allDetails = 0n
          s.seenSubtotal = false
        } else {
          s.subtotals += stated
          s.seenSubtotal = true
        }
        s.details = 0n
        s.seenDetail = false
      }
    }
  }
  return { findings, totalsChecked }
}
