// Topics on MongoDB (ports/topics.ts), without transactions. A topic document holds its members. Conversation and
// artifact documents are keyed by organization and id (`org|id`, `topic|artifact`), so a link is one upsert on `_id`
// and two concurrent links cannot both succeed. A message's seq is taken by $inc on the conversation, then the
// message is inserted: a duplicate message id (a repeated client message id) leaves a gap in the seqs, never a
// second message; seqs only grow. A turn starts by a compare-and-set on the conversation's active turn, then on
// the turn's status; an active turn that already ended counts as none, so a crash between two writes heals.
import type { Db } from 'mongodb'
import { DuplicateError, type Conversation, type Topic, type TopicArtifact, type TopicMessage, type TopicStore, type Turn } from '../ports/index.ts'
import { COLLECTIONS, isDuplicateKey } from './db.ts'

interface TopicDoc extends Omit<Topic, 'id'> { _id: string }
interface ConversationDoc extends Omit<Conversation, never> { _id: string }
interface MessageDoc extends Omit<TopicMessage, 'id'> { _id: string }
interface TurnDoc extends Omit<Turn, 'id'> { _id: string }
interface ArtifactDoc extends TopicArtifact { _id: string }

const convKey = (organizationId: string, id: string) => `${organizationId}|${id}`
const topicOf = ({ _id, ...d }: TopicDoc): Topic => ({ id: _id, ...d })
const convOf = ({ _id: _, ...d }: ConversationDoc): Conversation => d
const msgOf = ({ _id, ...d }: MessageDoc): TopicMessage => ({ id: _id, ...d })
const turnOf = ({ _id, ...d }: TurnDoc): Turn => ({ id: _id, ...d })
const artifactOf = ({ _id: _, ...d }: ArtifactDoc): TopicArtifact => d

export function mongoTopics(db: Db): TopicStore {
  const topics = db.collection<TopicDoc>(COLLECTIONS.topics)
  const convs = db.collection<ConversationDoc>(COLLECTIONS.conversations)
  const msgs = db.collection<MessageDoc>(COLLECTIONS.topicMessages)
  const turns = db.collection<TurnDoc>(COLLECTIONS.topicTurns)
  const artifacts = db.collection<ArtifactDoc>(COLLECTIONS.topicArtifacts)
  const visible = (organizationId: string, userId: string) => ({ organizationId, $or: [{ visibility: 'organization' as const }, { 'members.userId': userId }] })
  return {
    async insertTopic({ id, ...t }) {
      try { await topics.insertOne({ _id: id, ...t }) } catch (e) {
        if (isDuplicateKey(e)) throw new DuplicateError('topic id')
        throw e
      }
    },
    async getTopic(organizationId, id) {
      const d = await topics.findOne({ _id: id, organizationId })
      return d ? topicOf(d) : null
    },
    async listTopics(organizationId, userId, o) {
      const filter = visible(organizationId, userId)
      const [total, docs] = await Promise.all([
        topics.countDocuments(filter),
        topics.find(filter).sort({ createdAt: -1, _id: -1 }).skip(o.offset).limit(o.limit).toArray(),
      ])
      return { items: docs.map(topicOf), total }
    },

    async linkConversation(c) {
      const _id = convKey(c.organizationId, c.id)
      let created = false
      try {
        const r = await convs.updateOne({ _id }, {
          $setOnInsert: { id: c.id, organizationId: c.organizationId, topicId: c.topicId, title: c.title, lastSeq: 0, activeTurnId: null, createdAt: c.createdAt },
        }, { upsert: true })
        created = r.upsertedCount === 1
      } catch (e) {
        if (!isDuplicateKey(e)) throw e // two upserts raced; the other inserted it
      }
      const d = await convs.findOne({ _id })
      if (!d) throw new Error(`conversation ${c.id} vanished after upsert`)
      return d.topicId === c.topicId ? { kind: 'linked', conversation: convOf(d), created } : { kind: 'elsewhere', topicId: d.topicId }
    },
    async getConversation(organizationId, id) {
      const d = await convs.findOne({ _id: convKey(organizationId, id) })
      return d ? convOf(d) : null
    },
    async listConversations(organizationId, topicId, o) {
      const docs = await convs.find({ organizationId, topicId }).sort({ createdAt: 1, id: 1 }).skip(o.offset).limit(o.limit).toArray()
      return docs.map(convOf)
    },

    async appendMessage({ id, ...m }) {
      if (await msgs.findOne({ _id: id }, { projection: { _id: 1 } })) throw new DuplicateError('message id')
      const conv = await convs.findOneAndUpdate({ _id: convKey(m.organizationId, m.conversationId) }, { $inc: { lastSeq: 1 } }, { returnDocument: 'after' })
      if (!conv) throw new Error(`conversation ${m.conversationId} does not exist`)
      try {
        await msgs.insertOne({ _id: id, ...m, seq: conv.lastSeq })
      } catch (e) {
        if (isDuplicateKey(e)) throw new DuplicateError('message id')
        throw e
      }
      return { id, ...m, seq: conv.lastSeq }
    },
    async getMessage(organizationId, id) {
      const d = await msgs.findOne({ _id: id, organizationId })
      return d ? msgOf(d) : null
    },
    async listMessages(organizationId, conversationId, o) {
      const docs = await msgs.find({ organizationId, conversationId, seq: { $gt: o.afterSeq } }).sort({ seq: 1 }).limit(o.limit).toArray()
      return docs.map(msgOf)
    },

    async insertTurn({ id, ...t }) {
      try { await turns.insertOne({ _id: id, ...t }) } catch (e) {
        if (isDuplicateKey(e)) throw new DuplicateError('turn id')
        throw e
      }
    },
    async getTurn(organizationId, id) {
      const d = await turns.findOne({ _id: id, organizationId })
      return d ? turnOf(d) : null
    },
    async openTurns(organizationId, conversationId) {
      const docs = await turns.find({ organizationId, conversationId, status: { $in: ['queued', 'running', 'failed'] } }).sort({ seq: 1 }).toArray()
      return docs.map(turnOf)
    },
    async nextQueued(organizationId, conversationId) {
      const d = await turns.find({ organizationId, conversationId, status: 'queued' }).sort({ seq: 1 }).limit(1).next()
      return d ? turnOf(d) : null
    },
    async queuedTurns(limit) {
      return (await turns.find({ status: 'queued' }).sort({ createdAt: 1, _id: 1 }).limit(limit).toArray()).map(turnOf)
    },
    async claimNext(organizationId, conversationId, owner, now, leaseUntil) {
      const next = await turns.find({ organizationId, conversationId, status: 'queued' }).sort({ seq: 1 }).limit(1).next()
      const _id = convKey(organizationId, conversationId)
      const conv = await convs.findOne({ _id })
      if (!next || !conv) return null
      const active = conv.activeTurnId
      if (active && active !== next._id) {
        const t = await turns.findOne({ _id: active }, { projection: { status: 1 } })
        if (t && (t.status === 'running' || t.status === 'queued')) return null
      }
      const took = await convs.updateOne({ _id, activeTurnId: active }, { $set: { activeTurnId: next._id } })
      if (took.modifiedCount !== 1 && active !== next._id) return null
      const started = await turns.findOneAndUpdate({ _id: next._id, status: 'queued' },
        { $set: { status: 'running', leaseOwner: owner, leaseUntil, startedAt: now } }, { returnDocument: 'after' })
      // Another claimer started it first (it read the conversation after our compare-and-set). The conversation stays
      // with the turn: an ended active turn counts as none for the next claim.
      return started ? turnOf(started) : null
    },
    async renewLease(turnId, owner, leaseUntil) {
      return (await turns.updateOne({ _id: turnId, status: 'running', leaseOwner: owner }, { $set: { leaseUntil } })).modifiedCount === 1
    },
    async finishTurn(turnId, end) {
      const filter: Record<string, unknown> = { _id: turnId, status: 'running' }
      if (end.owner !== null) filter.leaseOwner = end.owner
      const t = await turns.findOneAndUpdate(filter, {
        $set: { status: end.status, finishedAt: end.at, answerMessageId: end.answerMessageId ?? null, error: end.error ?? null, leaseOwner: null, leaseUntil: null },
      }, { returnDocument: 'after' })
      if (!t) return false
      await convs.updateOne({ _id: convKey(t.organizationId, t.conversationId), activeTurnId: turnId }, { $set: { activeTurnId: null } })
      return true
    },
    async staleTurns(now, startedBefore, limit) {
      const docs = await turns.find({ status: 'running', $or: [{ leaseUntil: { $lt: now } }, { startedAt: { $lt: startedBefore } }] })
        .sort({ startedAt: 1 }).limit(limit).toArray()
      return docs.map(turnOf)
    },

    async linkArtifact(a) {
      try {
        await artifacts.insertOne({ _id: `${a.topicId}|${a.artifactId}`, ...a })
        return true
      } catch (e) {
        if (isDuplicateKey(e)) return false
        throw e
      }
    },
    async listArtifacts(organizationId, topicId, o) {
      const docs = await artifacts.find({ organizationId, topicId }).sort({ createdAt: 1, artifactId: 1 }).skip(o.offset).limit(o.limit).toArray()
      return docs.map(artifactOf)
    },
  }
}
