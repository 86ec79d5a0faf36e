// What a turn answers, grounded in retrieval (issue 11 §3): the question is searched in the knowledge base and the
// passages found become the answer's citations either way. With a model: the conversation so far (the last messages
// up to the question) and the passages go through the metered client, and the reply is written as the assistant's
// message with the model's name. Without one: no text is invented; the answer says so (`stub_fields: ["content"]`
// and a warning) and carries `model: null` with the citations of what was found.
import type { Citation, TopicMessage, Turn } from '../store/ports/index.ts'
import { ProviderError } from '../providers/index.ts'
import type { TopicsDeps } from './deps.ts'

export interface Answer {
  content: string
  model: string | null
  /** The retrieved passages the answer rests on (confidence: retrieval relevance). */
  citations: Citation[]
  stubFields: string[]
  warnings: string[]
}

export class TurnFailure extends Error {
  readonly code: string
  constructor(code: string, message: string) {
    super(message)
    this.name = 'TurnFailure'
    this.code = code
  }
}

const HISTORY = 20
const SYSTEM =
  'You are an assistant for accountants working in a shared topic. Answer the last question briefly. ' +
  'Do not invent figures, rates or citations; say when you do not know.'
export const NO_MODEL_WARNING =
  'No model provider is configured, so no answer was written: this reply holds no advice. ' +
  'Ask again once a model is configured, or use the retrieval and computation skills; verify against authoritative sources.'
export const MODEL_WARNING = 'Written by a language model: verify against authoritative sources before relying on it.'
export const CITATIONS_NOTE =
  'The citations are passages retrieved from the knowledge base for the question (confidence: retrieval relevance, not correctness); read them at their source.'
const PASSAGES = 5

export async function answerTurn(
  d: Pick<TopicsDeps, 'stores' | 'model' | 'knowledge'>,
  turn: Turn,
  signal: AbortSignal,
  deadlineMs: number,
  onDelta?: (text: string) => void,
): Promise<Answer> {
  const history = await recentHistory(d, turn)
  const question = history.findLast((m) => m.queryId === turn.id && m.role === 'user')?.content ?? ''
  const hits = d.knowledge && question ? await d.knowledge.search(question, { limit: PASSAGES }) : []
  const citations: Citation[] = hits.map((h) => ({
    standard: h.standard,
    section: h.section || null,
    url: h.url || null,
    confidence: h.confidence,
  }))
  const note = citations.length ? [CITATIONS_NOTE] : []
  if (!d.model)
    return { content: '', model: null, citations, stubFields: ['content'], warnings: [NO_MODEL_WARNING, ...note] }
  const sources = hits.length
    ? `\n\nSources for the last question (use only these for rates, amounts and dates; name the one you rely on):\n${hits
        .map((h) => `- ${h.standard} ${h.section} (${h.jurisdiction ?? 'any'}, as at ${h.as_at}): ${h.text}`)
        .join('\n')}`
    : ''
  try {
    const r = await d.model.complete(
      {
        system: SYSTEM + sources,
        signal,
        deadlineMs,
        ...(onDelta ? { onDelta } : {}),
        messages: history.map((m) => ({
          role: m.role === 'assistant' ? ('assistant' as const) : ('user' as const),
          content: m.content,
        })),
      },
      { organizationId: turn.organizationId, purpose: 'topic_turn', topicId: turn.topicId },
    )
    return { content: r.text, model: r.model, citations, stubFields: [], warnings: [MODEL_WARNING, ...note] }
  } catch (e) {
    if (e instanceof ProviderError) throw new TurnFailure(e.code, e.message)
    throw e
  }
}

/**
 * The conversation as the model sees it: each earlier question followed by its answer (answers are written after
 * later questions were queued, so seq order alone would put them out of place), ending with this turn's question;
 * the last HISTORY messages, empty answers (no-model ones) left out.
 */
async function recentHistory(d: Pick<TopicsDeps, 'stores'>, turn: Turn): Promise<TopicMessage[]> {
  const from = Math.max(0, turn.seq - HISTORY * 3)
  const rows = await d.stores.topics.listMessages(turn.organizationId, turn.conversationId, {
    afterSeq: from,
    limit: HISTORY * 6,
  })
  const answers = new Map(rows.filter((m) => m.role === 'assistant' && m.content !== '').map((m) => [m.queryId, m]))
  const out: TopicMessage[] = []
  for (const m of rows) {
    if (m.role !== 'user' || m.seq > turn.seq) continue
    out.push(m)
    const a = answers.get(m.queryId)
    if (a && m.queryId !== turn.id) out.push(a)
  }
  return out.slice(-HISTORY)
}
