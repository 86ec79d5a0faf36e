// Required items (review_compliance): each phrase the caller lists (a disclosure, a statement, a heading) is looked
// for in the document's text, ignoring case, punctuation and spacing, so `Directors' declaration` finds
// `DIRECTORS DECLARATION`. Absent items are findings; present ones say where they were found.
import { locate, rowText, type CheckFinding, type Location } from './common.ts'
import type { DocTable } from '../types.ts'

const squash = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

export interface RequiredItem {
  item: string
  present: boolean
  location: Location | null
}

export function checkRequiredItems(
  tables: readonly DocTable[],
  items: readonly string[],
): { findings: CheckFinding[]; items: RequiredItem[] } {
  const lines = tables.flatMap((t) => t.rows.map((r) => ({ t, r, text: ` ${squash(rowText(r))} ` })))
  const whole = ` ${lines.map((l) => l.text.trim()).join(' ')} `
  const out: RequiredItem[] = []
  const findings: CheckFinding[] = []
  for (const item of items) {
    const key = ` ${squash(item)} `
    if (key.trim() === '') continue
    const line = lines.find((l) => l.text.includes(key))
    const present = Boolean(line) || whole.includes(key)
    out.push({ item, present, location: line ? locate(line.t, line.r.n, null) : null })
    if (!present) {
      findings.push({
        kind: 'required_item_missing',
        area: 'content',
        severity: 'medium',
        description: `The document does not contain ${JSON.stringify(item.slice(0, 120))}.`,
        recommendation: 'Add it, or record why it does not apply.',
        location: { table: tables[0]?.name ?? 'document', row: null, column: null, cell: null },
      })
    }
  }
  return { findings, items: out }
}
