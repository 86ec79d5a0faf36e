// The in-process row of `npm run bench`: the JavaScript cost of one request with no socket under it (inproc.ts), for
// the service as `npm start` builds it and for the baseline, in turn (service, baseline, baseline, service, ...), each
// in a child process of its own with the start script's node flags, pinned to the servers' CPU. The HTTP rows measure
// what a client gets, including the kernel's and the load generator's share; this row measures only our code against
// express's, so a change in how answers reach the socket (answer.ts batches them per event-loop turn) shows in the
// HTTP rows and not here (README, "Ninth round").
import { spawn } from 'node:child_process'
import path from 'node:path'
import { startScript } from './npm-start.ts'
import { median } from './shared.ts'

const ROOT = path.join(import.meta.dirname, '..', '..')

export interface InprocRow {
  /** CPU µs per request, one value per run. */
  serviceUs: number[]
  baselineUs: number[]
  /** Median baseline ÷ median service (1 = as cheap as bare express). */
  ratio: number
  requestsPerRun: number
  command: string
}

function runOnce(flags: string[], mode: 'service' | 'baseline', n: number, cpu: string | null): Promise<number> {
  const argv = [...flags, path.join(import.meta.dirname, 'inproc.ts'), mode, String(n)]
  const child = cpu
    ? spawn('taskset', ['-c', cpu, process.execPath, ...argv], { stdio: ['ignore', 'ignore', 'pipe'] })
    : spawn(process.execPath, argv, { stdio: ['ignore', 'ignore', 'pipe'] })
  let err = ''
  child.stderr!.on('data', (b: Buffer) => {
    err += b.toString()
  })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => {
      const m = /: ([\d.]+) µs CPU per request/.exec(err)
      if (code !== 0 || !m) reject(new Error(`inproc.ts ${mode} exited ${code}: ${err.trim().slice(-400)}`))
      else resolve(Number(m[1]))
    })
  })
}

export async function benchInprocRow(o: {
  pairs: number
  n: number
  cpu: string | null
  log: (s: string) => void
}): Promise<InprocRow> {
  const { flags } = startScript(ROOT)
  const serviceUs: number[] = []
  const baselineUs: number[] = []
  for (let i = 0; i < o.pairs; i++) {
    for (const mode of (i % 2 === 0 ? ['service', 'baseline'] : ['baseline', 'service']) as Array<
      'service' | 'baseline'
    >) {
      const us = await runOnce(flags, mode, o.n, o.cpu)
      ;(mode === 'service' ? serviceUs : baselineUs).push(us)
      o.log(`  in process ${i + 1}/${o.pairs}: ${mode} ${us.toFixed(1)} µs CPU per request`)
    }
  }
  return {
    serviceUs,
    baselineUs,
    ratio: median(baselineUs) / median(serviceUs),
    requestsPerRun: o.n,
    command: `node ${[...flags, 'contract-tests/bench/inproc.ts', '<service|baseline>', String(o.n)].join(' ')}`,
  }
}
