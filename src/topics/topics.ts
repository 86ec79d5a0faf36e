// Topics, their conversations and artifacts (spec: Topic and WorkStream skills; POST /api/v1/topics/{id}/artifacts).
// A topic is visible to everyone of its organization with topics:read, or, with visibility `members`, to its members
// only; one another person may not see reads as 404 topic_not_found, exactly like one that does not exist.
import { createHash } from 'node:crypto'
import { AppError } from '../errors/index.ts'
import { requirePermission, type Principal } from '../auth/index.ts'
import {
  DuplicateError,
  type Conversation,
  type Topic,
  type TopicRole,
  type TopicVisibility,
} from '../store/ports/index.ts'
import type { TopicsDeps } from './deps.ts'
import { artifactView, conversationView, topicView } from './views.ts'
import { landingWorkspace, listFilter, reaches } from '../tenancy/index.ts'

export const topicNotFound = (id: string, param = 'topic_id') =>
  new AppError('topic_not_found', `No topic ${id.slice(0, 64)} in your organization.`, { param })
export const conversationNotFound = (id: string) =>
  new AppError('conversation_not_found', `No conversation ${id.slice(0, 64)} in your organization.`, {
    param: 'conversation_id',
  })

const canSee = (t: Topic, userId: string) =>
  t.visibility === 'organization' || t.members.some((m) => m.userId === userId)

/** The topic when the caller may see it, else 404. */
export async function visibleTopic(d: TopicsDeps, p: Principal, id: string, param = 'topic_id'): Promise<Topic> {
  const t = await d.stores.topics.getTopic(p.organizationId, id)
  if (!t || !canSee(t, p.userId) || !reaches(p, t.workspaceId)) throw topicNotFound(id, param)
  return t
}

/**
 * The topic's default conversation id: derived from the topic, so two first posts at once land in one conversation
 * (the link is one atomic upsert keyed on it).
 */
export const defaultConversationId = (topicId: string) =>
  `conv_${createHash('sha256').update(topicId).digest('base64url').slice(0, 20)}`

export async function createTopic(
  d: TopicsDeps,
  p: Principal,
  input: {
    name: string
    description?: string | null
    visibility?: TopicVisibility
    members?: string[]
    workspace_id?: string
  },
) {
  requirePermission(p, 'topics:write')
  const workspaceId = await landingWorkspace(d.stores, p, input.workspace_id)
  const now = d.clock.now()
  const others = [...new Set(input.members ?? [])].filter((u) => u !== p.userId)
  for (const [i, userId] of others.entries()) {
    if (!(await d.stores.memberships.get(p.organizationId, userId))) {
      throw new AppError(
        'validation_error',
        `members.${i}: ${userId.slice(0, 64)} is not a member of your organization.`,
        { param: `members.${i}` },
      )
    }
  }
  const topic: Topic = {
    id: d.ids.id('top'),
    organizationId: p.organizationId,
    workspaceId,
    name: input.name,
    description: input.description ?? null,
    visibility: input.visibility ?? 'organization',
    canvasId: null,
    createdBy: p.userId,
    members: [
      { userId: p.userId, role: 'owner', addedAt: now },
      ...others.map((userId) => ({ userId, role: 'member' as const, addedAt: now })),
    ],
    createdAt: now,
  }
  await d.stores.topics.insertTopic(topic)
  return topicView(topic)
}

export async function listTopics(
  d: TopicsDeps,
  p: Principal,
  o: { limit: number; offset: number; workspace_id?: string },
) {
  requirePermission(p, 'topics:read')
  const ws = listFilter(p, o.workspace_id)
  if (ws === false) return { topics: [], total: 0, has_more: false }
  const r = await d.stores.topics.listTopics(p.organizationId, p.userId, {
    limit: o.limit,
    offset: o.offset,
    ...(ws ? { workspaceId: ws } : {}),
  })
  return { topics: r.items.map(topicView), total: r.total, has_more: o.offset + r.items.length < r.total }
}

export async function getTopic(d: TopicsDeps, p: Principal, id: string, o: { includeCanvas?: boolean } = {}) {
  requirePermission(p, 'topics:read')
  const t = await visibleTopic(d, p, id)
  // No canvas store exists yet: a topic's canvas descriptor is null until one is attached (canvas_id stays null).
  return { topic: topicView(t), ...(o.includeCanvas ? { canvas: null } : {}) }
}

/** Links (or creates) a conversation in the topic; idempotent within the topic, 409 across topics. */
export async function linkConversation(
  d: TopicsDeps,
  p: Principal,
  topicId: string,
  input: { conversation_id?: string | null; title?: string | null },
  permission: 'topics:write' | null = 'topics:write',
) {
  if (permission) requirePermission(p, permission)
  const topic = await visibleTopic(d, p, topicId)
  const id = input.conversation_id ?? d.ids.id('conv')
  const r = await d.stores.topics.linkConversation({
    id,
    organizationId: p.organizationId,
    topicId: topic.id,
    title: input.title ?? null,
    createdAt: d.clock.now(),
  })
  if (r.kind === 'elsewhere') {
    throw new AppError('conversation_linked_elsewhere', `Conversation ${id.slice(0, 64)} belongs to another topic.`, {
      param: 'conversation_id',
    })
  }
  return { conversation: conversationView(r.conversation), created: r.created }
}

/** The conversation when it belongs to the topic: 404 when unknown, 409 conversation_topic_mismatch when another topic's. */
export async function conversationOfTopic(
  d: TopicsDeps,
  p: Principal,
  topic: Topic,
  conversationId: string,
): Promise<Conversation> {
  const c = await d.stores.topics.getConversation(p.organizationId, conversationId)
  if (!c) throw conversationNotFound(conversationId)
  if (c.topicId !== topic.id) {
    throw new AppError(
      'conversation_topic_mismatch',
      `Conversation ${conversationId.slice(0, 64)} belongs to another topic.`,
      { param: 'conversation_id' },
    )
  }
  return c
}

export async function listConversations(
  d: TopicsDeps,
  p: Principal,
  topicId: string,
  o: { limit: number; offset: number },
) {
  requirePermission(p, 'topics:read')
  const topic = await visibleTopic(d, p, topicId)
  const rows = await d.stores.topics.listConversations(p.organizationId, topic.id, {
    limit: o.limit + 1,
    offset: o.offset,
  })
  return { data: rows.slice(0, o.limit).map(conversationView), has_more: rows.length > o.limit }
}

export async function getConversation(d: TopicsDeps, p: Principal, topicId: string, conversationId: string) {
  requirePermission(p, 'topics:read')
  const topic = await visibleTopic(d, p, topicId)
  return conversationView(await conversationOfTopic(d, p, topic, conversationId))
}

/** POST /api/v1/topics/{id}/artifacts: an uploaded file of the organization, linked once; 201 echoes the metadata. */
export async function linkArtifact(
  d: TopicsDeps,
  p: Principal,
  topicId: string,
  input: { artifact_id: string; metadata?: Record<string, unknown> },
) {
  requirePermission(p, 'topics:write')
  const topic = await visibleTopic(d, p, topicId, 'id')
  const file = await d.stores.files.get(p.organizationId, input.artifact_id)
  if (!file || !reaches(p, file.workspaceId)) {
    throw new AppError('file_not_found', `No file ${input.artifact_id.slice(0, 64)} in your organization.`, {
      param: 'artifact_id',
    })
  }
  const a = {
    topicId: topic.id,
    organizationId: p.organizationId,
    artifactId: input.artifact_id,
    metadata: input.metadata ?? {},
    createdBy: p.userId,
    createdAt: d.clock.now(),
  }
  if (!(await d.stores.topics.linkArtifact(a))) {
    throw new AppError(
      'artifact_already_linked',
      `Artifact ${input.artifact_id.slice(0, 64)} is already linked to this topic.`,
      { param: 'artifact_id' },
    )
  }
  return artifactView(a)
}

export async function listArtifacts(
  d: TopicsDeps,
  p: Principal,
  topicId: string,
  o: { limit: number; offset: number },
) {
  requirePermission(p, 'topics:read')
  const topic = await visibleTopic(d, p, topicId, 'id')
  const rows = await d.stores.topics.listArtifacts(p.organizationId, topic.id, { limit: o.limit + 1, offset: o.offset })
  return { data: rows.slice(0, o.limit).map(artifactView), has_more: rows.length > o.limit }
}

export { DuplicateError }

// Members (issue 11 §1 "Members and their access"). Roles: `owner` (manages members; the creator is the first) and
// `member`. Anyone who may see the topic may list them; only its owners may add, change or remove one, except that
// a member may always leave. A topic keeps at least one owner (409 topic_last_owner), decided in the store's one
// atomic write, so two owners demoting each other at once cannot both succeed.

const ownerRequired = () => new AppError('topic_owner_required', "Only the topic's owners may manage its members.")

function requireOwner(t: Topic, userId: string): void {
  if (!t.members.some((m) => m.userId === userId && m.role === 'owner')) throw ownerRequired()
}

export async function listMembers(d: TopicsDeps, p: Principal, topicId: string) {
  requirePermission(p, 'topics:read')
  const t = await visibleTopic(d, p, topicId)
  return { topic_id: t.id, members: topicView(t).members }
}

export async function putMember(
  d: TopicsDeps,
  p: Principal,
  topicId: string,
  input: { user_id: string; role?: TopicRole },
) {
  requirePermission(p, 'topics:write')
  const t = await visibleTopic(d, p, topicId)
  requireOwner(t, p.userId)
  if (!(await d.stores.memberships.get(p.organizationId, input.user_id))) {
    throw new AppError('validation_error', `${input.user_id.slice(0, 64)} is not a member of your organization.`, {
      param: 'user_id',
    })
  }
  const member = { userId: input.user_id, role: input.role ?? 'member', addedAt: d.clock.now() }
  const r = await d.stores.topics.putMember(p.organizationId, t.id, member)
  if (r === 'missing') throw topicNotFound(topicId)
  if (r === 'last_owner')
    throw new AppError(
      'topic_last_owner',
      'This would leave the topic without an owner; make another member an owner first.',
      { param: 'role' },
    )
  const now = await visibleTopic(d, p, topicId).catch(() => null)
  const view = (now ? topicView(now).members : []).find((m) => m.user_id === input.user_id) ?? {
    user_id: member.userId,
    role: member.role,
    added_at: member.addedAt.toISOString(),
  }
  return { topic_id: t.id, member: view, change: r }
}

export async function removeMember(d: TopicsDeps, p: Principal, topicId: string, input: { user_id: string }) {
  requirePermission(p, 'topics:write')
  const t = await visibleTopic(d, p, topicId)
  if (input.user_id !== p.userId) requireOwner(t, p.userId)
  const r = await d.stores.topics.removeMember(p.organizationId, t.id, input.user_id)
  if (r === 'missing') throw topicNotFound(topicId)
  if (r === 'last_owner')
    throw new AppError('topic_last_owner', 'The topic keeps at least one owner; make another member an owner first.', {
      param: 'user_id',
    })
  return { topic_id: t.id, user_id: input.user_id, removed: r === 'removed' }
}
