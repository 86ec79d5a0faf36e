// Read models over the registry: the skill catalogue and the permission catalogue (spec: GET /api/v1/skills,
// GET /api/v1/connect-keys/_helpers/permission-catalog).
import { PERMISSIONS, PERMISSION_SLUGS } from '../permissions/index.ts'
import { skillInvokePath, type SkillRegistry } from './registry.ts'

export function skillSummaries(registry: SkillRegistry) {
  return registry.list().map((s) => ({
    name: s.manifest.name,
    slug: s.manifest.slug,
    category: s.manifest.category,
    cluster: s.manifest.cluster,
    streaming: s.manifest.streaming,
    advisory: s.manifest.advisory,
    writes: s.manifest.writes,
    permission: s.manifest.permission,
    summary: s.manifest.summary,
    description: s.manifest.description,
    links: {
      invoke: skillInvokePath(s.manifest.name),
      input_schema: `/openapi.json#/components/schemas/${s.componentName}Input`,
      output_schema: `/openapi.json#/components/schemas/${s.componentName}Output`,
    },
  }))
}

export function permissionCatalogue(registry: SkillRegistry) {
  return PERMISSION_SLUGS.map((permission) => ({
    permission,
    description: PERMISSIONS[permission],
    skills: registry
      .list()
      .filter((s) => s.manifest.permission === permission)
      .map((s) => ({ name: s.manifest.name, slug: s.manifest.slug })),
  }))
}
