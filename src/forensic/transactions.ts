// The records the transaction tests read (anomalies.investigate): a bank statement line or a journal line reduced to
// what the forensic tests compare, and a contact with its identifiers. Plain data so that the engine is a pure function
// of arrays; the skill maps ctx.data.books rows onto these.

export interface ForensicTransaction {
  /** Statement line id, or `<entry_id>:<line>` for a journal line. */
  id: string
  source: 'bank' | 'ledger'
  /** YYYY-MM-DD */
  date: string
  /** Integer minor units of the client's currency, signed (bank: + money in; ledger: debit +). */
  amount_minor: number
  /** The counterparty's name as the record gives it (a contact's name for journal lines with a contact). */
  counterparty: string | null
  contact_id: string | null
  reference: string | null
  description: string | null
  /** Bank account id (bank) or account code (ledger). */
  account: string | null
  /** The journal entry a ledger line belongs to: lines of one entry are never duplicates of each other. */
  entry_id?: string | null
}

export interface ForensicContact {
  id: string
  name: string
  kind: string
  identifiers: Array<{ scheme: string; value: string }>
  bank_account: string | null
}

/** A record quoted as evidence in a finding. */
export interface EvidenceRow {
  transaction_id: string
  source: 'bank' | 'ledger'
  date: string
  /** Decimal string in the client's currency. */
  amount: string
  counterparty: string | null
  reference: string | null
  description: string | null
  account: string | null
}

/** Case, spacing and punctuation do not make two counterparties different ("ACME Pty. Ltd" = "acme pty ltd"). */
export function counterpartyKey(t: Pick<ForensicTransaction, 'counterparty' | 'contact_id'>): string | null {
  if (t.contact_id) return `contact:${t.contact_id}`
  if (!t.counterparty) return null
  const k = t.counterparty
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
  return k === '' ? null : `name:${k}`
}

/** Invoice-style references compared without separators and leading zeros ("INV-0042" = "inv42"), research §2.3. */
export function referenceKey(reference: string | null): string | null {
  if (!reference) return null
  const k = reference
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .replace(/(^|\D)0+(?=\d)/g, '$1')
  return k === '' ? null : k
}

/** Days since 1970-01-01 of a YYYY-MM-DD date (UTC), for date windows. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000)
}
