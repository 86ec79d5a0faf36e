// Classifies one trial-balance row (issue 8, enrich_tb_rows): keyword rules on the name first (specific), then the
// jurisdiction's code ranges; a row neither covers, or a suspense/clearing account, is unclassified with the reason.
import { CATEGORIES, SUSPENSE, type Category, type CategoryInfo } from './categories.ts'
import { HEADINGS, type Heading } from './headings.ts'
import { CODE_RANGE_RULES, KEYWORD_RULES, type Jurisdiction } from './rules.ts'

/** Lower case, `&` as `and`, apostrophes dropped (`owner's` → `owners`), every other non-alphanumeric a space. */
export function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** A code's digits when it is numeric apart from separators (`1-1100`, `4000.01`), else null. */
export function codeDigits(code: string): string | null {
  const d = code.trim().replace(/[-./\s]/g, '')
  return /^\d+$/.test(d) ? d : null
}

export interface MatchedRule {
  id: string
  kind: 'keyword' | 'code_range'
  /** The phrase (keyword) or the range (`400-599`, `class digit 1`) that matched. */
  matched: string
}

export type Classification =
  | { classified: true; category: Category; info: CategoryInfo; heading: Heading; rule: MatchedRule }
  | { classified: false; category: typeof SUSPENSE | null; rule: MatchedRule | null; reason: string }

const has = (hay: string, phrase: string) => ` ${hay} `.includes(` ${phrase} `)

export function matchKeyword(name: string): { category: Category | typeof SUSPENSE; rule: MatchedRule } | null {
  const n = normaliseName(name)
  if (n === '') return null
  for (const r of KEYWORD_RULES) {
    if (r.unless?.some((u) => has(n, u))) continue
    const phrase = r.phrases.find((p) => has(n, p))
    if (phrase) return { category: r.category, rule: { id: r.id, kind: 'keyword', matched: phrase } }
  }
  return null
}

export function matchCodeRange(
  code: string,
  jurisdiction: Jurisdiction,
): { category: Category | typeof SUSPENSE; rule: MatchedRule } | null {
  const d = codeDigits(code)
  if (d === null) return null
  for (const r of CODE_RANGE_RULES[jurisdiction]) {
    if (d.length < r.digits[0] || d.length > r.digits[1]) continue
    const lead = d.slice(0, r.from.length)
    if (lead >= r.from && lead <= r.to)
      return {
        category: r.category,
        rule: { id: r.id, kind: 'code_range', matched: r.from === r.to ? `leading ${r.from}` : `${r.from}-${r.to}` },
      }
  }
  return null
}

/** `jurisdiction` null: keyword rules only (no heading set; the category and its natural side still apply). */
export function classify(row: { code: string; name: string }, jurisdiction: Jurisdiction | null): Classification {
  const hit = matchKeyword(row.name) ?? (jurisdiction ? matchCodeRange(row.code, jurisdiction) : null)
  if (!hit) {
    return {
      classified: false,
      category: null,
      rule: null,
      reason: jurisdiction
        ? `No keyword rule covers the name and no ${jurisdiction} code range covers the code.`
        : 'No keyword rule covers the name (and no jurisdiction was given for code ranges).',
    }
  }
  if (hit.category === SUSPENSE) {
    return {
      classified: false,
      category: SUSPENSE,
      rule: hit.rule,
      reason:
        'A suspense, clearing or rounding account: its balance belongs to other accounts; clear it before classifying.',
    }
  }
  const heading = jurisdiction ? HEADINGS[jurisdiction][hit.category] : { code: null, name: hit.category }
  return { classified: true, category: hit.category, info: CATEGORIES[hit.category], heading, rule: hit.rule }
}
