// Where a 100,000-line CSV statement import spends its CPU, phase by phase, in this process (no HTTP, no logging): the
// skill's own code on the embedded store as the server opens it (a file under a temporary DATA_DIR: WAL,
// synchronous=FULL). Each phase is timed with process CPU time (user + system, this process's every thread) and wall
// time, over several rounds (each into a fresh bank account of the same client, so the table grows as in the bench),
// and the medians printed. The machine is shared: compare CPU time, and compare two checkouts in alternating runs.
//   node contract-tests/bench/import-phases.ts [--rounds 5] [--lines 100000] [--import-only]
// The machine is shared with other agents' jobs, so CPU time moves by ±20 % from run to run; for a cut too small to show
// through that, count instructions instead (deterministic, about 40 times slower):
//   valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null node contract-tests/bench/import-phases.ts --import-only --rounds 2
// Phases: parse (scanCsvStatement: the file read twice, errors and a summary), lines (the third reading: lines built,
// without storing), rows (the lines as the store takes them: identities, ids; no store), store (the whole import: the
// skill handler, scan and addStatement into SQLite, as the server runs it).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import handler from '../../skills/bank.import/handler.ts'
import { scanCsvStatement } from '../../src/books/import/index.ts'
import { lineKeys, statementLineId } from '../../src/books/index.ts'
import { statementCsv } from '../../src/books/synthetic/statement-csv.ts'
import { skillDataFactory } from '../../src/operations/skill-data.ts'
import { openEmbeddedStores } from '../../src/store/embedded/index.ts'

const argv = process.argv.slice(2)
const opt = (name: string, dflt: number): number => {
  const i = argv.indexOf(`--${name}`)
  return i === -1 ? dflt : Number(argv[i + 1])
}
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

export interface PhaseTimes {
  cpuMs: number
  wallMs: number
}

function timed(fn: () => unknown): PhaseTimes {
  const c0 = process.cpuUsage()
  const t0 = performance.now()
  fn()
  const c = process.cpuUsage(c0)
  return { cpuMs: (c.user + c.system) / 1000, wallMs: performance.now() - t0 }
}
async function timedAsync(fn: () => Promise<unknown>): Promise<PhaseTimes> {
  const c0 = process.cpuUsage()
  const t0 = performance.now()
  await fn()
  const c = process.cpuUsage(c0)
  return { cpuMs: (c.user + c.system) / 1000, wallMs: performance.now() - t0 }
}

export async function importPhases(
  o: { rounds?: number; lines?: number; importOnly?: boolean; log?: (s: string) => void } = {},
) {
  const rounds = o.rounds ?? 5
  const n = o.lines ?? 100_000
  const log = o.log ?? (() => {})
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skc-import-phases-'))
  try {
    const stores = openEmbeddedStores(dir)
    const organizationId = crypto.randomUUID()
    const clientId = crypto.randomUUID()
    const now = new Date()
    await stores.clients.insert({
      id: clientId,
      organizationId,
      workspaceId: null,
      name: 'Phases Pty Ltd',
      currency: 'AUD',
      lockedThrough: null,
      createdAt: now,
      updatedAt: now,
    })
    const codes = Array.from({ length: rounds }, (_, i) => String(1000 + i))
    await stores.charts.replace(
      organizationId,
      clientId,
      codes.map((code) => ({ code, name: `Bank ${code}`, type: 'asset' as const, archived: false })),
      0,
      now,
    )
    let id = 0
    // cast: a bench of one phase: only the clock and ids the import reads are given
    const data = skillDataFactory({
      stores,
      clock: { now: () => new Date() } as never,
      ids: { next: () => String(++id) } as never,
    })(organizationId)
    const bytes = Buffer.from(statementCsv(n))
    // cast: a bench of one phase: the handler reads ctx.data only
    const ctx = { data } as never
    const phases: Record<'parse' | 'lines' | 'rows' | 'import', PhaseTimes[]> = {
      parse: [],
      lines: [],
      rows: [],
      import: [],
    }
    /** The diagnostic phases: the importer's readings and the identities alone, nothing stored. */
    const diagnose = () => {
      let scan!: ReturnType<typeof scanCsvStatement>
      phases.parse.push(
        timed(() => {
          scan = scanCsvStatement(bytes, { currency: 'AUD' })
        }),
      )
      phases.lines.push(
        timed(() => {
          let k = 0
          for (const _ of scan.lines()) k++
          if (k !== n) throw new Error(`${k} lines`)
        }),
      )
      phases.rows.push(
        timed(() => {
          const keyOf = lineKeys()
          for (const l of scan.lines())
            statementLineId(
              organizationId,
              'bank',
              keyOf({
                date: l.date,
                amount_minor: l.amountMinor,
                description: l.description,
                reference: l.reference,
                fitid: l.externalId,
              }),
            )
        }),
      )
    }
    for (const code of codes) {
      if (!o.importOnly) diagnose()
      let added = 0
      phases.import.push(
        await timedAsync(async () => {
          // cast: a bench of one phase: the handler takes the CSV bytes its input validation would have checked
          const out = (await handler.run(
            { client_id: clientId, account_code: code, file_id: undefined, csv: bytes as never } as never,
            ctx,
          )) as { added: number }
          added = out.added
        }),
      )
      if (added !== n) throw new Error(`import into ${code} added ${added}`)
      log(
        `round ${code}: ${Object.entries(phases)
          .filter(([, v]) => v.length > 0)
          .map(([k, v]) => `${k} ${v.at(-1)!.cpuMs.toFixed(0)} ms CPU`)
          .join(', ')}`,
      )
    }
    stores.close?.()
    return Object.fromEntries(
      Object.entries(phases)
        .filter(([, v]) => v.length > 0)
        .map(([k, v]) => [
          k,
          {
            cpuMs: median(v.map((x) => x.cpuMs)),
            wallMs: median(v.map((x) => x.wallMs)),
            cpuRuns: v.map((x) => Math.round(x.cpuMs)),
          },
        ]),
    )
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const r = await importPhases({
    rounds: opt('rounds', 5),
    lines: opt('lines', 100_000),
    importOnly: argv.includes('--import-only'),
    log: (s) => process.stderr.write(`${s}\n`),
  })
  for (const [k, v] of Object.entries(r))
    console.log(
      `${k.padEnd(7)} CPU p50 ${v.cpuMs.toFixed(0).padStart(5)} ms, wall p50 ${v.wallMs.toFixed(0).padStart(5)} ms  (CPU per round ${v.cpuRuns.join(', ')})`,
    )
}
