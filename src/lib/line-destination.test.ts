// The stdout log destination (line-destination.ts): order, batching, flush, exit, full pipes (EAGAIN), a reader that
// went away (EPIPE), the memory bound. Through the real entry point: src/main.access-log.test.ts.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { lineDestination } from './line-destination.ts'

const DEST = path.join(import.meta.dirname, 'line-destination.ts')
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const c of cleanups.splice(0).reverse()) await c()
})

function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'line-dest-'))
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
  return path.join(dir, 'out.log')
}

const numbered = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => `{"n":${from + i},"pad":"${'x'.repeat(100)}"}\n`)
const numbersIn = (text: string) =>
  text
    .split('\n')
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { n: number }).n)
const range = (n: number, from = 0) => Array.from({ length: n }, (_, i) => from + i)

/** Runs `code` in a child process with the destination on its fd 1 (its stdout). */
function child(code: string, stdout: 'pipe' | number): ReturnType<typeof spawn> {
  return spawn(
    process.execPath,
    ['--input-type=module', '-e', `import { lineDestination } from ${JSON.stringify(DEST)}\n${code}`],
    { stdio: ['ignore', stdout, 'pipe'] },
  )
}
const exited = (p: ReturnType<typeof spawn>) =>
  new Promise<number | null>((resolve) => p.once('exit', (c) => resolve(c)))

describe('lineDestination', () => {
  it('writes every line in order, in batches while a write is under way, and flush calls back when all are out', async () => {
    const file = tempFile()
    const fd = fs.openSync(file, 'w')
    cleanups.push(() => fs.closeSync(fd))
    const writes: number[] = []
    const real = fs.write
    // Count the writes (batches) without changing them.
    const spy = ((...a: Parameters<typeof fs.write>) => {
      writes.push(1)
      return (real as (...x: unknown[]) => void)(...a)
    }) as typeof fs.write
    fs.write = spy
    cleanups.push(() => {
      fs.write = real
    })
    const d = lineDestination(fd)
    for (const l of numbered(5000)) d.write(l)
    await new Promise<void>((resolve) => d.flush(() => resolve()))
    expect(numbersIn(fs.readFileSync(file, 'utf8'))).toEqual(range(5000))
    // The flush writes them together.
    expect(writes.length).toBeLessThanOrEqual(2)
    d.write(numbered(1, 5000)[0]!)
    await new Promise<void>((resolve) => d.flush(() => resolve()))
    expect(numbersIn(fs.readFileSync(file, 'utf8'))).toEqual(range(5001))
  })

  it('holds a line up to WRITE_DELAY_MS so that the lines after it join its write', async () => {
    const file = tempFile()
    const fd = fs.openSync(file, 'w')
    cleanups.push(() => fs.closeSync(fd))
    const writes: number[] = []
    const real = fs.write
    fs.write = ((...a: Parameters<typeof fs.write>) => {
      writes.push(1)
      return (real as (...x: unknown[]) => void)(...a)
    }) as typeof fs.write
    cleanups.push(() => {
      fs.write = real
    })
    const d = lineDestination(fd)
    // Nothing is written when a line arrives: the write waits for the delay's timer, and takes every line queued by then.
    for (const l of numbered(25)) d.write(l)
    await new Promise((r) => setImmediate(r))
    for (const l of numbered(25, 25)) d.write(l)
    expect(writes.length).toBe(0)
    await new Promise<void>((resolve) => {
      const check = () => (writes.length ? setTimeout(resolve, 5) : setTimeout(check, 5))
      check()
    })
    await new Promise<void>((resolve) => d.flush(() => resolve()))
    expect(writes.length).toBe(1)
    expect(numbersIn(fs.readFileSync(file, 'utf8'))).toEqual(range(50))
    // A flush writes at once, without waiting for the delay.
    d.write(numbered(1, 50)[0]!)
    const flushed = new Promise<void>((resolve) => d.flush(() => resolve()))
    expect(writes.length).toBe(2)
    await flushed
    expect(numbersIn(fs.readFileSync(file, 'utf8'))).toEqual(range(51))
  })

  it('on process.exit writes what is queued, in order', async () => {
    const file = tempFile()
    const fd = fs.openSync(file, 'w')
    const p = child(
      `const d = lineDestination(1); process.on('exit', () => d.flushSync())
      for (let i = 0; i < 20000; i++) d.write('{"n":' + i + '}\\n')
      process.exit(0)`,
      fd,
    )
    expect(await exited(p)).toBe(0)
    fs.closeSync(fd)
    const got = numbersIn(fs.readFileSync(file, 'utf8'))
    // Line 0 started the batch on the thread pool; the 19,999 queued behind it are written by the exit handler.
    expect(got.filter((n) => n > 0)).toEqual(range(19999, 1))
  })

  it('waits out a full non-blocking pipe (EAGAIN) and loses nothing', async () => {
    // Touching process.stdout makes Node put the pipe in non-blocking mode; the reader pauses until the pipe is full.
    const p = child(
      `process.stdout; const d = lineDestination(1)
      for (let i = 0; i < 3000; i++) d.write('{"n":' + i + ',"pad":"${'y'.repeat(200)}"}\\n')
      d.flush(() => process.exit(0))`,
      'pipe',
    )
    const chunks: Buffer[] = []
    p.stdout!.pause()
    await new Promise((r) => setTimeout(r, 300))
    p.stdout!.on('data', (b: Buffer) => chunks.push(b))
    p.stdout!.resume()
    expect(await exited(p)).toBe(0)
    expect(numbersIn(Buffer.concat(chunks).toString('utf8'))).toEqual(range(3000))
  })

  it('stops quietly when nobody reads any more (EPIPE), and flush still calls back', async () => {
    const p = child(
      `const d = lineDestination(1)
      setTimeout(() => { for (let i = 0; i < 1000; i++) d.write('{"n":' + i + '}\\n'); d.flush(() => { process.stderr.write('flushed'); process.exit(0) }) }, 200)`,
      'pipe',
    )
    let err = ''
    p.stderr!.on('data', (b: Buffer) => {
      err += b.toString()
    })
    p.stdout!.destroy()
    expect(await exited(p)).toBe(0)
    expect(err).toBe('flushed')
  })

  it('drops lines past its bound and says how many when there is room again', async () => {
    const file = tempFile()
    const fd = fs.openSync(file, 'w')
    cleanups.push(() => fs.closeSync(fd))
    const d = lineDestination(fd, { maxQueuedChars: 1000 })
    for (const l of numbered(50)) d.write(l) // line 0 is written at once; ~8 queue behind it; the rest are dropped
    await new Promise<void>((resolve) => d.flush(() => resolve()))
    d.write(numbered(1, 50)[0]!)
    await new Promise<void>((resolve) => d.flush(() => resolve()))
    const lines = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { n?: number; dropped_lines?: number })
    const kept = lines.filter((l) => l.n !== undefined).map((l) => l.n!)
    const notice = lines.find((l) => l.dropped_lines !== undefined)
    expect(kept[0]).toBe(0)
    expect(kept.at(-1)).toBe(50)
    expect(notice?.dropped_lines).toBe(51 - kept.length)
  })
})
