// operationId → operation. HTTP stays thin: each entry unpacks the call and hands it to a capability.
import type { Services } from '../services.ts'
import { AppError } from '../errors/index.ts'
import * as keys from '../keys/index.ts'
import { endpoints as hooks, eventTypeCatalogue } from '../webhooks/index.ts'
import { invokeSkill, permissionCatalogue, skillSummaries, type LoadedSkill, type SkillRegistry } from '../skill-runtime/index.ts'
import type { Operation } from 'openapi-backend'
import { page } from '../lib/pagination.ts'
import { forbidden, type Principal } from '../auth/index.ts'
import type { HttpCall, RouteHandler } from './types.ts'

const who = (c: HttpCall): Principal => {
  if (!c.principal) throw new AppError('auth_required')
  return c.principal
}
const pageOf = (c: HttpCall) => ({ limit: c.query.limit as number | undefined, offset: c.query.offset as number | undefined })
const ok = (body: unknown, status = 200) => ({ status, body })
const noContent = { status: 204 }

export function buildRoutes(s: Services): Record<string, RouteHandler> {
  const k = s.keysDeps
  const w = s.webhooksDeps
  const invoke: RouteHandler = async (c) => {
    const name = ((c.operation as unknown as Record<string, unknown>)['x-skill-name'] as string | undefined) ?? c.params.skill ?? ''
    return ok(await invokeSkill(s.registry, name, c.body, {
      principal: who(c), correlationId: c.correlationId, logger: c.logger, clock: s.clock,
    }))
  }
  const routes: Record<string, RouteHandler> = {
    getHealth: async () => {
      const h = await s.health()
      return { status: h.status === 'down' ? 503 : 200, body: h }
    },
    getOpenApi: async () => ok(s.spec),
    listSkills: async (c) => {
      const { data, has_more } = page(skillSummaries(s.registry), pageOf(c))
      return ok({ skills: data, has_more })
    },
    invokeSkillByNameOrSlug: invoke,
    listConnectKeys: async (c) => ok(await keys.listKeys(k, who(c), pageOf(c))),
    createConnectKey: async (c) => {
      const p = who(c)
      // Portal key creation (a signed-in browser) has its own limit: 1 per minute, 5 per day per user.
      if (p.method === 'session_cookie') await s.limiter.portalKeyCreation(p.userId)
      return ok(await keys.createKey(k, p, c.body as keys.CreateKeyInput), 201)
    },
    getPermissionCatalog: async (c) => { who(c); return ok({ data: permissionCatalogue(s.registry) }) },
    listKeyWorkspaces: async (c) => ok(await keys.listWorkspaces(k, who(c), pageOf(c))),
    getConnectKey: async (c) => ok(await keys.getKey(k, who(c), c.params.key_id!)),
    updateConnectKey: async (c) => ok(await keys.updateKey(k, who(c), c.params.key_id!, c.body as keys.UpdateKeyInput)),
    deleteConnectKey: async (c) => { await keys.deleteKey(k, who(c), c.params.key_id!); return noContent },
    flushConnectKeyCache: async (c) => { await keys.flushKeyCache(k, who(c), c.params.key_id!); return noContent },
    rotateConnectKey: async (c) => ok(await keys.rotateKey(k, who(c), c.params.key_id!, (c.body ?? {}) as { grace_period_hours?: number }), 201),
    listWebhookEndpoints: async (c) => ok(await hooks.listEndpoints(w, who(c), pageOf(c))),
    createWebhookEndpoint: async (c) => ok(await hooks.createEndpoint(w, who(c), c.body as hooks.CreateEndpointInput), 201),
    getWebhookEndpoint: async (c) => ok(await hooks.getEndpoint(w, who(c), c.params.endpoint_id!)),
    updateWebhookEndpoint: async (c) => ok(await hooks.updateEndpoint(w, who(c), c.params.endpoint_id!, c.body as hooks.UpdateEndpointInput)),
    deleteWebhookEndpoint: async (c) => { await hooks.deleteEndpoint(w, who(c), c.params.endpoint_id!); return noContent },
    rotateWebhookSecret: async (c) => ok(await hooks.rotateSecret(w, who(c), c.params.endpoint_id!, (c.body ?? {}) as { grace_period_hours?: number })),
    listWebhookDeliveries: async (c) => ok(await hooks.listDeliveries(w, who(c), c.params.endpoint_id!, pageOf(c))),
    redeliverWebhook: async (c) => ok(await hooks.redeliver(w, who(c), c.params.endpoint_id!, c.params.delivery_id!), 202),
    listWebhookEventTypes: async (c) => { who(c); return ok({ data: eventTypeCatalogue() }) },
    getMe: async (c) => {
      const p = who(c)
      return ok({
        user_id: p.userId, organization_id: p.organizationId, workspace_id: p.workspaceId, auth_method: p.method,
        permissions: [...p.permissions], key_id: p.keyId, session_id: p.sessionId,
      })
    },
    logout: async (c) => {
      const p = who(c)
      if ((p.method !== 'session_cookie' && p.method !== 'session_jwt') || !p.sessionId) {
        throw forbidden('session', 'Only a portal session can log out; revoke API keys with DELETE /api/v1/connect-keys/{key_id}.')
      }
      await s.sessionTokens.revoke(p.sessionId)
      const headers: Record<string, string> = p.method === 'session_cookie'
        ? { 'Set-Cookie': `${s.config.sessionCookieName}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax` } : {}
      return { status: 204, headers }
    },
  }
  for (const skill of s.registry.list()) routes[`invoke_${skill.manifest.slug}`] = invoke
  return routes
}

/** The skill an operation invokes: its literal operation, or the generic path's name or slug. */
export function skillOf(registry: SkillRegistry, op: Operation, params: Record<string, string>): LoadedSkill | undefined {
  const name = (op as unknown as Record<string, unknown>)['x-skill-name']
  if (typeof name === 'string') return registry.resolve(name)
  return op.operationId === 'invokeSkillByNameOrSlug' && params.skill ? registry.resolve(params.skill) : undefined
}

/** Operations that honour Idempotency-Key: creating POSTs (x-idempotent in openapi.yaml) and write skills. */
export function idempotentOperation(op: Operation, skill: LoadedSkill | undefined): boolean {
  if (skill) return skill.manifest.writes
  return (op as unknown as Record<string, unknown>)['x-idempotent'] === true
}

/** Operations that validate their own body (skills validate in invokeSkill, the one door for every caller). */
export function validatesOwnBody(operationId: string): boolean {
  return operationId === 'invokeSkillByNameOrSlug' || operationId.startsWith('invoke_')
}
