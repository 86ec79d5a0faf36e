// Workplans (openapi.yaml tag WorkStreams): a template bound to a client. Create, list, get, change, archive, and
// the write status: while writes are disabled, a task whose skill writes waits (its cycles show `waiting`).
// The same functions serve the deprecated /blueprints paths.
import { AppError } from '../errors/index.ts'
import { requirePermission, type Principal } from '../auth/index.ts'
import type { Workplan, WorkplanSchedule } from '../store/ports/index.ts'
import type {
  TriggerFiring,
  Workplan as WorkplanView,
  WorkplanCreate,
  WorkplanList,
  WorkplanTrigger,
  WorkplanTriggerList,
  WorkplanUpdate,
  WorkplanWriteStatus,
} from '../generated/api-types.ts'
import type { WorkstreamsDeps } from './deps.ts'
import { pageOf, templateNotFound } from './templates.ts'
import { workplanView } from './views.ts'
import { clientInScope, clientNotFound } from '../books/index.ts'
import { listFilter, reaches, usableWorkspace } from '../tenancy/index.ts'
import { actorOf, transition } from './engine.ts'
import { TRIGGER, nextOccurrence, periodOf, scheduleProblem } from './triggers.ts'

export const workplanNotFound = (id: string, param = 'workplan_id') =>
  new AppError('workplan_not_found', `No workplan ${id.slice(0, 64)} in your organization.`, { param })

const invalid = (param: string, msg: string, type: string) =>
  new AppError('validation_error', `Invalid request: ${param} ${msg}.`, {
    param,
    details: [{ loc: ['body', ...param.split('.')], msg, type }],
  })

type ScheduleInput = NonNullable<WorkplanCreate['schedule']>

/** The schedule as stored (defaults in), after croner has read it; 422 naming the field otherwise. */
function checkSchedule(s: ScheduleInput | null | undefined): WorkplanSchedule | null | undefined {
  if (!s) return s
  const problem = scheduleProblem(s)
  if (problem)
    throw invalid(
      `schedule.${problem.param}`,
      problem.msg,
      problem.param === 'cron' ? 'invalid_cron' : 'invalid_timezone',
    )
  return { cron: s.cron, timezone: s.timezone, period: s.period ?? 'month', periodOffset: s.period_offset ?? -1 }
}

const nextFire = (s: WorkplanSchedule | null, now: Date): Date | null => (s ? nextOccurrence(s, now) : null)

async function checkTemplateVersion(
  d: WorkstreamsDeps,
  org: string,
  templateId: string,
  version: number | null | undefined,
  param: string,
): Promise<void> {
  const t = await d.stores.workstreamTemplates.get(org, templateId)
  if (!t) throw templateNotFound(templateId, param)
  if (version != null && version > t.latestVersion)
    throw invalid(
      'template_version',
      `names no published version (the latest is ${t.latestVersion})`,
      'unknown_version',
    )
}

export async function getOwned(d: WorkstreamsDeps, p: Principal, id: string): Promise<Workplan> {
  const w = await d.stores.workplans.get(p.organizationId, id)
  if (!w || !reaches(p, w.workspaceId)) throw workplanNotFound(id)
  return w
}

export async function createWorkplan(d: WorkstreamsDeps, p: Principal, body: WorkplanCreate): Promise<WorkplanView> {
  requirePermission(p, 'workstreams:write')
  if (body.template_id !== undefined && body.blueprint_id !== undefined && body.template_id !== body.blueprint_id) {
    throw invalid('blueprint_id', 'differs from template_id (it is a deprecated alias of it)', 'conflicting_alias')
  }
  const templateId = body.template_id ?? body.blueprint_id
  if (templateId === undefined) throw invalid('template_id', 'is required', 'missing')
  const param = body.template_id !== undefined ? 'template_id' : 'blueprint_id'
  const schedule = checkSchedule(body.schedule) ?? null
  const client = await clientInScope(d.stores, p, body.client_id)
  if (!client) throw clientNotFound(body.client_id)
  // New work lands in its client's workspace, which must still be live.
  if (client.workspaceId !== null) await usableWorkspace(d.stores, p, client.workspaceId, { param: 'client_id' })
  await checkTemplateVersion(d, p.organizationId, templateId, body.template_version, param)
  const now = d.clock.now()
  const w: Workplan = {
    id: d.ids.id('wpl'),
    organizationId: p.organizationId,
    workspaceId: client.workspaceId,
    name: body.name,
    clientId: body.client_id,
    templateId,
    templateVersion: body.template_version ?? null,
    ownerUserId: p.userId,
    ownerPermissions: [...p.permissions],
    inputs: body.inputs ?? {},
    schedule,
    nextFireAt: nextFire(schedule, now),
    writesEnabled: true,
    writesChangedAt: null,
    writesChangedBy: null,
    status: 'active',
    createdAt: now,
    updatedAt: now,
  }
  await d.stores.workplans.insert(w)
  return workplanView(w)
}

export async function listWorkplans(
  d: WorkstreamsDeps,
  p: Principal,
  q: { limit?: number; offset?: number; client_id?: string; workspace_id?: string; status?: Workplan['status'] },
): Promise<WorkplanList> {
  requirePermission(p, 'workstreams:read')
  const ws = listFilter(p, q.workspace_id)
  if (ws === false) return { data: [], has_more: false }
  const r = await d.stores.workplans.list(p.organizationId, {
    ...pageOf(q),
    ...(q.client_id ? { clientId: q.client_id } : {}),
    ...(ws ? { workspaceId: ws } : {}),
    ...(q.status ? { status: q.status } : {}),
  })
  return { data: r.items.map(workplanView), has_more: r.hasMore }
}

export async function getWorkplan(d: WorkstreamsDeps, p: Principal, id: string): Promise<WorkplanView> {
  requirePermission(p, 'workstreams:read')
  return workplanView(await getOwned(d, p, id))
}

const archived = (w: Workplan) =>
  new AppError('workplan_archived', `Workplan ${w.id} is archived.`, { param: 'workplan_id' })

export async function updateWorkplan(
  d: WorkstreamsDeps,
  p: Principal,
  id: string,
  body: WorkplanUpdate,
): Promise<WorkplanView> {
  requirePermission(p, 'workstreams:write')
  const w = await getOwned(d, p, id)
  if (w.status === 'archived') throw archived(w)
  const schedule = checkSchedule(body.schedule)
  if (body.template_version != null)
    await checkTemplateVersion(d, p.organizationId, w.templateId, body.template_version, 'template_version')
  const now = d.clock.now()
  const next = await d.stores.workplans.update(
    p.organizationId,
    id,
    {
      name: body.name,
      templateVersion: body.template_version,
      inputs: body.inputs,
      schedule,
      ...(schedule !== undefined ? { nextFireAt: nextFire(schedule, now) } : {}),
    },
    now,
  )
  if (!next) throw workplanNotFound(id)
  return workplanView(next)
}

export async function archiveWorkplan(d: WorkstreamsDeps, p: Principal, id: string): Promise<WorkplanView> {
  requirePermission(p, 'workstreams:write')
  const w = await getOwned(d, p, id)
  if (w.status === 'archived') throw archived(w)
  const next = await d.stores.workplans.update(
    p.organizationId,
    id,
    { status: 'archived', nextFireAt: null },
    d.clock.now(),
  )
  if (!next) throw workplanNotFound(id)
  return workplanView(next)
}

async function writeStatus(d: WorkstreamsDeps, w: Workplan): Promise<WorkplanWriteStatus> {
  const open = await d.stores.cycles.listOpen(w.organizationId, w.id)
  const waiting = open.reduce(
    (n, c) => n + c.tasks.filter((t) => t.status === 'waiting' && t.waitingOn === 'writes').length,
    0,
  )
  return {
    workplan_id: w.id,
    writes_enabled: w.writesEnabled,
    changed_at: w.writesChangedAt?.toISOString() ?? null,
    changed_by: w.writesChangedBy,
    waiting_tasks: waiting,
  }
}

export async function getWriteStatus(d: WorkstreamsDeps, p: Principal, id: string): Promise<WorkplanWriteStatus> {
  requirePermission(p, 'workstreams:read')
  return writeStatus(d, await getOwned(d, p, id))
}

/** Enables or disables writes, then tells each open cycle (a worker's tick also compares, should this stop midway). */
export async function setWrites(
  d: WorkstreamsDeps,
  p: Principal,
  id: string,
  enabled: boolean,
): Promise<WorkplanWriteStatus> {
  requirePermission(p, 'workstreams:write')
  await getOwned(d, p, id)
  const now = d.clock.now()
  const w = await d.stores.workplans.update(
    p.organizationId,
    id,
    { writesEnabled: enabled, writesChangedAt: now, writesChangedBy: p.userId },
    now,
  )
  if (!w) throw workplanNotFound(id)
  for (const c of await d.stores.cycles.listOpen(p.organizationId, id)) {
    await transition(d, c.id, { type: 'set_writes', enabled }, actorOf(p), { organizationId: p.organizationId })
  }
  return writeStatus(d, w)
}

/** Occurrences listed after the next one. */
const UPCOMING = 5

/**
 * A workplan's triggers (GET …/workplans/{id}/triggers): manual, and cron when scheduled, each with the newest cycle it
 * started among the workplan's last 100; cron also with its next unfired occurrence and the few after it.
 */
export async function listTriggers(
  d: WorkstreamsDeps,
  p: Principal,
  id: string,
  q: { limit?: number; offset?: number },
): Promise<WorkplanTriggerList> {
  requirePermission(p, 'workstreams:read')
  const w = await getOwned(d, p, id)
  const recent = (await d.stores.cycles.list(p.organizationId, { workplanId: w.id, limit: 100, offset: 0 })).items
  const enabled = w.status === 'active'
  const manual = recent.find((c) => c.createdBy.kind === 'user')
  const triggers: WorkplanTrigger[] = [
    {
      kind: 'manual',
      enabled,
      schedule: null,
      next_occurrence: null,
      upcoming: [],
      last_fired: manual
        ? {
            occurrence: manual.createdAt.toISOString(),
            period: manual.period,
            cycle_id: manual.id,
            cycle_status: manual.status,
          }
        : null,
    },
  ]
  const s = w.schedule
  if (s) {
    const fired = recent.find((c) => c.createdBy.kind === TRIGGER.kind && c.createdBy.id === TRIGGER.id)
    let lastFired: TriggerFiring | null = null
    if (fired) {
      const first = (await d.stores.cycles.events(p.organizationId, fired.id, 0, 1))[0]
      const occurrence =
        (first?.data.trigger as { occurrence?: string } | undefined)?.occurrence ?? fired.createdAt.toISOString()
      lastFired = { occurrence, period: fired.period, cycle_id: fired.id, cycle_status: fired.status }
    }
    const firing = (at: Date): TriggerFiring => ({
      occurrence: at.toISOString(),
      period: periodOf(s, at),
      cycle_id: null,
      cycle_status: null,
    })
    const upcoming: TriggerFiring[] = []
    const next = enabled ? w.nextFireAt : null
    for (let at = next ? nextOccurrence(s, next) : null; at && upcoming.length < UPCOMING; at = nextOccurrence(s, at))
      upcoming.push(firing(at))
    triggers.push({
      kind: 'cron',
      enabled,
      schedule: { cron: s.cron, timezone: s.timezone, period: s.period, period_offset: s.periodOffset },
      next_occurrence: next ? firing(next) : null,
      upcoming,
      last_fired: lastFired,
    })
  }
  const { limit, offset } = pageOf(q)
  return { data: triggers.slice(offset, offset + limit), has_more: offset + limit < triggers.length }
}
