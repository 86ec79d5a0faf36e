// In-process micro benchmarks for `npm run bench`: sk_ key verification (cache hit and miss) and routing
// cost versus operation count (our ApiRouter against openapi-backend's own, unpatched matchOperation).
import type { OpenAPIBackend, Request as OABRequest } from 'openapi-backend'
import { createLogger } from '../../src/lib/logger.ts'
import { startTestServer, createTenant } from '../../src/testing/test-server.ts'
import { ApiRouter, createBackend } from '../../src/operations/router.ts'
import { isWellFormedKey, keyDigest } from '../../src/auth/api-key-format.ts'
import type { OpenApiDocument } from '../../src/spec/index.ts'
import { benchAsync, benchSync, SKILL_PATH, type MicroResult } from './shared.ts'

export interface KeyVerifyResults {
  hit: MicroResult
  miss: MicroResult
  /** The synchronous part of every call, hit or miss: shape + CRC32 checksum + SHA-256 digest. */
  formatAndDigest: MicroResult
}

export interface RoutingRow {
  n: number
  operations: number
  /** ApiRouter.create(): dereference, init, and compile every request validator (startup cost). */
  apiRouterBuildMs: number
  /** new OpenAPIBackend({quick:true}).init(): validators compile lazily, so this is not comparable to the above. */
  openapiBackendInitMs: number
  apiRouter: { literal: MicroResult; templated: MicroResult }
  openapiBackend: { literal: MicroResult; templated: MicroResult }
}

/** Returns the served spec too, so the routing bench can start from exactly what the server routes by. */
export async function benchKeyVerify(): Promise<{ results: KeyVerifyResults; spec: OpenApiDocument }> {
  const ts = await startTestServer({
    env: { LOG_LEVEL: 'silent', RESPONSE_VALIDATION: 'off', MONGODB_URL: '', REDIS_URL: '' },
    logger: createLogger('silent'),
  })
  try {
    const tenant = await createTenant(ts.services)
    const v = ts.services.keyVerifier
    const key = tenant.adminKey
    await v.verify(key) // warm-up: the first call loads from the store and fills the cache
    const hit = await benchAsync(() => v.verify(key), { sampleMs: 200 })
    const miss = await benchAsync(
      () => {
        v.invalidateLocal(tenant.adminKeyId)
        return v.verify(key)
      },
      { sampleMs: 200 },
    )
    const formatAndDigest = benchSync(() => isWellFormedKey(key) && keyDigest(key), { sampleMs: 150 })
    return { results: { hit, miss, formatAndDigest }, spec: ts.services.spec }
  } finally {
    await ts.close()
  }
}

export const TEMPLATED_TEMPLATE = '/api/v1/connect-keys/{key_id}'
export const TEMPLATED_REQUEST = '/api/v1/connect-keys/key_0123456789abcdefABCD'

/**
 * The served spec plus `n` literal skill paths (copies of the identifiers.validate operation) and `n` templated
 * paths `/api/v1/resources-<i>/{resource_id}`. Their literal part is one character longer than
 * `/api/v1/connect-keys/`, so both routers try them before the connect-key template (worst case).
 */
export function syntheticSpec(served: OpenApiDocument, n: number): OpenApiDocument {
  const doc = structuredClone(served)
  const skillOp = doc.paths[SKILL_PATH]?.post as Record<string, unknown> | undefined
  if (!skillOp) throw new Error(`the served spec has no POST ${SKILL_PATH}`)
  if (!doc.paths[TEMPLATED_TEMPLATE]?.get) throw new Error(`the served spec has no GET ${TEMPLATED_TEMPLATE}`)
  for (let i = 0; i < n; i++) {
    const id = String(i).padStart(3, '0')
    doc.paths[`/api/v1/skills/synthetic.skill-${id}/invoke`] = {
      post: {
        ...structuredClone(skillOp),
        operationId: `invoke_synthetic_skill_${id}`,
        'x-skill-name': `synthetic.skill-${id}`,
      },
    }
    doc.paths[`/api/v1/resources-${id}/{resource_id}`] = {
      get: {
        operationId: `getSyntheticResource${id}`,
        parameters: [{ name: 'resource_id', in: 'path', required: true, schema: { type: 'string', maxLength: 64 } }],
        responses: { '200': { description: 'A synthetic resource.' } },
      },
    }
  }
  return doc
}

/** openapi-backend as it ships (router.ts's configuration, without our precompiled lookups). */
async function plainBackend(doc: OpenApiDocument): Promise<OpenAPIBackend> {
  const api = createBackend(doc)
  await api.init()
  return api
}

export async function benchRouting(
  served: OpenApiDocument,
  ns: number[],
  log: (s: string) => void,
): Promise<RoutingRow[]> {
  const rows: RoutingRow[] = []
  for (const n of ns) {
    const doc = syntheticSpec(served, n)
    let t = performance.now()
    const router = await ApiRouter.create(doc)
    const apiRouterBuildMs = performance.now() - t
    t = performance.now()
    const api = await plainBackend(doc)
    const openapiBackendInitMs = performance.now() - t

    // Both routers must agree before anything is timed.
    const lit = router.match('POST', SKILL_PATH)
    const tpl = router.match('GET', TEMPLATED_REQUEST)
    if (lit.kind !== 'ok' || lit.operation.path !== SKILL_PATH)
      throw new Error(`ApiRouter: literal path not matched (N=${n})`)
    if (tpl.kind !== 'ok' || tpl.operation.path !== TEMPLATED_TEMPLATE)
      throw new Error(`ApiRouter: templated path not matched (N=${n})`)
    const litReq: OABRequest = { method: 'POST', path: SKILL_PATH, headers: {} }
    const tplReq: OABRequest = { method: 'GET', path: TEMPLATED_REQUEST, headers: {} }
    if (api.router.matchOperation(litReq)?.path !== SKILL_PATH)
      throw new Error(`openapi-backend: literal path not matched (N=${n})`)
    if (api.router.matchOperation(tplReq)?.path !== TEMPLATED_TEMPLATE)
      throw new Error(`openapi-backend: templated path not matched (N=${n})`)

    const row: RoutingRow = {
      n,
      operations: router.operationCount,
      apiRouterBuildMs,
      openapiBackendInitMs,
      apiRouter: {
        literal: benchSync(() => router.match('POST', SKILL_PATH)),
        templated: benchSync(() => router.match('GET', TEMPLATED_REQUEST)),
      },
      openapiBackend: {
        literal: benchSync(() => api.router.matchOperation(litReq)),
        templated: benchSync(() => api.router.matchOperation(tplReq)),
      },
    }
    log(`  N=${n}: ${row.operations} operations, ApiRouter.create ${Math.round(apiRouterBuildMs)} ms`)
    rows.push(row)
  }
  return rows
}
