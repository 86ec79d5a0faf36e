// The only reader of process.env. Every setting, its default and its meaning lives here and in the README table.
import path from 'node:path'

export type ResponseValidation = 'off' | 'log' | 'enforce'

export interface Config {
  port: number
  host: string
  dataDir: string
  mongodbUrl: string | null
  mongodbDb: string
  /** Deadline of one MongoDB store call; a call that misses it answers 503 store_unavailable. */
  mongodbTimeoutMs: number
  /** Deadline of opening a MongoDB connection (TCP and handshake) and of each server monitor check. */
  mongodbConnectTimeoutMs: number
  redisUrl: string | null
  /** Prefix of every Redis key this service writes (instances sharing data must share it). */
  redisKeyPrefix: string
  logLevel: string
  bodyLimitBytes: number
  /** Largest uploaded file (POST /api/v1/files); the multipart request around it may be a little larger. */
  fileLimitBytes: number
  skillsDir: string
  publicBaseUrl: string
  /** HS256 secret for portal session JWTs; null means "generate once and keep it in the store". */
  sessionJwtSecret: string | null
  sessionCookieName: string
  sessionTtlSeconds: number
  oauth: { jwksUrl: string | null; issuer: string | null; audience: string }
  keyCacheTtlSeconds: number
  reaperIntervalSeconds: number
  lastUsedDebounceSeconds: number
  responseValidation: ResponseValidation
  /** After SIGTERM: how long requests may run before idle and not-yet-started connections are cut. */
  shutdownGraceMs: number
  /** A request's headers must arrive within this long of its first byte (Node headersTimeout; 408). */
  headersTimeoutMs: number
  /** A request's headers and body must arrive within this long of its first byte (Node requestTimeout; 408). */
  requestTimeoutMs: number
  /** How long an idle keep-alive connection waits for its next request (Node keepAliveTimeout). */
  keepAliveTimeoutMs: number
  /** Comma-separated addresses or CIDR ranges of reverse proxies whose X-Forwarded-For is believed; null: none. */
  trustedProxies: string | null
  /** Default time limit of one skill run (a skill.json `time_limit_ms` overrides it). */
  skillTimeLimitMs: number
  /** Bearer token for GET /metrics; null: /metrics is not served. */
  metricsToken: string | null
  /** Interval of SSE comment lines that keep idle streams open through proxies. */
  sseHeartbeatMs: number
  /** Request budget per key when neither the key nor its organization overrides it (spec: 60). */
  defaultRequestsPerMinute: number
  /** IP fairness gate (spec: 120). */
  ipRequestsPerMinute: number
  workstreams: {
    /** Run the WorkStream worker in this process (WORKSTREAM_WORKER, default on). */
    worker: boolean
    leaseMs: number
    pollMs: number
    concurrency: number
    /** Lost workers (expired leases) a task may have in one series before it fails worker_lost. */
    maxLostAttempts: number
    /** Missed trigger occurrences within this many days are fired after downtime; older ones are skipped. */
    catchupDays: number
  }
  webhooks: {
    /** Run the delivery engine in this process. */
    dispatcher: boolean
    /** Hostnames or IPs exempt from the public-address check (tests, local receivers). Empty by default. */
    allowHosts: string | null
    timeoutMs: number
    retryDelaysS: number[]
    maxAttempts: number
    leaseMs: number
    pollMs: number
    /** Extra CA certificate (PEM file) to trust for receivers, for tests and staging. */
    caFile: string | null
    /** Days finished deliveries and dispatched events are kept. */
    retentionDays: number
    /** Attempts in flight at once per instance. */
    concurrency: number
  }
}

export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`${variable}: ${problem}`)
    this.name = 'ConfigError'
  }
}

type Env = Record<string, string | undefined>

function str(env: Env, name: string, fallback: string): string {
  const v = env[name]
  return v === undefined || v === '' ? fallback : v
}

function optional(env: Env, name: string): string | null {
  const v = env[name]
  return v === undefined || v === '' ? null : v
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got ${JSON.stringify(raw)}`)
  const n = Number(raw)
  if (n < min || n > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${n}`)
  return n
}

function delays(env: Env, name: string, fallback: number[]): number[] {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const list = raw.split(',').map((x) => x.trim())
  if (!list.length || list.some((x) => !/^\d+(\.\d+)?$/.test(x))) throw new ConfigError(name, 'must be comma-separated seconds, e.g. 1,2,4,8,16')
  return list.map(Number)
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const v = optional(env, name)
  if (v === null) return null
  let parsed: URL
  try { parsed = new URL(v) } catch { throw new ConfigError(name, 'is not a valid URL') }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(name, `must use ${protocols.join(' or ')}`)
  return v
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 8080, 0, 65535)
  const publicBaseUrl = str(env, 'PUBLIC_BASE_URL', `http://localhost:${port || 8080}`).replace(/\/$/, '')
  const mongodbUrl = url(env, 'MONGODB_URL', ['mongodb:', 'mongodb+srv:'])
  const responseValidation = str(env, 'RESPONSE_VALIDATION', 'off')
  if (!['off', 'log', 'enforce'].includes(responseValidation)) {
    throw new ConfigError('RESPONSE_VALIDATION', 'must be off, log or enforce')
  }
  const metricsToken = optional(env, 'METRICS_TOKEN')
  if (metricsToken !== null && (metricsToken.length < 16 || /\s/.test(metricsToken))) {
    throw new ConfigError('METRICS_TOKEN', 'must be at least 16 characters without spaces')
  }
  const secret = optional(env, 'SESSION_JWT_SECRET')
  if (secret !== null && Buffer.byteLength(secret) < 32) {
    throw new ConfigError('SESSION_JWT_SECRET', 'must be at least 32 bytes')
  }
  const config: Config = {
    port,
    host: str(env, 'HOST', '0.0.0.0'),
    dataDir: path.resolve(str(env, 'DATA_DIR', './data')),
    mongodbUrl,
    mongodbDb: str(env, 'MONGODB_DB', 'skills_connect'),
    mongodbTimeoutMs: int(env, 'MONGODB_TIMEOUT_MS', 3000, 100, 60_000),
    mongodbConnectTimeoutMs: int(env, 'MONGODB_CONNECT_TIMEOUT_MS', 2000, 100, 60_000),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    redisKeyPrefix: str(env, 'REDIS_KEY_PREFIX', 'skc:'),
    logLevel: str(env, 'LOG_LEVEL', 'info'),
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 1_048_576, 1024, 100 * 1_048_576),
    fileLimitBytes: int(env, 'FILE_LIMIT_BYTES', 25 * 1_048_576, 1024, 1024 * 1_048_576),
    skillsDir: path.resolve(str(env, 'SKILLS_DIR', path.join(import.meta.dirname, '..', 'skills'))),
    publicBaseUrl,
    sessionJwtSecret: secret,
    sessionCookieName: str(env, 'SESSION_COOKIE_NAME', 'session'),
    sessionTtlSeconds: int(env, 'SESSION_TTL_SECONDS', 8 * 3600, 60, 30 * 86400),
    oauth: {
      jwksUrl: url(env, 'OAUTH_JWKS_URL', ['https:', 'http:']),
      issuer: optional(env, 'OAUTH_ISSUER'),
      audience: str(env, 'OAUTH_AUDIENCE', `${publicBaseUrl}/mcp`),
    },
    keyCacheTtlSeconds: int(env, 'KEY_CACHE_TTL_SECONDS', 300, 0, 86400),
    reaperIntervalSeconds: int(env, 'REAPER_INTERVAL_SECONDS', 900, 1, 86400),
    lastUsedDebounceSeconds: int(env, 'LAST_USED_DEBOUNCE_SECONDS', 60, 0, 3600),
    responseValidation: responseValidation as ResponseValidation,
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 10_000, 0, 600_000),
    headersTimeoutMs: int(env, 'HEADERS_TIMEOUT_MS', 15_000, 100, 600_000),
    requestTimeoutMs: int(env, 'REQUEST_TIMEOUT_MS', 60_000, 100, 3_600_000),
    keepAliveTimeoutMs: int(env, 'KEEP_ALIVE_TIMEOUT_MS', 65_000, 100, 600_000),
    trustedProxies: optional(env, 'TRUSTED_PROXIES'),
    skillTimeLimitMs: int(env, 'SKILL_TIME_LIMIT_MS', 30_000, 1, 3_600_000),
    metricsToken: optional(env, 'METRICS_TOKEN'),
    sseHeartbeatMs: int(env, 'SSE_HEARTBEAT_MS', 15_000, 10, 600_000),
    defaultRequestsPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', 60, 0, 1_000_000_000),
    ipRequestsPerMinute: int(env, 'IP_RATE_LIMIT_PER_MINUTE', 120, 1, 1_000_000_000),
    workstreams: {
      worker: str(env, 'WORKSTREAM_WORKER', 'on') !== 'off',
      leaseMs: int(env, 'WORKSTREAM_LEASE_MS', 30_000, 100, 600_000),
      pollMs: int(env, 'WORKSTREAM_POLL_MS', 1000, 10, 60_000),
      concurrency: int(env, 'WORKSTREAM_CONCURRENCY', 8, 1, 1000),
      catchupDays: int(env, 'WORKSTREAM_CATCHUP_DAYS', 35, 0, 3660),
      maxLostAttempts: int(env, 'WORKSTREAM_MAX_LOST_ATTEMPTS', 5, 1, 1000),
    },
    webhooks: {
      dispatcher: str(env, 'WEBHOOK_DISPATCHER', 'on') !== 'off',
      allowHosts: optional(env, 'WEBHOOK_ALLOW_HOSTS'),
      timeoutMs: int(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 100, 120_000),
      retryDelaysS: delays(env, 'WEBHOOK_RETRY_DELAYS', [1, 2, 4, 8, 16]),
      maxAttempts: int(env, 'WEBHOOK_MAX_ATTEMPTS', 5, 1, 50),
      leaseMs: int(env, 'WEBHOOK_LEASE_MS', 30_000, 500, 600_000),
      pollMs: int(env, 'WEBHOOK_POLL_MS', 250, 10, 60_000),
      caFile: optional(env, 'WEBHOOK_CA_FILE'),
      retentionDays: int(env, 'WEBHOOK_RETENTION_DAYS', 30, 1, 3650),
      concurrency: int(env, 'WEBHOOK_CONCURRENCY', 32, 1, 1000),
    },
  }
  // Both deadlines run from a request's first byte, so the headers' cannot be the longer one (Node refuses it too).
  if (config.headersTimeoutMs > config.requestTimeoutMs) {
    throw new ConfigError('HEADERS_TIMEOUT_MS', `must not exceed REQUEST_TIMEOUT_MS (${config.requestTimeoutMs} ms)`)
  }
  // An attempt must end (WEBHOOK_TIMEOUT_MS) before its lease does, or another instance could start the same one.
  if (config.webhooks.leaseMs <= config.webhooks.timeoutMs) {
    throw new ConfigError('WEBHOOK_LEASE_MS', `must be longer than WEBHOOK_TIMEOUT_MS (${config.webhooks.timeoutMs} ms)`)
  }
  return config
}
