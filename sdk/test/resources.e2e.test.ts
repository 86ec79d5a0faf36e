// The SDK's files, topics (and their turns), connections, model usage and helper routes against a real server (real
// HTTP, the store the environment names, the fake model server behind the configured provider). Uploads go in as a
// Buffer, a File, a web ReadableStream, a Node stream and a path, and come back byte for byte; a lost upload response
// is retried under the same Idempotency-Key and replayed. Topics: create, list, members, ask (plain and streamed,
// the deltas adding up to the stored answer), post and follow a turn, cancel one, read messages page by page over the
// skill and over REST, link an uploaded file as an artifact, and the model usage it cost.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { Readable } from 'node:stream'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../../src/testing/test-server.ts'
import { FakeLlm } from '../../src/providers/testing/fake-llm.ts'
import { createProvider } from '../../src/providers/index.ts'
import { fullFlow } from '../../src/oauth/testing/raw-flow.ts'
import { APIError, ConflictError, SkillsConnect, type Fetch } from '../src/index.ts'

const gate = () => {
  let open!: () => void
  const p = new Promise<void>((r) => {
    open = r
  })
  return { p, open }
}

describe('SDK files, topics, connections and usage against a live server', () => {
  let fake: FakeLlm
  let srv: TestServer
  let t: Tenant
  let client: SkillsConnect
  let dropNext = false
  const attempts: Array<{ status: number | 'dropped'; key: string | null }> = []
  const recording: Fetch = async (url, init) => {
    const res = await fetch(url, init)
    const key = new Headers(init.headers).get('idempotency-key')
    if (dropNext) {
      dropNext = false
      await res.arrayBuffer()
      attempts.push({ status: 'dropped', key })
      throw new TypeError('fetch failed (response lost)')
    }
    attempts.push({ status: res.status, key })
    return res
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-files-'))

  beforeAll(async () => {
    fake = await new FakeLlm().start()
    const provider = createProvider({
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
    srv = await startTestServer({ provider, selfUrl: true, env: { FILE_LIMIT_BYTES: '65536' } })
    t = await createTenant(srv.services)
    client = new SkillsConnect({ apiKey: t.adminKey, baseUrl: srv.url, fetch: recording })
  }, 60_000)
  afterAll(async () => {
    await srv?.close()
    await fake?.stop()
    fs.rmSync(tmp, { recursive: true, force: true })
  })
  beforeEach(() => {
    fake.reset()
  })

  const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex')
  const bytesOf = async (id: string) => new Uint8Array(await (await client.files.content(id)).arrayBuffer())

  describe('files', () => {
    const csv = Buffer.from('date,amount\n2026-03-01,12.50\n2026-03-02,-4.00\n')

    it('uploads a Buffer, a File, a web ReadableStream, a Node stream and a path; each reads back byte for byte', async () => {
      const fromBuffer = await client.files.create(csv, { filename: 'bank.csv', contentType: 'text/csv' })
      expect(fromBuffer).toMatchObject({
        filename: 'bank.csv',
        size_bytes: csv.length,
        sha256: sha(csv),
        declared_content_type: 'text/csv',
      })
      expect(await client.files.retrieve(fromBuffer.id)).toEqual(fromBuffer)
      expect(await bytesOf(fromBuffer.id)).toEqual(new Uint8Array(csv))

      const fromFile = await client.files.create(new File([csv], 'march.csv', { type: 'text/csv' }))
      expect(fromFile.filename).toBe('march.csv')

      const web = new ReadableStream<Uint8Array>({
        start(c) {
          c.enqueue(csv.subarray(0, 10))
          c.enqueue(csv.subarray(10))
          c.close()
        },
      })
      const fromWeb = await client.files.create(web, { filename: 'web.csv' })
      expect(fromWeb).toMatchObject({ filename: 'web.csv', sha256: sha(csv) })

      const fromNode = await client.files.create(Readable.from([csv.subarray(0, 7), csv.subarray(7)]), {
        filename: 'node.csv',
      })
      expect(fromNode).toMatchObject({ filename: 'node.csv', size_bytes: csv.length, sha256: sha(csv) })

      const p = path.join(tmp, 'ledger export.csv')
      fs.writeFileSync(p, csv)
      const fromPath = await client.files.upload(p)
      expect(fromPath).toMatchObject({ filename: 'ledger export.csv', sha256: sha(csv) })
      expect(await bytesOf(fromPath.id)).toEqual(new Uint8Array(csv))
    })

    it('a lost upload response is retried with the same Idempotency-Key and the server replays the first upload', async () => {
      const before = attempts.length
      dropNext = true
      const r = await client.files.create(csv, { filename: 'once.csv' }).withResponse()
      const mine = attempts.slice(before)
      expect(mine.map((a) => a.status)).toEqual(['dropped', 201])
      expect(mine[1]!.key).toBe(mine[0]!.key)
      expect(r.replayed).toBe(true)
      expect(r.data.filename).toBe('once.csv')
    })

    it('an upload over the limit is a 413 APIError, not retried', async () => {
      const before = attempts.length
      const err = await client.files.create(new Uint8Array(70_000), { filename: 'big.bin' }).then(
        () => null,
        (e: unknown) => e,
      )
      expect(err).toBeInstanceOf(APIError)
      expect(err).toMatchObject({ status: 413 })
      expect(attempts.length - before).toBe(1)
    })
  })

  describe('topics and turns', () => {
    it('creates, retrieves and lists topics, page by page', async () => {
      const { topic } = await client.topics.create({ name: 'Q1 BAS', description: 'the March quarter' })
      expect((await client.topics.retrieve(topic.id)).topic).toMatchObject({ id: topic.id, name: 'Q1 BAS' })
      await client.topics.create({ name: 'Another' })
      const ids: string[] = []
      for await (const x of client.topics.list({ limit: 1 })) ids.push(x.id)
      expect(ids).toContain(topic.id)
      expect(new Set(ids).size).toBe(ids.length)
      expect(ids.length).toBeGreaterThanOrEqual(2)
    })

    it('members: the creator owns it; an owner adds and removes a member', async () => {
      const { topic } = await client.topics.create({ name: 'Members' })
      const userId = srv.services.ids.id('usr')
      await srv.services.stores.users.insert({
        id: userId,
        email: `${userId.toLowerCase()}@example.com`,
        name: 'Colleague',
        createdAt: srv.services.clock.now(),
      })
      await srv.services.stores.memberships.insert({
        organizationId: t.organizationId,
        userId,
        role: 'member',
        createdAt: srv.services.clock.now(),
      })
      expect((await client.topics.members.list(topic.id)).members).toEqual([
        expect.objectContaining({ user_id: t.userId, role: 'owner' }),
      ])
      expect(await client.topics.members.add({ topic_id: topic.id, user_id: userId })).toMatchObject({
        change: 'added',
        member: { user_id: userId, role: 'member' },
      })
      expect((await client.topics.members.list(topic.id)).members).toHaveLength(2)
      expect(await client.topics.members.remove({ topic_id: topic.id, user_id: userId })).toMatchObject({
        removed: true,
      })
    })

    it('asks and gets the answer; asks streamed and the deltas add up to the stored answer; the usage counts the calls', async () => {
      const { topic } = await client.topics.create({ name: 'Ask' })
      fake.next({ reply: 'Lodge by 28 April.', usage: { input: 5, output: 4 } })
      const r = await client.topics.ask({ topic_id: topic.id, content: 'When is the Q3 BAS due?', wait_ms: 15_000 })
      expect(r).toMatchObject({
        status: 'completed',
        answer: { role: 'assistant', content: 'Lodge by 28 April.', model: 'm-test' },
      })

      const g = gate()
      fake.next({ reply: 'First the facts, then the advice.', usage: { input: 6, output: 7 }, holdAfter: 9, gate: g.p })
      const events = []
      for await (const ev of client.topics.askStream({ topic_id: topic.id, content: 'And Q4?', wait_ms: 15_000 })) {
        events.push(ev)
        if (events.length === 1) g.open() // the first piece came while the model was still writing
      }
      const deltas = events.flatMap((e) => (e.event === 'delta' ? [e.data.data] : [])) // typed: TopicDelta
      let text = ''
      for (const d of deltas) {
        expect(d.offset).toBe(text.length)
        text += d.text
      }
      expect(deltas.length).toBeGreaterThan(1)
      const result = events.at(-1)!
      expect(result.event).toBe('result')
      expect(result.data).toMatchObject({
        skill: 'topic.ask',
        output: { status: 'completed', answer: { content: text } },
      })
      if (result.event === 'result') expect(result.data.output.query_id).toBe(deltas[0]!.query_id) // typed: the skill's result
      expect(text).toBe('First the facts, then the advice.')

      const usage = await client.modelUsage.retrieve({ topic_id: topic.id })
      expect(usage).toMatchObject({ topic_id: topic.id, calls: 2, input_tokens: 11, output_tokens: 11 })
      expect((await client.modelUsage.retrieve()).calls).toBeGreaterThanOrEqual(2)
    })

    it('posts a message, follows its turn to the answer, and reads the thread by seq over the skill and over REST', async () => {
      const { topic } = await client.topics.create({ name: 'Thread' })
      const g = gate()
      fake.next({ reply: 'Follow me.', gate: g.p })
      const posted = await client.topics.postMessage({
        topic_id: topic.id,
        content: 'Tell me later',
        client_message_id: 'cm-1',
      })
      expect(posted.status).toBe('submitted')
      g.open()
      const followed = []
      for await (const ev of client.topics.followTurn({
        topic_id: topic.id,
        query_id: posted.query_id,
        wait_ms: 15_000,
      }))
        followed.push(ev)
      expect(followed.at(-1)).toMatchObject({
        event: 'result',
        data: { output: { status: 'completed', answer: { content: 'Follow me.' } } },
      })
      // The same client_message_id again finds the first message and starts nothing.
      expect(
        await client.topics.postMessage({ topic_id: topic.id, content: 'Tell me later', client_message_id: 'cm-1' }),
      ).toMatchObject({ replayed: true, query_id: posted.query_id })

      fake.next({ reply: 'Second answer.' })
      await client.topics.ask({ topic_id: topic.id, content: 'Again', wait_ms: 15_000 })
      const bySkill = []
      for await (const m of client.topics.messages({ topic_id: topic.id, limit: 1 })) bySkill.push(m)
      expect(bySkill.map((m) => m.content)).toEqual(['Tell me later', 'Follow me.', 'Again', 'Second answer.'])
      expect(bySkill.map((m) => m.seq)).toEqual([...bySkill.map((m) => m.seq)].sort((a, b) => a - b))

      const convs = (await client.topics.conversations.list(topic.id)).data
      expect(convs).toHaveLength(1)
      const conv = convs[0]!
      expect((await client.topics.conversations.retrieve(topic.id, conv.id)).id).toBe(conv.id)
      const byRest = []
      for await (const m of client.topics.conversations.messages(topic.id, conv.id, { limit: 3 })) byRest.push(m.id)
      expect(byRest).toEqual(bySkill.map((m) => m.id))
      const firstPage = await client.topics.conversations.messages(topic.id, conv.id, { limit: 3 })
      expect(firstPage.hasNextPage()).toBe(true)
      expect((await firstPage.getNextPage()).data.map((m) => m.id)).toEqual(byRest.slice(3))
    })

    it('cancels a running turn (again: changed false); a finished one is a ConflictError', async () => {
      const { topic } = await client.topics.create({ name: 'Cancel' })
      fake.next({ hang: true })
      const posted = await client.topics.postMessage({ topic_id: topic.id, content: 'Never mind' })
      const c = await client.topics.cancelTurn({ topic_id: topic.id, query_id: posted.query_id })
      expect(c).toMatchObject({ status: 'cancelled', changed: true })
      expect(await client.topics.cancelTurn({ topic_id: topic.id, query_id: posted.query_id })).toMatchObject({
        status: 'cancelled',
        changed: false,
      })
      fake.next({ reply: 'Done.' })
      const done = await client.topics.ask({ topic_id: topic.id, content: 'Quick one', wait_ms: 15_000 })
      expect(done.status).toBe('completed')
      const err = await client.topics.cancelTurn({ topic_id: topic.id, query_id: done.query_id }).then(
        () => null,
        (e: unknown) => e,
      )
      expect(err).toBeInstanceOf(ConflictError)
      expect(err).toMatchObject({ code: 'turn_not_cancellable' })
    })

    it('links an uploaded file as an artifact with metadata, once; links a conversation', async () => {
      const { topic } = await client.topics.create({ name: 'Artifacts' })
      const file = await client.files.create(Buffer.from('%PDF-1.4 stub'), { filename: 'engagement.pdf' })
      const linked = await client.topics.artifacts.link(topic.id, {
        artifact_id: file.id,
        metadata: { kind: 'engagement letter', year: 2026 },
      })
      expect(linked).toMatchObject({ artifact_id: file.id, metadata: { kind: 'engagement letter', year: 2026 } })
      const again = await client.topics.artifacts.link(topic.id, { artifact_id: file.id }).then(
        () => null,
        (e: unknown) => e,
      )
      expect(again).toBeInstanceOf(ConflictError)
      expect((await client.topics.artifacts.list(topic.id)).data.map((a) => a.artifact_id)).toEqual([file.id])
      const conv = await client.topics.conversations.link({ topic_id: topic.id, conversation_id: 'conv-sdk-1' })
      expect(conv).toMatchObject({ created: true, conversation: { id: 'conv-sdk-1' } })
      expect(
        await client.topics.conversations.link({ topic_id: topic.id, conversation_id: 'conv-sdk-1' }),
      ).toMatchObject({ created: false })
    })
  })

  it('connections: lists the OAuth grants of the caller and revokes one; workspaces; health', async () => {
    const f = await fullFlow(srv, t.email, { scope: 'topics:read offline_access' })
    const mine = []
    for await (const c of client.connections.list()) if (c.client_id === f.clientId) mine.push(c)
    expect(mine).toHaveLength(1)
    await client.connections.revoke(mine[0]!.id)
    await client.connections.revoke(mine[0]!.id) // idempotent
    expect((await client.connections.list()).data.map((c) => c.id)).not.toContain(mine[0]!.id)
    const ws = []
    for await (const w of client.connectKeys.workspaces()) ws.push(w.id)
    expect(ws).toContain(t.workspaceId)
    expect(await client.health()).toMatchObject({ status: expect.any(String) })
  })
})
