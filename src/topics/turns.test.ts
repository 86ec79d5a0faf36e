// Topic turns with a model provider: the fake (real HTTP, src/providers/testing/fake-llm.ts) behind the configured
// port. Every row of the spec's turn table, plus the design's rules: answers within the wait or `running` then polled
// to completion, one active turn per conversation and the rest FIFO, duplicates dropped by client_message_id, a
// provider failure failing the turn, the reaper failing orphaned and over-age turns, and two instances running each
// turn once (MongoDB and Redis when MONGODB_URL/REDIS_URL are set, else one embedded store shared in process).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, usesMongo, type Tenant, type TestServer } from '../testing/test-server.ts'
import { FakeLlm } from '../providers/testing/fake-llm.ts'
import { createProvider } from '../providers/index.ts'
import { MODEL_WARNING } from './index.ts'

type Out = { output: Record<string, any> }
let fake: FakeLlm
const providerFor = () =>
  createProvider({
    wire: 'openai-chat',
    baseUrl: `${fake.url}/v1`,
    apiKey: 'sk-fake',
    model: 'm-test',
    authHeader: 'bearer',
    timeoutMs: 10_000,
    maxRetries: 0,
    maxRetryAfterMs: 0,
    maxTokens: 200,
  })
const gate = () => {
  let open!: () => void
  const p = new Promise<void>((r) => {
    open = r
  })
  return { p, open }
}

beforeAll(async () => {
  fake = await new FakeLlm().start()
})
afterAll(async () => {
  await fake.stop()
})
beforeEach(() => {
  fake.reset()
})

describe('topic turns with a model provider', () => {
  let srv: TestServer
  let t: Tenant
  beforeAll(async () => {
    srv = await startTestServer({ provider: providerFor() })
    t = await createTenant(srv.services)
  }, 60_000) // a server start on a loaded machine can pass vitest's 10 s hook default
  afterAll(async () => {
    await srv?.close()
  })
  const skill = (name: string, body: unknown) =>
    call<Out>(srv.url, `/api/v1/skills/${name}/invoke`, { token: t.adminKey, body })
  const newTopic = async () => (await skill('topic_create', { name: 'Turns' })).body.output.topic.id as string
  const messages = async (topic: string) => (await skill('topic_messages', { topic_id: topic })).body.output

  it('topic_ask: the answer when the turn finishes within the wait, written by the model, with usage recorded', async () => {
    const topic = await newTopic()
    fake.next({ reply: 'Lodge by 28 October.', usage: { input: 40, output: 6 } })
    const r = await skill('topic_ask', { topic_id: topic, content: 'When is the Q1 BAS due?', wait_ms: 10_000 })
    expect(r.body.output).toMatchObject({
      status: 'completed',
      error: null,
      answer: {
        role: 'assistant',
        content: 'Lodge by 28 October.',
        model: 'm-test',
        stub_fields: [],
        warnings: [MODEL_WARNING],
      },
    })
    expect(r.body.output.answer.query_id).toBe(r.body.output.query_id)
    expect(await srv.services.stores.modelUsage.totals(t.organizationId)).toMatchObject({
      calls: 1,
      inputTokens: 40,
      outputTokens: 6,
    })
    const sent = fake.requests[0]!.body.messages as Array<{ role: string; content: string }>
    expect(sent.at(-1)).toEqual({ role: 'user', content: 'When is the Q1 BAS due?' })
  })

  it('topic_ask: `running` when the turn outlives the wait; it continues server-side and topic_messages polls it to the answer', async () => {
    const topic = await newTopic()
    const g = gate()
    fake.next({ gate: g.p, reply: 'Slow but sure.' })
    const r = await skill('topic_ask', { topic_id: topic, content: 'A long question', wait_ms: 50 })
    expect(r.body.output).toMatchObject({ status: 'running', answer: null, poll_after_ms: 2000 })
    const queryId = r.body.output.query_id as string
    const during = await messages(topic)
    expect(during.pending).toEqual([{ query_id: queryId, status: 'running', error: null }])
    expect(during.messages.map((m: { role: string }) => m.role)).toEqual(['user'])
    g.open()
    await srv.services.turnRunner.waitFor(t.organizationId, queryId, 10_000)
    const after = await messages(topic)
    expect(after.pending).toEqual([])
    expect(
      after.messages.map((m: { role: string; query_id: string; content: string }) => [m.role, m.query_id, m.content]),
    ).toEqual([
      ['user', queryId, 'A long question'],
      ['assistant', queryId, 'Slow but sure.'],
    ])
  })

  it('topic_post_message: `submitted` at once; one active turn per conversation, the rest queued and answered in order', async () => {
    const topic = await newTopic()
    const g = gate()
    fake.next({ gate: g.p, reply: 'First answer.' }, { reply: 'Second answer.' })
    const one = (await skill('topic_post_message', { topic_id: topic, content: 'First?' })).body.output
    const two = (await skill('topic_post_message', { topic_id: topic, content: 'Second?' })).body.output
    expect([one.status, two.status]).toEqual(['submitted', 'submitted'])
    expect((await messages(topic)).pending).toEqual([
      { query_id: one.query_id, status: 'running', error: null },
      { query_id: two.query_id, status: 'queued', error: null },
    ])
    g.open()
    await srv.services.turnRunner.waitFor(t.organizationId, two.query_id, 10_000)
    const page = await messages(topic)
    expect(
      page.messages.map((m: { seq: number; role: string; query_id: string }) => [m.seq, m.role, m.query_id]),
    ).toEqual([
      [1, 'user', one.query_id],
      [2, 'user', two.query_id],
      [3, 'assistant', one.query_id],
      [4, 'assistant', two.query_id],
    ])
    expect(fake.maxInFlight).toBe(1)
    // The second question is asked with the first one's answer in its place.
    expect((fake.requests[1]!.body.messages as Array<{ role: string; content: string }>).slice(1)).toEqual([
      { role: 'user', content: 'First?' },
      { role: 'assistant', content: 'First answer.' },
      { role: 'user', content: 'Second?' },
    ])
  })

  it('a repeated client_message_id, even after the turn ended, returns the first turn and asks the model nothing', async () => {
    const topic = await newTopic()
    const first = (
      await skill('topic_ask', { topic_id: topic, content: 'Once only', client_message_id: 'dup-1', wait_ms: 10_000 })
    ).body.output
    expect(first.status).toBe('completed')
    const again = (
      await skill('topic_ask', { topic_id: topic, content: 'Once only', client_message_id: 'dup-1', wait_ms: 10_000 })
    ).body.output
    expect(again).toMatchObject({
      replayed: true,
      status: 'completed',
      query_id: first.query_id,
      answer: { id: first.answer.id },
    })
    expect(fake.requests).toHaveLength(1)
    expect((await messages(topic)).messages).toHaveLength(2)
  })

  it('a provider failure fails the turn with its code: topic_ask answers `failed`, topic_messages lists it in pending', async () => {
    const topic = await newTopic()
    fake.next({ status: 500 })
    const r = (await skill('topic_ask', { topic_id: topic, content: 'Will this work?', wait_ms: 10_000 })).body.output
    expect(r).toMatchObject({ status: 'failed', answer: null, error: { code: 'provider_error' } })
    expect(fake.requests).toHaveLength(1)
    expect((await messages(topic)).pending).toEqual([{ query_id: r.query_id, status: 'failed', error: r.error }])
  })

  it('a streamed turn answered with plain JSON is read as JSON; an empty stream fails the turn and stores no message.completed', async () => {
    const completedFor = async (queryId: string) =>
      (await srv.services.stores.webhookEvents.pending(10_000)).filter(
        (e) =>
          e.organizationId === t.organizationId &&
          e.type === 'message.completed' &&
          (e.data as { query_id?: unknown }).query_id === queryId,
      )
    const topic = await newTopic()
    fake.next({ reply: 'One JSON piece.', json: true })
    const ok = (await skill('topic_ask', { topic_id: topic, content: 'JSON please', wait_ms: 10_000 })).body.output
    expect(fake.requests[0]!.body.stream).toBe(true)
    expect(ok).toMatchObject({
      status: 'completed',
      answer: { content: 'One JSON piece.', model: 'm-test', stub_fields: [] },
    })
    expect(await completedFor(ok.query_id)).toHaveLength(1)
    fake.next({ raw: '', contentType: 'text/event-stream' })
    const empty = (await skill('topic_ask', { topic_id: topic, content: 'Nothing back?', wait_ms: 10_000 })).body.output
    expect(empty).toMatchObject({ status: 'failed', answer: null, error: { code: 'provider_bad_output' } })
    expect(await completedFor(empty.query_id)).toEqual([])
    expect(
      (await messages(topic)).messages.map((m: { role: string; query_id: string }) => [m.role, m.query_id]),
    ).toEqual([
      ['user', ok.query_id],
      ['assistant', ok.query_id],
      ['user', empty.query_id],
    ])
  })

  it("GET /api/v1/model-usage sums the tokens per organization and per topic; another organization's topic is 404", async () => {
    const u = await createTenant(srv.services)
    const ask = (token: string, body: unknown) => call<Out>(srv.url, '/api/v1/skills/topic_ask/invoke', { token, body })
    const mk = async () =>
      (await call<Out>(srv.url, '/api/v1/skills/topic_create/invoke', { token: u.adminKey, body: { name: 'Usage' } }))
        .body.output.topic.id as string
    const [one, two] = [await mk(), await mk()]
    fake.next(
      { reply: 'a', usage: { input: 10, output: 2 } },
      { reply: 'b', usage: { input: 20, output: 3 } },
      { reply: 'c', usage: { input: 5, output: 1 } },
    )
    for (const [topic, q] of [
      [one, 'q1'],
      [one, 'q2'],
      [two, 'q3'],
    ] as const) {
      expect((await ask(u.adminKey, { topic_id: topic, content: q, wait_ms: 10_000 })).body.output.status).toBe(
        'completed',
      )
    }
    const usage = (q: string, token = u.adminKey) =>
      call<Record<string, unknown>>(srv.url, `/api/v1/model-usage${q}`, { token })
    expect((await usage('')).body).toEqual({
      organization_id: u.organizationId,
      topic_id: null,
      since: null,
      calls: 3,
      input_tokens: 35,
      output_tokens: 6,
    })
    expect((await usage(`?topic_id=${one}`)).body).toMatchObject({
      topic_id: one,
      calls: 2,
      input_tokens: 30,
      output_tokens: 5,
    })
    expect((await usage(`?topic_id=${two}&since=2000-01-01T00:00:00Z`)).body).toMatchObject({
      topic_id: two,
      since: '2000-01-01T00:00:00.000Z',
      calls: 1,
      input_tokens: 5,
    })
    expect((await usage('?since=2999-01-01T00:00:00Z')).body).toMatchObject({
      calls: 0,
      input_tokens: 0,
      output_tokens: 0,
    })
    const cross = await usage(`?topic_id=${one}`, t.adminKey)
    expect(cross.status).toBe(404)
    expect(cross.body).toMatchObject({ error: { code: 'topic_not_found', param: 'topic_id' } })
    const bad = await usage('?since=yesterday')
    expect(bad.status).toBe(422)
    expect(bad.body).toMatchObject({ error: { code: 'validation_error', param: 'since' } })
  })

  it('the reaper fails an orphaned turn (its instance died) and one past its age, never runs them again, and the queue moves on', async () => {
    const topic = await newTopic()
    const s = srv.services.stores.topics
    const posted = (await skill('topic_link_conversation', { topic_id: topic })).body.output.conversation.id as string
    const now = srv.services.clock.now()
    // A turn claimed by an instance that died: its lease ended a second ago.
    const dead = {
      id: `qry_dead_${posted.slice(5)}`,
      organizationId: t.organizationId,
      topicId: topic,
      conversationId: posted,
      userMessageId: 'msg_x',
      seq: 1,
      userId: t.userId,
      status: 'queued' as const,
      leaseOwner: null,
      leaseUntil: null,
      startedAt: null,
      finishedAt: null,
      answerMessageId: null,
      error: null,
      createdAt: now,
    }
    await s.insertTurn(dead)
    expect(
      await s.claimNext(t.organizationId, posted, 'dead-instance', now, new Date(now.getTime() - 1000)),
    ).toMatchObject({ id: dead.id })
    fake.next({ reply: 'After the reaper.' })
    const waiting = (
      await skill('topic_post_message', { topic_id: topic, conversation_id: posted, content: 'Anyone there?' })
    ).body.output
    expect(waiting.status).toBe('submitted')
    expect((await s.getTurn(t.organizationId, waiting.query_id))!.status).toBe('queued')
    expect(await srv.services.turnRunner.reap()).toBe(1)
    const done = await srv.services.turnRunner.waitFor(t.organizationId, waiting.query_id, 10_000)
    expect(done).toMatchObject({ status: 'completed' })
    const page = (await skill('topic_messages', { topic_id: topic, conversation_id: posted })).body.output
    expect(page.pending).toEqual([
      { query_id: dead.id, status: 'failed', error: { code: 'turn_orphaned', message: expect.any(String) } },
    ])
    expect(fake.requests).toHaveLength(1)

    // A turn that started long ago with a live lease: failed as turn_timeout.
    const old = { ...dead, id: `${dead.id}x`, seq: 99, createdAt: now }
    await s.insertTurn(old)
    const longAgo = new Date(now.getTime() - srv.config.topics.turnMaxMs - 1000)
    expect(
      await s.claimNext(t.organizationId, posted, 'slow-instance', longAgo, new Date(now.getTime() + 60_000)),
    ).toMatchObject({ id: old.id })
    expect(await srv.services.turnRunner.reap()).toBe(1)
    expect((await s.getTurn(t.organizationId, old.id))!.error).toMatchObject({ code: 'turn_timeout' })
  })
})

describe(`topic turns on two instances (${usesMongo() ? 'MongoDB and Redis' : 'one embedded store'})`, () => {
  let a: TestServer
  let b: TestServer
  beforeAll(async () => {
    a = await startTestServer({ provider: providerFor(), instanceName: 'instance-a' })
    b = await startTestServer({ provider: providerFor(), instanceName: 'instance-b', shareWith: a })
    a.services.turnRunner.start()
    b.services.turnRunner.start()
  }, 60_000)
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })

  it('posts through both run every turn once, one at a time per conversation, answered in order', {
    timeout: 60_000,
  }, async () => {
    const t = await createTenant(a.services)
    const topic = (
      await call<Out>(a.url, '/api/v1/skills/topic_create/invoke', { token: t.adminKey, body: { name: 'Both' } })
    ).body.output.topic.id as string
    fake.fallback = { reply: 'ok', usage: { input: 1, output: 1 } }
    const N = 8
    const posts = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        call<Out>((i % 2 ? b : a).url, '/api/v1/skills/topic_post_message/invoke', {
          token: t.adminKey,
          body: { topic_id: topic, content: `q${i}`, client_message_id: `m${i}` },
        }),
      ),
    )
    const ids = posts.map((p) => {
      expect(p.status).toBe(200)
      return p.body.output.query_id as string
    })
    for (const id of ids)
      expect(await a.services.turnRunner.waitFor(t.organizationId, id, 30_000)).toMatchObject({ status: 'completed' })
    const page = (
      await call<Out>(b.url, '/api/v1/skills/topic_messages/invoke', {
        token: t.adminKey,
        body: { topic_id: topic, limit: 100 },
      })
    ).body.output
    const users = page.messages
      .filter((m: { role: string }) => m.role === 'user')
      .map((m: { query_id: string }) => m.query_id)
    const answers = page.messages
      .filter((m: { role: string }) => m.role === 'assistant')
      .map((m: { query_id: string }) => m.query_id)
    expect(answers).toEqual(users)
    expect(new Set(answers).size).toBe(N)
    expect(fake.requests).toHaveLength(N)
    expect(fake.maxInFlight).toBe(1)
    expect(page.pending).toEqual([])
  })
})
