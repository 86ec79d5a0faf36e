// import_trial_balance (skills/tb.import) over real HTTP: one balanced opening-balance entry, all or nothing, and a
// re-import of the same file adds nothing (with or without an Idempotency-Key).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../../testing/test-server.ts'

const SKILL = '/api/v1/skills/import_trial_balance/invoke'
type Out = {
  output: Record<string, any>
  error?: { code: string; param?: string; details?: Array<{ loc: unknown[]; msg: string }> }
}
const TB =
  'Code,Name,Debit,Credit\n1000,Cash at bank,1250.00,\n1200,Trade debtors,430.00,\n2000,Trade creditors,,315.00\n3000,Capital,,1365.00\n5000,Nil,,\n,Total,1680.00,1680.00\n'

describe('import_trial_balance', () => {
  let srv: TestServer
  let t: Tenant
  const newClient = async (name: string) => {
    const id = (
      await call<{ id: string }>(srv.url, '/api/v1/clients', { token: t.adminKey, body: { name, currency: 'AUD' } })
    ).body.id
    expect(
      await srv.services.stores.charts.replace(
        t.organizationId,
        id,
        [
          { code: '1000', name: 'Cash at bank', type: 'asset', archived: false },
          { code: '1200', name: 'Trade debtors', type: 'asset', archived: false },
          { code: '2000', name: 'Trade creditors', type: 'liability', archived: false },
          { code: '3000', name: 'Capital', type: 'equity', archived: false },
          { code: '3900', name: 'Old capital', type: 'equity', archived: true },
        ],
        0,
        new Date(),
      ),
    ).toBe(true)
    return id
  }
  const invoke = (body: Record<string, unknown>, o: { token?: string; key?: string } = {}) =>
    call<Out>(srv.url, SKILL, {
      token: o.token ?? t.adminKey,
      body,
      ...(o.key ? { headers: { 'idempotency-key': o.key } } : {}),
    })
  const entries = async (clientId: string) =>
    (await srv.services.operations.deps.skillData(t.organizationId).books(clientId)).ledgerLines()
  const balances = async (clientId: string) =>
    Object.fromEntries(await srv.services.stores.journal.balances(t.organizationId, clientId, { to: '9999-12-31' }))
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

  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
  })
  afterAll(async () => {
    await srv?.close()
  })

  it('records one balanced entry; the same file again, with another key or none, adds nothing', async () => {
    const clientId = await newClient('Harbour Bakery')
    const first = await invoke({ client_id: clientId, as_of: '2026-06-30', csv: TB }, { key: 'tb-1' })
    expect(first.status, first.text).toBe(200)
    const o = first.body.output
    expect(o).toMatchObject({
      already_imported: false,
      rows_in_file: 5,
      lines: 4,
      zero_rows_skipped: 1,
      accounts_created: [],
      warnings: [],
    })
    expect(o.entry).toMatchObject({
      date: '2026-06-30',
      narration: 'Opening balances at 2026-06-30 (trial balance import)',
      total: '1680.00',
      created: true,
    })
    expect(o.entry.lines.map((l: any) => [l.account_code, l.debit, l.credit])).toEqual([
      ['1000', '1250.00', null],
      ['1200', '430.00', null],
      ['2000', null, '315.00'],
      ['3000', null, '1365.00'],
    ])
    expect(await balances(clientId)).toEqual({ 1000: 125000, 1200: 43000, 2000: -31500, 3000: -136500 })

    const again = await invoke({ client_id: clientId, as_of: '2026-06-30', csv: TB }, { key: 'tb-2' })
    const none = await invoke({ client_id: clientId, as_of: '2026-06-30', csv: TB })
    const fileId = await upload(t.adminKey, TB)
    const asFile = await invoke({ client_id: clientId, as_of: '2026-06-30', file_id: fileId })
    for (const r of [again, none, asFile]) {
      expect(r.status, r.text).toBe(200)
      expect(r.body.output).toMatchObject({ already_imported: true, entry: { id: o.entry.id, created: false } })
    }
    expect(new Set((await entries(clientId)).map((l) => l.entry_id))).toEqual(new Set([o.entry.id]))
    expect(await balances(clientId)).toEqual({ 1000: 125000, 1200: 43000, 2000: -31500, 3000: -136500 })
    // Another date is another import.
    const later = await invoke({ client_id: clientId, as_of: '2026-07-31', csv: TB })
    expect(later.body.output).toMatchObject({ already_imported: false })
    expect(later.body.output.entry.id).not.toBe(o.entry.id)
  })

  it('refuses a bad file whole, naming each bad row and field, and writes nothing', async () => {
    const clientId = await newClient('Refusals')
    const bad =
      'Code,Name,Debit,Credit\n1000,Cash at bank,12.345,\n1200,Trade debtors,5.00,5.00\n,No code,1.00,\n2000,Trade creditors,,x\n'
    const r = await invoke({ client_id: clientId, as_of: '2026-06-30', csv: bad })
    expect([r.status, r.body.error?.code, r.body.error?.param]).toEqual([422, 'validation_error', 'csv.row.2.debit'])
    expect(r.body.error!.details!.map((d) => d.loc.slice(1).join('.'))).toEqual([
      'csv.row.2.debit',
      'csv.row.3.debit',
      'csv.row.4.code',
      'csv.row.5.credit',
    ])

    const unbalanced = await invoke({
      client_id: clientId,
      as_of: '2026-06-30',
      csv: 'Code,Name,Debit,Credit\n1000,Cash,10.00,\n3000,Capital,,9.00\n',
    })
    expect([unbalanced.status, unbalanced.body.error?.param]).toEqual([422, 'csv'])
    expect(unbalanced.body.error!.details![0]!.msg).toBe(
      'Total debits 10.00 do not equal total credits 9.00 (difference 1.00).',
    )

    const twice = await invoke({
      client_id: clientId,
      as_of: '2026-06-30',
      csv: 'Code,Name,Debit,Credit\n1000,Cash,10.00,\n1000,Cash again,,10.00\n',
    })
    expect([twice.status, twice.body.error?.param]).toEqual([422, 'csv.row.3.code'])

    const missing = await invoke({
      client_id: clientId,
      as_of: '2026-06-30',
      csv: 'Code,Name,Debit,Credit\n1000,Cash,10.00,\n4000,Sales,,6.00\n3900,Old capital,,4.00\n',
    })
    expect([missing.status, missing.body.error?.param]).toEqual([422, 'csv.row.3.code'])
    expect(missing.body.error!.details!.map((d) => [d.loc.slice(1).join('.'), d.msg])).toEqual([
      ['csv.row.3.code', expect.stringContaining("not in the client's chart")],
      ['csv.row.4.code', expect.stringContaining('archived')],
    ])

    const closed = await call(srv.url, `/api/v1/clients/${clientId}`, {
      method: 'PATCH',
      token: t.adminKey,
      body: { locked_through: '2026-06-30' },
    })
    expect(closed.status, closed.text).toBe(200)
    const locked = await invoke({ client_id: clientId, as_of: '2026-06-30', csv: TB })
    expect([locked.status, locked.body.error?.param]).toEqual([422, 'as_of'])
    expect(await entries(clientId)).toEqual([])
  })

  it('adds missing accounts typed by their classification, and refuses (adding none) when one is unclassified', async () => {
    const clientId = await newClient('New accounts')
    const chartBefore = await srv.services.stores.charts.get(t.organizationId, clientId)
    const withUnknown = 'Code,Name,Debit,Credit\n1000,Cash at bank,100.00,\n4000,Sales,,60.00\nX1,Widgets,,40.00\n'
    const noJurisdiction = await invoke({
      client_id: clientId,
      as_of: '2026-06-30',
      csv: withUnknown,
      create_missing_accounts: true,
    })
    expect([noJurisdiction.status, noJurisdiction.body.error?.param]).toEqual([422, 'jurisdiction'])
    const refused = await invoke({
      client_id: clientId,
      as_of: '2026-06-30',
      csv: withUnknown,
      create_missing_accounts: true,
      jurisdiction: 'AU',
    })
    expect([refused.status, refused.body.error?.param]).toEqual([422, 'csv.row.4.name'])
    expect(await srv.services.stores.charts.get(t.organizationId, clientId)).toEqual(chartBefore)

    const ok = await invoke({
      client_id: clientId,
      as_of: '2026-06-30',
      csv: withUnknown.replace('X1,Widgets', '2-1500,GST collected'),
      create_missing_accounts: true,
      jurisdiction: 'AU',
    })
    expect(ok.status, ok.text).toBe(200)
    expect(ok.body.output.accounts_created).toEqual([
      { code: '4000', name: 'Sales', type: 'revenue', rule: 'kw.revenue' },
      { code: '2-1500', name: 'GST collected', type: 'liability', rule: 'kw.indirect_tax' },
    ])
    const chart = (await srv.services.stores.charts.get(t.organizationId, clientId)).accounts
    expect(chart.find((a) => a.code === '4000')).toMatchObject({ name: 'Sales', type: 'revenue', archived: false })
    expect(await balances(clientId)).toEqual({ 1000: 10000, '2-1500': -4000, 4000: -6000 })
  })

  it("is 404 for another organization's client or file", async () => {
    const clientId = await newClient('Foreign')
    const other = await createTenant(srv.services)
    const r = await invoke({ client_id: clientId, as_of: '2026-06-30', csv: TB }, { token: other.adminKey })
    expect([r.status, r.body.error?.code, r.body.error?.param]).toEqual([404, 'client_not_found', 'client_id'])
    const theirs = await upload(other.adminKey, TB)
    const f = await invoke({ client_id: clientId, as_of: '2026-06-30', file_id: theirs })
    expect([f.status, f.body.error?.code, f.body.error?.param]).toEqual([404, 'file_not_found', 'file_id'])
    expect(await entries(clientId)).toEqual([])
  })
})
