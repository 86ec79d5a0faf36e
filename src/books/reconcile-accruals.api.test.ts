// reconcile_accounts and accruals_suggest over HTTP on a generated book written straight into the stores (seedBooks):
// the answers are scored against the book's planted labels, re-runs answer the same, and accruals_suggest streams.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { generateBooks, ledgerLinesOf } from './synthetic/index.ts'
import { seedBooks } from './synthetic/seed.ts'
import { reconcile } from './reconcile/index.ts'

describe('reconcile_accounts and accruals_suggest on a seeded book', () => {
  let srv: TestServer
  let t: Tenant
  const clientId = crypto.randomUUID()
  const book = generateBooks(11, { pairs: 150 })
  const lab = book.labels.reconcile
  const invoke = async (slug: string, body: Record<string, unknown>) => {
    const r = await call<{ output: Record<string, any> }>(srv.url, `/api/v1/skills/${slug}/invoke`, {
      token: t.adminKey,
      body,
    })
    expect(r.status, r.text).toBe(200)
    return r.body.output
  }

  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
    await seedBooks(srv.services.stores, t.organizationId, clientId, book, { currency: book.currency })
  })
  afterAll(async () => {
    await srv?.close()
  })

  it('reconciles the period: every planted fact found, nothing unexplained, the same answer twice', async () => {
    const body = {
      client_id: clientId,
      account_code: lab.account_code,
      period_start: lab.period_start,
      period_end: lab.period_end,
    }
    const out = await invoke('reconcile_accounts', body)
    expect(out.stub_fields).toEqual([])
    expect(out.reconciled).toBe(true)
    expect(out.difference).toBe('0.00')
    expect(out.matched_count).toBe(lab.matches.length)
    const unmatched =
      lab.bank_fees.length +
      lab.duplicates.length +
      lab.deposits_in_transit.length +
      lab.outstanding_payments.length +
      lab.stale.length
    expect(out.unmatched_count).toBe(unmatched)
    const areas = (a: string) => out.findings.filter((f: any) => f.area === a)
    expect(
      areas('unrecorded_bank_fee')
        .map((f: any) => f.bank_line_ids[0])
        .sort(),
    ).toEqual([...lab.bank_fees].sort())
    expect(areas('duplicate_bank_line')).toHaveLength(lab.duplicates.length)
    expect(
      areas('stale_item')
        .map((f: any) => `${f.ledger_lines[0].entry_id}:${f.ledger_lines[0].line}`)
        .sort(),
    ).toEqual([...lab.stale].sort())
    expect(areas('deposit_in_transit')).toHaveLength(lab.deposits_in_transit.length)
    expect(areas('matched').map((f: any) => f.rule)).toEqual([
      'exact_reference',
      'amount_date_window',
      'many_to_one',
      'one_to_many',
    ])
    expect(areas('matched').reduce((a: number, f: any) => a + f.matches.length, 0)).toBe(lab.matches.length)
    // The engine on the same lines, as a check that the skill reads them all and only them.
    const engine = reconcile(book.statement_lines, ledgerLinesOf(book, { accountCode: lab.account_code }), {
      asOf: lab.period_end,
    })
    expect(out.matched_count).toBe(engine.counts.matched)
    expect(await invoke('reconcile_accounts', body)).toEqual(out)
  })

  it('a shorter period reads only its lines; auto_match false matches nothing and reports the whole movement', async () => {
    const june = await invoke('reconcile_accounts', {
      client_id: clientId,
      account_code: lab.account_code,
      period_start: '2026-06-01',
      period_end: '2026-06-30',
    })
    const all = await invoke('reconcile_accounts', {
      client_id: clientId,
      account_code: lab.account_code,
      period_start: lab.period_start,
      period_end: lab.period_end,
    })
    expect(june.reconciliation_id).not.toBe(all.reconciliation_id)
    expect(june.matched_count).toBeLessThan(all.matched_count)
    const off = await invoke('reconcile_accounts', {
      client_id: clientId,
      account_code: lab.account_code,
      period_end: lab.period_end,
      auto_match: false,
    })
    const bankTotal = book.statement_lines.reduce((a, l) => a + l.amount_minor, 0)
    const ledgerTotal = ledgerLinesOf(book, { accountCode: lab.account_code }).reduce((a, l) => a + l.amount_minor, 0)
    expect(off).toMatchObject({
      matched_count: 0,
      reconciled: false,
      difference: ((bankTotal - ledgerTotal) / 100).toFixed(2),
    })
    expect(off.unmatched_count).toBe(
      book.statement_lines.length + ledgerLinesOf(book, { accountCode: lab.account_code }).length,
    )
    expect(off.findings.every((f: any) => f.area === 'proposed_match')).toBe(true)
    expect(off.warnings.join(' ')).toContain('auto_match is false')
  })

  it("422 for an account outside the chart, 404 for another organization's client, a warning without a bank account", async () => {
    const r = await call<any>(srv.url, '/api/v1/skills/reconcile_accounts/invoke', {
      token: t.adminKey,
      body: { client_id: clientId, account_code: '9-9999' },
    })
    expect(r.status).toBe(422)
    expect(r.body.error.param).toBe('account_code')
    const other = await createTenant(srv.services)
    const r2 = await call<any>(srv.url, '/api/v1/skills/reconcile_accounts/invoke', {
      token: other.adminKey,
      body: { client_id: clientId, account_code: lab.account_code },
    })
    expect(r2.status).toBe(404)
    expect(r2.body.error.code).toBe('client_not_found')
    const noBank = await invoke('reconcile_accounts', { client_id: clientId, account_code: '6-1000' })
    expect(noBank.reconciled).toBe(false)
    expect(noBank.warnings[0]).toMatch(/No bank account is booked to 6-1000/)
  })

  it('suggests exactly the planted missing accruals, with evidence, and the same answer twice', async () => {
    const out = await invoke('accruals_suggest', {
      client_id: clientId,
      period: book.labels.accruals.period,
      jurisdiction: 'AU',
    })
    const want = book.labels.accruals.missing
      .map((m) => `${m.account_code} ${(m.amount_minor / 100).toFixed(2)}`)
      .sort()
    expect(out.suggestions.map((s: any) => `${s.account_code} ${s.amount}`).sort()).toEqual(want)
    for (const s of out.suggestions) expect(s.evidence.length).toBeGreaterThan(20)
    expect(out.summary).toMatch(new RegExp(`^${want.length} suggestions totalling`))
    expect(out.citations).toHaveLength(1)
    expect(
      await invoke('accruals_suggest', {
        client_id: clientId,
        period: book.labels.accruals.period,
        jurisdiction: 'AU',
      }),
    ).toEqual(out)
  })

  it('streams progress events, then the result', async () => {
    const res = await fetch(`${srv.url}/api/v1/skills/accruals_suggest/invoke`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${t.adminKey}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify({ client_id: clientId, period: book.labels.accruals.period }),
    })
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/)
    const text = await res.text()
    const events = [...text.matchAll(/^event: (\w+)$/gm)].map((m) => m[1])
    expect(events.filter((e) => e === 'progress').length).toBeGreaterThanOrEqual(3)
    expect(events[events.length - 1]).toBe('result')
  })
})
