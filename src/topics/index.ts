// Topics and conversations (issue 11 §1). See README.md.
export type { TopicsDeps, TurnQueue } from './deps.ts'
export { TurnRunner, type TurnRunnerOptions } from './turns.ts'
export {
  createTopic,
  listTopics,
  getTopic,
  linkConversation,
  listMembers,
  putMember,
  removeMember,
  listConversations,
  getConversation,
  linkArtifact,
  listArtifacts,
  defaultConversationId,
} from './topics.ts'
export {
  postMessage,
  ask,
  readMessages,
  followTurn,
  cancelTurn,
  MAX_ASK_WAIT_MS,
  POLL_AFTER_MS,
  type PostInput,
  type PostResult,
} from './messages.ts'
export { NO_MODEL_WARNING, MODEL_WARNING } from './answer.ts'
export { skillTopics } from './skill-api.ts'
export { modelUsage } from './usage.ts'
