import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MoneyError } from '../../money/index.ts'
import { parseCsvTrialBalance } from './csv-trial-balance.ts'

const usd = { currency: 'USD' }

describe('parseCsvTrialBalance', () => {
  it("reads debit and credit columns, debit positive, skipping the export's total line", () => {
    const tb = parseCsvTrialBalance(readFileSync(new URL('./fixtures/trial-balance.csv', import.meta.url)), {
      currency: 'AUD',
    })
    expect(tb.errors).toEqual([])
    expect(tb.rows.map((r) => [r.row, r.code, r.balanceMinor])).toEqual([
      [2, '1000', 1250000],
      [3, '1200', 430000],
      [4, '2000', -315000],
      [5, '3000', -1000000],
      [6, '4000', -840000],
      [7, '6000', 475000],
    ])
    expect(tb.rows[3]!.name).toBe("Owner's equity")
  })

  it('reads a signed balance column, with DR/CR suffixes read as a ledger does', () => {
    const tb = parseCsvTrialBalance(
      'Code,Name,Balance\n1000,Bank,100.00\n2000,Payables,(40.00)\n3000,Equity,60.00 CR\n4000,Stock,0.00 DR\n5000,Nil,\n',
      usd,
    )
    expect(tb.errors).toEqual([])
    expect(tb.rows.map((r) => r.balanceMinor)).toEqual([10000, -4000, -6000, 0, 0])
  })

  it.each([
    ['Account Code', 'Account Name', 'Dr', 'Cr'],
    ['Number', 'Account', 'Debits', 'Credits'],
    ['code', 'name', 'Debit Balance', 'Credit Balance'],
  ])('finds the columns %s, %s, %s, %s', (c, n, d, k) => {
    const tb = parseCsvTrialBalance(`${c},${n},${d},${k}\n1,Bank,5.00,\n2,Sales,,5.00\n`, usd)
    expect(tb.errors).toEqual([])
    expect(tb.rows.map((r) => r.balanceMinor)).toEqual([500, -500])
  })

  it('reports debits that do not equal credits as one file error with both totals', () => {
    const tb = parseCsvTrialBalance('Code,Name,Debit,Credit\n1,Bank,"1,000.00",\n2,Sales,,999.99\n', usd)
    expect(tb.errors).toEqual([
      { row: 1, field: 'file', message: 'Total debits 1000.00 do not equal total credits 999.99 (difference 0.01).' },
    ])
    expect(tb.rows).toHaveLength(2)
    const jpy = parseCsvTrialBalance('Code,Name,Balance\n1,Bank,"1,000"\n2,Sales,-990\n', { currency: 'JPY' })
    expect(jpy.errors[0]!.message).toBe('Total debits 1000 do not equal total credits 990 (difference 10).')
  })

  it('reports row problems at their lines and leaves the totals check to files whose rows all read', () => {
    const tb = parseCsvTrialBalance(
      'Code,Name,Debit,Credit\n1,Bank,5.00,3.00\n,Nameless,1.00,\n3,,,1.00\n4,Neg,-1.00,\n5,Bad,1,23,4\n6,Fine,1.00,\n',
      usd,
    )
    expect(tb.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'Debit'],
      [3, 'Code'],
      [4, 'Name'],
      [5, 'Debit'],
      [6, 'file'],
    ])
    expect(tb.rows.map((r) => r.row)).toEqual([7])
  })

  it('names what to pass when the money columns cannot be decided', () => {
    expect(parseCsvTrialBalance('Code,Name,Debit\n1,x,1\n', usd).errors[0]!.message).toMatch(
      /pass columns\.balance, or columns\.debit and columns\.credit/,
    )
    expect(parseCsvTrialBalance('Code,Name,Balance,Amount\n1,x,1,1\n', usd).errors[0]!.message).toMatch(
      /"Balance" and "Amount" could each be the balance column/,
    )
    expect(parseCsvTrialBalance('Ref,Name,Balance\n1,x,1\n', usd).errors[0]).toEqual({
      row: 1,
      field: 'file',
      message: 'No code column was found; pass columns.code.',
    })
  })

  it('reads a ;-delimited file with decimal commas', () => {
    const tb = parseCsvTrialBalance('Code;Name;Debit;Credit\n1;Bank;1.234,50;\n2;Sales;;1.234,50\n', {
      currency: 'EUR',
    })
    expect(tb.errors).toEqual([])
    expect(tb.rows.map((r) => r.balanceMinor)).toEqual([123450, -123450])
  })

  it('throws for an unknown currency', () => {
    expect(() => parseCsvTrialBalance('Code,Name,Balance\n', { currency: 'usd' })).toThrow(MoneyError)
  })
})
