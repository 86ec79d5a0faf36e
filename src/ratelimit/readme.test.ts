// The README's table of limits says what src/ratelimit/policies.ts says (issue 27 §3: one home for each rule): every
// number in each row is the table's constant, and configuration's defaults are those constants.
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import {
  DEFAULT_REQUESTS_PER_MINUTE,
  IP_REQUESTS_PER_MINUTE,
  PORTAL_KEY_CREATION,
  SSE_TAILS_PER_KEY,
  START_LIMITS,
} from './index.ts'

const README = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'README.md'), 'utf8')

/** The README's limits table: the "Limit" cell → the "Allowed" cell. */
function limitsTable(text: string): Map<string, string> {
  const rows = new Map<string, string>()
  const start = text.indexOf('| Limit | Allowed | Counted per | Over it |')
  expect(start, 'the README has no limits table').toBeGreaterThan(0)
  for (const line of text.slice(start).split('\n').slice(2)) {
    if (!line.startsWith('|')) break
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((c) => c.trim())
    rows.set(cells[0]!, cells[1]!)
  }
  return rows
}

const numbers = (cell: string | undefined) =>
  [...(cell ?? '').replace(/`[^`]*`/g, '').matchAll(/\d+/g)].map((m) => Number(m[0]))

it("each row of the README's limits table is the policy table's, and configuration defaults to it", () => {
  const t = limitsTable(README)
  const day = PORTAL_KEY_CREATION.find((p) => p.windowMs === 86_400_000)!.limit
  const minute = PORTAL_KEY_CREATION.find((p) => p.windowMs === 60_000)!.limit
  expect(numbers(t.get('Request budget'))).toEqual([DEFAULT_REQUESTS_PER_MINUTE, 60])
  expect(numbers(t.get('Client address gate'))).toEqual([IP_REQUESTS_PER_MINUTE, 60])
  expect(numbers(t.get('WorkStream cycle starts'))).toEqual([START_LIMITS.cycle.perMinute, 60])
  expect(numbers(t.get('Portal key creation'))).toEqual([minute, day])
  expect(numbers(t.get('Open event streams (cycle tails)'))).toEqual([SSE_TAILS_PER_KEY])
  expect([...t.keys()]).toEqual([
    'Request budget',
    'Client address gate',
    'WorkStream cycle starts',
    'Portal key creation',
    'Open event streams (cycle tails)',
    "A skill's own start limit",
  ])
  const c = loadConfig({})
  expect([c.defaultRequestsPerMinute, c.ipRequestsPerMinute]).toEqual([
    DEFAULT_REQUESTS_PER_MINUTE,
    IP_REQUESTS_PER_MINUTE,
  ])
})

it('the check can fail: a row whose number differs is caught', () => {
  const edited = README.replace(
    '| Open event streams (cycle tails) | 4 at once',
    '| Open event streams (cycle tails) | 5 at once',
  )
  expect(numbers(limitsTable(edited).get('Open event streams (cycle tails)'))).not.toEqual([SSE_TAILS_PER_KEY])
})
