// Templates (openapi.yaml tag WorkStreams): create (publishes version 1), list, get, publish the next version, get a
// version. A published version never changes; reading needs workstreams:read, changing workstreams:write.
import { AppError } from '../errors/index.ts'
import { requirePermission, type Principal } from '../auth/index.ts'
import { DEFAULT_LIMIT, MAX_LIMIT } from '../lib/pagination.ts'
import type { TemplateVersion, WorkstreamTemplate } from '../store/ports/index.ts'
import type {
  WorkstreamTemplate as TemplateView,
  WorkstreamTemplateCreate,
  WorkstreamTemplateList,
  WorkstreamTemplateVersion as VersionView,
  WorkstreamTemplateVersionCreate,
} from '../generated/api-types.ts'
import type { WorkstreamsDeps } from './deps.ts'
import { checkDefinition } from './definition.ts'
import { templateView, versionView } from './views.ts'

export const templateNotFound = (id: string, param = 'template_id') =>
  new AppError('workstream_template_not_found', `No WorkStream template ${id.slice(0, 64)} in your organization.`, {
    param,
  })

export const pageOf = (q: { limit?: number; offset?: number }) => ({
  limit: Math.min(Math.max(q.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT),
  offset: Math.max(q.offset ?? 0, 0),
})

async function latest(d: WorkstreamsDeps, t: WorkstreamTemplate): Promise<TemplateVersion> {
  const v = await d.stores.workstreamTemplates.getVersion(t.organizationId, t.id, t.latestVersion)
  if (!v) throw new Error(`template ${t.id} lacks its version ${t.latestVersion}`)
  return v
}

export async function createTemplate(
  d: WorkstreamsDeps,
  p: Principal,
  body: WorkstreamTemplateCreate,
): Promise<TemplateView> {
  requirePermission(p, 'workstreams:write')
  const definition = checkDefinition(body.tasks, d.registry)
  const now = d.clock.now()
  const t: WorkstreamTemplate = {
    id: d.ids.id('wst'),
    organizationId: p.organizationId,
    name: body.name,
    description: body.description ?? null,
    latestVersion: 1,
    createdAt: now,
    updatedAt: now,
  }
  const v: TemplateVersion = {
    templateId: t.id,
    organizationId: p.organizationId,
    version: 1,
    definition,
    publishedAt: now,
    publishedBy: p.userId,
  }
  await d.stores.workstreamTemplates.insert(t, v)
  return templateView(t, v)
}

export async function listTemplates(
  d: WorkstreamsDeps,
  p: Principal,
  q: { limit?: number; offset?: number },
): Promise<WorkstreamTemplateList> {
  requirePermission(p, 'workstreams:read')
  const r = await d.stores.workstreamTemplates.list(p.organizationId, pageOf(q))
  return { data: await Promise.all(r.items.map(async (t) => templateView(t, await latest(d, t)))), has_more: r.hasMore }
}

export async function getTemplate(d: WorkstreamsDeps, p: Principal, id: string): Promise<TemplateView> {
  requirePermission(p, 'workstreams:read')
  const t = await d.stores.workstreamTemplates.get(p.organizationId, id)
  if (!t) throw templateNotFound(id)
  return templateView(t, await latest(d, t))
}

export async function publishVersion(
  d: WorkstreamsDeps,
  p: Principal,
  id: string,
  body: WorkstreamTemplateVersionCreate,
): Promise<VersionView> {
  requirePermission(p, 'workstreams:write')
  const definition = checkDefinition(body.tasks, d.registry)
  const t = await d.stores.workstreamTemplates.get(p.organizationId, id)
  if (!t) throw templateNotFound(id)
  const now = d.clock.now()
  const v: TemplateVersion = {
    templateId: id,
    organizationId: p.organizationId,
    version: t.latestVersion + 1,
    definition,
    publishedAt: now,
    publishedBy: p.userId,
  }
  const r = await d.stores.workstreamTemplates.publish(v, now)
  if (r === 'not_found') throw templateNotFound(id)
  if (r === 'conflict') {
    throw new AppError(
      'invalid_state_transition',
      `Version ${v.version} of template ${id} was just published by another request; publish again.`,
      {
        extra: { current_state: `version_${v.version}_published` },
      },
    )
  }
  return versionView(v)
}

export async function getVersion(d: WorkstreamsDeps, p: Principal, id: string, version: number): Promise<VersionView> {
  requirePermission(p, 'workstreams:read')
  const v = await d.stores.workstreamTemplates.getVersion(p.organizationId, id, version)
  if (!v) {
    if (!(await d.stores.workstreamTemplates.get(p.organizationId, id))) throw templateNotFound(id)
    throw templateNotFound(`${id} version ${version}`, 'version')
  }
  return versionView(v)
}
