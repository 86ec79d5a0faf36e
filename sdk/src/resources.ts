// The resources over REST routes: skills, connect keys, connections, webhooks, clients, files, model usage (the
// WorkStreams are in workstreams.ts, topics in topics.ts). One line per method: the spec carries the types (api.ts
// picks them from the generated `operations`), core.ts the behaviour. Lists return a PagePromise (await for a page,
// `for await` for every item); writes get an Idempotency-Key from the core.
import { APIPromise, type Core, type RequestOptions } from './core.ts'
import { listPages, type PagePromise } from './pagination.ts'
import { sseEvents, StreamError, type ServerSentEvent, type SkillStreamEvent } from './sse.ts'
import type { ErrorEnvelope } from './errors.ts'
import { get, send, seg, type BodyOf, type ItemOf, type QueryOf, type ResultOf } from './api.ts'
import type { SkillInput, SkillName, SkillResult } from './skill-types.ts'

export type { BodyOf, ItemOf, QueryOf, ResultOf } from './api.ts'

export class Skills {
  readonly #core: Core
  constructor(core: Core) {
    this.#core = core
  }

  /** Runs a skill; input and result are typed per skill name. */
  invoke<S extends SkillName>(name: S, input: SkillInput<S>, opts?: RequestOptions): APIPromise<SkillResult<S>> {
    return send(this.#core, 'POST', `/api/v1/skills/${seg(name)}/invoke`, input, opts)
  }

  /** A skill this SDK version does not know yet (by name or slug); the result is untyped. */
  invokeRaw(
    name: string,
    input: Record<string, unknown>,
    opts?: RequestOptions,
  ): APIPromise<{ skill: string; output: Record<string, unknown>; correlation_id: string }> {
    return send(this.#core, 'POST', `/api/v1/skills/${seg(name)}/invoke`, input, opts)
  }

  /** The catalogue (never throttled). */
  list(
    params: QueryOf<'listSkills'> = {},
    opts?: RequestOptions,
  ): PagePromise<ResultOf<'listSkills'>['skills'][number]> {
    return listPages(this.#core, '/api/v1/skills', 'skills', params, opts)
  }

  /**
   * A streaming skill's events (`progress`, `delta`, then `result`); an `error` event is thrown as a StreamError.
   * Leaving the loop early aborts the request.
   */
  async *stream<S extends SkillName>(
    name: S,
    input: SkillInput<S>,
    opts?: RequestOptions,
  ): AsyncGenerator<SkillStreamEvent<SkillResult<S>>> {
    const { response } = await this.#core.request<undefined>(
      {
        method: 'POST',
        path: `/api/v1/skills/${seg(name)}/invoke`,
        body: input,
        stream: true,
        headers: { accept: 'text/event-stream' },
      },
      opts,
    )
    const abort = (response as Response & { abort?: () => void }).abort ?? (() => {})
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
      // A skill that does not stream answers with its plain JSON result: one `result` event.
      yield { event: 'result', data: (await response.json()) as SkillResult<S>, id: null }
      return
    }
    for await (const ev of sseEvents(response, abort)) yield parseSkillEvent<SkillResult<S>>(ev)
  }
}

function parseSkillEvent<R>(ev: ServerSentEvent): SkillStreamEvent<R> {
  let data: unknown = ev.data
  try {
    data = JSON.parse(ev.data)
  } catch {
    /* leave as text */
  }
  if (ev.event === 'error') {
    const env = (data as { error?: ErrorEnvelope } | null)?.error
    throw new StreamError(env ?? { type: 'api_error', code: 'stream_error', message: String(ev.data) })
  }
  return { event: ev.event, data: data as R, id: ev.id }
}

export class ConnectKeys {
  readonly #core: Core
  constructor(core: Core) {
    this.#core = core
  }
  create(body: BodyOf<'createConnectKey'>, opts?: RequestOptions) {
    return send<ResultOf<'createConnectKey', 201>>(this.#core, 'POST', '/api/v1/connect-keys', body, opts)
  }
  list(params: QueryOf<'listConnectKeys'> = {}, opts?: RequestOptions): PagePromise<ItemOf<'listConnectKeys'>> {
    return listPages(this.#core, '/api/v1/connect-keys', 'data', params, opts)
  }
  retrieve(keyId: string, opts?: RequestOptions) {
    return get<ResultOf<'getConnectKey'>>(this.#core, `/api/v1/connect-keys/${seg(keyId)}`, opts)
  }
  update(keyId: string, body: BodyOf<'updateConnectKey'>, opts?: RequestOptions) {
    return send<ResultOf<'updateConnectKey'>>(this.#core, 'PATCH', `/api/v1/connect-keys/${seg(keyId)}`, body, opts)
  }
  delete(keyId: string, opts?: RequestOptions) {
    return send<void>(this.#core, 'DELETE', `/api/v1/connect-keys/${seg(keyId)}`, undefined, opts)
  }
  rotate(keyId: string, body: BodyOf<'rotateConnectKey'> = {} as BodyOf<'rotateConnectKey'>, opts?: RequestOptions) {
    return send<ResultOf<'rotateConnectKey', 201>>(
      this.#core,
      'POST',
      `/api/v1/connect-keys/${seg(keyId)}/rotate`,
      body,
      opts,
    )
  }
  flushCache(keyId: string, opts?: RequestOptions) {
    return send<void>(this.#core, 'POST', `/api/v1/connect-keys/${seg(keyId)}/flush-cache`, undefined, opts)
  }
  /** The organization's workspaces (for a key's `workspace_id`). */
  workspaces(
    params: QueryOf<'listKeyWorkspaces'> = {},
    opts?: RequestOptions,
  ): PagePromise<ItemOf<'listKeyWorkspaces'>> {
    return listPages(this.#core, '/api/v1/connect-keys/_helpers/workspaces', 'data', params, opts)
  }
  permissionCatalog(opts?: RequestOptions) {
    return get<ResultOf<'getPermissionCatalog'>>(this.#core, '/api/v1/connect-keys/_helpers/permission-catalog', opts)
  }
}

export class WebhookDeliveries {
  readonly #core: Core
  constructor(core: Core) {
    this.#core = core
  }
  list(
    endpointId: string,
    params: QueryOf<'listWebhookDeliveries'> = {},
    opts?: RequestOptions,
  ): PagePromise<ItemOf<'listWebhookDeliveries'>> {
    return listPages(this.#core, `/api/v1/webhooks/endpoints/${seg(endpointId)}/deliveries`, 'data', params, opts)
  }
  redeliver(endpointId: string, deliveryId: string, opts?: RequestOptions) {
    return send<ResultOf<'redeliverWebhook', 202>>(
      this.#core,
      'POST',
      `/api/v1/webhooks/endpoints/${seg(endpointId)}/deliveries/${seg(deliveryId)}/redeliver`,
      undefined,
      opts,
    )
  }
  /** A delivery with its recorded attempts (code, duration, the start of the receiver's answer), newest first. */
  retrieve(endpointId: string, deliveryId: string, opts?: RequestOptions) {
    return get<ResultOf<'getWebhookDelivery'>>(
      this.#core,
      `/api/v1/webhooks/endpoints/${seg(endpointId)}/deliveries/${seg(deliveryId)}`,
      opts,
    )
  }
}

export class WebhookEndpoints {
  readonly #core: Core
  readonly deliveries: WebhookDeliveries
  constructor(core: Core) {
    this.#core = core
    this.deliveries = new WebhookDeliveries(core)
  }
  create(body: BodyOf<'createWebhookEndpoint'>, opts?: RequestOptions) {
    return send<ResultOf<'createWebhookEndpoint', 201>>(this.#core, 'POST', '/api/v1/webhooks/endpoints', body, opts)
  }
  list(
    params: QueryOf<'listWebhookEndpoints'> = {},
    opts?: RequestOptions,
  ): PagePromise<ItemOf<'listWebhookEndpoints'>> {
    return listPages(this.#core, '/api/v1/webhooks/endpoints', 'data', params, opts)
  }
  retrieve(id: string, opts?: RequestOptions) {
    return get<ResultOf<'getWebhookEndpoint'>>(this.#core, `/api/v1/webhooks/endpoints/${seg(id)}`, opts)
  }
  update(id: string, body: BodyOf<'updateWebhookEndpoint'>, opts?: RequestOptions) {
    return send<ResultOf<'updateWebhookEndpoint'>>(
      this.#core,
      'PATCH',
      `/api/v1/webhooks/endpoints/${seg(id)}`,
      body,
      opts,
    )
  }
  delete(id: string, opts?: RequestOptions) {
    return send<void>(this.#core, 'DELETE', `/api/v1/webhooks/endpoints/${seg(id)}`, undefined, opts)
  }
  rotateSecret(
    id: string,
    body: BodyOf<'rotateWebhookSecret'> = {} as BodyOf<'rotateWebhookSecret'>,
    opts?: RequestOptions,
  ) {
    return send<ResultOf<'rotateWebhookSecret'>>(
      this.#core,
      'POST',
      `/api/v1/webhooks/endpoints/${seg(id)}/rotate-secret`,
      body,
      opts,
    )
  }
  /** Queues one `webhook.test` delivery to this endpoint only (follow it in `deliveries`). */
  sendTestEvent(id: string, opts?: RequestOptions) {
    return send<ResultOf<'sendWebhookTestEvent', 202>>(
      this.#core,
      'POST',
      `/api/v1/webhooks/endpoints/${seg(id)}/test`,
      undefined,
      opts,
    )
  }
}

export class Webhooks {
  readonly endpoints: WebhookEndpoints
  readonly #core: Core
  constructor(core: Core) {
    this.#core = core
    this.endpoints = new WebhookEndpoints(core)
  }
  eventTypes(opts?: RequestOptions) {
    return get<ResultOf<'listWebhookEventTypes'>>(this.#core, '/v1/webhooks/event-types', opts)
  }
}

export class Clients {
  readonly #core: Core
  constructor(core: Core) {
    this.#core = core
  }
  create(body: BodyOf<'createClient'>, opts?: RequestOptions) {
    return send<ResultOf<'createClient', 201>>(this.#core, 'POST', '/api/v1/clients', body, opts)
  }
  list(params: QueryOf<'listClients'> = {}, opts?: RequestOptions): PagePromise<ItemOf<'listClients'>> {
    return listPages(this.#core, '/api/v1/clients', 'data', params, opts)
  }
  retrieve(id: string, opts?: RequestOptions) {
    return get<ResultOf<'getClient'>>(this.#core, `/api/v1/clients/${seg(id)}`, opts)
  }
  update(id: string, body: BodyOf<'updateClient'>, opts?: RequestOptions) {
    return send<ResultOf<'updateClient'>>(this.#core, 'PATCH', `/api/v1/clients/${seg(id)}`, body, opts)
  }
  /** The client's journal entries with their lines (the ids a reconciliation names), a page at a time. */
  journalEntries(
    id: string,
    params: QueryOf<'listJournalEntries'> = {},
    opts?: RequestOptions,
  ): PagePromise<ItemOf<'listJournalEntries'>> {
    return listPages(this.#core, `/api/v1/clients/${seg(id)}/journal-entries`, 'data', params, opts)
  }
  journalEntry(id: string, entryId: string, opts?: RequestOptions) {
    return get<ResultOf<'getJournalEntry'>>(
      this.#core,
      `/api/v1/clients/${seg(id)}/journal-entries/${seg(entryId)}`,
      opts,
    )
  }
  /** The client's bank statement lines, a page at a time. */
  statementLines(
    id: string,
    params: QueryOf<'listStatementLines'> = {},
    opts?: RequestOptions,
  ): PagePromise<ItemOf<'listStatementLines'>> {
    return listPages(this.#core, `/api/v1/clients/${seg(id)}/statement-lines`, 'data', params, opts)
  }
}

/** The organization's workspaces; clients, files, workplans and topics belong to one. */
export class Workspaces {
  readonly #core: Core
  constructor(core: Core) {
    this.#core = core
  }
  create(body: BodyOf<'createWorkspace'>, opts?: RequestOptions) {
    return send<ResultOf<'createWorkspace', 201>>(this.#core, 'POST', '/api/v1/workspaces', body, opts)
  }
  list(params: QueryOf<'listWorkspaces'> = {}, opts?: RequestOptions): PagePromise<ItemOf<'listWorkspaces'>> {
    return listPages(this.#core, '/api/v1/workspaces', 'data', params, opts)
  }
  retrieve(id: string, opts?: RequestOptions) {
    return get<ResultOf<'getWorkspace'>>(this.#core, `/api/v1/workspaces/${seg(id)}`, opts)
  }
  update(id: string, body: BodyOf<'updateWorkspace'>, opts?: RequestOptions) {
    return send<ResultOf<'updateWorkspace'>>(this.#core, 'PATCH', `/api/v1/workspaces/${seg(id)}`, body, opts)
  }
  archive(id: string, opts?: RequestOptions) {
    return send<ResultOf<'archiveWorkspace'>>(
      this.#core,
      'POST',
      `/api/v1/workspaces/${seg(id)}/archive`,
      undefined,
      opts,
    )
  }
  restore(id: string, opts?: RequestOptions) {
    return send<ResultOf<'restoreWorkspace'>>(
      this.#core,
      'POST',
      `/api/v1/workspaces/${seg(id)}/restore`,
      undefined,
      opts,
    )
  }
}

export class Connections {
  readonly #core: Core
  constructor(core: Core) {
    this.#core = core
  }
  /** The organization's OAuth connections (MCP clients authorised by its people). */
  list(params: QueryOf<'listConnections'> = {}, opts?: RequestOptions): PagePromise<ItemOf<'listConnections'>> {
    return listPages(this.#core, '/api/v1/connections', 'data', params, opts)
  }
  /** Revokes a connection's tokens (204; idempotent). */
  revoke(connectionId: string, opts?: RequestOptions) {
    return send<void>(this.#core, 'DELETE', `/api/v1/connections/${seg(connectionId)}`, undefined, opts)
  }
}

/** What `files.create` takes: bytes in memory, a Blob or File, or a stream (read to its end before the first attempt). */
export type Uploadable = Blob | ArrayBuffer | ArrayBufferView | ReadableStream<Uint8Array> | AsyncIterable<Uint8Array>

export interface UploadParams {
  /** The part's filename (recorded, sanitised). Default: a File's name, a path's base name, else `file`. */
  filename?: string
  /** The declared content type (recorded; the service trusts only what it sniffs). */
  contentType?: string
}

type BlobPart = NonNullable<ConstructorParameters<typeof Blob>[0]>[number]

async function toBlob(file: Uploadable, type: string | undefined): Promise<Blob> {
  if (file instanceof Blob) return type && type !== file.type ? file.slice(0, file.size, type) : file
  const opts = type ? { type } : {}
  if (file instanceof ArrayBuffer || ArrayBuffer.isView(file)) return new Blob([file as BlobPart], opts)
  if (file instanceof ReadableStream) return new Blob([await new Response(file).arrayBuffer()], opts)
  const parts: BlobPart[] = []
  for await (const chunk of file) parts.push(chunk as BlobPart)
  return new Blob(parts, opts)
}

export class Files {
  readonly #core: Core
  constructor(core: Core) {
    this.#core = core
  }

  /**
   * Uploads a file (multipart/form-data, one part `file`) and answers its record (201). The bytes are held as a
   * Blob so that a retry sends them again under the same Idempotency-Key (the server compares the body's SHA-256 on
   * a replay); a stream is read to its end first. Over FILE_LIMIT_BYTES the server answers 413.
   */
  create(file: Uploadable, params: UploadParams = {}, opts?: RequestOptions): APIPromise<ResultOf<'uploadFile', 201>> {
    const filename =
      params.filename ?? (typeof File !== 'undefined' && file instanceof File && file.name ? file.name : 'file')
    return new APIPromise(
      (async () => {
        const blob = await toBlob(file, params.contentType)
        return this.#core.request<ResultOf<'uploadFile', 201>>(
          {
            method: 'POST',
            path: '/api/v1/files',
            form: () => {
              const f = new FormData()
              f.append('file', blob, filename)
              return f
            },
          },
          opts,
        )
      })(),
    )
  }

  /** Uploads the file at a path (Node, Deno, Bun: read through fs.openAsBlob, not into memory at once). */
  upload(path: string, params: UploadParams = {}, opts?: RequestOptions): APIPromise<ResultOf<'uploadFile', 201>> {
    return new APIPromise(
      (async () => {
        const fsName = 'node:fs' // not a static import: the SDK has no Node dependency outside this method
        const fs = (await import(fsName)) as { openAsBlob(p: string, o?: { type?: string }): Promise<Blob> }
        const blob = await fs.openAsBlob(path, params.contentType ? { type: params.contentType } : {})
        const filename = params.filename ?? path.split(/[\\/]/).pop() ?? 'file'
        return this.create(blob, { ...params, filename }, opts).withResponse()
      })(),
    )
  }

  retrieve(id: string, opts?: RequestOptions) {
    return get<ResultOf<'getFile'>>(this.#core, `/api/v1/files/${seg(id)}`, opts)
  }

  /** The file's bytes: the Response, its body unread (`await (await client.files.content(id)).arrayBuffer()`). */
  content(id: string, opts?: RequestOptions): APIPromise<Response> {
    return new APIPromise(
      this.#core
        .request<undefined>(
          { method: 'GET', path: `/api/v1/files/${seg(id)}/content`, stream: true, headers: { accept: '*/*' } },
          opts,
        )
        .then((r) => ({ data: r.response, response: r.response })),
    )
  }
}

export class ModelUsage {
  readonly #core: Core
  constructor(core: Core) {
    this.#core = core
  }
  /** Model calls and tokens summed for the organization, or one topic (`topic_id`), optionally `since` a time. */
  retrieve(params: QueryOf<'getModelUsage'> = {}, opts?: RequestOptions) {
    return get<ResultOf<'getModelUsage'>>(this.#core, '/api/v1/model-usage', opts, params)
  }
}
