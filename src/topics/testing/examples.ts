// Test support: the topic the topic skills' examples name (examples/*.json: topic_id `top_example`) made to exist in
// an organization, so each example answers 200 as documented.
import type { Services } from '../../services.ts'

const namedIds = (inputs: unknown[], field: string): string[] =>
  inputs.flatMap((i) =>
    i && typeof i === 'object' && typeof (i as Record<string, unknown>)[field] === 'string'
      ? [(i as Record<string, string>)[field]!]
      : [],
  )

export async function provisionTopicExamples(
  s: Services,
  org: { organizationId: string; userId: string },
  inputs: unknown[],
): Promise<void> {
  const now = s.clock.now()
  for (const id of new Set(namedIds(inputs, 'topic_id'))) {
    if (await s.stores.topics.getTopic(org.organizationId, id)) continue
    await s.stores.topics.insertTopic({
      id,
      organizationId: org.organizationId,
      workspaceId: null,
      name: `Example ${id}`,
      description: null,
      visibility: 'organization',
      canvasId: null,
      createdBy: org.userId,
      members: [{ userId: org.userId, role: 'owner', addedAt: now }],
      createdAt: now,
    })
  }
  // Users the member examples name are users of the organization.
  for (const userId of new Set(namedIds(inputs, 'user_id'))) {
    await s.stores.memberships.insert({ organizationId: org.organizationId, userId, role: 'member', createdAt: now })
  }
  // Turns the turn examples name: `…_done` a completed one (followed at once), any other a queued one (cancellable).
  for (const i of inputs) {
    const r = i as Record<string, unknown>
    if (typeof r?.query_id !== 'string' || typeof r.topic_id !== 'string') continue
    if (await s.stores.topics.getTurn(org.organizationId, r.query_id)) continue
    const done = r.query_id.endsWith('_done')
    await s.stores.topics.insertTurn({
      id: r.query_id,
      organizationId: org.organizationId,
      topicId: r.topic_id,
      conversationId: `conv_${r.query_id}`,
      userMessageId: `msg_${r.query_id}`,
      seq: 1,
      userId: org.userId,
      status: done ? 'completed' : 'queued',
      leaseOwner: null,
      leaseUntil: null,
      startedAt: done ? now : null,
      finishedAt: done ? now : null,
      answerMessageId: null,
      error: null,
      createdAt: now,
    })
  }
}
