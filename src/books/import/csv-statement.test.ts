import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MoneyError } from '../../money/index.ts'
import { parseCsvStatement, scanCsvStatement, type StatementOptions } from './csv-statement.ts'

const fixture = (name: string): Buffer => readFileSync(new URL(`./fixtures/${name}`, import.meta.url))
const usd: StatementOptions = { currency: 'USD' }
const brief = (s: ReturnType<typeof parseCsvStatement>) =>
  s.lines.map((l) => [l.row, l.date, l.amountMinor, l.description])

describe('parseCsvStatement: realistic exports', () => {
  it('reads an AU export: signed amounts with +, DD/MM/YYYY, a running balance', () => {
    const s = parseCsvStatement(fixture('au-bank.csv'), { currency: 'AUD' })
    expect(s.errors).toEqual([])
    expect(s.currency).toBe('AUD')
    expect(s.account).toBeNull()
    expect(brief(s)).toEqual([
      [2, '2024-01-02', -4520, 'EFTPOS WOOLWORTHS 1234 SYDNEY NS AUS Card xx4821'],
      [3, '2024-01-03', 250000, 'SALARY ACME PTY LTD'],
      [4, '2024-01-15', -180000, 'TRANSFER TO RENT, UNIT 4'],
      [5, '2024-01-31', -1250, 'MONTHLY ACCOUNT FEE'],
    ])
    expect(s.lines.map((l) => l.balanceMinor)).toEqual([215480, 465480, 285480, 284230])
    expect(s.lines.every((l) => l.reference === null && l.externalId === null)).toBe(true)
  })

  it('reads a UK export: BOM, CRLF, Paid out/Paid in, £ amounts, a quoted newline, a trailing blank line', () => {
    const s = parseCsvStatement(fixture('uk-bank.csv'), { currency: 'GBP' })
    expect(s.errors).toEqual([])
    expect(brief(s)).toEqual([
      [2, '2024-03-01', -6418, 'TESCO STORES 2231'],
      [3, '2024-03-04', 125000, 'BACS SMITH & CO, INVOICE 77'],
      [4, '2024-03-14', -95000, 'RENT MARCH'],
      [6, '2024-03-28', -340, 'COFFEE HOUSE LTD'],
    ])
    expect(s.lines.map((l) => l.balanceMinor)).toEqual([193582, 318582, 223582, 223242])
  })

  it('reads a US export: the posted date over the transaction date, parentheses, check numbers', () => {
    const s = parseCsvStatement(fixture('us-bank.csv'), usd)
    expect(s.errors).toEqual([])
    expect(brief(s)).toEqual([
      [2, '2024-02-01', 312044, 'DIRECT DEP PAYROLL EXAMPLE CORP'],
      [3, '2024-02-02', -85000, 'CHECK 1042'],
      [4, '2024-02-05', -7631, 'CARD PURCHASE GROCERY MART #118'],
      [5, '2024-02-14', -50000, 'ONLINE TRANSFER TO SAVINGS'],
    ])
    expect(s.lines.map((l) => l.reference)).toEqual([null, '1042', null, null])
  })

  it('reads an NZ export: ISO-like dates, Payee as the description, an id column only when named', () => {
    const auto = parseCsvStatement(fixture('nz-bank.csv'), { currency: 'NZD' })
    expect(auto.errors).toEqual([])
    expect(auto.lines.map((l) => [l.date, l.amountMinor, l.description, l.reference, l.externalId])).toEqual([
      ['2024-04-01', -8840, 'COUNTDOWN NEWMARKET', null, null],
      ['2024-04-02', 197500, 'EXAMPLE LTD', null, null],
      ['2024-04-09', -25000, '', '000123', null],
      ['2024-04-30', 37, '', null, null],
    ])
    const mapped = parseCsvStatement(fixture('nz-bank.csv'), {
      currency: 'NZD',
      columns: { id: 'Unique Id', description: 'memo' },
    })
    expect(mapped.errors).toEqual([])
    expect(mapped.lines.map((l) => [l.externalId, l.description])).toEqual([
      ['2024040101', 'Card 1234'],
      ['2024040201', 'WAGES'],
      ['2024040901', 'Cheque 123'],
      ['2024043001', 'INTEREST'],
    ])
    // Payee is the description when nothing else is: no counterparty apart from it; with Memo as the description, the
    // Payee column is the counterparty.
    expect(auto.lines.map((l) => l.counterparty)).toEqual([null, null, null, null])
    expect(mapped.lines.map((l) => l.counterparty)).toEqual(['COUNTDOWN NEWMARKET', 'EXAMPLE LTD', null, null])
  })

  it('reads a ;-delimited export with decimal commas and DD.MM.YYYY dates', () => {
    const s = parseCsvStatement(fixture('eu-bank.csv'), { currency: 'EUR' })
    expect(s.errors).toEqual([])
    expect(brief(s)).toEqual([
      [2, '2024-05-02', -115000, 'Miete; Mai'],
      [3, '2024-05-15', 320000, 'Gehalt'],
      [4, '2024-05-20', -5499, 'Supermarkt'],
    ])
    expect(s.lines.map((l) => l.balanceMinor)).toEqual([235000, 555000, 549501])
  })
})

describe('parseCsvStatement: columns', () => {
  const body = '13/01/2024,Coffee,-3.50\n14/01/2024,Refund,10.00\n'
  it.each([
    ['Date,Description,Amount'],
    ['Transaction Date,Narrative,Amount'],
    ['Posted Date,Details,Amount'],
    ['date,payee,AMOUNT'],
    [' DATE , Memo ,amount '],
    ['Posting_Date,Transaction Description,Amount (AUD)'],
    ['TransactionDate,Description,Transaction Amount'],
  ])('finds the columns of %j', (header) => {
    const s = parseCsvStatement(`${header}\n${body}`, usd)
    expect(s.errors).toEqual([])
    expect(brief(s)).toEqual([
      [2, '2024-01-13', -350, 'Coffee'],
      [3, '2024-01-14', 1000, 'Refund'],
    ])
  })

  it.each([
    ['Debit', 'Credit'],
    ['Withdrawal', 'Deposit'],
    ['Money Out', 'Money In'],
    ['withdrawals', 'deposits'],
    ['Debit Amount', 'Credit Amount'],
    ['Paid Out', 'Paid In'],
  ])('reads debit/credit files with %s and %s (credit = money in)', (dr, cr) => {
    const s = parseCsvStatement(
      `Date,Description,${dr},${cr}\n13/01/2024,Coffee,3.50,\n14/01/2024,Refund,,10.00\n`,
      usd,
    )
    expect(s.errors).toEqual([])
    expect(s.lines.map((l) => l.amountMinor)).toEqual([-350, 1000])
  })

  it.each([['Reference'], ['Ref'], ['Cheque'], ['Cheque Number'], ['Check Number']])(
    'finds the reference column %j',
    (ref) => {
      const s = parseCsvStatement(`Date,Description,Amount,${ref}\n13/01/2024,Cheque,-3.50,000417\n`, usd)
      expect(s.errors).toEqual([])
      expect(s.lines[0]!.reference).toBe('000417')
    },
  )

  it('reads a debit column written as negative numbers throughout', () => {
    const s = parseCsvStatement(
      'Date,Description,Debit,Credit\n13/01/2024,Coffee,-3.50,\n14/01/2024,Refund,,10.00\n',
      usd,
    )
    expect(s.errors).toEqual([])
    expect(s.lines.map((l) => l.amountMinor)).toEqual([-350, 1000])
  })

  it('refuses debit/credit rows with both or neither filled, negative credits and a negative debit among positive ones', () => {
    const s = parseCsvStatement(
      [
        'Date,Description,Debit,Credit',
        '13/01/2024,Both,3.50,1.00',
        '14/01/2024,Neither,,',
        '15/01/2024,Zeros,0.00,0.00',
        '16/01/2024,Zero debit,0.00,5.00',
        '17/01/2024,Neg credit,,-5.00',
        '18/01/2024,Neg debit,-2.00,',
        '19/01/2024,Fine,2.00,',
      ].join('\n'),
      usd,
    )
    expect(s.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'Debit'],
      [3, 'Debit'],
      [4, 'Debit'],
      [6, 'Credit'],
      [7, 'Debit'],
    ])
    expect(s.errors[0]!.message).toMatch(/Both "Debit" and "Credit" are filled/)
    expect(s.errors[1]!.message).toMatch(/Neither/)
    expect(s.errors[3]!.message).toMatch(/negative in a credit column/)
    expect(s.errors[4]!.message).toMatch(/opposite sign/)
    expect(s.lines.map((l) => [l.row, l.amountMinor])).toEqual([
      [5, 500],
      [8, -200],
    ])
  })

  it('takes explicit columns by header name, case- and space-insensitively', () => {
    const s = parseCsvStatement('When,What,Out,In,Id\n13/01/2024,Coffee,3.50,,A1\n', {
      currency: 'USD',
      columns: { date: 'when', description: 'WHAT', debit: 'Out', credit: ' in ', id: 'Id' },
    })
    expect(s.errors).toEqual([])
    expect(s.lines.map((l) => [l.amountMinor, l.externalId])).toEqual([[-350, 'A1']])
  })

  it('names what to pass when a needed column cannot be decided (one error, row 1, field file)', () => {
    const cases: [string, StatementOptions['columns'], RegExp][] = [
      ['When,Description,Amount', undefined, /No date column.*pass columns\.date/],
      ['Date,Amount', undefined, /No description column.*pass columns\.description/],
      [
        'Date,Description,Sum',
        undefined,
        /No amount column.*pass columns\.amount, or columns\.debit and columns\.credit/,
      ],
      [
        'Date,Description,Amount,Debit,Credit',
        undefined,
        /amount column \("Amount"\) and a debit or credit column.*pass columns\.amount/,
      ],
      ['Date,Description,Debit', undefined, /debit column \("Debit"\) but no credit column/],
      ['Date,Description,Money In', undefined, /credit column \("Money In"\) but no debit column/],
      [
        'Date,Description,Amount,Value',
        undefined,
        /"Amount" and "Value" could each be the amount column; pass columns\.amount/,
      ],
      ['Date,Description,Amount', { amount: 'Total' }, /No column is named "Total" \(columns\.amount\)/],
      ['Date,Description,Out,In', { debit: 'Out' }, /columns\.debit and columns\.credit go together/],
    ]
    for (const [header, columns, message] of cases) {
      const s = parseCsvStatement(`${header}\n13/01/2024,x,1.00\n`, { currency: 'USD', columns })
      expect(s.errors, header).toHaveLength(1)
      expect(s.errors[0]!.row).toBe(1)
      expect(s.errors[0]!.field).toBe('file')
      expect(s.errors[0]!.message).toMatch(message)
      expect(s.lines).toEqual([])
    }
  })
})

describe('parseCsvStatement: dates', () => {
  const file = (...dates: string[]) => `Date,Description,Amount\n${dates.map((d) => `${d},x,1.00`).join('\n')}\n`
  it('detects the order from all rows', () => {
    expect(parseCsvStatement(file('01/02/2024', '02/02/2024', '28/02/2024'), usd).lines.map((l) => l.date)).toEqual([
      '2024-02-01',
      '2024-02-02',
      '2024-02-28',
    ])
    expect(parseCsvStatement(file('02/01/2024', '02/02/2024', '02/28/2024'), usd).lines.map((l) => l.date)).toEqual([
      '2024-02-01',
      '2024-02-02',
      '2024-02-28',
    ])
    expect(parseCsvStatement(file('1-Feb-24', '02 Feb 2024', '2024-02-03'), usd).lines.map((l) => l.date)).toEqual([
      '2024-02-01',
      '2024-02-02',
      '2024-02-03',
    ])
  })

  it('asks for dateFormat, on the date column, when every date reads both ways; takes it when given', () => {
    const s = parseCsvStatement(file('01/02/2024', '03/04/2024'), usd)
    expect(s.errors).toEqual([{ row: 1, field: 'Date', message: expect.stringMatching(/pass dateFormat/) }])
    expect(s.lines).toEqual([])
    expect(
      parseCsvStatement(file('01/02/2024', '03/04/2024'), { currency: 'USD', dateFormat: 'MDY' }).lines.map(
        (l) => l.date,
      ),
    ).toEqual(['2024-01-02', '2024-03-04'])
    expect(
      parseCsvStatement(file('01/02/2024', '03/04/2024'), { currency: 'USD', dateFormat: 'DMY' }).lines.map(
        (l) => l.date,
      ),
    ).toEqual(['2024-02-01', '2024-04-03'])
  })

  it('reports invalid calendar dates and two-digit years as documented', () => {
    const s = parseCsvStatement(file('31/01/24', '31/02/24', '1/1/70', '29/02/23', 'soon'), usd)
    expect(s.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'Date'],
      [5, 'Date'],
      [6, 'Date'],
    ])
    expect(s.errors[0]!.message).toMatch(/February 2024 has 29 days/)
    expect(s.lines.map((l) => [l.row, l.date])).toEqual([
      [2, '2024-01-31'],
      [4, '1970-01-01'],
    ])
  })
})

describe('parseCsvStatement: reading the file', () => {
  it('reads tab-delimited files and bytes in UTF-16LE and Windows-1252', () => {
    const text = 'Date\tDescription\tAmount\n13/01/2024\t"Caf\u00e9, corner"\t-3.50\n'
    expect(brief(parseCsvStatement(text, usd))).toEqual([[2, '2024-01-13', -350, 'Café, corner']])
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')])
    expect(brief(parseCsvStatement(utf16, usd))).toEqual([[2, '2024-01-13', -350, 'Café, corner']])
    const cp1252 = Buffer.from('Date,Description,Amount\n13/01/2024,Caf\xe9,\xa33.50\n', 'latin1')
    expect(brief(parseCsvStatement(cp1252, { currency: 'GBP' }))).toEqual([[2, '2024-01-13', 350, 'Café']])
  })

  it("takes a decimal separator the caller names over the delimiter's default", () => {
    const s = parseCsvStatement('Date;Description;Amount\n13/01/2024;x;-1234.50\n', {
      currency: 'USD',
      decimalSeparator: '.',
    })
    expect(s.errors).toEqual([])
    expect(s.lines[0]!.amountMinor).toBe(-123450)
    const refused = parseCsvStatement('Date;Description;Amount\n13/01/2024;x;-1234.50\n', usd)
    expect(refused.errors).toEqual([
      { row: 2, field: 'Amount', message: expect.stringMatching(/pass decimalSeparator '\.'/) },
    ])
  })

  it('numbers rows by their file line across multi-line quoted fields, CRLF and blank lines', () => {
    const s = parseCsvStatement(
      [
        'Date,Description,Amount', //        1
        '13/01/2024,"three', //              2
        'line, with comma', //               3
        'description",1.00', //              4
        '', //                               5
        '14/01/2024,"quoted ""x""",bad', //  6
        ',,', //                             7 (all blank: skipped)
        '15/01/2024,"two\r\nlines",2.00', // 8-9
        '32/01/2024,ok,1.00', //            10
      ].join('\r\n'),
      usd,
    )
    expect(s.errors.map((e) => [e.row, e.field])).toEqual([
      [6, 'Amount'],
      [10, 'Date'],
    ])
    expect(s.lines.map((l) => [l.row, l.description])).toEqual([
      [2, 'three line, with comma description'],
      [8, 'two lines'],
    ])
  })

  it('collects every error of every row, not just the first', () => {
    const s = parseCsvStatement(
      'Date,Description,Amount,Balance\n99/99/2024,x,abc,1,23\n13/01/2024,y,2.00,zz\n14/01/2024,z,1.00,\n',
      usd,
    )
    expect(s.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'file'],
      [3, 'Balance'],
    ])
    const t = parseCsvStatement('Date,Description,Amount,Balance\n99/99/2024,x,abc,1\n13/01/2024,y,2.00,zz\n', usd)
    expect(t.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'Date'],
      [2, 'Amount'],
      [3, 'Balance'],
    ])
  })

  it('refuses rows whose field count differs from the header (a shifted column), allowing a blank trailing field', () => {
    const s = parseCsvStatement(
      'Date,Description,Amount\n13/01/2024,x,1.00,\n13/01/2024,Smith, J,1.00\n13/01/2024,x\n',
      usd,
    )
    expect(s.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'file'],
      [4, 'file'],
    ])
    expect(s.lines.map((l) => l.row)).toEqual([2])
  })

  it('reports malformed CSV at its line, after the rows before it were checked', () => {
    const s = parseCsvStatement('Date,Description,Amount\n13/01/2024,x,abc\n14/01/2024,"open,1.00\n', usd)
    expect(s.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'Amount'],
      [3, 'file'],
    ])
    expect(s.errors[1]!.message).toMatch(/not well-formed CSV/)
  })

  it('reports an empty file and a header without rows', () => {
    expect(parseCsvStatement('', usd).errors).toEqual([
      { row: 1, field: 'file', message: expect.stringMatching(/empty/) },
    ])
    expect(parseCsvStatement('\n\n', usd).errors).toHaveLength(1)
    expect(parseCsvStatement('Date,Description,Amount\n', usd)).toMatchObject({ lines: [], errors: [] })
  })

  it('caps errors at 1,000 and says how many more there were', () => {
    const rows = Array.from({ length: 1500 }, () => '13/01/2024,x,abc')
    const s = parseCsvStatement(`Date,Description,Amount\n${rows.join('\n')}\n`, usd)
    expect(s.errors).toHaveLength(1001)
    expect(s.errors[999]).toMatchObject({ row: 1001, field: 'Amount' })
    expect(s.errors[1000]).toEqual({
      row: 1002,
      field: 'file',
      message: '500 more errors not listed (the first 1000 are).',
    })
  })

  it('refuses more rows than maxRows, at the first row too many', () => {
    const s = parseCsvStatement('Date,Description,Amount\n13/01/2024,a,1.00\n13/01/2024,b,1.00\n13/01/2024,c,1.00\n', {
      currency: 'USD',
      maxRows: 2,
    })
    expect(s.errors).toEqual([
      { row: 4, field: 'file', message: 'The file has more than 2 rows; split it into smaller files.' },
    ])
    expect(s.lines).toHaveLength(2)
  })

  it('parses a 100,000-row file', () => {
    const rows: string[] = ['Date,Description,Amount,Balance']
    for (let i = 0; i < 100_000; i++)
      rows.push(
        `${(i % 28) + 1}/${(i % 12) + 1}/2024,"Line ${i}, test",${i % 2 ? '-' : ''}${i}.${String(i % 100).padStart(2, '0')},"1,000.00"`,
      )
    const s = parseCsvStatement(rows.join('\n'), usd)
    expect(s.errors).toEqual([])
    expect(s.lines).toHaveLength(100_000)
    expect(s.lines[99_999]).toMatchObject({
      row: 100_001,
      date: '2024-04-12',
      amountMinor: -9999999,
      description: 'Line 99999, test',
      balanceMinor: 100000,
    })
  }, 60_000) // a guard, not a speed check: this test is slow on a loaded machine

  it("throws for an unknown currency: the caller's mistake, not the file's", () => {
    expect(() => parseCsvStatement('Date,Description,Amount\n', { currency: 'ABC' })).toThrow(MoneyError)
  })
})

describe('scanCsvStatement: checked whole, lines read again on demand', () => {
  it('gives the lines parseCsvStatement gives, on every reading, and their summary; plain and quoted files alike', () => {
    const plain =
      'Date,Description,Debit,Credit\n02/01/2024,Coffee,4.50,\n03/01/2024,Salary,,2500.00\n\n13/01/2024,Rent,1800.00,\n'
    // Text after a closing quote: read by csv-parse (relax_quotes) and held.
    const quoted =
      'Date,Description,Amount\n02/01/2024,"Smith, J"x,-4.50\n13/01/2024,"Rent ""March""",-1800.00\n14/01/2024,Refund,10.00\n'
    for (const [text, last, inMinor, outMinor] of [
      [plain, '2024-01-13', 250000, 180450],
      [quoted, '2024-01-14', 1000, 180450],
    ] as const) {
      const scan = scanCsvStatement(text, usd)
      const parsed = parseCsvStatement(text, usd)
      expect(scan.errors).toEqual([])
      expect([...scan.lines()]).toEqual(parsed.lines)
      expect([...scan.lines()]).toEqual(parsed.lines)
      expect(scan.summary).toEqual({
        lines: 3,
        firstDate: '2024-01-02',
        lastDate: last,
        moneyInMinor: inMinor,
        moneyOutMinor: outMinor,
      })
    }
    expect([...scanCsvStatement(quoted, usd).lines()].map((l) => l.description)).toEqual([
      '"Smith, J"x',
      'Rent "March"',
      'Refund',
    ])
  })

  it('leaves the rows with errors out of the lines and the summary, and reports each error once', () => {
    const scan = scanCsvStatement(
      'Date,Description,Amount\n13/01/2024,a,1.00\n14/01/2024,b,abc\n15/01/2024,c\n16/01/2024,d,-2.00\n',
      usd,
    )
    expect(scan.errors.map((e) => [e.row, e.field])).toEqual([
      [3, 'Amount'],
      [4, 'file'],
    ])
    expect([...scan.lines()].map((l) => l.row)).toEqual([2, 5])
    expect(scan.summary).toEqual({
      lines: 2,
      firstDate: '2024-01-13',
      lastDate: '2024-01-16',
      moneyInMinor: 100,
      moneyOutMinor: 200,
    })
  })
})
