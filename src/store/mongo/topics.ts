// Topics on MongoDB (ports/topics.ts), without transactions. A topic document holds its members. Conversation and
// artifact documents are keyed by organization and id (`org|id`, `topic|artifact`), so a link is one upsert on `_id`
// and two concurrent links cannot both succeed. A message's seq is taken by $inc on the conversation, then the
// message is inserted: a duplicate message id (a repeated client message id) leaves a gap in the seqs, never a
// second message; seqs only grow. A turn starts by a compare-and-set on the conversation's active turn, then on
// the turn's status; an active turn that already ended counts as none, so a crash between two writes heals.
import type { Db } from 'mongodb'
import {
  DuplicateError,
  type Conversation,
  type Topic,
  type TopicArtifact,
  type TopicMessage,
  type TopicStore,
  type Turn,
} from '../ports/index.ts'
import { COLLECTIONS, OUTBOX_FIELD, carried, isDuplicateKey, type CarriedEvent } from './db.ts'

interface TopicDoc extends Omit<Topic, 'id'> {
  _id: string
}
interface ConversationDoc extends Omit<Conversation, never> {
  _id: string
}
interface MessageDoc extends Omit<TopicMessage, 'id'> {
  _id: string
}
interface TurnDoc extends Omit<Turn, 'id'> {
  _id: string
  _outbox?: CarriedEvent[]
}
interface ArtifactDoc extends TopicArtifact {
  _id: string
}

const convKey = (organizationId: string, id: string) => `${organizationId}|${id}`
const topicOf = ({ _id, ...d }: TopicDoc): Topic => ({ id: _id, ...d, workspaceId: d.workspaceId ?? null })
const convOf = ({ _id: _, ...d }: ConversationDoc): Conversation => d
const msgOf = ({ _id, ...d }: MessageDoc): TopicMessage => ({ id: _id, ...d })
const turnOf = ({ _id, _outbox: _, partial, ...d }: TurnDoc): Turn => ({ id: _id, ...d, partial: partial ?? '' })
const CANCELLED = { code: 'turn_cancelled', message: 'The turn was cancelled.' }
const artifactOf = ({ _id: _, ...d }: ArtifactDoc): TopicArtifact => d

export function mongoTopics(db: Db): TopicStore {
  const topics = db.collection<TopicDoc>(COLLECTIONS.topics)
  const convs = db.collection<ConversationDoc>(COLLECTIONS.conversations)
  const msgs = db.collection<MessageDoc>(COLLECTIONS.topicMessages)
  const turns = db.collection<TurnDoc>(COLLECTIONS.topicTurns)
  const artifacts = db.collection<ArtifactDoc>(COLLECTIONS.topicArtifacts)
  const visible = (organizationId: string, userId: string) => ({
    organizationId,
    $or: [{ visibility: 'organization' as const }, { 'members.userId': userId }],
  })
  return {
    async insertTopic({ id, ...t }) {
      try {
        await topics.insertOne({ _id: id, ...t })
      } catch (e) {
        if (isDuplicateKey(e)) throw new DuplicateError('topic id')
        throw e
      }
    },
    async getTopic(organizationId, id) {
      const d = await topics.findOne({ _id: id, organizationId })
      return d ? topicOf(d) : null
    },
    async listTopics(organizationId, userId, o) {
      const filter = {
        ...visible(organizationId, userId),
        ...(o.workspaceId !== undefined ? { workspaceId: o.workspaceId } : {}),
      }
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
        const r = await convs.updateOne(
          { _id },
          {
            $setOnInsert: {
              id: c.id,
              organizationId: c.organizationId,
              topicId: c.topicId,
              title: c.title,
              lastSeq: 0,
              activeTurnId: null,
              createdAt: c.createdAt,
            },
          },
          { upsert: true },
        )
        created = r.upsertedCount === 1
      } catch (e) {
        if (!isDuplicateKey(e)) throw e // two upserts raced; the other inserted it
      }
      const d = await convs.findOne({ _id })
      if (!d) throw new Error(`conversation ${c.id} vanished after upsert`)
      return d.topicId === c.topicId
        ? { kind: 'linked', conversation: convOf(d), created }
        : { kind: 'elsewhere', topicId: d.topicId }
    },
    async getConversation(organizationId, id) {
      const d = await convs.findOne({ _id: convKey(organizationId, id) })
      return d ? convOf(d) : null
    },
    async listConversations(organizationId, topicId, o) {
      const docs = await convs
        .find({ organizationId, topicId })
        .sort({ createdAt: 1, id: 1 })
        .skip(o.offset)
        .limit(o.limit)
        .toArray()
      return docs.map(convOf)
    },

    async appendMessage({ id, ...m }, o = {}) {
      // A fresh id cannot exist: only a derived one (a client message id) is looked up first, so a replay takes no seq.
      if (o.mayExist && (await msgs.findOne({ _id: id }, { projection: { _id: 1 } })))
        throw new DuplicateError('message id')
      const _id = convKey(m.organizationId, m.conversationId)
      const conv = o.createConversation
        ? await convs.findOneAndUpdate(
            { _id },
            {
              $setOnInsert: {
                id: m.conversationId,
                organizationId: m.organizationId,
                topicId: m.topicId,
                title: o.createConversation.title,
                activeTurnId: null,
                createdAt: m.createdAt,
              },
              $inc: { lastSeq: 1 },
            },
            { upsert: true, returnDocument: 'after' },
          )
        : await convs.findOneAndUpdate({ _id }, { $inc: { lastSeq: 1 } }, { returnDocument: 'after' })
      if (!conv) throw new Error(`conversation ${m.conversationId} does not exist`)
      if (conv.topicId !== m.topicId) throw new Error(`conversation ${m.conversationId} belongs to another topic`)
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
      const docs = await msgs
        .find({ organizationId, conversationId, seq: { $gt: o.afterSeq } })
        .sort({ seq: 1 })
        .limit(o.limit)
        .toArray()
      return docs.map(msgOf)
    },

    async insertTurn({ id, ...t }) {
      try {
        await turns.insertOne({ _id: id, ...t })
      } catch (e) {
        if (isDuplicateKey(e)) throw new DuplicateError('turn id')
        throw e
      }
    },
    async getTurn(organizationId, id) {
      const d = await turns.findOne({ _id: id, organizationId })
      return d ? turnOf(d) : null
    },
    async openTurns(organizationId, conversationId) {
      const docs = await turns
        .find({ organizationId, conversationId, status: { $in: ['queued', 'running', 'failed', 'cancelled'] } })
        .sort({ seq: 1 })
        .toArray()
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
      const next = await turns
        .find({ organizationId, conversationId, status: 'queued' })
        .sort({ seq: 1 })
        .limit(1)
        .next()
      if (!next) return null
      const _id = convKey(organizationId, conversationId)
      // Fast path: the conversation has no active turn (or this one): one compare-and-set takes it.
      let took =
        (await convs.updateOne({ _id, activeTurnId: { $in: [null, next._id] } }, { $set: { activeTurnId: next._id } }))
          .matchedCount === 1
      if (!took) {
        // Another turn is active; it counts as none once it has ended (a crash between two writes heals here).
        const conv = await convs.findOne({ _id })
        if (!conv) return null
        const active = conv.activeTurnId
        if (active) {
          const t = await turns.findOne({ _id: active }, { projection: { status: 1 } })
          if (t && (t.status === 'running' || t.status === 'queued')) return null
        }
        took =
          (await convs.updateOne({ _id, activeTurnId: active }, { $set: { activeTurnId: next._id } })).modifiedCount ===
          1
        if (!took) return null
      }
      const started = await turns.findOneAndUpdate(
        { _id: next._id, status: 'queued' },
        { $set: { status: 'running', leaseOwner: owner, leaseUntil, startedAt: now, partial: '' } },
        { returnDocument: 'after' },
      )
      // Another claimer started it first (it read the conversation after our compare-and-set). The conversation stays
      // with the turn: an ended active turn counts as none for the next claim.
      return started ? turnOf(started) : null
    },
    async renewLease(turnId, owner, leaseUntil) {
      return (
        (await turns.updateOne({ _id: turnId, status: 'running', leaseOwner: owner }, { $set: { leaseUntil } }))
          .modifiedCount === 1
      )
    },
    async finishTurn(turnId, end, events = []) {
      const filter: Record<string, unknown> = { _id: turnId, status: 'running' }
      if (end.owner !== null) filter.leaseOwner = end.owner
      const update: Record<string, unknown> = {
        $set: {
          status: end.status,
          finishedAt: end.at,
          answerMessageId: end.answerMessageId ?? null,
          error: end.error ?? null,
          leaseOwner: null,
          leaseUntil: null,
        },
        $unset: { partial: '' },
      }
      // The turn's end and its events in one document write (the outbox, relayed by webhookEvents.pending()).
      if (events.length) update.$push = { [OUTBOX_FIELD]: { $each: events.map(carried) } }
      const t = await turns.findOneAndUpdate(filter, update, {
        returnDocument: 'after',
        projection: { organizationId: 1, conversationId: 1 },
      })
      if (!t) return false
      await convs.updateOne(
        { _id: convKey(t.organizationId, t.conversationId), activeTurnId: turnId },
        { $set: { activeTurnId: null } },
      )
      return true
    },
    async writePartial(turnId, owner, text) {
      return (
        (await turns.updateOne({ _id: turnId, status: 'running', leaseOwner: owner }, { $set: { partial: text } }))
          .matchedCount === 1
      )
    },
    async cancelTurn(organizationId, turnId, at) {
      const t = await turns.findOneAndUpdate(
        { _id: turnId, organizationId, status: { $in: ['queued', 'running'] } },
        {
          $set: { status: 'cancelled', finishedAt: at, error: CANCELLED, leaseOwner: null, leaseUntil: null },
          $unset: { partial: '' },
        },
        { returnDocument: 'after' },
      )
      if (t) {
        await convs.updateOne(
          { _id: convKey(organizationId, t.conversationId), activeTurnId: turnId },
          { $set: { activeTurnId: null } },
        )
        return { changed: true, turn: turnOf(t) }
      }
      const now = await turns.findOne({ _id: turnId, organizationId })
      return { changed: false, turn: now ? turnOf(now) : null }
    },
    async deleteMessage(organizationId, id) {
      await msgs.deleteOne({ _id: id, organizationId })
    },

    async putMember(organizationId, topicId, m) {
      const added = await topics.updateOne(
        { _id: topicId, organizationId, 'members.userId': { $ne: m.userId } },
        { $push: { members: m } },
      )
      if (added.modifiedCount === 1) return 'added'
      // A demotion keeps another owner: the filter says one exists, in the same write.
      const filter: Record<string, unknown> = {
        _id: topicId,
        organizationId,
        members: { $elemMatch: { userId: m.userId, role: { $ne: m.role } } },
      }
      if (m.role !== 'owner') filter.$and = [{ members: { $elemMatch: { role: 'owner', userId: { $ne: m.userId } } } }]
      const changed = await topics.updateOne(
        filter,
        { $set: { 'members.$[m].role': m.role } },
        { arrayFilters: [{ 'm.userId': m.userId }] },
      )
      if (changed.modifiedCount === 1) return 'updated'
      const t = await topics.findOne({ _id: topicId, organizationId }, { projection: { members: 1 } })
      if (!t) return 'missing'
      const was = t.members.find((x) => x.userId === m.userId)
      return !was || was.role === m.role ? 'unchanged' : 'last_owner'
    },
    async removeMember(organizationId, topicId, userId) {
      const r = await topics.updateOne(
        {
          _id: topicId,
          organizationId,
          'members.userId': userId,
          $or: [
            { members: { $elemMatch: { userId, role: { $ne: 'owner' } } } },
            { members: { $elemMatch: { role: 'owner', userId: { $ne: userId } } } },
          ],
        },
        { $pull: { members: { userId } } },
      )
      if (r.modifiedCount === 1) return 'removed'
      const t = await topics.findOne({ _id: topicId, organizationId }, { projection: { members: 1 } })
      if (!t) return 'missing'
      return t.members.some((x) => x.userId === userId) ? 'last_owner' : 'absent'
    },
    async staleTurns(now, startedBefore, limit) {
      const docs = await turns
        .find({ status: 'running', $or: [{ leaseUntil: { $lt: now } }, { startedAt: { $lt: startedBefore } }] })
        .sort({ startedAt: 1 })
        .limit(limit)
        .toArray()
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
      const docs = await artifacts
        .find({ organizationId, topicId })
        .sort({ createdAt: 1, artifactId: 1 })
        .skip(o.offset)
        .limit(o.limit)
        .toArray()
      return docs.map(artifactOf)
    },
  }
}
