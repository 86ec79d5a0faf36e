// Topic turns when the servers misbehave, with real servers and the fake model:
// - MongoDB stalled (SIGSTOP, a private mongo-java-server) while a turn's model call runs: a post meanwhile is 503
//   store_unavailable saying nothing was stored; the turn's answer arrives during the stall and is stored once the
//   store answers again (the run retries within its lease); repeating the refused post with its client_message_id
//   asks once. Every turn ends once, every answer exists once, the model is asked once per question.
// - A store that applies a write but does not answer (injected: the write lands, then the call fails as a stalled
//   store's does): the 503 says what may have been stored; the repeat with the same client_message_id finds the
//   message and queues its turn exactly once.
// - Redis restarted empty (a private redis-server, SIGKILLed and started again) while a reader on the other instance
//   follows a streaming turn: the reader gets the rest from the store (the wake-ups were lost), the turn completes
//   once; a repeat of the post with the same Idempotency-Key and client_message_id (the idempotency record went with
//   Redis) replays from the store and asks the model nothing.
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { startPrivateMongo, type PrivateMongo } from '../testing/private-mongo.ts'
import { describeWithPrivateMongo } from '../testing/describe-private-mongo.ts'
import { haveRedisServer, startPrivateRedis, type PrivateRedis } from '../testing/private-redis.ts'
import { FakeLlm } from '../providers/testing/fake-llm.ts'
import { createProvider } from '../providers/index.ts'
import { StoreUnavailableError, type Stores } from '../store/ports/index.ts'

type Out = { output: Record<string, any> }
type ErrorBody = { error: { code: string; message: string; retry_after_seconds?: number } }

let fake: FakeLlm
const providerFor = () =>
  createProvider({
    wire: 'openai-chat',
    baseUrl: `${fake.url}/v1`,
    apiKey: 'sk-fake',
    model: 'm-test',
    authHeader: 'bearer',
    timeoutMs: 30_000,
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
async function until(check: () => Promise<boolean> | boolean, what: string, ms = 20_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`)
    await sleep(25)
  }
}
const STALL_MS = 60_000 // bounds the stall only if the test fails part way; it is resumed as soon as the checks are in
const ANSWER_BOUND_MS = 7_000 // generous: the store deadline is MONGODB_TIMEOUT_MS=3000

beforeAll(async () => {
  fake = await new FakeLlm().start()
})
afterAll(async () => {
  await fake.stop()
})
beforeEach(() => {
  fake.reset()
})

/** Every assistant answer and user question of a topic's default conversation, read from the store. */
async function thread(srv: TestServer, t: Tenant, topic: string) {
  const page = (
    await call<Out>(srv.url, '/api/v1/skills/topic_messages/invoke', {
      token: t.adminKey,
      body: { topic_id: topic, limit: 100 },
    })
  ).body.output
  return page as { messages: { role: string; query_id: string; content: string }[]; pending: unknown[] }
}

describeWithPrivateMongo('a topic turn on a stalled MongoDB', () => {
  let mongo: PrivateMongo
  let srv: TestServer
  beforeAll(async () => {
    mongo = await startPrivateMongo()
    srv = await startTestServer({
      provider: providerFor(),
      env: { MONGODB_URL: mongo.url, TOPIC_TURN_LEASE_MS: '60000' },
    })
  }, 60_000)
  afterAll(async () => {
    mongo?.resume()
    await srv?.close()
    await mongo?.close()
  }, 30_000)

  it('a post during the stall is 503 saying nothing was stored; the running turn is answered once after it; the repeat asks once', async () => {
    const t = await createTenant(srv.services)
    const skill = <T = Out>(name: string, body: unknown) =>
      call<T>(srv.url, `/api/v1/skills/${name}/invoke`, { token: t.adminKey, body })
    const topic = (await skill('topic_create', { name: 'Stall' })).body.output.topic.id as string
    const g = gate()
    fake.next({ gate: g.p, reply: 'Answer A.' }, { reply: 'Answer B.' })
    const a = (await skill('topic_post_message', { topic_id: topic, content: 'A?', client_message_id: 'a-1' })).body
      .output
    expect(a.status).toBe('submitted')
    await until(() => fake.inFlight === 1, 'turn A calls the model')

    mongo.stall()
    const resumeTimer = setTimeout(() => mongo.resume(), STALL_MS)
    try {
      const t0 = performance.now()
      const refused = await skill<ErrorBody>('topic_post_message', {
        topic_id: topic,
        content: 'B?',
        client_message_id: 'b-1',
      })
      expect(performance.now() - t0).toBeLessThan(ANSWER_BOUND_MS)
      expect(refused.status).toBe(503)
      expect(refused.body.error).toMatchObject({ code: 'store_unavailable', retry_after_seconds: 2 })
      expect(refused.body.error.message).toContain('Nothing was stored')
      expect(refused.headers.get('retry-after')).toBe('2')
      // The model answers turn A while the store is stalled: the run holds the answer and retries storing it.
      g.open()
      await until(() => fake.inFlight === 0, 'the model has answered turn A')
      const read = await skill<ErrorBody>('topic_messages', { topic_id: topic })
      expect(read.status).toBe(503)
    } finally {
      clearTimeout(resumeTimer)
      mongo.resume()
    }

    expect(await srv.services.turnRunner.waitFor(t.organizationId, a.query_id, 30_000)).toMatchObject({
      status: 'completed',
    })
    const b = (await skill('topic_post_message', { topic_id: topic, content: 'B?', client_message_id: 'b-1' })).body
      .output
    expect(await srv.services.turnRunner.waitFor(t.organizationId, b.query_id, 30_000)).toMatchObject({
      status: 'completed',
    })
    const again = (await skill('topic_post_message', { topic_id: topic, content: 'B?', client_message_id: 'b-1' })).body
      .output
    expect(again).toMatchObject({ replayed: true, query_id: b.query_id })

    const page = await thread(srv, t, topic)
    expect(page.messages.map((m) => [m.role, m.query_id, m.content])).toEqual([
      ['user', a.query_id, 'A?'],
      ['assistant', a.query_id, 'Answer A.'],
      ['user', b.query_id, 'B?'],
      ['assistant', b.query_id, 'Answer B.'],
    ])
    expect(page.pending).toEqual([])
    expect(fake.requests).toHaveLength(2)
    const events = (await srv.services.stores.webhookEvents.pending(1000)).filter(
      (e) => e.organizationId === t.organizationId && e.type === 'message.completed',
    )
    expect(events.map((e) => e.data.query_id).sort()).toEqual([a.query_id, b.query_id].sort())
  }, 120_000)
})

describe('a store that applies a write of a post but does not answer', () => {
  let srv: TestServer
  let t: Tenant
  const fail = { appendMessage: 0, insertTurn: 0 }
  beforeAll(async () => {
    // The write lands, then the call fails as one to a stalled store does (its answer never came).
    const wrap = (s: Stores): Stores => {
      const topics = s.topics
      return {
        ...s,
        topics: {
          ...topics,
          appendMessage: async (...args: Parameters<typeof topics.appendMessage>) => {
            const r = await topics.appendMessage(...args)
            if (fail.appendMessage > 0 && args[0].role === 'user') {
              fail.appendMessage--
              throw new StoreUnavailableError('timeout')
            }
            return r
          },
          insertTurn: async (turn) => {
            await topics.insertTurn(turn)
            if (fail.insertTurn > 0) {
              fail.insertTurn--
              throw new StoreUnavailableError('timeout')
            }
          },
        },
      }
    }
    srv = await startTestServer({ provider: providerFor(), wrapStores: wrap, stores: undefined })
    t = await createTenant(srv.services)
  }, 60_000)
  afterAll(async () => {
    await srv?.close()
  })
  const skill = <T = Out>(name: string, body: unknown) =>
    call<T>(srv.url, `/api/v1/skills/${name}/invoke`, { token: t.adminKey, body })

  it('the 503 says what may be stored; the repeat with the same client_message_id finds the message and queues its turn once', async () => {
    const topic = (await skill('topic_create', { name: 'Half written' })).body.output.topic.id as string
    fake.fallback = { reply: 'Answered once.' }
    fail.appendMessage = 1
    const lost = await skill<ErrorBody>('topic_post_message', {
      topic_id: topic,
      content: 'Q1',
      client_message_id: 'q-1',
    })
    expect(lost.status).toBe(503)
    expect(lost.body.error.message).toMatch(/may or may not have been stored.*same client_message_id/)
    const again = (await skill('topic_post_message', { topic_id: topic, content: 'Q1', client_message_id: 'q-1' })).body
      .output
    expect(again.replayed).toBe(true)
    expect(await srv.services.turnRunner.waitFor(t.organizationId, again.query_id, 15_000)).toMatchObject({
      status: 'completed',
    })

    fail.insertTurn = 1
    const half = await skill<ErrorBody>('topic_post_message', {
      topic_id: topic,
      content: 'Q2',
      client_message_id: 'q-2',
    })
    expect(half.status).toBe(503)
    expect(half.body.error.message).toMatch(/message was stored \(seq \d+\) but its turn may not have been queued/)
    const second = (await skill('topic_post_message', { topic_id: topic, content: 'Q2', client_message_id: 'q-2' }))
      .body.output
    expect(second.replayed).toBe(true)
    expect(await srv.services.turnRunner.waitFor(t.organizationId, second.query_id, 15_000)).toMatchObject({
      status: 'completed',
    })

    const page = await thread(srv, t, topic)
    expect(page.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'Q1'],
      ['assistant', 'Answered once.'],
      ['user', 'Q2'],
      ['assistant', 'Answered once.'],
    ])
    expect(fake.requests).toHaveLength(2)
  }, 60_000)
})

// Redis restarted empty: a private redis-server (never the shared one).
const noRedis = haveRedisServer ? null : 'redis-server is not on PATH'
const mongoUrl = process.env.MONGODB_URL || process.env.TEST_MONGODB_URL

if (noRedis && process.env.REQUIRE_SERVERS === '1') {
  describe('topic turns across a Redis restart', () => {
    it('has redis-server', () => {
      throw new Error(`REQUIRE_SERVERS=1 but ${noRedis}`)
    })
  })
} else {
  describe.skipIf(noRedis !== null)(
    `topic turns across a Redis restart (${mongoUrl ? 'MongoDB' : 'embedded store'})`,
    () => {
      let redis: PrivateRedis
      let a: TestServer
      let b: TestServer
      beforeAll(async () => {
        redis = await startPrivateRedis()
        const env = { REDIS_URL: redis.url, ...(mongoUrl ? { MONGODB_URL: mongoUrl } : {}) }
        a = await startTestServer({ provider: providerFor(), instanceName: 'redis-a', env })
        b = await startTestServer({ provider: providerFor(), instanceName: 'redis-b', shareWith: a, env })
      }, 60_000)
      afterAll(async () => {
        await b?.close()
        await a?.close()
        await redis?.close()
      }, 30_000)

      it('a reader on the other instance gets the whole answer, the turn completes once, a repeated post replays from the store', async () => {
        const t = await createTenant(a.services)
        const skill = <T = Out>(srv: TestServer, name: string, body: unknown, headers: Record<string, string> = {}) =>
          call<T>(srv.url, `/api/v1/skills/${name}/invoke`, { token: t.adminKey, body, headers })
        const topic = (await skill(a, 'topic_create', { name: 'Redis' })).body.output.topic.id as string
        const g = gate()
        const full = 'Before the restart, and after it.'
        fake.next({ reply: full, holdAfter: 10, gate: g.p })
        const post = { topic_id: topic, content: 'Across a restart?', client_message_id: 'r-1' }
        const first = await skill(a, 'topic_post_message', post, { 'Idempotency-Key': 'post-r-1' })
        const q = first.body.output.query_id as string
        await until(
          async () => ((await a.services.stores.topics.getTurn(t.organizationId, q))?.partial ?? '').length >= 10,
          'the partial answer is stored',
        )
        const following = skill(b, 'topic_follow_turn', { topic_id: topic, query_id: q, wait_ms: 30_000 })

        await redis.kill()
        await redis.start()
        g.open()

        const followed = (await following).body.output
        expect(followed).toMatchObject({ status: 'completed', query_id: q, answer: { content: full } })
        // The idempotency record went with Redis; the client message id lives in the store: the repeat replays, asks nothing.
        const repeat = await skill(b, 'topic_post_message', post, { 'Idempotency-Key': 'post-r-1' })
        expect(repeat.status).toBe(200)
        expect(repeat.body.output).toMatchObject({ replayed: true, query_id: q, status: 'completed' })
        const page = await thread(a, t, topic)
        expect(page.messages.map((m) => [m.role, m.query_id])).toEqual([
          ['user', q],
          ['assistant', q],
        ])
        expect(fake.requests).toHaveLength(1)
        expect(await a.services.stores.topics.getTurn(t.organizationId, q)).toMatchObject({ status: 'completed' })
      }, 120_000)
    },
  )
}
