// Constants and small timing helpers shared by the bench files.

export const SKILL_NAME = 'identifiers.validate'
export const SKILL_PATH = `/api/v1/skills/${SKILL_NAME}/invoke`
/** A small valid input: one Australian ABN. */
export const SKILL_BODY = JSON.stringify({ identifiers: [{ scheme: 'au_abn', value: '51 824 753 556' }] })

export interface MicroResult {
  /** Median nanoseconds per call over the samples. */
  nsPerOp: number
  opsPerSec: number
  iterations: number
  samplesNs: number[]
}

let sink: unknown = null
/** Keeps results observable so no call can be optimised away. */
export function consume(): unknown { return sink }

const median = (xs: number[]): number => {
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
    if (s > 0) { out.push(Number(elapsed) / iters); total += iters }
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
    if (s > 0) { out.push(Number(elapsed) / iters); total += iters }
  }
  return summarise(out, total)
}
