// Records as the API answers them (snake_case; openapi.yaml Topic, Conversation, TopicMessage, TopicArtifact).
import type { Conversation, Topic, TopicArtifact, TopicMessage, Turn } from '../store/ports/index.ts'

export const topicView = (t: Topic) => ({
  id: t.id,
  name: t.name,
  description: t.description,
  visibility: t.visibility,
  canvas_id: t.canvasId,
  created_by: t.createdBy,
  members: t.members.map((m) => ({ user_id: m.userId, role: m.role, added_at: m.addedAt.toISOString() })),
  created_at: t.createdAt.toISOString(),
})

export const conversationView = (c: Conversation) => ({
  id: c.id,
  topic_id: c.topicId,
  title: c.title,
  last_seq: c.lastSeq,
  created_at: c.createdAt.toISOString(),
})

export const messageView = (m: TopicMessage) => ({
  id: m.id,
  topic_id: m.topicId,
  conversation_id: m.conversationId,
  seq: m.seq,
  role: m.role,
  content: m.content,
  query_id: m.queryId,
  model: m.model,
  citations: m.citations,
  artifact_refs: m.artifactRefs,
  client_message_id: m.clientMessageId,
  stub_fields: m.stubFields,
  warnings: m.warnings,
  created_at: m.createdAt.toISOString(),
})

/** A turn as a poller sees it in `pending`: what it still waits on (queued, running) or why it stopped (failed). */
export const pendingView = (t: Turn) => ({ query_id: t.id, status: t.status, error: t.error })

export const artifactView = (a: TopicArtifact) => ({
  topic_id: a.topicId,
  artifact_id: a.artifactId,
  metadata: a.metadata,
  created_by: a.createdBy,
  created_at: a.createdAt.toISOString(),
})

export type TopicView = ReturnType<typeof topicView>
export type ConversationView = ReturnType<typeof conversationView>
export type MessageView = ReturnType<typeof messageView>
export type PendingView = ReturnType<typeof pendingView>
export type ArtifactView = ReturnType<typeof artifactView>
