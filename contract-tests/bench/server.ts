// Child process for the HTTP part of `npm run bench`: `node contract-tests/bench/server.ts baseline|skills|write`.
// Starts one server on 127.0.0.1 (ephemeral port), prints one JSON line `{"ready":true,...}` on stdout and
// serves until SIGTERM. run.ts starts it under `taskset -c 0` so the load generator gets the other core.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { createLogger } from '../../src/lib/logger.ts'
import { startTestServer, createTenant } from '../../src/testing/test-server.ts'
import { BENCH_RATE_LIMIT, SKILL_PATH, WRITE_SKILL_NAME } from './shared.ts'

type Ready = { ready: true; kind: string; url: string; key?: string; logLevel?: string; pid: number }

function announce(r: Omit<Ready, 'ready' | 'pid'>): void {
  process.stdout.write(`${JSON.stringify({ ready: true, pid: process.pid, ...r })}\n`)
}

function onTerm(close: () => Promise<void>): void {
  let closing = false
  const stop = () => {
    if (closing) return
    closing = true
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err)
        process.exit(1)
      },
    )
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
    res
      .status(200)
      .json({ skill: 'identifiers.validate', output: req.body as unknown, correlation_id: 'req_baseline0000000000' })
  })
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s))
  })
  announce({ kind: 'baseline', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })
  onTerm(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  )
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

/**
 * The write rows: the real server with SKILLS_DIR (set by run.ts) holding only the bench copy of counter.fixture,
 * request budgets in force but far above what the bench sends, and, when BENCH_REDIS_URL is set, Redis
 * coordination (IP gate, request budget, key generations and idempotency records in Redis, keys under
 * BENCH_REDIS_PREFIX). The store stays embedded either way.
 */
async function write(): Promise<void> {
  const skillsDir = process.env.SKILLS_DIR
  if (!skillsDir) throw new Error('write: SKILLS_DIR is not set')
  const redisUrl = process.env.BENCH_REDIS_URL ?? ''
  const ts = await startTestServer({
    env: {
      LOG_LEVEL: 'silent',
      RESPONSE_VALIDATION: 'off',
      MONGODB_URL: '',
      SKILLS_DIR: skillsDir,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: process.env.BENCH_REDIS_PREFIX ?? 'bench:',
      RATE_LIMIT_PER_MINUTE: String(BENCH_RATE_LIMIT),
      IP_RATE_LIMIT_PER_MINUTE: String(BENCH_RATE_LIMIT),
    },
    logger: createLogger('silent'),
  })
  const sv = ts.services
  if (sv.config.mongodbUrl) throw new Error('bench must use the embedded store')
  if (sv.config.defaultRequestsPerMinute !== BENCH_RATE_LIMIT || sv.config.ipRequestsPerMinute !== BENCH_RATE_LIMIT)
    throw new Error('write: budgets not applied')
  const skill = sv.registry.list().find((x) => x.manifest.name === WRITE_SKILL_NAME)
  if (!skill?.manifest.writes || skill.manifest.rate_limit)
    throw new Error(`write: ${WRITE_SKILL_NAME} must be a write without rate_limit`)
  const wantKind = redisUrl ? 'redis' : 'in-process'
  if (sv.coordination.kind !== wantKind)
    throw new Error(`write: coordination is ${sv.coordination.kind}, expected ${wantKind}`)
  if (redisUrl) {
    const h = await sv.health()
    if (h.redis.status !== 'ok' || h.rate_limits.mode !== 'shared')
      throw new Error(`write: redis not in use: ${JSON.stringify(h)}`)
  }
  const tenant = await createTenant(sv)
  announce({ kind: redisUrl ? 'write-redis' : 'write', url: ts.url, key: tenant.adminKey, logLevel: sv.logger.level })
  onTerm(() => ts.close())
}

const kind = process.argv[2]
if (kind === 'baseline') await baseline()
else if (kind === 'skills') await skills()
else if (kind === 'write') await write()
else {
  console.error('usage: server.ts baseline|skills|write')
  process.exit(2)
}
