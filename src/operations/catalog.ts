// The operations the service offers, with their exceptions as data (ARCHITECTURE "Doors over one operation
// pipeline"): public (`security: []`), never throttled (`x-never-throttled`), idempotent (`x-idempotent`, or a
// skill that writes), a body handed over unread (`x-body: stream`), deprecated (`deprecated` with `x-deprecated-since`/`x-successor`), cached (`x-cache-control`), body limits
// and time limits, and the generic skill operation (`x-skill-param`). Everything is read from the bundled openapi.yaml and
// the skills' skill.json, never from operation ids.
import type { Operation } from 'openapi-backend'
import { AppError } from '../errors/index.ts'
import { START_LIMITS, isStartLimitName } from '../ratelimit/index.ts'
import type { LoadedSkill, SkillRegistry } from '../skill-runtime/index.ts'
import type { ApiRouter } from './router.ts'

export interface OperationDef {
  id: string
  method: string
  path: string
  isPublic: boolean
  neverThrottled: boolean
  idempotent: boolean
  /** Successor may be a path template: its `{param}`s are filled from the request's path parameters. */
  deprecated: { since: string; successor: string } | null
  /** Top-level request body fields marked `deprecated` with `x-deprecated-since` (e.g. `blueprint_id`). */
  deprecatedFields: Array<{ name: string; since: string; successor: string | null }>
  /** The operation declares a request body. */
  hasBody: boolean
  /** `x-body: stream`: the door hands the body over unread (call.upload) instead of parsing JSON. */
  bodyStream: boolean
  /** `x-sse`: the operation can answer as an event stream (the door offers call.events when the caller asks). */
  sse: boolean
  /**
   * `x-cache-control`: the 200 answer is the same bytes for every caller until the next deploy (the API description),
   * so the door sends it with this Cache-Control, an ETag, 304 on If-None-Match and gzip or Brotli. null: not cached.
   */
  cacheControl: string | null
  bodyLimitBytes: number
  /** A generic skill operation (`x-skill-param`): this path parameter names the skill to run. */
  skillParam: string | null
  /** The skill this operation runs, or null for a REST operation. */
  skill: LoadedSkill | null
  /**
   * What a run of this operation starts, counted per key before it runs: a named limit (`x-start-limit` on the
   * operation, `start_limit` in skill.json; ratelimit/policies.ts START_LIMITS), shared by every operation naming it,
   * or a skill's own `rate_limit.starts_per_minute`. null: not limited.
   */
  startLimit: StartLimit | null
  /** A run past this is stopped and answered 504 skill_timeout (skills only). */
  timeLimitMs: number | null
  /** openapi-backend's operation, for request and response validation. */
  spec: Operation
}

export interface StartLimit {
  window: string
  perMinute: number
  what: string
}

function startLimitOf(op: Operation, skill: LoadedSkill | null): StartLimit | null {
  // cast: x- members are not in the operation type; read by name
  const name = skill ? skill.manifest.start_limit : (op as unknown as Record<string, unknown>)['x-start-limit']
  if (name !== undefined) {
    if (!isStartLimitName(name))
      throw new Error(`operation ${op.operationId} names unknown start limit ${JSON.stringify(name)}`)
    return { window: `starts:${name}`, ...START_LIMITS[name] }
  }
  const own = skill?.manifest.rate_limit?.starts_per_minute
  return own === undefined
    ? null
    : { window: `skill:${skill!.manifest.name}`, perMinute: own, what: `${skill!.manifest.name} starts` }
}

export interface CatalogOptions {
  bodyLimitBytes: number
  /** The limit of a streamed body (`x-body: stream`); bodyLimitBytes when absent. */
  streamBodyLimitBytes?: number
  skillTimeLimitMs: number
}

/** Deprecated top-level fields of the JSON request body (the operation's schema is dereferenced by openapi-backend). */
function deprecatedFieldsOf(op: Operation): OperationDef['deprecatedFields'] {
  const body = op.requestBody as
    | { content?: Record<string, { schema?: { properties?: Record<string, Record<string, unknown>> } }> }
    | undefined
  const props = body?.content?.['application/json']?.schema?.properties ?? {}
  return Object.entries(props).flatMap(([name, p]) =>
    p.deprecated === true && typeof p['x-deprecated-since'] === 'string'
      ? [
          {
            name,
            since: p['x-deprecated-since'] as string,
            successor: typeof p['x-successor'] === 'string' ? (p['x-successor'] as string) : null,
          },
        ]
      : [],
  )
}

function defOf(op: Operation, skill: LoadedSkill | null, o: CatalogOptions): OperationDef {
  // cast: x- members are not in the operation type; read by name
  const x = op as unknown as Record<string, unknown>
  const since = x['x-deprecated-since']
  const successor = x['x-successor']
  return {
    id: op.operationId!,
    method: op.method,
    path: op.path,
    isPublic: Array.isArray(op.security) && op.security.length === 0,
    neverThrottled: x['x-never-throttled'] === true,
    idempotent: skill ? skill.manifest.writes : x['x-idempotent'] === true,
    deprecated:
      op.deprecated && typeof since === 'string' && typeof successor === 'string' ? { since, successor } : null,
    deprecatedFields: deprecatedFieldsOf(op),
    hasBody: op.requestBody !== undefined,
    bodyStream: x['x-body'] === 'stream',
    sse: x['x-sse'] === true,
    cacheControl: typeof x['x-cache-control'] === 'string' ? x['x-cache-control'] : null,
    skillParam: typeof x['x-skill-param'] === 'string' ? x['x-skill-param'] : null,
    bodyLimitBytes:
      x['x-body'] === 'stream'
        ? (o.streamBodyLimitBytes ?? o.bodyLimitBytes)
        : Math.max(o.bodyLimitBytes, skill?.manifest.max_body_bytes ?? 0),
    skill,
    startLimit: startLimitOf(op, skill),
    timeLimitMs: skill ? (skill.manifest.time_limit_ms ?? o.skillTimeLimitMs) : null,
    spec: op,
  }
}

export class OperationCatalog {
  private readonly byId = new Map<string, OperationDef>()
  private readonly registry: SkillRegistry

  constructor(router: ApiRouter, registry: SkillRegistry, o: CatalogOptions) {
    this.registry = registry
    for (const op of router.listOperations()) {
      if (!op.operationId) continue
      // cast: x- members are not in the operation type; read by name
      const name = (op as unknown as Record<string, unknown>)['x-skill-name']
      const skill = typeof name === 'string' ? (registry.resolve(name) ?? null) : null
      if (typeof name === 'string' && !skill) throw new Error(`operation ${op.operationId} names unknown skill ${name}`)
      this.byId.set(op.operationId, defOf(op, skill, o))
    }
  }

  get(id: string): OperationDef | undefined {
    return this.byId.get(id)
  }

  /** The operation that runs any skill named by its path parameter (`x-skill-param`). */
  genericSkillOperation(): OperationDef {
    const def = [...this.byId.values()].find((d) => d.skillParam !== null)
    if (!def) throw new Error('openapi.yaml has no operation marked x-skill-param')
    return def
  }

  /** The skill's own operation (`invoke_<slug>`), by name or slug; 404 skill_not_found otherwise. */
  skill(nameOrSlug: string): OperationDef {
    const skill = this.registry.resolve(nameOrSlug)
    const def = skill && this.byId.get(`invoke_${skill.manifest.slug}`)
    if (!def)
      throw new AppError('skill_not_found', `No skill named ${JSON.stringify(nameOrSlug.slice(0, 120))}.`, {
        param: 'skill',
      })
    return def
  }

  /** The operation a call runs: the generic skill operation becomes the named skill's own. */
  resolve(id: string, params: Readonly<Record<string, string>>): OperationDef {
    const def = this.byId.get(id)
    if (!def) throw new Error(`unknown operation ${id}`)
    return def.skillParam ? this.skill(params[def.skillParam] ?? '') : def
  }

  list(): OperationDef[] {
    return [...this.byId.values()]
  }
}
