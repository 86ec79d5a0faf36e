// The only reader of process.env. Every setting, its default and its meaning lives here and in the README table.
import path from 'node:path'
import type { ProviderConfig } from './providers/index.ts'
import { DEFAULT_REQUESTS_PER_MINUTE, IP_REQUESTS_PER_MINUTE } from './ratelimit/index.ts'

export type ResponseValidation = 'off' | 'log' | 'enforce'
/** SPEC-DECISIONS "Hosts": the alpha host is this server with SERVICE_CHANNEL=alpha, serving what is marked preview too. */
export type ServiceChannel = 'production' | 'alpha'

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
  /** `alpha`: also serve preview skills and Service-Version dates (production answers them as absent). */
  serviceChannel: ServiceChannel
  /** {alpha_base_url}: the alpha host's address, listed in /openapi.json's servers; on the alpha channel, this deployment's. */
  alphaBaseUrl: string | null
  /** HS256 secret for portal session JWTs; null means "generate once and keep it in the store". */
  sessionJwtSecret: string | null
  sessionCookieName: string
  /** Send the session cookie with Secure (TLS or a loopback host); the `__Host-` prefix needs it. */
  sessionCookieSecure: boolean
  sessionTtlSeconds: number
  oauth: {
    /** An external authorization server's JWKS; null: the in-process authorization server signs and checks. */
    jwksUrl: string | null
    issuer: string | null
    audience: string
    /** Days a signing key signs before the next one takes over (the previous and next are published too). */
    keyRotationDays: number
    /** Access token lifetime: the backing session's (SESSION_TTL_SECONDS) unless set. */
    accessTokenTtlSeconds: number
    refreshTokenTtlDays: number
    /** Redirect URIs dynamic registration accepts besides loopback ones (any port, RFC 8252). */
    redirectUris: string[]
    /** A registered client with no grant is forgotten after this many days. */
    unusedClientDays: number
  }
  mcp: {
    /** {mcp_url}: where the MCP server is reached; the endpoint is `${baseUrl}/mcp`. */
    baseUrl: string
    /** The canonical resource indicator, `{mcp_url}/mcp` (spec: OAuth 2.1 for MCP clients). */
    resource: string
    /** Origins (scheme://host[:port]) a browser may call /mcp from, besides the service's own. */
    allowedOrigins: string[]
  }
  /** {auth_url}: the authorization server's base URL (its issuer). */
  authBaseUrl: string
  /**
   * Where people sign in (the sign-in and consent pages, sign-in links, the external providers' callbacks, the session
   * cookie's host): `{auth_url}` with the built-in authorization server, else PUBLIC_BASE_URL.
   */
  signInBaseUrl: string
  /** The external OpenID Connect providers people sign in with (up to two; none in the embedded default). */
  oidcProviders: OidcProviderConfig[]
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
  /** Request budget per key when neither the key nor its organization overrides it (ratelimit/policies.ts: 60). */
  defaultRequestsPerMinute: number
  /** IP fairness gate (ratelimit/policies.ts: 120). */
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
  /** The model provider (MODEL_*): null when MODEL_PROVIDER is unset, and the service answers from retrieval. */
  model: ProviderConfig | null
  topics: {
    /** How long topic_ask waits for its turn by default (it may ask for less, never more than 50 s). */
    askWaitMs: number
    /** A running turn's lease; renewed while it runs. A turn whose lease lapsed is failed by the reaper. */
    turnLeaseMs: number
    /** A turn running longer than this is failed with turn_timeout. */
    turnMaxMs: number
  }
  knowledge: {
    /** How often a search looks whether another instance (or the admin command) imported documents. */
    refreshMs: number
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

export interface OidcProviderConfig {
  /** 1 or 2: the callback is `$PUBLIC_BASE_URL/auth/callback/oidc/<slot>`. */
  slot: number
  /** Shown on the sign-in button. */
  name: string
  issuer: string
  clientId: string
  clientSecret: string
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
  if (!list.length || list.some((x) => !/^\d+(\.\d+)?$/.test(x)))
    throw new ConfigError(name, 'must be comma-separated seconds, e.g. 1,2,4,8,16')
  return list.map(Number)
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const v = optional(env, name)
  if (v === null) return null
  let parsed: URL
  try {
    parsed = new URL(v)
  } catch {
    throw new ConfigError(name, 'is not a valid URL')
  }
  if (!protocols.includes(parsed.protocol)) throw new ConfigError(name, `must use ${protocols.join(' or ')}`)
  return v
}

/** An http(s) base URL without a trailing slash, query or fragment. */
function baseUrl(env: Env, name: string, fallback: string): string {
  const v = str(env, name, fallback).replace(/\/+$/, '')
  let parsed: URL
  try {
    parsed = new URL(v)
  } catch {
    throw new ConfigError(name, 'is not a valid URL')
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new ConfigError(name, 'must use https: or http:')
  if (parsed.search || parsed.hash || v.includes('#') || v.includes('?'))
    throw new ConfigError(name, 'must have no query or fragment')
  return v
}

/** OIDC_<slot>_ISSUER, _CLIENT_ID, _CLIENT_SECRET, _NAME: one external OpenID Connect provider, or null when unset. */
function oidcProvider(env: Env, slot: number): OidcProviderConfig | null {
  const p = `OIDC_${slot}_`
  const issuer = url(env, `${p}ISSUER`, ['https:', 'http:'])
  const clientId = optional(env, `${p}CLIENT_ID`)
  const clientSecret = optional(env, `${p}CLIENT_SECRET`)
  const name = str(env, `${p}NAME`, `Provider ${slot}`)
  if (issuer === null) {
    if (clientId !== null || clientSecret !== null)
      throw new ConfigError(`${p}ISSUER`, `is required with ${p}CLIENT_ID / ${p}CLIENT_SECRET`)
    return null
  }
  if (clientId === null) throw new ConfigError(`${p}CLIENT_ID`, `is required with ${p}ISSUER`)
  if (clientSecret === null) throw new ConfigError(`${p}CLIENT_SECRET`, `is required with ${p}ISSUER`)
  const host = new URL(issuer).hostname
  if (issuer.startsWith('http:') && !['localhost', '127.0.0.1', '[::1]'].includes(host))
    throw new ConfigError(`${p}ISSUER`, 'must use https (http only on a loopback host)')
  return { slot, name, issuer, clientId, clientSecret }
}

/** The assistant callback addresses dynamic registration accepts by default (Claude's, both domains). */
export const DEFAULT_REDIRECT_URIS = [
  'https://claude.ai/api/mcp/auth_callback',
  'https://claude.com/api/mcp/auth_callback',
]

/** Comma-separated absolute https redirect URIs (exact match at registration). */
function redirectUris(env: Env, name: string, fallback: string[]): string[] {
  const v = optional(env, name)
  if (v === null) return fallback
  return v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((x) => {
      let parsed: URL
      try {
        parsed = new URL(x)
      } catch {
        throw new ConfigError(name, `${JSON.stringify(x)} is not a URL`)
      }
      if (parsed.protocol !== 'https:' || parsed.hash)
        throw new ConfigError(name, `${JSON.stringify(x)} must be an https URL without a fragment`)
      return parsed.href
    })
}

/** Comma-separated origins (scheme://host[:port]), normalised as URL.origin. */
function origins(env: Env, name: string): string[] {
  const v = optional(env, name)
  if (v === null) return []
  return v
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((x) => {
      let parsed: URL
      try {
        parsed = new URL(x)
      } catch {
        throw new ConfigError(name, `${JSON.stringify(x)} is not an origin`)
      }
      if (parsed.origin === 'null' || parsed.origin !== x.replace(/\/$/, '').toLowerCase())
        throw new ConfigError(name, `${JSON.stringify(x)} is not an origin (scheme://host[:port])`)
      return parsed.origin
    })
}

/** MODEL_PROVIDER and its settings; every MODEL_* variable is read (the README table lists them) even when unset. */
function modelProvider(env: Env): ProviderConfig | null {
  const wire = optional(env, 'MODEL_PROVIDER')
  const base = url(env, 'MODEL_BASE_URL', ['https:', 'http:'])
  const apiKey = optional(env, 'MODEL_API_KEY')
  const model = optional(env, 'MODEL_NAME')
  const authHeader = str(env, 'MODEL_AUTH_HEADER', 'bearer')
  const timeoutMs = int(env, 'MODEL_TIMEOUT_MS', 60_000, 100, 600_000)
  const maxRetries = int(env, 'MODEL_MAX_RETRIES', 2, 0, 10)
  const maxRetryAfterMs = int(env, 'MODEL_MAX_RETRY_AFTER_MS', 10_000, 0, 600_000)
  const maxTokens = int(env, 'MODEL_MAX_TOKENS', 1024, 1, 1_000_000)
  if (wire === null) return null
  if (wire !== 'openai-chat' && wire !== 'anthropic')
    throw new ConfigError('MODEL_PROVIDER', 'must be openai-chat or anthropic (or unset)')
  if (authHeader !== 'bearer' && authHeader !== 'api-key')
    throw new ConfigError('MODEL_AUTH_HEADER', 'must be bearer or api-key')
  if (model === null) throw new ConfigError('MODEL_NAME', 'is required with MODEL_PROVIDER')
  const baseUrl = base ?? (wire === 'anthropic' ? 'https://api.anthropic.com' : 'https://api.openai.com/v1')
  return { wire, baseUrl, apiKey, model, authHeader, timeoutMs, maxRetries, maxRetryAfterMs, maxTokens }
}

export function loadConfig(env: Env = process.env): Config {
  const port = int(env, 'PORT', 8080, 0, 65535)
  const publicBaseUrl = baseUrl(env, 'PUBLIC_BASE_URL', `http://localhost:${port || 8080}`)
  const serviceChannel = str(env, 'SERVICE_CHANNEL', 'production')
  if (serviceChannel !== 'production' && serviceChannel !== 'alpha')
    throw new ConfigError('SERVICE_CHANNEL', 'must be production or alpha')
  const alphaSet = optional(env, 'ALPHA_BASE_URL') === null ? null : baseUrl(env, 'ALPHA_BASE_URL', '')
  // On the alpha host the alpha address is its own: PUBLIC_BASE_URL.
  if (serviceChannel === 'alpha' && alphaSet !== null && alphaSet !== publicBaseUrl) {
    throw new ConfigError(
      'ALPHA_BASE_URL',
      `with SERVICE_CHANNEL=alpha it is this deployment's address: leave it unset or equal to PUBLIC_BASE_URL (${publicBaseUrl})`,
    )
  }
  const alphaBaseUrl = serviceChannel === 'alpha' ? publicBaseUrl : alphaSet
  const mcpBaseUrl = baseUrl(env, 'MCP_BASE_URL', publicBaseUrl)
  const authBaseUrl = baseUrl(env, 'AUTH_BASE_URL', publicBaseUrl)
  // The authorization server serves its metadata at the origin's /.well-known/ and its endpoints under /oauth/.
  if (new URL(authBaseUrl).pathname !== '/')
    throw new ConfigError('AUTH_BASE_URL', 'must be an origin (scheme://host[:port]) without a path')
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
  const jwksUrl = url(env, 'OAUTH_JWKS_URL', ['https:', 'http:'])
  // The session cookie lives on the host people sign in at: {auth_url} with the built-in authorization server.
  const signInBaseUrl = jwksUrl ? publicBaseUrl : authBaseUrl
  // Secure (and so the __Host- prefix) on https and on loopback hosts, which browsers treat as secure contexts.
  const signInUrl = new URL(signInBaseUrl)
  const cookieSecure =
    signInUrl.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(signInUrl.hostname)
  const cookie = {
    name: optional(env, 'SESSION_COOKIE_NAME') ?? (cookieSecure ? '__Host-session' : 'session'),
    secure: cookieSecure,
  }
  if (cookie.name.startsWith('__Host-') && !cookie.secure) {
    throw new ConfigError(
      'SESSION_COOKIE_NAME',
      'a __Host- cookie needs the sign-in address (AUTH_BASE_URL, else PUBLIC_BASE_URL) on https (or a loopback host)',
    )
  }
  if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(cookie.name))
    throw new ConfigError('SESSION_COOKIE_NAME', 'is not a cookie name')
  const sessionTtlSeconds = int(env, 'SESSION_TTL_SECONDS', 8 * 3600, 60, 30 * 86400)
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
    serviceChannel,
    alphaBaseUrl,
    sessionJwtSecret: secret,
    sessionCookieName: cookie.name,
    sessionCookieSecure: cookie.secure,
    sessionTtlSeconds,
    oauth: {
      jwksUrl,
      issuer: optional(env, 'OAUTH_ISSUER') ?? (jwksUrl ? null : authBaseUrl),
      audience: str(env, 'OAUTH_AUDIENCE', `${mcpBaseUrl}/mcp`),
      keyRotationDays: int(env, 'OAUTH_KEY_ROTATION_DAYS', 30, 1, 365),
      accessTokenTtlSeconds: int(env, 'OAUTH_ACCESS_TOKEN_TTL_SECONDS', sessionTtlSeconds, 60, 30 * 86400),
      refreshTokenTtlDays: int(env, 'OAUTH_REFRESH_TOKEN_TTL_DAYS', 30, 1, 365),
      redirectUris: redirectUris(env, 'OAUTH_REDIRECT_URIS', DEFAULT_REDIRECT_URIS),
      unusedClientDays: int(env, 'OAUTH_UNUSED_CLIENT_DAYS', 7, 1, 365),
    },
    mcp: { baseUrl: mcpBaseUrl, resource: `${mcpBaseUrl}/mcp`, allowedOrigins: origins(env, 'MCP_ALLOWED_ORIGINS') },
    authBaseUrl,
    signInBaseUrl,
    oidcProviders: [1, 2].map((slot) => oidcProvider(env, slot)).filter((p): p is OidcProviderConfig => p !== null),
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
    defaultRequestsPerMinute: int(env, 'RATE_LIMIT_PER_MINUTE', DEFAULT_REQUESTS_PER_MINUTE, 0, 1_000_000_000),
    ipRequestsPerMinute: int(env, 'IP_RATE_LIMIT_PER_MINUTE', IP_REQUESTS_PER_MINUTE, 1, 1_000_000_000),
    workstreams: {
      worker: str(env, 'WORKSTREAM_WORKER', 'on') !== 'off',
      leaseMs: int(env, 'WORKSTREAM_LEASE_MS', 30_000, 100, 600_000),
      pollMs: int(env, 'WORKSTREAM_POLL_MS', 1000, 10, 60_000),
      concurrency: int(env, 'WORKSTREAM_CONCURRENCY', 8, 1, 1000),
      catchupDays: int(env, 'WORKSTREAM_CATCHUP_DAYS', 35, 0, 3660),
      maxLostAttempts: int(env, 'WORKSTREAM_MAX_LOST_ATTEMPTS', 5, 1, 1000),
    },
    model: modelProvider(env),
    topics: {
      askWaitMs: int(env, 'TOPIC_ASK_WAIT_MS', 20_000, 0, 50_000),
      turnLeaseMs: int(env, 'TOPIC_TURN_LEASE_MS', 30_000, 100, 600_000),
      turnMaxMs: int(env, 'TOPIC_TURN_MAX_MS', 600_000, 1000, 86_400_000),
    },
    knowledge: {
      refreshMs: int(env, 'KNOWLEDGE_REFRESH_MS', 5000, 0, 3_600_000),
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
    throw new ConfigError(
      'WEBHOOK_LEASE_MS',
      `must be longer than WEBHOOK_TIMEOUT_MS (${config.webhooks.timeoutMs} ms)`,
    )
  }
  return config
}
