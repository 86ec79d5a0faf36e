// analyse_financials, prepare_cfo_pack, prepare_financial_report and prepare_trust_accounts over real HTTP against
// entries recorded through record_journal_entry: the ratios and KPIs against figures worked out by hand, and the report
// files downloaded through GET /api/v1/files/{id}/content and read back (PDF text, XLSX cells) against the books.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { pdfPages, rowWith, xlsxSheets } from './render/testing/read-back.ts'

type Out = Record<string, any>

describe('analysis and report skills', () => {
  let srv: TestServer
  let t: Tenant
  let clientId: string
  let trustId: string
  const record = async (client: string, date: string, lines: Array<[string, 'debit' | 'credit', string]>) => {
    const r = await call(srv.url, '/api/v1/skills/record_journal_entry/invoke', {
      token: t.adminKey,
      body: {
        client_id: client,
        date,
        narration: `entry ${date}`,
        lines: lines.map(([account_code, side, amount]) => ({ account_code, [side]: amount })),
      },
    })
    expect(r.status, r.text).toBe(200)
  }
  const invoke = async (slug: string, body: Record<string, unknown>, token = t.adminKey) => {
    const r = await call<{ output: Out }>(srv.url, `/api/v1/skills/${slug}/invoke`, { token, body })
    expect(r.status, r.text).toBe(200)
    return r.body.output
  }
  const download = async (file: Out) => {
    expect(file.download_path).toBe(`/api/v1/files/${file.id}/content`)
    const r = await fetch(`${srv.url}${file.download_path}`, { headers: { authorization: `Bearer ${t.adminKey}` } })
    expect(r.status).toBe(200)
    const bytes = new Uint8Array(await r.arrayBuffer())
    expect(bytes.length).toBe(file.size)
    return bytes
  }
  const a = (code: string, name: string, type: 'asset' | 'liability' | 'equity' | 'revenue' | 'expense') => ({
    code,
    name,
    type,
    archived: false,
  })

  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
    clientId = (
      await call<{ id: string }>(srv.url, '/api/v1/clients', {
        token: t.adminKey,
        body: { name: 'Harbour Bakery', currency: 'AUD' },
      })
    ).body.id
    await srv.services.stores.charts.replace(
      t.organizationId,
      clientId,
      [
        a('1000', 'Cash at bank', 'asset'),
        a('1200', 'Trade debtors', 'asset'),
        a('1300', 'Inventory', 'asset'),
        a('2100', 'Trade creditors', 'liability'),
        a('2500', 'Bank loan', 'liability'),
        a('3000', 'Owner capital', 'equity'),
        a('4000', 'Sales', 'revenue'),
        a('5000', 'Cost of sales', 'expense'),
        a('6000', 'Rent', 'expense'),
        a('6100', 'Interest expense', 'expense'),
      ],
      0,
      new Date(),
    )
    // June (before the period): capital and a loan in, stock bought.
    await record(clientId, '2026-06-01', [
      ['1000', 'debit', '20000.00'],
      ['3000', 'credit', '10000.00'],
      ['2500', 'credit', '10000.00'],
    ])
    await record(clientId, '2026-06-10', [
      ['1300', 'debit', '4000.00'],
      ['1000', 'credit', '4000.00'],
    ])
    // July to September 2026.
    await record(clientId, '2026-07-05', [
      ['1200', 'debit', '9000.00'],
      ['4000', 'credit', '9000.00'],
    ])
    await record(clientId, '2026-07-06', [
      ['5000', 'debit', '3000.00'],
      ['1300', 'credit', '3000.00'],
    ])
    await record(clientId, '2026-08-01', [
      ['6000', 'debit', '1500.00'],
      ['2100', 'credit', '1500.00'],
    ])
    await record(clientId, '2026-09-30', [
      ['6100', 'debit', '100.00'],
      ['1000', 'credit', '100.00'],
    ])
  })
  afterAll(async () => {
    await srv?.close()
  })

  it('analyse_financials: the ratio set from the books, with formulas, inputs and nulls', async () => {
    const out = await invoke('analyse_financials', {
      client_id: clientId,
      period_start: '2026-07-01',
      period_end: '2026-09-30',
    })
    expect(out.period).toEqual({ start: '2026-07-01', end: '2026-09-30', days: 92 })
    const r = Object.fromEntries((out.ratios as Out[]).map((x) => [x.key, x]))
    // At 30 Sep: cash 15,900, debtors 9,000, inventory 1,000 → CA 25,900; CL = creditors 1,500; loan 10,000;
    // equity 10,000 + profit 4,400 (9,000 − 3,000 − 1,500 − 100) = 14,400; total assets 25,900.
    expect(r.current_ratio).toMatchObject({
      value: 17.2667,
      formula: 'current_assets / current_liabilities',
      inputs: { current_assets: '25900.00', current_liabilities: '1500.00' },
    })
    expect(r.quick_ratio!.value).toBe(16.6) // (15,900 + 9,000) / 1,500
    expect(r.working_capital!.value).toBe('24400.00')
    expect(r.gross_margin!.value).toBe(0.6667) // 6,000 / 9,000
    expect(r.net_margin!.value).toBe(0.4889) // 4,400 / 9,000
    expect(r.interest_cover!.value).toBe(45) // (4,400 + 100) / 100
    expect(r.debt_to_equity!.value).toBe(0.6944) // 10,000 / 14,400
    // Averages: opening (31 Jun) total assets 20,000, equity 10,000; ROA = 4,400 × 365 / 92 / 22,950.
    expect(r.return_on_assets).toMatchObject({
      value: 0.7606,
      inputs: { opening_total_assets: '20000.00', closing_total_assets: '25900.00', days: '92' },
    })
    expect(r.inventory_days!.value).toBe(76.7) // (4,000 + 1,000) / 2 / 3,000 × 92
    expect(r.debtor_days!.value).toBe(46) // (0 + 9,000) / 2 / 9,000 × 92
    expect(out.classification).toContainEqual({
      account_code: '2500',
      account_name: 'Bank loan',
      type: 'liability',
      class: 'non_current_debt',
      source: 'keyword',
    })
    expect(out.stub_fields).toEqual(['commentary'])
    expect(out.commentary).toBe('')
  })

  it('analyse_financials: a zero denominator is null with a warning; account_classes must fit the chart', async () => {
    const out = await invoke('analyse_financials', {
      client_id: clientId,
      period_start: '2026-06-01',
      period_end: '2026-06-30',
    })
    const r = Object.fromEntries((out.ratios as Out[]).map((x) => [x.key, x]))
    expect(r.gross_margin!.value).toBeNull() // no revenue in June
    expect(out.warnings).toContain('Gross margin: revenue is zero, so the ratio is not meaningful (null).')
    const bad = await call<{ error: Out }>(srv.url, '/api/v1/skills/analyse_financials/invoke', {
      token: t.adminKey,
      body: {
        client_id: clientId,
        period_start: '2026-07-01',
        period_end: '2026-09-30',
        account_classes: { 1000: 'interest' },
      },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.error.param).toBe('account_classes.1000')
  })

  it('prepare_cfo_pack: KPIs and ratios against the comparison period', async () => {
    const out = await invoke('prepare_cfo_pack', {
      client_id: clientId,
      period_start: '2026-07-01',
      period_end: '2026-09-30',
    })
    expect(out.comparison_period).toEqual({ start: '2026-03-31', end: '2026-06-30', days: 92 })
    const k = Object.fromEntries((out.kpis as Out[]).map((x) => [x.key, x]))
    expect(k.revenue).toEqual({
      key: 'revenue',
      name: 'Revenue',
      current: '9000.00',
      comparison: '0.00',
      change: '9000.00',
      change_percent: null,
    })
    expect(k.cash).toMatchObject({
      current: '15900.00',
      comparison: '16000.00',
      change: '-100.00',
      change_percent: -0.6,
    })
    expect(k.equity).toMatchObject({ current: '14400.00', comparison: '10000.00', change_percent: 44 })
    const c = Object.fromEntries((out.ratio_comparison as Out[]).map((x) => [x.key, x]))
    expect(c.current_ratio).toMatchObject({ current: 17.2667, comparison: null, change: null }) // no current liabilities in June
    expect(c.debt_to_equity).toMatchObject({ current: 0.6944, comparison: 1, change: -0.3056 })
    expect(out.stub_fields).toEqual(['commentary'])
  })

  it("prepare_financial_report: PDF and XLSX files whose numbers are the books'", async () => {
    const out = await invoke('prepare_financial_report', {
      client_id: clientId,
      period_start: '2026-07-01',
      period_end: '2026-09-30',
      output_format: 'both',
    })
    expect(out.totals).toMatchObject({
      total_debit: '30500.00',
      total_credit: '30500.00',
      net_profit: '4400.00',
      total_assets: '25900.00',
      total_equity: '14400.00',
      balance_sheet_balanced: true,
    })
    expect(out.files.map((f: Out) => [f.filename, f.content_type])).toEqual([
      ['financial-report-harbour-bakery-2026-09-30.pdf', 'application/pdf'],
      [
        'financial-report-harbour-bakery-2026-09-30.xlsx',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ],
    ])
    const text = (await pdfPages(await download(out.files[0]))).join(' ')
    expect(text).toMatch(/Cash at bank 15,900\.00/)
    expect(text).toMatch(/Total 30,500\.00 30,500\.00/)
    expect(text).toMatch(/Total revenue 9,000\.00/)
    expect(text).toMatch(/Net profit 4,400\.00/)
    expect(text).toMatch(/Total liabilities and equity 25,900\.00/)
    const sheets = await xlsxSheets(await download(out.files[1]))
    expect(rowWith(sheets.get('Trial balance')!, 'Bank loan')).toEqual(['2500', 'Bank loan', null, 10000])
    expect(rowWith(sheets.get('Profit and loss')!, 'Net profit')).toEqual([null, 'Net profit', 4400])
    expect(rowWith(sheets.get('Balance sheet')!, 'Total assets')).toEqual([null, 'Total assets', 25900])
  })

  it('prepare_trust_accounts: distribution, streaming and roll-forward, in the answer and in the files', async () => {
    trustId = (
      await call<{ id: string }>(srv.url, '/api/v1/clients', {
        token: t.adminKey,
        body: { name: 'Smith Family Trust', currency: 'AUD' },
      })
    ).body.id
    await srv.services.stores.charts.replace(
      t.organizationId,
      trustId,
      [
        a('1000', 'Cash at bank', 'asset'),
        a('3000', 'Settled sum', 'equity'),
        a('4000', 'Rental income', 'revenue'),
        a('4500', 'Capital gains', 'revenue'),
        a('6000', 'Expenses', 'expense'),
      ],
      0,
      new Date(),
    )
    await record(trustId, '2025-08-01', [
      ['1000', 'debit', '50000.01'],
      ['4000', 'credit', '50000.01'],
    ])
    await record(trustId, '2026-03-01', [
      ['1000', 'debit', '10000.00'],
      ['4500', 'credit', '10000.00'],
    ])
    await record(trustId, '2026-05-01', [
      ['6000', 'debit', '5000.00'],
      ['1000', 'credit', '5000.00'],
    ])
    const out = await invoke('prepare_trust_accounts', {
      client_id: trustId,
      period: 'FY2026',
      output_format: 'both',
      distribution_resolution: {
        resolution_date: '2026-06-30',
        beneficiaries: [
          { name: 'Alice Smith', percentage: '33.3333', opening_balance: '1000.00', paid: '2000.00', tfn_quoted: true },
          { name: 'Bob Smith', percentage: '33.3333' },
          { name: 'Smith Holdings Pty Ltd', entity_type: 'company', residual: true },
        ],
        streaming: { capital_gains: { account_codes: ['4500'], to: [{ beneficiary: 'Alice Smith' }] } },
      },
    })
    expect(out.period).toEqual({ start: '2025-07-01', end: '2026-06-30' })
    // Profit 55,000.01; Alice is streamed the 10,000.00 gain; 45,000.01 by 33.3333 / 33.3333 / 33.3334 (the residual):
    // 14,999.98|83, 14,999.98|83, 15,000.03|33 → the two cents left go to the largest remainders (Alice, Bob).
    expect(out.distributable_income).toMatchObject({
      accounting_profit: '55000.01',
      amount: '55000.01',
      source: 'books',
    })
    expect(out.streaming.capital_gains).toEqual({ amount: '10000.00', streamed: '10000.00', unstreamed: '0.00' })
    expect(
      out.beneficiaries.map((b: Out) => [b.name, b.general_income, b.entitlement, b.account.closing_unpaid]),
    ).toEqual([
      ['Alice Smith', '14999.99', '24999.99', '23999.99'],
      ['Bob Smith', '14999.99', '14999.99', '14999.99'],
      ['Smith Holdings Pty Ltd', '15000.03', '15000.03', '15000.03'],
    ])
    expect(out.totals).toMatchObject({ entitlement: '55000.01', paid: '2000.00', closing_unpaid: '54000.01' })
    expect(out.stub_fields).toEqual(['net_income', 'deed_interpretation'])
    expect(out.warnings.join(' ')).toContain('Division 7A')
    const pages = await pdfPages(await download(out.files[0]))
    expect(pages).toHaveLength(4)
    expect(pages[0]).toMatch(/Distributable income 55,000\.01/)
    expect(pages[0]).toMatch(/Total 55,000\.01 1,000\.00 2,000\.00 54,000\.01/)
    expect(pages[1]).toMatch(/Beneficiary statement: Alice Smith/)
    expect(pages[1]).toMatch(/Capital gains streamed 10,000\.00/)
    expect(pages[1]).toMatch(/Closing unpaid present entitlement 23,999\.99/)
    const sheets = await xlsxSheets(await download(out.files[1]))
    expect(rowWith(sheets.get('Beneficiaries')!, 'Alice Smith')!.slice(8)).toEqual([
      24999.99, 10000, 0, 0, 1000, 2000, 23999.99,
    ])
    expect(rowWith(sheets.get('Distribution')!, 'Distributable income')).toEqual(['Distributable income', 55000.01])
  })

  it('prepare_trust_accounts: a resolution the arithmetic cannot use is 422 naming the field', async () => {
    const r = await call<{ error: Out }>(srv.url, '/api/v1/skills/prepare_trust_accounts/invoke', {
      token: t.adminKey,
      body: {
        client_id: clientId,
        period: 'FY2026',
        distribution_resolution: {
          beneficiaries: [
            { name: 'A', percentage: '70' },
            { name: 'B', percentage: '40' },
          ],
        },
      },
    })
    expect(r.status).toBe(422)
    expect(r.body.error.param).toBe('distribution_resolution.beneficiaries')
    const p = await call<{ error: Out }>(srv.url, '/api/v1/skills/prepare_trust_accounts/invoke', {
      token: t.adminKey,
      body: { client_id: clientId, period: '2026' },
    })
    expect(p.status).toBe(422)
    expect(p.body.error.param).toBe('period')
  })

  it("every skill is 404 client_not_found for another organization's client", async () => {
    const other = await createTenant(srv.services)
    for (const [slug, body] of [
      ['analyse_financials', { period_start: '2026-07-01', period_end: '2026-09-30' }],
      ['prepare_cfo_pack', { period_start: '2026-07-01', period_end: '2026-09-30' }],
      ['prepare_financial_report', { period_end: '2026-09-30' }],
      ['prepare_trust_accounts', { period: 'FY2026' }],
    ] as const) {
      const r = await call<{ error: Out }>(srv.url, `/api/v1/skills/${slug}/invoke`, {
        token: other.adminKey,
        body: { client_id: clientId, ...body },
      })
      expect(r.status, slug).toBe(404)
      expect(r.body.error.code).toBe('client_not_found')
    }
  })
})
