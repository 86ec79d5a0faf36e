// A large CSV bank statement for the import bench and the import fault test: deterministic (a fixed linear congruential
// sequence), dates over a year in DD/MM/YYYY, amounts in and out, a reference and a payee on every line, every line
// distinct (the line number is in the description).
export function statementCsv(lines: number): string {
  const out = ['Date,Description,Amount,Reference,Payee']
  let x = 12345
  const next = () => {
    x = (x * 1103515245 + 12345) % 2147483648
    return x
  }
  const payees = [
    'Officeworks',
    'Acme Pty Ltd',
    'Harbour Property Trust',
    'Telstra',
    'AGL Energy',
    'Bunnings',
    'Woolworths',
  ]
  for (let i = 0; i < lines; i++) {
    const day = 1 + (i % 28)
    const month = 1 + (Math.floor(i / 28) % 12)
    const cents = (next() % 500000) + 1
    const sign = next() % 4 === 0 ? '' : '-'
    const payee = payees[next() % payees.length]!
    out.push(
      `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/2026,${payee.toUpperCase()} ${i},${sign}${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')},REF${i},${payee}`,
    )
  }
  return `${out.join('\n')}\n`
}
