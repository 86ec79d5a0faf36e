// The small stages: who may call, how often, which version's shapes. Spec: Authentication ("Scopes"), Limits,
// Versioning; SPEC-DECISIONS "Errors" (403 insufficient_scope), "Rate limits", "Versioning".
import { AppError } from '../errors/index.ts'
import { requirePermission } from '../auth/index.ts'
import type { OpContext } from './context.ts'
import type { OperationResult } from './types.ts'

/** The generic skill operation runs the skill its path names (by name or slug). */
export function resolveSkill(c: OpContext): void {
  c.op = c.deps.catalog.skill(c.call.params[c.op.skillParam!] ?? '')
}

/** A credential is needed unless the operation is public; a skill needs its one permission (or service:full). */
export function authorize(c: OpContext): void {
  if (c.op.isPublic) return
  if (!c.principal)
    throw new AppError('auth_required', undefined, { headers: { 'WWW-Authenticate': 'Bearer realm="api"' } })
  if (c.op.skill) requirePermission(c.principal, c.op.skill.manifest.permission)
}

/** The per-credential request budget (403 RATE_LIMIT.USER/ORG when spent); its state goes on every answer. */
export function requestBudget(c: OpContext): Promise<void> | void {
  const now = c.deps.limiter.requestBudgetNow(c.principal!)
  if (now) {
    Object.assign(c.call.responseHeaders, now)
    return
  }
  return c.deps.limiter.requestBudget(c.principal!).then((h) => {
    Object.assign(c.call.responseHeaders, h)
  })
}

/**
 * RFC 9745 Deprecation (a structured date) and RFC 8288 Link: a deprecated route links its successor, the matching
 * resource when the successor is a path template (`/blueprints/{id}` -> `/workplans/{id}`); a request using a
 * deprecated body field (`blueprint_id`) links the description that names its successor (rel="deprecation").
 */
export function deprecation(c: OpContext): void {
  const d = c.op.deprecated
  const body =
    c.body && typeof c.body === 'object' && !Array.isArray(c.body) ? (c.body as Record<string, unknown>) : null
  const fields = body ? c.op.deprecatedFields.filter((f) => body[f.name] !== undefined) : []
  const dates = [...(d ? [d.since] : []), ...fields.map((f) => f.since)].sort()
  if (!dates.length) return
  c.call.responseHeaders.Deprecation = `@${Math.floor(Date.parse(`${dates[0]}T00:00:00Z`) / 1000)}`
  const links = [
    ...(d ? [`<${fillPath(d.successor, c.call.params)}>; rel="successor-version"`] : []),
    ...(fields.length ? [`<${DEPRECATION_DOC}>; rel="deprecation"; type="application/json"`] : []),
  ]
  c.call.responseHeaders.Link = links.join(', ')
}

/** Where deprecated fields are described (each with `deprecated: true` and its `x-successor`). */
export const DEPRECATION_DOC = '/openapi.json'

const fillPath = (template: string, params: Readonly<Record<string, string>>) =>
  template.replace(/\{([^}]+)\}/g, (m, name: string) =>
    params[name] === undefined ? m : encodeURIComponent(params[name]!),
  )

/** Requests pinned to an older version are brought to the latest shape before anything reads them. */
export function upgradeRequest(c: OpContext): void {
  if (c.body !== undefined) c.body = c.deps.versioning.upgradeRequest(c.call.version, c.op.id, c.body)
}

/** The operation's start limit (catalog.ts: a named one shared by every door, or a skill's own), counted only when it
 * really starts: after idempotency, so a replay is not a start. */
export async function startLimit(c: OpContext): Promise<void> {
  if (c.principal) await c.deps.limiter.starts(c.principal, c.op.startLimit!)
}

/** Brings the result from the latest shape back to the pinned version's. */
export function downgradeResponse(c: OpContext, r: OperationResult): OperationResult {
  if (r.body === undefined) return r
  const body = c.deps.versioning.downgradeResponse(c.call.version, { operationId: c.op.id, status: r.status }, r.body)
  return body === r.body ? r : { ...r, body }
}
