// The books engines row of `npm run bench` (issue 8, "Proof"): reconcile 10,000 bank lines against 10,000 ledger lines
// of a generated book (seed 42), no HTTP: p50 and worst of a few runs, this process's peak RSS (run.ts runs it in a child
// process of its own, engine-child.ts, so the peak is this row's alone), and the
// precision/recall against the book's labels (a fast wrong answer is no result). Target (issue): ≤ 1 s.
// Runnable alone: `node contract-tests/bench/books-engines.ts`.
import { generateBooks, ledgerLinesOf, scoreReconcile } from '../../src/books/synthetic/index.ts'
import { reconcile } from '../../src/books/reconcile/index.ts'

export const TARGET_MS = 1000
const RUNS = 5

export interface BooksEnginesResult {
  bankLines: number
  ledgerLines: number
  runsMs: number[]
  p50Ms: number
  peakRssMb: number
  precision: number
  recall: number
}

export function benchBooksEngines(): BooksEnginesResult {
  const book = generateBooks(42, { pairs: 9_700, fees: 100, duplicates: 100, splits: 25 })
  const lab = book.labels.reconcile
  const ledger = ledgerLinesOf(book, { accountCode: lab.account_code })
  const runsMs: number[] = []
  let result = reconcile(book.statement_lines, ledger, { asOf: lab.period_end }) // warm-up, not counted
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now()
    result = reconcile(book.statement_lines, ledger, { asOf: lab.period_end })
    runsMs.push(performance.now() - t)
  }
  const sorted = [...runsMs].sort((a, b) => a - b)
  const all = scoreReconcile(book, result).all
  return {
    bankLines: book.statement_lines.length,
    ledgerLines: ledger.length,
    runsMs,
    p50Ms: sorted[Math.floor(sorted.length / 2)]!,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    precision: all.precision,
    recall: all.recall,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = benchBooksEngines()
  // --json: the result as one line, for run.ts, which runs this row in a child process of its own (engine-child.ts).
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(r))
    process.exit(0)
  }
  console.log(
    `reconcile ${r.bankLines} bank × ${r.ledgerLines} ledger lines: p50 ${r.p50Ms.toFixed(0)} ms (runs ${r.runsMs.map((x) => x.toFixed(0)).join(', ')} ms; target ≤ ${TARGET_MS} ms), ` +
      `peak RSS ${r.peakRssMb} MB, precision ${r.precision.toFixed(4)}, recall ${r.recall.toFixed(4)}`,
  )
}
