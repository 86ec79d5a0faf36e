// The three document skills' common run (analyse_document, review_compliance, audit_workpaper_review): read the
// uploaded file and run the computed checks the skill asks for, both in an extraction worker (analyse.ts), then, only
// with a configured model, ask it for a summary and further observations as structured output (checked with Ajv by
// the provider port). Without a model those two fields are empty, named in stub_fields, and a warning says so:
// nothing is invented. A model failure degrades the same way (with the provider's error code in the warning); the
// computed findings never depend on the model.
import type { Analysis } from './analyse.ts'
import type { CheckFinding } from './checks/index.ts'
import { analyseUpload, type FileReader, type UploadAnalysis } from './extract.ts'
import type { DocumentLimits } from './types.ts'

export interface ReviewInput {
  file_id: string
  period_start?: string | null
  period_end?: string | null
  date_format?: 'DMY' | 'MDY' | null
  jurisdiction?: string | null
  footing_tolerance?: string
  question?: string | null
  framework?: string | null
  required_items?: string[]
}

export type ReviewKind = 'analyse' | 'compliance' | 'workpaper'

/** What a review needs of the skill's ctx (the SDK's SkillContext, structurally: this module does not import it). */
export interface ReviewContext {
  readonly data: { readonly files: FileReader }
  readonly signal: AbortSignal
  readonly model: {
    structured(req: {
      system: string
      prompt: string
      name: string
      schema: Record<string, unknown>
      maxTokens?: number
    }): Promise<{ json: unknown; model: string }>
  } | null
  now(): Date
  progress(fraction: number | null, message: string): void
}

export interface Observation {
  area: string
  description: string
  severity: 'high' | 'medium' | 'low' | 'info'
  recommendation: string
  source: 'model'
}

export const NO_MODEL_WARNING =
  'No model provider is configured: summary and observations were not written (see stub_fields). ' +
  "The findings are computed from the document's figures, dates and labels only."
export const MODEL_WARNING =
  'summary and observations were written by a language model: verify them against the document before relying on them.'

const OBSERVATIONS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['summary', 'observations'],
  properties: {
    summary: { type: 'string', maxLength: 4000 },
    observations: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['area', 'description', 'severity', 'recommendation'],
        properties: {
          area: { type: 'string', maxLength: 80 },
          description: { type: 'string', maxLength: 1000 },
          severity: { enum: ['high', 'medium', 'low', 'info'] },
          recommendation: { type: 'string', maxLength: 1000 },
        },
      },
    },
  },
}

const TASK: Record<ReviewKind, string> = {
  analyse: 'Summarise what this document is and what it shows, and list observations an accountant should look at.',
  compliance:
    'Review this document for compliance with the framework named below; list apparent departures and omissions.',
  workpaper:
    'Review this audit workpaper as an engagement reviewer would: completeness, evidence, cross-references, conclusions.',
}

/** Characters of the document a model is shown; rows and cells of the preview in the output. */
const PROMPT_CHARS = 24_000
const PREVIEW = { rowsPerTable: 200, cells: 5_000 }

export interface ReviewResult {
  upload: UploadAnalysis
  findings: Array<CheckFinding & { source: 'computed' }>
  summary: string
  observations: Observation[]
  model: string | null
  stubFields: string[]
  warnings: string[]
}

export async function runReview(
  kind: ReviewKind,
  input: ReviewInput,
  ctx: ReviewContext,
  o: { limits?: Partial<DocumentLimits> } = {},
): Promise<ReviewResult> {
  ctx.progress(0, 'reading and checking the document')
  const order = input.date_format ?? (input.jurisdiction === 'US' ? 'MDY' : 'DMY')
  const upload = await analyseUpload(
    ctx.data.files,
    input.file_id,
    {
      engagement: { periodStart: input.period_start ?? null, periodEnd: input.period_end ?? null },
      order,
      footingTolerance: input.footing_tolerance ?? '0',
      signoffsToday: kind === 'workpaper' ? ctx.now().toISOString().slice(0, 10) : null,
      requiredItems: kind === 'compliance' ? (input.required_items ?? []) : null,
      preview: PREVIEW,
      promptChars: ctx.model ? PROMPT_CHARS : 0,
    },
    { signal: ctx.signal, ...(o.limits ? { limits: o.limits } : {}) },
  )
  const a: Analysis = upload.analysis
  const findings = a.findings.map((f) => ({ ...f, source: 'computed' as const }))

  const warnings: string[] = []
  const n = a.formulasWithoutResult
  if (n)
    warnings.push(
      `${n} formula cell${n === 1 ? ' holds' : 's hold'} no computed result (the file was not saved by a spreadsheet application) and read${n === 1 ? 's' : ''} as empty.`,
    )
  if (a.blankPages)
    warnings.push(
      `${a.blankPages} page${a.blankPages === 1 ? ' has' : 's have'} no text (scanned images?) and ${a.blankPages === 1 ? 'was' : 'were'} not checked.`,
    )
  if (a.totalsChecked === 0) warnings.push('No total rows were found, so nothing was footed.')
  if (!input.date_format && a.format !== 'xlsx')
    warnings.push(
      `Numeric dates were read ${order === 'DMY' ? 'day first' : 'month first'}${input.jurisdiction ? ` (jurisdiction ${input.jurisdiction})` : ''}; pass date_format to change it.`,
    )

  let summary = ''
  let observations: Observation[] = []
  let model: string | null = null
  let stubFields = ['summary', 'observations']
  if (!ctx.model) warnings.push(NO_MODEL_WARNING)
  else {
    ctx.progress(0.7, 'asking the model')
    const computed = findings.map((f) => `- [${f.severity}] ${f.area}: ${f.description}`).join('\n') || '- none'
    const prompt = [
      TASK[kind],
      kind === 'compliance' && input.framework ? `Framework: ${input.framework}` : '',
      input.jurisdiction ? `Jurisdiction: ${input.jurisdiction}` : '',
      input.period_start || input.period_end
        ? `Engagement period: ${input.period_start ?? '…'} to ${input.period_end ?? '…'}`
        : '',
      input.question ? `The user asks: ${input.question}` : '',
      `Checks already computed (do not repeat them):\n${computed}`,
      `Document "${upload.file.filename}" (${a.format}), rows as "row: cell | cell":\n${a.text}`,
    ]
      .filter(Boolean)
      .join('\n\n')
    try {
      const r = await ctx.model.structured({
        system:
          'You assist accountants reviewing documents. Use only what the document shows; never invent figures, dates, names or citations. Answer in JSON.',
        prompt,
        name: `document_${kind}`,
        schema: OBSERVATIONS_SCHEMA,
        maxTokens: 1500,
      })
      const j = r.json as { summary: string; observations: Array<Omit<Observation, 'source'>> }
      summary = j.summary
      observations = j.observations.map((x) => ({ ...x, source: 'model' as const }))
      model = r.model
      stubFields = []
      warnings.push(MODEL_WARNING)
    } catch (e) {
      if (ctx.signal.aborted) throw e
      const code = (e as { code?: string }).code ?? 'provider_error'
      warnings.push(
        `The model provider failed (${code}): summary and observations were not written (see stub_fields). The computed findings are complete.`,
      )
    }
  }
  ctx.progress(1, 'done')
  return { upload, findings, summary, observations, model, stubFields, warnings }
}

/** The output fields every document skill shares, from a review. */
export function commonOutput(r: ReviewResult) {
  const a = r.upload.analysis
  const counts = { high: 0, medium: 0, low: 0 }
  for (const f of r.findings) counts[f.severity]++
  return {
    document: {
      ...r.upload.file,
      format: a.format,
      pages: a.pages,
      cells: a.cells,
      formulas_without_result: a.formulasWithoutResult,
    },
    tables: a.tables,
    tables_truncated: a.tablesTruncated,
    findings: r.findings.map((f) => ({
      area: f.area,
      description: f.description,
      severity: f.severity,
      recommendation: f.recommendation,
      kind: f.kind,
      source: f.source,
      location: f.location,
      stated: f.stated ?? null,
      computed: f.computed ?? null,
      difference: f.difference ?? null,
    })),
    checks: {
      totals_checked: a.totalsChecked,
      dates_checked: a.datesChecked,
      periods: a.periods.map((p) => ({
        table: p.table,
        row: p.row,
        period_start: p.periodStart,
        period_end: p.periodEnd,
      })),
    },
    counts,
    summary: r.summary,
    observations: r.observations,
    model: r.model,
    stub_fields: r.stubFields,
    warnings: r.warnings,
  }
}
