// The composition root: the one place adapters are chosen (ARCHITECTURE "One composition root").
import type { Config } from './config.ts'
import type { Health } from './generated/api-types.ts'
import { systemClock, type Clock } from './lib/clock.ts'
import { randomIds, type IdSource } from './lib/ids.ts'
import { createLogger, type Logger } from './lib/logger.ts'
import type { ConcurrencyStore, Coordination, Stores } from './store/ports/index.ts'
import { openEmbeddedStores } from './store/embedded/index.ts'
import {
  createInProcessCoordination,
  createMemoryConcurrencyStore,
  createMemorySlidingWindowStore,
} from './store/memory/index.ts'
import {
  createFallbackSwitch,
  withConcurrencyFallback,
  withFallback,
  type FallbackSwitch,
} from './store/fallback/index.ts'
import { loadSkills, type SkillRegistry } from './skill-runtime/index.ts'
import {
  bundleSpec,
  defaultBaseDocumentPath,
  publishedServers,
  readBaseDocument,
  readResponseExamples,
  type OpenApiDocument,
} from './spec/index.ts'
import {
  ApiRouter,
  InProcessDoor,
  OperationCatalog,
  Operations,
  buildHandlers,
  skillDataFactory,
} from './operations/index.ts'
import { Authenticator, KeyVerifier, OAuthTokens, RecordSweeper, SessionTokens, SigningKeys } from './auth/index.ts'
import { KeyReaper, type KeysDeps } from './keys/index.ts'
import { Limiter, parseTrustedProxies, type TrustedProxies } from './ratelimit/index.ts'
import { Versioning, VERSIONS } from './versioning/index.ts'
import { Sealer } from './lib/seal.ts'
import fs from 'node:fs'
import {
  WebhookDispatcher,
  checkWebhookUrl,
  createDeliveryClient,
  createGuardedFetch,
  parseAllowList,
  type GuardedFetch,
  type WebhooksDeps,
} from './webhooks/index.ts'
import { randomBytes } from 'node:crypto'
import { Metrics } from './metrics/index.ts'
import { CycleSignals, WorkstreamWorker, skillWorkstreams, type WorkstreamsDeps } from './workstreams/index.ts'
import { hostname } from 'node:os'
import { ModelClient, createProvider } from './providers/index.ts'
import { TurnRunner, skillTopics, type TopicsDeps } from './topics/index.ts'
import { KnowledgeBase } from './knowledge/index.ts'
import { IntentRouter, ruleRouter } from './routing/index.ts'
import { skillModel } from './advisory/index.ts'
import { grants, isPermission } from './permissions/index.ts'

/** GET /health's body, as openapi.yaml describes it. */
export type { Health } from './generated/api-types.ts'

export interface Services {
  config: Config
  logger: Logger
  clock: Clock
  ids: IdSource
  stores: Stores
  coordination: Coordination
  registry: SkillRegistry
  spec: OpenApiDocument
  router: ApiRouter
  /** The one path every door takes to an operation or a skill. */
  operations: Operations
  /** The door WorkStream tasks and the admin command line use. */
  inProcess: InProcessDoor
  /** Prometheus metrics (served at GET /metrics when METRICS_TOKEN is set). */
  metrics: Metrics
  keyVerifier: KeyVerifier
  sessionTokens: SessionTokens
  oauthTokens: OAuthTokens
  /** The built-in authorization server's RS256 signing keys, kept in the store, rotated with overlap. */
  signingKeys: SigningKeys
  /** Deletes expired sign-in links and authorization-server records hourly. */
  recordSweeper: RecordSweeper
  authenticator: Authenticator
  keysDeps: KeysDeps
  reaper: KeyReaper
  limiter: Limiter
  /** Concurrency slots (SSE tails), with the same Redis fallback as the rate limits. */
  concurrency: ConcurrencyStore
  versioning: Versioning
  /** Seals stored idempotent responses (they may hold a one-time key value) and webhook secrets. */
  sealer: Sealer
  webhooksDeps: WebhooksDeps
  dispatcher: WebhookDispatcher
  workstreamsDeps: WorkstreamsDeps
  /** Runs WorkStream tasks (started by main.ts when WORKSTREAM_WORKER is on; tests drive it with runOnce). */
  workstreamWorker: WorkstreamWorker
  /** The metered model client, or null when no provider is configured. */
  model: ModelClient | null
  topicsDeps: TopicsDeps
  /** The knowledge base (src/knowledge/). */
  knowledge: KnowledgeBase
  /** Intent routing (src/routing/). */
  intentRouter: IntentRouter
  /** Runs topic turns; main.ts starts its loop (the reaper and queued turns), tests drive it with poll(). */
  turnRunner: TurnRunner
  trustedProxies: TrustedProxies
  /** fetch through the webhook SSRF guard, for documents at URLs others chose (Client ID Metadata Documents). */
  documentFetch: GuardedFetch
  health(): Promise<Health>
  /**
   * Starts the background work of this instance (main.ts, after listening): the key reaper, the record sweeper, the
   * turn runner, and the webhook dispatcher and WorkStream worker unless configured off.
   */
  start(): void
  /**
   * Stops the background work and flushes pending writes, leaving the stores and coordination open: what close() does
   * first. For a composition rebuilt over the same stores (`npm run dev` reloading skills). Idempotent.
   */
  stop(): Promise<void>
  /** stop(), then closes the coordination and the stores. Idempotent. */
  close(): Promise<void>
}

export interface ServiceOverrides {
  clock?: Clock
  ids?: IdSource
  logger?: Logger
  stores?: Stores
  coordination?: Coordination
  registry?: SkillRegistry
  versioning?: Versioning
  /** A model provider to use whatever the configuration says (tests with the fake). */
  provider?: import('./providers/index.ts').ModelProvider | null
  /** The turn runner's owner name (tests running two "instances" in one process). */
  instanceName?: string
}

// The MongoDB and Redis adapters (and their drivers) are loaded only when configured: the embedded default never holds
// them (measured, services built on the embedded store after a full GC: live heap 40 → 33 MB, heap 124 → 101 MB).
export async function openStores(config: Config): Promise<Stores> {
  if (!config.mongodbUrl) return openEmbeddedStores(config.dataDir)
  const { openMongoStores } = await import('./store/mongo/index.ts')
  return openMongoStores(config.mongodbUrl, config.mongodbDb, {
    operationMs: config.mongodbTimeoutMs,
    connectMs: config.mongodbConnectTimeoutMs,
  })
}

export async function buildServices(config: Config, o: ServiceOverrides = {}): Promise<Services> {
  const logger = o.logger ?? createLogger(config.logLevel)
  const clock = o.clock ?? systemClock
  const ids = o.ids ?? randomIds
  // The alpha host also serves what is marked preview; production answers it as absent (SPEC-DECISIONS "Hosts").
  const registry = (o.registry ?? (await loadSkills(config.skillsDir))).forChannel(config.serviceChannel)
  const versioning = o.versioning ?? new Versioning(VERSIONS, config.serviceChannel)
  const spec = bundleSpec(readBaseDocument(defaultBaseDocumentPath()), registry.list(), {
    servers: publishedServers(config),
    serviceVersions: versioning.supported,
    responseExamples: readResponseExamples(),
  })
  const router = await ApiRouter.create(spec)
  const stores = o.stores ?? (await openStores(config))
  const coordination =
    o.coordination ??
    (config.redisUrl
      ? (await import('./store/redis/index.ts')).openRedisCoordination(config.redisUrl, {
          logger,
          keyPrefix: config.redisKeyPrefix,
        })
      : createInProcessCoordination())

  const keyVerifier = new KeyVerifier({
    stores,
    coordination,
    clock,
    logger,
    ttlSeconds: config.keyCacheTtlSeconds,
    lastUsedDebounceSeconds: config.lastUsedDebounceSeconds,
  })
  const sessionTokens = new SessionTokens({
    stores,
    clock,
    ids,
    ttlSeconds: config.sessionTtlSeconds,
    secret: await SessionTokens.resolveSecret(stores, config.sessionJwtSecret),
  })
  const sealer = new Sealer(
    await stores.settings.getOrInsert('idempotency_seal_secret', randomBytes(32).toString('base64url')),
  )
  // The built-in authorization server's keys (also what /mcp checks tokens against), unless an external one is configured.
  const signingKeys = new SigningKeys({ stores, sealer, clock, rotationDays: config.oauth.keyRotationDays })
  const oauthTokens = new OAuthTokens({
    stores,
    clock,
    jwksUrl: config.oauth.jwksUrl,
    signingKeys: config.oauth.jwksUrl ? null : signingKeys,
    issuer: config.oauth.issuer,
    audience: config.oauth.audience,
  })
  const recordSweeper = new RecordSweeper({ stores, clock, logger })
  const authenticator = new Authenticator({
    keys: keyVerifier,
    sessions: sessionTokens,
    oauth: oauthTokens,
    sessionCookieName: config.sessionCookieName,
  })
  const keysDeps: KeysDeps = { stores, coordination, verifier: keyVerifier, clock, ids, logger }
  const reaper = new KeyReaper(keysDeps, config.reaperIntervalSeconds)
  // With Redis, rate limits fall back to in-process counting per instance while Redis is unreachable (logged
  // once per outage, reported by /health) and return to Redis when it answers again.
  let fallback: FallbackSwitch | null = null
  let windows = coordination.windows
  let concurrency = coordination.concurrency
  if (coordination.kind === 'redis') {
    fallback = createFallbackSwitch({ logger, name: 'rate limits' })
    windows = withFallback(coordination.windows, createMemorySlidingWindowStore(), fallback)
    concurrency = withConcurrencyFallback(coordination.concurrency, createMemoryConcurrencyStore(), fallback)
  }
  const metrics = new Metrics({
    fallbackState: () => fallback?.state() ?? 'primary',
    webhookBacklog: () => stores.webhookDeliveries.countPending(),
  })
  const limiter = new Limiter({
    windows,
    stores,
    clock,
    logger,
    defaultPerMinute: config.defaultRequestsPerMinute,
    ipPerMinute: config.ipRequestsPerMinute,
    onDecision: (policy, admitted) => metrics.limiterDecision(policy, admitted),
  })
  const trustedProxies = parseTrustedProxies(config.trustedProxies)

  // Webhooks: registration checks and delivery share one allow-list (empty by default: public HTTPS only).
  const allow = parseAllowList(config.webhooks.allowHosts)
  const deliveryClient = createDeliveryClient({
    allow,
    timeoutMs: config.webhooks.timeoutMs,
    ...(config.webhooks.caFile ? { ca: fs.readFileSync(config.webhooks.caFile) } : {}),
  })
  // Documents named by someone else's URL (OAuth Client ID Metadata Documents) are read through the same SSRF guard.
  const documentFetch = createGuardedFetch({
    allow,
    timeoutMs: 5000,
    ...(config.webhooks.caFile ? { ca: fs.readFileSync(config.webhooks.caFile) } : {}),
  })
  const dispatcher = new WebhookDispatcher({
    stores,
    clock,
    ids,
    logger,
    sealer,
    client: deliveryClient,
    pollMs: config.webhooks.pollMs,
    leaseMs: config.webhooks.leaseMs,
    retryDelaysS: config.webhooks.retryDelaysS,
    maxAttempts: config.webhooks.maxAttempts,
    retentionDays: config.webhooks.retentionDays,
    concurrency: config.webhooks.concurrency,
    onAttempt: (outcome, queuedSeconds) => metrics.webhookAttempt(outcome, queuedSeconds),
  })
  keysDeps.onEvents = () => dispatcher.wake()
  const webhooksDeps: WebhooksDeps = {
    stores,
    clock,
    ids,
    logger,
    sealer,
    checkUrl: (url) => checkWebhookUrl(url, { allow }),
    onWork: () => dispatcher.wake(),
  }

  // WorkStreams: the worker is built once the in-process door exists (below); wake-ups reach it through this holder.
  let worker: WorkstreamWorker | null = null
  // Event tails on other instances wake on this one's transitions through Redis pub/sub (they poll as well).
  const wakeups =
    config.redisUrl && coordination.kind === 'redis'
      ? (await import('./store/redis/index.ts')).openRedisWakeups(config.redisUrl, {
          keyPrefix: config.redisKeyPrefix,
          logger,
        })
      : null
  const workstreamsDeps: WorkstreamsDeps = {
    stores,
    clock,
    ids,
    logger,
    registry,
    onWork: () => worker?.wake(),
    onEvents: () => dispatcher.wake(),
    tails: { signals: new CycleSignals(wakeups), concurrency, pollMs: config.workstreams.pollMs },
    maxLostAttempts: config.workstreams.maxLostAttempts,
  }

  // Topics: the model client (none unless MODEL_PROVIDER is set) and the turn runner.
  const provider = o.provider !== undefined ? o.provider : createProvider(config.model)
  const model = provider ? new ModelClient(provider, { usage: stores.modelUsage, clock, ids, logger }) : null
  // The knowledge base (shipped sample + imported documents, rebuilt when another instance imports) and intent routing.
  const knowledge = new KnowledgeBase({ store: stores.knowledge, clock, refreshMs: config.knowledge.refreshMs })
  const intentRouter = new IntentRouter(ruleRouter, () =>
    registry.list().map((x) => ({
      name: x.manifest.name,
      slug: x.manifest.slug,
      cluster: x.manifest.cluster,
      permission: x.manifest.permission,
    })),
  )
  const topicsBase = { stores, clock, ids, logger, model, knowledge, askWaitMs: config.topics.askWaitMs }
  const turnRunner = new TurnRunner(topicsBase, {
    owner: o.instanceName ?? `${hostname()}:${process.pid}:${ids.id('trn')}`,
    leaseMs: config.topics.turnLeaseMs,
    maxMs: config.topics.turnMaxMs,
    pollMs: Math.min(1000, Math.max(50, Math.floor(config.topics.turnLeaseMs / 3))),
    relay: wakeups,
    onEvents: () => dispatcher.wake(),
  })
  const topicsDeps: TopicsDeps = { ...topicsBase, turns: turnRunner }

  let stopped: Promise<void> | null = null
  let closed: Promise<void> | null = null
  const stop = (): Promise<void> => {
    stopped ??= (async () => {
      await reaper.stop()
      recordSweeper.stop()
      // Attempts in flight finish and are stored before the stores close.
      await workstreamWorker.stop()
      await turnRunner.stop()
      await dispatcher.stop()
      await deliveryClient.close()
      await documentFetch.close()
      await keyVerifier.flush()
      await wakeups?.close()
    })()
    return stopped
  }
  // Answers within a second whatever the store and Redis do: both checks run at once, each raced against
  // HEALTH_CHECK_MS; one that misses it counts as down (a stalled store never answers a ping).
  const HEALTH_CHECK_MS = 700
  const within = <T>(check: Promise<T>, late: T): Promise<T> => {
    let timer: NodeJS.Timeout | undefined
    const deadline = new Promise<T>((resolve) => {
      timer = setTimeout(() => resolve(late), HEALTH_CHECK_MS)
    })
    return Promise.race([check, deadline]).finally(() => clearTimeout(timer))
  }
  const health = async (): Promise<Health> => {
    const [store, redis] = await Promise.all([
      within(
        stores.ping().then(
          () => 'ok' as const,
          () => 'down' as const,
        ),
        'down' as const,
      ),
      config.redisUrl || coordination.kind === 'redis'
        ? within(
            coordination.health().then(
              (h) => h.status,
              () => 'down' as const,
            ),
            'down' as const,
          )
        : ('not_configured' as const),
    ])
    const mode = !fallback
      ? ('local' as const)
      : fallback.state() === 'fallback' || redis === 'down'
        ? ('local_fallback' as const)
        : ('shared' as const)
    const status = store === 'down' ? 'down' : redis === 'down' || mode === 'local_fallback' ? 'degraded' : 'ok'
    return {
      // openapi.yaml's info.version is one of the supported dates (a test keeps the enum and VERSIONS equal).
      status,
      version: String((spec.info as { version?: string }).version ?? '') as Health['version'],
      store: { kind: stores.kind, status: store },
      redis: { status: redis },
      rate_limits: { mode },
    }
  }
  const operations = new Operations({
    catalog: new OperationCatalog(router, registry, {
      // An upload's request: the file plus room for the multipart framing (boundaries, part headers).
      bodyLimitBytes: config.bodyLimitBytes,
      streamBodyLimitBytes: config.fileLimitBytes + 65_536,
      skillTimeLimitMs: config.skillTimeLimitMs,
    }),
    router,
    limiter,
    idempotency: coordination.idempotency,
    sealer,
    clock,
    versioning,
    logger,
    handlers: buildHandlers({
      keys: keysDeps,
      webhooks: webhooksDeps,
      workstreams: workstreamsDeps,
      topics: topicsDeps,
      clients: { stores, clock, ids },
      books: { stores },
      files: { stores, clock, ids, fileLimitBytes: config.fileLimitBytes },
      limiter,
      sessionTokens,
      registry,
      spec,
      health,
      sessionCookie: { name: config.sessionCookieName, secure: config.sessionCookieSecure },
      connections: { stores, clock },
    }),
    skillData: skillDataFactory({ stores, clock, ids }),
    skillWorkstreams: (p) => skillWorkstreams(workstreamsDeps, p),
    skillTopics: (p) => skillTopics(topicsDeps, p),
    knowledge,
    skillModel: (organizationId, skill, signal) =>
      model ? skillModel(model, { organizationId, purpose: skill }, signal) : null,
    skillIntents: (p, m) => ({
      route: (text) =>
        intentRouter.route(text, { holds: (perm) => isPermission(perm) && grants(p.permissions, perm), model: m }),
    }),
    responseValidation: config.responseValidation,
    observer: {
      idempotency: (outcome) => metrics.idempotencyOutcome(outcome),
      skillRun: (skill, outcome, seconds) => metrics.skillRun(skill, outcome, seconds),
    },
  })
  const inProcess = new InProcessDoor(operations, { versioning, logger })
  const workstreamWorker = new WorkstreamWorker(workstreamsDeps, {
    owner: `${hostname()}:${process.pid}:${ids.id('wrk')}`,
    runner: inProcess,
    leaseMs: config.workstreams.leaseMs,
    pollMs: config.workstreams.pollMs,
    concurrency: config.workstreams.concurrency,
    catchupDays: config.workstreams.catchupDays,
  })
  worker = workstreamWorker
  return {
    config,
    logger,
    clock,
    ids,
    stores,
    coordination,
    registry,
    spec,
    router,
    operations,
    inProcess,
    metrics,
    keyVerifier,
    sessionTokens,
    oauthTokens,
    signingKeys,
    recordSweeper,
    authenticator,
    keysDeps,
    reaper,
    limiter,
    concurrency,
    versioning,
    sealer,
    trustedProxies,
    documentFetch,
    webhooksDeps,
    dispatcher,
    workstreamsDeps,
    workstreamWorker,
    model,
    topicsDeps,
    turnRunner,
    knowledge,
    intentRouter,
    health,
    start() {
      reaper.start()
      recordSweeper.start()
      if (config.webhooks.dispatcher) dispatcher.start()
      if (config.workstreams.worker) workstreamWorker.start()
      // Topic turns: the reaper (orphaned and over-age turns) and queued turns nobody started; every instance runs it.
      turnRunner.start()
    },
    stop,
    close() {
      closed ??= (async () => {
        await stop()
        await coordination.close()
        await stores.close()
      })()
      return closed
    },
  }
}
