// Bench row (issue 25 §2): reconcile 10,000 × 10,000 lines of independent planted-truth books
// (contract-tests/planted-books, no code shared with the engine), several seeds: wall ms per run (p50 and worst of a
// few after one warm-up), peak RSS and heap of this process, and the score against the truth (a fast wrong answer is
// no result). Wanted: under 1 s and 300 MB. It prints figures; it is not a timed test.
//   node contract-tests/bench/reconcile-planted.ts [--seeds 101,202,303,404] [--lines 10000] [--runs 5] [--json]
import { plantBooks } from '../planted-books/generate.ts'
import { scorePlanted } from '../planted-books/score.ts'
import { reconcile } from '../../src/books/reconcile/index.ts'

export const TARGET_MS = 1000
export const TARGET_MB = 300

export interface PlantedRow {
  seed: number
  bankLines: number
  ledgerLines: number
  runsMs: number[]
  p50Ms: number
  maxMs: number
  precision: number
  recall: number
  splits: string
  falseSplits: number
  differenceExact: boolean
  limits: number
}
export interface PlantedBench {
  rows: PlantedRow[]
  peakRssMb: number
  peakHeapMb: number
}

export function benchReconcilePlanted(o: { seeds?: number[]; lines?: number; runs?: number } = {}): PlantedBench {
  const rows: PlantedRow[] = []
  let peakHeap = 0
  for (const seed of o.seeds ?? [101, 202, 303, 404]) {
    const books = plantBooks(seed, { lines: o.lines ?? 10_000 })
    const asOf = books.truth.period_end
    let result = reconcile(books.bank, books.ledger, { asOf }) // warm-up
    const runsMs: number[] = []
    for (let i = 0; i < (o.runs ?? 5); i++) {
      const t = performance.now()
      result = reconcile(books.bank, books.ledger, { asOf })
      runsMs.push(performance.now() - t)
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)
    }
    const s = scorePlanted(books, result)
    const sorted = [...runsMs].sort((a, b) => a - b)
    rows.push({
      seed,
      bankLines: books.bank.length,
      ledgerLines: books.ledger.length,
      runsMs,
      p50Ms: sorted[Math.floor(sorted.length / 2)]!,
      maxMs: sorted.at(-1)!,
      precision: s.matches.precision,
      recall: s.matches.recall,
      splits: `${s.splits.found}+${s.splits.ambiguous} ambiguous of ${s.splits.planted}`,
      falseSplits: s.false_splits.length,
      differenceExact: s.difference.actual_minor === s.difference.expected_minor,
      limits: result.limits.length,
    })
  }
  return {
    rows,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    peakHeapMb: Math.round(peakHeap / 1048576),
  }
}

export function formatPlanted(b: PlantedBench): string[] {
  return [
    ...b.rows.map(
      (r) =>
        `  reconcile planted seed ${r.seed}: ${r.bankLines.toLocaleString('en')} x ${r.ledgerLines.toLocaleString('en')} lines, p50 ${r.p50Ms.toFixed(0)} ms (max ${r.maxMs.toFixed(0)}; target <= ${TARGET_MS} ms), ` +
        `precision ${r.precision.toFixed(4)}, recall ${r.recall.toFixed(4)}, splits ${r.splits}, false splits ${r.falseSplits}, difference ${r.differenceExact ? 'exact' : 'WRONG'}, limits hit ${r.limits}`,
    ),
    `  reconcile planted: peak RSS ${b.peakRssMb} MB (process, books included), peak heap ${b.peakHeapMb} MB (target <= ${TARGET_MB} MB)`,
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name)
    return i > 0 ? process.argv[i + 1] : undefined
  }
  const r = benchReconcilePlanted({
    seeds: arg('--seeds')?.split(',').map(Number),
    lines: arg('--lines') ? Number(arg('--lines')) : undefined,
    runs: arg('--runs') ? Number(arg('--runs')) : undefined,
  })
  // --json: the result as one line, for run.ts, which runs this row in a child process of its own (engine-child.ts).
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(r))
    process.exit(0)
  }
  console.log(formatPlanted(r).join('\n'))
}
