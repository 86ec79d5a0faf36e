// Test support: the topic the topic skills' examples name (examples/*.json: topic_id `top_example`) made to exist in
// an organization, so each example answers 200 as documented.
import type { Services } from '../../services.ts'

const namedIds = (inputs: unknown[], field: string): string[] =>
  inputs.flatMap((i) => (i && typeof i === 'object' && typeof (i as Record<string, unknown>)[field] === 'string' ? [(i as Record<string, string>)[field]!] : []))

export async function provisionTopicExamples(s: Services, org: { organizationId: string; userId: string }, inputs: unknown[]): Promise<void> {
  const now = s.clock.now()
  for (const id of new Set(namedIds(inputs, 'topic_id'))) {
    if (await s.stores.topics.getTopic(org.organizationId, id)) continue
    await s.stores.topics.insertTopic({
      id, organizationId: org.organizationId, name: `Example ${id}`, description: null, visibility: 'organization', canvasId: null,
      createdBy: org.userId, members: [{ userId: org.userId, role: 'owner', addedAt: now }], createdAt: now,
    })
  }
}
