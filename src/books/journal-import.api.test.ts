// import_journal (skills/journal.import) over real HTTP (issue 25 §2): 10,000-line books in a Xero, a QuickBooks
// Online and a MYOB layout, as CSV text and as an uploaded XLSX, stored as the entries they hold; the same books again
// add nothing; bad rows refuse the whole file with their lines (nothing stored); the list routes return the entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import {
  FIXTURE_CHART,
  fixtureCsv,
  fixtureEntries,
  fixtureXlsx,
  type FixtureEntry,
  type FixtureLayout,
} from './import/ledger-fixtures.ts'

const SKILL = '/api/v1/skills/import_journal/invoke'
interface Out {
  layout: string
  date_format: string | null
  lines_in_file: number
  entries: number
  added: number
  skipped: number
  already_imported: boolean
  total_debits: string
  accounts_created: Array<{ code: string; type: string }>
  warnings: string[]
}
interface Entry {
  id: string
  date: string
  narration: string
  reference: string | null
  total: string
  lines: Array<{
    line: number
    account_code: string
    debit: string | null
    credit: string | null
    description: string | null
  }>
}
interface ErrorBody {
  error: { code: string; param?: string; message: string; details?: Array<{ loc: unknown[]; msg: string }> }
}

const minor = (s: string | null) => (s === null ? 0 : Math.round(Number(s) * 100))
const canonStored = (es: Entry[]) =>
  es
    .map(
      (e) =>
        `${e.date} ${e.lines
          .map((l) => `${l.account_code}:${minor(l.debit) - minor(l.credit)}`)
          .sort()
          .join(' ')}`,
    )
    .sort()
const canonFixture = (es: FixtureEntry[]) =>
  es
    .map(
      (e) =>
        `${e.date} ${e.lines
          .map((l) => `${l.code}:${l.amountMinor}`)
          .sort()
          .join(' ')}`,
    )
    .sort()

describe('import_journal', () => {
  let srv: TestServer
  let t: Tenant
  const newClient = async (currency = 'AUD', lockedThrough: string | null = null) => {
    const id = (
      await call<{ id: string }>(srv.url, '/api/v1/clients', {
        token: t.adminKey,
        body: { name: 'Harbour Bakery', currency, locked_through: lockedThrough },
      })
    ).body.id
    await srv.services.stores.charts.replace(
      t.organizationId,
      id,
      FIXTURE_CHART.map((a) => ({ ...a, archived: false })),
      0,
      new Date(),
    )
    return id
  }
  const invoke = <T>(body: Record<string, unknown>, token = t.adminKey) => call<T>(srv.url, SKILL, { token, body })
  const upload = async (bytes: Buffer, name: string, type: string) => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
    const r = await fetch(`${srv.url}/api/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.adminKey}` },
      body: form,
    })
    expect(r.status).toBe(201)
    return ((await r.json()) as { id: string }).id
  }
  const allEntries = async (clientId: string, query = '') => {
    const out: Entry[] = []
    for (let offset = 0; ; offset += 1000) {
      const r = await call<{ data: Entry[]; has_more: boolean }>(
        srv.url,
        `/api/v1/clients/${clientId}/journal-entries?limit=1000&offset=${offset}${query}`,
        { token: t.adminKey },
      )
      expect(r.status, r.text).toBe(200)
      out.push(...r.body.data)
      if (!r.body.has_more) return out
    }
  }

  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
  })
  afterAll(async () => {
    await srv?.close()
  })

  const cases: Array<{ layout: FixtureLayout; currency: string; format: 'csv' | 'xlsx' }> = [
    { layout: 'xero_general_ledger_detail', currency: 'AUD', format: 'csv' },
    { layout: 'xero_general_ledger_detail', currency: 'AUD', format: 'xlsx' },
    { layout: 'qbo_journal', currency: 'USD', format: 'csv' },
    { layout: 'qbo_journal', currency: 'USD', format: 'xlsx' },
    { layout: 'myob_general_journal', currency: 'AUD', format: 'csv' },
    { layout: 'myob_general_journal', currency: 'AUD', format: 'xlsx' },
  ]
  for (const c of cases) {
    it(`imports 10,000 lines of ${c.layout} (${c.format}) as its entries, and the same books again add nothing`, async () => {
      const clientId = await newClient(c.currency)
      const entries = fixtureEntries(c.layout.length * 7 + (c.format === 'csv' ? 1 : 2), 10_000)
      expect(entries.reduce((n, e) => n + e.lines.length, 0)).toBeGreaterThanOrEqual(10_000)
      const source =
        c.format === 'csv'
          ? { csv: fixtureCsv(c.layout, entries) }
          : {
              file_id: await upload(
                await fixtureXlsx(c.layout, entries),
                'ledger.xlsx',
                'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
              ),
            }
      const started = performance.now()
      const r = await invoke<{ output: Out }>({ client_id: clientId, ...source })
      const ms = performance.now() - started
      expect(r.status, r.text).toBe(200)
      console.log(
        `import_journal ${c.layout} ${c.format}: 10,000 lines, ${entries.length} entries in ${ms.toFixed(0)} ms`,
      )
      expect({ ...r.body.output, warnings: undefined }).toMatchObject({
        layout: c.layout,
        lines_in_file: entries.reduce((n, e) => n + e.lines.length, 0),
        entries: entries.length,
        added: entries.length,
        skipped: 0,
        already_imported: false,
      })
      // A workbook's dates are date cells: no order to read.
      expect(r.body.output.date_format).toBe(c.format === 'xlsx' ? null : c.layout.startsWith('qbo') ? 'MDY' : 'DMY')
      const stored = await allEntries(clientId)
      expect(stored.length).toBe(entries.length)
      expect(canonStored(stored)).toEqual(canonFixture(entries))
      const again = await invoke<{ output: Out }>({ client_id: clientId, ...source })
      expect(again.status, again.text).toBe(200)
      expect(again.body.output).toMatchObject({ added: 0, skipped: entries.length, already_imported: true })
      expect((await allEntries(clientId)).length).toBe(entries.length)
    })
  }

  it('re-imports the same books in another format and layout without adding them twice only when the source system is the same', async () => {
    const clientId = await newClient('AUD')
    const entries = fixtureEntries(5, 300)
    const first = await invoke<{ output: Out }>({
      client_id: clientId,
      csv: fixtureCsv('myob_general_journal', entries),
    })
    expect(first.body.output.added).toBe(entries.length)
    const xlsx = await upload(
      await fixtureXlsx('myob_general_journal', entries),
      'gj.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    const again = await invoke<{ output: Out }>({ client_id: clientId, file_id: xlsx })
    expect(again.body.output).toMatchObject({ added: 0, already_imported: true })
    // A file that holds the first half again and new entries adds only the new ones.
    const more = fixtureEntries(6, 100).map((e) => ({ ...e, number: `9${e.number}` }))
    const overlap = await invoke<{ output: Out }>({
      client_id: clientId,
      csv: fixtureCsv('myob_general_journal', [...entries.slice(0, 50), ...more]),
    })
    expect(overlap.body.output).toMatchObject({ added: more.length, skipped: 50, already_imported: false })
  })

  it('refuses a file with bad rows whole, naming every line, and stores nothing', async () => {
    const clientId = await newClient('AUD', '2025-06-30')
    const csv =
      'Journal Report\n\nDate,Journal Number,Source,Reference,Description,Account Code,Account,Debit,Credit\n' +
      '14/07/2025,1,Manual Journal,R1,a,1100,Bank,100.00,\n14/07/2025,1,Manual Journal,R1,b,4100,Sales,,100.00\n' + // fine (lines 4-5)
      '15/07/2025,2,Manual Journal,R2,c,1100,Bank,50.00,\n15/07/2025,2,Manual Journal,R2,d,4100,Sales,,40.00\n' + // unbalanced (6-7)
      '16/07/2025,3,Manual Journal,R3,e,9999,Nowhere,5.00,\n16/07/2025,3,Manual Journal,R3,f,4100,Sales,,5.00\n' + // unknown account (8)
      '31/02/2025,4,Manual Journal,R4,g,1100,Bank,5.00,\n' + // not a date (10)
      '17/07/2025,5,Manual Journal,R5,h,1100,Bank,abc,\n' // not an amount (11)
    const r = await invoke<ErrorBody>({ client_id: clientId, csv })
    expect(r.status, r.text).toBe(422)
    expect(r.body.error.code).toBe('validation_error')
    expect(r.body.error.param).toBe('csv.row.8.account_code')
    const params = (r.body.error.details ?? []).map((x) => x.loc.slice(1).join('.'))
    expect(params).toEqual(['csv.row.8.account_code', 'csv.row.10.date', 'csv.row.11.debit'])
    expect((await allEntries(clientId)).length).toBe(0)
    // Once the rows that read are fixed, the unbalanced entry is reported with its lines, and the closed period too.
    const fixed =
      'Date,Journal Number,Source,Reference,Description,Account Code,Account,Debit,Credit\n' +
      '14/07/2025,1,Manual Journal,R1,a,1100,Bank,100.00,\n14/07/2025,1,Manual Journal,R1,b,4100,Sales,,100.00\n' +
      '15/07/2025,2,Manual Journal,R2,c,1100,Bank,50.00,\n15/07/2025,2,Manual Journal,R2,d,4100,Sales,,40.00\n' +
      '30/06/2025,3,Manual Journal,R3,e,1100,Bank,5.00,\n30/06/2025,3,Manual Journal,R3,f,4100,Sales,,5.00\n'
    const r2 = await invoke<ErrorBody>({ client_id: clientId, csv: fixed })
    expect(r2.status, r2.text).toBe(422)
    expect(r2.body.error.details?.map((x) => [x.loc.slice(1).join('.'), x.msg])).toEqual([
      ['csv.row.4.entry', 'Entry Manual Journal 2 (lines 4, 5) does not balance: debits 50.00, credits 40.00.'],
      [
        'csv.row.6.date',
        'entry Manual Journal 3 is dated 2025-06-30, in a closed period: the books are locked through 2025-06-30',
      ],
    ])
    expect((await allEntries(clientId)).length).toBe(0)
  })

  it('lists the first 20 problems of a file with many bad rows and counts the rest', async () => {
    const clientId = await newClient('AUD')
    const bad = fixtureEntries(9, 200).map((e) => ({
      ...e,
      lines: e.lines.map((l, i) => (i === 0 ? { ...l, code: '8888' } : l)),
    }))
    const r = await invoke<ErrorBody>({ client_id: clientId, csv: fixtureCsv('xero_journal_report', bad) })
    expect(r.status).toBe(422)
    expect(r.body.error.details).toHaveLength(20)
    const rows = r.body.error.details!.map((x) => Number(x.loc[3]))
    expect(rows).toEqual([...rows].sort((a, b) => a - b))
    expect(r.body.error.message).toContain(`(and ${bad.length - 1} more problems)`)
    expect((r.body.error as unknown as { details_truncated?: boolean }).details_truncated).toBe(true)
    expect((await allEntries(clientId)).length).toBe(0)
  })

  it('adds missing accounts with create_missing_accounts, typed by classification', async () => {
    const clientId = await newClient('AUD')
    const csv =
      'Date,Journal Number,Source,Reference,Description,Account Code,Account,Debit,Credit\n' +
      '14/07/2025,1,Manual Journal,R1,a,1100,Bank,100.00,\n14/07/2025,1,Manual Journal,R1,b,4900,Interest Income,,100.00\n'
    expect((await invoke<ErrorBody>({ client_id: clientId, csv })).body.error.param).toBe('csv.row.3.account_code')
    const r = await invoke<{ output: Out }>({
      client_id: clientId,
      csv,
      create_missing_accounts: true,
      jurisdiction: 'AU',
    })
    expect(r.status, r.text).toBe(200)
    expect(r.body.output.accounts_created).toMatchObject([{ code: '4900', type: 'revenue' }])
  })

  it('lists entries newest first and by date range, gets one by id, and keeps other organizations out', async () => {
    const clientId = await newClient('AUD')
    const entries = fixtureEntries(3, 120)
    expect(
      (await invoke<{ output: Out }>({ client_id: clientId, csv: fixtureCsv('xero_journal_report', entries) })).status,
    ).toBe(200)
    const all = await allEntries(clientId)
    const dates = all.map((e) => e.date)
    expect(dates).toEqual([...dates].sort())
    const newest = (
      await call<{ data: Entry[] }>(srv.url, `/api/v1/clients/${clientId}/journal-entries?order=newest&limit=1000`, {
        token: t.adminKey,
      })
    ).body.data
    expect(newest.map((e) => e.id)).toEqual([...all].reverse().map((e) => e.id))
    const q3 = await allEntries(clientId, '&from=2025-10-01&to=2025-12-31')
    expect(q3.map((e) => e.id)).toEqual(
      all.filter((e) => e.date >= '2025-10-01' && e.date <= '2025-12-31').map((e) => e.id),
    )
    expect(q3.length).toBeGreaterThan(0)
    const one = await call<Entry>(srv.url, `/api/v1/clients/${clientId}/journal-entries/${all[3]!.id}`, {
      token: t.adminKey,
    })
    expect(one.status).toBe(200)
    expect(one.body).toEqual(all[3])
    const missing = await call<ErrorBody>(
      srv.url,
      `/api/v1/clients/${clientId}/journal-entries/${crypto.randomUUID()}`,
      { token: t.adminKey },
    )
    expect([missing.status, missing.body.error.code, missing.body.error.param]).toEqual([
      404,
      'journal_entry_not_found',
      'entry_id',
    ])
    const other = await createTenant(srv.services)
    for (const path of [`/journal-entries`, `/journal-entries/${all[0]!.id}`, `/statement-lines`]) {
      const r = await call<ErrorBody>(srv.url, `/api/v1/clients/${clientId}${path}`, { token: other.adminKey })
      expect([r.status, r.body.error.code]).toEqual([404, 'client_not_found'])
    }
    const bad = await call<ErrorBody>(
      srv.url,
      `/api/v1/clients/${clientId}/journal-entries?from=2026-01-01&to=2025-01-01`,
      { token: t.adminKey },
    )
    expect([bad.status, bad.body.error.param]).toEqual([422, 'to'])
    const ro = await invoke<ErrorBody>({ client_id: clientId, csv: 'x' }, other.adminKey)
    expect([ro.status, ro.body.error.code]).toEqual([404, 'client_not_found'])
  })
})
