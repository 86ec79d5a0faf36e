// seedBooks writes a book the skills then read through ctx.data exactly as given.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../../testing/test-server.ts'
import { seedBooks } from './seed.ts'

describe('seedBooks', () => {
  let srv: TestServer
  let t: Tenant
  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
  })
  afterAll(async () => {
    await srv?.close()
  })

  it('writes chart, contacts, bank accounts, lines and entries that ctx.data reads back', async () => {
    const clientId = crypto.randomUUID()
    const bank = crypto.randomUUID()
    const contact = crypto.randomUUID()
    const entry = crypto.randomUUID()
    await seedBooks(
      srv.services.stores,
      t.organizationId,
      clientId,
      {
        chart: [
          { code: '1000', name: 'Bank', type: 'asset' },
          { code: '6000', name: 'Rent', type: 'expense' },
        ],
        contacts: [
          { id: contact, name: 'Landlord', kind: 'supplier', identifiers: [{ scheme: 'ABN', value: '51824753556' }] },
        ],
        bank_accounts: [{ id: bank, name: 'Cheque', account_code: '1000' }],
        statement_lines: [
          {
            id: crypto.randomUUID(),
            bank_account_id: bank,
            date: '2026-07-01',
            amount_minor: -150000,
            description: 'RENT',
            counterparty: 'Landlord',
          },
        ],
        entries: [
          {
            id: entry,
            date: '2026-07-01',
            narration: 'July rent',
            contact_id: contact,
            lines: [
              { account_code: '6000', amount_minor: 150000 },
              { account_code: '1000', amount_minor: -150000 },
            ],
          },
        ],
      },
      { currency: 'NZD' },
    )
    const books = await srv.services.operations.deps.skillData(t.organizationId).books(clientId)
    expect(books.client.currency).toBe('NZD')
    expect((await books.chart()).map((a) => a.code)).toEqual(['1000', '6000'])
    expect(await books.bankAccounts()).toMatchObject([{ id: bank, account_code: '1000', currency: 'NZD' }])
    expect(await books.statementLines()).toMatchObject([
      { bank_account_id: bank, amount_minor: -150000, counterparty: 'Landlord' },
    ])
    expect(await books.ledgerLines({ accountCode: '1000' })).toMatchObject([
      { entry_id: entry, amount_minor: -150000, contact_id: contact },
    ])
    expect(await books.contacts()).toMatchObject([{ id: contact, name: 'Landlord' }])
    await expect(
      seedBooks(srv.services.stores, t.organizationId, clientId, {
        entries: [
          {
            id: crypto.randomUUID(),
            date: '2026-07-02',
            narration: 'x',
            lines: [
              { account_code: '1000', amount_minor: 1 },
              { account_code: '6000', amount_minor: 2 },
            ],
          },
        ],
      }),
    ).rejects.toThrow(/does not balance/)
  })
})
