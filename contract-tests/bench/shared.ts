// Constants and small timing helpers shared by the bench files.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

export const SKILL_NAME = 'identifiers.validate'
export const SKILL_PATH = `/api/v1/skills/${SKILL_NAME}/invoke`
/** The one permission the skill needs (skills/identifiers.validate/skill.json): the bench keys hold only it. */
export const SKILL_PERMISSION = 'documents:analyse'
/** A small valid input: one Australian ABN. */
export const SKILL_BODY = JSON.stringify({ identifiers: [{ scheme: 'au_abn', value: '51 824 753 556' }] })
/** The same skill as an MCP tool (named by its slug), called through /mcp: one JSON-RPC tools/call, same arguments. */
export const MCP_TOOL = 'validate_business_identifiers'
export const MCP_PATH = '/mcp'
export const MCP_BODY = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: MCP_TOOL, arguments: JSON.parse(SKILL_BODY) as unknown },
})
/** What a 2025-era client sends with every request (stateless Streamable HTTP: no initialize needed per request). */
export const MCP_HEADERS = { accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' }

export interface MicroResult {
  /** Median nanoseconds per call over the samples. */
  nsPerOp: number
  opsPerSec: number
  iterations: number
  samplesNs: number[]
}

let sink: unknown = null
/** Keeps results observable so no call can be optimised away. */
export function consume(): unknown {
  return sink
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

function summarise(samples: number[], iterations: number): MicroResult {
  const ns = median(samples)
  return { nsPerOp: ns, opsPerSec: 1e9 / ns, iterations, samplesNs: samples.map((x) => Math.round(x)) }
}

export interface BenchOptions {
  /** Length of one sample in ms. */
  sampleMs?: number
  /** Measured samples (one more is run first and discarded as warm-up). */
  samples?: number
}

/** Times a synchronous call: `samples` samples of about `sampleMs` each after one discarded sample. */
export function benchSync(fn: () => unknown, o: BenchOptions = {}): MicroResult {
  const sampleMs = o.sampleMs ?? 150
  const n = o.samples ?? 5
  const limit = BigInt(Math.round(sampleMs * 1e6))
  const out: number[] = []
  let total = 0
  for (let s = 0; s <= n; s++) {
    let iters = 0
    let batch = 1
    const start = process.hrtime.bigint()
    let elapsed = 0n
    for (;;) {
      for (let i = 0; i < batch; i++) sink = fn()
      iters += batch
      elapsed = process.hrtime.bigint() - start
      if (elapsed >= limit) break
      if (batch < 4096) batch *= 2
    }
    if (s > 0) {
      out.push(Number(elapsed) / iters)
      total += iters
    }
  }
  return summarise(out, total)
}

/** Same as benchSync for a call that returns a promise; each call is awaited before the next. */
export async function benchAsync(fn: () => Promise<unknown>, o: BenchOptions = {}): Promise<MicroResult> {
  const sampleMs = o.sampleMs ?? 150
  const n = o.samples ?? 5
  const limit = BigInt(Math.round(sampleMs * 1e6))
  const out: number[] = []
  let total = 0
  for (let s = 0; s <= n; s++) {
    let iters = 0
    let batch = 1
    const start = process.hrtime.bigint()
    let elapsed = 0n
    for (;;) {
      for (let i = 0; i < batch; i++) sink = await fn()
      iters += batch
      elapsed = process.hrtime.bigint() - start
      if (elapsed >= limit) break
      if (batch < 4096) batch *= 2
    }
    if (s > 0) {
      out.push(Number(elapsed) / iters)
      total += iters
    }
  }
  return summarise(out, total)
}

// ------------------------------------------------------------------------------------ the write skill
// No shipped skill writes, so the write rows invoke a copy of the counter.fixture test skill (a write:
// `writes: true`, so a request with an Idempotency-Key claims and completes an idempotency record). The
// fixture declares `rate_limit.starts_per_minute: 2`, which would throttle the bench: the copy drops it.
export const WRITE_SKILL_NAME = 'counter.fixture'
export const WRITE_SKILL_PATH = `/api/v1/skills/${WRITE_SKILL_NAME}/invoke`
export const WRITE_SKILL_BODY = JSON.stringify({ name: 'bench' })
/**
 * RATE_LIMIT_PER_MINUTE and IP_RATE_LIMIT_PER_MINUTE for the write servers and the in-process Limiter bench:
 * the budgets are checked on every request but never deny (the config maximum, 1e9 per minute).
 */
export const BENCH_RATE_LIMIT = 1_000_000_000

/**
 * A temporary skills dir (in os.tmpdir()) holding counter.fixture without its `rate_limit`, the handler's
 * relative SDK import made absolute (as src/skill-runtime/registry.test.ts does). The caller removes it.
 */
export function makeWriteSkillsDir(): string {
  const src = path.join(import.meta.dirname, '..', '..', 'src')
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'skc-bench-skills-'))
  const dir = path.join(root, WRITE_SKILL_NAME)
  fs.cpSync(path.join(src, 'testing', 'fixtures', 'skills', WRITE_SKILL_NAME), dir, { recursive: true })
  const manifestFile = path.join(dir, 'skill.json')
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, unknown>
  if (manifest.writes !== true) throw new Error(`${WRITE_SKILL_NAME} is no longer a write skill`)
  delete manifest.rate_limit
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`)
  const handler = path.join(dir, 'handler.ts')
  const code = fs.readFileSync(handler, 'utf8')
  const relative = '../../../../skill-runtime/sdk.ts'
  if (!code.includes(relative)) throw new Error(`${handler}: expected the SDK import ${relative}`)
  fs.writeFileSync(handler, code.replace(relative, path.join(src, 'skill-runtime', 'sdk.ts')))
  return root
}
