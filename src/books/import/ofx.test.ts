import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MAX_ERRORS, ofxAmount, ofxDate, parseOfxStatement } from './ofx.ts'
import type { StatementLine } from './types.ts'

const fixture = (name: string): Buffer => readFileSync(new URL(`./fixtures/ofx/${name}`, import.meta.url))

const SGML_HEADER =
  'OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\nCHARSET:1252\r\nCOMPRESSION:NONE\r\nOLDFILEUID:NONE\r\nNEWFILEUID:NONE\r\n\r\n'

/** A one-statement OFX 1.x file around `transactions` (SGML text of STMTTRN elements). */
function sgml(transactions: string, o: { curdef?: string | null; header?: string; card?: boolean } = {}): string {
  const curdef = o.curdef === null ? '' : `<CURDEF>${o.curdef ?? 'AUD'}\n`
  const [msgs, rs, from] = o.card
    ? ['CREDITCARDMSGSRSV1', 'CCSTMTRS', '<CCACCTFROM>\n<ACCTID>5500000000000004\n</CCACCTFROM>']
    : ['BANKMSGSRSV1', 'STMTRS', '<BANKACCTFROM>\n<BANKID>999001\n<ACCTID>777\n<ACCTTYPE>CHECKING\n</BANKACCTFROM>']
  return `${o.header ?? SGML_HEADER}<OFX>\n<${msgs}>\n<STMTTRNRS>\n<TRNUID>1\n<${rs}>\n${curdef}${from}\n<BANKTRANLIST>\n${transactions}</BANKTRANLIST>\n</${rs}>\n</STMTTRNRS>\n</${msgs}>\n</OFX>\n`
}

/** One SGML STMTTRN; fields set to null are left out. */
function trn(
  f: Partial<Record<'DTPOSTED' | 'TRNAMT' | 'FITID' | 'CHECKNUM' | 'REFNUM' | 'NAME' | 'MEMO', string | null>> = {},
): string {
  const all = { TRNTYPE: 'OTHER', DTPOSTED: '20250301', TRNAMT: '-1.00', FITID: null, NAME: 'X', ...f }
  return `<STMTTRN>\n${Object.entries(all)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `<${k}>${v}\n`)
    .join('')}</STMTTRN>\n`
}

// The counterparty is the NAME (the description's part before ` - ` when a MEMO followed it), unless a test says.
const line = (l: Partial<StatementLine>): StatementLine => ({
  row: 1,
  date: '2025-03-01',
  amountMinor: -100,
  description: 'X',
  reference: null,
  counterparty: (l.description ?? 'X').split(' - ')[0]!,
  externalId: null,
  balanceMinor: null,
  ...l,
})

describe('OFX statements: bank-style fixtures', () => {
  it('reads an Australian-style 1.x SGML file in windows-1252 with CRLF lines, offsets and an empty trailing MEMO', () => {
    const s = parseOfxStatement(fixture('au-bank-1x-1252.ofx'))
    expect(s.errors).toEqual([])
    expect(s.currency).toBe('AUD')
    expect(s.account).toEqual({ accountId: '12345678', bankId: '999001', type: 'CHECKING' })
    expect(s.lines).toEqual([
      line({
        row: 1,
        date: '2025-03-01',
        amountMinor: -450,
        description: 'Café Mélange Fitzroy - EFTPOS PURCHASE',
        externalId: 'AU2025030100001',
      }),
      // NAME and MEMO are the same: said once.
      line({
        row: 2,
        date: '2025-03-02',
        amountMinor: 215000,
        description: 'ACME PTY LTD SALARY',
        externalId: 'AU2025030200002',
      }),
      line({
        row: 3,
        date: '2025-03-03',
        amountMinor: -30000,
        description: 'CHEQUE 000412',
        reference: '000412',
        externalId: 'AU2025030300003',
      }),
      // `-5` has an implied decimal point at the end (OFX 3.2.9.1); the empty <MEMO> adds nothing.
      line({
        row: 4,
        date: '2025-03-31',
        amountMinor: -500,
        description: 'MONTHLY ACCOUNT FEE',
        externalId: 'AU2025033100004',
      }),
    ])
  })

  it('reads a UK-style 1.x SGML file: tab-indented, date-only DTPOSTED, £ and accents in 1252, +amounts, REFNUM, &amp;', () => {
    const s = parseOfxStatement(fixture('uk-bank-1x-1252.ofx'))
    expect(s.errors).toEqual([])
    expect(s.currency).toBe('GBP')
    expect(s.account).toEqual({ accountId: '40000012345678', bankId: '400000', type: 'CHECKING' })
    expect(s.lines).toEqual([
      line({
        row: 1,
        date: '2025-03-03',
        amountMinor: -6240,
        description: 'BRIGHT ENERGY LTD - DIRECT DEBIT',
        reference: 'DD-ENERGY-77',
        externalId: '20250303-0001',
      }),
      line({
        row: 2,
        date: '2025-03-04',
        amountMinor: 125000,
        description: 'J SMITH RENT',
        externalId: '20250304-0002',
      }),
      line({
        row: 3,
        date: '2025-03-05',
        amountMinor: -1299,
        description: 'Crème Brûlée & Co - CARD 1234 £12.99 ON 04 MAR',
        externalId: '20250305-0003',
      }),
      line({
        row: 4,
        date: '2025-03-06',
        amountMinor: -10000,
        description: 'TRANSFER TO SAVINGS',
        reference: 'SAVINGS POT',
        externalId: '20250306-0004',
      }),
    ])
  })

  it('reads a US-style 2.x XML file: <?OFX?>, closing tags, empty MEMOs, entities, CHECKNUM before REFNUM, no FITID', () => {
    const s = parseOfxStatement(fixture('us-bank-2x.ofx'))
    expect(s.errors).toEqual([])
    expect(s.currency).toBe('USD')
    expect(s.account).toEqual({ accountId: '000111222333', bankId: '999999999', type: 'SAVINGS' })
    expect(s.lines).toEqual([
      line({
        row: 1,
        date: '2025-03-03',
        amountMinor: -120000,
        description: 'CHECK 1044',
        reference: '1044',
        externalId: 'US-3001',
      }),
      line({
        row: 2,
        date: '2025-03-10',
        amountMinor: 1200,
        description: 'Interest & dividends',
        externalId: 'US-3002',
      }),
      // 23:30 at -4 is the next day in UTC: the bank's calendar date is kept.
      line({
        row: 3,
        date: '2025-03-31',
        amountMinor: -725,
        description: 'CORNER DELI <NYC> - DEBIT CARD PURCHASE',
        reference: '7731',
        externalId: 'US-3003',
      }),
      line({
        row: 4,
        date: '2025-03-15',
        amountMinor: -6000,
        description: 'ATM WITHDRAWAL - LONDON GB',
        externalId: null,
      }),
    ])
  })

  it('reads a New Zealand-style credit-card statement (CCSTMTRS, one-line SGML, UTF-8): purchases negative, payments positive', () => {
    const s = parseOfxStatement(fixture('nz-card-1x-utf8.ofx'))
    expect(s.errors).toEqual([])
    expect(s.currency).toBe('NZD')
    expect(s.account).toEqual({ accountId: '4111XXXXXXXX1111', bankId: null, type: 'CREDITCARD' })
    expect(s.lines).toEqual([
      line({
        row: 1,
        date: '2025-03-01',
        amountMinor: -2380,
        description: 'Kāpiti Coast Café - Paraparaumu',
        externalId: 'NZCC-0001',
      }),
      line({
        row: 2,
        date: '2025-03-04',
        amountMinor: -12000,
        description: 'TE REO MĀORI BOOKS',
        externalId: 'NZCC-0002',
      }),
      line({
        row: 3,
        date: '2025-03-20',
        amountMinor: 50000,
        description: 'PAYMENT RECEIVED - THANK YOU',
        counterparty: 'PAYMENT RECEIVED - THANK YOU',
        externalId: 'NZCC-0003',
      }),
      line({
        row: 4,
        date: '2025-04-02',
        amountMinor: 1550,
        description: 'REFUND - Kāpiti Coast Café',
        externalId: 'NZCC-0004',
      }),
    ])
  })

  it('takes the bytes as a string too (a UTF-8 BOM is dropped)', () => {
    const text = `\ufeff${fixture('us-bank-2x.ofx').toString('utf8')}`
    expect(parseOfxStatement(text)).toEqual(parseOfxStatement(fixture('us-bank-2x.ofx')))
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), fixture('nz-card-1x-utf8.ofx')])
    expect(parseOfxStatement(bom)).toEqual(parseOfxStatement(fixture('nz-card-1x-utf8.ofx')))
  })
})

describe('OFX statements: encodings', () => {
  const nameOf = (bytes: Buffer): string | undefined => parseOfxStatement(bytes).lines[0]?.description

  it('decodes 1.x CHARSET:1252 and ISO-8859-1 as windows-1252 (é, £, and 1252-only characters such as €)', () => {
    // Written byte for byte (latin1 maps each char below 256 to one byte): 0x80 is € in windows-1252, a control in ISO-8859-1.
    const body = sgml(trn({ NAME: 'Caf\u00e9 \u00a35 \u0080' }))
    expect(nameOf(Buffer.from(body, 'latin1'))).toBe('Café £5 €')
    expect(nameOf(Buffer.from(body.replace('CHARSET:1252', 'CHARSET:ISO-8859-1'), 'latin1'))).toBe('Café £5 €')
  })

  it('decodes 1.x ENCODING:UTF-8, and CHARSET:NONE as UTF-8 when the bytes are UTF-8 and as 1252 when not', () => {
    const utf8 = sgml(trn({ NAME: 'Café £5' }), {
      header: SGML_HEADER.replace('ENCODING:USASCII', 'ENCODING:UTF-8').replace('CHARSET:1252', 'CHARSET:NONE'),
    })
    expect(nameOf(Buffer.from(utf8, 'utf8'))).toBe('Café £5')
    const none = sgml(trn({ NAME: 'Café £5' }), { header: SGML_HEADER.replace('CHARSET:1252', 'CHARSET:NONE') })
    expect(nameOf(Buffer.from(none, 'utf8'))).toBe('Café £5')
    expect(nameOf(Buffer.from(none, 'latin1'))).toBe('Café £5')
    // Read as 1252 (what the header says), UTF-8 bytes would be mojibake: the header is what decides.
    expect(nameOf(Buffer.from(sgml(trn({ NAME: 'Café' })), 'utf8'))).toBe('CafÃ©')
  })

  it('decodes 2.x by the XML declaration: windows-1252, ISO-8859-1, UTF-8 by default', () => {
    const xml = (decl: string, name: string): string =>
      `${decl}<?OFX OFXHEADER="200" VERSION="211"?><OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>GBP</CURDEF><BANKACCTFROM><ACCTID>1</ACCTID></BANKACCTFROM><BANKTRANLIST><STMTTRN><DTPOSTED>20250301</DTPOSTED><TRNAMT>-1.00</TRNAMT><NAME>${name}</NAME></STMTTRN></BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`
    expect(
      nameOf(Buffer.from(xml('<?xml version="1.0" encoding="windows-1252"?>', 'Caf\u00e9 \u00a3'), 'latin1')),
    ).toBe('Café £')
    expect(nameOf(Buffer.from(xml("<?xml version='1.0' encoding='ISO-8859-1'?>", 'Caf\u00e9 \u00a3'), 'latin1'))).toBe(
      'Café £',
    )
    expect(nameOf(Buffer.from(xml('<?xml version="1.0"?>', 'Café £'), 'utf8'))).toBe('Café £')
    expect(nameOf(Buffer.from(xml('', 'Café £'), 'utf8'))).toBe('Café £')
  })

  it('says so, as one file error, when the declared encoding is unknown or the bytes do not match it', () => {
    const unknown = parseOfxStatement(Buffer.from(sgml(trn()).replace('CHARSET:1252', 'CHARSET:KLINGON'), 'latin1'))
    expect(unknown.errors).toEqual([{ row: 0, field: 'file', message: expect.stringContaining('CHARSET:KLINGON') }])
    const bad = Buffer.from(sgml(trn({ NAME: 'Caf\u00e9' })).replace('ENCODING:USASCII', 'ENCODING:UTF-8'), 'latin1')
    expect(parseOfxStatement(bad).errors).toEqual([
      { row: 0, field: 'file', message: expect.stringContaining('not valid utf-8') },
    ])
  })
})

describe('OFX statements: dates', () => {
  it('accepts every OFX datetime form and keeps the calendar date the bank wrote, whatever the offset', () => {
    const forms: [string, string][] = [
      ['20250301', '2025-03-01'],
      ['202503011230', '2025-03-01'],
      ['20250301123045', '2025-03-01'],
      ['20250301123045.123', '2025-03-01'],
      ['20250301000000[-5:EST]', '2025-03-01'],
      ['20250301235959.999[-12:BIT]', '2025-03-01'],
      ['20250301000000[+14:LINT]', '2025-03-01'],
      ['20250301000000[+5.30:IST]', '2025-03-01'],
      ['20250301[0:GMT]', '2025-03-01'],
      ['20250301120000[+10]', '2025-03-01'],
      ['20250301120000 [-8:PST]', '2025-03-01'],
      ['20240229', '2024-02-29'],
    ]
    for (const [text, date] of forms) expect(ofxDate(text), text).toBe(date)
    const s = parseOfxStatement(sgml(forms.map(([d]) => trn({ DTPOSTED: d })).join('')))
    expect(s.errors).toEqual([])
    expect(s.lines.map((l) => l.date)).toEqual(forms.map(([, d]) => d))
  })

  it('refuses dates that are not OFX dates or not real days, as row errors on DTPOSTED', () => {
    const bad = [
      '2025-03-01',
      '01/03/2025',
      '20250230',
      '20230229',
      '20251301',
      '20250100',
      '2025030',
      '20250301246000',
      '20250301126000',
      '20250301120061',
      '20250301[+15:XX]',
      '20250301[-5:EST',
      '00000101',
      'yesterday',
      '20250301120000.1234',
    ]
    for (const text of bad) expect(ofxDate(text), text).toBeNull()
    const s = parseOfxStatement(sgml(bad.map((d) => trn({ DTPOSTED: d })).join('') + trn({ DTPOSTED: null })))
    expect(s.lines).toEqual([])
    expect(s.errors.map((e) => [e.row, e.field])).toEqual([
      ...bad.map((_, k) => [k + 1, 'DTPOSTED']),
      [bad.length + 1, 'DTPOSTED'],
    ])
    expect(s.errors[0]!.message).toContain('"2025-03-01"')
    expect(s.errors.at(-1)!.message).toBe('DTPOSTED is missing.')
  })
})

describe('OFX statements: amounts', () => {
  it('takes TRNAMT as written: signs, a leading +, an implied decimal point, and the decimal comma alone', () => {
    const ok: [string, string, number][] = [
      ['-12.34', 'AUD', -1234],
      ['12.34', 'AUD', 1234],
      ['+12.00', 'AUD', 1200],
      ['  -7.5 ', 'AUD', -750],
      ['100', 'AUD', 10000],
      ['-12,34', 'EUR', -1234],
      ['+0,5', 'EUR', 50],
      ['1234,50', 'EUR', 123450],
      ['-1500', 'JPY', -1500],
      ['1.234', 'BHD', 1234],
      ['-0.00', 'AUD', 0],
    ]
    for (const [text, currency, minor] of ok) expect(ofxAmount(text, currency), text).toBe(minor)
  })

  it('refuses what it would have to guess: grouping, two marks, extra decimals, spaces, signs twice, words', () => {
    const bad = [
      '1,234.56',
      '1.234,56',
      '1,234,567',
      '12.345',
      '12,345',
      '1 234.00',
      '+-5',
      '--5',
      '+',
      '.50',
      '5.',
      '1e3',
      'USD 5',
      '',
      '12.34-',
    ]
    for (const text of bad) expect(typeof ofxAmount(text, 'AUD'), text).toBe('object')
    expect(ofxAmount('1,234.56', 'AUD')).toEqual({ error: expect.stringContaining('comma') })
    expect(ofxAmount('12.345', 'AUD')).toEqual({ error: 'TRNAMT "12.345": AUD amounts have 2 decimal places; got 3.' })
    const s = parseOfxStatement(
      sgml(
        bad
          .filter((b) => b.trim() !== '')
          .map((a) => trn({ TRNAMT: a }))
          .join('') + trn({ TRNAMT: null }),
      ),
    )
    expect(s.lines).toEqual([])
    expect(s.errors.every((e) => e.field === 'TRNAMT')).toBe(true)
    expect(s.errors.map((e) => e.row)).toEqual(Array.from({ length: bad.length }, (_, k) => k + 1))
    expect(s.errors.at(-1)!.message).toBe('TRNAMT is missing.')
  })

  it('reads amounts in CURDEF; without CURDEF, in the currency given; both and different, or neither, is a file error', () => {
    expect(parseOfxStatement(sgml(trn({ TRNAMT: '-1500' }), { curdef: 'JPY' })).lines[0]!.amountMinor).toBe(-1500)
    const given = parseOfxStatement(sgml(trn({ TRNAMT: '-12.34' }), { curdef: null }), { currency: 'NZD' })
    expect([given.currency, given.lines[0]!.amountMinor, given.errors]).toEqual(['NZD', -1234, []])
    expect(parseOfxStatement(sgml(trn(), { curdef: 'AUD' }), { currency: 'AUD' }).errors).toEqual([])

    const differ = parseOfxStatement(sgml(trn(), { curdef: 'EUR' }), { currency: 'AUD' })
    expect(differ.errors).toEqual([
      { row: 0, field: 'CURDEF', message: "The file's currency is EUR (CURDEF) but AUD was given." },
    ])
    const neither = parseOfxStatement(sgml(trn({ DTPOSTED: 'bad' }), { curdef: null }))
    expect(neither.currency).toBeNull()
    expect(neither.lines).toEqual([])
    expect(neither.errors.map((e) => [e.row, e.field])).toEqual([
      [0, 'CURDEF'],
      [1, 'DTPOSTED'],
    ])
    expect(parseOfxStatement(sgml(trn(), { curdef: 'XYZ' })).errors).toEqual([
      { row: 0, field: 'CURDEF', message: 'CURDEF "XYZ" is not an ISO 4217 currency code.' },
    ])
    expect(parseOfxStatement(sgml(trn(), { curdef: null }), { currency: 'dollars' }).errors[0]).toMatchObject({
      row: 0,
      field: 'file',
    })
  })

  it('refuses a transaction in another currency than the statement (STMTTRN CURRENCY)', () => {
    const foreign = trn().replace('</STMTTRN>', '<CURRENCY>\n<CURRATE>1.6\n<CURSYM>USD\n</CURRENCY>\n</STMTTRN>')
    const same = trn().replace('</STMTTRN>', '<CURRENCY>\n<CURRATE>1\n<CURSYM>AUD\n</CURRENCY>\n</STMTTRN>')
    const s = parseOfxStatement(sgml(foreign + same))
    expect(s.errors).toEqual([
      { row: 1, field: 'CURRENCY', message: "The transaction is in USD, not the statement's AUD." },
    ])
    expect(s.lines.map((l) => l.row)).toEqual([2])
  })
})

describe('OFX statements: ids, references, descriptions', () => {
  it('keeps FITID as the external id, accepts a missing one, and refuses a repeat naming the first occurrence', () => {
    const s = parseOfxStatement(
      sgml(
        trn({ FITID: 'A1' }) +
          trn({ FITID: null }) +
          trn({ FITID: 'B2' }) +
          trn({ FITID: 'A1' }) +
          trn({ FITID: null }) +
          trn({ FITID: 'A1' }),
      ),
    )
    expect(s.lines.map((l) => [l.row, l.externalId])).toEqual([
      [1, 'A1'],
      [2, null],
      [3, 'B2'],
      [5, null],
    ])
    expect(s.errors).toEqual([
      { row: 4, field: 'FITID', message: 'FITID "A1" repeats row 1.' },
      { row: 6, field: 'FITID', message: 'FITID "A1" repeats row 1.' },
    ])
  })

  it('takes CHECKNUM, else REFNUM, else null as the reference', () => {
    const s = parseOfxStatement(
      sgml(trn({ CHECKNUM: '101', REFNUM: 'R1' }) + trn({ REFNUM: 'R2' }) + trn({ CHECKNUM: '103' }) + trn()),
    )
    expect(s.lines.map((l) => l.reference)).toEqual(['101', 'R2', '103', null])
  })

  it('joins NAME and MEMO with " - " when both are there and differ; PAYEE NAME stands in for a missing NAME', () => {
    const payee = trn({ NAME: null, MEMO: 'm' }).replace(
      '<MEMO>',
      '<PAYEE>\n<NAME>Payee Ltd\n<CITY>Perth\n</PAYEE>\n<MEMO>',
    )
    const s = parseOfxStatement(
      sgml(
        trn({ NAME: 'n', MEMO: 'm' }) +
          trn({ NAME: 'same', MEMO: 'same' }) +
          trn({ NAME: null, MEMO: 'only memo' }) +
          trn({ NAME: 'only name' }) +
          trn({ NAME: null }) +
          payee,
      ),
    )
    expect(s.errors).toEqual([])
    expect(s.lines.map((l) => l.description)).toEqual(['n - m', 'same', 'only memo', 'only name', '', 'Payee Ltd - m'])
  })

  it('reads SGML empty leaves (<MEMO> straight before the next tag) without losing the elements after them', () => {
    const s = parseOfxStatement(
      sgml(
        '<STMTTRN>\n<TRNTYPE>\n<DTPOSTED>20250301\n<MEMO>\n<TRNAMT>-2.00\n<FITID>\n<NAME>After empties\n</STMTTRN>\n',
      ),
    )
    expect(s.errors).toEqual([])
    expect(s.lines).toEqual([line({ amountMinor: -200, description: 'After empties' })])
  })

  it('reads a credit-card statement in 2.x XML too (CCACCTFROM gives the account, type CREDITCARD)', () => {
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n' +
      '<OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>0</TRNUID><CCSTMTRS><CURDEF>USD</CURDEF><CCACCTFROM><ACCTID>XXXX-0005</ACCTID></CCACCTFROM>' +
      '<BANKTRANLIST><STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20250310</DTPOSTED><TRNAMT>-45.10</TRNAMT><FITID>c1</FITID><NAME>GROCER</NAME></STMTTRN>' +
      '<STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20250325</DTPOSTED><TRNAMT>200.00</TRNAMT><FITID>c2</FITID><NAME>PAYMENT THANK YOU</NAME></STMTTRN></BANKTRANLIST>' +
      '<LEDGERBAL><BALAMT>-845.10</BALAMT><DTASOF>20250331</DTASOF></LEDGERBAL></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>'
    const s = parseOfxStatement(xml)
    expect(s.errors).toEqual([])
    expect(s.account).toEqual({ accountId: 'XXXX-0005', bankId: null, type: 'CREDITCARD' })
    expect(s.lines.map((l) => [l.amountMinor, l.description])).toEqual([
      [-4510, 'GROCER'],
      [20000, 'PAYMENT THANK YOU'],
    ])
  })
})

describe('OFX statements: files that are not whole, not one statement, or not OFX', () => {
  it('reports a truncated file as a file error and still checks the transactions that are complete', () => {
    const whole = fixture('uk-bank-1x-1252.ofx')
    const cut = whole.subarray(0, whole.indexOf('<TRNAMT>-12.99'))
    const s = parseOfxStatement(cut)
    expect(s.errors).toEqual([
      { row: 0, field: 'file', message: 'The file ends before </OFX> inside <STMTTRN>: it looks truncated.' },
    ])
    expect(s.lines.map((l) => l.row)).toEqual([1, 2])
    // Cut inside a tag, and cut in the header.
    expect(parseOfxStatement(whole.subarray(0, whole.indexOf('</STMTRS>') + 4)).errors).toEqual([
      { row: 0, field: 'file', message: expect.stringContaining('truncated') },
    ])
    expect(parseOfxStatement(whole.subarray(0, 60)).errors).toEqual([
      { row: 0, field: 'file', message: 'The file has an OFX header but no <OFX> element: it is incomplete.' },
    ])
    expect(parseOfxStatement(Buffer.alloc(0)).errors).toHaveLength(1)
  })

  it('refuses a file with several statements, and one with none', () => {
    const one = sgml(trn())
    const body = one.slice(one.indexOf('<STMTTRNRS>'), one.indexOf('</BANKMSGSRSV1>'))
    const two = one.replace('</BANKMSGSRSV1>', `${body}</BANKMSGSRSV1>`)
    expect(parseOfxStatement(two)).toEqual({
      currency: null,
      account: null,
      lines: [],
      errors: [{ row: 0, field: 'file', message: 'The file holds 2 statements; import one statement per file.' }],
    })
    const none = `${SGML_HEADER}<OFX>\n<SIGNONMSGSRSV1>\n<SONRS>\n<STATUS>\n<CODE>0\n<SEVERITY>INFO\n</STATUS>\n</SONRS>\n</SIGNONMSGSRSV1>\n</OFX>\n`
    expect(parseOfxStatement(none).errors).toEqual([
      { row: 0, field: 'file', message: 'The file has no bank (STMTRS) or credit card (CCSTMTRS) statement.' },
    ])
    const investment = none.replace(
      '</OFX>',
      '<INVSTMTMSGSRSV1>\n<INVSTMTTRNRS>\n<INVSTMTRS>\n<CURDEF>USD\n</INVSTMTRS>\n</INVSTMTTRNRS>\n</INVSTMTMSGSRSV1>\n</OFX>',
    )
    expect(parseOfxStatement(investment).errors[0]!.message).toContain('INVSTMTRS')
  })

  it('gives one file error for a file that is not OFX at all, whatever it holds', () => {
    const notOfx = [
      'Date,Amount,Description\n2025-03-01,-4.50,Coffee\n',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0xff, 0xfe, 0x80]),
      '<?xml version="1.0"?><html><body>Sign in again</body></html>',
      '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n',
      '',
    ]
    for (const bytes of notOfx) {
      expect(parseOfxStatement(bytes), String(bytes).slice(0, 20)).toEqual({
        currency: null,
        account: null,
        lines: [],
        errors: [
          {
            row: 0,
            field: 'file',
            message: 'This is not an OFX file: it has neither an OFX header nor an <OFX> element.',
          },
        ],
      })
    }
  })

  it('reads a header-less file that still has an <OFX> element (some banks leave the header out)', () => {
    const s = parseOfxStatement(sgml(trn({ NAME: 'No header' }), { header: '' }))
    expect([s.errors, s.lines[0]?.description]).toEqual([[], 'No header'])
  })

  it('refuses more transactions than maxLines with one file error, still checking the first maxLines', () => {
    const s = parseOfxStatement(sgml(trn() + trn({ TRNAMT: 'x' }) + trn() + trn({ TRNAMT: 'y' })), { maxLines: 2 })
    expect(s.errors.map((e) => [e.row, e.field])).toEqual([
      [0, 'file'],
      [2, 'TRNAMT'],
    ])
    expect(s.errors[0]!.message).toBe('The file has 4 transactions; at most 2 are accepted.')
    expect(s.lines.map((l) => l.row)).toEqual([1])
  })
})

describe('OFX statements: scale', () => {
  it(`collects every error but lists at most ${MAX_ERRORS}, then says how many more`, () => {
    const s = parseOfxStatement(sgml(trn({ TRNAMT: 'oops', DTPOSTED: 'never' }).repeat(700)))
    expect(s.lines).toEqual([])
    expect(s.errors).toHaveLength(MAX_ERRORS + 1)
    expect(s.errors[0]).toMatchObject({ row: 1, field: 'DTPOSTED' })
    expect(s.errors[MAX_ERRORS - 1]).toMatchObject({ row: 500, field: 'TRNAMT' })
    expect(s.errors[MAX_ERRORS]).toEqual({ row: 0, field: 'file', message: '400 more errors not listed.' })
    // Exactly at the cap: no extra entry.
    expect(parseOfxStatement(sgml(trn({ TRNAMT: 'oops' }).repeat(MAX_ERRORS))).errors).toHaveLength(MAX_ERRORS)
  })

  it('reads a generated 100,000-transaction file', () => {
    const parts: string[] = []
    for (let k = 1; k <= 100_000; k++) {
      const day = String((k % 28) + 1).padStart(2, '0')
      parts.push(
        `<STMTTRN><TRNTYPE>DEBIT<DTPOSTED>202503${day}120000[+10:AEST]<TRNAMT>-${k}.${String(k % 100).padStart(2, '0')}<FITID>F${k}<NAME>Payee ${k}</STMTTRN>\n`,
      )
    }
    const s = parseOfxStatement(Buffer.from(sgml(parts.join('')), 'latin1'))
    expect(s.errors).toEqual([])
    expect(s.lines).toHaveLength(100_000)
    expect(s.lines[99_999]).toEqual(
      line({
        row: 100_000,
        date: '2025-03-13',
        amountMinor: -10_000_000,
        description: 'Payee 100000',
        externalId: 'F100000',
      }),
    )
  }, 60_000) // a guard, not a speed check: this test is slow on a loaded machine

  it('does not overflow the stack on deeply nested input', () => {
    const deep = `<OFX>${'<A>'.repeat(200_000)}`
    expect(parseOfxStatement(deep).errors.map((e) => e.field)).toEqual(['file', 'file'])
  })
})
