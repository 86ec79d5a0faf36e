// The operations of the served OpenAPI document, and a matcher from (method, concrete path) to operationId.
// Written from the document alone (no server code), so the contract suite stays black-box: it records which
// operations and statuses each request exercised, and the coverage test compares that with the document.
export interface SpecOperation {
  operationId: string
  method: string
  path: string
  /** Documented response statuses ('200', '4XX', 'default', ...). */
  statuses: string[]
}

type Doc = { paths?: Record<string, Record<string, unknown>> }

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

interface Template {
  regex: RegExp
  specificity: number
  byMethod: Map<string, SpecOperation>
}

export class SpecOperations {
  readonly all: SpecOperation[] = []
  private readonly literal = new Map<string, Map<string, SpecOperation>>()
  private readonly templates: Template[] = []

  constructor(doc: Doc) {
    for (const [p, item] of Object.entries(doc.paths ?? {})) {
      const byMethod = new Map<string, SpecOperation>()
      for (const m of METHODS) {
        const op = item[m] as { operationId?: string; responses?: Record<string, unknown> } | undefined
        if (!op) continue
        const o: SpecOperation = {
          operationId: op.operationId ?? `${m.toUpperCase()} ${p}`,
          method: m,
          path: p,
          statuses: Object.keys(op.responses ?? {}),
        }
        this.all.push(o)
        byMethod.set(m, o)
      }
      if (!p.includes('{')) {
        this.literal.set(p, byMethod)
        continue
      }
      const pattern = p
        .split(/(\{[^}]+\})/)
        .map((part) => (/^\{[^}]+\}$/.test(part) ? '([^/]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('')
      this.templates.push({
        regex: new RegExp(`^${pattern}$`),
        specificity: p.replace(/\{[^}]+\}/g, '').length,
        byMethod,
      })
    }
    // A literal path wins over a template, and a longer literal part wins among templates.
    this.templates.sort((a, b) => b.specificity - a.specificity)
  }

  /** The operation a request is for, or undefined when the document has none (404/405 territory). */
  match(method: string, rawPath: string): SpecOperation | undefined {
    const m = method.toLowerCase()
    const p = rawPath.split('?')[0] ?? rawPath
    const lit = this.literal.get(p)?.get(m)
    if (lit) return lit
    for (const t of this.templates) if (t.regex.test(p) && t.byMethod.has(m)) return t.byMethod.get(m)
    return undefined
  }

  byId(operationId: string): SpecOperation | undefined {
    return this.all.find((o) => o.operationId === operationId)
  }
}
