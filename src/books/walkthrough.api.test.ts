// The README walkthrough (issue: Client books, "Done means"), step by step over real HTTP with the files
// `npm run demo` writes: create a client, import the chart, an opening trial balance and a CSV bank statement (an
// uploaded file), the contacts and the journal entries, reconcile, run the forensic tests and download the PDF report;
// every answer is checked against the planted truth (truth.json). One key, under 60 requests: the default budget.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { demoFiles } from './synthetic/index.ts'
import { pdfPages } from './render/testing/read-back.ts'

describe('the README walkthrough matches the planted truth', () => {
  let srv: TestServer
  let t: Tenant
  const { files, truth } = demoFiles()
  let requests = 0
  const skill = async <T = Record<string, any>>(name: string, body: Record<string, unknown>) => {
    requests++
    const r = await call<{ output: T }>(srv.url, `/api/v1/skills/${name}/invoke`, {
      token: t.adminKey,
      body,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    })
    expect(r.status, `${name}: ${r.text.slice(0, 500)}`).toBe(200)
    return r.body.output
  }
  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
  })
  afterAll(async () => {
    await srv?.close()
  })

  it('creates, imports, records, reconciles, investigates and reports, with the planted results', async () => {
    requests++
    const client = await call<{ id: string }>(srv.url, '/api/v1/clients', {
      token: t.adminKey,
      body: { name: 'Demo Trading Pty Ltd', currency: 'AUD' },
    })
    expect(client.status).toBe(201)
    const client_id = client.body.id

    expect(await skill('import_chart_of_accounts', { client_id, csv: files['chart.csv'] })).toMatchObject({
      added: files['chart.csv'].trim().split('\n').length - 1,
    })
    expect(
      await skill('import_trial_balance', { client_id, as_of: truth.opening_as_of, csv: files['trial-balance.csv'] }),
    ).toBeTruthy()

    requests++
    const form = new FormData()
    form.append('file', new Blob([files['statement.csv']]), 'statement.csv')
    const up = await fetch(`${srv.url}/api/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.adminKey}` },
      body: form,
    })
    expect(up.status).toBe(201)
    const statement = await skill('import_bank_statement', {
      client_id,
      account_code: truth.bank_account_code,
      file_id: ((await up.json()) as { id: string }).id,
    })
    expect(statement).toMatchObject({
      lines_in_file: files['statement.csv'].trim().split('\n').length - 1,
      added: files['statement.csv'].trim().split('\n').length - 1,
    })

    await skill('import_contacts', { client_id, contacts: JSON.parse(files['contacts.json']) })
    for (const line of files['entries.jsonl'].trim().split('\n'))
      await skill('record_journal_entry', { client_id, ...JSON.parse(line) })

    // Reconcile: every planted fact found, nothing unexplained.
    const rec = await skill<{
      matched_count: number
      reconciled: boolean
      difference: string
      findings: Array<{ area: string }>
    }>('reconcile_accounts', {
      client_id,
      account_code: truth.bank_account_code,
      period_start: truth.period_start,
      period_end: truth.period_end,
    })
    // Each finding's `area` is its type (the spec's Finding shape).
    const count = (area: string) => rec.findings.filter((f) => f.area === area).length
    expect({
      matched_groups: rec.matched_count,
      bank_fees: count('unrecorded_bank_fee'),
      deposits_in_transit: count('deposit_in_transit'),
      outstanding_payments: count('outstanding_payment'),
      stale_items: count('stale_item'),
      duplicate_bank_lines: count('duplicate_bank_line'),
      difference: rec.difference,
      reconciled: rec.reconciled,
    }).toEqual(truth.reconcile)

    // Forensic tests: the duplicated statement line is a same-same-same duplicate.
    const anomalies = await skill<{ findings: Array<Record<string, any>> }>('investigate_anomaly', {
      client_id,
      investigation_scope: { from: truth.period_start, to: truth.period_end },
      jurisdiction: 'AU',
    })
    const sss = anomalies.findings.filter((f) => f.area === 'duplicates.same_same_same')
    expect(
      sss.map((f) =>
        (f.records as Array<{ date: string; amount: string; counterparty: string | null }>).map((r) => [
          r.date,
          r.amount,
          r.counterparty,
        ]),
      ),
    ).toEqual(
      truth.duplicates.map((d) => [
        [d.date, d.amount, d.payee],
        [d.date, d.amount, d.payee],
      ]),
    )

    // The PDF report, downloaded and read: its net profit is the entries' profit for the period.
    const report = await skill<{ files: Array<{ id: string; content_type: string }>; totals: Record<string, string> }>(
      'prepare_financial_report',
      {
        client_id,
        period_start: truth.period_start,
        period_end: truth.period_end,
        output_format: 'pdf',
      },
    )
    const pdf = report.files.find((f) => f.content_type === 'application/pdf')!
    requests++
    const res = await fetch(`${srv.url}/api/v1/files/${pdf.id}/content`, {
      headers: { authorization: `Bearer ${t.adminKey}` },
    })
    expect(res.status).toBe(200)
    const pdfText = (await pdfPages(new Uint8Array(await res.arrayBuffer()))).join('\n')
    expect(pdfText.replace(/,/g, '')).toContain(truth.net_profit.replace(/^-/, ''))
    expect(requests).toBeLessThan(60)
  }, 60_000)
})
