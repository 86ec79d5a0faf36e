// The books rows of `npm run bench` (issue: Client books, "Proof"): importing a 100,000-line CSV bank statement through
// the service as `npm start` runs it (npm-start.ts: embedded store, logging on). The statement is uploaded once
// (POST /api/v1/files) and imported with import_bank_statement (file_id) into a fresh bank account per round, so each
// round parses, deduplicates and stores every line. Reported: upload time, import time per round (p50 and worst), and
// the server's peak resident memory (VmHWM, the whole process's high-water mark since it started). Targets (issue):
// import <= 2 s, peak <= 300 MB. Runnable alone: `node contract-tests/bench/books.ts`.
import fs from 'node:fs'
import { startNpmStart } from './npm-start.ts'
import { statementCsv } from '../../src/books/synthetic/statement-csv.ts'

export const CSV_LINES = 100_000
/** Imports, each into a fresh bank account (the issue's proof: 3; `--books-rounds N` for more in a row). */
const ROUNDS = 3

export interface BooksBenchResult {
  lines: number
  fileBytes: number
  uploadMs: number
  importMs: number[]
  p50Ms: number
  /** The server's CPU time (user + system, all threads) during each import: moves much less than the wall time when other processes share the CPUs. */
  importCpuMs: number[]
  cpuP50Ms: number
  peakRssMb: number | null
  rssBeforeMb: number | null
  /** VmRSS after each import. */
  rssAfterMb: Array<number | null>
  /** The server's command (package.json's start script). */
  command: string
}

function memoryMb(pid: number, field: 'VmHWM' | 'VmRSS'): number | null {
  try {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Math.round(Number(m[1]) / 1024) : null
  } catch {
    return null
  }
}

/** The server process's CPU time (user + system, every thread) in ms, from /proc/<pid>/stat. */
function cpuMs(pid: number): number {
  const f = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return ((Number(f[11]) + Number(f[12])) / 100) * 1000
}

export interface BooksBenchOptions {
  /** The checkout whose npm start runs (default: this one; books-ab.ts compares two). */
  root?: string
  /** Extra node flags for the server (e.g. --cpu-prof). */
  nodeFlags?: string[]
}

export async function benchBooks(
  log: (s: string) => void = () => {},
  cpu: string | null = null,
  rounds = ROUNDS,
  o: BooksBenchOptions = {},
): Promise<BooksBenchResult> {
  const server = await startNpmStart({ label: 'books', keys: 1, cpu, log, root: o.root, nodeFlags: o.nodeFlags })
  try {
    const { url } = server.ready
    const key = server.keys[0]!
    const post = async (path: string, body: unknown) => {
      const r = await fetch(url + path, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${key}`,
          'content-type': 'application/json',
          'idempotency-key': crypto.randomUUID(),
        },
        body: JSON.stringify(body),
      })
      const text = await r.text()
      if (r.status >= 300) throw new Error(`${path}: ${r.status} ${text.slice(0, 300)}`)
      return JSON.parse(text) as Record<string, any>
    }
    const client = await post('/api/v1/clients', { name: 'Bench Books Pty Ltd', currency: 'AUD' })
    const codes = Array.from({ length: rounds }, (_, i) => String(1000 + i))
    await post('/api/v1/skills/import_chart_of_accounts/invoke', {
      client_id: client.id,
      csv: `Code,Name,Type\n${codes.map((c) => `${c},Bank ${c},Bank`).join('\n')}\n`,
    })
    const csv = statementCsv(CSV_LINES)
    const form = new FormData()
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'statement.csv')
    let t0 = performance.now()
    const up = await fetch(`${url}/api/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}` },
      body: form,
    })
    if (up.status !== 201) throw new Error(`upload: ${up.status} ${(await up.text()).slice(0, 200)}`)
    const uploadMs = performance.now() - t0
    const fileId = ((await up.json()) as { id: string }).id
    const rssBeforeMb = memoryMb(server.ready.pid, 'VmRSS')
    const importMs: number[] = []
    const importCpuMs: number[] = []
    const rssAfterMb: Array<number | null> = []
    for (const code of codes) {
      t0 = performance.now()
      const c0 = cpuMs(server.ready.pid)
      const r = await post('/api/v1/skills/import_bank_statement/invoke', {
        client_id: client.id,
        account_code: code,
        file_id: fileId,
      })
      importMs.push(performance.now() - t0)
      importCpuMs.push(cpuMs(server.ready.pid) - c0)
      rssAfterMb.push(memoryMb(server.ready.pid, 'VmRSS'))
      if (r.output.added !== CSV_LINES) throw new Error(`import into ${code} added ${r.output.added}, not ${CSV_LINES}`)
      log(
        `books: import round ${importMs.length}: ${importMs.at(-1)!.toFixed(0)} ms, server CPU ${importCpuMs.at(-1)!.toFixed(0)} ms`,
      )
    }
    const sorted = [...importMs].sort((a, b) => a - b)
    const sortedCpu = [...importCpuMs].sort((a, b) => a - b)
    return {
      lines: CSV_LINES,
      fileBytes: Buffer.byteLength(csv),
      uploadMs,
      importMs,
      p50Ms: sorted[Math.floor(sorted.length / 2)]!,
      importCpuMs,
      cpuP50Ms: sortedCpu[Math.floor(sortedCpu.length / 2)]!,
      peakRssMb: memoryMb(server.ready.pid, 'VmHWM'),
      rssBeforeMb,
      rssAfterMb,
      command: server.command,
    }
  } finally {
    await server.stop()
  }
}

export function formatBooks(r: BooksBenchResult): string[] {
  return [
    `Books: CSV bank statement import through npm start (\`${r.command}\`; ${r.lines.toLocaleString('en')} lines, ${(r.fileBytes / 1048576).toFixed(1)} MiB, uploaded once in ${r.uploadMs.toFixed(0)} ms)`,
    `  import_bank_statement (file_id): p50 ${r.p50Ms.toFixed(0)} ms, worst ${Math.max(...r.importMs).toFixed(0)} ms over ${r.importMs.length} rounds (target <= 2000 ms); server CPU per import p50 ${r.cpuP50Ms.toFixed(0)} ms`,
    `  server memory: ${r.rssBeforeMb ?? '?'} MB resident before the imports, ${r.rssAfterMb.map((m) => m ?? '?').join(' / ')} MB after each, peak ${r.peakRssMb ?? '?'} MB (target <= 300 MB)`,
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // `node contract-tests/bench/books.ts [--rounds N] [--a <checkout> [--runs N]]`: with --a, a before/after of a change:
  // servers from the other checkout (a) and this one (b) in turn (a b b a ...), each a fresh npm start importing N times;
  // prints each run and the medians of wall time and server CPU per import (a checkout: `git archive <commit> | tar -x
  // -C /tmp/a && ln -s $PWD/node_modules /tmp/a/`).
  const argv = process.argv.slice(2)
  const opt = (name: string): string | undefined => {
    const i = argv.indexOf(`--${name}`)
    return i === -1 ? undefined : argv[i + 1]
  }
  const rounds = Number(opt('rounds') ?? ROUNDS)
  const a = opt('a')
  const log = (s: string) => process.stderr.write(`${s}\n`)
  if (!a) {
    console.log(formatBooks(await benchBooks(log, null, rounds)).join('\n'))
  } else {
    const runs = Number(opt('runs') ?? 4)
    const median = (xs: number[]) => {
      const v = [...xs].sort((x, y) => x - y)
      const m = v.length >> 1
      return v.length % 2 ? v[m]! : (v[m - 1]! + v[m]!) / 2
    }
    const got: Record<'a' | 'b', { ms: number[]; cpu: number[]; peak: number[] }> = {
      a: { ms: [], cpu: [], peak: [] },
      b: { ms: [], cpu: [], peak: [] },
    }
    for (let i = 0; i < runs; i++) {
      for (const which of (i % 2 === 0 ? ['a', 'b'] : ['b', 'a']) as Array<'a' | 'b'>) {
        const r = await benchBooks(log, null, rounds, which === 'a' ? { root: a } : {})
        got[which].ms.push(...r.importMs)
        got[which].cpu.push(...r.importCpuMs)
        got[which].peak.push(r.peakRssMb ?? NaN)
        console.log(
          `${which}: import ${r.importMs.map((x) => x.toFixed(0)).join(' / ')} ms, server CPU ${r.importCpuMs.map((x) => x.toFixed(0)).join(' / ')} ms, peak ${r.peakRssMb} MB`,
        )
      }
    }
    for (const which of ['a', 'b'] as const) {
      const g = got[which]
      console.log(
        `${which}: median import ${median(g.ms).toFixed(0)} ms, median server CPU per import ${median(g.cpu).toFixed(0)} ms, peak ${Math.max(...g.peak)} MB (${g.ms.length} imports)`,
      )
    }
    console.log(
      `b/a: wall ${(median(got.b.ms) / median(got.a.ms)).toFixed(2)}, CPU ${(median(got.b.cpu) / median(got.a.cpu)).toFixed(2)}`,
    )
  }
}
