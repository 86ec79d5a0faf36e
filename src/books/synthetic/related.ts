// Seeded synthetic bank movements with planted related-party facts and their labels (issue 8 "Proof": related-party
// loops), for scoring assets.trace: round trips (money out to a party and back from it within days, nearly the same
// amount), rapid in-and-out (a large deposit spent within a day or two), transfers to related parties in the last days
// of the period, and related parties found through a shared bank account, a shared address, a shared identifier or
// their kind. Pure and deterministic.
//
// The background cannot trip a rule by accident: suppliers are only paid and customers only pay (no round trip),
// background payments are at most 200.00 a day (no rapid in-and-out after a deposit of 1,000.00 or more), related
// parties are paid in the background only before the last 14 days, and no background line falls within 3 days of a
// planted one.
import { createRng } from './prng.ts'
import type { SyntheticBankAccount, SyntheticContact, SyntheticStatementLine } from './types.ts'

export interface RelatedLabels {
  period_start: string
  period_end: string
  /** [money out, money back] statement line ids. */
  round_trips: Array<[string, string]>
  /** The planted large deposits (statement line ids). */
  rapid_in_out: string[]
  /** Payments to related parties in the last 14 days (statement line ids). */
  period_end_transfers: string[]
  /** Every contact that is a related party: shares a bank account, address or identifier with another, or is of kind related_party. */
  related_contacts: string[]
}

export interface RelatedBook {
  bank_account: SyntheticBankAccount
  contacts: SyntheticContact[]
  statement_lines: SyntheticStatementLine[]
  labels: RelatedLabels
}

const DAY = 86_400_000
const dayOf = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY
const dateOf = (n: number) => new Date(n * DAY).toISOString().slice(0, 10)

export function generateRelatedParties(
  seed: number,
  o: { roundTrips?: number; rapid?: number; periodEnd?: number } = {},
): RelatedBook {
  const rng = createRng(seed)
  const periodStart = '2026-01-01'
  const periodEnd = '2026-06-30'
  const first = dayOf(periodStart)
  const last = dayOf(periodEnd)
  const bank: SyntheticBankAccount = {
    id: rng.uuid(),
    name: 'Operating account',
    account_code: '1-1000',
    currency: 'AUD',
    institution: 'Synthetic Bank',
    account_number: '062-000 9999 0001',
  }
  let digits = 10_000_000
  const contact = (
    name: string,
    kind: SyntheticContact['kind'],
    over: Partial<SyntheticContact> = {},
  ): SyntheticContact => {
    digits += rng.int(1, 999)
    return {
      id: rng.uuid(),
      name,
      kind,
      identifiers: [{ scheme: 'ABN', value: `51 ${digits}` }],
      bank_account: `062000${digits}`,
      address: `${digits % 997} ${name} Street, Sydney`,
      email: null,
      ...over,
    }
  }
  const suppliers = [
    'Acme Office',
    'Blue Gum Supplies',
    'Coastal Freight',
    'Delta Cleaning',
    'Eureka Stationery',
    'Fern IT Services',
  ].map((n) => contact(`${n} Pty Ltd`, 'supplier'))
  const customers = [
    'Harbour Cafe',
    'Ironbark Builders',
    'Jacaranda Dental',
    'Kookaburra Studio',
    'Lorikeet Legal',
    'Mallee Farms',
  ].map((n) => contact(`${n} Pty Ltd`, 'customer'))
  // Related parties: a family trust by kind; an employee sharing a supplier's bank account; a customer sharing an
  // address with a consultant; two suppliers quoting one ABN.
  const trust = contact('Smith Family Trust', 'related_party')
  const sharedBank = contact('Northside Consulting Pty Ltd', 'supplier')
  const employee = contact('J Smith', 'employee', { bank_account: sharedBank.bank_account, identifiers: [] })
  const addressPartner = contact('Oakvale Advisory', 'other')
  const addressCustomer = contact('Pelican Holdings Pty Ltd', 'customer', { address: addressPartner.address })
  const abnA = contact('Quartz Trading Pty Ltd', 'supplier')
  const abnB = contact('Quartz Imports Pty Ltd', 'supplier', { identifiers: abnA.identifiers.map((i) => ({ ...i })) })
  const related = [trust, sharedBank, employee, addressPartner, addressCustomer, abnA, abnB]
  const contacts = [...suppliers, ...customers, ...related]

  const lines: SyntheticStatementLine[] = []
  const reserved = new Set<number>()
  const reserve = (day: number) => {
    for (let d = day - 3; d <= day + 3; d++) reserved.add(d)
  }
  const free = (day: number, span = 0) => {
    for (let d = day - 3; d <= day + span + 3; d++) if (reserved.has(d)) return false
    return true
  }
  const line = (day: number, amountMinor: number, counterparty: string, description: string) => {
    const l: SyntheticStatementLine = {
      id: rng.uuid(),
      bank_account_id: bank.id,
      date: dateOf(day),
      amount_minor: amountMinor,
      description,
      reference: null,
      counterparty,
      fitid: null,
    }
    lines.push(l)
    return l
  }
  const freeDay = (lo: number, hi: number, span = 0) => {
    for (let tries = 0; tries < 1000; tries++) {
      const d = rng.int(lo, hi - span)
      if (free(d, span)) return d
    }
    throw new Error('generateRelatedParties: no free day left; plant fewer facts')
  }

  const labels: RelatedLabels = {
    period_start: periodStart,
    period_end: periodEnd,
    round_trips: [],
    rapid_in_out: [],
    period_end_transfers: [],
    related_contacts: related.map((c) => c.id).sort(),
  }
  // Transfers to related parties near the period end first (they need the last 14 days).
  for (let k = 0; k < (o.periodEnd ?? 2); k++) {
    const d = freeDay(last - 13, last)
    reserve(d)
    const to = rng.pick([trust, sharedBank, employee])
    labels.period_end_transfers.push(
      line(d, -rng.int(50_000, 500_000), to.name, `TRANSFER TO ${to.name.toUpperCase()}`).id,
    )
  }
  for (let k = 0; k < (o.roundTrips ?? 3); k++) {
    const party = contact(`Offshore Holdings ${k + 1} Ltd`, 'other', {
      identifiers: [],
      bank_account: null,
      address: null,
    })
    contacts.push(party)
    const gap = rng.int(5, 25)
    const d = freeDay(first + 3, last - 20, gap)
    reserve(d)
    reserve(d + gap)
    const amount = rng.int(1_000_000, 5_000_000)
    const out = line(d, -amount, party.name, `INTERNATIONAL TRANSFER ${party.name.toUpperCase()}`)
    const back = line(
      d + gap,
      Math.round(amount * (0.93 + rng.int(0, 7) / 100)),
      party.name,
      `INWARD TRANSFER ${party.name.toUpperCase()}`,
    )
    labels.round_trips.push([out.id, back.id])
  }
  for (let k = 0; k < (o.rapid ?? 3); k++) {
    const from = contact(`Quick Capital ${k + 1} Pty Ltd`, 'other', {
      identifiers: [],
      bank_account: null,
      address: null,
    })
    const to = contact(`Cash Away ${k + 1} Pty Ltd`, 'other', { identifiers: [], bank_account: null, address: null })
    contacts.push(from, to)
    const d = freeDay(first + 3, last - 20, 2)
    reserve(d)
    reserve(d + 2)
    const amount = rng.int(500_000, 2_000_000)
    const dep = line(d, amount, from.name, `DEPOSIT ${from.name.toUpperCase()}`)
    const part = Math.round(amount * (0.92 + rng.int(0, 6) / 100))
    const firstOut = Math.round(part * 0.6)
    line(d + 1, -firstOut, to.name, `TRANSFER ${to.name.toUpperCase()}`)
    line(d + 2, -(part - firstOut), to.name, `TRANSFER ${to.name.toUpperCase()}`)
    labels.rapid_in_out.push(dep.id)
  }
  // The background, around the planted facts.
  for (let day = first; day <= last; day++) {
    if (reserved.has(day)) continue
    if (rng.int(0, 1) === 0) {
      const c = rng.pick(customers)
      line(day, rng.int(10_000, 500_000), c.name, `DEPOSIT ${c.name.toUpperCase()}`)
    }
    const payee =
      day < last - 20 && rng.int(0, 9) === 0
        ? rng.pick([trust, sharedBank, employee, addressPartner, abnA, abnB])
        : rng.pick(suppliers)
    line(day, -rng.int(1_000, 20_000), payee.name, `PAYMENT ${payee.name.toUpperCase()}`)
  }
  lines.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
  return { bank_account: bank, contacts, statement_lines: lines, labels }
}
