// Topics over real HTTP (skills through the one door, and the REST routes), with no model provider configured:
// topics and members, visibility, conversation links, the empty topic, posting and asking (answered inline and
// honestly: no text invented), client message ids, another topic's conversation refused, artifacts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import type { Principal } from '../auth/index.ts'
import { NO_MODEL_WARNING, skillTopics } from './index.ts'

type Out = { output: Record<string, any> }
type ErrorBody = { error: { code: string; param?: string } }

describe('topics (no model provider)', () => {
  let srv: TestServer
  let t: Tenant
  beforeAll(async () => {
    srv = await startTestServer({ provider: null })
    t = await createTenant(srv.services)
  })
  afterAll(async () => {
    await srv?.close()
  })
  const skill = <T = Out>(name: string, body: unknown, token = t.adminKey) =>
    call<T>(srv.url, `/api/v1/skills/${name}/invoke`, { token, body })
  const newTopic = async (name = 'Year-end') =>
    (await skill('topic_create', { name })).body.output.topic as { id: string }

  it('creates a topic with its creator as owner, lists it with the total, and reads it with a null canvas when asked', async () => {
    const created = await skill('topic_create', { name: 'Acme year-end', description: 'Questions for the 2026 close' })
    expect(created.status).toBe(200)
    const topic = created.body.output.topic
    expect(topic).toMatchObject({
      name: 'Acme year-end',
      visibility: 'organization',
      created_by: t.userId,
      members: [{ user_id: t.userId, role: 'owner' }],
    })
    const list = await skill('topic_list', { limit: 100 })
    expect(list.body.output.total).toBeGreaterThanOrEqual(1)
    expect(list.body.output.topics.map((x: { id: string }) => x.id)).toContain(topic.id)
    const plain = await skill('topic_get', { topic_id: topic.id })
    expect(plain.body.output).toEqual({ topic, stub_fields: [], warnings: [] })
    expect((await skill('topic_get', { topic_id: topic.id, include_canvas: true })).body.output).toMatchObject({
      topic,
      canvas: null,
    })
    const stranger = await createTenant(srv.services)
    const theirs = await skill<ErrorBody>('topic_get', { topic_id: topic.id }, stranger.adminKey)
    expect(theirs.status).toBe(404)
    expect(theirs.body.error).toMatchObject({ code: 'topic_not_found', param: 'topic_id' })
  })

  it('shows a members-only topic to its members only', async () => {
    const other: Principal = { ...t.owner, userId: 'usr_someone_else' }
    const mine = skillTopics(srv.services.topicsDeps, t.owner)
    const theirs = skillTopics(srv.services.topicsDeps, other)
    const secret = await mine.create({ name: 'Partner notes', visibility: 'members' })
    const open = await mine.create({ name: 'Shared' })
    await expect(theirs.get(String(secret.id), { includeCanvas: false })).rejects.toMatchObject({
      code: 'topic_not_found',
    })
    expect((await theirs.get(String(open.id), { includeCanvas: false })).topic.id).toBe(open.id)
    const seen = (await theirs.list({ limit: 100, offset: 0 })).topics.map((x) => x.id)
    expect(seen).toContain(open.id)
    expect(seen).not.toContain(secret.id)
    await expect(mine.create({ name: 'x', members: ['usr_not_in_org'] })).rejects.toMatchObject({
      code: 'validation_error',
      param: 'members.0',
    })
  })

  it('links a conversation idempotently within a topic and refuses it for another topic', async () => {
    const a = await newTopic()
    const b = await newTopic()
    const first = await skill('topic_link_conversation', {
      topic_id: a.id,
      conversation_id: 'conv_client_1',
      title: 'Payroll',
    })
    expect(first.body.output).toMatchObject({
      created: true,
      conversation: { id: 'conv_client_1', topic_id: a.id, last_seq: 0 },
    })
    expect(
      (await skill('topic_link_conversation', { topic_id: a.id, conversation_id: 'conv_client_1' })).body.output,
    ).toMatchObject({ created: false })
    const clash = await skill<ErrorBody>('topic_link_conversation', {
      topic_id: b.id,
      conversation_id: 'conv_client_1',
    })
    expect(clash.status).toBe(409)
    expect(clash.body.error).toMatchObject({ code: 'conversation_linked_elsewhere', param: 'conversation_id' })
    const fresh = await skill('topic_link_conversation', { topic_id: a.id })
    expect(fresh.body.output).toMatchObject({ created: true, conversation: { topic_id: a.id } })
    const listed = await call<{ data: Array<{ id: string }> }>(srv.url, `/api/v1/topics/${a.id}/conversations`, {
      token: t.adminKey,
    })
    expect(listed.body.data.map((c) => c.id).sort()).toEqual(
      ['conv_client_1', fresh.body.output.conversation.id].sort(),
    )
    const read = await call(srv.url, `/api/v1/topics/${a.id}/conversations/conv_client_1`, { token: t.adminKey })
    expect(read.body).toMatchObject({ id: 'conv_client_1', title: 'Payroll' })
    expect(
      (await call<ErrorBody>(srv.url, `/api/v1/topics/${b.id}/conversations/conv_client_1`, { token: t.adminKey })).body
        .error.code,
    ).toBe('conversation_topic_mismatch')
  })

  it('answers an empty page for an empty topic and creates no conversation', async () => {
    const topic = await newTopic()
    const page = await skill('topic_messages', { topic_id: topic.id })
    expect(page.body.output).toEqual({
      conversation_id: null,
      messages: [],
      has_more: false,
      next_after_seq: 0,
      pending: [],
      stub_fields: [],
      warnings: [],
    })
    expect(
      (await call<{ data: unknown[] }>(srv.url, `/api/v1/topics/${topic.id}/conversations`, { token: t.adminKey })).body
        .data,
    ).toEqual([])
  })

  it('posts and answers inline without a model: model null, no text, content listed in stub_fields, a warning', async () => {
    const topic = await newTopic()
    const posted = await skill('topic_post_message', { topic_id: topic.id, content: 'What is the FBT rate for 2026?' })
    expect(posted.status).toBe(200)
    const out = posted.body.output
    expect(out).toMatchObject({
      status: 'completed',
      replayed: false,
      error: null,
      message: { role: 'user', seq: 1, content: 'What is the FBT rate for 2026?' },
    })
    expect(out.answer).toMatchObject({
      role: 'assistant',
      seq: 2,
      query_id: out.query_id,
      model: null,
      content: '',
      citations: [],
      stub_fields: ['content'],
      warnings: [NO_MODEL_WARNING],
    })
    expect(out.answer.content).not.toMatch(/\d/)
    const asked = await skill('topic_ask', { topic_id: topic.id, content: 'And for 2027?', wait_ms: 1000 })
    expect(asked.body.output).toMatchObject({ status: 'completed', answer: { model: null, seq: 4 } })
    // The skill's own stub_fields name what it could not compute (issue 25 §3), with the answer's warning.
    expect(asked.body.output.stub_fields).toEqual(['answer.content'])
    expect(asked.body.output.warnings).toEqual([NO_MODEL_WARNING])
    expect(out.stub_fields).toEqual(['answer.content'])
    const page = await skill('topic_messages', { topic_id: topic.id })
    expect(
      page.body.output.messages.map((m: { seq: number; role: string; query_id: string }) => [
        m.seq,
        m.role,
        m.query_id,
      ]),
    ).toEqual([
      [1, 'user', out.query_id],
      [2, 'assistant', out.query_id],
      [3, 'user', asked.body.output.query_id],
      [4, 'assistant', asked.body.output.query_id],
    ])
    expect(page.body.output).toMatchObject({
      conversation_id: out.conversation_id,
      has_more: false,
      next_after_seq: 4,
      pending: [],
    })
    const second = await skill('topic_messages', { topic_id: topic.id, after_seq: 1, limit: 2 })
    expect(second.body.output).toMatchObject({ has_more: true, next_after_seq: 3 })
    expect(second.body.output.messages.map((m: { seq: number }) => m.seq)).toEqual([2, 3])
    const rest = await call<{ messages: unknown[] }>(
      srv.url,
      `/api/v1/topics/${topic.id}/conversations/${out.conversation_id}/messages?after_seq=2`,
      { token: t.adminKey },
    )
    expect(rest.status).toBe(200)
    expect(rest.body.messages).toHaveLength(2)
  })

  it('drops a repeated client_message_id: the first message and its turn come back, nothing new is written', async () => {
    const topic = await newTopic()
    const first = await skill('topic_post_message', {
      topic_id: topic.id,
      content: 'Is this deductible?',
      client_message_id: 'c-42',
    })
    const again = await skill('topic_ask', {
      topic_id: topic.id,
      content: 'Is this deductible?',
      client_message_id: 'c-42',
    })
    expect(again.body.output).toMatchObject({
      replayed: true,
      status: 'completed',
      query_id: first.body.output.query_id,
      message: { id: first.body.output.message.id },
    })
    const other = await skill<ErrorBody>('topic_post_message', {
      topic_id: topic.id,
      content: 'Something else',
      client_message_id: 'c-42',
    })
    expect(other.body.error).toMatchObject({ code: 'client_message_id_reused', param: 'client_message_id' })
    const page = await skill('topic_messages', { topic_id: topic.id })
    expect(page.body.output.messages).toHaveLength(2)
  })

  it("refuses another topic's conversation when reading or posting", async () => {
    const a = await newTopic()
    const b = await newTopic()
    const linked = await skill('topic_link_conversation', { topic_id: a.id })
    const conv = linked.body.output.conversation.id
    for (const r of [
      await skill<ErrorBody>('topic_messages', { topic_id: b.id, conversation_id: conv }),
      await skill<ErrorBody>('topic_post_message', { topic_id: b.id, conversation_id: conv, content: 'hi' }),
    ]) {
      expect(r.status).toBe(409)
      expect(r.body.error).toMatchObject({ code: 'conversation_topic_mismatch', param: 'conversation_id' })
    }
    expect(
      (await skill<ErrorBody>('topic_messages', { topic_id: a.id, conversation_id: 'conv_nope' })).body.error.code,
    ).toBe('conversation_not_found')
  })

  it('links an uploaded file as an artifact once, echoing its metadata; 409 when already linked', async () => {
    const topic = await newTopic()
    const form = new FormData()
    form.append('file', new Blob(['a,b\n1,2\n'], { type: 'text/csv' }), 'wp.csv')
    const file = (await (
      await fetch(`${srv.url}/api/v1/files`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${t.adminKey}` },
      })
    ).json()) as { id: string }
    const metadata = { kind: 'workpaper', reviewed: false, pages: 2, tags: ['tb', 'year-end'], nested: { a: null } }
    const linked = await call(srv.url, `/api/v1/topics/${topic.id}/artifacts`, {
      token: t.adminKey,
      body: { artifact_id: file.id, metadata },
    })
    expect(linked.status).toBe(201)
    expect(linked.body).toMatchObject({ topic_id: topic.id, artifact_id: file.id, metadata, created_by: t.userId })
    const again = await call<ErrorBody>(srv.url, `/api/v1/topics/${topic.id}/artifacts`, {
      token: t.adminKey,
      body: { artifact_id: file.id },
    })
    expect(again.status).toBe(409)
    expect(again.body.error.code).toBe('artifact_already_linked')
    const unknown = await call<ErrorBody>(srv.url, `/api/v1/topics/${topic.id}/artifacts`, {
      token: t.adminKey,
      body: { artifact_id: crypto.randomUUID() },
    })
    expect(unknown.status).toBe(404)
    expect(unknown.body.error).toMatchObject({ code: 'file_not_found', param: 'artifact_id' })
    const bad = await call<ErrorBody>(srv.url, `/api/v1/topics/${topic.id}/artifacts`, {
      token: t.adminKey,
      body: { artifact_id: file.id, metadata: [1] },
    })
    expect(bad.status).toBe(422)
    expect(bad.body.error.param).toBe('metadata')
    const list = await call<{ data: unknown[]; has_more: boolean }>(srv.url, `/api/v1/topics/${topic.id}/artifacts`, {
      token: t.adminKey,
    })
    expect(list.body).toEqual({ data: [linked.body], has_more: false })
    const nowhere = await call<ErrorBody>(srv.url, '/api/v1/topics/top_nope/artifacts', {
      token: t.adminKey,
      body: { artifact_id: file.id },
    })
    expect(nowhere.body.error.code).toBe('topic_not_found')
  })

  it('needs topics:read to read, topics:write to create, ask:execute to post', async () => {
    const topic = await newTopic()
    const reader = await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
      token: t.adminKey,
      body: { name: 'reader', permissions: ['topics:read'] },
    })
    expect((await skill('topic_list', {}, reader.body.value)).status).toBe(200)
    expect((await skill('topic_messages', { topic_id: topic.id }, reader.body.value)).status).toBe(200)
    for (const [name, body] of [
      ['topic_create', { name: 'x' }],
      ['topic_post_message', { topic_id: topic.id, content: 'x' }],
      ['topic_ask', { topic_id: topic.id, content: 'x' }],
    ] as const) {
      const r = await skill<ErrorBody>(name, body, reader.body.value)
      expect(r.status).toBe(403)
      expect(r.body.error.code).toBe('insufficient_scope')
    }
  })
})
