// Test support: a real server on an ephemeral loopback port. The store follows the environment, so the same
// tests run against the embedded configuration and, when MONGODB_URL/REDIS_URL are set (CI's second run),
// against MongoDB and Redis. Each server gets its own database; pass `shareWith` to start a second instance
// on the same MongoDB database and Redis, as a second process would.
import http, { type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { loadConfig, type Config } from '../config.ts'
import { buildServices, openStores, type ServiceOverrides, type Services } from '../services.ts'
import { openEmbeddedStores } from '../store/embedded/index.ts'
import type { Stores } from '../store/ports/index.ts'
import { buildApp } from '../app.ts'
import { messageClasses } from '../http/index.ts'
import { createLogger } from '../lib/logger.ts'
import { bootstrapOrganization } from '../tenancy/index.ts'
import { createKey } from '../keys/index.ts'
import { PERMISSION_SLUGS } from '../permissions/index.ts'
import type { Principal } from '../auth/index.ts'
import { randomIds } from '../lib/ids.ts'

export interface TestServer {
  url: string
  services: Services
  config: Config
  /** Every log line the server wrote, parsed. */
  logs: Record<string, unknown>[]
  /** Raw log text, for "no secret in the logs" checks. */
  logText(): string
  /** Cuts every open connection (event streams included), as a network drop would; the server goes on listening. */
  dropConnections(): void
  close(): Promise<void>
}

export interface Tenant {
  organizationId: string
  workspaceId: string
  userId: string
  email: string
  /** An sk_ key holding all 11 permissions. */
  adminKey: string
  adminKeyId: string
  owner: Principal
}

export const usesMongo = (): boolean => Boolean(process.env.MONGODB_URL)
export const usesRedis = (): boolean => Boolean(process.env.REDIS_URL)

export interface StartOptions extends ServiceOverrides {
  env?: Record<string, string>
  /** Start a second instance on the first one's MongoDB database and Redis. */
  shareWith?: TestServer
  /** Wraps the stores the server would use (fault injection, call recording). */
  wrapStores?: (s: Stores) => Stores
  /**
   * Listen first and make the server's own address its PUBLIC_BASE_URL (so MCP_BASE_URL and AUTH_BASE_URL too): what
   * OAuth flows need, where clients follow the URLs the metadata names.
   */
  selfUrl?: boolean
  /**
   * With selfUrl: AUTH_BASE_URL is the same listener under another name (`http://localhost:<port>`), so the
   * authorization server and sign-in live on a host of their own (split hosts).
   */
  splitAuthHost?: boolean
}

export async function startTestServer(o: StartOptions = {}): Promise<TestServer> {
  let early: Server | null = null
  let selfEnv: Record<string, string> = {}
  if (o.selfUrl) {
    early = http.createServer()
    await new Promise<void>((resolve) => early!.listen(0, '127.0.0.1', resolve))
    const port = (early.address() as AddressInfo).port
    selfEnv = {
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      ...(o.splitAuthHost ? { AUTH_BASE_URL: `http://localhost:${port}` } : {}),
    }
  }
  const dbName = o.shareWith?.config.mongodbDb ?? `test_${randomIds.id('db').slice(3, 19).toLowerCase()}`
  const config = loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'debug',
    RESPONSE_VALIDATION: 'enforce',
    MONGODB_DB: dbName,
    REDIS_KEY_PREFIX: `${dbName}:`, // each test server (and any instance sharing it) has its own Redis keys
    // Tests send far more than the spec's budgets; rate-limit tests pass the spec's values explicitly.
    RATE_LIMIT_PER_MINUTE: '1000000',
    // The webhook dispatcher runs only where a test starts it (services.dispatcher.start() or runOnce()).
    WEBHOOK_DISPATCHER: 'off',
    IP_RATE_LIMIT_PER_MINUTE: '1000000',
    ...selfEnv,
    ...o.env,
  })
  const logs: Record<string, unknown>[] = []
  let text = ''
  const sink = new Writable({
    write(chunk: Buffer, _enc, cb) {
      const s = chunk.toString('utf8')
      text += s
      for (const line of s.split('\n'))
        if (line.trim()) {
          try {
            logs.push(JSON.parse(line) as Record<string, unknown>)
          } catch {
            /* partial */
          }
        }
      cb()
    },
  })
  const { env: _e, shareWith, wrapStores, selfUrl: _s, splitAuthHost: _a, ...overrides } = o
  let stores: Stores | undefined = overrides.stores
  if (!stores) {
    if (!config.mongodbUrl) stores = shareWith?.services.stores ?? openEmbeddedStores(':memory:')
    else if (wrapStores) stores = await openStores(config)
  }
  if (stores && wrapStores) stores = wrapStores(stores)
  const services = await buildServices(config, {
    logger: createLogger('debug', sink),
    ...overrides,
    ...(stores ? { stores } : {}),
  })
  const app = buildApp(services)
  // As main.ts builds it: requests made with the app's own classes (pipeline.ts, messageClasses). The selfUrl server
  // exists before the app, so its requests get their prototypes on arrival: both paths stay exercised.
  const server: Server = early
    ? early.on('request', app)
    : await new Promise((resolve) => {
        const s = http.createServer({ ...messageClasses(app) }, app).listen(0, '127.0.0.1', () => resolve(s))
      })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    services,
    config,
    logs,
    logText: () => text,
    dropConnections: () => server.closeAllConnections(),
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      // A second instance shares the first one's embedded store; only the owner closes it.
      if (!shareWith || config.mongodbUrl) await services.close()
      else await services.keyVerifier.flush()
    },
  }
}

export async function createTenant(
  s: Services,
  email = `${randomIds.id('u').toLowerCase()}@example.com`,
): Promise<Tenant> {
  const t = await bootstrapOrganization(s.stores, s.ids, s.clock, { organizationName: 'Test Org', email })
  const owner: Principal = {
    method: 'session_jwt',
    userId: t.userId,
    organizationId: t.organizationId,
    workspaceId: null,
    permissions: ['service:full'],
    keyId: null,
    sessionId: null,
    keyRateLimitPerMinute: null,
  }
  const key = await createKey(s.keysDeps, owner, { name: 'admin', permissions: [...PERMISSION_SLUGS] })
  return { ...t, email, adminKey: key.value, adminKeyId: key.id, owner }
}

export interface CallOptions {
  method?: string
  token?: string | null
  body?: unknown
  rawBody?: string
  headers?: Record<string, string>
}

export interface CallResult<T = Record<string, unknown>> {
  status: number
  headers: Headers
  body: T
  text: string
}

/** One real HTTP request. */
export async function call<T = Record<string, unknown>>(
  base: string,
  path: string,
  o: CallOptions = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...o.headers }
  if (o.token) headers.authorization = `Bearer ${o.token}`
  let body: string | undefined
  if (o.rawBody !== undefined) body = o.rawBody
  else if (o.body !== undefined) {
    body = JSON.stringify(o.body)
    headers['content-type'] ??= 'application/json'
  }
  const res = await fetch(base + path, {
    method: o.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    ...(body !== undefined ? { body } : {}),
  })
  const text = await res.text()
  let parsed: unknown = null
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    parsed = text
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text }
}
