// record_journal_entry (skills/journal.record) over real HTTP: a balanced entry is stored with its lines; every refusal
// names its field and writes nothing; another organization's client is 404; the same Idempotency-Key never records
// twice, even when the idempotency record is gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'

const SKILL = '/api/v1/skills/record_journal_entry/invoke'
interface Entry {
  id: string
  total: string
  created: boolean
  lines: Array<{ account_code: string; debit: string | null; credit: string | null }>
}
interface ErrorBody {
  error: { code: string; param?: string; details?: Array<{ loc: unknown[]; type: string }> }
}

describe('record_journal_entry', () => {
  let srv: TestServer
  let t: Tenant
  let other: Tenant
  let clientId: string
  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
    other = await createTenant(srv.services)
    const c = await call<{ id: string }>(srv.url, '/api/v1/clients', {
      token: t.adminKey,
      body: { name: 'Harbour Bakery', currency: 'AUD', locked_through: '2026-06-30' },
    })
    clientId = c.body.id
    const chart = [
      { code: '1000', name: 'Cash at bank', type: 'asset' as const, archived: false },
      { code: '2200', name: 'GST collected', type: 'liability' as const, archived: false },
      { code: '4000', name: 'Sales', type: 'revenue' as const, archived: false },
      { code: '6999', name: 'Old suspense', type: 'expense' as const, archived: true },
    ]
    expect(await srv.services.stores.charts.replace(t.organizationId, clientId, chart, 0, new Date())).toBe(true)
  })
  afterAll(async () => {
    await srv?.close()
  })

  const sale = (over: Record<string, unknown> = {}) => ({
    client_id: clientId,
    date: '2026-07-15',
    narration: 'Cash sale',
    reference: 'INV-1042',
    lines: [
      { account_code: '1000', debit: '1100.00' },
      { account_code: '4000', credit: '1000.00' },
      { account_code: '2200', credit: '100' },
    ],
    ...over,
  })
  const entries = async () =>
    (await srv.services.stores.journal.list(t.organizationId, clientId, { limit: 100, offset: 0 })).items

  it("records a balanced entry with its lines, in the client's currency", async () => {
    const before = (await entries()).length
    const r = await call<{ output: { entry: Entry } }>(srv.url, SKILL, { token: t.adminKey, body: sale() })
    expect(r.status).toBe(200)
    expect(r.body.output.entry).toMatchObject({
      total: '1100.00',
      created: true,
      lines: [
        { account_code: '1000', debit: '1100.00', credit: null },
        { account_code: '4000', debit: null, credit: '1000.00' },
        { account_code: '2200', debit: null, credit: '100.00' },
      ],
    })
    const stored = await entries()
    expect(stored).toHaveLength(before + 1)
    expect(stored.at(-1)!.lines.map((l) => l.amountMinor)).toEqual([110000, -100000, -10000])
  })

  it('refuses an unbalanced entry, unknown or archived accounts and a closed period, naming each field, writing nothing', async () => {
    const before = (await entries()).length
    const refused = async (body: unknown) => {
      const r = await call<ErrorBody>(srv.url, SKILL, { token: t.adminKey, body })
      expect(r.status).toBe(422)
      return r.body.error
    }
    expect(
      await refused(
        sale({
          lines: [
            { account_code: '1000', debit: '100.00' },
            { account_code: '4000', credit: '99.99' },
          ],
        }),
      ),
    ).toMatchObject({ code: 'validation_error', param: 'lines' })
    expect(
      await refused(
        sale({
          lines: [
            { account_code: '9999', debit: '1.00' },
            { account_code: '6999', credit: '1.00' },
          ],
        }),
      ),
    ).toMatchObject({
      param: 'lines.0.account_code',
      details: [{ type: 'unknown_account' }, { type: 'archived_account' }],
    })
    expect(await refused(sale({ date: '2026-06-30' }))).toMatchObject({
      param: 'date',
      details: [{ type: 'closed_period' }],
    })
    expect(
      await refused(
        sale({
          lines: [
            { account_code: '1000', debit: '1.005' },
            { account_code: '4000', credit: '1.005' },
          ],
        }),
      ),
    ).toMatchObject({ param: 'lines.0.debit' })
    expect(await entries()).toHaveLength(before)
  })

  it("answers another organization's client with 404 client_not_found, and needs accounting:write", async () => {
    const r = await call<ErrorBody>(srv.url, SKILL, { token: other.adminKey, body: sale() })
    expect(r.status).toBe(404)
    expect(r.body.error).toMatchObject({ code: 'client_not_found', param: 'client_id' })
    const reader = await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
      token: t.adminKey,
      body: { name: 'reader', permissions: ['clients:read'] },
    })
    expect((await call(srv.url, SKILL, { token: reader.body.value, body: sale() })).status).toBe(403)
  })

  it('never records one entry twice for one Idempotency-Key: replayed over HTTP, found again without the idempotency record', async () => {
    const before = (await entries()).length
    const key = `je-${crypto.randomUUID()}`
    const headers = { 'idempotency-key': key }
    const first = await call<{ output: { entry: Entry } }>(srv.url, SKILL, {
      token: t.adminKey,
      headers,
      body: sale({ narration: 'once' }),
    })
    const again = await call<{ output: { entry: Entry } }>(srv.url, SKILL, {
      token: t.adminKey,
      headers,
      body: sale({ narration: 'once' }),
    })
    expect(again.headers.get('x-idempotent-replayed')).toBe('true')
    expect(again.body.output.entry.id).toBe(first.body.output.entry.id)
    expect(await entries()).toHaveLength(before + 1)
    // The idempotency record lost (a Redis restart): the entry id derived from the key finds the entry.
    const books = await srv.services.operations.deps.skillData(t.organizationId, key).books(clientId)
    const retried = await books.recordEntry({ date: '2026-07-15', narration: 'once', lines: sale().lines })
    expect(retried).toMatchObject({ id: first.body.output.entry.id, created: false })
    expect(await entries()).toHaveLength(before + 1)
  })
})
