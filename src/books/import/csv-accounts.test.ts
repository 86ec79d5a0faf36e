import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseCsvAccounts } from './csv-accounts.ts'

describe('parseCsvAccounts', () => {
  it('reads a chart of accounts with types (lower-cased)', () => {
    const a = parseCsvAccounts(readFileSync(new URL('./fixtures/chart-of-accounts.csv', import.meta.url)))
    expect(a.errors).toEqual([])
    expect(a.rows[0]).toEqual({ row: 2, code: '1000', name: 'Cash at bank', type: 'bank' })
    expect(a.rows.map((r) => r.code)).toEqual(['1000', '1200', '2000', '3000', '4000', '6000'])
    expect(a.rows[1]!.type).toBe('current asset')
  })

  it.each([
    ['Account Code;Account Name;Account Type'],
    ['Account Number\tAccount\tClass'],
    ['No,Description,Type'],
    ['CODE,NAME'],
  ])('finds the columns of %j', (header) => {
    const d = header.includes(';') ? ';' : header.includes('\t') ? '\t' : ','
    const a = parseCsvAccounts(`${header}\n200${d}Sales${header === 'CODE,NAME' ? '' : `${d}Revenue`}\n`)
    expect(a.errors).toEqual([])
    expect(a.rows).toEqual([{ row: 2, code: '200', name: 'Sales', type: header === 'CODE,NAME' ? null : 'revenue' }])
  })

  it('takes explicit columns, and leaves type null when the file has none', () => {
    const a = parseCsvAccounts('GL,Label\n200,Sales\n', { columns: { code: 'gl', name: 'label' } })
    expect(a.errors).toEqual([])
    expect(a.rows).toEqual([{ row: 2, code: '200', name: 'Sales', type: null }])
  })

  it('reports duplicate codes on the later line, naming the first, and empty cells; checks every row', () => {
    const a = parseCsvAccounts(
      'Code,Name,Type\n200,Sales,revenue\n"Multi\nline",x,\n200,Sales again,revenue\n,No code,\n300,,expense\n200,Third,\n',
    )
    expect(a.errors).toEqual([
      { row: 5, field: 'Code', message: 'The code "200" is already on line 2.' },
      { row: 6, field: 'Code', message: 'The account code is empty.' },
      { row: 7, field: 'Name', message: 'The account name is empty.' },
      { row: 8, field: 'Code', message: 'The code "200" is already on line 2.' },
    ])
    expect(a.rows.map((r) => r.row)).toEqual([2, 3])
  })

  it('names the column it cannot find', () => {
    const a = parseCsvAccounts('Id,Label\n1,x\n')
    expect(a.errors.map((e) => [e.row, e.field, e.message])).toEqual([
      [1, 'file', 'No code column was found; pass columns.code.'],
      [1, 'file', 'No name column was found; pass columns.name.'],
    ])
    expect(parseCsvAccounts('Code,Name\n1,x\n', { columns: { type: 'Kind' } }).errors[0]!.message).toMatch(
      /No column is named "Kind"/,
    )
  })
})
