// Topics' REST operations (openapi.yaml tag "conversations"; src/topics/README.md) through the proxy, their successes:
// a topic made with the topic.create skill and asked a question with topic.ask (no model provider: the answer is a
// stub, documented as such), then its conversations, one conversation, its messages, an uploaded file linked as an
// artifact and listed, and the organization's and the topic's model usage. In an organization of its own; the topic
// skills themselves are skills.ts's, the turn and member rules src/topics/*.api.test.ts's.
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Harness } from '../support/harness.ts'
import { expectError, expectOk } from '../support/assertions.ts'
import { createTenant, type Tenant } from '../../src/testing/test-server.ts'

const TOPICS = '/api/v1/topics'

export function topicsContract(h: () => Harness): void {
  let t: Tenant
  let topicId = ''
  let conversationId = ''
  beforeAll(async () => {
    t = await createTenant(h().server.services)
    const created = await h().proxy('/api/v1/skills/topic.create/invoke', {
      token: t.adminKey,
      body: { name: 'Harbour Cafe year-end 2026' },
    })
    expectOk(created)
    topicId = created.body.output.topic.id as string
    const asked = await h().proxy('/api/v1/skills/topic.ask/invoke', {
      token: t.adminKey,
      body: { topic_id: topicId, content: 'Which accruals are still open?', wait_ms: 5000 },
    })
    expectOk(asked)
    conversationId = asked.body.output.conversation_id as string
  })

  describe('listTopicConversations, getTopicConversation, listConversationMessages', () => {
    it("200: the topic's conversations, the one asked in, and its messages (the question, then the answer)", async () => {
      const list = await h().proxy(`${TOPICS}/${topicId}/conversations`, { token: t.adminKey })
      expectOk(list)
      expect((list.body.data as { id: string }[]).map((c) => c.id)).toEqual([conversationId])
      const one = await h().proxy(`${TOPICS}/${topicId}/conversations/${conversationId}`, { token: t.adminKey })
      expectOk(one)
      expect(one.body).toMatchObject({ id: conversationId, topic_id: topicId, last_seq: 2 })
      const messages = await h().proxy(`${TOPICS}/${topicId}/conversations/${conversationId}/messages`, {
        token: t.adminKey,
      })
      expectOk(messages)
      expect(messages.body).toMatchObject({ conversation_id: conversationId, has_more: false, pending: [] })
      expect((messages.body.messages as { role: string }[]).map((m) => m.role)).toEqual(['user', 'assistant'])
      expectError(
        await h().proxy(`${TOPICS}/${topicId}/conversations/${conversationId}`, { token: h().other.adminKey }),
        404,
        'topic_not_found',
        { param: 'topic_id', type: 'invalid_request_error' },
      )
    })
  })

  describe('linkTopicArtifact, listTopicArtifacts', () => {
    it('201 links an uploaded file with its metadata; 200 lists it', async () => {
      const boundary = `contract${randomBytes(6).toString('hex')}`
      const csv = 'date,description,amount\n2026-06-30,Accrued wages,-4200.00\n'
      const rawBody = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="accruals.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`
      const file = await h().proxy('/api/v1/files', {
        method: 'POST',
        token: t.adminKey,
        rawBody,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      })
      expectOk(file, 201)
      const linked = await h().proxy(`${TOPICS}/${topicId}/artifacts`, {
        token: t.adminKey,
        body: { artifact_id: file.body.id, metadata: { kind: 'working paper', period: '2026-06' } },
      })
      expectOk(linked, 201)
      expect(linked.body).toMatchObject({
        topic_id: topicId,
        artifact_id: file.body.id,
        metadata: { kind: 'working paper', period: '2026-06' },
        created_by: t.userId,
      })
      const list = await h().proxy(`${TOPICS}/${topicId}/artifacts`, { token: t.adminKey })
      expectOk(list)
      expect(list.body).toMatchObject({ data: [linked.body], has_more: false })
      expectError(
        await h().proxy(`${TOPICS}/${topicId}/artifacts`, { token: t.adminKey, body: { artifact_id: file.body.id } }),
        409,
        'artifact_already_linked',
        { param: 'artifact_id', type: 'invalid_request_error' },
      )
    })
  })

  describe('getModelUsage', () => {
    it("200: the organization's model calls and tokens, and one topic's", async () => {
      const all = await h().proxy('/api/v1/model-usage', { token: t.adminKey })
      expectOk(all)
      expect(all.body).toMatchObject({ organization_id: t.organizationId, topic_id: null, since: null })
      const one = await h().proxy(`/api/v1/model-usage?topic_id=${topicId}&since=2026-01-01T00:00:00.000Z`, {
        token: t.adminKey,
      })
      expectOk(one)
      expect(one.body).toMatchObject({
        organization_id: t.organizationId,
        topic_id: topicId,
        since: '2026-01-01T00:00:00.000Z',
      })
      expectError(
        await h().proxy('/api/v1/model-usage?topic_id=top_nope', { token: t.adminKey }),
        404,
        'topic_not_found',
        { param: 'topic_id', type: 'invalid_request_error' },
      )
    })
  })
}
