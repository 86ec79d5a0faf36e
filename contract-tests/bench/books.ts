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
  } catch { return null }
}

export async function benchBooks(log: (s: string) => void = () => {}, cpu: string | null = null, rounds = ROUNDS): Promise<BooksBenchResult> {
  const server = await startNpmStart({ label: 'books', keys: 1, cpu, log })
  try {
    const { url } = server.ready
    const key = server.keys[0]!
    const post = async (path: string, body: unknown) => {
      const r = await fetch(url + path, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }, body: JSON.stringify(body) })
      const text = await r.text()
      if (r.status >= 300) throw new Error(`${path}: ${r.status} ${text.slice(0, 300)}`)
      return JSON.parse(text) as Record<string, any>
    }
    const client = await post('/api/v1/clients', { name: 'Bench Books Pty Ltd', currency: 'AUD' })
    const codes = Array.from({ length: rounds }, (_, i) => String(1000 + i))
    await post('/api/v1/skills/import_chart_of_accounts/invoke', { client_id: client.id, csv: `Code,Name,Type\n${codes.map((c) => `${c},Bank ${c},Bank`).join('\n')}\n` })
    const csv = statementCsv(CSV_LINES)
    const form = new FormData()
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'statement.csv')
    let t0 = performance.now()
    const up = await fetch(url + '/api/v1/files', { method: 'POST', headers: { authorization: `Bearer ${key}` }, body: form })
    if (up.status !== 201) throw new Error(`upload: ${up.status} ${(await up.text()).slice(0, 200)}`)
    const uploadMs = performance.now() - t0
    const fileId = ((await up.json()) as { id: string }).id
    const rssBeforeMb = memoryMb(server.ready.pid, 'VmRSS')
    const importMs: number[] = []
    const rssAfterMb: Array<number | null> = []
    for (const code of codes) {
      t0 = performance.now()
      const r = await post('/api/v1/skills/import_bank_statement/invoke', { client_id: client.id, account_code: code, file_id: fileId })
      importMs.push(performance.now() - t0)
      rssAfterMb.push(memoryMb(server.ready.pid, 'VmRSS'))
      if (r.output.added !== CSV_LINES) throw new Error(`import into ${code} added ${r.output.added}, not ${CSV_LINES}`)
      log(`books: import round ${importMs.length}: ${importMs.at(-1)!.toFixed(0)} ms`)
    }
    const sorted = [...importMs].sort((a, b) => a - b)
    return { lines: CSV_LINES, fileBytes: Buffer.byteLength(csv), uploadMs, importMs, p50Ms: sorted[Math.floor(sorted.length / 2)]!, peakRssMb: memoryMb(server.ready.pid, 'VmHWM'), rssBeforeMb, rssAfterMb, command: server.command }
  } finally {
    await server.stop()
  }
}

export function formatBooks(r: BooksBenchResult): string[] {
  return [
    `Books: CSV bank statement import through npm start (\`${r.command}\`; ${r.lines.toLocaleString('en')} lines, ${(r.fileBytes / 1048576).toFixed(1)} MiB, uploaded once in ${r.uploadMs.toFixed(0)} ms)`,
    `  import_bank_statement (file_id): p50 ${r.p50Ms.toFixed(0)} ms, worst ${Math.max(...r.importMs).toFixed(0)} ms over ${r.importMs.length} rounds (target <= 2000 ms)`,
    `  server memory: ${r.rssBeforeMb ?? '?'} MB resident before the imports, ${r.rssAfterMb.map((m) => m ?? '?').join(' / ')} MB after each, peak ${r.peakRssMb ?? '?'} MB (target <= 300 MB)`,
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchBooks((s) => process.stderr.write(`${s}\n`))
  console.log(formatBooks(r).join('\n'))
}
