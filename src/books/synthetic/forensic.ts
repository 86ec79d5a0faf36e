// Seeded synthetic bank transactions and contacts with planted forensic facts and their labels (issue 8 "Proof";
// research §7): a Benford-conforming or a fabricated amount population, same-same-same and same-same-different
// duplicates, contacts with valid and invalid identifiers, and a supplier sharing a bank account with an employee.
// Pure and deterministic: the same options give the same books. Its own small types (structurally the engine's
// ForensicTransaction / ForensicContact and the SDK's SkillContact), so it does not depend on the rest of this folder.
//
// The background is built so that nothing is a duplicate by accident: every (amount, date) pair is unique and every
// reference is unique, so the planted pairs are the only same-same-same / same-same-different facts.

import { mulberry32 } from '../../forensic/index.ts'

export interface SyntheticForensicTransaction {
  id: string
  source: 'bank'
  date: string
  /** Minor units (cents), money in positive, money out negative. */
  amount_minor: number
  counterparty: string | null
  contact_id: string | null
  reference: string | null
  description: string | null
  account: string | null
}

export interface SyntheticForensicContact {
  id: string
  name: string
  kind: 'customer' | 'supplier' | 'employee' | 'related_party' | 'other'
  identifiers: Array<{ scheme: string; value: string }>
  bank_account: string | null
  address: string | null
  email: string | null
}

export interface ForensicLabels {
  /** How the amounts were drawn: Benford-conforming (log-uniform) or fabricated (uniform first digit). */
  population: 'benford' | 'fabricated'
  /** Planted pairs "idA|idB" (idA < idB). */
  same_same_same: string[]
  same_same_different: string[]
  /** Every identifier planted invalid, by contact and scheme. */
  invalid_identifiers: Array<{ contact_id: string; scheme: string }>
  valid_identifiers: number
  /** Contacts planted with one bank account (sorted ids). */
  shared_bank_account: string[]
}

export interface ForensicBooks {
  transactions: SyntheticForensicTransaction[]
  contacts: SyntheticForensicContact[]
  labels: ForensicLabels
}

export interface ForensicBooksOptions {
  seed: number
  population?: 'benford' | 'fabricated'
  /** Background transactions before the planted duplicates (default 5,000). */
  transactions?: number
  sameSameSame?: number
  sameSameDifferent?: number
  suppliers?: number
  customers?: number
  /** Suppliers whose identifier is planted invalid. */
  invalidIdentifiers?: number
  /** First day (YYYY-MM-DD) of the 365-day year the transactions fall in. */
  start?: string
}

const SCHEMES = ['ABN', 'NZBN', 'GB_VAT', 'CA_BN', 'US_EIN'] as const
type Scheme = (typeof SCHEMES)[number]

/** Valid and invalid identifiers built from the check-digit rules (research §2.4). */
export function syntheticIdentifier(scheme: Scheme, rnd: () => number, valid: boolean): string {
  const digits = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 10))
  const bump = (d: number) => (d + 1 + Math.floor(rnd() * 8)) % 10 // any other digit
  switch (scheme) {
    case 'ABN': {
      const body = digits(9)
      const w = [3, 5, 7, 9, 11, 13, 15, 17, 19]
      const s = body.reduce((a, d, i) => a + d * w[i]!, 0)
      let cc = 11
      while ((10 * (Math.floor(cc / 10) - 1) + (cc % 10) + s) % 89 !== 0) cc++
      if (!valid) body[8] = bump(body[8]!) // the last digit weighs 19: 19·δ is never 0 mod 89
      return `${cc}${body.join('')}`
    }
    case 'NZBN': {
      const body = [9, 4, ...digits(10)]
      let s = 0
      for (let i = 0; i < 12; i++) s += body[11 - i]! * (i % 2 === 0 ? 3 : 1)
      const check = (10 - (s % 10)) % 10
      return `${body.join('')}${valid ? check : bump(check)}`
    }
    case 'GB_VAT': {
      const body = [1 + Math.floor(rnd() * 9), ...digits(6)]
      const s = body.reduce((a, d, i) => a + d * (8 - i), 0)
      let check = (97 - (s % 97)) % 97 // remainder 0: valid in both the old and the 9755 series
      if (!valid) check = (check + 1 + Math.floor(rnd() * 9)) % 97 // remainders 1–9: valid in neither
      return `GB${body.join('')}${String(check).padStart(2, '0')}`
    }
    case 'CA_BN': {
      const body = digits(8)
      let s = 0
      for (let i = 0; i < 8; i++) {
        let x = body[7 - i]!
        if (i % 2 === 0) {
          x *= 2
          if (x > 9) x -= 9
        }
        s += x
      }
      const check = (10 - (s % 10)) % 10
      return `${body.join('')}${valid ? check : bump(check)}`
    }
    case 'US_EIN': {
      const prefixes = valid ? ['12', '20', '45', '91', '98'] : ['07', '08', '09', '17', '89']
      return `${prefixes[Math.floor(rnd() * prefixes.length)]}-${digits(7).join('')}`
    }
  }
}

function addDays(start: string, days: number): string {
  return new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

const pad = (n: number, w = 5) => String(n).padStart(w, '0')

export function forensicBooks(o: ForensicBooksOptions): ForensicBooks {
  const rnd = mulberry32(o.seed)
  const population = o.population ?? 'benford'
  const n = o.transactions ?? 5000
  const start = o.start ?? '2025-07-01'
  const nSuppliers = o.suppliers ?? 40
  const nCustomers = o.customers ?? 15
  const nInvalid = o.invalidIdentifiers ?? 8
  const pickOf = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!

  const contacts: SyntheticForensicContact[] = []
  const invalid: ForensicLabels['invalid_identifiers'] = []
  let validIds = 0
  for (let i = 0; i < nSuppliers; i++) {
    const scheme = SCHEMES[i % SCHEMES.length]!
    const isValid = i >= nInvalid
    const id = `c-sup-${pad(i, 3)}`
    contacts.push({
      id,
      name: `Supplier ${pad(i, 3)} Pty Ltd`,
      kind: 'supplier',
      identifiers: [{ scheme, value: syntheticIdentifier(scheme, rnd, isValid) }],
      bank_account: `06200${pad(i, 3)}${pad(Math.floor(rnd() * 1e5))}`,
      address: null,
      email: null,
    })
    if (isValid) validIds++
    else invalid.push({ contact_id: id, scheme })
  }
  for (let i = 0; i < nCustomers; i++) {
    contacts.push({
      id: `c-cus-${pad(i, 3)}`,
      name: `Customer ${pad(i, 3)}`,
      kind: 'customer',
      identifiers: [],
      bank_account: null,
      address: null,
      email: null,
    })
  }
  // A supplier paid into an employee's account: a ghost-vendor sign.
  const ghost = contacts[nSuppliers - 1]!
  const employee: SyntheticForensicContact = {
    id: 'c-emp-000',
    name: 'Employee 000',
    kind: 'employee',
    identifiers: [],
    bank_account: ghost.bank_account,
    address: null,
    email: null,
  }
  contacts.push(employee)
  contacts.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
  const suppliers = contacts.filter((c) => c.kind === 'supplier')
  const customers = contacts.filter((c) => c.kind === 'customer')

  // Amounts in cents between 10.00 and 99,999.99: log-uniform (Benford) or uniform first digit (fabricated).
  const amount = (): number => {
    if (population === 'benford') return Math.round(10 ** (3 + 4 * rnd()))
    const d = 1 + Math.floor(rnd() * 9)
    const len = 2 + Math.floor(rnd() * 4)
    let rest = 0
    for (let j = 1; j < len; j++) rest = rest * 10 + Math.floor(rnd() * 10)
    return (d * 10 ** (len - 1) + rest) * 100 + Math.floor(rnd() * 100)
  }

  const transactions: SyntheticForensicTransaction[] = []
  const used = new Set<string>()
  while (transactions.length < n) {
    const out = rnd() < 0.8 // four in five are payments
    const cents = amount()
    if (cents < 1000 || cents >= 10_000_000) continue
    const date = addDays(start, Math.floor(rnd() * 365))
    const signed = out ? -cents : cents
    if (used.has(`${signed}|${date}`)) continue // no accidental same-amount-same-date pairs
    used.add(`${signed}|${date}`)
    const cp = out ? pickOf(suppliers) : pickOf(customers)
    transactions.push({
      id: `t-${pad(transactions.length, 6)}`,
      source: 'bank',
      date,
      amount_minor: signed,
      counterparty: cp.name,
      contact_id: null,
      reference: `${out ? 'INV' : 'RCT'}-${pad(transactions.length, 6)}`,
      description: out ? `Payment ${cp.name}` : `Receipt ${cp.name}`,
      account: 'bank-main',
    })
  }

  // Planted duplicates: distinct originals, each copied once.
  const originals = transactions.filter((t) => t.amount_minor < 0)
  const order = originals.slice()
  for (let i = order.length - 1; i > 0; i--) {
    // seeded shuffle
    const j = Math.floor(rnd() * (i + 1))
    ;[order[i], order[j]] = [order[j]!, order[i]!]
  }
  const sss: string[] = []
  const ssd: string[] = []
  const pair = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`)
  let next = transactions.length
  const nSss = o.sameSameSame ?? 40
  const nSsd = o.sameSameDifferent ?? 40
  for (let i = 0; i < nSss + nSsd; i++) {
    const orig = order[i]!
    const id = `t-${pad(next++, 6)}`
    if (i < nSss) {
      transactions.push({
        ...orig,
        id,
        reference: rnd() < 0.5 ? orig.reference : `INV-${pad(next, 6)}D`,
        description: `${orig.description} (again)`,
      })
      sss.push(pair(orig.id, id))
    } else {
      let other = pickOf(suppliers)
      while (other.name === orig.counterparty) other = pickOf(suppliers)
      // Half keep the invoice reference (a second SSD rule matches them too); half carry their own.
      transactions.push({
        ...orig,
        id,
        counterparty: other.name,
        reference: rnd() < 0.5 ? orig.reference : `INV-${pad(next, 6)}X`,
        description: `Payment ${other.name}`,
      })
      ssd.push(pair(orig.id, id))
    }
  }
  transactions.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : 1))

  return {
    transactions,
    contacts,
    labels: {
      population,
      same_same_same: sss.sort(),
      same_same_different: ssd.sort(),
      invalid_identifiers: invalid,
      valid_identifiers: validIds,
      shared_bank_account: [ghost.id, employee.id].sort(),
    },
  }
}
