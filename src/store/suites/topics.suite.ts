// Shared suite: topics (ports/topics.ts) on every engine: organization scoping, visibility, conversation links
// (idempotent, refused across topics, one winner when racing), per-conversation seqs, turns started one at a time in
// seq order and ended once, leases, stale turns, artifacts linked once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DuplicateError, type NewTopicMessage, type Stores, type Topic, type Turn } from '../ports/index.ts'
import { at, outboxEvent, plus, uid, type OpenStores } from './helpers.ts'

const T0 = at('2026-03-01T00:00:00Z')
const topic = (organizationId: string, over: Partial<Topic> = {}): Topic => ({
  id: uid('top'),
  organizationId,
  workspaceId: null,
  name: 'Year-end',
  description: null,
  visibility: 'organization',
  canvasId: null,
  createdBy: 'usr_a',
  members: [{ userId: 'usr_a', role: 'owner', addedAt: T0 }],
  createdAt: T0,
  ...over,
})
const message = (t: Topic, conversationId: string, over: Partial<NewTopicMessage> = {}): NewTopicMessage => ({
  id: uid('msg'),
  organizationId: t.organizationId,
  topicId: t.id,
  conversationId,
  role: 'user',
  content: 'hello',
  queryId: uid('qry'),
  model: null,
  citations: [],
  artifactRefs: [],
  clientMessageId: null,
  stubFields: [],
  warnings: [],
  authorId: 'usr_a',
  createdAt: T0,
  ...over,
})
const turn = (t: Topic, conversationId: string, seq: number, over: Partial<Turn> = {}): Turn => ({
  id: uid('qry'),
  organizationId: t.organizationId,
  topicId: t.id,
  conversationId,
  userMessageId: uid('msg'),
  seq,
  userId: 'usr_a',
  status: 'queued',
  leaseOwner: null,
  leaseUntil: null,
  startedAt: null,
  finishedAt: null,
  answerMessageId: null,
  error: null,
  createdAt: plus(T0, seq),
  ...over,
})

export function topicsSuite(open: OpenStores): void {
  describe('topics store', () => {
    let s: Stores
    beforeAll(async () => {
      s = await open()
    })
    afterAll(async () => {
      await s.close()
    })
    const conversation = async (t: Topic) => {
      const id = uid('conv')
      await s.topics.linkConversation({
        id,
        organizationId: t.organizationId,
        topicId: t.id,
        title: null,
        createdAt: T0,
      })
      return id
    }

    it('keeps topics per organization and lists those a user may see, with the total', async () => {
      const org = uid('org')
      const open1 = topic(org, { createdAt: plus(T0, 1) })
      const closed = topic(org, {
        visibility: 'members',
        createdAt: plus(T0, 2),
        members: [{ userId: 'usr_b', role: 'owner', addedAt: T0 }],
      })
      await s.topics.insertTopic(open1)
      await s.topics.insertTopic(closed)
      await expect(s.topics.insertTopic(open1)).rejects.toThrow(DuplicateError)
      expect(await s.topics.getTopic(org, open1.id)).toEqual(open1)
      expect(await s.topics.getTopic(uid('org'), open1.id)).toBeNull()
      const forA = await s.topics.listTopics(org, 'usr_a', { limit: 10, offset: 0 })
      expect(forA).toEqual({ items: [open1], total: 1 })
      const forB = await s.topics.listTopics(org, 'usr_b', { limit: 1, offset: 0 })
      expect(forB.total).toBe(2)
      expect(forB.items.map((x) => x.id)).toEqual([closed.id])
    })

    it('links a conversation once: again in the same topic is no change, another topic is refused, racing links have one winner', async () => {
      const org = uid('org')
      const a = topic(org)
      const b = topic(org)
      await s.topics.insertTopic(a)
      await s.topics.insertTopic(b)
      const id = uid('conv')
      const first = await s.topics.linkConversation({
        id,
        organizationId: org,
        topicId: a.id,
        title: 'Q1',
        createdAt: T0,
      })
      expect(first).toMatchObject({
        kind: 'linked',
        created: true,
        conversation: { id, topicId: a.id, lastSeq: 0, activeTurnId: null },
      })
      expect(
        await s.topics.linkConversation({ id, organizationId: org, topicId: a.id, title: 'Q1', createdAt: T0 }),
      ).toMatchObject({ kind: 'linked', created: false })
      expect(
        await s.topics.linkConversation({ id, organizationId: org, topicId: b.id, title: null, createdAt: T0 }),
      ).toEqual({ kind: 'elsewhere', topicId: a.id })
      expect(await s.topics.getConversation(uid('org'), id)).toBeNull()
      const race = uid('conv')
      const results = await Promise.all(
        [a, b, a, b].map((t) =>
          s.topics.linkConversation({ id: race, organizationId: org, topicId: t.id, title: null, createdAt: T0 }),
        ),
      )
      expect(results.filter((r) => r.kind === 'linked' && r.created)).toHaveLength(1)
      const winner = (await s.topics.getConversation(org, race))!.topicId
      for (const r of results) expect(r.kind === 'linked' ? r.conversation.topicId : r.topicId).toBe(winner)
      expect((await s.topics.listConversations(org, a.id, { limit: 10, offset: 0 })).map((c) => c.id)).toContain(id)
    })

    it('numbers messages per conversation, in order, and refuses a second message with the same id', async () => {
      const t = topic(uid('org'))
      await s.topics.insertTopic(t)
      const c = await conversation(t)
      const seqs: number[] = []
      for (let i = 0; i < 5; i++) seqs.push((await s.topics.appendMessage(message(t, c, { content: `m${i}` }))).seq)
      expect(seqs).toEqual([...seqs].sort((x, y) => x - y))
      expect(new Set(seqs).size).toBe(5)
      const dup = message(t, c, { clientMessageId: 'cm-1' })
      const stored = await s.topics.appendMessage(dup)
      await expect(s.topics.appendMessage({ ...dup, content: 'again' })).rejects.toThrow(DuplicateError)
      expect(await s.topics.getMessage(t.organizationId, dup.id)).toEqual(stored)
      const all = await s.topics.listMessages(t.organizationId, c, { afterSeq: 0, limit: 100 })
      expect(all.map((m) => m.content)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4', 'hello'])
      expect(
        (await s.topics.listMessages(t.organizationId, c, { afterSeq: seqs[2]!, limit: 2 })).map((m) => m.content),
      ).toEqual(['m3', 'm4'])
      expect(await s.topics.listMessages(uid('org'), c, { afterSeq: 0, limit: 100 })).toEqual([])
    })

    it('starts one turn per conversation at a time, in seq order, and ends each once', async () => {
      const t = topic(uid('org'))
      await s.topics.insertTopic(t)
      const c = await conversation(t)
      const [t1, t2] = [turn(t, c, 1), turn(t, c, 2)]
      await s.topics.insertTurn(t2)
      await s.topics.insertTurn(t1)
      const lease = plus(T0, 30_000)
      const claims = await Promise.all(
        [1, 2, 3].map((i) => s.topics.claimNext(t.organizationId, c, `w${i}`, T0, lease)),
      )
      const won = claims.filter((x) => x !== null)
      expect(won).toHaveLength(1)
      expect(won[0]).toMatchObject({ id: t1.id, status: 'running', leaseUntil: lease, startedAt: T0 })
      const owner = won[0]!.leaseOwner!
      expect(await s.topics.claimNext(t.organizationId, c, 'w9', T0, lease)).toBeNull()
      expect(await s.topics.renewLease(t1.id, 'someone-else', plus(lease, 1))).toBe(false)
      expect(await s.topics.renewLease(t1.id, owner, plus(lease, 1))).toBe(true)
      expect(await s.topics.finishTurn(t1.id, { owner: 'someone-else', at: T0, status: 'completed' })).toBe(false)
      expect(
        await s.topics.finishTurn(t1.id, { owner, at: plus(T0, 5), status: 'completed', answerMessageId: 'msg_x' }),
      ).toBe(true)
      expect(
        await s.topics.finishTurn(t1.id, {
          owner: null,
          at: plus(T0, 6),
          status: 'failed',
          error: { code: 'x', message: 'y' },
        }),
      ).toBe(false)
      expect(await s.topics.getTurn(t.organizationId, t1.id)).toMatchObject({
        status: 'completed',
        answerMessageId: 'msg_x',
        error: null,
        leaseOwner: null,
      })
      expect((await s.topics.openTurns(t.organizationId, c)).map((x) => x.id)).toEqual([t2.id])
      expect(await s.topics.claimNext(t.organizationId, c, 'w2', T0, lease)).toMatchObject({
        id: t2.id,
        status: 'running',
      })
      expect(await s.topics.getConversation(t.organizationId, c)).toMatchObject({ activeTurnId: t2.id })
      expect(await s.topics.getTurn(uid('org'), t2.id)).toBeNull()
    })

    it('finds running turns whose lease lapsed or that ran too long, and a reaper ends them once', async () => {
      const t = topic(uid('org'))
      await s.topics.insertTopic(t)
      const c = await conversation(t)
      const t1 = turn(t, c, 1)
      const t2 = turn(t, c, 2)
      await s.topics.insertTurn(t1)
      await s.topics.insertTurn(t2)
      const started = at('2030-01-01T00:00:00Z')
      await s.topics.claimNext(t.organizationId, c, 'dead-worker', started, plus(started, 1000))
      const stale = (await s.topics.staleTurns(plus(started, 2000), at('2000-01-01T00:00:00Z'), 100)).map((x) => x.id)
      expect(stale).toContain(t1.id)
      expect(
        (await s.topics.staleTurns(plus(started, 500), at('2000-01-01T00:00:00Z'), 100)).map((x) => x.id),
      ).not.toContain(t1.id)
      expect((await s.topics.staleTurns(plus(started, 500), plus(started, 1), 100)).map((x) => x.id)).toContain(t1.id)
      expect(await s.topics.claimNext(t.organizationId, c, 'w', plus(started, 2000), plus(started, 9000))).toBeNull()
      expect(
        await s.topics.finishTurn(t1.id, {
          owner: null,
          at: plus(started, 2000),
          status: 'failed',
          error: { code: 'turn_orphaned', message: 'lost' },
        }),
      ).toBe(true)
      expect(
        await s.topics.claimNext(t.organizationId, c, 'w', plus(started, 2000), plus(started, 9000)),
      ).toMatchObject({ id: t2.id })
      expect((await s.topics.openTurns(t.organizationId, c)).map((x) => [x.id, x.status])).toEqual([
        [t1.id, 'failed'],
        [t2.id, 'running'],
      ])
    })

    it('creates a conversation with its first message (one write takes the seq) and looks up a derived id first only when asked', async () => {
      const t = topic(uid('org'))
      await s.topics.insertTopic(t)
      const other = topic(t.organizationId)
      await s.topics.insertTopic(other)
      const c = uid('conv')
      const first = await s.topics.appendMessage(message(t, c), { createConversation: { title: null } })
      const second = await s.topics.appendMessage(message(t, c), { createConversation: { title: null } })
      expect([first.seq, second.seq]).toEqual([1, 2])
      expect(await s.topics.getConversation(t.organizationId, c)).toMatchObject({
        id: c,
        topicId: t.id,
        lastSeq: 2,
        activeTurnId: null,
      })
      await expect(s.topics.appendMessage(message(other, c), { createConversation: { title: null } })).rejects.toThrow(
        /another topic/,
      )
      const dup = message(t, c, { clientMessageId: 'cm' })
      const stored = await s.topics.appendMessage(dup, { mayExist: true })
      await expect(s.topics.appendMessage(dup, { mayExist: true })).rejects.toThrow(DuplicateError)
      expect((await s.topics.getConversation(t.organizationId, c))!.lastSeq).toBe(stored.seq) // the replay took no seq
      expect((await s.topics.listMessages(t.organizationId, c, { afterSeq: 0, limit: 10 })).map((m) => m.id)).toEqual([
        first.id,
        second.id,
        dup.id,
      ])
    })

    it("keeps a running turn's answer so far for its owner only, and forgets it when the turn ends", async () => {
      const t = topic(uid('org'))
      await s.topics.insertTopic(t)
      const c = await conversation(t)
      const t1 = turn(t, c, 1)
      await s.topics.insertTurn(t1)
      expect(await s.topics.writePartial(t1.id, 'w1', 'too early')).toBe(false)
      await s.topics.claimNext(t.organizationId, c, 'w1', T0, plus(T0, 30_000))
      expect(await s.topics.writePartial(t1.id, 'w1', 'Lodge by')).toBe(true)
      expect(await s.topics.writePartial(t1.id, 'w2', 'not mine')).toBe(false)
      expect((await s.topics.getTurn(t.organizationId, t1.id))!.partial).toBe('Lodge by')
      const e = outboxEvent(t.organizationId, {
        type: 'message.completed',
        data: { message_id: 'msg_a', query_id: t1.id },
      })
      expect(
        await s.topics.finishTurn(t1.id, { owner: 'w1', at: T0, status: 'completed', answerMessageId: 'msg_a' }, [e]),
      ).toBe(true)
      const done = (await s.topics.getTurn(t.organizationId, t1.id))!
      expect(done.partial ?? '').toBe('')
      expect(done).not.toHaveProperty('_outbox')
      expect(await s.topics.writePartial(t1.id, 'w1', 'after')).toBe(false)
      const events = (await s.webhookEvents.pending(10_000)).filter((x) => x.organizationId === t.organizationId)
      expect(events).toEqual([e])
      // A finish that does not happen stores no event.
      const t2 = turn(t, c, 2)
      await s.topics.insertTurn(t2)
      expect(
        await s.topics.finishTurn(t2.id, { owner: null, at: T0, status: 'completed' }, [outboxEvent(t.organizationId)]),
      ).toBe(false)
      expect((await s.webhookEvents.pending(10_000)).filter((x) => x.organizationId === t.organizationId)).toHaveLength(
        1,
      )
    })

    it('cancels a queued or running turn once, frees the conversation for the next, and leaves an ended turn as it is', async () => {
      const t = topic(uid('org'))
      await s.topics.insertTopic(t)
      const c = await conversation(t)
      const [t1, t2, t3] = [turn(t, c, 1), turn(t, c, 2), turn(t, c, 3)]
      for (const x of [t1, t2, t3]) await s.topics.insertTurn(x)
      await s.topics.claimNext(t.organizationId, c, 'w1', T0, plus(T0, 30_000))
      // The queued second turn is dropped; the running first one is cancelled and the conversation is free again.
      expect(await s.topics.cancelTurn(t.organizationId, t2.id, plus(T0, 1))).toMatchObject({
        changed: true,
        turn: { id: t2.id, status: 'cancelled', error: { code: 'turn_cancelled' } },
      })
      const again = await Promise.all([1, 2].map(() => s.topics.cancelTurn(t.organizationId, t1.id, plus(T0, 2))))
      expect(again.filter((r) => r.changed)).toHaveLength(1)
      for (const r of again) expect(r.turn).toMatchObject({ id: t1.id, status: 'cancelled', leaseOwner: null })
      expect(
        await s.topics.finishTurn(t1.id, { owner: 'w1', at: plus(T0, 3), status: 'completed', answerMessageId: 'x' }),
      ).toBe(false)
      expect(await s.topics.renewLease(t1.id, 'w1', plus(T0, 60_000))).toBe(false)
      expect(await s.topics.claimNext(t.organizationId, c, 'w2', T0, plus(T0, 30_000))).toMatchObject({
        id: t3.id,
        status: 'running',
      })
      expect(
        await s.topics.finishTurn(t3.id, { owner: 'w2', at: plus(T0, 4), status: 'completed', answerMessageId: 'y' }),
      ).toBe(true)
      expect(await s.topics.cancelTurn(t.organizationId, t3.id, plus(T0, 5))).toMatchObject({
        changed: false,
        turn: { status: 'completed' },
      })
      expect(await s.topics.cancelTurn(uid('org'), t3.id, plus(T0, 5))).toEqual({ changed: false, turn: null })
      expect((await s.topics.openTurns(t.organizationId, c)).map((x) => [x.id, x.status])).toEqual([
        [t1.id, 'cancelled'],
        [t2.id, 'cancelled'],
      ])
    })

    it('adds members, changes roles and removes members atomically, never leaving a topic without an owner', async () => {
      const t = topic(uid('org'))
      await s.topics.insertTopic(t)
      const m = (userId: string, role: 'owner' | 'member') => ({ userId, role, addedAt: plus(T0, 1) })
      expect(await s.topics.putMember(t.organizationId, t.id, m('usr_b', 'member'))).toBe('added')
      expect(await s.topics.putMember(t.organizationId, t.id, m('usr_b', 'member'))).toBe('unchanged')
      expect(await s.topics.putMember(t.organizationId, t.id, m('usr_a', 'member'))).toBe('last_owner')
      expect(await s.topics.removeMember(t.organizationId, t.id, 'usr_a')).toBe('last_owner')
      expect(await s.topics.putMember(t.organizationId, t.id, m('usr_b', 'owner'))).toBe('updated')
      // Two owners demoting each other at once: one wins, one owner remains.
      const race = await Promise.all([
        s.topics.putMember(t.organizationId, t.id, m('usr_a', 'member')),
        s.topics.putMember(t.organizationId, t.id, m('usr_b', 'member')),
      ])
      expect(race.sort()).toEqual(['last_owner', 'updated'])
      expect((await s.topics.getTopic(t.organizationId, t.id))!.members.filter((x) => x.role === 'owner')).toHaveLength(
        1,
      )
      await s.topics.putMember(t.organizationId, t.id, m('usr_a', 'owner'))
      await s.topics.putMember(t.organizationId, t.id, m('usr_b', 'owner'))
      const removals = await Promise.all([
        s.topics.removeMember(t.organizationId, t.id, 'usr_a'),
        s.topics.removeMember(t.organizationId, t.id, 'usr_b'),
      ])
      expect(removals.sort()).toEqual(['last_owner', 'removed'])
      expect(await s.topics.removeMember(t.organizationId, t.id, 'usr_nobody')).toBe('absent')
      expect(await s.topics.putMember(uid('org'), t.id, m('usr_c', 'member'))).toBe('missing')
      expect(await s.topics.removeMember(uid('org'), t.id, 'usr_a')).toBe('missing')
      const members = (await s.topics.getTopic(t.organizationId, t.id))!.members
      expect(members).toHaveLength(1)
      expect(members[0]).toMatchObject({ role: 'owner' })
    })

    it('links an artifact to a topic once, with its metadata', async () => {
      const t = topic(uid('org'))
      await s.topics.insertTopic(t)
      const a = {
        topicId: t.id,
        organizationId: t.organizationId,
        artifactId: uid('file'),
        metadata: { kind: 'workpaper', pages: 3, tags: ['a'] },
        createdBy: 'usr_a',
        createdAt: T0,
      }
      expect(await s.topics.linkArtifact(a)).toBe(true)
      expect(await s.topics.linkArtifact({ ...a, metadata: {} })).toBe(false)
      expect(await s.topics.listArtifacts(t.organizationId, t.id, { limit: 10, offset: 0 })).toEqual([a])
      expect(await s.topics.listArtifacts(uid('org'), t.id, { limit: 10, offset: 0 })).toEqual([])
    })
  })
}
