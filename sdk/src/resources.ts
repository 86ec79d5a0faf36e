// The resources, typed from the generated `operations` (one line each: the spec carries the types, core.ts the
// behaviour). Lists return a PagePromise (await for a page, `for await` for every item); writes get an
// Idempotency-Key from the core.
import { APIPromise, type Core, type RequestOptions } from './core.ts'
import { listPages, type PagePromise } from './pagination.ts'
import { sseEvents, StreamError, type ServerSentEvent, type SkillStreamEvent } from './sse.ts'
import type { operations } from './generated/schema.ts'
import { APIConnectionError, APIUserAbortError, type ErrorEnvelope } from './errors.ts'
import { backoffRange } from './retry.ts'
import type { SkillInput, SkillName, SkillResult } from './skill-types.ts'

type Op = keyof operations
/** The JSON request body of an operation. */
export type BodyOf<K extends Op> = operations[K] extends { requestBody?: { content: { 'application/json': infer B } } } ? B : never
type Responses<K extends Op> = operations[K]['responses']
/** The JSON body of an operation's success response. */
export type ResultOf<K extends Op, S extends keyof Responses<K> = 200 & keyof Responses<K>> =
  Responses<K>[S] extends { content: { 'application/json': infer R } } ? R : never
export type QueryOf<K extends Op> = NonNullable<operations[K]['parameters']['query']>
type ItemOf<K extends Op> = ResultOf<K> extends { data: Array<infer I> } ? I : never

const seg = (s: string) => encodeURIComponent(s)

function get<T>(core: Core, path: string, opts?: RequestOptions, query?: Record<string, string | number | boolean | undefined>) {
  return new APIPromise<T>(core.request<T>({ method: 'GET', path, ...(query ? { query } : {}) }, opts))
}
function send<T>(core: Core, method: string, path: string, body?: unknown, opts?: RequestOptions) {
  return new APIPromise<T>(core.request<T>({ method, path, ...(body !== undefined ? { body } : {}) }, opts))
}

export class Skills {
  readonly #core: Core
  constructor(core: Core) { this.#core = core }

  /** Runs a skill; input and result are typed per skill name. */
  invoke<S extends SkillName>(name: S, input: SkillInput<S>, opts?: RequestOptions): APIPromise<SkillResult<S>> {
    return send(this.#core, 'POST', `/api/v1/skills/${seg(name)}/invoke`, input, opts)
  }

  /** A skill this SDK version does not know yet (by name or slug); the result is untyped. */
  invokeRaw(name: string, input: Record<string, unknown>, opts?: RequestOptions): APIPromise<{ skill: string; output: Record<string, unknown>; correlation_id: string }> {
    return send(this.#core, 'POST', `/api/v1/skills/${seg(name)}/invoke`, input, opts)
  }

  /** The catalogue (never throttled). */
  list(params: QueryOf<'listSkills'> = {}, opts?: RequestOptions): PagePromise<ResultOf<'listSkills'>['skills'][number]> {
    return listPages(this.#core, '/api/v1/skills', 'skills', params, opts)
  }

  /**
   * A streaming skill's events (`progress`, `delta`, then `result`); an `error` event is thrown as a StreamError.
   * Leaving the loop early aborts the request.
   */
  async *stream<S extends SkillName>(name: S, input: SkillInput<S>, opts?: RequestOptions): AsyncGenerator<SkillStreamEvent<SkillResult<S>>> {
    const { response } = await this.#core.request<undefined>({
      method: 'POST', path: `/api/v1/skills/${seg(name)}/invoke`, body: input, stream: true, headers: { accept: 'text/event-stream' },
    }, opts)
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
  try { data = JSON.parse(ev.data) } catch { /* leave as text */ }
  if (ev.event === 'error') {
    const env = (data as { error?: ErrorEnvelope } | null)?.error
    throw new StreamError(env ?? { type: 'api_error', code: 'stream_error', message: String(ev.data) })
  }
  return { event: ev.event, data: data as R, id: ev.id }
}

export class ConnectKeys {
  readonly #core: Core
  constructor(core: Core) { this.#core = core }
  create(body: BodyOf<'createConnectKey'>, opts?: RequestOptions) { return send<ResultOf<'createConnectKey', 201>>(this.#core, 'POST', '/api/v1/connect-keys', body, opts) }
  list(params: QueryOf<'listConnectKeys'> = {}, opts?: RequestOptions): PagePromise<ItemOf<'listConnectKeys'>> {
    return listPages(this.#core, '/api/v1/connect-keys', 'data', params, opts)
  }
  retrieve(keyId: string, opts?: RequestOptions) { return get<ResultOf<'getConnectKey'>>(this.#core, `/api/v1/connect-keys/${seg(keyId)}`, opts) }
  update(keyId: string, body: BodyOf<'updateConnectKey'>, opts?: RequestOptions) { return send<ResultOf<'updateConnectKey'>>(this.#core, 'PATCH', `/api/v1/connect-keys/${seg(keyId)}`, body, opts) }
  delete(keyId: string, opts?: RequestOptions) { return send<void>(this.#core, 'DELETE', `/api/v1/connect-keys/${seg(keyId)}`, undefined, opts) }
  rotate(keyId: string, body: BodyOf<'rotateConnectKey'> = {} as BodyOf<'rotateConnectKey'>, opts?: RequestOptions) {
    return send<ResultOf<'rotateConnectKey', 201>>(this.#core, 'POST', `/api/v1/connect-keys/${seg(keyId)}/rotate`, body, opts)
  }
  flushCache(keyId: string, opts?: RequestOptions) { return send<void>(this.#core, 'POST', `/api/v1/connect-keys/${seg(keyId)}/flush-cache`, undefined, opts) }
  permissionCatalog(opts?: RequestOptions) { return get<ResultOf<'getPermissionCatalog'>>(this.#core, '/api/v1/connect-keys/_helpers/permission-catalog', opts) }
}

export class WebhookDeliveries {
  readonly #core: Core
  constructor(core: Core) { this.#core = core }
  list(endpointId: string, params: QueryOf<'listWebhookDeliveries'> = {}, opts?: RequestOptions): PagePromise<ItemOf<'listWebhookDeliveries'>> {
    return listPages(this.#core, `/api/v1/webhooks/endpoints/${seg(endpointId)}/deliveries`, 'data', params, opts)
  }
  redeliver(endpointId: string, deliveryId: string, opts?: RequestOptions) {
    return send<ResultOf<'redeliverWebhook', 202>>(this.#core, 'POST', `/api/v1/webhooks/endpoints/${seg(endpointId)}/deliveries/${seg(deliveryId)}/redeliver`, undefined, opts)
  }
}

export class WebhookEndpoints {
  readonly #core: Core
  readonly deliveries: WebhookDeliveries
  constructor(core: Core) { this.#core = core; this.deliveries = new WebhookDeliveries(core) }
  create(body: BodyOf<'createWebhookEndpoint'>, opts?: RequestOptions) { return send<ResultOf<'createWebhookEndpoint', 201>>(this.#core, 'POST', '/api/v1/webhooks/endpoints', body, opts) }
  list(params: QueryOf<'listWebhookEndpoints'> = {}, opts?: RequestOptions): PagePromise<ItemOf<'listWebhookEndpoints'>> {
    return listPages(this.#core, '/api/v1/webhooks/endpoints', 'data', params, opts)
  }
  retrieve(id: string, opts?: RequestOptions) { return get<ResultOf<'getWebhookEndpoint'>>(this.#core, `/api/v1/webhooks/endpoints/${seg(id)}`, opts) }
  update(id: string, body: BodyOf<'updateWebhookEndpoint'>, opts?: RequestOptions) { return send<ResultOf<'updateWebhookEndpoint'>>(this.#core, 'PATCH', `/api/v1/webhooks/endpoints/${seg(id)}`, body, opts) }
  delete(id: string, opts?: RequestOptions) { return send<void>(this.#core, 'DELETE', `/api/v1/webhooks/endpoints/${seg(id)}`, undefined, opts) }
  rotateSecret(id: string, body: BodyOf<'rotateWebhookSecret'> = {} as BodyOf<'rotateWebhookSecret'>, opts?: RequestOptions) {
    return send<ResultOf<'rotateWebhookSecret'>>(this.#core, 'POST', `/api/v1/webhooks/endpoints/${seg(id)}/rotate-secret`, body, opts)
  }
}

export class Webhooks {
  readonly endpoints: WebhookEndpoints
  readonly #core: Core
  constructor(core: Core) { this.#core = core; this.endpoints = new WebhookEndpoints(core) }
  eventTypes(opts?: RequestOptions) { return get<ResultOf<'listWebhookEventTypes'>>(this.#core, '/v1/webhooks/event-types', opts) }
}

export class Clients {
  readonly #core: Core
  constructor(core: Core) { this.#core = core }
  create(body: BodyOf<'createClient'>, opts?: RequestOptions) { return send<ResultOf<'createClient', 201>>(this.#core, 'POST', '/api/v1/clients', body, opts) }
  list(params: QueryOf<'listClients'> = {}, opts?: RequestOptions): PagePromise<ItemOf<'listClients'>> {
    return listPages(this.#core, '/api/v1/clients', 'data', params, opts)
  }
  retrieve(id: string, opts?: RequestOptions) { return get<ResultOf<'getClient'>>(this.#core, `/api/v1/clients/${seg(id)}`, opts) }
  update(id: string, body: BodyOf<'updateClient'>, opts?: RequestOptions) { return send<ResultOf<'updateClient'>>(this.#core, 'PATCH', `/api/v1/clients/${seg(id)}`, body, opts) }
}

export class Files {
  readonly #core: Core
  constructor(core: Core) { this.#core = core }
  retrieve(id: string, opts?: RequestOptions) { return get<ResultOf<'getFile'>>(this.#core, `/api/v1/files/${seg(id)}`, opts) }
}

export class Workplans {
  readonly #core: Core
  constructor(core: Core) { this.#core = core }
  create(body: BodyOf<'createWorkplan'>, opts?: RequestOptions) { return send<ResultOf<'createWorkplan', 201>>(this.#core, 'POST', '/api/v1/workstreams/workplans', body, opts) }
  list(params: QueryOf<'listWorkplans'> = {}, opts?: RequestOptions): PagePromise<ItemOf<'listWorkplans'>> {
    return listPages(this.#core, '/api/v1/workstreams/workplans', 'data', params as Record<string, unknown>, opts)
  }
  retrieve(id: string, opts?: RequestOptions) { return get<ResultOf<'getWorkplan'>>(this.#core, `/api/v1/workstreams/workplans/${seg(id)}`, opts) }
}

export class Cycles {
  readonly #core: Core
  constructor(core: Core) { this.#core = core }
  create(body: BodyOf<'startCycle'>, opts?: RequestOptions) { return send<ResultOf<'startCycle', 201>>(this.#core, 'POST', '/api/v1/workstreams/cycles', body, opts) }
  list(params: QueryOf<'listCycles'> = {}, opts?: RequestOptions): PagePromise<ItemOf<'listCycles'>> {
    return listPages(this.#core, '/api/v1/workstreams/cycles', 'data', params as Record<string, unknown>, opts)
  }
  retrieve(id: string, opts?: RequestOptions) { return get<ResultOf<'getCycle'>>(this.#core, `/api/v1/workstreams/cycles/${seg(id)}`, opts) }
  tasks(id: string, params: QueryOf<'listCycleTasks'> = {}, opts?: RequestOptions): PagePromise<ItemOf<'listCycleTasks'>> {
    return listPages(this.#core, `/api/v1/workstreams/cycles/${seg(id)}/tasks`, 'data', params, opts)
  }
  /** One page of the cycle's event log after `after_seq`. */
  events(id: string, params: QueryOf<'listCycleEvents'> = {}, opts?: RequestOptions) {
    return get<ResultOf<'listCycleEvents'>>(this.#core, `/api/v1/workstreams/cycles/${seg(id)}/events`, opts, params as Record<string, number | undefined>)
  }
  /**
   * The live tail (SSE): every event after `lastEventId` (else the whole history), then new ones until the cycle's
   * terminal event (a `cycle.status` to completed, failed or cancelled). A connection that drops, or ends before that
   * event, is resumed with `Last-Event-ID` (the last `seq` received) after a short backoff, up to `maxReconnects`
   * times without progress; leaving the loop closes the stream.
   */
  async *tail(id: string, o: { lastEventId?: string | number; maxReconnects?: number } & RequestOptions = {}): AsyncGenerator<{ event: string; data: ItemOf<'listCycleEvents'>; id: string | null }> {
    const { lastEventId, maxReconnects = 5, ...opts } = o
    let last = lastEventId === undefined ? null : String(lastEventId)
    let failures = 0
    for (;;) {
      const { response } = await this.#core.request<undefined>({
        method: 'GET', path: `/api/v1/workstreams/cycles/${seg(id)}/events`, stream: true,
        headers: { accept: 'text/event-stream', ...(last !== null ? { 'last-event-id': last } : {}) },
      }, opts)
      const abort = (response as Response & { abort?: () => void }).abort ?? (() => {})
      let dropped: unknown = null
      try {
        for await (const ev of sseEvents(response, abort)) {
          failures = 0
          if (ev.id !== null) last = ev.id
          const data = JSON.parse(ev.data) as ItemOf<'listCycleEvents'>
          yield { event: ev.event, data, id: ev.id }
          if (isTerminalEvent(ev.event, data)) return
        }
      } catch (err) {
        if (opts.signal?.aborted) throw new APIUserAbortError()
        dropped = err
      }
      if (++failures > maxReconnects) throw dropped ?? new APIConnectionError('The cycle tail ended before the cycle did, too many times in a row.')
      await new Promise((r) => setTimeout(r, backoffRange(failures - 1)[1]))
    }
  }
}

function isTerminalEvent(event: string, data: unknown): boolean {
  const to = (data as { data?: { to?: unknown } } | null)?.data?.to
  return event === 'cycle.status' && (to === 'completed' || to === 'failed' || to === 'cancelled')
}

export class Workstreams {
  readonly workplans: Workplans
  readonly cycles: Cycles
  readonly #core: Core
  constructor(core: Core) { this.#core = core; this.workplans = new Workplans(core); this.cycles = new Cycles(core) }
  templates(params: QueryOf<'listWorkstreamTemplates'> = {}, opts?: RequestOptions): PagePromise<ItemOf<'listWorkstreamTemplates'>> {
    return listPages(this.#core, '/api/v1/workstreams/templates', 'data', params, opts)
  }
}

export class Topics {
  readonly #core: Core
  constructor(core: Core) { this.#core = core }
  artifacts(topicId: string, params: QueryOf<'listTopicArtifacts'> = {}, opts?: RequestOptions): PagePromise<ItemOf<'listTopicArtifacts'>> {
    return listPages(this.#core, `/api/v1/topics/${seg(topicId)}/artifacts`, 'data', params, opts)
  }
  linkArtifact(topicId: string, body: BodyOf<'linkTopicArtifact'>, opts?: RequestOptions) {
    return send<ResultOf<'linkTopicArtifact', 201>>(this.#core, 'POST', `/api/v1/topics/${seg(topicId)}/artifacts`, body, opts)
  }
  conversations(topicId: string, params: QueryOf<'listTopicConversations'> = {}, opts?: RequestOptions): PagePromise<ItemOf<'listTopicConversations'>> {
    return listPages(this.#core, `/api/v1/topics/${seg(topicId)}/conversations`, 'data', params, opts)
  }
}
