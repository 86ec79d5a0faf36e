// Missing sign-offs, by rule. A sign-off block is read from the labels of a table (`Prepared by`, `Preparer`,
// `Reviewed by`, `Reviewer`, `Date`, `Date prepared`, `Review date`, with the value in the same cell after the label or
// in the next cell, as spreadsheets and printed workpapers lay them out); a generic `Date` belongs to the person named
// last on its row, else on the row above. Rules, for each table that has a block (or the document, when none has):
// a preparer and a reviewer are named; each has a date that reads as a date and is not after today; the reviewer is
// not the preparer (names compared ignoring case, spacing and punctuation, and initials against a full name); the
// review is not dated before the preparation.
import { datesIn, locate, showDate, text, type CheckFinding, type DateOrder } from './common.ts'
import type { DocTable } from '../types.ts'

type Role = 'preparer' | 'reviewer'
type LabelKind = Role | 'preparer_date' | 'reviewer_date' | 'date'

const LABELS: Array<[RegExp, LabelKind]> = [
  [/^(?:date\s+prepared|prepared\s+on|preparation\s+date)\b\s*:?\s*/i, 'preparer_date'],
  [/^(?:date\s+reviewed|reviewed\s+on|review\s+date)\b\s*:?\s*/i, 'reviewer_date'],
  [/^(?:prepared\s+by|preparer)\b\s*:?\s*/i, 'preparer'],
  [/^(?:reviewed\s+by|reviewer)\b\s*:?\s*/i, 'reviewer'],
  [/^(?:date|dated|on)\b\s*:?\s*/i, 'date'],
]

export interface Signer {
  name: string | null
  date: string | null
  dateText: string | null
  row: number
  col: number
}
export interface SignoffBlock {
  table: string
  preparer: Signer | null
  reviewer: Signer | null
}

const LABEL_WORDS =
  'date\\s+prepared|prepared\\s+on|preparation\\s+date|date\\s+reviewed|reviewed\\s+on|review\\s+date|prepared\\s+by|preparer|reviewed\\s+by|reviewer|dated?'
/** A label opening a cell (`Prepared by`, `Date:`), or one later in it followed by a colon (`… Date: 1/7/25`). */
const AT_START = new RegExp(`^(${LABEL_WORDS})\\b\\s*:?\\s*`, 'i')
const INSIDE = new RegExp(`\\s(${LABEL_WORDS})\\s*:\\s*`, 'gi')

/** The labelled segments of a cell: `Prepared by: JS  Date: 1/7/25` holds two; a name such as `Alex Preparer` none. */
function segments(s: string): Array<{ kind: LabelKind | null; value: string }> {
  const out: Array<{ kind: LabelKind | null; value: string }> = []
  const kindOf = (w: string) => LABELS.find(([l]) => l.test(w))![1]
  const start = AT_START.exec(s)
  let kind: LabelKind | null = start ? kindOf(start[1]!) : null
  let last = start ? start[0].length : 0
  INSIDE.lastIndex = last
  for (let m = INSIDE.exec(s); m; m = INSIDE.exec(s)) {
    if (kind === null && m.index === 0) continue
    out.push({ kind, value: s.slice(last, m.index).trim() })
    kind = kindOf(m[1]!)
    last = m.index + m[0].length
  }
  out.push({ kind, value: s.slice(last).trim() })
  return out.filter((x) => x.kind !== null || x.value !== '')
}

export function readSignoffs(t: DocTable, order: DateOrder): SignoffBlock | null {
  const block: SignoffBlock = { table: t.name, preparer: null, reviewer: null }
  let found = false
  let lastPerson: Signer | null = null
  for (const r of t.rows) {
    let pending: { kind: LabelKind } | null = null
    let rowPerson: Signer | null = null
    const setDate = (who: Signer | null, value: string) => {
      if (!who || who.dateText) return
      who.dateText = value
      const d = datesIn(value, order)
      who.date = d.length ? d[0]!.date : null
    }
    const assign = (kind: LabelKind, value: string, col: number) => {
      // A `Date` column heading alone is not a sign-off.
      if (kind !== 'date') found = true
      if (kind === 'preparer' || kind === 'reviewer') {
        // `J Smith 15/07/2025` in one cell: the date is split off.
        const d = datesIn(value, order)[0]
        const name = (d ? value.slice(0, d.at) : value).replace(/[\s,;:-]+$/, '').trim()
        const who: Signer = { name: name || null, date: null, dateText: null, row: r.n, col }
        if (!block[kind] || (!block[kind]!.name && who.name)) block[kind] = who
        rowPerson = lastPerson = block[kind]
        if (d) setDate(block[kind], value.slice(d.at))
      } else if (kind === 'preparer_date') {
        block.preparer ??= { name: null, date: null, dateText: null, row: r.n, col }
        setDate(block.preparer, value)
      } else if (kind === 'reviewer_date') {
        block.reviewer ??= { name: null, date: null, dateText: null, row: r.n, col }
        setDate(block.reviewer, value)
      } else if (value) setDate(rowPerson ?? lastPerson, value)
    }
    for (const c of r.cells) {
      const segs = segments(text(c))
      for (const s of segs) {
        if (s.kind) {
          if (s.value) {
            assign(s.kind, s.value, c.col)
            pending = null
          } else {
            pending = { kind: s.kind }
            if (s.kind === 'preparer' || s.kind === 'reviewer') assign(s.kind, '', c.col)
          }
        } else if (pending) {
          assign(pending.kind, s.value, c.col)
          pending = null
        }
      }
    }
  }
  return found ? block : null
}

const normal = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '')
const initials = (s: string) =>
  s
    .split(/[\s.]+/)
    .filter(Boolean)
    .map((w) => w[0]!.toLowerCase())
    .join('')

/** Two names of one person: equal ignoring case, spacing and punctuation, or initials (`JS`, `J.S.`) of the other. */
export function samePerson(a: string, b: string): boolean {
  if (normal(a) === normal(b)) return true
  const short = (x: string) => /^(?:[A-Za-z]\.?\s?){1,4}$/.test(x.trim())
  if (short(a) && !short(b)) return normal(a) === initials(b)
  if (short(b) && !short(a)) return normal(b) === initials(a)
  return false
}

export interface SignoffsResult {
  findings: CheckFinding[]
  blocks: SignoffBlock[]
}

export function checkSignoffs(tables: readonly DocTable[], o: { order: DateOrder; today: string }): SignoffsResult {
  const blocks: SignoffBlock[] = []
  for (const t of tables) {
    const b = readSignoffs(t, o.order)
    if (b) blocks.push(b)
  }
  const findings: CheckFinding[] = []
  const whole = { table: tables[0]?.name ?? 'document', row: null, column: null, cell: null }
  if (!blocks.length) {
    for (const role of ['preparer', 'reviewer'] as const) {
      findings.push({
        kind: role === 'preparer' ? 'signoff_missing_preparer' : 'signoff_missing_reviewer',
        area: 'sign-offs',
        severity: 'high',
        description: `The document has no ${role} sign-off (no "${role === 'preparer' ? 'Prepared by' : 'Reviewed by'}" label was found).`,
        recommendation: `Add the ${role}'s name and the date of ${role === 'preparer' ? 'preparation' : 'review'}.`,
        location: whole,
      })
    }
    return { findings, blocks }
  }
  for (const b of blocks) {
    const t = tables.find((x) => x.name === b.table)!
    const at = (s: Signer | null) => (s ? locate(t, s.row, s.col) : locate(t, null, null))
    for (const role of ['preparer', 'reviewer'] as const) {
      const s = b[role]
      if (!s?.name) {
        findings.push({
          kind: role === 'preparer' ? 'signoff_missing_preparer' : 'signoff_missing_reviewer',
          area: 'sign-offs',
          severity: 'high',
          description: `${b.table}: the ${role} sign-off is ${s ? 'blank' : 'missing'}.`,
          recommendation: `The ${role} signs off with their name and the date.`,
          location: at(s),
        })
        continue
      }
      if (!s.dateText) {
        findings.push({
          kind: 'signoff_missing_date',
          area: 'sign-offs',
          severity: 'medium',
          description: `${b.table}: the ${role} (${s.name}) signed off without a date.`,
          recommendation: `Date the ${role === 'preparer' ? 'preparation' : 'review'}.`,
          location: at(s),
        })
      } else if (!s.date) {
        findings.push({
          kind: 'signoff_date_unreadable',
          area: 'sign-offs',
          severity: 'medium',
          description: `${b.table}: the ${role}'s date ${JSON.stringify(s.dateText.slice(0, 40))} is not a date.`,
          recommendation: 'Write the date in full (for example 15 July 2025).',
          location: at(s),
        })
      } else if (s.date > o.today) {
        findings.push({
          kind: 'signoff_date_in_future',
          area: 'sign-offs',
          severity: 'medium',
          description: `${b.table}: the ${role}'s sign-off is dated ${showDate(s.date)}, after today.`,
          recommendation: 'A sign-off is dated when it is made; correct the date.',
          location: at(s),
        })
      }
    }
    const p = b.preparer
    const r = b.reviewer
    if (p?.name && r?.name && samePerson(p.name, r.name)) {
      findings.push({
        kind: 'reviewer_is_preparer',
        area: 'sign-offs',
        severity: 'high',
        description: `${b.table}: the reviewer (${r.name}) is the preparer (${p.name}).`,
        recommendation: 'Have someone other than the preparer review the work.',
        location: at(r),
      })
    }
    if (p?.date && r?.date && r.date < p.date) {
      findings.push({
        kind: 'review_before_preparation',
        area: 'sign-offs',
        severity: 'high',
        description: `${b.table}: the review is dated ${showDate(r.date)}, before the preparation (${showDate(p.date)}).`,
        recommendation:
          'A review follows preparation: check both dates, and re-review if the work changed after review.',
        location: at(r),
      })
    }
  }
  return { findings, blocks }
}
