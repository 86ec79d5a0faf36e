// Child process for the HTTP part of `npm run bench`: `node contract-tests/bench/server.ts baseline|skills`.
// Starts one server on 127.0.0.1 (ephemeral port), prints one JSON line `{"ready":true,...}` on stdout and
// serves until SIGTERM. run.ts starts it under `taskset -c 0` so the load generator gets the other core.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { createLogger } from '../../src/lib/logger.ts'
import { startTestServer, createTenant } from '../../src/testing/test-server.ts'
import { SKILL_PATH } from './shared.ts'

type Ready = { ready: true; kind: string; url: string; key?: string; logLevel?: string; pid: number }

function announce(r: Omit<Ready, 'ready' | 'pid'>): void {
  process.stdout.write(`${JSON.stringify({ ready: true, pid: process.pid, ...r })}\n`)
}

function onTerm(close: () => Promise<void>): void {
  let closing = false
  const stop = () => {
    if (closing) return
    closing = true
    close().then(() => process.exit(0), (err: unknown) => { console.error(err); process.exit(1) })
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
  // If the parent dies, do not linger.
  process.stdin.on('end', stop)
  process.stdin.resume()
}

async function baseline(): Promise<void> {
  // Bare express 5: express.json() and one JSON answer. Same app settings our pipeline uses (no ETag, no
  // X-Powered-By), so the comparison is about what our stages add, not about express defaults.
  const app = express()
  app.disable('x-powered-by')
  app.set('etag', false)
  app.post(SKILL_PATH, express.json(), (req, res) => {
    res.status(200).json({ skill: 'identifiers.validate', output: req.body as unknown, correlation_id: 'req_baseline0000000000' })
  })
  const server: Server = await new Promise((resolve) => { const s = app.listen(0, '127.0.0.1', () => resolve(s)) })
  announce({ kind: 'baseline', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
  onTerm(() => new Promise<void>((resolve) => { server.close(() => resolve()); server.closeAllConnections() }))
}

async function skills(): Promise<void> {
  // startTestServer always builds its own 'debug' logger writing into an in-memory sink (every line kept as
  // text and parsed JSON), whatever LOG_LEVEL says; so pass a silent logger explicitly as well.
  const ts = await startTestServer({
    env: { LOG_LEVEL: 'silent', RESPONSE_VALIDATION: 'off', MONGODB_URL: '', REDIS_URL: '' },
    logger: createLogger('silent'),
  })
  if (ts.services.config.responseValidation !== 'off') throw new Error('RESPONSE_VALIDATION is not off')
  if (ts.services.config.mongodbUrl) throw new Error('bench must use the embedded store')
  const tenant = await createTenant(ts.services)
  announce({ kind: 'skills', url: ts.url, key: tenant.adminKey, logLevel: ts.services.logger.level })
  onTerm(() => ts.close())
}

const kind = process.argv[2]
if (kind === 'baseline') await baseline()
else if (kind === 'skills') await skills()
else { console.error('usage: server.ts baseline|skills'); process.exit(2) }
