// ctx.topics for the topic_* skills (skill-runtime/sdk.ts SkillTopics): the capability's functions as the calling
// principal, so permissions, visibility and refusals are those of the REST operations.
import type { Principal } from '../auth/index.ts'
import type { SkillJson, SkillTopics } from '../skill-runtime/index.ts'
import type { TopicsDeps } from './deps.ts'
import { ask, cancelTurn, followTurn, postMessage, readMessages } from './messages.ts'
import { createTopic, getTopic, linkConversation, listMembers, listTopics, putMember, removeMember } from './topics.ts'

const json = (v: unknown): SkillJson => v as SkillJson

export function skillTopics(d: TopicsDeps, p: Principal): SkillTopics {
  return {
    async list(o) {
      const r = await listTopics(d, p, o)
      return { topics: r.topics.map(json), total: r.total, has_more: r.has_more }
    },
    async create(input) { return json(await createTopic(d, p, input)) },
    async get(topicId, o) {
      const r = await getTopic(d, p, topicId, { includeCanvas: o.includeCanvas })
      return { topic: json(r.topic), ...('canvas' in r ? { canvas: r.canvas } : {}) }
    },
    async linkConversation(topicId, input) {
      const r = await linkConversation(d, p, topicId, input)
      return { conversation: json(r.conversation), created: r.created }
    },
    async post(input) { return json(await postMessage(d, p, input)) },
    async ask(input, signal, onText) { return json(await ask(d, p, input, signal, onText)) },
    async messages(input) { return json(await readMessages(d, p, input)) },
    async followTurn(input, onText, signal) { return json(await followTurn(d, p, input, onText, signal)) },
    async cancelTurn(input) { return json(await cancelTurn(d, p, input)) },
    async members(topicId) { return json(await listMembers(d, p, topicId)) },
    async putMember(topicId, input) { return json(await putMember(d, p, topicId, input)) },
    async removeMember(topicId, input) { return json(await removeMember(d, p, topicId, input)) },
  }
}
