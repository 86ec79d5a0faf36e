// Cycles (openapi.yaml tag WorkStreams Cycles): start for a period, list, get, tasks, history, and the commands
// (pause, resume, cancel, approve or reject, task retry and skip), each a transition of the decider.
import { listFilter, reaches, usableWorkspace } from '../tenancy/index.ts'
import { AppError } from '../errors/index.ts'
import { requirePermission, type Principal } from '../auth/index.ts'
import { DuplicateError, type Cycle, type CycleStatus } from '../store/ports/index.ts'
import type {
  Cycle as CycleView,
  CycleApproval,
  CycleCancel,
  CycleEventList,
  CycleList,
  CyclePause,
  CycleStart,
  CycleTaskList,
  TaskInputSupply,
  TaskSkip,
} from '../generated/api-types.ts'
import type { WorkstreamsDeps } from './deps.ts'
import type { Command } from './decider.ts'
import { newCycle } from './new-cycle.ts'
import { actorOf, cycleNotFound, expectedVersion, transition } from './engine.ts'
import { pageOf } from './templates.ts'
import { cycleView, eventView, taskViews } from './views.ts'
import { withOutputs } from './outputs.ts'
import { workplanNotFound } from './workplans.ts'
import { inputValidator } from './definition.ts'
import { ajvErrorsToValidation, locateErrors } from '../validation/index.ts'
export { tailEvents } from './tail.ts'

export interface CycleResult {
  cycle: CycleView
  etag: string
}
const result = (c: Cycle): CycleResult => ({ cycle: cycleView(c), etag: `"${c.version}"` })

export async function startCycle(d: WorkstreamsDeps, p: Principal, body: CycleStart): Promise<CycleResult> {
  requirePermission(p, 'workstreams:write')
  const w = await d.stores.workplans.get(p.organizationId, body.workplan_id)
  if (!w || !reaches(p, w.workspaceId)) throw workplanNotFound(body.workplan_id)
  if (w.status === 'archived')
    throw new AppError('workplan_archived', `Workplan ${w.id} is archived: no new cycle can start.`, {
      param: 'workplan_id',
    })
  if (w.workspaceId !== null) await usableWorkspace(d.stores, p, w.workspaceId, { param: 'workplan_id' })
  const t = await d.stores.workstreamTemplates.get(p.organizationId, w.templateId)
  const version = w.templateVersion ?? t?.latestVersion
  const v =
    version === undefined
      ? null
      : await d.stores.workstreamTemplates.getVersion(p.organizationId, w.templateId, version)
  if (!v)
    throw new AppError('workstream_template_not_found', `The template of workplan ${w.id} is gone.`, {
      param: 'workplan_id',
    })
  const { cycle, events } = newCycle({
    id: d.ids.id('cyc'),
    organizationId: p.organizationId,
    workspaceId: w.workspaceId,
    workplanId: w.id,
    templateId: w.templateId,
    templateVersion: v.version,
    definition: v.definition,
    clientId: w.clientId,
    period: body.period,
    ownerUserId: w.ownerUserId,
    ownerPermissions: w.ownerPermissions,
    inputs: w.inputs,
    writesEnabled: w.writesEnabled,
    createdBy: actorOf(p),
    now: d.clock.now(),
  })
  try {
    await d.stores.cycles.insert(cycle, events)
  } catch (e) {
    if (!(e instanceof DuplicateError)) throw e
    const open = (await d.stores.cycles.listOpen(p.organizationId, w.id)).find((c) => c.period === body.period)
    throw new AppError('cycle_already_open', `Workplan ${w.id} already has an open cycle for ${body.period}.`, {
      param: 'period',
      extra: { cycle_id: open?.id ?? 'unknown' },
    })
  }
  d.onWork?.()
  return result(cycle)
}

async function owned(d: WorkstreamsDeps, p: Principal, id: string): Promise<Cycle> {
  const c = await d.stores.cycles.get(p.organizationId, id)
  if (!c || !reaches(p, c.workspaceId)) throw cycleNotFound(id)
  return c
}

export async function listCycles(
  d: WorkstreamsDeps,
  p: Principal,
  q: {
    limit?: number
    offset?: number
    workplan_id?: string
    workspace_id?: string
    status?: CycleStatus
    period?: string
  },
): Promise<CycleList> {
  requirePermission(p, 'workstreams:read')
  const ws = listFilter(p, q.workspace_id)
  if (ws === false) return { data: [], has_more: false }
  const r = await d.stores.cycles.list(p.organizationId, {
    ...pageOf(q),
    ...(q.workplan_id ? { workplanId: q.workplan_id } : {}),
    ...(ws ? { workspaceId: ws } : {}),
    ...(q.status ? { status: q.status } : {}),
    ...(q.period ? { period: q.period } : {}),
  })
  return { data: r.items.map(cycleView), has_more: r.hasMore }
}

export async function getCycle(d: WorkstreamsDeps, p: Principal, id: string): Promise<CycleResult> {
  requirePermission(p, 'workstreams:read')
  return result(await owned(d, p, id))
}

export async function listTasks(
  d: WorkstreamsDeps,
  p: Principal,
  id: string,
  q: { limit?: number; offset?: number },
): Promise<CycleTaskList> {
  requirePermission(p, 'workstreams:read')
  const c = await owned(d, p, id)
  const { limit, offset } = pageOf(q)
  // Outputs stored apart from the record (outputs.ts) are read back for the tasks of this page only.
  const page = await withOutputs(
    d,
    c,
    c.tasks.slice(offset, offset + limit).map((t) => t.key),
  )
  return { data: taskViews(page).slice(offset, offset + limit), has_more: offset + limit < c.tasks.length }
}

export async function listEvents(
  d: WorkstreamsDeps,
  p: Principal,
  id: string,
  q: { limit?: number; after_seq?: number },
): Promise<CycleEventList> {
  requirePermission(p, 'workstreams:read')
  await owned(d, p, id)
  const { limit } = pageOf(q)
  const es = await d.stores.cycles.events(p.organizationId, id, q.after_seq ?? 0, limit + 1)
  return { data: es.slice(0, limit).map(eventView), has_more: es.length > limit }
}

/** Runs an operator command; 202 when the cycle is left pausing or cancelling (work in flight still ending). */
async function command(
  d: WorkstreamsDeps,
  p: Principal,
  id: string,
  cmd: Command,
  ifMatch: string | undefined,
): Promise<CycleResult & { status: 200 | 202 }> {
  requirePermission(p, 'workstreams:write')
  const version = expectedVersion(ifMatch)
  // Another workspace's cycle reads as absent to a pinned key, before any command is tried.
  if (p.workspaceId !== null) await owned(d, p, id)
  const c = await transition(d, id, cmd, actorOf(p), {
    organizationId: p.organizationId,
    ...(version !== undefined ? { version } : {}),
  })
  return { ...result(c), status: c.status === 'pausing' || c.status === 'cancelling' ? 202 : 200 }
}

export const pauseCycle = (d: WorkstreamsDeps, p: Principal, id: string, b: CyclePause | undefined, ifMatch?: string) =>
  command(d, p, id, { type: 'pause', mode: b?.mode ?? 'drain', reason: b?.reason ?? null }, ifMatch)
export const resumeCycle = (d: WorkstreamsDeps, p: Principal, id: string, ifMatch?: string) =>
  command(d, p, id, { type: 'resume' }, ifMatch)
export const cancelCycle = (
  d: WorkstreamsDeps,
  p: Principal,
  id: string,
  b: CycleCancel | undefined,
  ifMatch?: string,
) => command(d, p, id, { type: 'cancel', reason: b?.reason ?? null }, ifMatch)
export const approveTask = (d: WorkstreamsDeps, p: Principal, id: string, b: CycleApproval, ifMatch?: string) =>
  command(
    d,
    p,
    id,
    { type: 'decide', taskKey: b.task_key, decision: b.decision ?? 'approve', comment: b.comment },
    ifMatch,
  )
export const retryTask = (d: WorkstreamsDeps, p: Principal, id: string, taskKey: string, ifMatch?: string) =>
  command(d, p, id, { type: 'retry_task', taskKey }, ifMatch)
/** Checks the value against the input task's schema (422 naming each field under body.value), then supplies it. */
export async function supplyInput(
  d: WorkstreamsDeps,
  p: Principal,
  id: string,
  taskKey: string,
  b: TaskInputSupply,
  ifMatch?: string,
) {
  requirePermission(p, 'workstreams:write')
  const c = await owned(d, p, id)
  const def = c.definition.tasks.find((t) => t.key === taskKey)
  if (def?.kind === 'input' && def.inputSchema) {
    const validate = inputValidator(def.inputSchema)
    if (!validate(structuredClone(b.value))) {
      const e = ajvErrorsToValidation(locateErrors(validate.errors ?? [], b.value), { wrapped: false })
      const details = (e.details ?? []).map((x) => ({ ...x, loc: ['body', 'value', ...x.loc.slice(1)] }))
      const first = details[0]!
      throw new AppError('validation_error', `Invalid request: ${first.loc.slice(1).join('.')} ${first.msg}.`, {
        param: first.loc.slice(1).join('.'),
        details,
      })
    }
  } else if (def) {
    throw new AppError('invalid_state_transition', `Task ${taskKey} is not an input task: it runs ${def.skill}.`, {
      param: 'task_key',
      extra: { current_state: c.tasks.find((t) => t.key === taskKey)!.status },
    })
  }
  return command(d, p, id, { type: 'supply_input', taskKey, value: b.value }, ifMatch)
}

export const skipTask = (
  d: WorkstreamsDeps,
  p: Principal,
  id: string,
  taskKey: string,
  b: TaskSkip,
  ifMatch?: string,
) => command(d, p, id, { type: 'skip_task', taskKey, justification: b.justification }, ifMatch)
