// investigate_anomaly (skills/anomalies.investigate) over real HTTP: synthetic books with planted facts written
// straight into the stores, scored through the API; another organization's client is 404; bad scope and thresholds
// are 422 with a precise param; the SSE form streams progress between the tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { forensicBooks, type ForensicBooks } from '../books/synthetic/forensic.ts'

const PATH = '/api/v1/skills/investigate_anomaly/invoke'

describe('investigate_anomaly', () => {
  let srv: TestServer
  let t: Tenant
  let other: Tenant
  let clientId: string
  let otherClientId: string
  let bankAccountId: string
  let books: ForensicBooks

  const newClient = async (tenant: Tenant, name: string) =>
    (
      await call<{ id: string }>(srv.url, '/api/v1/clients', {
        token: tenant.adminKey,
        body: { name, currency: 'AUD' },
      })
    ).body.id

  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
    other = await createTenant(srv.services)
    clientId = await newClient(t, 'Harbour Bakery')
    otherClientId = await newClient(other, 'Elsewhere Ltd')
    const { stores } = srv.services
    const org = t.organizationId
    const now = new Date()
    await stores.charts.replace(
      org,
      clientId,
      [{ code: '1000', name: 'Cash at bank', type: 'asset', archived: false }],
      0,
      now,
    )
    bankAccountId = 'ba-main-0001'
    await stores.bankAccounts.insert({
      id: bankAccountId,
      organizationId: org,
      clientId,
      accountCode: '1000',
      name: 'Operating',
      currency: 'AUD',
      institution: null,
      accountNumber: null,
      createdAt: now,
    })
    books = forensicBooks({ seed: 21, transactions: 3000, sameSameSame: 20, sameSameDifferent: 20 })
    await stores.statements.addLines(
      books.transactions.map((x) => ({
        id: x.id,
        organizationId: org,
        clientId,
        bankAccountId,
        date: x.date,
        amountMinor: x.amount_minor,
        description: x.description ?? '',
        reference: x.reference,
        counterparty: x.counterparty,
        fitid: null,
        identity: x.id,
        importId: 'import-1',
        createdAt: now,
      })),
    )
    await stores.contacts.upsert(
      books.contacts.map((c) => ({
        id: c.id,
        organizationId: org,
        clientId,
        name: c.name,
        kind: c.kind,
        identifiers: c.identifiers,
        bankAccount: c.bank_account,
        address: null,
        email: null,
        createdAt: now,
        updatedAt: now,
      })),
    )
  }, 60_000)
  afterAll(async () => {
    await srv?.close()
  })

  const invoke = (body: Record<string, unknown>, token = t.adminKey) =>
    call<{ output: Record<string, any>; error?: any }>(srv.url, PATH, { token, body })

  it('finds the planted duplicates and invalid identifiers, with evidence rows', async () => {
    const r = await invoke({ client_id: clientId, jurisdiction: 'AU' })
    expect(r.status, r.text).toBe(200)
    const out = r.body.output
    expect(out.client).toEqual({ id: clientId, name: 'Harbour Bakery', currency: 'AUD' })
    expect(out.counts.transactions).toBe(3040)
    const pairs = (area: string, differentOnly: boolean) =>
      out.findings
        .filter((f: any) => f.area === area)
        .flatMap((f: any) => {
          const ids: string[] = []
          for (let i = 0; i < f.records.length; i++)
            for (let j = i + 1; j < f.records.length; j++) {
              if (differentOnly && f.records[i].counterparty === f.records[j].counterparty) continue
              ids.push([f.records[i].transaction_id, f.records[j].transaction_id].sort().join('|'))
            }
          return ids
        })
        .sort()
    expect(pairs('duplicates.same_same_same', false)).toEqual(books.labels.same_same_same)
    expect(pairs('duplicates.same_same_different', true)).toEqual(books.labels.same_same_different)
    const sss = out.findings.find((f: any) => f.area === 'duplicates.same_same_same')
    expect(sss.records[0]).toMatchObject({
      source: 'bank',
      account: bankAccountId,
      amount: expect.stringMatching(/^-\d+\.\d{2}$/),
    })
    expect(
      out.vendor_identifiers.results
        .filter((x: any) => x.valid === false)
        .map((x: any) => x.contact_id)
        .sort(),
    ).toEqual(books.labels.invalid_identifiers.map((x) => x.contact_id))
    // Suppliers quoting something other than an ABN are reported under an AU jurisdiction.
    expect(out.vendor_identifiers.suppliers_without_identifier.every((c: any) => c.expected_scheme === 'au_abn')).toBe(
      true,
    )
    expect(out.stub_fields).toEqual(['narrative', 'vendor_identifiers.results.registry_status'])
    expect(out.warnings.join(' ')).toMatch(/Registry status was not checked/)
    expect(out.narrative).toBeNull()
    expect(out.benford.negative.first_digit.status).toBe('verdict')
  })

  it('narrows by scope and reports what it applied', async () => {
    const r = await invoke({
      client_id: clientId,
      investigation_scope: { from: '2025-10-01', to: '2025-10-31', bank_account_ids: [bankAccountId] },
    })
    expect(r.status, r.text).toBe(200)
    const inRange = books.transactions.filter((x) => x.date >= '2025-10-01' && x.date <= '2025-10-31').length
    expect(r.body.output.counts.transactions).toBe(inRange)
    expect(r.body.output.scope).toEqual({
      source: 'bank',
      from: '2025-10-01',
      to: '2025-10-31',
      bank_account_ids: [bankAccountId],
      account_codes: null,
      counterparties: null,
    })
    const one = books.contacts.find((c) => c.kind === 'supplier')!.name
    const byName = await invoke({
      client_id: clientId,
      investigation_scope: { counterparties: [one.toUpperCase()] },
      benford_test: false,
    })
    expect(byName.body.output.counts.transactions).toBe(books.transactions.filter((x) => x.counterparty === one).length)
    expect(byName.body.output.vendor_identifiers.contacts_checked).toBe(1)
  })

  it("404 client_not_found for another organization's client", async () => {
    const r = await invoke({ client_id: otherClientId })
    expect(r.status, r.text).toBe(404)
    expect(r.body.error).toMatchObject({ code: 'client_not_found', param: 'client_id' })
  })

  it('422 with a precise param for a bad threshold or scope', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ threshold_override: { round_p: 2 } }, 'threshold_override.round_p'],
      [{ threshold_override: { nope: 1 } }, 'threshold_override.nope'],
      [{ threshold_override: { duplicate_window_days: 1.5 } }, 'threshold_override.duplicate_window_days'],
      [{ investigation_scope: { nope: true } }, 'investigation_scope.nope'],
      [{ investigation_scope: { from: '2026-02-30' } }, 'investigation_scope.from'],
      [
        { investigation_scope: { bank_account_ids: [bankAccountId, 'ba-unknown'] } },
        'investigation_scope.bank_account_ids.1',
      ],
      [{ investigation_scope: { source: 'ledger', account_codes: ['9999'] } }, 'investigation_scope.account_codes.0'],
      [{ benford_test: 'yes' }, 'benford_test'],
    ]
    for (const [body, param] of cases) {
      const r = await invoke({ client_id: clientId, ...body })
      expect(r.status, `${JSON.stringify(body)}: ${r.text}`).toBe(422)
      expect(r.body.error).toMatchObject({ code: 'validation_error', param })
    }
  })

  it('source ledger: journal lines with their contact; lines of one entry are never duplicates of each other', async () => {
    const { stores } = srv.services
    const org = t.organizationId
    const ledgerClient = await newClient(t, 'Ledger Co')
    const now = new Date()
    await stores.charts.replace(
      org,
      ledgerClient,
      [
        { code: '1000', name: 'Bank', type: 'asset', archived: false },
        { code: '6000', name: 'Supplies', type: 'expense', archived: false },
      ],
      0,
      now,
    )
    await stores.contacts.upsert([
      {
        id: 'c-acme',
        organizationId: org,
        clientId: ledgerClient,
        name: 'Acme Supplies',
        kind: 'supplier',
        identifiers: [{ scheme: 'ABN', value: '51 824 753 556' }],
        bankAccount: null,
        address: null,
        email: null,
        createdAt: now,
        updatedAt: now,
      },
    ])
    const entry = (id: string, lines: Array<[string, number]>) =>
      stores.journal.insert({
        id,
        organizationId: org,
        clientId: ledgerClient,
        date: '2026-03-02',
        narration: `entry ${id}`,
        reference: null,
        contactId: 'c-acme',
        lines: lines.map(([accountCode, amountMinor]) => ({ accountCode, amountMinor, description: null })),
        totalMinor: lines.filter(([, a]) => a > 0).reduce((x, [, a]) => x + a, 0),
        createdAt: now,
      })
    await entry('e1', [
      ['6000', 45_000],
      ['1000', -45_000],
    ])
    await entry('e2', [
      ['6000', 45_000],
      ['1000', -45_000],
    ]) // paid twice
    await entry('e3', [
      ['6000', 12_000],
      ['6000', 12_000],
      ['1000', -24_000],
    ]) // two equal lines of one entry
    const r = await invoke({
      client_id: ledgerClient,
      investigation_scope: { source: 'ledger', account_codes: ['6000'] },
      benford_test: false,
      round_number_test: false,
    })
    expect(r.status, r.text).toBe(200)
    const out = r.body.output
    expect(out.counts.transactions).toBe(4)
    const groups = out.findings.filter((f: any) => f.area === 'duplicates.same_same_same')
    expect(groups).toHaveLength(1)
    expect(groups[0].records.map((x: any) => [x.transaction_id, x.counterparty, x.account, x.amount])).toEqual([
      ['e1:0', 'Acme Supplies', '6000', '450.00'],
      ['e2:0', 'Acme Supplies', '6000', '450.00'],
    ])
    expect(out.vendor_identifiers.results).toMatchObject([
      { contact_id: 'c-acme', scheme: 'ABN', scheme_id: 'au_abn', valid: true, registry_status: null },
    ])
  })

  it('streams progress between the tests, then the result', async () => {
    const res = await fetch(srv.url + PATH, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${t.adminKey}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify({ client_id: clientId }),
    })
    expect(res.status).toBe(200)
    const text = await res.text()
    const events = [...text.matchAll(/^event: (\w+)\ndata: (.*)$/gm)].map((m) => ({
      event: m[1],
      data: JSON.parse(m[2]!),
    }))
    const progress = events.filter((e) => e.event === 'progress').map((e) => e.data.message)
    expect(progress).toEqual(
      expect.arrayContaining([
        'Benford tests done',
        'Round-number test done',
        'Duplicate tests done',
        'Vendor identifier checks done',
      ]),
    )
    expect(events.at(-1)!.event).toBe('result')
    expect(events.at(-1)!.data.output.counts.transactions).toBe(3040)
  })
})
