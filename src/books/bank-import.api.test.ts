// import_bank_statement (skills/bank.import) and import_contacts (skills/contacts.import) over real HTTP: a CSV and an
// OFX statement stored line for line; the same file again adds nothing; an overlapping statement adds only its new
// lines; a bad row refuses the whole file with its line and field; another organization's client or file is 404;
// contacts saved, re-saved without duplicates, and named by journal entries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'

const SKILL = '/api/v1/skills/import_bank_statement/invoke'
interface Out {
  bank_account: { id: string; account_code: string; name: string }
  import_id: string
  lines_in_file: number
  added: number
  skipped: number
  already_imported: boolean
  first_date: string
  last_date: string
  money_in: string
  money_out: string
  warnings: string[]
  format: string
}
interface ErrorBody {
  error: { code: string; param?: string; details?: Array<{ loc: unknown[]; msg: string }> }
}

const JULY =
  'Date,Description,Amount,Reference,Payee\n' +
  '02/07/2026,EFTPOS OFFICEWORKS,-45.20,,Officeworks\n' +
  '03/07/2026,INV 1042,1100.00,INV-1042,Acme Pty Ltd\n' +
  '03/07/2026,COFFEE,-4.50,,\n' +
  '03/07/2026,COFFEE,-4.50,,\n' +
  '31/07/2026,MONTHLY ACCOUNT FEE,-10.00,,\n'
// Overlaps July's last three lines (same coffees, same fee) and adds one August line.
const OVERLAP =
  'Date,Description,Amount,Reference,Payee\n' +
  '03/07/2026,COFFEE,-4.50,,\n' +
  '03/07/2026,COFFEE,-4.50,,\n' +
  '31/07/2026,MONTHLY ACCOUNT FEE,-10.00,,\n' +
  '01/08/2026,RENT AUGUST,-2000.00,,Harbour Property Trust\n'

const ofx = (fitids: string[]) =>
  `OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\nSECURITY:NONE\nENCODING:USASCII\nCHARSET:1252\nCOMPRESSION:NONE\nOLDFILEUID:NONE\nNEWFILEUID:NONE\n\n<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STMTRS><CURDEF>AUD<BANKACCTFROM><BANKID>062000<ACCTID>12345678<ACCTTYPE>CHECKING</BANKACCTFROM><BANKTRANLIST>\n` +
  fitids
    .map(
      (f, i) =>
        `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>2026070${i + 1}<TRNAMT>-${i + 1}0.00<FITID>${f}<NAME>Payee ${f}</STMTTRN>\n`,
    )
    .join('') +
  `</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>\n`

describe('import_bank_statement and import_contacts', () => {
  let srv: TestServer
  let t: Tenant
  let clientId: string
  const invoke = <T>(body: Record<string, unknown>, token = t.adminKey, headers: Record<string, string> = {}) =>
    call<T>(srv.url, SKILL, { token, body: { client_id: clientId, account_code: '1000', ...body }, headers })
  const lines = (bankAccountId?: string) =>
    srv.services.stores.statements.list(t.organizationId, clientId, bankAccountId ? { bankAccountId } : {})

  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
    clientId = (
      await call<{ id: string }>(srv.url, '/api/v1/clients', {
        token: t.adminKey,
        body: { name: 'Harbour Bakery', currency: 'AUD' },
      })
    ).body.id
    const a = (
      code: string,
      name: string,
      type: 'asset' | 'liability' | 'equity' | 'revenue' | 'expense',
      archived = false,
    ) => ({ code, name, type, archived })
    await srv.services.stores.charts.replace(
      t.organizationId,
      clientId,
      [
        a('1000', 'Cheque account', 'asset'),
        a('1010', 'Savings', 'asset'),
        a('1090', 'Old account', 'asset', true),
        a('2150', 'Credit card', 'liability'),
        a('4000', 'Sales', 'revenue'),
        a('6000', 'Rent', 'expense'),
      ],
      0,
      new Date(),
    )
  })
  afterAll(async () => {
    await srv?.close()
  })

  it('stores a CSV statement line for line, with payees, in the bank account made for the code', async () => {
    const r = await invoke<{ output: Out }>({ csv: JULY, institution: 'Westpac' })
    expect(r.status, r.text).toBe(200)
    const o = r.body.output
    expect(o).toMatchObject({
      format: 'csv',
      lines_in_file: 5,
      added: 5,
      skipped: 0,
      already_imported: false,
      first_date: '2026-07-02',
      last_date: '2026-07-31',
      money_in: '1100.00',
      money_out: '64.20',
    })
    expect(o.bank_account).toMatchObject({ account_code: '1000', name: 'Cheque account' })
    const stored = await lines(o.bank_account.id)
    // Lines of one date are ordered by id: compare as sets within the date.
    const rows = stored.map((l) => [l.date, l.amountMinor, l.description, l.reference, l.counterparty])
    expect(rows[0]).toEqual(['2026-07-02', -4520, 'EFTPOS OFFICEWORKS', null, 'Officeworks'])
    expect(rows.slice(1, 4)).toEqual(
      expect.arrayContaining([
        ['2026-07-03', 110000, 'INV 1042', 'INV-1042', 'Acme Pty Ltd'],
        ['2026-07-03', -450, 'COFFEE', null, null],
      ]),
    )
    expect(rows[4]).toEqual(['2026-07-31', -1000, 'MONTHLY ACCOUNT FEE', null, null])
    expect(stored.map((l) => l.amountMinor).sort((a, b) => a - b)).toEqual([-4520, -1000, -450, -450, 110000])
    expect(stored.filter((l) => l.description === 'COFFEE')).toHaveLength(2)
    expect(await srv.services.stores.bankAccounts.list(t.organizationId, clientId)).toHaveLength(1)
  })

  it('adds nothing for the same file again, and only the new lines of an overlapping statement', async () => {
    const again = await invoke<{ output: Out }>({ csv: JULY })
    expect(again.status, again.text).toBe(200)
    expect(again.body.output).toMatchObject({ added: 0, skipped: 5, already_imported: true })
    expect(again.body.output.warnings.join(' ')).toContain('imported into the account before')
    const overlap = await invoke<{ output: Out }>({ csv: OVERLAP })
    expect(overlap.body.output).toMatchObject({ lines_in_file: 4, added: 1, skipped: 3, already_imported: false })
    const all = await lines()
    expect(all).toHaveLength(6)
    expect(all.filter((l) => l.description === 'COFFEE')).toHaveLength(2)
    expect(all.at(-1)).toMatchObject({
      date: '2026-08-01',
      amountMinor: -200000,
      counterparty: 'Harbour Property Trust',
    })
  })

  it('reads OFX (SGML) by FITID: a later statement repeating FITIDs adds only the new ones', async () => {
    const first = await invoke<{ output: Out }>({ account_code: '2150', ofx: ofx(['A1', 'A2']) })
    expect(first.status, first.text).toBe(200)
    expect(first.body.output).toMatchObject({
      format: 'ofx',
      added: 2,
      money_out: '30.00',
      bank_account: { account_code: '2150' },
    })
    const second = await invoke<{ output: Out }>({ account_code: '2150', ofx: ofx(['A1', 'A2', 'A3']) })
    expect(second.body.output).toMatchObject({ added: 1, skipped: 2 })
    const stored = await lines(second.body.output.bank_account.id)
    expect(stored.map((l) => [l.fitid, l.counterparty])).toEqual([
      ['A1', 'Payee A1'],
      ['A2', 'Payee A2'],
      ['A3', 'Payee A3'],
    ])
  })

  it('refuses a file with any bad row, naming each line and field, and stores nothing', async () => {
    const before = await lines()
    const bad = 'Date,Description,Amount\n05/09/2026,OK,-1.00\n06/09/2026,BAD AMOUNT,12..0\n31/02/2026,BAD DATE,-3.00\n'
    const r = await invoke<ErrorBody>({ account_code: '1010', csv: bad })
    expect(r.status).toBe(422)
    expect(r.body.error).toMatchObject({ code: 'validation_error', param: 'csv.3' })
    expect(r.body.error.details!.map((d) => d.loc.slice(1))).toEqual([
      ['csv', 3],
      ['csv', 4],
    ])
    expect(await lines()).toEqual(before)
    // Nothing else was made either: no bank account for 1010.
    expect((await srv.services.stores.bankAccounts.list(t.organizationId, clientId)).map((b) => b.accountCode)).toEqual(
      ['1000', '2150'],
    )
  })

  it('refuses an account that cannot hold a bank account, a foreign-currency OFX, and two sources at once', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ account_code: '6000', csv: JULY }, 'account_code', 'asset or liability'],
      [{ account_code: '1090', csv: JULY }, 'account_code', 'archived'],
      [{ account_code: '9999', csv: JULY }, 'account_code', 'no account'],
      [{ ofx: ofx(['X1']).replace('<CURDEF>AUD', '<CURDEF>USD') }, 'ofx.0', 'USD'],
      [{ csv: JULY, ofx: ofx(['X1']) }, 'ofx', 'one of'],
      [{}, 'csv', 'required'],
      [{ ofx: ofx(['X1']), date_format: 'DMY' }, 'date_format', 'CSV'],
    ]
    for (const [body, param, text] of cases) {
      const r = await invoke<ErrorBody & { error: { message: string } }>(body)
      expect([r.status, r.body.error.param], JSON.stringify(body).slice(0, 80)).toEqual([422, param])
      expect(r.text).toContain(text)
    }
  })

  it("reads an uploaded file (CSV or OFX by its sniffed type); another organization's client or file is 404", async () => {
    const upload = async (token: string, text: string, name: string) => {
      const form = new FormData()
      form.append('file', new Blob([text]), name)
      const r = await fetch(`${srv.url}/api/v1/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
      expect(r.status).toBe(201)
      return ((await r.json()) as { id: string }).id
    }
    const fileId = await upload(t.adminKey, ofx(['F1', 'F2', 'F3']), 'stmt.ofx')
    const r = await invoke<{ output: Out }>({ account_code: '1010', file_id: fileId })
    expect(r.status, r.text).toBe(200)
    expect(r.body.output).toMatchObject({ format: 'ofx', added: 3 })
    const other = await createTenant(srv.services)
    const theirs = await upload(other.adminKey, JULY, 'july.csv')
    const foreignFile = await invoke<ErrorBody>({ file_id: theirs })
    expect([foreignFile.status, foreignFile.body.error.code, foreignFile.body.error.param]).toEqual([
      404,
      'file_not_found',
      'file_id',
    ])
    const foreignClient = await invoke<ErrorBody>({ csv: JULY }, other.adminKey)
    expect([foreignClient.status, foreignClient.body.error.code]).toEqual([404, 'client_not_found'])
  })

  it('saves contacts once per name, updates by id, and lets journal entries name them', async () => {
    const save = (contacts: unknown[], token = t.adminKey) =>
      call<
        {
          output: {
            saved: number
            contacts: Array<{
              id: string
              name: string
              kind: string
              bank_account: string | null
              identifiers: unknown[]
            }>
          }
        } & ErrorBody
      >(srv.url, '/api/v1/skills/import_contacts/invoke', { token, body: { client_id: clientId, contacts } })
    const list = [
      { name: 'Officeworks Ltd', kind: 'supplier', identifiers: [{ scheme: 'abn', value: '36 004 763 526' }] },
      { name: 'Harbour Property Trust', kind: 'related_party', bank_account: '062-000 1234 5678' },
    ]
    const first = await save(list)
    expect(first.status, first.text).toBe(200)
    expect(first.body.output.saved).toBe(2)
    const [office, trust] = first.body.output.contacts
    expect(office).toMatchObject({ name: 'Officeworks Ltd', identifiers: [{ scheme: 'ABN', value: '36 004 763 526' }] })
    expect(trust!.bank_account).toBe('06200012345678')
    const again = await save([{ ...list[0], name: '  officeworks   LTD ' }])
    expect(again.body.output.contacts[0]!.id).toBe(office!.id)
    expect(await srv.services.stores.contacts.list(t.organizationId, clientId)).toHaveLength(2)
    const renamed = await save([{ id: trust!.id, name: 'Harbour Property Unit Trust', kind: 'related_party' }])
    expect(renamed.body.output.contacts[0]).toMatchObject({
      id: trust!.id,
      name: 'Harbour Property Unit Trust',
      bank_account: null,
    })
    const dup = await save([{ name: 'A' }, { name: 'a' }])
    expect([dup.status, dup.body.error.param]).toEqual([422, 'contacts.1'])

    const entry = (contact_id: string) =>
      call<{ output: { entry: { contact_id: string | null } } } & ErrorBody>(
        srv.url,
        '/api/v1/skills/record_journal_entry/invoke',
        {
          token: t.adminKey,
          body: {
            client_id: clientId,
            date: '2026-08-01',
            narration: 'rent',
            contact_id,
            lines: [
              { account_code: '6000', debit: '2000' },
              { account_code: '1000', credit: '2000' },
            ],
          },
        },
      )
    const ok = await entry(trust!.id)
    expect(ok.status, ok.text).toBe(200)
    expect(ok.body.output.entry.contact_id).toBe(trust!.id)
    const books = await srv.services.operations.deps.skillData(t.organizationId).books(clientId)
    expect((await books.ledgerLines({ accountCode: '6000' })).map((l) => [l.amount_minor, l.contact_id])).toEqual([
      [200000, trust!.id],
    ])
    const unknown = await entry(crypto.randomUUID())
    expect([unknown.status, unknown.body.error.param]).toEqual([422, 'contact_id'])

    // Another organization: its own client cannot reach these contacts, and this client is 404 to it.
    const other = await createTenant(srv.services)
    expect((await save(list, other.adminKey)).status).toBe(404)
  })
})
