// One MCP tool per skill of the registry (spec: "The same skills are reachable through an MCP server"): named by the
// skill's slug (underscored, so clients that allow only [A-Za-z0-9_-] in tool names take it; the door also accepts
// the dotted name), with the skill's own input and output JSON Schemas, read-only or write annotations and the
// description from skill.json. Listing only: calls are validated by the operations' validate stage, not here.
import type { LoadedSkill, SkillRegistry } from '../skill-runtime/index.ts'

/** The `_meta` key under which a tool carries the skill's catalogue data. */
export const SKILL_META = 'skills-connect/skill'

export interface ToolDefinition {
  name: string
  title: string
  description: string
  inputSchema: Record<string, unknown> & { type: 'object' }
  outputSchema: Record<string, unknown> & { type: 'object' }
  annotations: { title: string; readOnlyHint: boolean; destructiveHint?: boolean; openWorldHint: boolean }
  _meta: Record<string, unknown>
}

/** A skill's schema as a tool schema: its `$id` dropped (tools are listed together, ids must not collide). */
function schema(s: Record<string, unknown>): Record<string, unknown> & { type: 'object' } {
  const { $id: _id, ...rest } = s
  return { ...rest, type: 'object' }
}

function description(s: LoadedSkill): string {
  const m = s.manifest
  const parts = [m.summary, m.description]
  if (m.advisory) parts.push('Advisory: the output is model-generated; verify it against authoritative sources.')
  parts.push(`Needs the ${m.permission} permission.`)
  return parts.filter(Boolean).join('\n\n')
}

export function toolFor(s: LoadedSkill): ToolDefinition {
  const m = s.manifest
  return {
    name: m.slug,
    title: m.name,
    description: description(s),
    inputSchema: schema(s.inputSchema),
    outputSchema: schema(s.outputSchema),
    // A write is not read-only; whether it destroys anything is not declared per skill, so MCP's default applies.
    annotations: {
      title: m.name,
      readOnlyHint: !m.writes,
      ...(m.writes ? {} : { destructiveHint: false }),
      openWorldHint: false,
    },
    _meta: {
      [SKILL_META]: {
        name: m.name,
        slug: m.slug,
        category: m.category,
        cluster: m.cluster,
        streaming: m.streaming,
        advisory: m.advisory,
        writes: m.writes,
        permission: m.permission,
        ...(m.deprecated ? { deprecated: m.deprecated } : {}),
      },
    },
  }
}

/** Every skill as a tool, in the registry's order (by name). Built once: the registry does not change at run time. */
export function toolsFromRegistry(registry: SkillRegistry): ToolDefinition[] {
  return registry.list().map(toolFor)
}
