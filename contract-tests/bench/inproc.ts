// `node contract-tests/bench/inproc.ts [service|baseline] [N] [--root <checkout>]`: the JavaScript cost of one request
// with no socket under it. The app (`buildApp` as `npm start` builds it: embedded store in a temporary DATA_DIR, info
// logging to this process's stdout, the two traffic caps raised as in npm-start.ts, 200 keys in turn) or the bench's
// baseline (bare express 5 + express.json()) is handed real `IncomingMessage`/`ServerResponse` objects over a socket
// stand-in that swallows what is written, one request at a time, N times after a warm-up (the body pushed after the
// handler returns, as Node's parser does); prints CPU µs per request (process.cpuUsage). With no kernel, no load
// generator and no wake-ups in it, it moves less with other load on the machine than the HTTP bench; to compare two
// checkouts, inproc-ab.ts runs both in one process (README, "Seventh round"). Run it with stdout sent to /dev/null (the
// log lines go there).
import { IncomingMessage, ServerResponse, type RequestListener } from 'node:http'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { BENCH_RATE_LIMIT, SKILL_PATH, SKILL_PERMISSION } from './shared.ts'
import { sendOne } from './inproc-request.ts'

const argv = process.argv.slice(2)
const rootAt = argv.indexOf('--root')
const ROOT = path.resolve(rootAt === -1 ? path.join(import.meta.dirname, '..', '..') : argv.splice(rootAt, 2)[1]!)
const mode = argv[0] ?? 'service'
const N = Number(argv[1] ?? 20000)
const WARMUP = 3000
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'inproc-'))
Object.assign(process.env, {
  DATA_DIR: dataDir,
  RATE_LIMIT_PER_MINUTE: String(BENCH_RATE_LIMIT),
  IP_RATE_LIMIT_PER_MINUTE: String(BENCH_RATE_LIMIT),
  WEBHOOK_DISPATCHER: 'off',
})

const keys: string[] = []
let handler: RequestListener
/** The request and response classes a server builds for the handler (the app's own where it has them, as main.ts). */
let Req: typeof IncomingMessage = IncomingMessage
let Res: typeof ServerResponse = ServerResponse
if (mode === 'baseline') {
  const express = (await import(path.join(ROOT, 'node_modules/express/index.js'))).default
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)
  app.use(express.json())
  app.post(SKILL_PATH, (req: { body: { identifiers: unknown[] } }, res: { json(v: unknown): void }) => {
    res.json({
      skill: 'identifiers.validate',
      ok: true,
      n: req.body.identifiers.length,
      correlation_id: 'req_0123456789abcdef',
    })
  })
  handler = app
  keys.push('unused')
} else {
  const { loadConfig } = await import(path.join(ROOT, 'src/config.ts'))
  const { buildServices } = await import(path.join(ROOT, 'src/services.ts'))
  const { buildApp } = await import(path.join(ROOT, 'src/app.ts'))
  const { createTenant } = await import(path.join(ROOT, 'src/testing/test-server.ts'))
  const { createKey } = await import(path.join(ROOT, 'src/keys/index.ts'))
  const services = await buildServices(loadConfig())
  const t = await createTenant(services)
  for (let i = 0; i < 200; i++)
    keys.push((await createKey(services.keysDeps, t.owner, { name: `k${i}`, permissions: [SKILL_PERMISSION] })).value)
  handler = buildApp(services)
  const http = await import(path.join(ROOT, 'src/http/index.ts'))
  const classes = http.messageClasses?.(handler)
  if (classes) {
    Req = classes.IncomingMessage
    Res = classes.ServerResponse
  }
}

const one = (i: number): Promise<number> => sendOne({ handler, Req, Res }, keys[i % keys.length]!)

for (let i = 0; i < WARMUP; i++) {
  const status = await one(i)
  if (status !== 200) {
    process.stderr.write(`inproc: the request answered ${status}, not 200\n`)
    process.exit(1)
  }
}
const c0 = process.cpuUsage()
for (let i = 0; i < N; i++) await one(i)
const c = process.cpuUsage(c0)
process.stderr.write(`inproc ${mode} (${ROOT}): ${((c.user + c.system) / N).toFixed(1)} µs CPU per request over ${N}\n`)
fs.rmSync(dataDir, { recursive: true, force: true })
process.exit(0)
