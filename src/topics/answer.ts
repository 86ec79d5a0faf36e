// What a turn answers. With a model: the conversation so far (the last messages up to the question) sent through the
// metered client, the reply written as the assistant's message with the model's name. Without one: no text is
// invented; the answer says so (`stub_fields: ["content"]` and a warning) and carries `model: null`. There is no
// knowledge index in this landing, so there are no citations either way (issue 11 §3 adds retrieval).
import type { TopicMessage, Turn } from '../store/ports/index.ts'
import { ProviderError } from '../providers/index.ts'
import type { TopicsDeps } from './deps.ts'

export interface Answer {
  content: string
  model: string | null
  stubFields: string[]
  warnings: string[]
}

export class TurnFailure extends Error {
  readonly code: string
  constructor(code: string, message: string) { super(message); this.name = 'TurnFailure'; this.code = code }
}

const HISTORY = 20
const SYSTEM = 'You are an assistant for accountants working in a shared topic. Answer the last question briefly. ' +
  'Do not invent figures, rates or citations; say when you do not know.'
export const NO_MODEL_WARNING = 'No model provider is configured, so no answer was written: this reply holds no advice. ' +
  'Ask again once a model is configured, or use the retrieval and computation skills; verify against authoritative sources.'
export const MODEL_WARNING = 'Written by a language model: verify against authoritative sources before relying on it.'

export async function answerTurn(d: Pick<TopicsDeps, 'stores' | 'model'>, turn: Turn, signal: AbortSignal, deadlineMs: number, onDelta?: (text: string) => void): Promise<Answer> {
  if (!d.model) return { content: '', model: null, stubFields: ['content'], warnings: [NO_MODEL_WARNING] }
  const history = await recentHistory(d, turn)
  try {
    const r = await d.model.complete({
      system: SYSTEM, signal, deadlineMs, ...(onDelta ? { onDelta } : {}),
      messages: history.map((m) => ({ role: m.role === 'assistant' ? 'assistant' as const : 'user' as const, content: m.content })),
    }, { organizationId: turn.organizationId, purpose: 'topic_turn', topicId: turn.topicId })
    return { content: r.text, model: r.model, stubFields: [], warnings: [MODEL_WARNING] }
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
  const rows = await d.stores.topics.listMessages(turn.organizationId, turn.conversationId, { afterSeq: from, limit: HISTORY * 6 })
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
