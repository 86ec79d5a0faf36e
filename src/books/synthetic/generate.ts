// generateBooks(seed, options): a seeded synthetic book of one client with known facts planted in it and labelled
// (issue 8, "Proof"; research domain-skills §7). Pure: no I/O, no clock, no Math.random; the same seed and options give
// the same book. Used by the engines' scoring tests, the bench and the README demo; `seed.ts` writes one into the stores.
//
// What it plants on the bank account 1-1000 over `history_months` before `period` plus `period` itself:
//   one-to-one pairs (ledger line ↔ bank line, lag −2…5 days, a reference on both sides for some), bank-only fees,
//   deposits in transit and outstanding payments (ledger only, last 4 days of the period), stale ledger items
//   (> 100 days before the period end), duplicated bank lines, split payments (one bank line = 2–3 ledger lines and
//   one ledger line = 2–3 bank lines), recurring monthly/quarterly suppliers with the period's occurrence left out for
//   some, and prepayments amortised monthly with the period's amortisation left out for one.
// Every bank line is dated on or before the period end (a pair whose bank side would fall later is not generated).
import { allocate } from '../../money/index.ts'
import { addMonths, dateOf, dayOf, monthBounds } from '../reconcile/days.ts'
import {
  FEE_DESCRIPTIONS,
  NAME_FIRST,
  NAME_SECOND,
  NAME_SUFFIX,
  PREPAYMENT_TEMPLATES,
  RECURRING_TEMPLATES,
} from './names.ts'
import { createRng, type Rng } from './prng.ts'
import type {
  AccrualLabels,
  ReconcileLabels,
  SyntheticAccount,
  SyntheticBook,
  SyntheticContact,
  SyntheticEntry,
  SyntheticStatementLine,
} from './types.ts'

export interface GenerateOptions {
  /** The target month `YYYY-MM` (accruals are suggested for it; it ends the reconciliation period). Default 2026-06. */
  period?: string
  /** Months of history before `period`. Default 12. */
  history_months?: number
  currency?: string
  /** One-to-one matching pairs on the bank account (recurring and prepayment payments come on top). Default 300. */
  pairs?: number
  fees?: number
  transit?: number
  stale?: number
  duplicates?: number
  /** Split payments of each direction (bank line = 2–3 ledger lines, and the reverse). */
  splits?: number
  /** Recurring supplier streams (at most 10). Default 8. */
  recurring?: number
  /** Prepayments (at most 3). Default 2. */
  prepayments?: number
}

export const BANK_CODE = '1-1000'
const SALES = '4-1000'
const WAGES = '6-4000'
const GENERAL_EXPENSES = ['6-1000', '6-3000', '6-3100']

export function generateBooks(seed: number, options: GenerateOptions = {}): SyntheticBook {
  const rng = createRng(seed)
  const period = options.period ?? '2026-06'
  const historyMonths = options.history_months ?? 12
  const currency = options.currency ?? 'AUD'
  const pairs = options.pairs ?? 300
  const n = {
    fees: options.fees ?? Math.max(3, Math.round(pairs / 50)),
    transit: options.transit ?? Math.max(4, Math.round(pairs / 60)),
    stale: options.stale ?? Math.max(2, Math.round(pairs / 100)),
    duplicates: options.duplicates ?? Math.max(3, Math.round(pairs / 60)),
    splits: options.splits ?? Math.max(3, Math.round(pairs / 80)),
    recurring: Math.min(options.recurring ?? 8, RECURRING_TEMPLATES.length),
    prepayments: Math.min(options.prepayments ?? 2, PREPAYMENT_TEMPLATES.length),
  }
  const startMonth = addMonths(period, -historyMonths)
  const periodStart = `${startMonth}-01`
  const periodEnd = monthBounds(period).end
  const first = dayOf(periodStart)
  const last = dayOf(periodEnd)

  const bankAccount = {
    id: rng.uuid(),
    name: 'Business cheque account',
    account_code: BANK_CODE,
    currency,
    institution: 'Synthetic Bank',
    account_number: '062-000 1234 5678',
  }
  const chart: SyntheticAccount[] = [
    { code: BANK_CODE, name: 'Business cheque account', type: 'asset', archived: false },
    { code: '2-1410', name: 'Accrued expenses', type: 'liability', archived: false },
    { code: '3-1000', name: "Owner's equity", type: 'equity', archived: false },
    { code: SALES, name: 'Sales', type: 'revenue', archived: false },
    { code: '6-1000', name: 'Purchases', type: 'expense', archived: false },
    { code: '6-3000', name: 'Repairs and maintenance', type: 'expense', archived: false },
    { code: '6-3100', name: 'Office supplies', type: 'expense', archived: false },
    { code: WAGES, name: 'Wages', type: 'expense', archived: false },
  ]
  const contacts: SyntheticContact[] = []
  const entries: SyntheticEntry[] = []
  const lines: SyntheticStatementLine[] = []
  const labels: ReconcileLabels = {
    bank_account_id: bankAccount.id,
    account_code: BANK_CODE,
    period_start: periodStart,
    period_end: periodEnd,
    matches: [],
    bank_fees: [],
    deposits_in_transit: [],
    outstanding_payments: [],
    stale: [],
    duplicates: [],
  }
  const contact = (name: string, kind: SyntheticContact['kind']): SyntheticContact => {
    const c: SyntheticContact = {
      id: rng.uuid(),
      name,
      kind,
      identifiers: [],
      bank_account: null,
      address: null,
      email: null,
    }
    contacts.push(c)
    return c
  }
  const usedNames = new Set<string>()
  const companyName = (): string => {
    for (;;) {
      const name = `${rng.pick(NAME_FIRST)} ${rng.pick(NAME_SECOND)} ${rng.pick(NAME_SUFFIX)}`
      if (!usedNames.has(name)) {
        usedNames.add(name)
        return name
      }
    }
  }
  const customers = Array.from({ length: Math.max(8, Math.min(40, Math.round(pairs / 10))) }, () =>
    contact(companyName(), 'customer'),
  )
  const suppliers = Array.from({ length: Math.max(8, Math.min(40, Math.round(pairs / 12))) }, () =>
    contact(companyName(), 'supplier'),
  )
  let refSeq = 10_000 + rng.int(0, 80_000)
  const nextRef = (prefix: string) => `${prefix}-${refSeq++}`

  /** A bank entry: line 0 on the bank account (+ in, − out), line 1 on `other`. Returns the ledger key of line 0. */
  const bankEntry = (
    day: number,
    amount: number,
    other: string,
    narration: string,
    reference: string | null,
    contactId: string | null,
  ): string => {
    const e: SyntheticEntry = {
      id: rng.uuid(),
      date: dateOf(day),
      narration,
      reference,
      contact_id: contactId,
      lines: [
        { account_code: BANK_CODE, amount_minor: amount, description: null },
        { account_code: other, amount_minor: -amount, description: null },
      ],
    }
    entries.push(e)
    return `${e.id}:0`
  }
  const bankLine = (
    day: number,
    amount: number,
    description: string,
    reference: string | null,
    counterparty: string | null,
  ): SyntheticStatementLine => {
    const l: SyntheticStatementLine = {
      id: rng.uuid(),
      bank_account_id: bankAccount.id,
      date: dateOf(day),
      amount_minor: amount,
      description,
      reference,
      counterparty,
      fitid: null,
    }
    lines.push(l)
    return l
  }
  const lag = () => (rng.chance(0.06) ? -rng.int(1, 2) : rng.int(0, 5))
  const amountDraw = (lo = 2_000, hi = 1_500_000) =>
    Math.round(Math.exp(Math.log(lo) + rng.next() * (Math.log(hi) - Math.log(lo))))

  /** One one-to-one pair: receipt or payment, ledger on `day`, bank `lagDays` later (kept inside the period). */
  const pair = (o: {
    inflow: boolean
    amount: number
    day: number
    lagDays: number
    other: string
    name: string
    contactId: string | null
    reference: string | null
    narration?: string
  }) => {
    const signed = o.inflow ? o.amount : -o.amount
    const key = bankEntry(
      o.day,
      signed,
      o.other,
      o.narration ?? (o.inflow ? `Receipt from ${o.name}` : `Payment to ${o.name}`),
      o.reference,
      o.contactId,
    )
    const desc = `${o.inflow ? rng.pick(['DEPOSIT', 'TRANSFER FROM']) : rng.pick(['EFT', 'DIRECT DEBIT', 'BPAY'])} ${o.name.toUpperCase()}`
    const bankDay = Math.min(o.day + o.lagDays, last)
    const bl = bankLine(bankDay, signed, desc, o.reference, o.name)
    labels.matches.push({
      kind: 'one_to_one',
      bank: [bl.id],
      ledger: [key],
      lag_days: bankDay - o.day,
      has_reference: o.reference !== null,
    })
    return bl
  }

  // One-to-one pairs: customer receipts and supplier payments on random days.
  const plainPairs: SyntheticStatementLine[] = []
  for (let i = 0; i < pairs; i++) {
    const inflow = rng.chance(0.45)
    const who = inflow ? rng.pick(customers) : rng.pick(suppliers)
    const lagDays = lag()
    const day = rng.int(first + Math.max(0, -lagDays), last - Math.max(0, lagDays))
    const reference = rng.chance(0.4) ? nextRef(inflow ? 'INV' : 'PO') : null
    plainPairs.push(
      pair({
        inflow,
        amount: amountDraw(),
        day,
        lagDays,
        other: inflow ? SALES : rng.pick(GENERAL_EXPENSES),
        name: who.name,
        contactId: who.id,
        reference,
      }),
    )
  }

  // Bank-only fees.
  for (let i = 0; i < n.fees; i++) {
    const l = bankLine(rng.int(first, last), -rng.int(500, 3_500), rng.pick(FEE_DESCRIPTIONS), null, null)
    labels.bank_fees.push(l.id)
  }
  // Deposits in transit and outstanding payments: ledger only, in the last 4 days of the period.
  for (let i = 0; i < n.transit; i++) {
    const inflow = i % 2 === 0
    const who = inflow ? rng.pick(customers) : rng.pick(suppliers)
    const amount = amountDraw()
    const key = bankEntry(
      rng.int(last - 3, last),
      inflow ? amount : -amount,
      inflow ? SALES : rng.pick(GENERAL_EXPENSES),
      inflow ? `Receipt from ${who.name}` : `Payment to ${who.name}`,
      rng.chance(0.5) ? nextRef(inflow ? 'INV' : 'CHQ') : null,
      who.id,
    )
    ;(inflow ? labels.deposits_in_transit : labels.outstanding_payments).push(key)
  }
  // Stale items: ledger only, long before the period end (uncleared cheques, receipts never banked).
  for (let i = 0; i < n.stale; i++) {
    const inflow = i % 3 === 2
    const who = inflow ? rng.pick(customers) : rng.pick(suppliers)
    const amount = amountDraw()
    const key = bankEntry(
      rng.int(first, Math.max(first, last - 100)),
      inflow ? amount : -amount,
      inflow ? SALES : rng.pick(GENERAL_EXPENSES),
      inflow ? `Receipt from ${who.name}` : `Cheque to ${who.name}`,
      nextRef(inflow ? 'INV' : 'CHQ'),
      who.id,
    )
    labels.stale.push(key)
  }
  // Duplicated bank lines: an exact second copy of a pair's bank line.
  const dupSources = new Set<number>()
  while (dupSources.size < Math.min(n.duplicates, plainPairs.length)) dupSources.add(rng.int(0, plainPairs.length - 1))
  for (const i of [...dupSources].sort((a, b) => a - b)) {
    const src = plainPairs[i]!
    const copy = { ...src, id: rng.uuid() }
    lines.push(copy)
    labels.duplicates.push([src.id, copy.id])
  }
  // Split payments. Many-to-one: 2–3 customer receipts banked as one deposit. One-to-many: one wages entry paid as 2–3 transfers.
  for (let i = 0; i < n.splits; i++) {
    const k = rng.int(2, 3)
    const bankDay = rng.int(first + 7, last)
    const keys: string[] = []
    let total = 0
    let maxLag = 0
    for (let j = 0; j < k; j++) {
      const who = rng.pick(customers)
      const amount = amountDraw(5_000, 400_000)
      const lagDays = rng.int(0, 3)
      maxLag = Math.max(maxLag, lagDays)
      total += amount
      keys.push(bankEntry(bankDay - lagDays, amount, SALES, `Receipt from ${who.name}`, null, who.id))
    }
    const bl = bankLine(bankDay, total, 'DEPOSIT BRANCH BATCH', null, null)
    labels.matches.push({ kind: 'many_to_one', bank: [bl.id], ledger: keys, lag_days: maxLag, has_reference: false })
  }
  for (let i = 0; i < n.splits; i++) {
    const k = rng.int(2, 3)
    const day = rng.int(first, last - 3)
    const parts = Array.from({ length: k }, () => amountDraw(80_000, 450_000))
    const total = parts.reduce((a, b) => a + b, 0)
    const key = bankEntry(day, -total, WAGES, `Wages week ending ${dateOf(day)}`, null, null)
    const ids = parts.map(
      (p) => bankLine(day + rng.int(0, 2), -p, `PAY ${rng.pick(NAME_FIRST).toUpperCase()} EMPLOYEE`, null, null).id,
    )
    labels.matches.push({ kind: 'one_to_many', bank: ids, ledger: [key], lag_days: 0, has_reference: false })
  }

  const accruals = plantAccruals(rng, {
    period,
    historyMonths,
    startMonth,
    recurring: n.recurring,
    prepayments: n.prepayments,
    chart,
    contact,
    pair,
  })
  lines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  entries.push(...accruals.entries)
  entries.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  chart.sort((a, b) => (a.code < b.code ? -1 : 1))
  contacts.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1))
  return {
    seed,
    currency,
    chart,
    bank_accounts: [bankAccount],
    statement_lines: lines,
    entries,
    contacts,
    labels: { reconcile: labels, accruals: accruals.labels },
  }
}

interface AccrualDeps {
  period: string
  historyMonths: number
  startMonth: string
  recurring: number
  prepayments: number
  chart: SyntheticAccount[]
  contact: (name: string, kind: SyntheticContact['kind']) => SyntheticContact
  pair: (o: {
    inflow: boolean
    amount: number
    day: number
    lagDays: number
    other: string
    name: string
    contactId: string | null
    reference: string | null
    narration?: string
  }) => SyntheticStatementLine
}

/** Recurring supplier streams and prepayments; their bank payments are ordinary labelled pairs. */
function plantAccruals(rng: Rng, d: AccrualDeps): { labels: AccrualLabels; entries: SyntheticEntry[] } {
  const labels: AccrualLabels = {
    period: d.period,
    lookback_months: d.historyMonths,
    missing: [],
    recurring_not_missing: [],
  }
  const entries: SyntheticEntry[] = []
  const templates = RECURRING_TEMPLATES.slice(0, d.recurring)
  for (const [i, t] of templates.entries()) {
    d.chart.push({ code: t.account, name: t.accountName, type: 'expense', archived: false })
    const supplier = d.contact(t.supplier, 'supplier')
    const step = t.cadence === 'monthly' ? 1 : 3
    const phase = step === 1 ? 0 : rng.int(0, 2)
    const dueInPeriod = (d.historyMonths + 0 - phase) % step === 0
    const missing = dueInPeriod && i % 3 !== 2
    const billingDay = rng.int(3, 24)
    const amounts: Array<{ month: string; amount: number }> = []
    for (let m = phase; m <= d.historyMonths; m += step) {
      const month = addMonths(d.startMonth, m)
      if (month === d.period && missing) continue
      const amount =
        t.cv === 0
          ? t.base
          : Math.max(100, Math.round(t.base * (1 + t.cv * Math.max(-2.5, Math.min(2.5, rng.normal())))))
      const day = dayOf(`${month}-${String(billingDay).padStart(2, '0')}`) + rng.int(-2, 2)
      d.pair({
        inflow: false,
        amount,
        day,
        lagDays: rng.int(0, 3),
        other: t.account,
        name: t.supplier,
        contactId: supplier.id,
        reference: null,
        narration: `${t.accountName}: ${t.supplier} ${month}`,
      })
      amounts.push({ month, amount })
    }
    if (missing) {
      const before = amounts
        .filter((a) => a.month < d.period)
        .slice(-3)
        .map((a) => a.amount)
        .sort((a, b) => a - b)
      labels.missing.push({
        kind: 'recurring_missing',
        account_code: t.account,
        contact_id: supplier.id,
        prepaid_account_code: null,
        cadence: t.cadence,
        amount_minor: before[Math.floor(before.length / 2)]!,
      })
    } else {
      labels.recurring_not_missing.push({ account_code: t.account, contact_id: supplier.id, cadence: t.cadence })
    }
  }
  for (const [i, t] of PREPAYMENT_TEMPLATES.slice(0, d.prepayments).entries()) {
    d.chart.push(
      { code: t.prepaid, name: t.prepaidName, type: 'asset', archived: false },
      { code: t.expense, name: t.expenseName, type: 'expense', archived: false },
    )
    const supplier = d.contact(t.supplier, 'supplier')
    const startsBack = rng.int(2, Math.min(t.months - 1, d.historyMonths - 1))
    const startMonth = addMonths(d.period, -startsBack)
    const amount = rng.int(20, 180) * 10_000
    const payDay = dayOf(`${startMonth}-01`) - rng.int(0, 10)
    d.pair({
      inflow: false,
      amount,
      day: payDay,
      lagDays: rng.int(0, 2),
      other: t.prepaid,
      name: t.supplier,
      contactId: supplier.id,
      reference: `POL-${rng.int(100_000, 999_999)}`,
      narration: `${t.supplier}: annual ${t.what}, ${t.months} months from ${startMonth}-01`,
    })
    const schedule = allocate(
      amount,
      Array.from({ length: t.months }, () => 1),
    )
    const missing = i % 2 === 0
    for (let m = 0; m <= startsBack; m++) {
      const month = addMonths(startMonth, m)
      if (month === d.period && missing) continue
      const share = schedule[m]!
      entries.push({
        id: rng.uuid(),
        date: monthBounds(month).end,
        narration: `Amortisation of ${t.what} ${month}`,
        reference: null,
        contact_id: null,
        lines: [
          { account_code: t.expense, amount_minor: share, description: null },
          { account_code: t.prepaid, amount_minor: -share, description: null },
        ],
      })
    }
    if (missing)
      labels.missing.push({
        kind: 'prepayment_amortisation',
        account_code: t.expense,
        contact_id: null,
        prepaid_account_code: t.prepaid,
        cadence: null,
        amount_minor: schedule[startsBack]!,
      })
  }
  return { labels, entries }
}
