// Topic answers grounded in retrieval (answer.ts; issue 11 §3): the question's passages become the answer's
// citations, without a model (no text, content in stub_fields) and with the fake (the passages in the system prompt,
// the citations kept on the message).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { FakeLlm } from '../providers/testing/fake-llm.ts'
import { createProvider } from '../providers/index.ts'
import { CITATIONS_NOTE, MODEL_WARNING, NO_MODEL_WARNING } from './answer.ts'

type Out = { output: Record<string, any> }
const GST = {
  standard: 'A New Tax System (Goods and Services Tax) Act 1999',
  section: 's 9-70',
  url: 'https://www.legislation.gov.au/C2004A00446/latest/text',
}

describe('topic answers carry retrieved citations', () => {
  let fake: FakeLlm
  let plain: TestServer
  let modelled: TestServer
  let t1: Tenant
  let t2: Tenant
  beforeAll(async () => {
    fake = await new FakeLlm().start()
    plain = await startTestServer()
    modelled = await startTestServer({
      provider: createProvider({
        wire: 'openai-chat',
        baseUrl: `${fake.url}/v1`,
        apiKey: 'sk-fake',
        model: 'm-topic',
        authHeader: 'bearer',
        timeoutMs: 10_000,
        maxRetries: 0,
        maxRetryAfterMs: 0,
        maxTokens: 200,
      }),
    })
    t1 = await createTenant(plain.services)
    t2 = await createTenant(modelled.services)
  }, 60_000)
  afterAll(async () => {
    await modelled?.close()
    await plain?.close()
    await fake?.stop()
  })
  const ask = async (srv: TestServer, t: Tenant, content: string): Promise<Record<string, any>> => {
    const topic = (
      await call<Out>(srv.url, '/api/v1/skills/topic_create/invoke', { token: t.adminKey, body: { name: 'GST' } })
    ).body.output.topic.id as string
    const out: Record<string, any> = (
      await call<Out>(srv.url, '/api/v1/skills/topic_ask/invoke', {
        token: t.adminKey,
        body: { topic_id: topic, content, wait_ms: 10_000 },
      })
    ).body.output
    return { ...out, topic_id: topic }
  }

  it('without a model: no text, but the passages found as citations, and a note saying what they are', async () => {
    const out = await ask(plain, t1, 'What is the rate of GST in Australia?')
    expect(out.answer).toMatchObject({
      model: null,
      content: '',
      stub_fields: ['content'],
      warnings: [NO_MODEL_WARNING, CITATIONS_NOTE],
    })
    expect(out.answer.citations[0]).toMatchObject(GST)
    expect(out.answer.citations[0].confidence).toBeGreaterThan(0)
    const none = await ask(plain, t1, 'Can you summarise our call?')
    expect(none.answer).toMatchObject({ citations: [], warnings: [NO_MODEL_WARNING] })
  })

  it('with a model: the passages go to the model as sources, and the answer keeps them as citations', async () => {
    fake.next({ reply: 'GST is 10% of the value of a taxable supply.' })
    const out = await ask(modelled, t2, 'What is the rate of GST in Australia?')
    expect(out.answer).toMatchObject({
      model: 'm-topic',
      content: 'GST is 10% of the value of a taxable supply.',
      stub_fields: [],
      warnings: [MODEL_WARNING, CITATIONS_NOTE],
    })
    expect(out.answer.citations[0]).toMatchObject(GST)
    const system = (fake.requests[0]!.body.messages as Array<{ role: string; content: string }>).find(
      (m) => m.role === 'system',
    )!.content
    expect(system).toContain('A New Tax System (Goods and Services Tax) Act 1999 s 9-70 (AU, as at 2025-07-01)')
    const page = (
      await call<Out>(modelled.url, '/api/v1/skills/topic_messages/invoke', {
        token: t2.adminKey,
        body: { topic_id: out.topic_id },
      })
    ).body.output
    expect(page.messages.find((m: { role: string }) => m.role === 'assistant').citations[0]).toMatchObject(GST) // stored with the message
  })
})
