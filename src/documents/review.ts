// The three document skills' common run (analyse_document, review_compliance, audit_workpaper_review): read the
// uploaded file, run the computed checks the skill asks for, and, only with a configured model, ask it for a summary
// and further observations as structured output (checked with Ajv by the provider port). Without a model those two
// fields are empty, named in stub_fields, and a warning says so: nothing is invented. A model failure degrades the
// same way (with the provider's error code in the warning); the computed findings never depend on the model.
import { checkFooting, checkPeriods, checkRequiredItems, checkSignoffs, type CheckFinding, type DateOrder, type RequiredItem, type SignoffBlock, type TablePeriod } from './checks/index.ts'
import { figure } from './checks/common.ts'
import { readUpload, type FileReader, type ReadUpload } from './extract.ts'
import type { DocTable, DocumentLimits, ExtractedDocument } from './types.ts'

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
    complete(req: { system?: string; prompt: string; schema?: { name: string; schema: Record<string, unknown> }; maxTokens?: number }): Promise<{ text: string; json?: unknown; model: string }>
  } | null
  now(): Date
  progress(fraction: number | null, message: string): void
}

export interface Observation { area: string; description: string; severity: 'high' | 'medium' | 'low' | 'info'; recommendation: string; source: 'model' }

export const NO_MODEL_WARNING = 'No model provider is configured: summary and observations were not written (see stub_fields). ' +
  'The findings are computed from the document\'s figures, dates and labels only.'
export const MODEL_WARNING = 'summary and observations were written by a language model: verify them against the document before relying on them.'

const OBSERVATIONS_SCHEMA = {
  type: 'object', additionalProperties: false, required: ['summary', 'observations'],
  properties: {
    summary: { type: 'string', maxLength: 4000 },
    observations: {
      type: 'array', maxItems: 20,
      items: {
        type: 'object', additionalProperties: false, required: ['area', 'description', 'severity', 'recommendation'],
        properties: {
          area: { type: 'string', maxLength: 80 },
          description: { type: 'string', maxLength: 1000 },
          severity: { enum: ['high', 'medium', 'low', 'info'] },
          recommendation: { type: 'string', maxLength: 1000 },
        },
      },
    },
  },
} as const

const TASK: Record<ReviewKind, string> = {
  analyse: 'Summarise what this document is and what it shows, and list observations an accountant should look at.',
  compliance: 'Review this document for compliance with the framework named below; list apparent departures and omissions.',
  workpaper: 'Review this audit workpaper as an engagement reviewer would: completeness, evidence, cross-references, conclusions.',
}

const PROMPT_CHARS = 24_000
const PREVIEW_ROWS = 200
const PREVIEW_CELLS = 5_000

/** The millionths a decimal-string tolerance stands for (`0.01` → 10,000). */
function tolerance(s: string | undefined): bigint {
  if (!s) return 0n
  const f = figure({ col: 1, v: s })
  return f === null ? 0n : f < 0n ? -f : f
}

const defaultOrder = (input: ReviewInput): DateOrder => input.date_format ?? (input.jurisdiction === 'US' ? 'MDY' : 'DMY')

function cellText(v: string | number): string { return typeof v === 'number' ? String(v) : v }

function render(doc: ExtractedDocument): string {
  const out: string[] = []
  let used = 0
  for (const t of doc.tables) {
    const head = `## ${t.name}`
    out.push(head)
    used += head.length
    for (const r of t.rows) {
      const line = `${r.n}: ${r.cells.map((c) => cellText(c.v)).join(' | ')}`
      if (used + line.length > PROMPT_CHARS) { out.push('[document cut here]'); return out.join('\n') }
      out.push(line)
      used += line.length + 1
    }
  }
  return out.join('\n')
}

export interface ReviewResult {
  upload: ReadUpload
  findings: Array<CheckFinding & { source: 'computed' }>
  totalsChecked: number
  periods: TablePeriod[]
  datesChecked: number
  signoffs: SignoffBlock[] | null
  requiredItems: RequiredItem[] | null
  summary: string
  observations: Observation[]
  model: string | null
  stubFields: string[]
  warnings: string[]
}

export async function runReview(kind: ReviewKind, input: ReviewInput, ctx: ReviewContext, o: { limits?: Partial<DocumentLimits> } = {}): Promise<ReviewResult> {
  ctx.progress(0, 'reading the document')
  const upload = await readUpload(ctx.data.files, input.file_id, { signal: ctx.signal, ...(o.limits ? { limits: o.limits } : {}) })
  const { doc } = upload
  const order = defaultOrder(input)
  ctx.progress(0.5, 'checking')
  const footing = checkFooting(doc.tables, { tolerance: tolerance(input.footing_tolerance) })
  const periods = checkPeriods(doc.tables, { periodStart: input.period_start ?? null, periodEnd: input.period_end ?? null }, order)
  const signoffs = kind === 'workpaper' ? checkSignoffs(doc.tables, { order, today: ctx.now().toISOString().slice(0, 10) }) : null
  const required = kind === 'compliance' ? checkRequiredItems(doc.tables, input.required_items ?? []) : null
  const findings = [...footing.findings, ...periods.findings, ...(signoffs?.findings ?? []), ...(required?.findings ?? [])]
    .map((f) => ({ ...f, source: 'computed' as const }))

  const warnings: string[] = []
  if (doc.formulasWithoutResult) warnings.push(`${doc.formulasWithoutResult} formula cell${doc.formulasWithoutResult === 1 ? ' holds' : 's hold'} no computed result (the file was not saved by a spreadsheet application) and read${doc.formulasWithoutResult === 1 ? 's' : ''} as empty.`)
  const blank = doc.format === 'pdf' ? doc.tables.filter((t) => t.rows.length === 0).length : 0
  if (blank) warnings.push(`${blank} page${blank === 1 ? ' has' : 's have'} no text (scanned images?) and ${blank === 1 ? 'was' : 'were'} not checked.`)
  if (footing.totalsChecked === 0) warnings.push('No total rows were found, so nothing was footed.')
  if (!input.date_format && !doc.tables.every((t) => t.kind === 'sheet')) warnings.push(`Numeric dates were read ${order === 'DMY' ? 'day first' : 'month first'}${input.jurisdiction ? ` (jurisdiction ${input.jurisdiction})` : ''}; pass date_format to change it.`)

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
      input.period_start || input.period_end ? `Engagement period: ${input.period_start ?? '…'} to ${input.period_end ?? '…'}` : '',
      input.question ? `The user asks: ${input.question}` : '',
      `Checks already computed (do not repeat them):\n${computed}`,
      `Document "${upload.file.filename}" (${doc.format}), rows as "row: cell | cell":\n${render(doc)}`,
    ].filter(Boolean).join('\n\n')
    try {
      const r = await ctx.model.complete({
        system: 'You assist accountants reviewing documents. Use only what the document shows; never invent figures, dates, names or citations. Answer in JSON.',
        prompt, schema: { name: `document_${kind}`, schema: OBSERVATIONS_SCHEMA as unknown as Record<string, unknown> }, maxTokens: 1500,
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
      warnings.push(`The model provider failed (${code}): summary and observations were not written (see stub_fields). The computed findings are complete.`)
    }
  }
  ctx.progress(1, 'done')
  return {
    upload, findings, totalsChecked: footing.totalsChecked, periods: periods.periods, datesChecked: periods.datesChecked,
    signoffs: signoffs?.blocks ?? null, requiredItems: required?.items ?? null, summary, observations, model, stubFields, warnings,
  }
}

/** The document part of every document skill's output: what was read, and a bounded preview of its tables. */
export function documentView(r: ReviewResult) {
  const { doc, file } = r.upload
  let cells = 0
  let truncated = false
  const tables = doc.tables.map((t: DocTable) => {
    const rows: Array<{ row: number; cells: string[] }> = []
    for (const row of t.rows.slice(0, PREVIEW_ROWS)) {
      if (cells + row.cells.length > PREVIEW_CELLS) { truncated = true; break }
      const width = row.cells.reduce((m, c) => Math.max(m, c.col), 0)
      const line = Array.from({ length: width }, () => '')
      for (const c of row.cells) line[c.col - 1] = cellText(c.v)
      cells += row.cells.length
      rows.push({ row: row.n, cells: line })
    }
    if (t.rows.length > rows.length) truncated = true
    return { name: t.name, kind: t.kind, row_count: t.rows.length, rows }
  })
  return {
    document: { ...file, format: doc.format, pages: doc.pages, cells: doc.cells, formulas_without_result: doc.formulasWithoutResult },
    tables, tables_truncated: truncated,
  }
}

export function findingView(f: CheckFinding & { source: 'computed' }) {
  return {
    area: f.area, description: f.description, severity: f.severity, recommendation: f.recommendation, kind: f.kind, source: f.source,
    location: f.location, stated: f.stated ?? null, computed: f.computed ?? null, difference: f.difference ?? null,
  }
}

/** The output fields every document skill shares, from a review. */
export function commonOutput(r: ReviewResult) {
  const counts = { high: 0, medium: 0, low: 0 }
  for (const f of r.findings) counts[f.severity]++
  return {
    ...documentView(r),
    findings: r.findings.map(findingView),
    checks: {
      totals_checked: r.totalsChecked, dates_checked: r.datesChecked,
      periods: r.periods.map((p) => ({ table: p.table, row: p.row, period_start: p.periodStart, period_end: p.periodEnd })),
    },
    counts, summary: r.summary, observations: r.observations, model: r.model, stub_fields: r.stubFields, warnings: r.warnings,
  }
}
