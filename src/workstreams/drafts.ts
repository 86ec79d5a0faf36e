// Draft templates (openapi.yaml tags WorkStreams Drafts and WorkStreams Studio): created, listed, read, edited under
// If-Match with the draft's version, deleted; validated against the skill registry and the skills' schemas
// (definition.ts), previewed as the task graph a workplan and period would run (nothing runs, nothing is stored), and
// published as an immutable template version. Reading needs workstreams:read, changing workstreams:write.
import { reaches } from '../tenancy/index.ts'
import { AppError } from '../errors/index.ts'
import { requirePermission, type Principal } from '../auth/index.ts'
import {
  DuplicateError,
  type DraftTask,
  type TemplateVersion,
  type Workplan,
  type WorkstreamDraft,
  type WorkstreamTemplate,
} from '../store/ports/index.ts'
import type {
  WorkstreamDraft as DraftView,
  WorkstreamDraftCreate,
  WorkstreamDraftList,
  WorkstreamDraftPreview,
  WorkstreamDraftPreviewRequest,
  WorkstreamDraftPublication,
  WorkstreamDraftUpdate,
  WorkstreamDraftValidation,
} from '../generated/api-types.ts'
import type { WorkstreamsDeps } from './deps.ts'
import { definitionProblems, inputProblems, problemsError, type Problem, type TaskInput } from './definition.ts'
import { bindingsIn, isBinding, periodRange } from './bindings.ts'
import { expectedVersion } from './engine.ts'
import { pageOf, templateNotFound } from './templates.ts'
import { taskDefinitionView, versionView } from './views.ts'
import { workplanNotFound } from './workplans.ts'

export const draftNotFound = (id: string) =>
  new AppError('workstream_draft_not_found', `No WorkStream draft ${id.slice(0, 64)} in your organization.`, {
    param: 'draft_id',
  })

export interface DraftResult {
  draft: DraftView
  etag: string
}

export const draftView = (x: WorkstreamDraft): DraftView => ({
  id: x.id,
  name: x.name,
  description: x.description,
  template_id: x.templateId,
  tasks: x.tasks as DraftView['tasks'],
  status: x.status,
  version: x.version,
  published: x.published
    ? {
        template_id: x.published.templateId,
        version: x.published.version,
        published_at: x.published.publishedAt.toISOString(),
      }
    : null,
  created_by: x.createdBy,
  created_at: x.createdAt.toISOString(),
  updated_at: x.updatedAt.toISOString(),
})
const result = (x: WorkstreamDraft): DraftResult => ({ draft: draftView(x), etag: `"${x.version}"` })

const publishedRefusal = (x: WorkstreamDraft) =>
  new AppError(
    'invalid_state_transition',
    `Draft ${x.id} was published as version ${x.published?.version ?? '?'} of template ${x.published?.templateId ?? '?'}; it no longer changes. Create a new draft for the next version.`,
    { extra: { current_state: 'published' } },
  )

const mismatch = (x: WorkstreamDraft, expected: number) =>
  new AppError('version_mismatch', `The draft is at version ${x.version}, not ${expected}; read it again.`, {
    param: 'If-Match',
    extra: { current_version: x.version },
  })

async function owned(d: WorkstreamsDeps, p: Principal, id: string): Promise<WorkstreamDraft> {
  const x = await d.stores.workstreamDrafts.get(p.organizationId, id)
  if (!x) throw draftNotFound(id)
  return x
}

/** Creates a draft; tasks are stored as given (checked by validate, preview and publish). */
export async function createDraft(
  d: WorkstreamsDeps,
  p: Principal,
  body: WorkstreamDraftCreate,
): Promise<DraftResult & { stored: WorkstreamDraft }> {
  requirePermission(p, 'workstreams:write')
  if (body.template_id != null && !(await d.stores.workstreamTemplates.get(p.organizationId, body.template_id)))
    throw templateNotFound(body.template_id)
  const now = d.clock.now()
  const x: WorkstreamDraft = {
    id: d.ids.id('wsd'),
    organizationId: p.organizationId,
    name: body.name,
    description: body.description ?? null,
    templateId: body.template_id ?? null,
    tasks: (body.tasks ?? []) as DraftTask[],
    status: 'draft',
    version: 1,
    published: null,
    createdBy: p.userId,
    createdAt: now,
    updatedAt: now,
  }
  await d.stores.workstreamDrafts.insert(x)
  return { ...result(x), stored: x }
}

export async function listDrafts(
  d: WorkstreamsDeps,
  p: Principal,
  q: { limit?: number; offset?: number },
): Promise<WorkstreamDraftList> {
  requirePermission(p, 'workstreams:read')
  const r = await d.stores.workstreamDrafts.list(p.organizationId, pageOf(q))
  return { data: r.items.map(draftView), has_more: r.hasMore }
}

export async function getDraft(d: WorkstreamsDeps, p: Principal, id: string): Promise<DraftResult> {
  requirePermission(p, 'workstreams:read')
  return result(await owned(d, p, id))
}

/** Replaces the fields given, one version up, as a compare-and-set on the version read (or the one If-Match names). */
export async function updateDraft(
  d: WorkstreamsDeps,
  p: Principal,
  id: string,
  body: WorkstreamDraftUpdate,
  ifMatch?: string,
): Promise<DraftResult> {
  requirePermission(p, 'workstreams:write')
  const expected = expectedVersion(ifMatch, 'draft')
  for (;;) {
    const x = await owned(d, p, id)
    if (expected !== undefined && x.version !== expected) throw mismatch(x, expected)
    if (x.status === 'published') throw publishedRefusal(x)
    const next: WorkstreamDraft = {
      ...x,
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.tasks !== undefined ? { tasks: body.tasks as DraftTask[] } : {}),
      version: x.version + 1,
      updatedAt: d.clock.now(),
    }
    const r = await d.stores.workstreamDrafts.replace(next, x.version)
    if (r === 'ok') return result(next)
    if (r === 'not_found') throw draftNotFound(id)
    // Another edit won the race: with If-Match that is a refusal (next pass), without it the edit applies on top.
  }
}

export async function deleteDraft(d: WorkstreamsDeps, p: Principal, id: string): Promise<void> {
  requirePermission(p, 'workstreams:write')
  await d.stores.workstreamDrafts.delete(p.organizationId, id)
}

/** Every problem of the draft: its tasks (definition.ts), and the template it names being gone. */
async function problemsOf(
  d: WorkstreamsDeps,
  x: WorkstreamDraft,
): Promise<{ problems: Problem[]; template: WorkstreamTemplate | null }> {
  const { problems } = definitionProblems(x.tasks as TaskInput[], d.registry)
  let template: WorkstreamTemplate | null = null
  if (x.templateId !== null) {
    template = await d.stores.workstreamTemplates.get(x.organizationId, x.templateId)
    if (!template)
      problems.unshift({
        taskKey: null,
        loc: ['body', 'template_id'],
        msg: `names no template of your organization (${x.templateId.slice(0, 64)})`,
        type: 'unknown_template',
      })
  }
  return { problems, template }
}

export async function validateDraft(d: WorkstreamsDeps, p: Principal, id: string): Promise<WorkstreamDraftValidation> {
  requirePermission(p, 'workstreams:read')
  return validationOf(d, await owned(d, p, id))
}

/** The verdict on a draft the caller may read. */
export async function validationOf(d: WorkstreamsDeps, x: WorkstreamDraft): Promise<WorkstreamDraftValidation> {
  const { problems } = await problemsOf(d, x)
  return {
    draft_id: x.id,
    version: x.version,
    valid: problems.length === 0,
    errors: problems.map((e) => ({ task_key: e.taskKey, loc: e.loc, msg: e.msg, type: e.type })),
  }
}

type PreviewTask = WorkstreamDraftPreview['tasks'][number]

/** The value a period or workplan binding has for this workplan and period; undefined for a task's output. */
function fixedValue(source: string, w: Workplan, period: string): { value: unknown } | 'missing' | undefined {
  const parts = source.split('.')
  if (source === 'period.key') return { value: period }
  if (parts[0] === 'period') return { value: periodRange(period)[parts[1] as 'start' | 'end'] }
  if (source === 'workplan.client_id') return { value: w.clientId }
  if (parts[0] === 'workplan') return parts[2]! in w.inputs ? { value: w.inputs[parts[2]!] } : 'missing'
  return undefined
}

function resolveFixed(value: unknown, w: Workplan, period: string): unknown {
  if (isBinding(value)) {
    const v = fixedValue(value.$bind, w, period)
    return v && v !== 'missing' ? structuredClone(v.value) : value
  }
  if (Array.isArray(value)) return value.map((v) => resolveFixed(v, w, period))
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveFixed(v, w, period)]))
  return value
}

/** The task graph the draft would run for the workplan and period, in dependency order; nothing runs or is stored. */
export async function previewDraft(
  d: WorkstreamsDeps,
  p: Principal,
  id: string,
  body: WorkstreamDraftPreviewRequest,
): Promise<WorkstreamDraftPreview> {
  requirePermission(p, 'workstreams:read')
  const x = await owned(d, p, id)
  const w = await d.stores.workplans.get(p.organizationId, body.workplan_id)
  if (!w || !reaches(p, w.workspaceId)) throw workplanNotFound(body.workplan_id)
  const { problems } = await problemsOf(d, x)
  const { definition } = definitionProblems(x.tasks as TaskInput[], d.registry)
  const depth = new Map<string, number>()
  const tasks: (PreviewTask & { index: number })[] = []
  definition.tasks.forEach((t, i) => {
    const pending: PreviewTask['pending_bindings'] = []
    for (const b of bindingsIn(t.input)) {
      const v = fixedValue(b.source, w, body.period)
      if (v === 'missing') {
        problems.push({
          taskKey: t.key,
          loc: ['body', 'tasks', i, 'input', ...b.path, '$bind'],
          msg: `binds to ${b.source}, which workplan ${w.id} does not have`,
          type: 'missing_workplan_input',
        })
      } else if (v === undefined) {
        pending.push({ path: b.path, source: b.source })
      }
    }
    const input = resolveFixed(t.input, w, body.period) as Record<string, unknown>
    // A workplan value of the wrong kind for the skill shows here, before any cycle runs.
    const skill = d.registry.resolve(t.skill)
    if (skill && problems.length === 0) {
      const copy = structuredClone(input)
      for (const b of pending) removeAt(copy, b.path)
      for (const e of inputProblems(
        skill,
        copy,
        pending.map((b) => b.path),
      )) {
        problems.push({
          taskKey: t.key,
          loc: ['body', 'tasks', i, 'input', ...e.path],
          msg: `${e.msg} (with workplan ${w.id}'s values)`,
          type: e.type,
        })
      }
    }
    const dep = t.dependsOn.reduce((m, k) => Math.max(m, (depth.get(k) ?? 0) + 1), 0)
    depth.set(t.key, dep)
    tasks.push({
      index: i,
      key: t.key,
      name: t.name,
      skill: t.skill,
      writes: t.writes,
      depth: dep,
      depends_on: t.dependsOn,
      input,
      pending_bindings: pending,
      approval: taskDefinitionView(t).approval,
    })
  })
  if (problems.length > 0) throw problemsError(problems)
  tasks.sort((a, b) => a.depth - b.depth || a.index - b.index)
  return {
    draft_id: x.id,
    version: x.version,
    workplan_id: w.id,
    client_id: w.clientId,
    period: body.period,
    tasks: tasks.map(({ index: _index, ...t }) => t),
  }
}

function removeAt(value: Record<string, unknown>, path: string[]): void {
  let cur: unknown = value
  for (const seg of path.slice(0, -1)) cur = (cur as Record<string, unknown> | undefined)?.[seg]
  const last = path.at(-1)
  if (last === undefined || typeof cur !== 'object' || cur === null) return
  if (Array.isArray(cur)) cur[Number(last)] = null
  else delete (cur as Record<string, unknown>)[last]
}

/** The id of the template a draft without template_id publishes: derived, so a retried publication finds it. */
const newTemplateId = (draftId: string) => `wst_${draftId.replace(/^wsd_/, '')}`

/**
 * Publishes the draft: the draft is marked published first (a compare-and-set on its version: of two publications
 * one wins), then the template version is written. A crash in between leaves a published draft whose version is
 * missing; publishing it again writes that version (the template id and version number were fixed by the first step).
 */
export async function publishDraft(
  d: WorkstreamsDeps,
  p: Principal,
  id: string,
  ifMatch?: string,
): Promise<DraftResult & { publication: WorkstreamDraftPublication }> {
  requirePermission(p, 'workstreams:write')
  const expected = expectedVersion(ifMatch, 'draft')
  for (;;) {
    const x = await owned(d, p, id)
    if (expected !== undefined && x.version !== expected && x.status === 'draft') throw mismatch(x, expected)
    if (x.status === 'published') {
      const pub = x.published!
      if (await d.stores.workstreamTemplates.getVersion(p.organizationId, pub.templateId, pub.version))
        throw publishedRefusal(x)
      // Marked published by an attempt that stopped before writing the version: finish it.
      return finish(d, p, x)
    }
    const { problems, template } = await problemsOf(d, x)
    if (problems.length > 0) throw problemsError(problems)
    const now = d.clock.now()
    const target = template
      ? { templateId: template.id, version: template.latestVersion + 1 }
      : { templateId: newTemplateId(x.id), version: 1 }
    const next: WorkstreamDraft = {
      ...x,
      status: 'published',
      published: { ...target, publishedAt: now },
      version: x.version + 1,
      updatedAt: now,
    }
    const r = await d.stores.workstreamDrafts.replace(next, x.version)
    if (r === 'not_found') throw draftNotFound(id)
    if (r === 'ok') return finish(d, p, next)
    // Edited or published meanwhile: read it again (If-Match then refuses an edit; a publication is refused above).
  }
}

async function finish(
  d: WorkstreamsDeps,
  p: Principal,
  x: WorkstreamDraft,
): Promise<DraftResult & { publication: WorkstreamDraftPublication }> {
  const pub = x.published!
  const { definition } = definitionProblems(x.tasks as TaskInput[], d.registry)
  const v: TemplateVersion = {
    templateId: pub.templateId,
    organizationId: x.organizationId,
    version: pub.version,
    definition,
    publishedAt: pub.publishedAt,
    publishedBy: p.userId,
  }
  let refusal: AppError | null = null
  if (pub.version === 1) {
    const t: WorkstreamTemplate = {
      id: pub.templateId,
      organizationId: x.organizationId,
      name: x.name,
      description: x.description,
      latestVersion: 1,
      createdAt: pub.publishedAt,
      updatedAt: pub.publishedAt,
    }
    try {
      await d.stores.workstreamTemplates.insert(t, v)
    } catch (e) {
      if (!(e instanceof DuplicateError)) throw e
    }
  } else {
    const r = await d.stores.workstreamTemplates.publish(v, pub.publishedAt)
    if (r === 'not_found') refusal = templateNotFound(pub.templateId)
    if (r === 'conflict') {
      const stored = await d.stores.workstreamTemplates.getVersion(x.organizationId, pub.templateId, pub.version)
      // The same version already written by this publication (a retry after a crash) is success; another's is a race lost.
      if (!stored || JSON.stringify(stored.definition) !== JSON.stringify(definition)) {
        refusal = new AppError(
          'invalid_state_transition',
          `Version ${pub.version} of template ${pub.templateId} was just published by another request; publish the draft again.`,
          {
            extra: { current_state: `version_${pub.version}_published` },
          },
        )
      }
    }
  }
  if (refusal) {
    // Give the draft back (one more version), so it can be published again on the template's new latest.
    const back: WorkstreamDraft = {
      ...x,
      status: 'draft',
      published: null,
      version: x.version + 1,
      updatedAt: d.clock.now(),
    }
    await d.stores.workstreamDrafts.replace(back, x.version)
    throw refusal
  }
  return { ...result(x), publication: { draft: draftView(x), template: versionView(v) } }
}
