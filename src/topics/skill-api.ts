// ctx.topics for the topic_* skills (skill-runtime/sdk.ts SkillTopics): the capability's functions as the calling
// principal, so permissions, visibility and refusals are those of the REST operations.
import type { Principal } from '../auth/index.ts'
import type { SkillJson, SkillTopics } from '../skill-runtime/index.ts'
import type { TopicsDeps } from './deps.ts'
import { ask, cancelTurn, followTurn, postMessage, readMessages, type PostResult } from './messages.ts'
import { createTopic, getTopic, linkConversation, listMembers, listTopics, putMember, removeMember } from './topics.ts'

const json = (v: unknown): SkillJson => v as SkillJson

export function skillTopics(d: TopicsDeps, p: Principal): SkillTopics {
  return {
    async list(o) {
      const r = await listTopics(d, p, o)
      return { topics: r.topics.map(json), total: r.total, has_more: r.has_more }
    },
    async create(input) {
      return json(await createTopic(d, p, input))
    },
    async get(topicId, o) {
      const r = await getTopic(d, p, topicId, { includeCanvas: o.includeCanvas })
      return { topic: json(r.topic), ...('canvas' in r ? { canvas: r.canvas } : {}) }
    },
    async linkConversation(topicId, input) {
      const r = await linkConversation(d, p, topicId, input)
      return { conversation: json(r.conversation), created: r.created }
    },
    async post(input) {
      return json(withStubs(await postMessage(d, p, input), false))
    },
    async ask(input, signal, onText) {
      return json(withStubs(await ask(d, p, input, signal, onText), true))
    },
    async messages(input) {
      return json(await readMessages(d, p, input))
    },
    async followTurn(input, onText, signal) {
      return json(await followTurn(d, p, input, onText, signal))
    },
    async cancelTurn(input) {
      return json(await cancelTurn(d, p, input))
    },
    async members(topicId) {
      return json(await listMembers(d, p, topicId))
    },
    async putMember(topicId, input) {
      return json(await putMember(d, p, topicId, input))
    },
    async removeMember(topicId, input) {
      return json(await removeMember(d, p, topicId, input))
    },
  }
}

export const EMPTY_ANSWER_WARNING =
  'The answer came back empty: no text was written for this question, so it holds no advice. Ask again, or read the turn with topic_messages.'

/**
 * The skill's own `stub_fields` and `warnings` (spec: a skill names every output field it could not compute): an
 * answer without text lists `answer.content` (its own stub fields lifted under `answer.`) with the answer's
 * warnings; topic_ask (`waited`) without an answer lists `answer` and says why (still running, failed, cancelled).
 */
export function withStubs(r: PostResult, waited: boolean): PostResult & { stub_fields: string[]; warnings: string[] } {
  const stub = new Set<string>()
  const warnings: string[] = []
  if (r.answer) {
    for (const f of r.answer.stub_fields) stub.add(`answer.${f}`)
    if (r.answer.content === '') stub.add('answer.content')
    if (stub.size)
      warnings.push(
        ...(r.answer.warnings.length && r.answer.stub_fields.length ? r.answer.warnings : [EMPTY_ANSWER_WARNING]),
      )
  } else if (waited) {
    stub.add('answer')
    if (r.status === 'running')
      warnings.push(
        `No answer yet: the turn ${r.query_id} was still running when the wait ended; follow it with topic_follow_turn or poll topic_messages.`,
      )
    else if (r.status === 'failed' || r.status === 'cancelled')
      warnings.push(`No answer: the turn ${r.status}${r.error ? ` (${r.error.code}: ${r.error.message})` : ''}.`)
    else warnings.push('No answer was written for this question.')
  }
  return { ...r, stub_fields: [...stub], warnings }
}
