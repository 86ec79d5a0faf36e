// trace_assets (skills/assets.trace) over real HTTP on a small hand-built book: funds flow, related parties, each red
// flag rule with its evidence rows, the scopes, determinism, and 404 / 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'

const SKILL = '/api/v1/skills/trace_assets/invoke'
type Out = { output: Record<string, any>; error?: { code: string; param?: string } }

describe('trace_assets', () => {
  let srv: TestServer
  let t: Tenant
  let clientId: string
  let bankId: string
  const ids: Record<string, string> = {}
  const invoke = (body: Record<string, unknown>, token = t.adminKey) =>
    call<Out>(srv.url, SKILL, { token, body: { client_id: clientId, ...body } })

  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
    clientId = (
      await call<{ id: string }>(srv.url, '/api/v1/clients', {
        token: t.adminKey,
        body: { name: 'Harbour Bakery', currency: 'AUD' },
      })
    ).body.id
    expect(
      await srv.services.stores.charts.replace(
        t.organizationId,
        clientId,
        [
          { code: '1000', name: 'Business cheque account', type: 'asset', archived: false },
          { code: '3000', name: 'Capital', type: 'equity', archived: false },
          { code: '6000', name: 'Wages', type: 'expense', archived: false },
        ],
        0,
        new Date(),
      ),
    ).toBe(true)
    const books = await srv.services.operations.deps.skillData(t.organizationId).books(clientId)
    bankId = (await books.bankAccount('1000')).id
    const contacts = await books.saveContacts([
      {
        name: 'Acme Supplies',
        kind: 'supplier',
        identifiers: [{ scheme: 'ABN', value: '51 824 753 556' }],
        bank_account: '06200012345678',
        address: null,
        email: null,
      },
      {
        name: 'J Smith',
        kind: 'employee',
        identifiers: [],
        bank_account: '062000-12345678',
        address: null,
        email: null,
      },
      {
        name: 'Smith Family Trust',
        kind: 'related_party',
        identifiers: [],
        bank_account: null,
        address: null,
        email: null,
      },
      {
        name: 'Blue Pty Ltd',
        kind: 'customer',
        identifiers: [{ scheme: 'ABN', value: '83914571673' }],
        bank_account: null,
        address: '1 High St, Sydney',
        email: null,
      },
      {
        name: 'Green Pty Ltd',
        kind: 'supplier',
        identifiers: [{ scheme: 'ABN', value: '83 914 571 673' }],
        bank_account: null,
        address: '1 High St Sydney',
        email: null,
      },
    ])
    for (const c of contacts) ids[c.name] = c.id
    const line = (date: string, amount_minor: number, counterparty: string | null, description: string) => ({
      date,
      amount_minor,
      counterparty,
      description,
    })
    await books.addStatement({
      bankAccountId: bankId,
      content: 'assets-trace test statement',
      format: 'csv',
      lines: [
        line('2026-03-01', -5000_00, 'Blue Pty Ltd', 'Transfer to Blue'),
        line('2026-03-20', 4800_00, 'Blue Pty Ltd', 'Transfer from Blue'), // back within 30 days, 4% less: round trip
        line('2026-05-10', 10000_00, 'Acme Supplies', 'Deposit Acme'),
        line('2026-05-11', -6000_00, null, 'Cash withdrawal'),
        line('2026-05-12', -3500_00, 'Smith Family Trust', 'Transfer'), // 9,500 of 10,000 within 2 days: rapid in-and-out
        line('2026-06-01', -4_50, null, 'Coffee'),
        line('2026-12-20', -2000_00, 'Smith Family Trust', 'Transfer'), // related party, 11 days before 31 December
        line('2027-01-05', -50_00, 'Smith Family Trust', 'Transfer'), // outside 2026
      ],
    })
    const e = await books.recordEntry({
      date: '2026-12-28',
      narration: 'Payment',
      contact_id: ids['J Smith'],
      lines: [
        { account_code: '6000', debit: '300.00' },
        { account_code: '1000', credit: '300.00' },
      ],
    })
    expect(e.created).toBe(true)
  })
  afterAll(async () => {
    await srv?.close()
  })

  it('matrimonial: the funds flow, related parties and every red flag with its evidence rows; a re-run is identical', async () => {
    const r = await invoke({ scope: 'matrimonial', time_period: '2026', jurisdiction: 'AU' })
    expect(r.status, r.text).toBe(200)
    const o = r.body.output
    expect(o.investigation_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(
      o.funds_flow.map((e: any) => [e.from.name, e.to.name, e.source, e.total, e.count, e.first_date, e.last_date]),
    ).toEqual(
      [
        ['Acme Supplies', 'Business cheque account', 'statement', '10000.00', 1, '2026-05-10', '2026-05-10'],
        ['Business cheque account', 'Smith Family Trust', 'statement', '5500.00', 2, '2026-05-12', '2026-12-20'],
        ['Business cheque account', 'Cash withdrawal', 'statement', '6000.00', 1, '2026-05-11', '2026-05-11'],
        ['Business cheque account', 'Blue Pty Ltd', 'statement', '5000.00', 1, '2026-03-01', '2026-03-01'],
        ['Blue Pty Ltd', 'Business cheque account', 'statement', '4800.00', 1, '2026-03-20', '2026-03-20'],
        ['Business cheque account', 'J Smith', 'ledger', '300.00', 1, '2026-12-28', '2026-12-28'],
        ['Business cheque account', 'Coffee', 'statement', '4.50', 1, '2026-06-01', '2026-06-01'],
      ].sort(
        (a, b) =>
          Number(b[3]) - Number(a[3]) ||
          String(a[0]).localeCompare(String(b[0])) ||
          String(a[1]).localeCompare(String(b[1])),
      ),
    )
    expect(o.funds_flow.find((e: any) => e.to.name === 'Smith Family Trust').to).toEqual({
      kind: 'counterparty',
      id: ids['Smith Family Trust'],
      name: 'Smith Family Trust',
    })

    expect(
      o.related_parties.map((p: any) => [
        p.name,
        p.links.map((l: any) => [l.basis, l.value, l.shared_with.map((s: any) => s.name)]),
      ]),
    ).toEqual([
      ['Acme Supplies', [['bank_account', '06200012345678', ['J Smith']]]],
      [
        'Blue Pty Ltd',
        [
          ['address', '1 high st sydney', ['Green Pty Ltd']],
          ['identifier', 'ABN 83914571673', ['Green Pty Ltd']],
        ],
      ],
      [
        'Green Pty Ltd',
        [
          ['address', '1 high st sydney', ['Blue Pty Ltd']],
          ['identifier', 'ABN 83914571673', ['Blue Pty Ltd']],
        ],
      ],
      ['J Smith', [['bank_account', '06200012345678', ['Acme Supplies']]]],
      ['Smith Family Trust', [['kind', 'related_party', []]]],
    ])

    expect(
      o.red_flags.map((f: any) => [f.rule, f.counterparty, f.amount, f.evidence.map((e: any) => [e.date, e.amount])]),
    ).toEqual([
      [
        'round_tripping',
        'Blue Pty Ltd',
        '5000.00',
        [
          ['2026-03-01', '-5000.00'],
          ['2026-03-20', '4800.00'],
        ],
      ],
      [
        'rapid_in_out',
        'Acme Supplies',
        '10000.00',
        [
          ['2026-05-10', '10000.00'],
          ['2026-05-11', '-6000.00'],
          ['2026-05-12', '-3500.00'],
        ],
      ],
      ['related_party_period_end', 'Smith Family Trust', '2000.00', [['2026-12-20', '-2000.00']]],
      ['related_party_period_end', 'J Smith', '300.00', [['2026-12-28', '-300.00']]],
    ])
    expect(o.red_flags[3].evidence[0]).toMatchObject({
      source: 'ledger',
      contact_id: ids['J Smith'],
      bank_account_id: bankId,
    })
    expect(o.red_flags[1].message).toContain('totalling 9500.00 by 2026-05-12')
    expect(o.evidence_checklist).toContain(
      'ASIC company and business name extracts and ABN Lookup (ABR) history for each related party',
    )
    expect(o.stub_fields).toEqual(['forensic_narrative', 'citations'])
    expect(o.forensic_narrative).toBe('')
    expect(o.warnings.join(' ')).toContain('forensic_narrative and citations need a language model')

    const again = await invoke({ scope: 'matrimonial', time_period: '2026', jurisdiction: 'AU' })
    expect(again.body.output).toEqual(o)
  })

  it('the scope selects the parts; target_entity keeps one counterparty; the id follows the inputs', async () => {
    const ownership = (await invoke({ scope: 'ownership', time_period: '2026' })).body.output
    expect([ownership.funds_flow, ownership.red_flags, ownership.related_parties.length]).toEqual([[], [], 5])
    const flow = (await invoke({ scope: 'funds_flow', time_period: '2026' })).body.output
    expect([flow.related_parties, flow.red_flags.map((f: any) => f.rule)]).toEqual([
      [],
      ['round_tripping', 'rapid_in_out'],
    ])
    const related = (await invoke({ scope: 'related_party', time_period: '2026-12' })).body.output
    expect(related.red_flags.map((f: any) => f.counterparty)).toEqual(['Smith Family Trust', 'J Smith'])
    const target = (await invoke({ scope: 'funds_flow', time_period: '2026', target_entity: 'blue' })).body.output
    expect(target.funds_flow.map((e: any) => e.total)).toEqual(['5000.00', '4800.00'])
    expect(
      new Set([ownership.investigation_id, flow.investigation_id, related.investigation_id, target.investigation_id])
        .size,
    ).toBe(4)
    // Without a period the last movement's date is the period end: the 2027 transfer is then within 14 days of it.
    const all = (await invoke({ scope: 'related_party' })).body.output
    expect(all.red_flags.map((f: any) => f.evidence[0].date)).toEqual(['2026-12-28', '2027-01-05'])
    expect(all.warnings.join(' ')).toContain('2027-01-05, as the period end')
  })

  it("is 404 for another organization's client or file, and 422 for a time_period it cannot read", async () => {
    const other = await createTenant(srv.services)
    const r = await invoke({ scope: 'funds_flow' }, other.adminKey)
    expect([r.status, r.body.error?.code, r.body.error?.param]).toEqual([404, 'client_not_found', 'client_id'])
    const form = new FormData()
    form.append('file', new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), 'x.csv')
    const up = await fetch(`${srv.url}/api/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${other.adminKey}` },
      body: form,
    })
    const theirs = ((await up.json()) as { id: string }).id
    const f = await invoke({ file_ids: [theirs] })
    expect([f.status, f.body.error?.code, f.body.error?.param]).toEqual([404, 'file_not_found', 'file_ids.0'])
    for (const bad of ['2026-13', 'FY26', '2026-12-31/2026-01-01', '2026-02-30/2026-03-01']) {
      const b = await invoke({ time_period: bad })
      expect([b.status, b.body.error?.param], bad).toEqual([422, 'time_period'])
    }
  })
})
