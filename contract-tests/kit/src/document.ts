// What the kit reads from the target's own /openapi.json: its Service-Version dates, the permissions, and the skills
// with their x-skill-* metadata and request examples. Nothing here comes from the repository: the kit checks the
// deployment against the description it serves (and refuses one whose date it was not built for: main.ts).
export type Doc = {
  openapi: string
  info: { version: string }
  paths: Record<string, Record<string, unknown>>
  components?: { schemas?: Record<string, { enum?: string[]; required?: string[] }> }
}

export interface DocSkill {
  name: string
  slug: string
  operationId: string
  path: string
  permission: string
  writes: boolean
  advisory: boolean
  streaming: boolean
  /** The first required input field (the `param` of a 422 for `{}`), if any. */
  firstRequired: string | undefined
  /** The operation's request examples (requestBody.content['application/json'].examples). */
  examples: { key: string; summary: string; value: unknown }[]
}

type Op = Record<string, unknown> & {
  requestBody?: {
    content?: Record<
      string,
      { schema?: { $ref?: string }; examples?: Record<string, { summary?: string; value?: unknown }> }
    >
  }
}

const schemas = (doc: Doc) => doc.components?.schemas ?? {}

export function skillsOf(doc: Doc): DocSkill[] {
  const out: DocSkill[] = []
  for (const [p, item] of Object.entries(doc.paths)) {
    const op = item.post as Op | undefined
    if (!op || typeof op['x-skill-name'] !== 'string') continue
    const json = op.requestBody?.content?.['application/json']
    const input = schemas(doc)[(json?.schema?.$ref ?? '').replace('#/components/schemas/', '')]
    out.push({
      name: op['x-skill-name'],
      slug: String(op['x-skill-slug']),
      operationId: String(op.operationId),
      path: p,
      permission: String(op['x-required-permission']),
      writes: op['x-skill-writes'] !== false, // unknown means it may write
      advisory: op['x-skill-advisory'] === true,
      streaming: op['x-skill-streaming'] === true,
      firstRequired: input?.required?.[0],
      examples: Object.entries(json?.examples ?? {}).map(([key, ex]) => ({
        key,
        summary: ex.summary ?? key,
        value: ex.value,
      })),
    })
  }
  return out.sort((a, b) => a.name.localeCompare(b.name))
}

/** The 11 permission slugs (PermissionSlug). */
export function permissionsOf(doc: Doc): string[] {
  return schemas(doc).PermissionSlug?.enum ?? []
}

/** The Service-Version dates the target supports (ServiceVersionDate), oldest first. */
export function supportedVersionsOf(doc: Doc): string[] {
  return schemas(doc).ServiceVersionDate?.enum ?? [doc.info.version]
}

/** The `*_id` fields an example's input names (anywhere in it): resources the caller's organization may not hold. */
/** The value with every `client_id` member, at any depth, set to `clientId`. */
export function withClient(value: unknown, clientId: string): unknown {
  if (Array.isArray(value)) return value.map((v) => withClient(v, clientId))
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === 'client_id' && typeof v === 'string' ? clientId : withClient(v, clientId),
    ]),
  )
}

export function namedIds(value: unknown): string[] {
  const found = new Set<string>()
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) {
      v.forEach(walk)
      return
    }
    if (typeof v !== 'object' || v === null) return
    for (const [k, x] of Object.entries(v)) {
      if (/_id$/.test(k) && typeof x === 'string') found.add(k)
      walk(x)
    }
  }
  walk(value)
  return [...found].sort()
}
