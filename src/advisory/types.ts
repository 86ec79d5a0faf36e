// What the advisory helpers need from a skill's context (the SDK's ctx.knowledge and ctx.model have these shapes).
// Defined here, not in the SDK, so the SDK can re-export the helpers without an import cycle.

export type Jurisdiction = 'AU' | 'GB' | 'CA' | 'US' | 'NZ'

/** A retrieved passage of the knowledge base (src/knowledge/). */
export interface KnowledgeHit {
  id: string
  standard: string
  section: string
  title: string
  text: string
  url: string
  jurisdiction: Jurisdiction | null
  licence: string
  attribution: string
  as_at: string
  kind: 'excerpt' | 'summary'
  /** Retrieval relevance in [0, 1]; not a probability of correctness. */
  confidence: number
}

/** A standard cited by number, title and link only (its text may not be shipped). */
export interface StandardReference {
  standard: string
  title: string
  issuer: string
  url: string
  confidence: number
}

export interface AdvisoryKnowledge {
  /** Passages for the question, best first; of `jurisdiction` and those that apply anywhere. */
  search(
    query: string,
    o?: { jurisdiction?: Jurisdiction | null; limit?: number; minConfidence?: number },
  ): Promise<KnowledgeHit[]>
  /** Standards the question names by number or keywords (IFRS, IAS, ISA, ASC). */
  standards(query: string, limit?: number): StandardReference[]
  /** The newest as-at date of the documents searched. */
  asAt(): Promise<string>
}

export interface StructuredRequest {
  system: string
  prompt: string
  /** A short name for the wire format ([A-Za-z0-9_-]{1,64}). */
  name: string
  /** JSON Schema the answer must satisfy (checked with Ajv by the provider port, with one repair request). */
  schema: Record<string, unknown>
  maxTokens?: number
}

/** A model failure as a skill sees it: the provider's code, never the prompt or the key. */
export class AdvisoryModelError extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'AdvisoryModelError'
    this.code = code
  }
}

export interface AdvisoryModel {
  /** The configured model's name. */
  readonly name: string
  /** One structured completion, metered for the caller's organization; rejects with AdvisoryModelError. */
  structured(req: StructuredRequest): Promise<{ json: unknown; model: string }>
}

/** openapi.yaml Citation. */
export interface Citation {
  standard: string
  section: string
  url: string
  confidence: number
}
