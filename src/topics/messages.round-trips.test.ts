// Round trips of posting a message on MongoDB, counted with the driver's command monitoring (every command the
// stores send while the post runs). The post is the capability's postMessage with its turn claimed (the claim is part
// of the post); the turn's run is left out (it belongs to the turn: history, model call, answer). Measured with this
// test on the code before (main at 4a5b3ba): 13 commands for a first post, 12 for the next ones (the topic twice, the
// conversation linked and read back, a duplicate check, seq, insert, turn, four for the claim, the turn read back);
// now 7, 8 and 9 (with a client message id). See src/topics/README.md "Round trips".
// Runs where TEST_MONGODB_URL (or MONGODB_URL) names a server; CI sets it (REQUIRE_SERVERS=1 fails without one).
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MongoClient } from 'mongodb'
import { openMongoStores } from '../store/mongo/index.ts'
import type { Stores } from '../store/ports/index.ts'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { FakeLlm } from '../providers/testing/fake-llm.ts'
import { createProvider } from '../providers/index.ts'
import { createTopic, postMessage, type TopicsDeps } from './index.ts'

const url = process.env.TEST_MONGODB_URL || process.env.MONGODB_URL || undefined
if (!url && process.env.REQUIRE_SERVERS === '1') throw new Error('REQUIRE_SERVERS=1 but no TEST_MONGODB_URL')

describe.skipIf(!url)('posting a message on MongoDB: round trips', () => {
  let fake: FakeLlm
  let stores: Stores
  let srv: TestServer
  let t: Tenant
  let d: TopicsDeps
  let sent: string[] | null = null
  const dbName = `skc_rt_${randomBytes(6).toString('hex')}`
  beforeAll(async () => {
    fake = await new FakeLlm().start()
    stores = await openMongoStores(url!, dbName, undefined, {
      onCommand: (e) => sent?.push(`${e.commandName} ${e.collection ?? ''}`.trim()),
    })
    const provider = createProvider({
      wire: 'openai-chat',
      baseUrl: `${fake.url}/v1`,
      apiKey: 'k',
      model: 'm',
      authHeader: 'bearer',
      timeoutMs: 5000,
      maxRetries: 0,
      maxRetryAfterMs: 0,
      maxTokens: 10,
    })
    srv = await startTestServer({ stores, provider })
    t = await createTenant(srv.services)
    const base = srv.services.topicsDeps
    // The post's own work ends with the claim of its turn; the run is the turn's, not the post's.
    d = {
      ...base,
      turns: {
        ...base.turns,
        kick: (org, conv) =>
          stores.topics.claimNext(org, conv, 'round-trips', new Date(), new Date(Date.now() + 60_000)),
        settled: async () => {},
      },
    }
  }, 60_000)
  afterAll(async () => {
    await srv?.close()
    const c = new MongoClient(url!, { serverSelectionTimeoutMS: 5000 })
    await c
      .db(dbName)
      .dropDatabase()
      .catch(() => {})
    await c.close()
    await fake?.stop()
  })

  const counted = async (f: () => Promise<unknown>): Promise<string[]> => {
    sent = []
    await f()
    const out = sent
    sent = null
    return out
  }

  it('a first post (creating the default conversation) takes 7 commands, one queued behind a running turn 8, one with a client message id 9', async () => {
    const topic = (await createTopic(d, t.owner, { name: 'Round trips' })).id
    const first = await counted(() => postMessage(d, t.owner, { topic_id: topic, content: 'first' }))
    expect(first).toEqual([
      'find topics', // the topic (visibility)
      'findAndModify conversations', // the seq, creating the default conversation with it
      'insert topic_messages',
      'insert topic_turns',
      'find topic_turns', // claim: the first queued turn
      'update conversations', // claim: the conversation's active turn (compare-and-set)
      'findAndModify topic_turns', // claim: queued → running
    ])
    // The second finds the first running: the claim reads who holds the conversation, and stops.
    const second = await counted(() => postMessage(d, t.owner, { topic_id: topic, content: 'second' }))
    expect(second).toEqual([...first.slice(0, 6), 'find conversations', 'find topic_turns'])
    expect(second.slice(0, 4)).toEqual(first.slice(0, 4))
    const withId = await counted(() =>
      postMessage(d, t.owner, { topic_id: topic, content: 'third', client_message_id: 'c-3' }),
    )
    expect(withId).toEqual(['find topics', 'find topic_messages', ...second.slice(1)]) // the derived id may exist: looked up first
    console.log(
      `round trips per post on MongoDB: first ${first.length}, queued behind a running turn ${second.length}, with client_message_id ${withId.length}`,
    )
  })
})
