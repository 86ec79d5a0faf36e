// One server (in-process, store chosen by the environment: embedded, or MongoDB+Redis when MONGODB_URL /
// REDIS_URL are set) with Prism's validating proxy in front, two tenants, the two request doors, and optionally a
// local HTTPS webhook receiver the server trusts.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  makeSelfSignedCertificate,
  startHttpsReceiver,
  type HttpsReceiver,
  type ReceiverHandler,
} from '../../src/webhooks/testing/https-receiver.ts'
import {
  createTenant,
  startTestServer,
  type StartOptions,
  type Tenant,
  type TestServer,
} from '../../src/testing/test-server.ts'
import { createClient, ExerciseLog, type Client } from './client.ts'
import { startPrismProxy, type PrismProxy } from './prism.ts'
import { examplesRecorder, RECORD_EXAMPLES } from './examples-recorder.ts'
import { SpecOperations } from './spec-operations.ts'

/** Small enough that a 413 is cheap to provoke, large enough for every skill example (the largest is ~29 kB). */
export const BODY_LIMIT_BYTES = 65_536

export interface Harness {
  server: TestServer
  prism: PrismProxy
  /** The document the server serves at /openapi.json and Prism validates against. */
  spec: Record<string, unknown> & { paths: Record<string, Record<string, unknown>> }
  operations: SpecOperations
  log: ExerciseLog
  /** Through Prism: every response is checked against the document. */
  proxy: Client
  /** Straight to the server: for what Prism answers itself (see README). */
  direct: Client
  tenant: Tenant
  /** A second organization, for cross-tenant checks. */
  other: Tenant
  /** The local HTTPS webhook receiver (option `webhookReceiver`), reached as https://localhost:<port>. */
  receiver: HttpsReceiver | null
  close(): Promise<void>
}

export interface HarnessOptions {
  /** Extra server environment (over the test defaults and BODY_LIMIT_BYTES), e.g. IP_RATE_LIMIT_PER_MINUTE, SKILLS_DIR. */
  env?: Record<string, string>
  /** An injected clock (ManualClock) for the server; the clients then check rate-limit headers against it. */
  clock?: NonNullable<StartOptions['clock']>
  /** Wraps the server's stores (test-server fault injection, e.g. a slow write). */
  wrapStores?: StartOptions['wrapStores']
  /** Record exercised operations into this log (to share one coverage picture between harnesses). */
  log?: ExerciseLog
  /**
   * Start a local HTTPS webhook receiver (answering with this handler) before the server, with a fresh self-signed
   * certificate for 'localhost', and start the server trusting it: WEBHOOK_ALLOW_HOSTS=localhost (the name only,
   * any port) and WEBHOOK_CA_FILE=<that certificate>. The receiver is closed with the harness.
   */
  webhookReceiver?: ReceiverHandler
}

/** The receiver and the server environment that trusts it; `dispose` closes it and removes the CA file. */
async function startWebhookReceiver(
  handler: ReceiverHandler,
): Promise<{ receiver: HttpsReceiver; env: Record<string, string>; dispose(): Promise<void> }> {
  const cert = makeSelfSignedCertificate(['localhost'])
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-webhook-ca-'))
  const caFile = path.join(dir, 'ca.pem')
  fs.writeFileSync(caFile, cert.cert)
  const receiver = await startHttpsReceiver(cert, handler)
  return {
    receiver,
    env: { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_CA_FILE: caFile },
    async dispose() {
      await receiver.close()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

export async function startHarness(o: HarnessOptions = {}): Promise<Harness> {
  const hooks = o.webhookReceiver ? await startWebhookReceiver(o.webhookReceiver) : null
  let server: TestServer
  try {
    server = await startTestServer({
      env: { BODY_LIMIT_BYTES: String(BODY_LIMIT_BYTES), ...hooks?.env, ...o.env },
      ...(o.clock ? { clock: o.clock } : {}),
      ...(o.wrapStores ? { wrapStores: o.wrapStores } : {}),
    })
  } catch (e) {
    await hooks?.dispose()
    throw e
  }
  let prism: PrismProxy | undefined
  try {
    const spec = server.services.spec as Harness['spec']
    const [tenant, other] = await Promise.all([createTenant(server.services), createTenant(server.services)])
    prism = await startPrismProxy({ spec, upstream: server.url, readinessPath: '/health' })
    const operations = new SpecOperations(spec)
    const log = o.log ?? new ExerciseLog()
    const p = prism
    const clock = o.clock
    const serverNowMs = clock ? () => clock.nowMs() : Date.now
    // RECORD_EXAMPLES=1: every answer is recorded, and the fixtures are written when the harness closes. Not from a
    // server with other skills (the gated server's fixture skills are not the published catalogue).
    const recorder = RECORD_EXAMPLES && !o.env?.SKILLS_DIR ? examplesRecorder : undefined
    return {
      server,
      prism,
      spec,
      operations,
      log,
      tenant,
      other,
      receiver: hooks?.receiver ?? null,
      proxy: createClient({
        baseUrl: prism.url,
        via: 'proxy',
        operations,
        log,
        serverNowMs,
        prismOutput: () => p.output(),
        recorder,
      }),
      direct: createClient({ baseUrl: server.url, via: 'direct', operations, log, serverNowMs, recorder }),
      async close() {
        if (recorder) {
          try {
            const written = recorder.write()
            console.info(
              `RECORD_EXAMPLES: ${recorder.exchanges.length} answers recorded, ${written.length} fixture files written`,
            )
          } catch (e) {
            console.error('RECORD_EXAMPLES: writing the fixtures failed', e)
          }
        }
        await p.close().catch(() => undefined)
        await server.close()
        await hooks?.dispose()
      },
    }
  } catch (e) {
    await prism?.close().catch(() => undefined)
    await server.close()
    await hooks?.dispose()
    throw e
  }
}

/** A key created through the API (via the proxy) holding exactly `permissions`. */
export async function newKey(
  h: Harness,
  permissions: string[],
  extra: Record<string, unknown> = {},
): Promise<{ id: string; value: string; body: Record<string, unknown> }> {
  const r = await h.proxy('/api/v1/connect-keys', {
    token: h.tenant.adminKey,
    body: { name: `contract ${permissions.join(' ') || 'none'}`, permissions, ...extra },
  })
  if (r.status !== 201) throw new Error(`could not create a key: ${r.describe()}`)
  return { id: r.body.id as string, value: r.body.value as string, body: r.body }
}

/** A portal session token (HS256 JWT) for the tenant's owner, as the portal would hold after sign-in. */
export async function sessionToken(h: Harness, t: Tenant = h.tenant): Promise<string> {
  return (await h.server.services.sessionTokens.mint(t.userId, t.organizationId)).token
}
