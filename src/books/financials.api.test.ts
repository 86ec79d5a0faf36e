// get_client_financials (skills/clients.financials) against entries recorded through record_journal_entry: every
// figure checked against sums worked out by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'

describe('get_client_financials', () => {
  let srv: TestServer
  let t: Tenant
  let clientId: string
  const record = async (date: string, lines: Array<[string, 'debit' | 'credit', string]>) => {
    const r = await call(srv.url, '/api/v1/skills/record_journal_entry/invoke', {
      token: t.adminKey,
      body: {
        client_id: clientId,
        date,
        narration: `entry ${date}`,
        lines: lines.map(([account_code, side, amount]) => ({ account_code, [side]: amount })),
      },
    })
    expect(r.status, r.text).toBe(200)
  }
  const financials = async (body: Record<string, unknown>) => {
    const r = await call<{ output: Record<string, any> }>(srv.url, '/api/v1/skills/get_client_financials/invoke', {
      token: t.adminKey,
      body: { client_id: clientId, ...body },
    })
    expect(r.status, r.text).toBe(200)
    return r.body.output
  }

  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
    clientId = (
      await call<{ id: string }>(srv.url, '/api/v1/clients', {
        token: t.adminKey,
        body: { name: 'Harbour Bakery', currency: 'AUD' },
      })
    ).body.id
    const a = (code: string, name: string, type: 'asset' | 'liability' | 'equity' | 'revenue' | 'expense') => ({
      code,
      name,
      type,
      archived: false,
    })
    await srv.services.stores.charts.replace(
      t.organizationId,
      clientId,
      [
        a('1000', 'Cash at bank', 'asset'),
        a('1200', 'Trade debtors', 'asset'),
        a('2100', 'Trade creditors', 'liability'),
        a('2200', 'GST collected', 'liability'),
        a('3000', 'Owner capital', 'equity'),
        a('4000', 'Sales', 'revenue'),
        a('6000', 'Rent', 'expense'),
        a('6100', 'Wages', 'expense'),
        a('9000', 'Temporary', 'expense'),
      ],
      0,
      new Date(),
    )
    await record('2026-06-01', [
      ['1000', 'debit', '10000.00'],
      ['3000', 'credit', '10000.00'],
    ]) // capital in
    await record('2026-06-15', [
      ['1000', 'debit', '2200.00'],
      ['4000', 'credit', '2000.00'],
      ['2200', 'credit', '200.00'],
    ]) // June sale
    await record('2026-07-03', [
      ['6000', 'debit', '1500.00'],
      ['1000', 'credit', '1500.00'],
    ]) // July rent
    await record('2026-07-20', [
      ['1200', 'debit', '5500.00'],
      ['4000', 'credit', '5000.00'],
      ['2200', 'credit', '500.00'],
    ]) // July sale on credit
    await record('2026-07-31', [
      ['6100', 'debit', '3000.00'],
      ['2100', 'credit', '3000.00'],
    ]) // wages owed
    await record('2026-08-05', [
      ['1000', 'debit', '999.99'],
      ['4000', 'credit', '999.99'],
    ]) // after the period
  })
  afterAll(async () => {
    await srv?.close()
  })

  it('computes the trial balance at period_end, the P&L for the period and a balancing balance sheet', async () => {
    const out = await financials({ period_start: '2026-07-01', period_end: '2026-07-31' })
    expect(out.client).toMatchObject({ id: clientId, currency: 'AUD' })
    expect(out.trial_balance.rows).toEqual([
      { account_code: '1000', account_name: 'Cash at bank', type: 'asset', debit: '10700.00', credit: null },
      { account_code: '1200', account_name: 'Trade debtors', type: 'asset', debit: '5500.00', credit: null },
      { account_code: '2100', account_name: 'Trade creditors', type: 'liability', debit: null, credit: '3000.00' },
      { account_code: '2200', account_name: 'GST collected', type: 'liability', debit: null, credit: '700.00' },
      { account_code: '3000', account_name: 'Owner capital', type: 'equity', debit: null, credit: '10000.00' },
      { account_code: '4000', account_name: 'Sales', type: 'revenue', debit: null, credit: '7000.00' },
      { account_code: '6000', account_name: 'Rent', type: 'expense', debit: '1500.00', credit: null },
      { account_code: '6100', account_name: 'Wages', type: 'expense', debit: '3000.00', credit: null },
    ])
    expect(out.trial_balance).toMatchObject({ total_debit: '20700.00', total_credit: '20700.00', balanced: true })
    expect(out.profit_and_loss).toEqual({
      revenue: [{ account_code: '4000', account_name: 'Sales', amount: '5000.00' }],
      expenses: [
        { account_code: '6000', account_name: 'Rent', amount: '1500.00' },
        { account_code: '6100', account_name: 'Wages', amount: '3000.00' },
      ],
      total_revenue: '5000.00',
      total_expenses: '4500.00',
      net_profit: '500.00',
    })
    // Earnings to date: June 2000.00 + July 500.00.
    expect(out.balance_sheet).toMatchObject({
      total_assets: '16200.00',
      total_liabilities: '3700.00',
      unclosed_earnings: '2500.00',
      total_equity: '12500.00',
      balanced: true,
    })
    expect(out.warnings).toEqual([])
  })

  it('without period_start the P&L runs from the first entry, and says so', async () => {
    const out = await financials({ period_end: '2026-08-31' })
    expect(out.profit_and_loss).toMatchObject({
      total_revenue: '7999.99',
      total_expenses: '4500.00',
      net_profit: '3499.99',
    })
    expect(out.warnings.join(' ')).toContain('No period_start')
  })

  it('names accounts that have entries but left the chart, instead of dropping them silently', async () => {
    await record('2026-07-10', [
      ['9000', 'debit', '10.00'],
      ['1000', 'credit', '10.00'],
    ])
    const chart = await srv.services.stores.charts.get(t.organizationId, clientId)
    await srv.services.stores.charts.replace(
      t.organizationId,
      clientId,
      chart.accounts.filter((a) => a.code !== '9000'),
      chart.version,
      new Date(),
    )
    const out = await financials({ period_start: '2026-07-01', period_end: '2026-07-31' })
    expect(out.trial_balance.rows).toContainEqual({
      account_code: '9000',
      account_name: null,
      type: null,
      debit: '10.00',
      credit: null,
    })
    expect(out.trial_balance.balanced).toBe(true)
    expect(out.balance_sheet.balanced).toBe(false)
    expect(out.warnings.join(' ')).toContain('9000')
  })

  it("is 404 for another organization's client", async () => {
    const other = await createTenant(srv.services)
    const r = await call<{ error: { code: string } }>(srv.url, '/api/v1/skills/get_client_financials/invoke', {
      token: other.adminKey,
      body: { client_id: clientId, period_end: '2026-07-31' },
    })
    expect(r.status).toBe(404)
    expect(r.body.error.code).toBe('client_not_found')
  })
})
