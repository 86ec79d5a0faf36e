// The WorkStreams resources (spec: /api/v1/workstreams/...): templates and their versions, workplans (with the write
// gate and triggers), cycles (start, read, tail, and the commands: pause, resume, cancel, approve or reject, and per
// task retry, skip, input), the approvals inbox, and the Studio's drafts. Commands and draft edits take `{ ifMatch }`
// (the `version` you read; 412 `version_mismatch` when it moved). The deprecated `/blueprints` aliases are left out:
// they are the workplans under another name.
import { APIConnectionError, APIUserAbortError } from './errors.ts'
import type { Core, RequestOptions } from './core.ts'
import { listPages, nextAfterSeq, Page, pagesOf, type PagePromise } from './pagination.ts'
import { backoffRange } from './retry.ts'
import { sseEvents } from './sse.ts'
import { get, send, seg, type BodyOf, type ItemOf, type QueryOf, type ResultOf } from './api.ts'

const WS = '/api/v1/workstreams'

export class TemplateVersions {
  readonly #core: Core
  constructor(core: Core) {
    this.#core = core
  }
  /** Publishes the template's next version (201). */
  create(templateId: string, body: BodyOf<'publishWorkstreamTemplateVersion'>, opts?: RequestOptions) {
    return send<ResultOf<'publishWorkstreamTemplateVersion', 201>>(
      this.#core,
      'POST',
      `${WS}/templates/${seg(templateId)}/versions`,
      body,
      opts,
    )
  }
  retrieve(templateId: string, version: number, opts?: RequestOptions) {
    return get<ResultOf<'getWorkstreamTemplateVersion'>>(
      this.#core,
      `${WS}/templates/${seg(templateId)}/versions/${version}`,
      opts,
    )
  }
}

export class Templates {
  readonly #core: Core
  readonly versions: TemplateVersions
  constructor(core: Core) {
    this.#core = core
    this.versions = new TemplateVersions(core)
  }
  create(body: BodyOf<'createWorkstreamTemplate'>, opts?: RequestOptions) {
    return send<ResultOf<'createWorkstreamTemplate', 201>>(this.#core, 'POST', `${WS}/templates`, body, opts)
  }
  list(
    params: QueryOf<'listWorkstreamTemplates'> = {},
    opts?: RequestOptions,
  ): PagePromise<ItemOf<'listWorkstreamTemplates'>> {
    return listPages(this.#core, `${WS}/templates`, 'data', params, opts)
  }
  retrieve(templateId: string, opts?: RequestOptions) {
    return get<ResultOf<'getWorkstreamTemplate'>>(this.#core, `${WS}/templates/${seg(templateId)}`, opts)
  }
}

export class Workplans {
  readonly #core: Core
  constructor(core: Core) {
    this.#core = core
  }
  create(body: BodyOf<'createWorkplan'>, opts?: RequestOptions) {
    return send<ResultOf<'createWorkplan', 201>>(this.#core, 'POST', `${WS}/workplans`, body, opts)
  }
  list(params: QueryOf<'listWorkplans'> = {}, opts?: RequestOptions): PagePromise<ItemOf<'listWorkplans'>> {
    return listPages(this.#core, `${WS}/workplans`, 'data', params as Record<string, unknown>, opts)
  }
  retrieve(id: string, opts?: RequestOptions) {
    return get<ResultOf<'getWorkplan'>>(this.#core, `${WS}/workplans/${seg(id)}`, opts)
  }
  update(id: string, body: BodyOf<'updateWorkplan'>, opts?: RequestOptions) {
    return send<ResultOf<'updateWorkplan'>>(this.#core, 'PATCH', `${WS}/workplans/${seg(id)}`, body, opts)
  }
  archive(id: string, opts?: RequestOptions) {
    return send<ResultOf<'archiveWorkplan'>>(this.#core, 'POST', `${WS}/workplans/${seg(id)}/archive`, undefined, opts)
  }
  /** Whether the workplan's write skills may write, and why not. */
  writeStatus(id: string, opts?: RequestOptions) {
    return get<ResultOf<'getWorkplanWriteStatus'>>(this.#core, `${WS}/workplans/${seg(id)}/write-status`, opts)
  }
  enableWrites(id: string, opts?: RequestOptions) {
    return send<ResultOf<'enableWorkplanWrites'>>(
      this.#core,
      'POST',
      `${WS}/workplans/${seg(id)}/enable-writes`,
      undefined,
      opts,
    )
  }
  disableWrites(id: string, opts?: RequestOptions) {
    return send<ResultOf<'disableWorkplanWrites'>>(
      this.#core,
      'POST',
      `${WS}/workplans/${seg(id)}/disable-writes`,
      undefined,
      opts,
    )
  }
  /** The workplan's triggers (its schedule's next fire times and what they started). */
  triggers(
    id: string,
    params: QueryOf<'listWorkplanTriggers'> = {},
    opts?: RequestOptions,
  ): PagePromise<ItemOf<'listWorkplanTriggers'>> {
    return listPages(this.#core, `${WS}/workplans/${seg(id)}/triggers`, 'data', params, opts)
  }
}

export class CycleTasks {
  readonly #core: Core
  constructor(core: Core) {
    this.#core = core
  }
  list(
    cycleId: string,
    params: QueryOf<'listCycleTasks'> = {},
    opts?: RequestOptions,
  ): PagePromise<ItemOf<'listCycleTasks'>> {
    return listPages(this.#core, `${WS}/cycles/${seg(cycleId)}/tasks`, 'data', params, opts)
  }
  /** Runs a failed task again. */
  retry(cycleId: string, taskKey: string, opts?: RequestOptions) {
    return send<ResultOf<'retryCycleTask'>>(
      this.#core,
      'POST',
      `${WS}/cycles/${seg(cycleId)}/tasks/${seg(taskKey)}/retry`,
      undefined,
      opts,
    )
  }
  /** Skips a task, with a justification recorded in the history. */
  skip(cycleId: string, taskKey: string, body: BodyOf<'skipCycleTask'>, opts?: RequestOptions) {
    return send<ResultOf<'skipCycleTask'>>(
      this.#core,
      'POST',
      `${WS}/cycles/${seg(cycleId)}/tasks/${seg(taskKey)}/skip`,
      body,
      opts,
    )
  }
  /** Supplies the value an input task waits for (matching its `input_schema`). */
  input(cycleId: string, taskKey: string, body: BodyOf<'supplyCycleTaskInput'>, opts?: RequestOptions) {
    return send<ResultOf<'supplyCycleTaskInput'>>(
      this.#core,
      'POST',
      `${WS}/cycles/${seg(cycleId)}/tasks/${seg(taskKey)}/input`,
      body,
      opts,
    )
  }
}

type CycleEvent = ItemOf<'listCycleEvents'>

export class Cycles {
  readonly #core: Core
  readonly tasks: CycleTasks
  constructor(core: Core) {
    this.#core = core
    this.tasks = new CycleTasks(core)
  }
  create(body: BodyOf<'startCycle'>, opts?: RequestOptions) {
    return send<ResultOf<'startCycle', 201>>(this.#core, 'POST', `${WS}/cycles`, body, opts)
  }
  list(params: QueryOf<'listCycles'> = {}, opts?: RequestOptions): PagePromise<ItemOf<'listCycles'>> {
    return listPages(this.#core, `${WS}/cycles`, 'data', params as Record<string, unknown>, opts)
  }
  retrieve(id: string, opts?: RequestOptions) {
    return get<ResultOf<'getCycle'>>(this.#core, `${WS}/cycles/${seg(id)}`, opts)
  }
  /** Pauses the cycle (`mode`: `drain` lets running tasks finish, 202 until they have; `immediate`). */
  pause(id: string, body: BodyOf<'pauseCycle'> = {}, opts?: RequestOptions) {
    return send<ResultOf<'pauseCycle'>>(this.#core, 'POST', `${WS}/cycles/${seg(id)}/pause`, body, opts)
  }
  resume(id: string, opts?: RequestOptions) {
    return send<ResultOf<'resumeCycle'>>(this.#core, 'POST', `${WS}/cycles/${seg(id)}/resume`, undefined, opts)
  }
  cancel(id: string, body: BodyOf<'cancelCycle'> = {}, opts?: RequestOptions) {
    return send<ResultOf<'cancelCycle'>>(this.#core, 'POST', `${WS}/cycles/${seg(id)}/cancel`, body, opts)
  }
  /** Approves a task waiting on approval (`decision: 'approve'`, the default) with a comment. */
  approve(id: string, body: Omit<BodyOf<'approveCycleTask'>, 'decision'>, opts?: RequestOptions) {
    return send<ResultOf<'approveCycleTask'>>(
      this.#core,
      'POST',
      `${WS}/cycles/${seg(id)}/approve`,
      { ...body, decision: 'approve' },
      opts,
    )
  }
  /** Rejects a task waiting on approval: it runs again as a new revision. */
  reject(id: string, body: Omit<BodyOf<'approveCycleTask'>, 'decision'>, opts?: RequestOptions) {
    return send<ResultOf<'approveCycleTask'>>(
      this.#core,
      'POST',
      `${WS}/cycles/${seg(id)}/approve`,
      { ...body, decision: 'reject' },
      opts,
    )
  }
  /**
   * The cycle's event log as JSON pages after `after_seq` (await: one page; `for await`: every event so far, each
   * next page after the last `seq` received). For events still to come, `tail`.
   */
  events(id: string, params: QueryOf<'listCycleEvents'> = {}, opts?: RequestOptions): PagePromise<CycleEvent> {
    const { after_seq: start = 0, ...rest } = params
    const path = `${WS}/cycles/${seg(id)}/events`
    return pagesOf(
      start,
      (after_seq) =>
        this.#core.request<Record<string, unknown>>({ method: 'GET', path, query: { ...rest, after_seq } }, opts),
      (body, cursor, next) => {
        const data = (body.data as CycleEvent[] | undefined) ?? []
        return new Page<CycleEvent>(
          body,
          data,
          cursor,
          nextAfterSeq(cursor, data.length, body.has_more === true, data.at(-1)?.seq),
          next,
        )
      },
    )
  }
  /**
   * The live tail (SSE): every event after `lastEventId` (else the whole history), then new ones until the cycle's
   * terminal event (a `cycle.status` to completed, failed or cancelled). A connection that drops, or ends before that
   * event, is resumed with `Last-Event-ID` (the last `seq` received) after a short backoff, up to `maxReconnects`
   * times without progress; leaving the loop closes the stream.
   */
  async *tail(
    id: string,
    o: { lastEventId?: string | number; maxReconnects?: number } & RequestOptions = {},
  ): AsyncGenerator<{ event: string; data: CycleEvent; id: string | null }> {
    const { lastEventId, maxReconnects = 5, ...opts } = o
    let last = lastEventId === undefined ? null : String(lastEventId)
    let failures = 0
    for (;;) {
      const { response } = await this.#core.request<undefined>(
        {
          method: 'GET',
          path: `${WS}/cycles/${seg(id)}/events`,
          stream: true,
          headers: { accept: 'text/event-stream', ...(last !== null ? { 'last-event-id': last } : {}) },
        },
        opts,
      )
      const abort = (response as Response & { abort?: () => void }).abort ?? (() => {})
      let dropped: unknown = null
      try {
        for await (const ev of sseEvents(response, abort)) {
          failures = 0
          if (ev.id !== null) last = ev.id
          const data = JSON.parse(ev.data) as CycleEvent
          yield { event: ev.event, data, id: ev.id }
          if (isTerminalEvent(ev.event, data)) return
        }
      } catch (err) {
        if (opts.signal?.aborted) throw new APIUserAbortError()
        dropped = err
      }
      if (++failures > maxReconnects)
        throw dropped ?? new APIConnectionError('The cycle tail ended before the cycle did, too many times in a row.')
      await new Promise((r) => setTimeout(r, backoffRange(failures - 1)[1]))
    }
  }
}

function isTerminalEvent(event: string, data: unknown): boolean {
  const to = (data as { data?: { to?: unknown } } | null)?.data?.to
  return event === 'cycle.status' && (to === 'completed' || to === 'failed' || to === 'cancelled')
}

export class Approvals {
  readonly #core: Core
  constructor(core: Core) {
    this.#core = core
  }
  /** The approvals inbox: tasks of open cycles waiting on a decision the caller may make, each with the cycle's `version`. */
  list(
    params: QueryOf<'listPendingApprovals'> = {},
    opts?: RequestOptions,
  ): PagePromise<ItemOf<'listPendingApprovals'>> {
    return listPages(this.#core, `${WS}/approvals`, 'data', params, opts)
  }
}

export class Drafts {
  readonly #core: Core
  constructor(core: Core) {
    this.#core = core
  }
  create(body: BodyOf<'createWorkstreamDraft'>, opts?: RequestOptions) {
    return send<ResultOf<'createWorkstreamDraft', 201>>(this.#core, 'POST', `${WS}/drafts`, body, opts)
  }
  list(
    params: QueryOf<'listWorkstreamDrafts'> = {},
    opts?: RequestOptions,
  ): PagePromise<ItemOf<'listWorkstreamDrafts'>> {
    return listPages(this.#core, `${WS}/drafts`, 'data', params, opts)
  }
  retrieve(id: string, opts?: RequestOptions) {
    return get<ResultOf<'getWorkstreamDraft'>>(this.#core, `${WS}/drafts/${seg(id)}`, opts)
  }
  /** Replaces the fields given (version + 1); pass `{ ifMatch: draft.version }` to refuse a lost update. */
  update(id: string, body: BodyOf<'updateWorkstreamDraft'>, opts?: RequestOptions) {
    return send<ResultOf<'updateWorkstreamDraft'>>(this.#core, 'PATCH', `${WS}/drafts/${seg(id)}`, body, opts)
  }
  delete(id: string, opts?: RequestOptions) {
    return send<void>(this.#core, 'DELETE', `${WS}/drafts/${seg(id)}`, undefined, opts)
  }
  /** Every problem of the draft (changes nothing): `valid`, and each problem with its `task_key` and `loc`. */
  validate(id: string, opts?: RequestOptions) {
    return send<ResultOf<'validateWorkstreamDraft'>>(
      this.#core,
      'POST',
      `${WS}/drafts/${seg(id)}/validate`,
      undefined,
      opts,
    )
  }
  /** The task graph the draft would run for a workplan and period (nothing runs, nothing is stored). */
  preview(id: string, body: BodyOf<'previewWorkstreamDraft'>, opts?: RequestOptions) {
    return send<ResultOf<'previewWorkstreamDraft'>>(this.#core, 'POST', `${WS}/drafts/${seg(id)}/preview`, body, opts)
  }
  /** Publishes the draft as a template version (201 with the draft and the template). */
  publish(id: string, opts?: RequestOptions) {
    return send<ResultOf<'publishWorkstreamDraft', 201>>(
      this.#core,
      'POST',
      `${WS}/drafts/${seg(id)}/publish`,
      undefined,
      opts,
    )
  }
}

export class Workstreams {
  readonly templates: Templates
  readonly workplans: Workplans
  readonly cycles: Cycles
  readonly approvals: Approvals
  readonly drafts: Drafts
  constructor(core: Core) {
    this.templates = new Templates(core)
    this.workplans = new Workplans(core)
    this.cycles = new Cycles(core)
    this.approvals = new Approvals(core)
    this.drafts = new Drafts(core)
  }
}
