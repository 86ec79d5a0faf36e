// import_chart_of_accounts (skills/accounts.import): a CSV chart merged into a client's chart, all or nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'

const SKILL = '/api/v1/skills/import_chart_of_accounts/invoke'
const CHART =
  'Code,Name,Type\n1000,Cash at bank,Bank\n1200,Trade debtors,Current Asset\n2200,GST collected,Current Liability\n4000,Sales,Revenue\n6000,Rent,Expense\n'

describe('import_chart_of_accounts', () => {
  let srv: TestServer
  let t: Tenant
  let clientId: string
  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
    clientId = (
      await call<{ id: string }>(srv.url, '/api/v1/clients', {
        token: t.adminKey,
        body: { name: 'Harbour Bakery', currency: 'AUD' },
      })
    ).body.id
  })
  afterAll(async () => {
    await srv?.close()
  })

  const importCsv = (csv: string, extra: Record<string, unknown> = {}, token = t.adminKey) =>
    call<{
      output: Record<string, number>
      error?: { code: string; param?: string; details?: Array<{ loc: unknown[]; msg: string }> }
    }>(srv.url, SKILL, { token, body: { client_id: clientId, csv, ...extra } })
  const chart = async () => (await srv.services.stores.charts.get(t.organizationId, clientId)).accounts

  it('adds a chart, then a re-import changes nothing, and a changed file updates and archives, never deletes', async () => {
    const first = await importCsv(CHART)
    expect(first.status, first.text).toBe(200)
    expect(first.body.output).toMatchObject({ accounts_in_file: 5, added: 5, updated: 0, archived: 0, unchanged: 0 })
    expect((await chart()).map((a) => [a.code, a.type])).toEqual([
      ['1000', 'asset'],
      ['1200', 'asset'],
      ['2200', 'liability'],
      ['4000', 'revenue'],
      ['6000', 'expense'],
    ])
    expect((await importCsv(CHART)).body.output).toMatchObject({ added: 0, updated: 0, unchanged: 5 })
    const changed = 'Code,Name,Type\n1000,Cash at bank,Bank\n4000,Sales - retail,Income\n7000,Wages,Expense\n'
    expect((await importCsv(changed, { archive_missing: true })).body.output).toMatchObject({
      accounts_in_file: 3,
      added: 1,
      updated: 1,
      unchanged: 1,
      archived: 3,
    })
    const after = await chart()
    expect(after.map((a) => [a.code, a.name, a.archived])).toEqual([
      ['1000', 'Cash at bank', false],
      ['1200', 'Trade debtors', true],
      ['2200', 'GST collected', true],
      ['4000', 'Sales - retail', false],
      ['6000', 'Rent', true],
      ['7000', 'Wages', false],
    ])
  })

  it('refuses a file with any bad row, listing every problem by line, and changes nothing', async () => {
    const before = await srv.services.stores.charts.get(t.organizationId, clientId)
    const bad = 'Code,Name,Type\n1000,Cash,Bank\n1001,Petty cash,Widgets\n1000,Duplicate,Bank\n1002,,Bank\n'
    const r = await importCsv(bad)
    expect(r.status).toBe(422)
    expect(r.body.error).toMatchObject({ code: 'validation_error', param: 'csv.3' })
    const lines = r.body.error!.details!.map((d) => d.loc[2])
    expect(lines).toEqual(expect.arrayContaining([3, 4, 5]))
    expect(r.body.error!.details!.find((d) => d.loc[2] === 3)!.msg).toContain('widgets')
    expect(await srv.services.stores.charts.get(t.organizationId, clientId)).toEqual(before)
  })

  it('keeps accounts with entries: a chart that would drop one is refused', async () => {
    await importCsv('Code,Name,Type\n1000,Cash at bank,Bank\n4000,Sales,Revenue\n')
    const entry = await call(srv.url, '/api/v1/skills/record_journal_entry/invoke', {
      token: t.adminKey,
      body: {
        client_id: clientId,
        date: '2026-07-01',
        narration: 'sale',
        lines: [
          { account_code: '1000', debit: '5' },
          { account_code: '4000', credit: '5' },
        ],
      },
    })
    expect(entry.status, entry.text).toBe(200)
    const books = await srv.services.operations.deps.skillData(t.organizationId).books(clientId)
    const current = await books.chartVersion()
    await expect(
      books.setChart(
        current.accounts.filter((a) => a.code !== '4000'),
        current.version,
      ),
    ).rejects.toMatchObject({ code: 'validation_error', param: 'accounts' })
  })

  it("reads the CSV from an uploaded file; another organization's file is 404; csv and file_id are one or the other", async () => {
    const upload = async (token: string, text: string) => {
      const form = new FormData()
      form.append('file', new Blob([text], { type: 'text/csv' }), 'chart.csv')
      const r = await fetch(`${srv.url}/api/v1/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
      expect(r.status).toBe(201)
      return ((await r.json()) as { id: string }).id
    }
    const fileId = await upload(
      t.adminKey,
      'Code,Name,Type\n1000,Cash at bank,Bank\n4000,Sales,Revenue\n8000,Interest received,Other Income\n',
    )
    const r = await call<{ output: Record<string, number> }>(srv.url, SKILL, {
      token: t.adminKey,
      body: { client_id: clientId, file_id: fileId },
    })
    expect(r.status, r.text).toBe(200)
    expect(r.body.output.accounts_in_file).toBe(3)
    expect((await chart()).find((a) => a.code === '8000')).toMatchObject({ name: 'Interest received', type: 'revenue' })
    const other = await createTenant(srv.services)
    const theirs = await upload(other.adminKey, 'Code,Name,Type\n1,x,Bank\n')
    const foreign = await call<{ error: { code: string; param: string } }>(srv.url, SKILL, {
      token: t.adminKey,
      body: { client_id: clientId, file_id: theirs },
    })
    expect([foreign.status, foreign.body.error.code, foreign.body.error.param]).toEqual([
      404,
      'file_not_found',
      'file_id',
    ])
    const both = await call<{ error: { param: string } }>(srv.url, SKILL, {
      token: t.adminKey,
      body: { client_id: clientId, file_id: fileId, csv: CHART },
    })
    expect([both.status, both.body.error.param]).toEqual([422, 'file_id'])
    const neither = await call<{ error: { param: string } }>(srv.url, SKILL, {
      token: t.adminKey,
      body: { client_id: clientId },
    })
    expect([neither.status, neither.body.error.param]).toEqual([422, 'csv'])
  })

  it("is 404 for another organization's client and 403 without accounting:write", async () => {
    const other = await createTenant(srv.services)
    const r = await importCsv(CHART, {}, other.adminKey)
    expect(r.status).toBe(404)
    const reader = await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
      token: t.adminKey,
      body: { name: 'reader', permissions: ['clients:read'] },
    })
    expect((await importCsv(CHART, {}, reader.body.value)).status).toBe(403)
  })
})
