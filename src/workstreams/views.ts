// The API's shapes (openapi.yaml WorkStreams schemas) of the stored records.
import type {
  Cycle as CycleView,
  CycleEvent as CycleEventView,
  CycleTask as CycleTaskView,
  TaskDefinition as TaskDefinitionView,
  Workplan as WorkplanView,
  WorkstreamTemplate as TemplateView,
  WorkstreamTemplateVersion as VersionView,
} from '../generated/api-types.ts'
import type {
  Actor,
  Cycle,
  CycleEvent,
  TaskDefinition,
  TaskStatus,
  TemplateVersion,
  Workplan,
  WorkstreamTemplate,
} from '../store/ports/index.ts'

const actorView = (a: Actor) => ({ kind: a.kind, id: a.id, key_id: a.keyId })

export const taskDefinitionView = (t: TaskDefinition): TaskDefinitionView => ({
  key: t.key,
  kind: t.kind ?? 'skill',
  input_schema: t.inputSchema ?? null,
  name: t.name,
  skill: t.skill,
  writes: t.writes,
  input: t.input,
  depends_on: t.dependsOn,
  approval: t.approval
    ? {
        required: t.approval.required,
        approvers: t.approval.approvers,
        distinct_from_preparer: t.approval.distinctFromPreparer,
      }
    : null,
  retry: { max_attempts: t.retry.maxAttempts, backoff_seconds: t.retry.backoffSeconds },
  on_failure: t.onFailure,
})

export const templateView = (t: WorkstreamTemplate, latest: TemplateVersion): TemplateView => ({
  id: t.id,
  name: t.name,
  description: t.description,
  latest_version: t.latestVersion,
  tasks: latest.definition.tasks.map(taskDefinitionView),
  created_at: t.createdAt.toISOString(),
  updated_at: t.updatedAt.toISOString(),
})

export const versionView = (v: TemplateVersion): VersionView => ({
  template_id: v.templateId,
  version: v.version,
  tasks: v.definition.tasks.map(taskDefinitionView),
  published_at: v.publishedAt.toISOString(),
  published_by: v.publishedBy,
})

export const workplanView = (w: Workplan): WorkplanView => ({
  id: w.id,
  name: w.name,
  client_id: w.clientId,
  template_id: w.templateId,
  blueprint_id: w.templateId,
  template_version: w.templateVersion,
  owner_user_id: w.ownerUserId,
  inputs: w.inputs,
  schedule: w.schedule
    ? {
        cron: w.schedule.cron,
        timezone: w.schedule.timezone,
        period: w.schedule.period,
        period_offset: w.schedule.periodOffset,
      }
    : null,
  next_run_at: w.nextFireAt?.toISOString() ?? null,
  writes_enabled: w.writesEnabled,
  status: w.status,
  created_at: w.createdAt.toISOString(),
  updated_at: w.updatedAt.toISOString(),
})

const STATUSES: TaskStatus[] = ['pending', 'ready', 'running', 'waiting', 'succeeded', 'failed', 'skipped', 'cancelled']

export function cycleView(c: Cycle): CycleView {
  const counts = Object.fromEntries(
    STATUSES.map((s) => [s, c.tasks.filter((t) => t.status === s).length]),
  ) as CycleView['counts']
  return {
    id: c.id,
    run_id: c.id,
    workplan_id: c.workplanId,
    template_id: c.templateId,
    template_version: c.templateVersion,
    client_id: c.clientId,
    period: c.period,
    status: c.status,
    waiting_on: c.tasks
      .filter((t) => t.status === 'waiting' && t.waitingOn)
      .map((t) => ({ task_key: t.key, waiting_on: t.waitingOn! })),
    outcome: c.outcome,
    error: c.error ? { code: c.error.code, message: c.error.message, task_key: c.error.taskKey } : null,
    version: c.version,
    pause: c.pause
      ? { mode: c.pause.mode, reason: c.pause.reason, requested_by: actorView(c.pause.by), requested_at: c.pause.at }
      : null,
    counts,
    writes_enabled: c.writesEnabled,
    created_by: actorView(c.createdBy),
    created_at: c.createdAt.toISOString(),
    started_at: c.startedAt,
    completed_at: c.completedAt,
    updated_at: c.updatedAt.toISOString(),
  }
}

export function taskViews(c: Cycle): CycleTaskView[] {
  return c.tasks.map((t) => {
    const d = c.definition.tasks.find((x) => x.key === t.key)!
    return {
      key: t.key,
      name: d.name,
      skill: d.skill,
      writes: d.writes,
      depends_on: d.dependsOn,
      status: t.status,
      waiting_on: t.waitingOn,
      revision: t.revision,
      attempt: t.attempt,
      max_attempts: d.retry.maxAttempts,
      approval: taskDefinitionView(d).approval,
      decisions: t.decisions.map((x) => ({
        actor: actorView(x.actor),
        decision: x.decision,
        comment: x.comment,
        revision: x.revision,
        at: x.at,
      })),
      output: t.output,
      error: t.error,
      prepared_by: t.preparedBy,
      justification: t.justification,
      not_before: t.notBefore,
      started_at: t.startedAt,
      finished_at: t.finishedAt,
    }
  })
}

export const eventView = (e: CycleEvent): CycleEventView => ({
  seq: e.seq,
  type: e.type as CycleEventView['type'],
  at: e.at.toISOString(),
  actor: actorView(e.actor),
  data: e.data,
})
