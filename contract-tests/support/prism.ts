// Prism's validating proxy (@stoplight/prism-cli 5.16) as a child process in front of a running server.
// `prism proxy <spec> <upstream> --errors --validate-request false`: every response is checked against the
// document (a violation of severity Error becomes Prism's 500 VIOLATIONS problem; an undocumented status only
// shows in the `sl-violations` header, which the request helper turns into a test failure), while requests
// are forwarded unvalidated so that our server, not Prism, answers the negative cases. See ../README.md for
// what Prism still answers itself (missing credentials, unknown routes, unparsable JSON, upstream 501).
// `startPrismMock` starts `prism mock` on a document instead (no server): contract-tests/prism-mock.test.ts.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'

export interface PrismProxy {
  /** http://127.0.0.1:<port> */
  url: string
  /** The tail of Prism's own output (for failure messages). */
  output(): string
  close(): Promise<void>
}

export interface PrismOptions {
  /** The OpenAPI document to validate against (written to a temp file). */
  spec: unknown
  /** The server Prism forwards to. */
  upstream: string
  /** A path that answers 200 without credentials, polled until Prism forwards it. */
  readinessPath?: string
  startTimeoutMs?: number
  /** Prism's environment (default: this process's); the contract kit passes one without the API keys. */
  env?: NodeJS.ProcessEnv
}

const require = createRequire(import.meta.url)

/** The prism-cli entry point, run with the current Node (the project's Node 24; Prism 5.16 needs >= 24.18). */
export function prismEntry(): string {
  const pkg = require.resolve('@stoplight/prism-cli/package.json')
  const bin = (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { bin: Record<string, string> }).bin.prism
  if (!bin) throw new Error('@stoplight/prism-cli declares no prism bin')
  return path.join(path.dirname(pkg), bin)
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer()
    s.unref()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Children still running, killed on process exit should afterAll never run (a crashed worker). */
const live = new Set<ChildProcess>()
process.once('exit', () => {
  for (const c of live) c.kill('SIGKILL')
})

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    live.delete(child)
    return
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 3000)
  await exited
  clearTimeout(timer)
  live.delete(child)
}

async function startOnce(specFile: string, o: PrismOptions, port: number): Promise<PrismProxy> {
  const args = [
    prismEntry(),
    'proxy',
    specFile,
    o.upstream,
    '--errors', // response violations of severity Error become 500 VIOLATIONS
    '--validate-request',
    'false', // forward invalid requests: our server must answer them, not Prism
    '--host',
    '127.0.0.1',
    '--port',
    String(port),
    '--cors',
    'false', // no permissive CORS headers added to our responses
    '--verboseLevel',
    'warn',
  ]
  const child = spawn(process.execPath, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...(o.env ?? process.env), FORCE_COLOR: '0', NO_COLOR: '1' },
  })
  live.add(child)
  let out = ''
  const keep = (d: Buffer) => {
    out = (out + d.toString('utf8')).slice(-20_000)
  }
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (o.startTimeoutMs ?? 45_000)
  const readiness = o.readinessPath ?? '/health'
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      live.delete(child)
      throw new Error(`prism exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${out}`)
    }
    try {
      const r = await fetch(url + readiness, { signal: AbortSignal.timeout(2000) })
      await r.arrayBuffer()
      // Ready once a request went through to our server (it sets X-Correlation-Id on every response).
      if (r.headers.get('x-correlation-id')) break
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop(child)
      throw new Error(`prism did not become ready on ${url} within ${o.startTimeoutMs ?? 45_000} ms:\n${out}`)
    }
    await sleep(100)
  }
  return { url, output: () => out, close: () => stop(child) }
}

/** Writes the document to a temp file and starts the proxy on a free loopback port (retrying a port race). */
export function startPrismProxy(o: PrismOptions): Promise<PrismProxy> {
  return onFreePort(o.spec, (specFile, port) => startOnce(specFile, o, port))
}

/**
 * `prism mock <document>` on a free loopback port (static examples, no CORS headers), ready once it answers
 * `readinessPath` at all: the mock answers every request itself.
 */
export function startPrismMock(o: {
  spec: unknown
  readinessPath?: string
  startTimeoutMs?: number
}): Promise<PrismProxy> {
  return onFreePort(o.spec, async (specFile, port) => {
    const args = [
      prismEntry(),
      'mock',
      specFile,
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--cors',
      'false',
      '--verboseLevel',
      'warn',
    ]
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    })
    live.add(child)
    let out = ''
    const keep = (d: Buffer) => {
      out = (out + d.toString('utf8')).slice(-20_000)
    }
    child.stdout!.on('data', keep)
    child.stderr!.on('data', keep)
    const url = `http://127.0.0.1:${port}`
    const deadline = Date.now() + (o.startTimeoutMs ?? 45_000)
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        live.delete(child)
        throw new Error(`prism mock exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${out}`)
      }
      try {
        const r = await fetch(url + (o.readinessPath ?? '/health'), { signal: AbortSignal.timeout(2000) })
        await r.arrayBuffer()
        break
      } catch {
        /* not listening yet */
      }
      if (Date.now() > deadline) {
        await stop(child)
        throw new Error(`prism mock did not become ready on ${url} within ${o.startTimeoutMs ?? 45_000} ms:\n${out}`)
      }
      await sleep(100)
    }
    return { url, output: () => out, close: () => stop(child) }
  })
}

async function onFreePort(
  spec: unknown,
  start: (specFile: string, port: number) => Promise<PrismProxy>,
): Promise<PrismProxy> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-prism-'))
  const specFile = path.join(dir, 'openapi.json')
  fs.writeFileSync(specFile, JSON.stringify(spec, null, 2))
  let last: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const p = await start(specFile, await freePort())
      return {
        ...p,
        async close() {
          await p.close()
          fs.rmSync(dir, { recursive: true, force: true })
        },
      }
    } catch (e) {
      last = e
      if (!/EADDRINUSE/.test(String(e))) break
    }
  }
  fs.rmSync(dir, { recursive: true, force: true })
  throw last
}
