// The anomalies.investigate engine (src/forensic/investigate.ts) on 100,000 synthetic bank transactions with every test
// on (issue 8: target ≤ 1 s): p50 of a few timed runs after one warm-up, and the process's peak RSS. Engine only, no
// HTTP and no store: the books are generated in memory (src/books/synthetic/forensic.ts) before the clock starts.
//   node contract-tests/bench/anomalies-engine.ts [--runs 5] [--n 100000] [--json]
// The peak RSS is the whole process's (module loading and the generated books included); run.ts runs this row in a child
// process of its own with the start script's node flags (engine-child.ts).
import { fileURLToPath } from 'node:url'
import { forensicBooks } from '../../src/books/synthetic/forensic.ts'
import { investigate, resolveThresholds } from '../../src/forensic/index.ts'
import { formatAmount } from '../../src/money/index.ts'

export interface AnomaliesBench {
  n: number
  runs: number
  p50Ms: number
  minMs: number
  maxMs: number
  peakRssMb: number
  findings: number
}

export async function benchAnomaliesEngine(o: { n?: number; runs?: number } = {}): Promise<AnomaliesBench> {
  const n = o.n ?? 100_000
  const runs = o.runs ?? 5
  const planted = Math.min(200, Math.floor(n / 100))
  const books = forensicBooks({
    seed: 2026,
    transactions: n - 2 * planted,
    sameSameSame: planted,
    sameSameDifferent: planted,
    suppliers: 200,
    customers: 50,
  })
  const input = {
    transactions: books.transactions,
    contacts: books.contacts,
    exponent: 2,
    format: (m: number) => formatAmount(m, 'AUD'),
    tests: { benford: true, round_numbers: true, duplicates: true, vendor_identifiers: true },
    thresholds: resolveThresholds({}),
    jurisdiction: 'AU' as const,
  }
  let findings = (await investigate(input)).findings.length // warm-up
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    findings = (await investigate(input)).findings.length
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  return {
    n: books.transactions.length,
    runs,
    p50Ms: times[Math.floor((runs - 1) / 2)]!,
    minMs: times[0]!,
    maxMs: times[runs - 1]!,
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    findings,
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const arg = (name: string) => {
    const i = process.argv.indexOf(name)
    return i > 0 ? Number(process.argv[i + 1]) : undefined
  }
  const r = await benchAnomaliesEngine({ n: arg('--n'), runs: arg('--runs') })
  // --json: the result as one line, for run.ts, which runs this row in a child process of its own (engine-child.ts).
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(r))
    process.exit(0)
  }
  console.log(
    `anomalies engine: ${r.n} transactions, all tests: p50 ${r.p50Ms.toFixed(0)} ms (min ${r.minMs.toFixed(0)}, max ${r.maxMs.toFixed(0)}, ` +
      `${r.runs} runs) | peak RSS ${r.peakRssMb.toFixed(0)} MB | ${r.findings} findings | target ≤ 1000 ms: ${r.p50Ms <= 1000 ? 'met' : 'MISSED'}`,
  )
}
