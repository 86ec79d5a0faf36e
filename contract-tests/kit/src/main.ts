#!/usr/bin/env node
// skills-connect-contract (issue 26 §4): the black-box contract checks against any deployment, through Stoplight
// Prism's validating proxy. It reads the target's /openapi.json, refuses a Service-Version it was not built for,
// starts `prism proxy --errors` in front of the target on a free loopback port (../../support/prism.ts), runs the
// checks (checks.ts) with node:test's run() in this process, writes JUnit XML with node:test's own reporter, removes
// whatever the run created, and exits 0/1/2/3/4 (options.ts USAGE). No server code, no store: only HTTP. README.md.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { run } from 'node:test'
import { junit, spec } from 'node:test/reporters'
import { fileURLToPath } from 'node:url'
import { startPrismProxy, type PrismProxy } from '../../support/prism.ts'
import { SpecOperations } from '../../support/spec-operations.ts'
import { KIT_VERSION, NODE_FLOOR, SERVICE_VERSION } from './build-info.ts'
import { runCleanup } from './cleanup.ts'
import { readState, Resources, RUN_FILE_ENV, type RunFile, type RunOptions, type RunState } from './context.ts'
import { supportedVersionsOf, type Doc } from './document.ts'
import { createKitClient, ThrottleState } from './http.ts'
import { parseOptions, UsageError, USAGE, type CommonOptions } from './options.ts'
import { hideSecret, redact } from './redact.ts'
import { removeLeftovers } from './teardown.ts'

const say = (line: string) => {
  process.stderr.write(`${redact(line)}\n`)
}

function olderNode(version: string, floor: string): boolean {
  const [a, b] = [version.split('.').map(Number), floor.split('.').map(Number)]
  for (let i = 0; i < 3; i++) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0)
  return false
}

/** The checks file beside this bundle (dist/checks.mjs), or beside this source (checks.ts) when run unbuilt. */
function checksFile(): string {
  const here = path.dirname(fileURLToPath(import.meta.url))
  for (const f of ['checks.mjs', '../checks.mjs', 'checks.ts'])
    if (fs.existsSync(path.join(here, f))) return path.resolve(here, f)
  throw new Error(`checks file not found beside ${here}`)
}

async function fetchDocument(baseUrl: string, timeoutMs: number): Promise<Doc> {
  let res: Response
  try {
    res = await fetch(`${baseUrl}/openapi.json`, { signal: AbortSignal.timeout(timeoutMs) })
  } catch (e) {
    throw new Error(
      `cannot reach ${baseUrl}/openapi.json: ${e instanceof Error ? `${e.message}${e.cause ? ` (${String(e.cause)})` : ''}` : String(e)}`,
    )
  }
  const text = await res.text()
  if (res.status !== 200) throw new Error(`${baseUrl}/openapi.json answered ${res.status}: ${text.slice(0, 300)}`)
  let doc: Doc
  try {
    doc = JSON.parse(text) as Doc
  } catch {
    throw new Error(`${baseUrl}/openapi.json is not JSON: ${text.slice(0, 300)}`)
  }
  if (
    !doc ||
    typeof doc.openapi !== 'string' ||
    typeof doc.info?.version !== 'string' ||
    typeof doc.paths !== 'object'
  ) {
    throw new Error(`${baseUrl}/openapi.json is not an OpenAPI document`)
  }
  return doc
}

/** Prism's environment: ours without the keys (Prism never needs them) and without npm's variables. */
function prismEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(SKC_|npm_)/i.test(k)))
}

interface Tally {
  tests: number
  passed: number
  failed: number
  skipped: number
  failing: string[]
}

async function runChecks(o: CommonOptions & { run: RunOptions }): Promise<number> {
  const opts = o.run
  let doc: Doc
  try {
    doc = await fetchDocument(o.baseUrl, opts.requestTimeoutS * 1000)
  } catch (e) {
    say(`skills-connect-contract: ${e instanceof Error ? e.message : String(e)}`)
    return 2
  }
  const served = doc.info.version
  const notes: string[] = []
  if (served !== SERVICE_VERSION) {
    const supported = supportedVersionsOf(doc)
    const why = `${o.baseUrl} serves Service-Version ${served} (supported: ${supported.join(', ')}); this kit (${KIT_VERSION}) checks ${SERVICE_VERSION}`
    if (!opts.ignoreVersion) {
      say(
        `skills-connect-contract: refusing to run: ${why}. Use the kit release built for ${served}, or pass --ignore-version to run anyway.`,
      )
      return 3
    }
    say(
      `skills-connect-contract: warning: ${why}; running anyway (--ignore-version): failures may be the kit's, not the target's`,
    )
    notes.push(`ran with --ignore-version: target ${served}, kit ${SERVICE_VERSION}`)
  }

  const runName = `contract-kit-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  let prism: PrismProxy
  try {
    prism = await startPrismProxy({
      spec: doc,
      upstream: o.baseUrl,
      readinessPath: '/health',
      env: prismEnv(),
      startTimeoutMs: 60_000,
    })
  } catch (e) {
    say(
      `skills-connect-contract: Prism's validating proxy did not start in front of ${o.baseUrl}:\n${e instanceof Error ? e.message : String(e)}`,
    )
    return 2
  }
  say(
    `skills-connect-contract ${KIT_VERSION}: ${o.baseUrl} (Service-Version ${served}), ${opts.allowWrites ? `with writes (resources named ${runName})` : 'read-only'}, through Prism at ${prism.url}`,
  )

  // The hand-over to the checks process (context.ts): the run file, the document, the state file; keys by environment.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skills-connect-contract-'))
  const runFile: RunFile = {
    options: opts,
    runName,
    prismUrl: prism.url,
    docFile: path.join(dir, 'openapi.json'),
    stateFile: path.join(dir, 'state.json'),
  }
  fs.writeFileSync(runFile.docFile, JSON.stringify(doc), { mode: 0o600 })
  fs.writeFileSync(path.join(dir, 'run.json'), JSON.stringify(runFile), { mode: 0o600 })
  process.env[RUN_FILE_ENV] = path.join(dir, 'run.json')
  process.env.SKC_API_KEY = o.apiKey
  if (o.secondApiKey) process.env.SKC_SECOND_API_KEY = o.secondApiKey
  else delete process.env.SKC_SECOND_API_KEY

  const abort = new AbortController()
  let signalled: NodeJS.Signals | null = null
  const onSignal = (s: NodeJS.Signals) => {
    signalled = s
    abort.abort()
  }
  process.once('SIGINT', onSignal)
  process.once('SIGTERM', onSignal)

  const tally: Tally = { tests: 0, passed: 0, failed: 0, skipped: 0, failing: [] }
  const stream = run({
    files: [checksFile()],
    concurrency: 1,
    signal: abort.signal,
    timeout: (opts.maxThrottleWaitS + opts.requestTimeoutS * 4) * 1000,
  })
  stream.on('test:pass', (d) => {
    if (d.details.type !== 'suite') {
      tally.tests++
      if (d.skip !== undefined && d.skip !== false) tally.skipped++
      else tally.passed++
    }
  })
  stream.on('test:fail', (d) => {
    const error = d.details.error as { failureType?: string } | undefined
    if (d.details.type === 'suite' && error?.failureType === 'subtestsFailed') return
    tally.tests++
    tally.failed++
    tally.failing.push(d.name)
  })
  const done: Promise<unknown>[] = [new Promise<void>((resolve) => stream.on('end', () => resolve()))]
  // The reporters see only what the checks put in messages, and every message is cut by redact() where it is made.
  stream.compose(spec).pipe(process.stdout)
  if (opts.junit) {
    fs.mkdirSync(path.dirname(path.resolve(opts.junit)), { recursive: true })
    const file = fs.createWriteStream(opts.junit)
    stream.compose(junit).pipe(file)
    done.push(
      new Promise<void>((resolve, reject) => {
        file.on('finish', () => resolve())
        file.on('error', reject)
      }),
    )
  }
  await Promise.all(done)

  // Whatever is still there (a check crashed, the process died, a signal): straight to the target, own wait budget.
  const state: RunState = readState(runFile.stateFile) ?? {
    resources: [],
    throttledChecks: [],
    notes: ['the checks process left no state'],
    throttle: { answers: 0, waitedMs: 0, events: [] },
  }
  const resources = new Resources(state.resources)
  const operations = new SpecOperations(doc)
  const leftovers = resources.left().length
    ? await removeLeftovers(
        resources,
        o.apiKey,
        createKitClient({
          operations,
          throttle: new ThrottleState(120),
          skewS: opts.clockSkewS,
          timeoutMs: opts.requestTimeoutS * 1000,
          baseUrl: o.baseUrl,
          via: 'direct',
        }),
      )
    : []
  await prism.close().catch(() => undefined)
  fs.rmSync(dir, { recursive: true, force: true })
  const throttle = state.throttle
  const throttledChecks = state.throttledChecks

  const waited = (throttle.waitedMs / 1000).toFixed(1)
  say(
    `\n${tally.tests} checks: ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped (${throttledChecks.length} of them throttled)`,
  )
  say(
    `rate limits: ${throttle.answers} answers checked, ${throttle.events.length} throttle answers (${[...new Set(throttle.events.map((e) => `${e.status} ${e.code}`))].join(', ') || 'none'}), ${waited} s waited`,
  )
  for (const n of [...notes, ...state.notes]) say(`note: ${n}`)
  if (resources.all.length)
    say(`resources: ${resources.all.length} created, ${resources.all.length - resources.left().length} removed`)
  for (const p of leftovers) say(`LEFT BEHIND: ${p}`)
  if (tally.failing.length) say(`failed: ${tally.failing.join('; ')}`)
  if (throttledChecks.length)
    say(`throttled (not run to the end; the target's rate limits, not its contract): ${throttledChecks.join('; ')}`)
  if (opts.junit) say(`JUnit XML: ${opts.junit}`)

  if (signalled) return signalled === 'SIGINT' ? 130 : 143
  if (tally.failed || leftovers.length) return 1
  if (tally.tests === 0) {
    say('no check ran')
    return 1
  }
  if (throttledChecks.length) return 4
  return 0
}

async function main(argv: string[]): Promise<number> {
  let parsed: ReturnType<typeof parseOptions>
  try {
    parsed = parseOptions(argv, process.env)
  } catch (e) {
    if (!(e instanceof UsageError)) throw e
    say(`skills-connect-contract: ${e.message}\n\n${USAGE}`)
    return 2
  }
  if (parsed.command === 'help') {
    process.stdout.write(`${USAGE}\n`)
    return 0
  }
  if (parsed.command === 'version') {
    process.stdout.write(`${KIT_VERSION} (Service-Version ${SERVICE_VERSION})\n`)
    return 0
  }
  if (olderNode(process.versions.node, NODE_FLOOR)) {
    say(
      `skills-connect-contract needs Node.js >= ${NODE_FLOOR} (Prism 5.16's floor); this is ${process.versions.node}. Run it with a newer Node (in GitHub Actions: actions/setup-node with node-version: 24).`,
    )
    return 2
  }
  hideSecret(parsed.apiKey)
  hideSecret(parsed.secondApiKey)
  if (parsed.command === 'cleanup') {
    try {
      return await runCleanup(parsed, say)
    } catch (e) {
      say(`skills-connect-contract cleanup: ${e instanceof Error ? e.message : String(e)}`)
      return 1
    }
  }
  return runChecks(parsed)
}

const code = await main(process.argv.slice(2)).catch((e: unknown) => {
  say(`skills-connect-contract: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`)
  return 1
})
process.exitCode = code
// Let stdout drain, then leave even if a socket or timer of the run still holds the event loop.
process.stdout.write('', () => process.exit(code))
