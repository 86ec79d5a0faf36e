// Planted-truth bank books for scoring a bank reconciler from outside (issue 25 §2). Standalone on purpose: it imports
// nothing (no src/, not the project's own generator in src/books/synthetic, no package), has its own PRNG (sfc32),
// calendar arithmetic, names and text noise, so a reconciler is scored on data it had no hand in shaping.
//
//   plantBooks(seed, { lines })  → { bank, ledger, truth }      (default 10,000 lines a side, a 12-month period)
//   npx node contract-tests/planted-books/generate.ts --seed 7 --lines 10000 --out /tmp/books7   (bank.json, ledger.json, truth.json)
//
// What is planted (the truth names every line): 1:1 pairs (bank date 2 days before … 8 after the ledger date, cheques
// 2 … 25 days after with the cheque number on both sides), payee-name noise on the statement (case, dropped suffixes,
// truncation, abbreviation, a missing letter, channel words, card masks, bank references), invoice references on some
// pairs (as given, without the dash, or inside the description), weekly and monthly streams of one amount to one party
// (decoys across dates), pairs of one amount to different parties a few days apart (decoys across parties), round
// amounts; split payments: one statement line = 2–3 ledger lines (a customer paying several invoices at once, naming
// them or not; a branch deposit of cheques from different customers), one ledger line = 2–3 statement lines (a bill paid
// in instalments; a payroll entry paid as transfers); bank-only fees, debit interest, credit interest and unidentified
// lines; exact duplicate statement lines; ledger-only outstanding payments, deposits in transit and stale cheques; and
// "false split" traps: a bank fee next to outstanding small payments that add up to it.
//
// Fairness rules (what makes the truth recoverable at all): a line with no partner never shares its amount with a
// line of the other side within 20 days (except fees, which may share it with a paired ledger line whose own statement
// line names its payee); payments of one amount to one party never overtake each other; no two parties differ only by
// a company suffix; a duplicated statement line has no other payment of its amount to its party within 20 days.
//
// Amounts are integer cents, money into the bank positive on both sides. The expected difference is what no match
// and no typed reconciling item (fee, interest, duplicate, timing item, stale item) explains: the unidentified lines.

export interface PlantedBankLine {
  id: string
  date: string
  amount_minor: number
  description: string
  reference: string | null
  counterparty: string | null
}
export interface PlantedLedgerLine {
  entry_id: string
  line: number
  date: string
  narration: string
  reference: string | null
  amount_minor: number
  description: string | null
}
/** A ledger line named as `${entry_id}:${line}`. */
export type LedgerKey = string

export type PlantedMatchKind = 'one_to_one' | 'cheque' | 'bank_is_sum' | 'ledger_is_sum'
export interface PlantedMatch {
  kind: PlantedMatchKind
  bank: string[]
  ledger: LedgerKey[]
  evidence: 'text' | 'none'
}

export interface PlantedTruth {
  seed: number
  period_start: string
  period_end: string
  /** Every match group: one_to_one and cheque pairs, bank_is_sum (1 bank = 2–3 ledger), ledger_is_sum (1 ledger = 2–3 bank). */
  matches: PlantedMatch[]
  bank_only: {
    fees: string[]
    interest: string[]
    unidentified: string[]
    duplicates: Array<{ original: string; copy: string }>
  }
  ledger_only: { outstanding_payments: LedgerKey[]; deposits_in_transit: LedgerKey[]; stale: LedgerKey[] }
  /** Fees that equal the sum of 2–3 outstanding payments (never to be explained by them). */
  traps: Array<{ fee: string; ledger: LedgerKey[] }>
  balances: { opening_minor: number; bank_closing_minor: number; ledger_closing_minor: number }
  expected: {
    /** Σ unidentified statement lines: bank closing − ledger closing − every explained reconciling item. */
    difference_minor: number
    bank_only_minor: { fees: number; interest: number; duplicates: number; unidentified: number }
    ledger_only_minor: { outstanding_payments: number; deposits_in_transit: number; stale: number }
  }
  counts: { bank_lines: number; ledger_lines: number; match_groups: number; splits: number }
}

export interface PlantedBooks {
  bank: PlantedBankLine[]
  ledger: PlantedLedgerLine[]
  truth: PlantedTruth
}

// ------------------------------------------------------------------------------------------------ randomness
class Sfc32 {
  private a: number
  private b: number
  private c: number
  private d = 1
  constructor(seed: number) {
    this.a = 0x9e3779b9 ^ seed
    this.b = 0x243f6a88 ^ Math.imul(seed, 0x85ebca6b)
    this.c = 0xb7e15162 ^ Math.imul(seed, 0xc2b2ae35)
    for (let i = 0; i < 24; i++) this.u32()
  }
  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0
    this.d = (this.d + 1) | 0
    this.a = this.b ^ (this.b >>> 9)
    this.b = (this.c + (this.c << 3)) | 0
    this.c = (this.c << 21) | (this.c >>> 11)
    this.c = (this.c + t) | 0
    return t >>> 0
  }
  float(): number {
    return this.u32() / 4294967296
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.float() * (hi - lo + 1))
  }
  chance(p: number): boolean {
    return this.float() < p
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.float() * xs.length)]!
  }
  hex(n: number): string {
    let s = ''
    while (s.length < n) s += this.u32().toString(16).padStart(8, '0')
    return s.slice(0, n)
  }
  /** Log-uniform cents in [lo, hi]. */
  logAmount(lo: number, hi: number): number {
    return Math.round(Math.exp(Math.log(lo) + this.float() * (Math.log(hi) - Math.log(lo))))
  }
}

// ------------------------------------------------------------------------------------------------ calendar
const DAY_MS = 86_400_000
const toDay = (iso: string): number => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS
const toIso = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10)

// ------------------------------------------------------------------------------------------------ names and text
const WORD_A = [
  'Harbour',
  'Granite',
  'Silverleaf',
  'Northgate',
  'Coastal',
  'Redgum',
  'Ironbark',
  'Bluewater',
  'Summit',
  'Eastside',
  'Wattle',
  'Pioneer',
  'Kestrel',
  'Banksia',
  'Orchard',
  'Lakeside',
  'Riverbend',
  'Copperhead',
  'Saltbush',
  'Emerald',
  'Highland',
  'Sunrise',
  'Bluestone',
  'Waratah',
  'Boronia',
  'Jarrah',
  'Mallee',
  'Marlin',
  'Osprey',
  'Quarryman',
  'Tasman',
  'Gumtree',
  'Ridgeline',
  'Seabreeze',
  'Millstone',
]
const WORD_B = [
  'Glass',
  'Plumbing',
  'Electrical',
  'Freight',
  'Catering',
  'Timber',
  'Printing',
  'Legal',
  'Dental',
  'Motors',
  'Bakery',
  'Roofing',
  'Labour Hire',
  'Cleaning',
  'Security',
  'Imports',
  'Nursery',
  'Pharmacy',
  'Joinery',
  'Signs',
  'Tyres',
  'Couriers',
  'Fencing',
  'Paving',
  'Surveying',
  'Medical',
  'Brewing',
  'Textiles',
  'Hydraulics',
  'Optics',
]
const SUFFIXES = ['Pty Ltd', 'Pty Limited', '& Co', 'Holdings', 'Trading', 'Group', 'Services', 'Partners', '', '', '']
const PEOPLE = [
  'ALVAREZ M',
  'BROWN K',
  'CHEN L',
  'DOYLE P',
  'EVANS R',
  'FINCH A',
  'GUPTA S',
  'HARRIS J',
  'IBRAHIM N',
  'JONES T',
  'KOWALSKI E',
  'LEE D',
  'MORGAN F',
  'NGUYEN H',
  'OKAFOR C',
  'PATEL V',
  'QUINN B',
  'ROSSI G',
  'SMITH W',
  'TANAKA Y',
]
const SMALL_PAYEES = [
  'Wilson Parking',
  'Australia Post',
  'Corner Cafe',
  'Officeworks',
  'Bunnings Warehouse',
  'Uber Trip',
  'Secure Parking',
  'Seven Eleven',
]

/** A party with a name of its own: no two parties differ only by their suffix (no one could tell them apart). */
function party(rng: Sfc32, used: Set<string>): string {
  for (;;) {
    const core = `${rng.pick(WORD_A)} ${rng.pick(WORD_B)}`
    if (!used.has(core)) {
      used.add(core)
      return `${core} ${rng.pick(SUFFIXES)}`.trim()
    }
  }
}

/** The payee as a statement shows it: upper case with some of dropped suffix, truncation, abbreviation, a lost letter. */
function noisyName(rng: Sfc32, name: string): string {
  let s = name.toUpperCase()
  if (rng.chance(0.5)) s = s.replace(/ (PTY LTD|PTY LIMITED|& CO|HOLDINGS|TRADING|GROUP|SERVICES|PARTNERS)$/, '')
  if (rng.chance(0.1)) s = s.replace(/^(\w{4})\w+/, '$1')
  if (rng.chance(0.05))
    s = s.replace(/([A-Z]{5,})/, (w) => {
      const i = 1 + Math.floor(rng.float() * (w.length - 2))
      return w.slice(0, i) + w.slice(i + 1)
    })
  if (rng.chance(0.15)) s = s.slice(0, 18).trim()
  return s
}

const PAY_CHANNEL = ['EFT ', 'DD ', 'BPAY ', 'OSKO PMT ', 'TFR TO ', 'INTERNET BANKING ', 'VISA PURCHASE ']
const RECEIPT_CHANNEL = ['DEPOSIT ', 'TFR FROM ', 'OSKO ', 'DIRECT CREDIT ', '']

// ------------------------------------------------------------------------------------------------ the books
export function plantBooks(
  seed: number,
  o: { lines?: number; periodEnd?: string; months?: number; opening_minor?: number } = {},
): PlantedBooks {
  const rng = new Sfc32(seed)
  const n = o.lines ?? 10_000
  const end = toDay(o.periodEnd ?? '2026-06-30')
  const startIso = (() => {
    const e = new Date(end * DAY_MS)
    return toIso(Date.UTC(e.getUTCFullYear(), e.getUTCMonth() - (o.months ?? 12) + 1, 1) / DAY_MS)
  })()
  const start = toDay(startIso)
  const bank: PlantedBankLine[] = []
  const ledger: PlantedLedgerLine[] = []
  const bankDay = new Map<string, number>()
  const ledgerDay = new Map<LedgerKey, number>()
  const truth: PlantedTruth = {
    seed,
    period_start: startIso,
    period_end: toIso(end),
    matches: [],
    bank_only: { fees: [], interest: [], unidentified: [], duplicates: [] },
    ledger_only: { outstanding_payments: [], deposits_in_transit: [], stale: [] },
    traps: [],
    balances: { opening_minor: o.opening_minor ?? 12_500_000, bank_closing_minor: 0, ledger_closing_minor: 0 },
    expected: {
      difference_minor: 0,
      bank_only_minor: { fees: 0, interest: 0, duplicates: 0, unidentified: 0 },
      ledger_only_minor: { outstanding_payments: 0, deposits_in_transit: 0, stale: 0 },
    },
    counts: { bank_lines: 0, ledger_lines: 0, match_groups: 0, splits: 0 },
  }
  const ids = new Set<string>()
  const freshId = (prefix: string, len: number) => {
    for (;;) {
      const id = prefix + rng.hex(len)
      if (!ids.has(id)) {
        ids.add(id)
        return id
      }
    }
  }
  // Amount → days, per side, of every line, and of the lines that have no 1:1 partner ("free").
  const allAt = { bank: new Map<number, number[]>(), ledger: new Map<number, number[]>() }
  const freeAt = { bank: new Map<number, number[]>(), ledger: new Map<number, number[]>() }
  const note = (m: Map<number, number[]>, amount: number, day: number) => {
    const l = m.get(amount)
    if (l) l.push(day)
    else m.set(amount, [day])
  }
  const near = (m: Map<number, number[]>, amount: number, day: number) =>
    (m.get(amount) ?? []).some((d) => Math.abs(d - day) <= 20)

  const addBank = (
    day: number,
    amount: number,
    description: string,
    reference: string | null,
    counterparty: string | null,
    free: boolean,
  ): string => {
    const id = freshId('stl_', 16)
    bank.push({
      id,
      date: toIso(day),
      amount_minor: amount,
      description: description.replace(/\s+/g, ' ').trim(),
      reference,
      counterparty,
    })
    bankDay.set(id, day)
    note(allAt.bank, amount, day)
    if (free) note(freeAt.bank, amount, day)
    return id
  }
  const addLedger = (
    day: number,
    amount: number,
    narration: string,
    reference: string | null,
    description: string | null,
    free: boolean,
  ): LedgerKey => {
    const entry = `${rng.hex(8)}-${rng.hex(4)}-4${rng.hex(3)}-a${rng.hex(3)}-${rng.hex(12)}`
    const line = rng.chance(0.2) ? 1 : 0 // the bank account's line is not always the entry's first
    ledger.push({ entry_id: entry, line, date: toIso(day), narration, reference, amount_minor: amount, description })
    const key = `${entry}:${line}`
    ledgerDay.set(key, day)
    note(allAt.ledger, amount, day)
    if (free) note(freeAt.ledger, amount, day)
    return key
  }
  /** An amount for a line with no partner on `side`'s other side: unique there within 20 days. */
  const freeAmount = (
    side: 'bank' | 'ledger',
    day: number,
    draw: () => number,
    against: 'all' | 'free' = 'all',
  ): number => {
    const other =
      side === 'bank'
        ? against === 'all'
          ? allAt.ledger
          : freeAt.ledger
        : against === 'all'
          ? allAt.bank
          : freeAt.bank
    for (;;) {
      const a = draw()
      if (!near(other, a, day)) return a
    }
  }

  const customers = Array.from({ length: Math.max(20, Math.min(300, Math.round(n / 30))) }, () => '')
  const suppliers = Array.from({ length: Math.max(20, Math.min(300, Math.round(n / 30))) }, () => '')
  const used = new Set<string>()
  for (let i = 0; i < customers.length; i++) customers[i] = party(rng, used)
  for (let i = 0; i < suppliers.length; i++) suppliers[i] = party(rng, used)
  let invoiceSeq = 10_000 + rng.int(0, 50_000)
  let chequeSeq = 100_000 + rng.int(0, 800_000)
  const refStyle = (ref: string): { reference: string | null; inDescription: string } => {
    const r = rng.float()
    if (r < 0.35) return { reference: ref, inDescription: '' }
    if (r < 0.55) return { reference: ref.replace(/-/g, ''), inDescription: '' }
    if (r < 0.75) return { reference: null, inDescription: ` ${ref}` }
    return { reference: null, inDescription: '' }
  }
  const tail = () =>
    rng.chance(0.15) ? ` REF ${rng.int(10_000_000, 99_999_999)}` : rng.chance(0.08) ? ` XXXX${rng.int(1000, 9999)}` : ''
  const amountDraw = () => {
    const r = rng.float()
    if (r < 0.12) return rng.pick([5_000, 10_000, 20_000, 25_000, 50_000, 100_000, 150_000, 200_000, 250_000, 500_000])
    if (r < 0.16) return rng.int(1, 60) * 5_000
    return rng.logAmount(1_500, 2_500_000)
  }
  const lagDraw = () => {
    const r = rng.float()
    return r < 0.03 ? -rng.int(1, 2) : r < 0.9 ? rng.int(0, 3) : rng.int(4, 8)
  }

  /** One 1:1 pair (or a cheque): the ledger line on `day`, the statement line `lag` days later. */
  const streams = new Map<string, Array<[number, number]>>()
  const streamOf = new Map<string, string>()
  const pair = (p: {
    inflow: boolean
    name: string
    amount: number
    day: number
    lag: number
    cheque?: boolean
    withRef?: boolean
    small?: boolean
  }): { bankId: string; key: LedgerKey } | null => {
    const signed = p.inflow ? p.amount : -p.amount
    const bDay = p.day + p.lag
    // One party, one amount: the later ledger line is the later statement line (else no one could tell them apart).
    const seen = streams.get(`${p.name}|${signed}`) ?? []
    if (
      !p.cheque &&
      seen.some(
        ([l, b]) =>
          Math.abs(l - p.day) <= 20 && (l === p.day || b === bDay || Math.sign(l - p.day) !== Math.sign(b - bDay)),
      )
    )
      return null
    if (!p.cheque) streams.set(`${p.name}|${signed}`, [...seen, [p.day, bDay]])
    if (p.cheque) {
      const no = String(chequeSeq++).padStart(6, '0')
      const key = addLedger(p.day, signed, `Cheque ${no} ${p.name}`, no, null, false)
      const bankId = addBank(bDay, signed, `CHEQUE ${no}`, rng.chance(0.7) ? no : null, null, false)
      truth.matches.push({ kind: 'cheque', bank: [bankId], ledger: [key], evidence: 'text' })
      return { bankId, key }
    }
    const ref = p.withRef ? (p.inflow ? `INV-${invoiceSeq++}` : `B${rng.int(1000, 99_999)}`) : null
    const narration = p.small
      ? p.name
      : p.inflow
        ? rng.pick([
            `Receipt ${p.name}`,
            `${p.name} - payment received`,
            ref ? `Invoice ${ref} ${p.name}` : `Receipt from ${p.name}`,
          ])
        : rng.pick([`Payment to ${p.name}`, `${p.name}`, ref ? `Bill ${ref} - ${p.name}` : `${p.name} account`])
    const key = addLedger(
      p.day,
      signed,
      narration,
      ref,
      rng.chance(0.1) ? rng.pick(['Goods', 'Services rendered', 'Monthly account', 'Stock']) : null,
      false,
    )
    const rs = ref ? refStyle(ref) : { reference: null, inDescription: '' }
    const desc = `${p.inflow ? rng.pick(RECEIPT_CHANNEL) : rng.pick(PAY_CHANNEL)}${noisyName(rng, p.name)}${rs.inDescription}${tail()}`
    const bankId = addBank(bDay, signed, desc, rs.reference, rng.chance(0.4) ? noisyName(rng, p.name) : null, false)
    streamOf.set(bankId, `${p.name}|${signed}`)
    truth.matches.push({ kind: 'one_to_one', bank: [bankId], ledger: [key], evidence: 'text' })
    return { bankId, key }
  }
  const dayFor = (lag: number) => rng.int(start + Math.max(0, -lag), end - Math.max(0, lag))

  const k = {
    fees: Math.round(n / 50),
    duplicates: Math.round(n / 100),
    outstanding: Math.max(4, Math.round(n / 200)),
    transit: Math.max(4, Math.round(n / 400)),
    stale: Math.max(2, Math.round(n / 500)),
    bankIsSum: Math.max(3, Math.round(n / 300)),
    ledgerIsSum: Math.max(2, Math.round(n / 600)),
    traps: Math.max(1, Math.round(n / 3000)),
    unidentified: Math.max(2, Math.round(n / 1600)),
    debitInterest: 3,
    weekly: Math.max(1, Math.round(n / 1250)),
    monthly: Math.max(2, Math.round(n / 1000)),
    decoys: Math.round(n / 70),
    small: Math.round(n / 40),
  }
  // Ledger lines: pairs + outstanding + transit + stale + split parts + trap parts; the ordinary pairs fill up to n.
  const ledgerExtras = k.outstanding + k.transit + k.stale + Math.round(k.bankIsSum * 2.5) + k.ledgerIsSum + k.traps * 3
  const streamPairs = k.weekly * 52 + k.monthly * 12 + 2 * k.decoys + k.small
  const ordinary = Math.max(0, n - ledgerExtras - streamPairs)

  // Streams of one amount to one party: weekly (lag 0–3, never overtaking) and monthly.
  for (let s = 0; s < k.weekly; s++) {
    const who = rng.pick(suppliers)
    const amount = rng.pick([45_000, 38_500, 120_000, 99_000, 27_500])
    const first = start + rng.int(0, 6)
    for (let w = 0; first + 7 * w + 3 <= end && w < 52; w++)
      pair({ inflow: false, name: who, amount, day: first + 7 * w, lag: rng.int(0, 3) })
  }
  for (let s = 0; s < k.monthly; s++) {
    const inflow = s % 3 === 2
    const who = rng.pick(inflow ? customers : suppliers)
    const amount = rng.pick([440_000, 185_000, 9_900, 32_000, 275_000, 1_210_000])
    const dom = rng.int(1, 25)
    for (let m = 0; m < 12; m++) {
      const d0 = new Date(start * DAY_MS)
      const day = Date.UTC(d0.getUTCFullYear(), d0.getUTCMonth() + m, dom) / DAY_MS
      const lag = rng.int(0, 3)
      if (day + lag <= end) pair({ inflow, name: who, amount, day, lag, withRef: rng.chance(0.3) })
    }
  }
  // Decoys across parties: one amount, two parties, ledger dates a few days apart.
  for (let i = 0; i < k.decoys; i++) {
    const inflow = rng.chance(0.4)
    const pool = inflow ? customers : suppliers
    const a = rng.pick(pool)
    let b = rng.pick(pool)
    while (b === a) b = rng.pick(pool)
    const amount = amountDraw()
    const lag1 = lagDraw()
    const day = dayFor(Math.max(Math.abs(lag1), 8) + 4)
    if (!pair({ inflow, name: a, amount, day, lag: lag1 })) {
      i--
      continue
    }
    const lag2 = lagDraw()
    for (let t = 0; t < 20 && !pair({ inflow, name: b, amount, day: day + rng.int(-4, 4), lag: lag2 }); t++);
  }
  // Small card spends (parking, post): the amounts fees also have.
  for (let i = 0; i < k.small; i++) {
    const lag = rng.int(0, 3)
    if (
      !pair({
        inflow: false,
        name: rng.pick(SMALL_PAYEES),
        amount: rng.pick([2_500, 1_500, 2_000, 3_000, rng.int(400, 6_000)]),
        day: dayFor(lag),
        lag,
        small: true,
      })
    )
      i--
  }
  for (let i = 0; i < ordinary; i++) {
    const inflow = rng.chance(0.45)
    const cheque = !inflow && rng.chance(0.05)
    const lag = cheque ? rng.int(2, 25) : lagDraw()
    if (
      !pair({
        inflow,
        name: rng.pick(inflow ? customers : suppliers),
        amount: amountDraw(),
        day: dayFor(lag),
        lag,
        cheque,
        withRef: rng.chance(0.4),
      })
    )
      i--
  }

  // Split payments, one statement line = 2–3 ledger lines.
  for (let i = 0; i < k.bankIsSum; i++) {
    const parts = rng.int(2, 3)
    const bDay = rng.int(start + 6, end)
    const remittance = rng.chance(0.5)
    const who = rng.pick(customers)
    const days = Array.from({ length: parts }, () => bDay - rng.int(0, 4))
    const amounts = days.map((d) => freeAmount('ledger', d, () => rng.logAmount(20_000, 900_000)))
    const total = amounts.reduce((a, b) => a + b, 0)
    if (near(allAt.ledger, total, bDay)) {
      i--
      continue
    }
    const refs = amounts.map(() => `INV-${invoiceSeq++}`)
    const keys = amounts.map((a, j) =>
      remittance
        ? addLedger(days[j]!, a, `Receipt ${who} ${refs[j]}`, refs[j]!, null, true)
        : addLedger(
            days[j]!,
            a,
            `Receipt ${rng.pick(customers)} cheque`,
            String(rng.int(100_000, 999_999)),
            null,
            true,
          ),
    )
    const desc = remittance
      ? `TFR FROM ${noisyName(rng, who)}${rng.chance(0.5) ? ` ${refs.join(' ')}` : ''}`
      : `DEPOSIT BRANCH ${rng.int(1000, 9999)} ${parts} CHQS`
    const id = addBank(bDay, total, desc, null, remittance && rng.chance(0.5) ? noisyName(rng, who) : null, true)
    truth.matches.push({ kind: 'bank_is_sum', bank: [id], ledger: keys, evidence: remittance ? 'text' : 'none' })
  }
  // One ledger line = 2–3 statement lines: instalments of a bill, or a payroll entry paid as transfers.
  for (let i = 0; i < k.ledgerIsSum; i++) {
    const parts = rng.int(2, 3)
    const lDay = rng.int(start, end - 5)
    const instalments = rng.chance(0.5)
    const who = rng.pick(suppliers)
    const ref = `B${rng.int(1000, 99_999)}`
    const amounts: number[] = []
    const days: number[] = []
    for (let j = 0; j < parts; j++) {
      const d = lDay + (instalments ? rng.int(0, 5) : rng.int(0, 1))
      days.push(d)
      amounts.push(freeAmount('bank', d, () => rng.logAmount(60_000, 600_000)))
    }
    const total = amounts.reduce((a, b) => a + b, 0)
    if (near(allAt.bank, total, lDay)) {
      i--
      continue
    }
    const key = addLedger(
      lDay,
      -total,
      instalments ? `Payment to ${who} ${ref}` : `Wages week ending ${toIso(lDay)}`,
      instalments ? ref : null,
      null,
      true,
    )
    const bankIds = amounts.map((a, j) =>
      addBank(
        days[j]!,
        -a,
        instalments ? `EFT ${noisyName(rng, who)} ${ref} PART ${j + 1}` : `PAY ${rng.pick(PEOPLE)}`,
        null,
        null,
        true,
      ),
    )
    truth.matches.push({ kind: 'ledger_is_sum', bank: bankIds, ledger: [key], evidence: instalments ? 'text' : 'none' })
  }

  // Ledger only: outstanding payments, deposits in transit (recent), stale cheques (over 120 days old).
  for (let i = 0; i < k.outstanding; i++) {
    const day = rng.int(end - 9, end)
    const who = rng.pick(suppliers)
    truth.ledger_only.outstanding_payments.push(
      addLedger(
        day,
        -freeAmount('ledger', day, () => rng.logAmount(5_000, 1_500_000)),
        `Payment to ${who}`,
        null,
        null,
        true,
      ),
    )
  }
  for (let i = 0; i < k.transit; i++) {
    const day = rng.int(end - 4, end)
    const who = rng.pick(customers)
    truth.ledger_only.deposits_in_transit.push(
      addLedger(
        day,
        freeAmount('ledger', day, () => rng.logAmount(5_000, 1_500_000)),
        `Receipt ${who}`,
        `INV-${invoiceSeq++}`,
        null,
        true,
      ),
    )
  }
  for (let i = 0; i < k.stale; i++) {
    const day = rng.int(start, end - 121)
    const no = String(chequeSeq++).padStart(6, '0')
    truth.ledger_only.stale.push(
      addLedger(
        day,
        -freeAmount('ledger', day, () => rng.logAmount(10_000, 900_000)),
        `Cheque ${no} ${rng.pick(suppliers)}`,
        no,
        null,
        true,
      ),
    )
  }
  // Traps: a fee and 2–3 outstanding small payments that add up to it, in the last days of the period.
  for (let i = 0; i < k.traps; i++) {
    const feeDay = rng.int(end - 6, end)
    const fee = rng.pick([2_500, 3_000, 4_500])
    const parts = rng.int(2, 3)
    const cuts =
      parts === 2
        ? [rng.int(300, fee - 300)]
        : (() => {
            const a = rng.int(300, fee - 700)
            return [a, rng.int(a + 300, fee - 300)]
          })()
    const amounts = [...cuts, fee].map((c, j, xs) => c - (j ? xs[j - 1]! : 0))
    if (amounts.some((a) => near(allAt.bank, -a, feeDay)) || near(allAt.ledger, -fee, feeDay)) {
      i--
      continue
    }
    const keys = amounts.map((a) => {
      const key = addLedger(feeDay - rng.int(0, 3), -a, rng.pick(SMALL_PAYEES), null, null, true)
      truth.ledger_only.outstanding_payments.push(key)
      return key
    })
    const id = addBank(
      feeDay,
      -fee,
      rng.pick(['ACCOUNT KEEPING FEE', 'OVERDRAWN FEE', 'DISHONOUR FEE']),
      null,
      null,
      true,
    )
    truth.bank_only.fees.push(id)
    truth.traps.push({ fee: id, ledger: keys })
  }
  // Bank only: fees (may share an amount with a paired small spend), debit interest, credit interest, unidentified lines.
  for (let i = 0; i < k.fees; i++) {
    const day = rng.int(start, end)
    const r = rng.float()
    const [desc, draw] =
      r < 0.4
        ? [
            rng.pick(['ACCOUNT KEEPING FEE', 'OVERDRAWN FEE', 'DISHONOUR FEE']),
            () => rng.pick([2_500, 2_500, 1_500, 3_000]),
          ]
        : r < 0.7
          ? [rng.pick(['INTL TRANSACTION FEE', 'TRANSACTION FEES', 'ATM FEE']), () => rng.int(50, 1_500)]
          : [rng.pick(['MERCHANT SERVICE FEE', 'BANK CHARGES', 'MERCHANT FEES']), () => rng.int(1_000, 30_000)]
    truth.bank_only.fees.push(
      addBank(day, -freeAmount('bank', day, draw as () => number, 'free'), desc as string, null, null, true),
    )
  }
  for (let i = 0; i < k.debitInterest; i++) {
    const day = rng.int(start, end)
    truth.bank_only.fees.push(
      addBank(day, -freeAmount('bank', day, () => rng.int(100, 9_000)), 'DEBIT INTEREST', null, null, true),
    )
  }
  for (let m = 0; m < 12; m++) {
    const d0 = new Date(start * DAY_MS)
    const day = Math.min(end, Date.UTC(d0.getUTCFullYear(), d0.getUTCMonth() + m + 1, 0) / DAY_MS)
    if (day < start) continue
    truth.bank_only.interest.push(
      addBank(
        day,
        freeAmount('bank', day, () => rng.int(100, 9_000)),
        rng.pick(['INTEREST CREDIT', 'CREDIT INTEREST', 'INTEREST PAID']),
        null,
        null,
        true,
      ),
    )
  }
  for (let i = 0; i < k.unidentified; i++) {
    const day = rng.int(start, end)
    const inflow = i % 2 === 0
    const amount = freeAmount('bank', day, () => rng.logAmount(5_000, 800_000))
    truth.bank_only.unidentified.push(
      addBank(
        day,
        inflow ? amount : -amount,
        inflow ? `TFR FROM ${rng.pick(PEOPLE)}` : `DIRECT DEBIT ${rng.int(100_000, 999_999)}`,
        null,
        null,
        true,
      ),
    )
  }
  // Exact duplicates of paired statement lines.
  const pairedIds = truth.matches.filter((m) => m.kind === 'one_to_one').map((m) => m.bank[0]!)
  const dupSources = new Set<string>()
  // (not a line with another payment of its amount to its party within 20 days: which of them the copy repeats, and
  // which is paid, no one could tell)
  const lonely = pairedIds.filter(
    (id) =>
      (streams.get(streamOf.get(id) ?? '') ?? []).filter(([, b]) => Math.abs(b - bankDay.get(id)!) <= 20).length <= 1,
  )
  while (dupSources.size < Math.min(k.duplicates, lonely.length)) dupSources.add(rng.pick(lonely))
  const byId = new Map(bank.map((b) => [b.id, b]))
  for (const src of [...dupSources].sort()) {
    const copy = { ...byId.get(src)!, id: freshId('stl_', 16) }
    bank.push(copy)
    truth.bank_only.duplicates.push({ original: src, copy: copy.id })
  }

  // Totals. Every matched group balances, so the statement minus the books is the sum of the one-sided items.
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)
  const bankAmount = new Map(bank.map((b) => [b.id, b.amount_minor]))
  const ledgerAmount = new Map(ledger.map((l) => [`${l.entry_id}:${l.line}`, l.amount_minor]))
  for (const m of truth.matches) {
    if (sum(m.bank.map((i) => bankAmount.get(i)!)) !== sum(m.ledger.map((i) => ledgerAmount.get(i)!)))
      throw new Error(`planted match does not balance: ${JSON.stringify(m)}`)
  }
  const e = truth.expected
  e.bank_only_minor = {
    fees: sum(truth.bank_only.fees.map((i) => bankAmount.get(i)!)),
    interest: sum(truth.bank_only.interest.map((i) => bankAmount.get(i)!)),
    duplicates: sum(truth.bank_only.duplicates.map((d) => bankAmount.get(d.copy)!)),
    unidentified: sum(truth.bank_only.unidentified.map((i) => bankAmount.get(i)!)),
  }
  e.ledger_only_minor = {
    outstanding_payments: sum(truth.ledger_only.outstanding_payments.map((k2) => ledgerAmount.get(k2)!)),
    deposits_in_transit: sum(truth.ledger_only.deposits_in_transit.map((k2) => ledgerAmount.get(k2)!)),
    stale: sum(truth.ledger_only.stale.map((k2) => ledgerAmount.get(k2)!)),
  }
  e.difference_minor = e.bank_only_minor.unidentified
  truth.balances.bank_closing_minor = truth.balances.opening_minor + sum(bank.map((b) => b.amount_minor))
  truth.balances.ledger_closing_minor = truth.balances.opening_minor + sum(ledger.map((l) => l.amount_minor))
  const explained =
    e.bank_only_minor.fees +
    e.bank_only_minor.interest +
    e.bank_only_minor.duplicates -
    e.ledger_only_minor.outstanding_payments -
    e.ledger_only_minor.deposits_in_transit -
    e.ledger_only_minor.stale
  if (truth.balances.bank_closing_minor - truth.balances.ledger_closing_minor - explained !== e.difference_minor)
    throw new Error('planted books do not add up')
  truth.counts = {
    bank_lines: bank.length,
    ledger_lines: ledger.length,
    match_groups: truth.matches.length,
    splits: truth.matches.filter((m) => m.kind === 'bank_is_sum' || m.kind === 'ledger_is_sum').length,
  }

  // Written in no meaningful order: by id.
  bank.sort((a, b) => (a.id < b.id ? -1 : 1))
  ledger.sort((a, b) => (a.entry_id < b.entry_id ? -1 : a.entry_id > b.entry_id ? 1 : a.line - b.line))
  return { bank, ledger, truth }
}

/** A seeded permutation (Fisher–Yates on sfc32), for loading the same books in another order. */
export function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const rng = new Sfc32(seed ^ 0x5bd1e995)
  const out = [...xs]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.float() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string, dflt: string) => {
    const i = process.argv.indexOf(name)
    return i > 0 ? process.argv[i + 1]! : dflt
  }
  const { writeFileSync, mkdirSync } = await import('node:fs')
  const out = arg('--out', '.')
  const books = plantBooks(Number(arg('--seed', '1')), { lines: Number(arg('--lines', '10000')) })
  mkdirSync(out, { recursive: true })
  for (const [name, value] of Object.entries(books))
    writeFileSync(`${out}/${name}.json`, JSON.stringify(value, null, name === 'truth' ? 2 : 0))
  console.log(
    `${out}: ${books.truth.counts.bank_lines} statement lines, ${books.truth.counts.ledger_lines} ledger lines, ${books.truth.counts.match_groups} match groups (${books.truth.counts.splits} splits), expected difference ${books.truth.expected.difference_minor}`,
  )
}
