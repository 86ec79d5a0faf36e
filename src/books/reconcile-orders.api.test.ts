// The same planted books (contract-tests/planted-books: an independent planted-truth bank statement and ledger,
// 10,000 lines a side) loaded through the API in two orders — ledger import then bank import, and bank import then the
// ledger with its entries in reverse order — reconcile to the same answer (issue 25 §2: "the answer depends on the
// order the entries were written"): the same difference (the planted one), the same matches, compared through the ids
// looked up with the list routes (statement lines and journal entries), not through the store.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { plantBooks, type PlantedBooks } from '../../contract-tests/planted-books/generate.ts'

const BANK = '1-1000'
interface LedgerRef {
  entry_id: string
  line: number
}
interface Finding {
  area: string
  bank_line_ids?: string[]
  ledger_lines?: LedgerRef[]
  matches?: Array<{ bank_line_ids: string[]; ledger_lines: LedgerRef[] }>
}
interface Recon {
  difference: string
  matched_count: number
  unmatched_count: number
  reconciled: boolean
  findings: Finding[]
}
interface Entry {
  id: string
  date: string
  narration: string
  reference: string | null
  lines: Array<{ line: number; account_code: string; debit: string | null; credit: string | null }>
}
interface Line {
  id: string
  fitid: string | null
}

const q = (s: string | null) => (s === null ? '' : /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s)
const dmy = (d: string) => `${d.slice(8, 10)}/${d.slice(5, 7)}/${d.slice(0, 4)}`
const cents = (m: number) => (m / 100).toFixed(2)

/** The planted ledger as a general-ledger CSV (mapped columns): each bank line at its planted position in its entry. */
function ledgerCsv(b: PlantedBooks, reverse: boolean): string {
  const rows = ['Txn,Date,Narration,Reference,Account,Description,Debit,Credit']
  const ledger = reverse ? [...b.ledger].reverse() : b.ledger
  for (const l of ledger) {
    const contra = l.amount_minor > 0 ? '4-1000' : '6-1000'
    const parts = Math.max(l.line, 1)
    const each = Math.trunc(l.amount_minor / parts)
    const contraLines = Array.from({ length: parts }, (_, i) =>
      i === parts - 1 ? l.amount_minor - each * (parts - 1) : each,
    )
    const row = (account: string, debitMinor: number, description: string | null) =>
      [
        q(l.entry_id),
        dmy(l.date),
        q(l.narration),
        q(l.reference),
        account,
        q(description),
        debitMinor > 0 ? cents(debitMinor) : '',
        debitMinor < 0 ? cents(-debitMinor) : '',
      ].join(',')
    const bankRow = row(BANK, l.amount_minor, l.description)
    const contraRows = contraLines.map((m, i) => row(contra, -m, `contra ${i}`))
    rows.push(...(l.line === 0 ? [bankRow, ...contraRows] : [...contraRows, bankRow]))
  }
  return `${rows.join('\n')}\n`
}

const bankCsv = (b: PlantedBooks) =>
  `${[
    'Date,Description,Amount,Reference,Payee,Id',
    ...b.bank.map((l) =>
      [dmy(l.date), q(l.description), cents(l.amount_minor), q(l.reference), q(l.counterparty), l.id].join(','),
    ),
  ].join('\n')}\n`

describe('accounts.reconcile on planted books loaded in two orders', () => {
  let srv: TestServer
  let t: Tenant
  const books = plantBooks(303, { lines: 10_000 })
  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
  })
  afterAll(async () => {
    await srv?.close()
  })

  const skill = async <T>(slug: string, body: Record<string, unknown>) => {
    const r = await call<{ output: T }>(srv.url, `/api/v1/skills/${slug}/invoke`, { token: t.adminKey, body })
    expect(r.status, r.text.slice(0, 500)).toBe(200)
    return r.body.output
  }
  const pages = async <T>(path: string): Promise<T[]> => {
    const out: T[] = []
    for (let offset = 0; ; offset += 1000) {
      const r = await call<{ data: T[]; has_more: boolean }>(
        srv.url,
        `${path}${path.includes('?') ? '&' : '?'}limit=1000&offset=${offset}`,
        { token: t.adminKey },
      )
      expect(r.status, r.text).toBe(200)
      out.push(...r.body.data)
      if (!r.body.has_more) return out
    }
  }

  async function load(order: 'ledger_first' | 'bank_first'): Promise<{ clientId: string; recon: Recon }> {
    const clientId = (
      await call<{ id: string }>(srv.url, '/api/v1/clients', {
        token: t.adminKey,
        body: { name: `Planted ${order}`, currency: 'AUD' },
      })
    ).body.id
    await skill('import_chart_of_accounts', {
      client_id: clientId,
      csv: `Code,Name,Type\n${BANK},Cheque account,Bank\n4-1000,Sales,Revenue\n6-1000,Expenses,Expense\n`,
    })
    const ledger = () =>
      skill<{ added: number }>('import_journal', {
        client_id: clientId,
        csv: ledgerCsv(books, order === 'bank_first'),
        mapping: {
          entry: 'Txn',
          date: 'Date',
          narration: 'Narration',
          reference: 'Reference',
          account_code: 'Account',
          description: 'Description',
          debit: 'Debit',
          credit: 'Credit',
        },
      })
    const bank = () =>
      skill<{ added: number }>('import_bank_statement', {
        client_id: clientId,
        account_code: BANK,
        csv: bankCsv(books),
        columns: { id: 'Id', counterparty: 'Payee' },
      })
    if (order === 'ledger_first') {
      expect((await ledger()).added).toBe(books.ledger.length)
      await bank()
    } else {
      await bank()
      expect((await ledger()).added).toBe(books.ledger.length)
    }
    const recon = await skill<Recon>('reconcile_accounts', {
      client_id: clientId,
      account_code: BANK,
      period_end: books.truth.period_end,
    })
    return { clientId, recon }
  }

  /** The reconciliation in terms of the books' own content, looked up through the list routes. */
  async function described(clientId: string, r: Recon): Promise<Record<string, string[]>> {
    const lines = new Map(
      (await pages<Line>(`/api/v1/clients/${clientId}/statement-lines`)).map((l) => [l.id, l.fitid ?? `?${l.id}`]),
    )
    const entries = new Map((await pages<Entry>(`/api/v1/clients/${clientId}/journal-entries`)).map((e) => [e.id, e]))
    const bankOf = (id: string) => {
      const f = lines.get(id)
      expect(f, `statement line ${id}`).toBeDefined()
      return f!
    }
    const ledgerOf = (ref: LedgerRef) => {
      const e = entries.get(ref.entry_id)
      expect(e, `journal entry ${ref.entry_id}`).toBeDefined()
      const l = e!.lines[ref.line]!
      expect(l.account_code).toBe(BANK)
      return `${e!.date}|${l.debit ?? `-${l.credit}`}|${e!.narration}|${e!.reference ?? ''}`
    }
    const group = (bank: string[] = [], ledger: LedgerRef[] = []) =>
      `${bank.map(bankOf).sort().join('+')} = ${ledger.map(ledgerOf).sort().join('+')}`
    const out: Record<string, string[]> = {}
    for (const f of r.findings) {
      const items = f.matches
        ? f.matches.map((m) => group(m.bank_line_ids, m.ledger_lines))
        : [group(f.bank_line_ids, f.ledger_lines)]
      ;(out[f.area] ??= []).push(...items)
    }
    for (const k of Object.keys(out)) out[k]!.sort()
    return out
  }

  it('gives the same difference, the planted one, and the same matches and findings in either order', async () => {
    const a = await load('ledger_first')
    const b = await load('bank_first')
    expect(a.recon.difference).toBe(b.recon.difference)
    expect(a.recon.difference).toBe(cents(books.truth.expected.difference_minor))
    expect([a.recon.matched_count, a.recon.unmatched_count]).toEqual([b.recon.matched_count, b.recon.unmatched_count])
    const da = await described(a.clientId, a.recon)
    const db = await described(b.clientId, b.recon)
    expect(Object.keys(da).sort()).toEqual(Object.keys(db).sort())
    for (const area of Object.keys(da)) {
      // What one order found and the other did not (empty both ways when the answers agree).
      const onlyA = da[area]!.filter((x) => !db[area]!.includes(x))
      const onlyB = db[area]!.filter((x) => !da[area]!.includes(x))
      expect({ area, onlyA, onlyB }).toEqual({ area, onlyA: [], onlyB: [] })
    }
    expect(da.matched!.length).toBeGreaterThan(books.truth.counts.match_groups * 0.9)
  })
})
