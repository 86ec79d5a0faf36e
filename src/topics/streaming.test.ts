// A turn's answer streamed as it is written, cancelling turns, and the message.completed webhook event, on two
// instances sharing their stores (MongoDB and Redis when MONGODB_URL/REDIS_URL are set, else one embedded store in
// process, where instance b learns of instance a's turns from the store alone), with the fake model server.
// - topic_ask over REST SSE and MCP progress notifications: the pieces, in order, add up to the stored answer.
// - A reader on the other instance that comes late gets the text so far, then the rest (topic_follow_turn).
// - Cancel through the other instance: the model call is aborted, the turn ends cancelled once, never answered, the
//   next queued turn starts; again is the same answer; an ended turn is 409; a queued turn never reaches the model.
// - message.completed is stored by the write that ends the turn, with ids only; failed and cancelled turns have none.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { setTimeout as sleep } from 'node:timers/promises'
import { call, createTenant, startTestServer, usesMongo, type Tenant, type TestServer } from '../testing/test-server.ts'
import { FakeLlm } from '../providers/testing/fake-llm.ts'
import { createProvider } from '../providers/index.ts'
import { rpc } from '../mcp/testing/json-rpc.ts'

type Out = { output: Record<string, any> }
type ErrorBody = { error: { code: string; param?: string } }
interface Piece {
  query_id: string
  offset: number
  text: string
}
interface SseEvent {
  event: string
  data: any
}

let fake: FakeLlm
const providerFor = () =>
  createProvider({
    wire: 'openai-chat',
    baseUrl: `${fake.url}/v1`,
    apiKey: 'sk-fake',
    model: 'm-test',
    authHeader: 'bearer',
    timeoutMs: 20_000,
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

/** Polls `check` until it holds (the condition is the assertion; the bound only stops a hung test). */
async function until(check: () => Promise<boolean> | boolean, what: string, ms = 15_000): Promise<void> {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting until ${what}`)
    await sleep(20)
  }
}

/** An SSE response read event by event as it arrives. */
async function openSse(url: string, token: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify(body),
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/event-stream')
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffer = ''
  const queue: SseEvent[] = []
  return {
    async next(): Promise<SseEvent | null> {
      for (;;) {
        if (queue.length) return queue.shift()!
        const { value, done } = await reader.read()
        if (done) return null
        buffer += value
        let i: number
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, i)
          buffer = buffer.slice(i + 2)
          const event = /^event: (.*)$/m.exec(block)?.[1]
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (event && data !== undefined) queue.push({ event, data: JSON.parse(data) })
        }
      }
    },
    async rest(): Promise<SseEvent[]> {
      const out: SseEvent[] = []
      for (let e = await this.next(); e; e = await this.next()) out.push(e)
      return out
    },
  }
}

const joined = (pieces: Piece[]) => {
  let text = ''
  for (const p of pieces) {
    expect(p.offset).toBe(text.length)
    text += p.text
  }
  return text
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

describe(`streaming and cancelling topic turns on two instances (${usesMongo() ? 'MongoDB and Redis' : 'one embedded store'})`, () => {
  let a: TestServer
  let b: TestServer
  let t: Tenant
  // A short lease: without a relay (no Redis) an instance learns of a cancel made elsewhere at its next renewal.
  const env = { TOPIC_TURN_LEASE_MS: '1500' }
  beforeAll(async () => {
    a = await startTestServer({ provider: providerFor(), instanceName: 'instance-a', env })
    b = await startTestServer({ provider: providerFor(), instanceName: 'instance-b', shareWith: a, env })
    t = await createTenant(a.services)
  }, 60_000)
  afterAll(async () => {
    await b?.close()
    await a?.close()
  })
  const skill = <T = Out>(srv: TestServer, name: string, body: unknown) =>
    call<T>(srv.url, `/api/v1/skills/${name}/invoke`, { token: t.adminKey, body })
  const newTopic = async () => (await skill(a, 'topic_create', { name: 'Streams' })).body.output.topic.id as string
  const stored = (id: string) => a.services.stores.topics.getTurn(t.organizationId, id)

  it('topic_ask over SSE: delta events carry the answer as it is written, then the result with the stored answer', async () => {
    const topic = await newTopic()
    const g = gate()
    fake.next({ reply: 'Lodge the Q1 BAS by 28 October.', usage: { input: 9, output: 8 }, holdAfter: 8, gate: g.p })
    const s = await openSse(`${a.url}/api/v1/skills/topic_ask/invoke`, t.adminKey, {
      topic_id: topic,
      content: 'When is the Q1 BAS due?',
      wait_ms: 15_000,
    })
    // The first piece arrives while the model is still writing (it holds after 8 characters until the gate opens).
    const first = (await s.next())!
    expect(first.event).toBe('delta')
    expect('Lodge the Q1 BAS by 28 October.'.startsWith(first.data.data.text)).toBe(true)
    g.open()
    const events = [first, ...(await s.rest())]
    const deltas = events.filter((e) => e.event === 'delta').map((e) => e.data.data as Piece)
    expect(deltas.length).toBeGreaterThan(1)
    const result = events.at(-1)!
    expect(result.event).toBe('result')
    expect(result.data.output).toMatchObject({
      status: 'completed',
      answer: { content: 'Lodge the Q1 BAS by 28 October.', model: 'm-test' },
    })
    expect(joined(deltas)).toBe(result.data.output.answer.content)
    for (const d of deltas) expect(d.query_id).toBe(result.data.output.query_id)
    expect(fake.requests[0]!.body.stream).toBe(true) // the provider's streaming mode
  })

  it('a reader on the other instance that comes late gets the text written so far, then the rest', async () => {
    const topic = await newTopic()
    const g = gate()
    const full = 'First the facts, then the advice: verify before lodging.'
    fake.next({ reply: full, holdAfter: 16, gate: g.p })
    const posted = (await skill(a, 'topic_post_message', { topic_id: topic, content: 'Tell me slowly' })).body.output
    expect(posted.status).toBe('submitted')
    const q = posted.query_id as string
    // The answer so far reaches the store (instance a runs the turn; b has only the store).
    await until(async () => ((await stored(q))?.partial ?? '').length >= 16, 'the partial answer is stored')
    const s = await openSse(`${b.url}/api/v1/skills/topic_follow_turn/invoke`, t.adminKey, {
      topic_id: topic,
      query_id: q,
      wait_ms: 20_000,
    })
    const first = await s.next()
    expect(first).toMatchObject({ event: 'delta', data: { data: { query_id: q, offset: 0 } } })
    expect(first!.data.data.text.length).toBeGreaterThanOrEqual(16)
    expect(full.startsWith(first!.data.data.text)).toBe(true)
    g.open()
    const rest = await s.rest()
    const pieces = [first!, ...rest].filter((e) => e.event === 'delta').map((e) => e.data.data as Piece)
    expect(joined(pieces)).toBe(full)
    expect(rest.at(-1)).toMatchObject({
      event: 'result',
      data: { output: { status: 'completed', query_id: q, answer: { content: full, query_id: q } } },
    })
    // Read after the end: the whole answer at once.
    const after = await openSse(`${b.url}/api/v1/skills/topic_follow_turn/invoke`, t.adminKey, {
      topic_id: topic,
      query_id: q,
    })
    const again = await after.rest()
    expect(again.filter((e) => e.event === 'delta').map((e) => e.data.data)).toEqual([
      { query_id: q, offset: 0, text: full },
    ])
  })

  it('over MCP the pieces arrive as progress notifications, then the tool result', async () => {
    const topic = await newTopic()
    fake.next({ reply: 'Streamed over MCP.' })
    const r = await rpc(
      `${b.url}/mcp`,
      'tools/call',
      {
        name: 'topic_ask',
        arguments: { topic_id: topic, content: 'Over MCP?', wait_ms: 15_000 },
        _meta: { progressToken: 'p-1' },
      },
      { token: t.adminKey },
    )
    expect(r.status).toBe(200)
    const result = (r.message!.result as { structuredContent: Record<string, any> }).structuredContent
    expect(result).toMatchObject({ status: 'completed', answer: { content: 'Streamed over MCP.' } })
    const progress = r.notifications
      .filter((n) => n.method === 'notifications/progress')
      .map(
        (n) => n.params as { progressToken: string; progress: number; message: string; _meta: Record<string, Piece> },
      )
    expect(progress.length).toBeGreaterThan(1)
    expect(progress.every((p) => p.progressToken === 'p-1')).toBe(true)
    expect(progress.map((p) => p.message).join('')).toBe('Streamed over MCP.')
    expect(joined(progress.map((p) => p._meta['skills-connect/delta']!))).toBe('Streamed over MCP.')
    const steps = progress.map((p) => p.progress)
    expect(steps).toEqual([...steps].sort((x, y) => x - y))
  })

  it('cancel through the other instance: the model call is aborted, the turn ends cancelled and unanswered, the next queued turn runs', async () => {
    const topic = await newTopic()
    const g = gate()
    fake.next({ reply: 'Never finished.', holdAfter: 4, gate: g.p }, { reply: 'The second answer.' })
    const one = (await skill(a, 'topic_post_message', { topic_id: topic, content: 'First' })).body.output
      .query_id as string
    const two = (await skill(a, 'topic_post_message', { topic_id: topic, content: 'Second' })).body.output
      .query_id as string
    await until(() => fake.inFlight === 1, 'the first turn calls the model')
    const asking = skill(a, 'topic_follow_turn', { topic_id: topic, query_id: one, wait_ms: 20_000 })
    const cancelled = await skill(b, 'topic_cancel_turn', { topic_id: topic, query_id: one })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.output).toMatchObject({
      status: 'cancelled',
      query_id: one,
      changed: true,
      answer: null,
      error: { code: 'turn_cancelled' },
    })
    await until(
      () => fake.inFlight === 0 && fake.requests.length === 2,
      'the model call is aborted and the next turn answered',
    )
    expect((await asking).body.output).toMatchObject({ status: 'cancelled', query_id: one })
    expect(await a.services.turnRunner.waitFor(t.organizationId, two, 15_000)).toMatchObject({ status: 'completed' })
    g.open()
    // Idempotent; an ended turn cannot be cancelled.
    expect((await skill(a, 'topic_cancel_turn', { topic_id: topic, query_id: one })).body.output).toMatchObject({
      status: 'cancelled',
      changed: false,
    })
    const late = await skill<ErrorBody>(b, 'topic_cancel_turn', { topic_id: topic, query_id: two })
    expect(late.status).toBe(409)
    expect(late.body.error).toMatchObject({ code: 'turn_not_cancellable', param: 'query_id' })
    await a.services.turnRunner.settled(one) // instance a's aborted run has ended
    const page = (await skill(b, 'topic_messages', { topic_id: topic })).body.output
    expect(page.messages.map((m: { role: string; query_id: string }) => [m.role, m.query_id])).toEqual([
      ['user', one],
      ['user', two],
      ['assistant', two],
    ])
    // A poller waiting on the cancelled turn sees why it stopped.
    expect(page.pending).toEqual([
      { query_id: one, status: 'cancelled', error: { code: 'turn_cancelled', message: expect.any(String) } },
    ])
    expect(await stored(one)).toMatchObject({ status: 'cancelled', answerMessageId: null })
  })

  it('a queued turn cancelled is dropped and never reaches the model; topic_ask of a cancelled turn answers cancelled', async () => {
    const topic = await newTopic()
    const g = gate()
    fake.next({ gate: g.p, reply: 'A' }, { reply: 'C' })
    const one = (await skill(a, 'topic_post_message', { topic_id: topic, content: 'A?' })).body.output
      .query_id as string
    const asked = skill(b, 'topic_ask', { topic_id: topic, content: 'B?', wait_ms: 20_000 })
    await until(
      async () =>
        (await a.services.stores.topics.openTurns(t.organizationId, (await stored(one))!.conversationId)).length === 2,
      'the second turn is queued',
    )
    const open = await a.services.stores.topics.openTurns(t.organizationId, (await stored(one))!.conversationId)
    const two = open[1]!.id
    expect(open[1]!.status).toBe('queued')
    expect((await skill(a, 'topic_cancel_turn', { topic_id: topic, query_id: two })).body.output).toMatchObject({
      status: 'cancelled',
      changed: true,
    })
    expect((await asked).body.output).toMatchObject({
      status: 'cancelled',
      query_id: two,
      answer: null,
      error: { code: 'turn_cancelled' },
    })
    const three = (await skill(a, 'topic_post_message', { topic_id: topic, content: 'C?' })).body.output
      .query_id as string
    g.open()
    expect(await a.services.turnRunner.waitFor(t.organizationId, three, 15_000)).toMatchObject({ status: 'completed' })
    expect(fake.requests.map((r) => (r.body.messages as Array<{ content: string }>).at(-1)!.content)).toEqual([
      'A?',
      'C?',
    ])
  })

  it('an unknown turn, or one of another topic, is 404 turn_not_found', async () => {
    const topic = await newTopic()
    const other = await newTopic()
    fake.next({ reply: 'x' })
    const q = (await skill(a, 'topic_ask', { topic_id: topic, content: 'x', wait_ms: 15_000 })).body.output
      .query_id as string
    for (const [name, body] of [
      ['topic_cancel_turn', { topic_id: other, query_id: q }],
      ['topic_follow_turn', { topic_id: topic, query_id: 'qry_nope' }],
    ] as const) {
      const r = await skill<ErrorBody>(b, name, body)
      expect(r.status).toBe(404)
      expect(r.body.error).toMatchObject({ code: 'turn_not_found', param: 'query_id' })
    }
  })

  it('message.completed is stored by the write that ends the turn, with ids only; a failed or cancelled turn stores none', async () => {
    const topic = await newTopic()
    const events = async () =>
      (await a.services.stores.webhookEvents.pending(10_000)).filter(
        (e) => e.organizationId === t.organizationId && e.type === 'message.completed',
      )
    const before = (await events()).length
    fake.next({ reply: 'A confidential answer.' })
    const done = (await skill(a, 'topic_ask', { topic_id: topic, content: 'Secret?', wait_ms: 15_000 })).body.output
    const mine = (await events()).filter((e) => e.data.query_id === done.query_id)
    expect(mine).toHaveLength(1)
    expect(mine[0]!.data).toEqual({
      message_id: done.answer.id,
      query_id: done.query_id,
      topic_id: topic,
      conversation_id: done.conversation_id,
      model: 'm-test',
      completed_at: done.answer.created_at,
    })
    expect(JSON.stringify(mine[0])).not.toContain('confidential')
    fake.next({ status: 500 })
    expect(
      (await skill(a, 'topic_ask', { topic_id: topic, content: 'Fails', wait_ms: 15_000 })).body.output.status,
    ).toBe('failed')
    expect((await events()).length).toBe(before + 1)
  })
})
