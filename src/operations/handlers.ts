// The REST operations by operation id (spec: Endpoints). Each entry unpacks a transport-free call and hands it
// to a capability; rules every operation shares (authorization, budgets, idempotency, versions, validation,
// output checks) are stages (stages.ts), never repeated here.
import { AppError } from '../errors/index.ts'
import { clearSessionCookie, forbidden, type Principal, type SessionCookie, type SessionTokens } from '../auth/index.ts'
import * as keys from '../keys/index.ts'
import { clients, ledgerLists, type ClientsDeps, type LedgerListsDeps } from '../books/index.ts'
import * as files from '../files/index.ts'
import { workspaces } from '../tenancy/index.ts'
import * as connections from '../connections/index.ts'
import { endpoints as hooks, eventTypeCatalogue, type WebhooksDeps } from '../webhooks/index.ts'
import * as topics from '../topics/index.ts'
import { approvals, cycles, drafts, templates, workplans, type WorkstreamsDeps } from '../workstreams/index.ts'
import { permissionCatalogue, skillSummaries, type SkillRegistry } from '../skill-runtime/index.ts'
import { page } from '../lib/pagination.ts'
import type { Logger } from '../lib/logger.ts'
import type { Limiter } from '../ratelimit/index.ts'
import type { RestOperations } from '../generated/operations.ts'
import type { Health, Me } from '../generated/api-types.ts'
import type { ContentBody, EventSink, UploadBody } from './types.ts'

export type RestOperationId = keyof RestOperations

/** A call as a handler sees it, typed from openapi.yaml by codegen: validated params, query (defaults in), body. */
export interface RestCall<K extends RestOperationId = RestOperationId> {
  principal: Principal | null
  params: RestOperations[K]['params']
  query: RestOperations[K]['query']
  body: RestOperations[K]['body']
  /** The unread body of an `x-body: stream` operation (an upload). */
  upload?: UploadBody | undefined
  version: string
  /** An event stream to answer with, when the operation is `x-sse` and the caller asked for one. */
  events?: EventSink | undefined
  /** The If-Match precondition sent with the call (commands on a versioned resource check it). */
  ifMatch?: string | undefined
  correlationId: string
  logger: Logger
}

export interface RestResult<K extends RestOperationId = RestOperationId> {
  status: number
  body?: RestOperations[K]['response']
  /** Bytes instead of a JSON body (a download). */
  content?: ContentBody
  headers?: Record<string, string>
}

export type RestHandler<K extends RestOperationId = RestOperationId> = (call: RestCall<K>) => Promise<RestResult<K>>

/** Exactly one handler per REST operation of openapi.yaml, each typed by its own operation. */
export type RestHandlers = { [K in RestOperationId]: RestHandler<K> }

/**
 * How the run stage calls a handler it picked by id at run time. The validate stage has checked params, query and
 * body against the same openapi.yaml the types were generated from, which is what makes the call typed above true.
 */
export type ValidatedRestHandler = (
  call: Omit<RestCall, 'params' | 'query' | 'body'> & {
    params: Record<string, string>
    query: Record<string, unknown>
    body: unknown
  },
) => Promise<{ status: number; body?: unknown; content?: ContentBody; headers?: Record<string, string> }>

/** The ports the REST operations use. */
export interface HandlerDeps {
  keys: keys.KeysDeps
  webhooks: WebhooksDeps
  clients: ClientsDeps
  /** The books' list routes (journal entries, statement lines). */
  books: LedgerListsDeps
  files: files.FilesDeps
  workstreams: WorkstreamsDeps
  topics: topics.TopicsDeps
  limiter: Pick<Limiter, 'portalKeyCreation'>
  sessionTokens: Pick<SessionTokens, 'revoke' | 'listLive' | 'revokeOwn' | 'revokeAll'>
  registry: SkillRegistry
  /** The bundled description served at /openapi.json. */
  spec: Record<string, unknown>
  health(): Promise<Health>
  sessionCookie: SessionCookie
  connections: connections.ConnectionsDeps
}

const who = (c: { principal: Principal | null }): Principal => {
  if (!c.principal) throw new AppError('auth_required')
  return c.principal
}
const ok = <T>(body: T, status = 200) => ({ status, body })
/** The caller, who must be a portal session (cookie or session JWT); anything else is 403. */
const sessionOnly = (c: { principal: Principal | null }, message: string): Principal & { sessionId: string } => {
  const p = who(c)
  if ((p.method !== 'session_cookie' && p.method !== 'session_jwt') || !p.sessionId) throw forbidden('session', message)
  return p as Principal & { sessionId: string }
}
const noContent = { status: 204 }
/** A cycle with its version as ETag (for If-Match); 202 when a command left it pausing or cancelling. */
// cast: the engine's cycle view is the Cycle response; the typed handler table wants each operation's generated type
const withEtag = (r: { cycle: unknown; etag: string; status?: number }, status = 200) => ({
  status: r.status ?? status,
  body: r.cycle as never,
  headers: { ETag: r.etag },
})

/** A draft with its version as ETag (for If-Match on edits and publishing). */
// cast: the engine's draft view is the WorkstreamDraft response; the typed handler table wants each operation's generated type
const draftWithEtag = (r: { draft: unknown; etag: string }, status = 200) => ({
  status,
  body: r.draft as never,
  headers: { ETag: r.etag },
})

/** The workplan operations, served under /workplans and (deprecated, the same handlers) under /blueprints. */
function workplanHandlers(d: HandlerDeps) {
  const ws = () => d.workstreams
  return {
    list: async (c: Pick<RestCall<'listWorkplans'>, 'principal' | 'query'>) =>
      ok(await workplans.listWorkplans(ws(), who(c), c.query)),
    create: async (c: Pick<RestCall<'createWorkplan'>, 'principal' | 'body'>) =>
      ok(await workplans.createWorkplan(ws(), who(c), c.body), 201),
    get: async (c: Pick<RestCall<'getWorkplan'>, 'principal' | 'params'>) =>
      ok(await workplans.getWorkplan(ws(), who(c), c.params.workplan_id)),
    update: async (c: Pick<RestCall<'updateWorkplan'>, 'principal' | 'params' | 'body'>) =>
      ok(await workplans.updateWorkplan(ws(), who(c), c.params.workplan_id, c.body)),
    archive: async (c: Pick<RestCall<'archiveWorkplan'>, 'principal' | 'params'>) =>
      ok(await workplans.archiveWorkplan(ws(), who(c), c.params.workplan_id)),
    writeStatus: async (c: Pick<RestCall<'getWorkplanWriteStatus'>, 'principal' | 'params'>) =>
      ok(await workplans.getWriteStatus(ws(), who(c), c.params.workplan_id)),
    enableWrites: async (c: Pick<RestCall<'enableWorkplanWrites'>, 'principal' | 'params'>) =>
      ok(await workplans.setWrites(ws(), who(c), c.params.workplan_id, true)),
    disableWrites: async (c: Pick<RestCall<'disableWorkplanWrites'>, 'principal' | 'params'>) =>
      ok(await workplans.setWrites(ws(), who(c), c.params.workplan_id, false)),
    triggers: async (c: Pick<RestCall<'listWorkplanTriggers'>, 'principal' | 'params' | 'query'>) =>
      ok(await workplans.listTriggers(ws(), who(c), c.params.workplan_id, c.query)),
  }
}

export function buildHandlers(d: HandlerDeps): RestHandlers {
  const k = d.keys
  const w = d.webhooks
  const ws = () => d.workstreams
  const wp = workplanHandlers(d)
  return {
    getHealth: async () => {
      const h = await d.health()
      return { status: h.status === 'down' ? 503 : 200, body: h }
    },
    getOpenApi: async () => ok(d.spec),
    listSkills: async (c) => {
      const { data, has_more } = page(skillSummaries(d.registry), c.query)
      return ok({ skills: data, has_more })
    },
    listConnectKeys: async (c) => ok(await keys.listKeys(k, who(c), c.query)),
    createConnectKey: async (c) => {
      const p = who(c)
      // Portal key creation (a signed-in browser) has its own limit: 1 per minute, 5 per day per user.
      if (p.method === 'session_cookie') await d.limiter.portalKeyCreation(p.userId)
      return ok(await keys.createKey(k, p, c.body), 201)
    },
    getPermissionCatalog: async (c) => {
      who(c)
      return ok({ data: permissionCatalogue(d.registry) })
    },
    listKeyWorkspaces: async (c) => ok(await keys.listWorkspaces(k, who(c), c.query)),
    getConnectKey: async (c) => ok(await keys.getKey(k, who(c), c.params.key_id)),
    updateConnectKey: async (c) => ok(await keys.updateKey(k, who(c), c.params.key_id, c.body)),
    deleteConnectKey: async (c) => {
      await keys.deleteKey(k, who(c), c.params.key_id)
      return noContent
    },
    flushConnectKeyCache: async (c) => {
      await keys.flushKeyCache(k, who(c), c.params.key_id)
      return noContent
    },
    rotateConnectKey: async (c) => ok(await keys.rotateKey(k, who(c), c.params.key_id, c.body ?? {}), 201),
    listWebhookEndpoints: async (c) => ok(await hooks.listEndpoints(w, who(c), c.query)),
    createWebhookEndpoint: async (c) => ok(await hooks.createEndpoint(w, who(c), c.body), 201),
    getWebhookEndpoint: async (c) => ok(await hooks.getEndpoint(w, who(c), c.params.endpoint_id)),
    updateWebhookEndpoint: async (c) => ok(await hooks.updateEndpoint(w, who(c), c.params.endpoint_id, c.body)),
    deleteWebhookEndpoint: async (c) => {
      await hooks.deleteEndpoint(w, who(c), c.params.endpoint_id)
      return noContent
    },
    rotateWebhookSecret: async (c) => ok(await hooks.rotateSecret(w, who(c), c.params.endpoint_id, c.body ?? {})),
    listWebhookDeliveries: async (c) => ok(await hooks.listDeliveries(w, who(c), c.params.endpoint_id, c.query)),
    getWebhookDelivery: async (c) => ok(await hooks.getDelivery(w, who(c), c.params.endpoint_id, c.params.delivery_id)),
    sendWebhookTestEvent: async (c) => ok(await hooks.sendTestEvent(w, who(c), c.params.endpoint_id), 202),
    redeliverWebhook: async (c) =>
      ok(await hooks.redeliver(w, who(c), c.params.endpoint_id, c.params.delivery_id), 202),
    listWorkspaces: async (c) => ok(await workspaces.listWorkspaces(d.clients, who(c), c.query)),
    createWorkspace: async (c) => ok(await workspaces.createWorkspace(d.clients, who(c), c.body), 201),
    getWorkspace: async (c) => ok(await workspaces.getWorkspace(d.clients, who(c), c.params.workspace_id)),
    updateWorkspace: async (c) =>
      ok(await workspaces.updateWorkspace(d.clients, who(c), c.params.workspace_id, c.body)),
    archiveWorkspace: async (c) => ok(await workspaces.archiveWorkspace(d.clients, who(c), c.params.workspace_id)),
    restoreWorkspace: async (c) => ok(await workspaces.restoreWorkspace(d.clients, who(c), c.params.workspace_id)),
    listClients: async (c) => ok(await clients.listClients(d.clients, who(c), c.query)),
    createClient: async (c) => ok(await clients.createClient(d.clients, who(c), c.body), 201),
    getClient: async (c) => ok(await clients.getClient(d.clients, who(c), c.params.client_id)),
    updateClient: async (c) => ok(await clients.updateClient(d.clients, who(c), c.params.client_id, c.body)),
    listJournalEntries: async (c) =>
      ok(await ledgerLists.listJournalEntries(d.books, who(c), c.params.client_id, c.query)),
    getJournalEntry: async (c) =>
      ok(await ledgerLists.getJournalEntry(d.books, who(c), c.params.client_id, c.params.entry_id)),
    listStatementLines: async (c) =>
      ok(await ledgerLists.listStatementLines(d.books, who(c), c.params.client_id, c.query)),
    uploadFile: async (c) => ok(await files.uploadFile(d.files, who(c), c.upload, c.query), 201),
    getFile: async (c) => ok(await files.getFile(d.files, who(c), c.params.file_id)),
    // cast: the topics view is the TopicArtifact response; the typed handler table wants each operation's generated type
    linkTopicArtifact: async (c) =>
      ok((await topics.linkArtifact(d.topics, who(c), c.params.topic_id, c.body)) as never, 201),
    // cast: the topics view is the list response; the typed handler table wants each operation's generated type
    listTopicArtifacts: async (c) =>
      ok(
        (await topics.listArtifacts(d.topics, who(c), c.params.topic_id, {
          limit: c.query.limit,
          offset: c.query.offset,
        })) as never,
      ),
    getModelUsage: async (c) => ok(await topics.modelUsage(d.topics, who(c), c.query)),
    listTopicConversations: async (c) =>
      ok(
        await topics.listConversations(d.topics, who(c), c.params.topic_id, {
          limit: c.query.limit,
          offset: c.query.offset,
        }),
      ),
    getTopicConversation: async (c) =>
      ok(await topics.getConversation(d.topics, who(c), c.params.topic_id, c.params.conversation_id)),
    listConversationMessages: async (c) =>
      ok(
        (await topics.readMessages(d.topics, who(c), {
          topic_id: c.params.topic_id,
          conversation_id: c.params.conversation_id,
          after_seq: c.query.after_seq,
          limit: c.query.limit,
          // cast: the topics view is the list response; the typed handler table wants each operation's generated type
        })) as never,
      ),
    getFileContent: async (c) => ({ status: 200, ...(await files.getFileContent(d.files, who(c), c.params.file_id)) }),
    listWebhookEventTypes: async (c) => {
      who(c)
      return ok({ data: eventTypeCatalogue() })
    },
    listConnections: async (c) => ok(await connections.listConnections(d.connections, who(c), c.query)),
    revokeConnection: async (c) => {
      await connections.revokeConnection(d.connections, who(c), c.params.connection_id)
      return noContent
    },
    listWorkstreamTemplates: async (c) => ok(await templates.listTemplates(ws(), who(c), c.query)),
    createWorkstreamTemplate: async (c) => ok(await templates.createTemplate(ws(), who(c), c.body), 201),
    getWorkstreamTemplate: async (c) => ok(await templates.getTemplate(ws(), who(c), c.params.template_id)),
    publishWorkstreamTemplateVersion: async (c) =>
      ok(await templates.publishVersion(ws(), who(c), c.params.template_id, c.body), 201),
    getWorkstreamTemplateVersion: async (c) =>
      ok(await templates.getVersion(ws(), who(c), c.params.template_id, Number(c.params.version))),
    listWorkplans: wp.list,
    createWorkplan: wp.create,
    getWorkplan: wp.get,
    updateWorkplan: wp.update,
    archiveWorkplan: wp.archive,
    getWorkplanWriteStatus: wp.writeStatus,
    enableWorkplanWrites: wp.enableWrites,
    disableWorkplanWrites: wp.disableWrites,
    listBlueprints: wp.list,
    createBlueprint: wp.create,
    getBlueprint: wp.get,
    updateBlueprint: wp.update,
    archiveBlueprint: wp.archive,
    getBlueprintWriteStatus: wp.writeStatus,
    enableBlueprintWrites: wp.enableWrites,
    disableBlueprintWrites: wp.disableWrites,
    listWorkplanTriggers: wp.triggers,
    listBlueprintTriggers: wp.triggers,
    listCycles: async (c) => ok(await cycles.listCycles(ws(), who(c), c.query)),
    startCycle: async (c) => withEtag(await cycles.startCycle(ws(), who(c), c.body), 201),
    getCycle: async (c) => withEtag(await cycles.getCycle(ws(), who(c), c.params.cycle_id)),
    listCycleTasks: async (c) => ok(await cycles.listTasks(ws(), who(c), c.params.cycle_id, c.query)),
    listCycleEvents: async (c) => {
      if (!c.events) return ok(await cycles.listEvents(ws(), who(c), c.params.cycle_id, c.query))
      await cycles.tailEvents(ws(), who(c), c.params.cycle_id, c.query, c.events)
      return { status: 200 }
    },
    pauseCycle: async (c) => withEtag(await cycles.pauseCycle(ws(), who(c), c.params.cycle_id, c.body, c.ifMatch)),
    resumeCycle: async (c) => withEtag(await cycles.resumeCycle(ws(), who(c), c.params.cycle_id, c.ifMatch)),
    cancelCycle: async (c) => withEtag(await cycles.cancelCycle(ws(), who(c), c.params.cycle_id, c.body, c.ifMatch)),
    approveCycleTask: async (c) =>
      withEtag(await cycles.approveTask(ws(), who(c), c.params.cycle_id, c.body, c.ifMatch)),
    retryCycleTask: async (c) =>
      withEtag(await cycles.retryTask(ws(), who(c), c.params.cycle_id, c.params.task_key, c.ifMatch)),
    skipCycleTask: async (c) =>
      withEtag(await cycles.skipTask(ws(), who(c), c.params.cycle_id, c.params.task_key, c.body, c.ifMatch)),
    supplyCycleTaskInput: async (c) =>
      withEtag(await cycles.supplyInput(ws(), who(c), c.params.cycle_id, c.params.task_key, c.body, c.ifMatch)),
    listPendingApprovals: async (c) => ok(await approvals.listPendingApprovals(ws(), who(c), c.query)),
    listWorkstreamDrafts: async (c) => ok(await drafts.listDrafts(ws(), who(c), c.query)),
    createWorkstreamDraft: async (c) => draftWithEtag(await drafts.createDraft(ws(), who(c), c.body), 201),
    getWorkstreamDraft: async (c) => draftWithEtag(await drafts.getDraft(ws(), who(c), c.params.draft_id)),
    updateWorkstreamDraft: async (c) =>
      draftWithEtag(await drafts.updateDraft(ws(), who(c), c.params.draft_id, c.body, c.ifMatch)),
    deleteWorkstreamDraft: async (c) => {
      await drafts.deleteDraft(ws(), who(c), c.params.draft_id)
      return noContent
    },
    validateWorkstreamDraft: async (c) => ok(await drafts.validateDraft(ws(), who(c), c.params.draft_id)),
    previewWorkstreamDraft: async (c) => ok(await drafts.previewDraft(ws(), who(c), c.params.draft_id, c.body)),
    publishWorkstreamDraft: async (c) => {
      const r = await drafts.publishDraft(ws(), who(c), c.params.draft_id, c.ifMatch)
      return { status: 201, body: r.publication, headers: { ETag: r.etag } }
    },
    getMe: async (c) => {
      const p = who(c)
      return ok({
        user_id: p.userId,
        organization_id: p.organizationId,
        workspace_id: p.workspaceId,
        auth_method: p.method,
        // Keys hold only catalogue slugs or retired ones (checked at creation); tokens are filtered when verified.
        permissions: [...p.permissions] as Me['permissions'],
        key_id: p.keyId,
        session_id: p.sessionId,
      })
    },
    logout: async (c) => {
      const p = sessionOnly(
        c,
        'Only a portal session can log out; revoke API keys with DELETE /api/v1/connect-keys/{key_id}.',
      )
      await d.sessionTokens.revoke(p.sessionId)
      const headers: Record<string, string> =
        p.method === 'session_cookie' ? { 'Set-Cookie': clearSessionCookie(d.sessionCookie) } : {}
      return { status: 204, headers }
    },
    listSessions: async (c) => {
      const p = sessionOnly(c, 'Only a portal session can list sessions.')
      // A person has a handful; the page is cut from at most this many.
      const all = await d.sessionTokens.listLive(p.userId, 500)
      const { data, has_more } = page(all, c.query)
      return ok({
        data: data.map((s) => ({
          id: s.id,
          created_at: s.createdAt.toISOString(),
          expires_at: s.expiresAt.toISOString(),
          current: s.id === p.sessionId,
        })),
        has_more,
      })
    },
    revokeSession: async (c) => {
      const p = sessionOnly(c, 'Only a portal session can end sessions.')
      await d.sessionTokens.revokeOwn(p.userId, c.params.session_id)
      const headers: Record<string, string> =
        p.method === 'session_cookie' && c.params.session_id === p.sessionId
          ? { 'Set-Cookie': clearSessionCookie(d.sessionCookie) }
          : {}
      return { status: 204, headers }
    },
    revokeAllSessions: async (c) => {
      const p = sessionOnly(c, 'Only a portal session can sign out everywhere.')
      await d.sessionTokens.revokeAll(p.userId)
      const headers: Record<string, string> =
        p.method === 'session_cookie' ? { 'Set-Cookie': clearSessionCookie(d.sessionCookie) } : {}
      return { status: 204, headers }
    },
  }
}
