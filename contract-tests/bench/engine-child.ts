// Runs one books engine row of the bench (books-engines.ts, anomalies-engine.ts) in a child process of its own, so that
// the row's peak resident memory is its own (a process's peak, VmHWM / maxRSS, never goes down: measured in the bench's
// process, the second engine's row showed the first one's peak, and the HTTP rows' before it). The child is node with
// the start script's flags (package.json; the engines run inside the server, as `npm start` runs it), pinned to `cpu`
// when given, and prints its result as one JSON line (`--json`).
import { spawn } from 'node:child_process'
import path from 'node:path'
import { startScript } from './npm-start.ts'

const ROOT = path.join(import.meta.dirname, '..', '..')

export interface EngineChild<T> {
  result: T
  command: string
}

export async function runEngineChild<T>(
  script: string,
  o: { cpu?: string | null; args?: string[] } = {},
): Promise<EngineChild<T>> {
  const { flags } = startScript(ROOT)
  const argv = [...flags, path.join(import.meta.dirname, script), '--json', ...(o.args ?? [])]
  const [cmd, args] = o.cpu ? ['taskset', ['-c', o.cpu, process.execPath, ...argv]] : [process.execPath, argv]
  const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  let err = ''
  child.stdout.on('data', (b: Buffer) => {
    out += b.toString()
  })
  child.stderr.on('data', (b: Buffer) => {
    err += b.toString()
  })
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', resolve)
  })
  const last = out.trim().split('\n').at(-1) ?? ''
  if (code !== 0 || !last.startsWith('{')) throw new Error(`${script} exited ${code}: ${(err || out).slice(-500)}`)
  return { result: JSON.parse(last) as T, command: `node ${[...flags, `contract-tests/bench/${script}`].join(' ')}` }
}
