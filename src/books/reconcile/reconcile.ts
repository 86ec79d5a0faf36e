// reconcile(bank, ledger, options): one bank account's statement lines against its ledger lines (issues 8 and 25,
// accounts.reconcile; research domain-skills §1.2, §1.3, §1.5). Pure and deterministic: the lines are first put in an
// order of their content (date, amount, text; ids only between identical lines), and no pass depends on the order it
// visits lines in, so the same books give the same answer however they were written or listed.
//
// Passes, from certain to loose; each sees only what the earlier ones left:
//   1 exact_reference     equal amount and the same reference, dates within 45 days
//   2 amount_date_window  equal amount, bank date − ledger date in [−5, +10] days
//   (bank lines that repeat a matched line exactly are set aside as duplicates here)
//   3 many_to_one         one bank line = 2 or 3 ledger lines (same sign, ledger dated 7 days before … 2 after)
//   4 one_to_many         one ledger line = 2 or 3 bank lines (bank dated 2 days before … 7 after)
// Passes 1–2 accept a pair only when each side is the other's strictly best candidate (the same party named, then
// fewer days apart); 3–4 a subset only on the evidence rules of splits.ts. Everything else with candidates is reported
// as ambiguous, never matched. A split search cut by a limit is listed in `limits` and its lines marked.
// Candidates come from amount-indexed lookups and date-sorted ranges: no pass compares every line with every line.
import { dayOf } from './days.ts'
import { resolveOneToOne, type Edge } from './one-to-one.ts'
import { splitPass } from './splits.ts'
import { bankRefs, FEE_WORDS, fieldSimilarity, INTEREST_WORDS, normRef, words } from './text.ts'
import {
  FINDING_TYPES,
  MATCH_RULES,
  type BankLineIn,
  type LedgerLineIn,
  type Match,
  type MatchRule,
  type ReconcileFinding,
  type ReconcileOptions,
  type ReconcileResult,
  type SearchLimit,
} from './types.ts'

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

export function reconcile(
  bankLines: readonly BankLineIn[],
  ledgerLines: readonly LedgerLineIn[],
  options: ReconcileOptions = {},
): ReconcileResult {
  const o = {
    autoMatch: options.autoMatch ?? true,
    staleAfterDays: options.staleAfterDays ?? 90,
    referenceWindowDays: options.referenceWindowDays ?? 45,
    before: options.windowBeforeDays ?? 5,
    after: options.windowAfterDays ?? 10,
    split: options.splitWindowDays ?? 7,
    maxPool: options.maxSubsetPool ?? 400,
    maxSteps: options.maxSubsetSteps ?? 30_000_000,
  }
  const B = [...bankLines].sort(
    (x, y) =>
      cmp(x.date, y.date) ||
      x.amount_minor - y.amount_minor ||
      cmp(x.description, y.description) ||
      cmp(x.reference ?? '', y.reference ?? '') ||
      cmp(x.counterparty ?? '', y.counterparty ?? '') ||
      cmp(x.fitid ?? '', y.fitid ?? '') ||
      cmp(x.id, y.id),
  )
  const L = [...ledgerLines].sort(
    (x, y) =>
      cmp(x.date, y.date) ||
      x.amount_minor - y.amount_minor ||
      cmp(x.narration, y.narration) ||
      cmp(x.description ?? '', y.description ?? '') ||
      cmp(x.reference ?? '', y.reference ?? '') ||
      cmp(x.entry_id, y.entry_id) ||
      x.line - y.line,
  )
  const nb = B.length
  const nl = L.length
  const bDay = Int32Array.from(B, (b) => dayOf(b.date))
  const lDay = Int32Array.from(L, (l) => dayOf(l.date))
  const bId = B.map((b) => b.id)
  const lId = L.map((l) => `${l.entry_id}:${l.line}`)
  const bTwin = B.map(
    (b) =>
      `${b.date}|${b.amount_minor}|${b.description.trim().toUpperCase()}|${normRef(b.reference)}|${(b.counterparty ?? '').toUpperCase()}`,
  )
  const lTwin = L.map(
    (l) =>
      `${l.date}|${l.amount_minor}|${l.narration.trim().toUpperCase()}|${(l.description ?? '').toUpperCase()}|${normRef(l.reference)}`,
  )
  const bankFree = new Uint8Array(nb).fill(1)
  const ledgerFree = new Uint8Array(nl).fill(1)
  const dupOf = new Int32Array(nb).fill(-1)
  const found: Match[] = []
  const alternatives: Array<{ bank: number[]; ledger: number[] }> = []
  const bWords: Array<Array<Set<string>> | undefined> = []
  const lWords: Array<Array<Set<string>> | undefined> = []
  // Text first, then days apart; a similarity of 0.8 or more names the same party, and between lines of one party
  // (a weekly payment of one amount) only the dates decide: the statement's noise must not pair the wrong week.
  const cost = (b: number, l: number): number => {
    const sim = fieldSimilarity((bWords[b] ??= bankWords(B[b]!)), (lWords[l] ??= ledgerWords(L[l]!)))
    return (sim >= 0.8 ? 0 : 100 - Math.round(sim * 100)) * 1000 + Math.abs(bDay[b]! - lDay[l]!)
  }
  const record = (rule: MatchRule, bank: number[], ledger: number[]) => {
    found.push({
      rule,
      bank: bank.map((i) => bId[i]!),
      ledger: ledger.map((i) => lId[i]!),
      amount_minor: sumOf(bank, B),
      date_lag_days: minOf(bank, bDay) - minOf(ledger, lDay),
    })
  }
  const onePass = (rule: MatchRule, edges: Edge[]) => {
    // Text similarity only decides between candidates: a line with a single candidate on both ends needs none.
    const degB = new Map<number, number>()
    const degL = new Map<number, number>()
    for (const e of edges) {
      degB.set(e.b, (degB.get(e.b) ?? 0) + 1)
      degL.set(e.l, (degL.get(e.l) ?? 0) + 1)
    }
    for (const e of edges) if (degB.get(e.b)! > 1 || degL.get(e.l)! > 1) e.cost = cost(e.b, e.l)
    const r = resolveOneToOne(edges, bTwin, lTwin, bankFree, ledgerFree, { bank: bDay, ledger: lDay })
    for (const [b, l] of r.pairs) record(rule, [b], [l])
    for (const e of r.leftover) alternatives.push({ bank: [e.b], ledger: [e.l] })
  }

  // Pass 1: amount + reference.
  const byRef = new Map<string, number[]>()
  const refAmounts = new Set<number>()
  L.forEach((l, j) => {
    const r = normRef(l.reference)
    if (r.length >= 3) {
      push(byRef, `${l.amount_minor}|${r}`, j)
      refAmounts.add(l.amount_minor)
    }
  })
  const refEdges: Edge[] = []
  for (let b = 0; b < nb && byRef.size > 0; b++) {
    if (!refAmounts.has(B[b]!.amount_minor)) continue
    const seen = new Set<number>()
    for (const r of bankRefs(B[b]!.reference, B[b]!.description)) {
      for (const l of byRef.get(`${B[b]!.amount_minor}|${r}`) ?? []) {
        if (!seen.has(l) && Math.abs(bDay[b]! - lDay[l]!) <= o.referenceWindowDays) {
          seen.add(l)
          refEdges.push({ b, l, cost: Math.abs(bDay[b]! - lDay[l]!) })
        }
      }
    }
  }
  onePass('exact_reference', refEdges)

  // Pass 2: amount within a date window (ledger lines of each amount are already in date order).
  const byAmount = new Map<number, number[]>()
  for (let j = 0; j < nl; j++) if (ledgerFree[j]) push(byAmount, L[j]!.amount_minor, j)
  const winEdges: Edge[] = []
  for (let b = 0; b < nb; b++) {
    if (!bankFree[b]) continue
    const list = byAmount.get(B[b]!.amount_minor)
    if (!list) continue
    for (
      let k = lowerBound(list, (j) => lDay[j]!, bDay[b]! - o.after);
      k < list.length && lDay[list[k]!]! <= bDay[b]! + o.before;
      k++
    ) {
      winEdges.push({ b, l: list[k]!, cost: Math.abs(bDay[b]! - lDay[list[k]!]!) })
    }
  }
  onePass('amount_date_window', winEdges)

  // Duplicates: a free bank line identical to a matched one repeats it; kept out of the subset passes.
  const twinGroups = new Map<string, number[]>()
  B.forEach((_, i) => push(twinGroups, bTwin[i]!, i))
  for (const group of twinGroups.values()) {
    if (group.length < 2) continue
    const matched = group.find((i) => !bankFree[i])
    if (matched === undefined) continue
    for (const i of group) if (bankFree[i]) dupOf[i] = matched
  }

  // Pass 3: one bank line = 2–3 ledger lines; pass 4: one ledger line = 2–3 bank lines (splits.ts: evidence, rounds).
  const bankSide = {
    day: bDay,
    amount: (i: number) => B[i]!.amount_minor,
    twin: (i: number) => bTwin[i]!,
    free: bankFree,
  }
  const ledgerSide = {
    day: lDay,
    amount: (j: number) => L[j]!.amount_minor,
    twin: (j: number) => lTwin[j]!,
    free: ledgerFree,
  }
  const bankRefSets: Array<Set<string> | undefined> = []
  const agrees = (b: number, l: number): boolean => {
    const r = normRef(L[l]!.reference)
    if (r.length >= 3 && (bankRefSets[b] ??= new Set(bankRefs(B[b]!.reference, B[b]!.description))).has(r)) return true
    return fieldSimilarity((bWords[b] ??= bankWords(B[b]!)), (lWords[l] ??= ledgerWords(L[l]!))) >= 0.5
  }
  const bankCharge = (i: number) => bankItem(B[i]!) !== null
  const limits: SearchLimit[] = []
  const limitedBank = new Uint8Array(nb)
  const limitedLedger = new Uint8Array(nl)
  const m2o = splitPass({
    targets: bankSide,
    parts: ledgerSide,
    targetList: freeList(bankFree, (i) => dupOf[i]! < 0),
    partAllowed: () => true,
    from: -o.split,
    to: 2,
    agrees: (b, l) => agrees(b, l),
    strongOnly: bankCharge,
    strongOnlyPart: () => false,
    maxPool: o.maxPool,
    budget: o.maxSteps,
  })
  for (const a of m2o.accepted) record('many_to_one', [a.target], a.parts)
  for (const a of m2o.alternatives) alternatives.push({ bank: [a.target], ledger: a.parts })
  for (const x of m2o.limits) {
    limits.push({ rule: 'many_to_one', line: bId[x.target]!, candidates: x.candidates, searched: x.searched })
    limitedBank[x.target] = 1
    for (const j of x.dropped) limitedLedger[j] = 1
  }
  const o2m = splitPass({
    targets: ledgerSide,
    parts: bankSide,
    targetList: freeList(ledgerFree, () => true),
    partAllowed: (i) => dupOf[i]! < 0,
    from: -2,
    to: o.split,
    agrees: (l, b) => agrees(b, l),
    strongOnly: () => false,
    strongOnlyPart: bankCharge,
    maxPool: o.maxPool,
    budget: o.maxSteps,
  })
  for (const a of o2m.accepted) record('one_to_many', a.parts, [a.target])
  for (const a of o2m.alternatives) alternatives.push({ bank: a.parts, ledger: [a.target] })
  for (const x of o2m.limits) {
    limits.push({ rule: 'one_to_many', line: lId[x.target]!, candidates: x.candidates, searched: x.searched })
    limitedLedger[x.target] = 1
    for (const i of x.dropped) limitedBank[i] = 1
  }

  const asOf = options.asOf ?? maxDate(B, L)
  const asOfDay = asOf ? dayOf(asOf) : 0
  found.sort((x, y) => MATCH_RULES.indexOf(x.rule) - MATCH_RULES.indexOf(y.rule) || cmp(x.bank[0]!, y.bank[0]!))
  const byRule = Object.fromEntries(MATCH_RULES.map((r) => [r, 0])) as Record<MatchRule, number>
  const bankTotal = B.reduce((a, b) => a + b.amount_minor, 0)
  const ledgerTotal = L.reduce((a, l) => a + l.amount_minor, 0)

  if (!o.autoMatch) {
    // Nothing accepted: the passes' matches are proposals, every line stays unmatched, and the whole bank-minus-books
    // movement is unexplained until someone accepts them.
    return {
      auto_match: false,
      as_of: asOf,
      matches: [],
      proposals: found,
      findings: [],
      counts: {
        bank_lines: nb,
        ledger_lines: nl,
        matched: 0,
        matched_bank_lines: 0,
        matched_ledger_lines: 0,
        unmatched_bank_lines: nb,
        unmatched_ledger_lines: nl,
        by_rule: byRule,
      },
      bank_total_minor: bankTotal,
      ledger_total_minor: ledgerTotal,
      difference_minor: bankTotal - ledgerTotal,
      reconciled: false,
      limits,
    }
  }
  for (const m of found) byRule[m.rule]++

  const findings: ReconcileFinding[] = []
  const finding = (
    type: ReconcileFinding['type'],
    explained: boolean,
    bank: number[],
    ledger: number[],
    extra: Partial<ReconcileFinding> = {},
  ) => {
    const first = Math.min(minOf(bank, bDay), minOf(ledger, lDay))
    const limited = bank.some((i) => limitedBank[i]) || ledger.some((j) => limitedLedger[j])
    findings.push({
      type,
      explained,
      bank: bank.map((i) => bId[i]!),
      ledger: ledger.map((j) => lId[j]!),
      amount_minor: sumOf(bank, B) - sumOf(ledger, L),
      date: bank.length && bDay[bank[0]!] === first ? B[bank[0]!]!.date : L[ledger[0]!]!.date,
      age_days: asOfDay - first,
      ...extra,
      ...(limited ? { search_limited: true as const } : {}),
    })
  }
  const typed = new Uint8Array(nb)
  for (let i = 0; i < nb; i++) {
    if (bankFree[i] && dupOf[i]! >= 0) {
      typed[i] = 1
      finding('duplicate_bank_line', true, [i], [], { duplicate_of: bId[dupOf[i]!]! })
    }
  }
  // Ambiguous: alternatives whose lines are all still free, grouped into connected sets.
  const live = alternatives.filter(
    (a) => a.bank.every((i) => bankFree[i] && !typed[i]) && a.ledger.every((j) => ledgerFree[j]),
  )
  const ambiguousBank = new Uint8Array(nb)
  const ambiguousLedger = new Uint8Array(nl)
  for (const group of connect(live, nb)) {
    const bank = [...new Set(group.flatMap((a) => a.bank))].sort((x, y) => x - y)
    const ledger = [...new Set(group.flatMap((a) => a.ledger))].sort((x, y) => x - y)
    for (const i of bank) ambiguousBank[i] = 1
    for (const j of ledger) ambiguousLedger[j] = 1
    finding('ambiguous_candidates', false, bank, ledger, {
      alternatives: group
        .slice(0, 10)
        .map((a) => ({ bank: a.bank.map((i) => bId[i]!), ledger: a.ledger.map((j) => lId[j]!) })),
      alternatives_total: group.length,
    })
  }
  for (let i = 0; i < nb; i++) {
    if (!bankFree[i] || typed[i] || ambiguousBank[i]) continue
    const item = bankItem(B[i]!)
    if (item) finding(item, true, [i], [])
    else finding('unmatched_bank_line', false, [i], [])
  }
  for (let j = 0; j < nl; j++) {
    if (!ledgerFree[j] || ambiguousLedger[j]) continue
    if (asOfDay - lDay[j]! > o.staleAfterDays) finding('stale_item', true, [], [j])
    else finding(L[j]!.amount_minor >= 0 ? 'deposit_in_transit' : 'outstanding_payment', true, [], [j])
  }
  findings.sort(
    (x, y) =>
      FINDING_TYPES.indexOf(x.type) - FINDING_TYPES.indexOf(y.type) ||
      cmp(x.date, y.date) ||
      cmp(x.bank[0] ?? x.ledger[0]!, y.bank[0] ?? y.ledger[0]!),
  )

  let matchedBank = 0
  let matchedLedger = 0
  for (let i = 0; i < nb; i++) if (!bankFree[i]) matchedBank++
  for (let j = 0; j < nl; j++) if (!ledgerFree[j]) matchedLedger++
  const difference = findings.reduce((a, f) => (f.explained ? a : a + f.amount_minor), 0)
  return {
    auto_match: true,
    as_of: asOf,
    matches: found,
    proposals: [],
    findings,
    counts: {
      bank_lines: nb,
      ledger_lines: nl,
      matched: found.length,
      matched_bank_lines: matchedBank,
      matched_ledger_lines: matchedLedger,
      unmatched_bank_lines: nb - matchedBank,
      unmatched_ledger_lines: nl - matchedLedger,
      by_rule: byRule,
    },
    bank_total_minor: bankTotal,
    ledger_total_minor: ledgerTotal,
    difference_minor: difference,
    reconciled: nb > 0 && findings.every((f) => f.explained) && limits.length === 0,
    limits,
  }
}

/** A statement line the bank makes on its own: a charge (fee wording on a debit) or interest paid (on a credit). */
function bankItem(b: BankLineIn): 'unrecorded_bank_fee' | 'unrecorded_bank_interest' | null {
  if (b.amount_minor < 0 && FEE_WORDS.test(b.description)) return 'unrecorded_bank_fee'
  if (b.amount_minor > 0 && INTEREST_WORDS.test(b.description)) return 'unrecorded_bank_interest'
  return null
}

/** A line's text fields as word sets: the statement's description and counterparty, the entry's narration and the line's description. */
const bankWords = (b: BankLineIn) => [words(b.description), words(b.counterparty ?? '')].filter((w) => w.size > 0)
const ledgerWords = (l: LedgerLineIn) => [words(l.narration), words(l.description ?? '')].filter((w) => w.size > 0)

/** Positions with free[i] set that pass `keep`, ascending. */
function freeList(free: Uint8Array, keep: (i: number) => boolean): number[] {
  const out: number[] = []
  for (let i = 0; i < free.length; i++) if (free[i] && keep(i)) out.push(i)
  return out
}

function push<K, V>(m: Map<K, V[]>, k: K, v: V): void {
  const list = m.get(k)
  if (list) list.push(v)
  else m.set(k, [v])
}

function sumOf(idx: number[], rows: ReadonlyArray<{ amount_minor: number }>): number {
  let s = 0
  for (const i of idx) s += rows[i]!.amount_minor
  return s
}

function minOf(idx: number[], days: Int32Array): number {
  let m = Infinity
  for (const i of idx) m = Math.min(m, days[i]!)
  return m
}

/** First position in `list` whose key is ≥ `value` (list ordered by key). */
function lowerBound(list: readonly number[], key: (x: number) => number, value: number): number {
  let lo = 0
  let hi = list.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (key(list[mid]!) < value) lo = mid + 1
    else hi = mid
  }
  return lo
}

function maxDate(B: readonly BankLineIn[], L: readonly LedgerLineIn[]): string | null {
  const a = B.length ? B[B.length - 1]!.date : null
  const b = L.length ? L[L.length - 1]!.date : null
  // biome-ignore lint/complexity/useMathMinMax: ISO date strings, which Math.max would turn into NaN
  return a && b ? (a > b ? a : b) : (a ?? b)
}

/** Alternatives sharing a line belong to one ambiguous set (union-find; bank i is node i, ledger j is node nb + j). */
function connect<T extends { bank: number[]; ledger: number[] }>(alts: T[], nb: number): T[][] {
  const parent = new Map<number, number>()
  const find = (x: number): number => {
    let r = x
    while (parent.has(r) && parent.get(r) !== r) r = parent.get(r)!
    parent.set(x, r)
    return r
  }
  const nodes = (a: T) => [...a.bank, ...a.ledger.map((j) => nb + j)]
  for (const a of alts) {
    const ns = nodes(a)
    for (const n of ns) if (!parent.has(n)) parent.set(n, n)
    for (const n of ns.slice(1)) parent.set(find(n), find(ns[0]!))
  }
  const groups = new Map<number, T[]>()
  for (const a of alts) push(groups, find(nodes(a)[0]!), a)
  return [...groups.values()]
}
