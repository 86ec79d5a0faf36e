// Advice grounded in retrieval (issue 11 §3; research topics-model.md §2.4, "no-model mode"). One shape for every
// advisory skill:
//   1. retrieve passages for the question (the knowledge base) and the standards it names (cited by reference only);
//   2. with a model: ask for the model-written fields as structured output, the schema built from the skill's own
//      output schema (so the port's Ajv check is the skill's contract), plus `sources`, an enum of the retrieved ids:
//      the model can only cite what was retrieved. Citations are the sources it used (all retrieved when it names none).
//   3. without a model, or when the model call fails: the fields keep their spec defaults and are listed in
//      `stub_fields`, and `warnings` says why. Nothing is written that retrieval or computation did not produce.
import {
  AdvisoryModelError,
  type AdvisoryKnowledge,
  type AdvisoryModel,
  type Citation,
  type Jurisdiction,
  type KnowledgeHit,
  type StandardReference,
} from './types.ts'

export const ADVISORY_WARNING = 'Advisory output: verify against authoritative sources before relying on it.'
export const NO_MODEL_WARNING =
  'No model provider is configured: the fields listed in stub_fields were not written; this result holds only the retrieved passages and what was computed.'
export const RETRIEVAL_NOTE =
  'Citation confidence is retrieval relevance, not a probability of correctness. Knowledge base as at '
export const NOTHING_FOUND_WARNING =
  'Nothing in the knowledge base matched the question closely; the citations are empty.'
export const modelFailedWarning = (code: string) =>
  `The model provider failed (${code}): the fields listed in stub_fields were not written; this result holds only the retrieved passages and what was computed.`

export interface GroundedRequest<F extends Record<string, unknown>> {
  /** What to retrieve for (the question, with the skill's context words). */
  query: string
  jurisdiction: Jurisdiction | null
  /** The model-written fields with their spec defaults (kept, and listed in stub_fields, without a model). */
  defaults: F
  /** The skill's output schema: the model fields' schemas are taken from its properties. */
  outputSchema: Record<string, unknown>
  /** Schemas of model fields that are not output properties of their own (e.g. per-step conclusions). */
  fieldSchemas?: Record<string, unknown>
  /** What the skill asks of the model (the system prompt's task part). */
  task: string
  /** The question and the skill's structured input, as the model should read them. */
  prompt: string
  /** Computed facts (checklists, rates, allocations) the model is given and must not contradict. */
  computed?: unknown
  limit?: number
  /** Schema name for the wire (the skill's slug). */
  name: string
}

export interface Grounded<F> {
  fields: F
  citations: Citation[]
  hits: KnowledgeHit[]
  standards: StandardReference[]
  stub_fields: string[]
  warnings: string[]
  /** The model that wrote the fields, or null. */
  model: string | null
  as_at: string
}

const SYSTEM =
  'You advise accountants. Use only the numbered sources and the computed facts given; do not state a rate, amount, ' +
  'date or threshold that is not in them. Say what is uncertain and what must be checked. Cite sources by their id in `sources`. '

export function citationsOf(hits: KnowledgeHit[], standards: StandardReference[]): Citation[] {
  return [
    ...hits.map((h) => ({ standard: h.standard, section: h.section, url: h.url, confidence: h.confidence })),
    ...standards.map((s) => ({
      standard: `${s.standard} ${s.title}`,
      section: '',
      url: s.url,
      confidence: s.confidence,
    })),
  ]
}

export async function grounded<F extends Record<string, unknown>>(
  c: { knowledge: AdvisoryKnowledge; model: AdvisoryModel | null },
  r: GroundedRequest<F>,
): Promise<Grounded<F>> {
  const hits = await c.knowledge.search(r.query, { jurisdiction: r.jurisdiction, limit: r.limit ?? 5 })
  const standards = c.knowledge.standards(r.query)
  const asAt = await c.knowledge.asAt()
  const fieldNames = Object.keys(r.defaults)
  const base = {
    hits,
    standards,
    as_at: asAt,
    warnings: [
      ADVISORY_WARNING,
      `${RETRIEVAL_NOTE}${asAt}.`,
      ...(hits.length || standards.length ? [] : [NOTHING_FOUND_WARNING]),
    ],
  }
  const stubbed = (why: string): Grounded<F> => ({
    ...base,
    fields: structuredClone(r.defaults),
    citations: citationsOf(hits, standards),
    stub_fields: fieldNames,
    model: null,
    warnings: [why, ...base.warnings],
  })
  if (!c.model) return stubbed(NO_MODEL_WARNING)

  const props = (r.outputSchema.properties ?? {}) as Record<string, unknown>
  const ids = hits.map((h) => h.id)
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: [...fieldNames, 'sources'],
    properties: {
      ...Object.fromEntries(fieldNames.map((f) => [f, stripDefaults(r.fieldSchemas?.[f] ?? props[f] ?? {})])),
      sources: {
        type: 'array',
        maxItems: Math.max(1, ids.length),
        items: ids.length ? { enum: ids } : { type: 'string', maxLength: 0 },
      },
    },
  }
  const sources = hits
    .map(
      (h) =>
        `[${h.id}] ${h.standard} ${h.section} (${h.jurisdiction ?? 'any'}, as at ${h.as_at}): ${h.title}. ${h.text}`,
    )
    .join('\n')
  const refs = standards
    .map((s) => `${s.standard} ${s.title} (${s.issuer}; cite by number only, text not available)`)
    .join('\n')
  const prompt =
    `${r.prompt}\n\nSources:\n${sources || '(none found)'}\n\nStandards named:\n${refs || '(none)'}` +
    (r.computed === undefined ? '' : `\n\nComputed facts:\n${JSON.stringify(r.computed)}`)
  try {
    const out = await c.model.structured({ system: SYSTEM + r.task, prompt, name: r.name, schema })
    const json = out.json as Record<string, unknown> & { sources?: string[] }
    const used = new Set(json.sources ?? [])
    const kept = used.size ? hits.filter((h) => used.has(h.id)) : hits
    const fields = Object.fromEntries(fieldNames.map((f) => [f, json[f]])) as F
    return {
      ...base,
      fields,
      citations: citationsOf(kept, standards),
      stub_fields: [],
      model: out.model,
      warnings: [`Written by a language model (${out.model}) from the cited sources.`, ...base.warnings],
    }
  } catch (e) {
    if (e instanceof AdvisoryModelError) return stubbed(modelFailedWarning(e.code))
    throw e
  }
}

/** A schema without `default`s (a model must write every field it is asked for). */
function stripDefaults(s: unknown): unknown {
  if (Array.isArray(s)) return s.map(stripDefaults)
  if (!s || typeof s !== 'object') return s
  return Object.fromEntries(
    Object.entries(s)
      .filter(([k]) => k !== 'default')
      .map(([k, v]) => [k, stripDefaults(v)]),
  )
}
