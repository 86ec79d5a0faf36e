import { describe, expect, it } from 'vitest'
import { formatAmount } from '../../money/index.ts'
import { checkTrialBalance, type CheckRow } from './checks.ts'
import { rowsFromCsv, rowsFromInline } from './load.ts'

const fmt = (m: number) => formatAmount(m, 'AUD')
const r = (
  row: number,
  code: string,
  name: string,
  balanceMinor: number,
  chartType: CheckRow['chartType'] = null,
): CheckRow => ({ row, code, name, balanceMinor, chartType })

describe('checkTrialBalance', () => {
  it('finds nothing in a clean, balanced trial balance', () => {
    const res = checkTrialBalance(
      [
        r(2, '090', 'Business Bank Account', 1234_56),
        r(3, '200', 'Sales', -1000_00),
        r(4, '960', 'Retained Earnings', -234_56),
      ],
      { jurisdiction: 'AU', fmt },
    )
    expect(res).toMatchObject({
      debitsMinor: 1234_56,
      creditsMinor: 1234_56,
      differenceMinor: 0,
      findings: [],
      signCheckedRows: 3,
    })
  })

  it('reports duplicate codes, names under two codes, a row entered twice and equal amounts, each with its rows', () => {
    const res = checkTrialBalance(
      [
        r(2, '1000', 'Cash at bank', 500_00),
        r(3, '1000', 'Petty cash', 10_00),
        r(4, '6100', 'Rent & rates', 300_00),
        r(5, '6110', 'Rent and Rates', 300_00),
        r(6, '6200', 'Telephone', 777_77),
        r(7, '6300', 'Electricity', 777_77),
        r(8, '3000', 'Capital', -2665_54),
      ],
      { jurisdiction: 'AU', fmt },
    )
    const by = (k: string) => res.findings.filter((f) => f.kind === k).map((f) => f.rows)
    expect(by('duplicate_code')).toEqual([[2, 3]])
    expect(by('duplicate_name')).toEqual([[4, 5]])
    expect(by('duplicate_row')).toEqual([[4, 5]])
    expect(by('same_amount')).toEqual([[6, 7]])
    expect(res.differenceMinor).toBe(0)
  })

  it('reports a difference with its likely causes: a row on the wrong side, a transposition', () => {
    // Rent 450.00 entered as a credit: debits 1000.00, credits 1900.00, difference −900.00 = twice the rent, divisible by 9.
    const res = checkTrialBalance(
      [
        r(2, '090', 'Bank', 1000_00),
        r(3, '200', 'Sales', -1450_00),
        r(4, '6100', 'Rent', -450_00),
        r(5, '3000', 'Capital', 0),
      ],
      { jurisdiction: 'AU', fmt },
    )
    const f = res.findings.find((x) => x.kind === 'out_of_balance')!
    expect(f).toMatchObject({ severity: 'high', rows: [4], amountMinor: -900_00 })
    expect(f.message).toContain('Debits 1000.00 do not equal credits 1900.00: difference -900.00.')
    expect(f.message).toContain('posted on the wrong side')
    expect(f.message).toContain('divisible by 9')
    // Rent is also an expense with a credit balance.
    expect(res.findings.filter((x) => x.kind === 'sign_anomaly').map((x) => x.rows)).toEqual([[4]])
  })

  it('judges sides by the chart type when there is one, and leaves contra accounts alone', () => {
    const res = checkTrialBalance(
      [
        r(1, '1710', 'Accumulated depreciation', -200_00),
        r(2, '1720', 'Widgets', -50_00, 'asset'),
        r(3, '1730', 'Gizmos', -50_00),
        r(4, '880', 'Drawings', 300_00),
        r(5, '3000', 'Capital', 0, 'equity'),
      ],
      { jurisdiction: null, fmt },
    )
    expect(res.findings.filter((x) => x.kind === 'sign_anomaly').map((x) => x.rows)).toEqual([[2]])
    expect(res.signCheckedRows).toBe(4) // 1730 Gizmos: no rule, no chart type
  })

  it('reports suspense and clearing accounts that hold money', () => {
    const res = checkTrialBalance(
      [r(1, '850', 'Suspense', 12_34), r(2, '855', 'Payroll clearing', 0), r(3, '090', 'Bank', -12_34)],
      { jurisdiction: 'AU', fmt },
    )
    expect(res.findings.filter((x) => x.kind === 'suspense_balance').map((x) => [x.rows, x.amountMinor])).toEqual([
      [[1], 12_34],
    ])
  })
})

describe('loading rows', () => {
  it('reads inline rows and names a bad field by its index', () => {
    const ok = rowsFromInline(
      [
        { account_code: '1', account_name: ' Bank ', debit: '10.50' },
        { account_code: '2', account_name: 'Sales', credit: '10.50', debit: null },
      ],
      'AUD',
    )
    expect(ok).toEqual({
      rows: [
        { row: 0, code: '1', name: 'Bank', balanceMinor: 1050 },
        { row: 1, code: '2', name: 'Sales', balanceMinor: -1050 },
      ],
      problems: [],
    })
    const bad = rowsFromInline(
      [
        { account_code: '1', account_name: 'x', debit: '1.005' },
        { account_code: '2', account_name: 'y', debit: '1', credit: '2' },
        { account_code: '3', account_name: 'z', credit: '-4' },
      ],
      'AUD',
    )
    expect(bad.problems.map((p) => p.param)).toEqual(['rows.0.debit', 'rows.1.credit', 'rows.2.credit'])
  })

  it("reads a CSV and names each bad row's field by its role, whatever the header says", () => {
    const csv = 'Account No,Account,Dr,Cr\n1,Bank,5.00,\n2,Sales,,abc\n,Nameless,1.00,\n4,Both,1.00,1.00\n'
    const res = rowsFromCsv(csv, { currency: 'AUD', param: 'csv', allowUnbalanced: false })
    expect(res.problems.map((p) => p.param)).toEqual(['csv.row.3.credit', 'csv.row.4.code', 'csv.row.5.debit'])
    expect(res.problems[0]!.reason).toMatch(/^"Cr": /)
  })

  it('refuses an unbalanced CSV for an import but reads it for the checks', () => {
    const csv = 'Code,Name,Debit,Credit\n1,Bank,5.00,\n2,Sales,,4.00\n'
    expect(rowsFromCsv(csv, { currency: 'AUD', param: 'csv', allowUnbalanced: false }).problems).toEqual([
      { param: 'csv', reason: 'Total debits 5.00 do not equal total credits 4.00 (difference 1.00).' },
    ])
    expect(rowsFromCsv(csv, { currency: 'AUD', param: 'csv', allowUnbalanced: true })).toMatchObject({
      problems: [],
      rows: [{ row: 2 }, { row: 3 }],
    })
  })
})
