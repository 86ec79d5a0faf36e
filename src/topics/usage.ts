// GET /api/v1/model-usage: token usage of model calls as the metered client recorded it (providers/client.ts), summed
// per organization, or per topic (a topic the caller may see). Needs ask:execute, the permission that spends tokens.
import { requirePermission, type Principal } from '../auth/index.ts'
import type { TopicsDeps } from './deps.ts'
import { visibleTopic } from './topics.ts'

export async function modelUsage(
  d: TopicsDeps,
  p: Principal,
  q: { topic_id?: string | undefined; since?: string | undefined },
) {
  requirePermission(p, 'ask:execute')
  const topicId = q.topic_id === undefined ? undefined : (await visibleTopic(d, p, q.topic_id)).id
  const since = q.since === undefined ? undefined : new Date(q.since)
  const r = await d.stores.modelUsage.totals(p.organizationId, { since, topicId })
  return {
    organization_id: p.organizationId,
    topic_id: topicId ?? null,
    since: since ? since.toISOString() : null,
    calls: r.calls,
    input_tokens: r.inputTokens,
    output_tokens: r.outputTokens,
  }
}
