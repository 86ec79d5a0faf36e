// enrich_tb_rows and detect_tb_duplicates (skills/tb.enrich, skills/tb.check) over real HTTP: the three input forms,
// 404 for another organization's client or file, 422 naming the bad row's field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../../testing/test-server.ts'

const ENRICH = '/api/v1/skills/enrich_tb_rows/invoke'
const CHECK = '/api/v1/skills/detect_tb_duplicates/invoke'
type Out = {
  output: Record<string, any>
  error?: { code: string; param?: string; details?: Array<{ loc: unknown[]; msg: string }> }
}

describe('enrich_tb_rows and detect_tb_duplicates', () => {
  let srv: TestServer
  let t: Tenant
  let clientId: string
  const upload = async (token: string, text: string) => {
    const form = new FormData()
    form.append('file', new Blob([text], { type: 'text/csv' }), 'tb.csv')
    const r = await fetch(`${srv.url}/api/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    expect(r.status).toBe(201)
    return ((await r.json()) as { id: string }).id
  }
  const invoke = (path: string, body: unknown, token = t.adminKey) => call<Out>(srv.url, path, { token, body })

  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
    clientId = (
      await call<{ id: string }>(srv.url, '/api/v1/clients', {
        token: t.adminKey,
        body: { name: 'Harbour Bakery', currency: 'AUD' },
      })
    ).body.id
    const now = new Date()
    const { stores } = srv.services
    expect(
      await stores.charts.replace(
        t.organizationId,
        clientId,
        [
          { code: '1000', name: 'Cash at bank', type: 'asset', archived: false },
          { code: '2000', name: 'Trade creditors', type: 'liability', archived: false },
          { code: '4000', name: 'Sales', type: 'revenue', archived: false },
          { code: '6000', name: 'Widgets', type: 'expense', archived: false },
          { code: '6900', name: 'Old account', type: 'expense', archived: true },
        ],
        0,
        now,
      ),
    ).toBe(true)
    const entry = (date: string, lines: Array<[string, string, 'debit' | 'credit']>) =>
      call(srv.url, '/api/v1/skills/record_journal_entry/invoke', {
        token: t.adminKey,
        body: {
          client_id: clientId,
          date,
          narration: 'x',
          lines: lines.map(([account_code, amount, side]) => ({ account_code, [side]: amount })),
        },
      })
    expect(
      (
        await entry('2026-07-01', [
          ['1000', '500.00', 'debit'],
          ['4000', '500.00', 'credit'],
        ])
      ).status,
    ).toBe(200)
    expect(
      (
        await entry('2026-07-02', [
          ['2000', '80.00', 'debit'],
          ['1000', '80.00', 'credit'],
        ])
      ).status,
    ).toBe(200) // creditor now a debit
    expect(
      (
        await entry('2026-08-01', [
          ['6000', '20.00', 'debit'],
          ['1000', '20.00', 'credit'],
        ])
      ).status,
    ).toBe(200)
  })
  afterAll(async () => {
    await srv?.close()
  })

  it('enriches inline rows: a heading and the rule per row, unclassified rows marked, counts and heading totals', async () => {
    const r = await invoke(ENRICH, {
      jurisdiction: 'AU',
      rows: [
        { account_code: '090', account_name: 'Business Bank Account', debit: '100.00' },
        { account_code: '455', account_name: 'Widgets', debit: '25.00' },
        { account_code: '711', account_name: 'Less Accumulated Depreciation on Office Equipment', credit: '10.00' },
        { account_code: '850', account_name: 'Suspense', credit: '5.00' },
        { account_code: 'X1', account_name: 'Sundry', credit: '110.00' },
      ],
    })
    expect(r.status, r.text).toBe(200)
    const o = r.body.output
    expect(o.currency).toBe('AUD')
    expect(
      o.rows.map((x: any) => [x.row, x.account_code, x.heading?.name ?? null, x.rule?.id ?? null, x.unclassified]),
    ).toEqual([
      [0, '090', 'Cash and cash equivalents', 'kw.cash', false],
      [1, '455', 'Other expenses', 'xero.400-599', false],
      [2, '711', 'Property, plant and equipment', 'kw.accumulated_depreciation', false],
      [3, '850', null, 'kw.suspense', true],
      [4, 'X1', null, null, true],
    ])
    expect(o.rows[2]).toMatchObject({
      category: 'accumulated_depreciation',
      type: 'asset',
      natural_side: 'credit',
      credit: '10.00',
      debit: null,
    })
    expect(o.rows[4].reason).toContain('No keyword rule')
    expect(o.counts).toEqual({ rows: 5, classified: 3, unclassified: 2, by_keyword: 2, by_code_range: 1 })
    expect(o.headings).toContainEqual({
      code: 'BS.PPE',
      name: 'Property, plant and equipment',
      rows: 1,
      debit: '0.00',
      credit: '10.00',
      net: '-10.00',
    })
    expect(o.warnings.join(' ')).toMatch(/2 rows are unclassified.*850 Suspense; X1 Sundry/)
    expect(o.stub_fields).toEqual([])
  })

  it("enriches a client's books at a date and an uploaded CSV; another organization's client or file is 404", async () => {
    const books = await invoke(ENRICH, { jurisdiction: 'GB', client_id: clientId, as_of: '2026-07-31' })
    expect(books.status, books.text).toBe(200)
    expect(books.body.output.source).toEqual({ kind: 'books', file_id: null, client_id: clientId, as_of: '2026-07-31' })
    expect(
      books.body.output.rows.map((x: any) => [
        x.row,
        x.account_code,
        x.debit,
        x.credit,
        x.heading?.code ?? null,
        x.chart_type,
      ]),
    ).toEqual([
      [1, '1000', '420.00', null, 'C.IV', 'asset'],
      [2, '2000', '80.00', null, 'E.4', 'liability'],
      [3, '4000', null, '500.00', 'PL.1', 'revenue'],
      [4, '6000', null, null, 'PL.2', 'expense'], // no entry by 31 July; Widgets by Sage's direct-expenses range; the archived account is left out
    ])
    const fileId = await upload(
      t.adminKey,
      'Account Code,Account Name,Debit,Credit\n1200,Trade debtors,50.00,\n4000,Sales,,50.00\n',
    )
    const file = await invoke(ENRICH, { jurisdiction: 'US', file_id: fileId })
    expect(file.status, file.text).toBe(200)
    expect(file.body.output).toMatchObject({ currency: 'USD', source: { kind: 'file', file_id: fileId } })
    expect(file.body.output.rows.map((x: any) => [x.row, x.heading.code])).toEqual([
      [2, 'L2a'],
      [3, '1a'],
    ])

    const other = await createTenant(srv.services)
    const theirFile = await upload(other.adminKey, 'Code,Name,Balance\n1,Bank,1\n')
    for (const [path, body, param, code] of [
      [ENRICH, { jurisdiction: 'AU', client_id: clientId, as_of: '2026-07-31' }, 'client_id', 'client_not_found'],
      [CHECK, { jurisdiction: 'AU', client_id: clientId, as_of: '2026-07-31' }, 'client_id', 'client_not_found'],
      [ENRICH, { jurisdiction: 'AU', file_id: fileId }, 'file_id', 'file_not_found'],
      [CHECK, { jurisdiction: 'AU', file_id: fileId }, 'file_id', 'file_not_found'],
    ] as const) {
      const r = await invoke(path, body, other.adminKey)
      expect([r.status, r.body.error?.code, r.body.error?.param], `${path} ${param}`).toEqual([404, code, param])
    }
    void theirFile
  })

  it('422 names the bad row and field, and the source rules', async () => {
    const bad = await invoke(ENRICH, {
      jurisdiction: 'AU',
      rows: [
        { account_code: '1', account_name: 'Bank', debit: '1.00' },
        { account_code: '2', account_name: 'Sales', debit: '1.005' },
      ],
    })
    expect([bad.status, bad.body.error?.code, bad.body.error?.param]).toEqual([422, 'validation_error', 'rows.1.debit'])
    const fileId = await upload(t.adminKey, 'Code,Name,Dr,Cr\n1,Bank,5.00,\n2,Sales,,x\n3,Rent,1.00,2.00\n')
    const csv = await invoke(CHECK, { jurisdiction: 'AU', file_id: fileId })
    expect([csv.status, csv.body.error?.param]).toEqual([422, 'file_id.row.3.credit'])
    expect(csv.body.error!.details!.map((d) => d.loc.slice(1).join('.'))).toEqual([
      'file_id.row.3.credit',
      'file_id.row.4.debit',
    ])
    const two = await invoke(CHECK, {
      jurisdiction: 'AU',
      rows: [{ account_code: '1', account_name: 'x' }],
      client_id: clientId,
      as_of: '2026-07-31',
    })
    expect([two.status, two.body.error?.param]).toEqual([422, 'client_id'])
    const noDate = await invoke(CHECK, { jurisdiction: 'AU', client_id: clientId })
    expect([noDate.status, noDate.body.error?.param]).toEqual([422, 'as_of'])
    const none = await invoke(ENRICH, { jurisdiction: 'AU' })
    expect([none.status, none.body.error?.param]).toEqual([422, 'rows'])
  })

  it('checks inline rows: every finding typed, with its rows', async () => {
    const r = await invoke(CHECK, {
      jurisdiction: 'GB',
      rows: [
        { account_code: '1000', account_name: 'Cash at bank', debit: '5000.00' },
        { account_code: '1000', account_name: 'Petty cash', debit: '150.00' },
        { account_code: '6100', account_name: 'Rent & rates', debit: '1200.00' },
        { account_code: '6110', account_name: 'Rent and Rates', debit: '1200.00' },
        { account_code: '2100', account_name: 'Trade creditors', debit: '300.00' },
        { account_code: '9998', account_name: 'Suspense', credit: '50.00' },
        { account_code: '4000', account_name: 'Sales', credit: '7700.00' },
      ],
    })
    expect(r.status, r.text).toBe(200)
    const o = r.body.output
    expect(o.totals).toEqual({ debit: '7850.00', credit: '7750.00', difference: '100.00', balanced: false })
    expect(o.findings.map((f: any) => [f.kind, f.rows])).toEqual([
      ['duplicate_code', [0, 1]],
      ['duplicate_name', [2, 3]],
      ['duplicate_row', [2, 3]],
      ['out_of_balance', []],
      ['sign_anomaly', [4]],
      ['suspense_balance', [5]],
    ])
    expect(o.findings.find((f: any) => f.kind === 'sign_anomaly').message).toContain('normally has a credit balance')
    expect(o.counts).toMatchObject({ rows: 7, findings: 6, by_kind: { duplicate_code: 1, sign_anomaly: 1 } })
  })

  it("checks a client's books: signs by the chart's types", async () => {
    const r = await invoke(CHECK, { jurisdiction: 'AU', client_id: clientId, as_of: '2026-12-31' })
    expect(r.status, r.text).toBe(200)
    expect(r.body.output.totals).toEqual({ debit: '500.00', credit: '500.00', difference: '0.00', balanced: true })
    expect(r.body.output.findings.map((f: any) => [f.kind, f.rows, f.amount])).toEqual([['sign_anomaly', [2], '80.00']])
    expect(r.body.output.counts.sign_checked_rows).toBe(4)
  })

  it('403 without accounting:write', async () => {
    const reader = await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
      token: t.adminKey,
      body: { name: 'reader', permissions: ['clients:read'] },
    })
    expect(
      (await invoke(CHECK, { jurisdiction: 'AU', rows: [{ account_code: '1', account_name: 'x' }] }, reader.body.value))
        .status,
    ).toBe(403)
    expect(
      (
        await invoke(
          ENRICH,
          { jurisdiction: 'AU', rows: [{ account_code: '1', account_name: 'x' }] },
          reader.body.value,
        )
      ).status,
    ).toBe(403)
  })
})
