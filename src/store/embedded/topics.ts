// Topics on SQLite (ports/topics.ts). Conversation ids are unique per organization (primary key with it). A
// message's seq comes from the conversation's last_seq in the same transaction as the insert, so seqs have no gaps
// here; a turn is started in one transaction that checks the conversation's active turn.
import type { DatabaseSync } from 'node:sqlite'
import {
  DuplicateError,
  type Conversation,
  type Topic,
  type TopicArtifact,
  type TopicMessage,
  type TopicStore,
  type Turn,
} from '../ports/index.ts'
import { date, isUniqueViolation, ms, req, transaction } from './db.ts'
import { outboxWriter } from './webhooks.ts'

type R = Record<string, unknown>
const json = <T>(v: unknown): T => JSON.parse(String(v)) as T
const str = (v: unknown): string | null => (v === null || v === undefined ? null : String(v))

const topicOf = (r: R, members: R[]): Topic => ({
  id: String(r.id),
  organizationId: String(r.organization_id),
  workspaceId: str(r.workspace_id),
  name: String(r.name),
  description: str(r.description),
  visibility: r.visibility as Topic['visibility'],
  canvasId: str(r.canvas_id),
  createdBy: String(r.created_by),
  createdAt: req(r.created_at),
  members: members.map((m) => ({
    userId: String(m.user_id),
    role: m.role as 'owner' | 'member',
    addedAt: req(m.added_at),
  })),
})
const conversationOf = (r: R): Conversation => ({
  id: String(r.id),
  organizationId: String(r.organization_id),
  topicId: String(r.topic_id),
  title: str(r.title),
  lastSeq: Number(r.last_seq),
  activeTurnId: str(r.active_turn_id),
  createdAt: req(r.created_at),
})
const messageOf = (r: R): TopicMessage => ({
  id: String(r.id),
  organizationId: String(r.organization_id),
  topicId: String(r.topic_id),
  conversationId: String(r.conversation_id),
  seq: Number(r.seq),
  role: r.role as TopicMessage['role'],
  content: String(r.content),
  queryId: String(r.query_id),
  model: str(r.model),
  citations: json(r.citations),
  artifactRefs: json(r.artifact_refs),
  clientMessageId: str(r.client_message_id),
  stubFields: json(r.stub_fields),
  warnings: json(r.warnings),
  authorId: str(r.author_id),
  createdAt: req(r.created_at),
})
const turnOf = (r: R): Turn => ({
  id: String(r.id),
  organizationId: String(r.organization_id),
  topicId: String(r.topic_id),
  conversationId: String(r.conversation_id),
  userMessageId: String(r.user_message_id),
  seq: Number(r.seq),
  userId: String(r.user_id),
  status: r.status as Turn['status'],
  leaseOwner: str(r.lease_owner),
  leaseUntil: date(r.lease_until),
  startedAt: date(r.started_at),
  finishedAt: date(r.finished_at),
  answerMessageId: str(r.answer_message_id),
  error: r.error === null ? null : json(r.error),
  createdAt: req(r.created_at),
  partial: r.partial === null || r.partial === undefined ? '' : String(r.partial),
})
const artifactOf = (r: R): TopicArtifact => ({
  topicId: String(r.topic_id),
  organizationId: String(r.organization_id),
  artifactId: String(r.artifact_id),
  metadata: json(r.metadata),
  createdBy: String(r.created_by),
  createdAt: req(r.created_at),
})

export function embeddedTopics(db: DatabaseSync): TopicStore {
  const q = {
    insTopic: db.prepare(
      'INSERT INTO topics (id, organization_id, name, description, visibility, canvas_id, created_by, created_at, workspace_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    insMember: db.prepare('INSERT INTO topic_members (topic_id, user_id, role, added_at) VALUES (?, ?, ?, ?)'),
    topic: db.prepare('SELECT * FROM topics WHERE organization_id = ? AND id = ?'),
    members: db.prepare('SELECT * FROM topic_members WHERE topic_id = ? ORDER BY added_at, user_id'),
    visible: `FROM topics t WHERE t.organization_id = ? AND (t.visibility = 'organization' OR EXISTS (SELECT 1 FROM topic_members m WHERE m.topic_id = t.id AND m.user_id = ?))`,
    conv: db.prepare('SELECT * FROM conversations WHERE organization_id = ? AND id = ?'),
    insConv: db.prepare(
      'INSERT INTO conversations (organization_id, id, topic_id, title, last_seq, active_turn_id, created_at) VALUES (?, ?, ?, ?, 0, NULL, ?)',
    ),
    convs: db.prepare(
      'SELECT * FROM conversations WHERE organization_id = ? AND topic_id = ? ORDER BY created_at, id LIMIT ? OFFSET ?',
    ),
    bump: db.prepare(
      'UPDATE conversations SET last_seq = last_seq + 1 WHERE organization_id = ? AND id = ? RETURNING last_seq',
    ),
    insMsg:
      db.prepare(`INSERT INTO topic_messages (id, organization_id, topic_id, conversation_id, seq, role, content, query_id, model, citations,
      artifact_refs, client_message_id, stub_fields, warnings, author_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    msg: db.prepare('SELECT * FROM topic_messages WHERE organization_id = ? AND id = ?'),
    msgs: db.prepare(
      'SELECT * FROM topic_messages WHERE organization_id = ? AND conversation_id = ? AND seq > ? ORDER BY seq LIMIT ?',
    ),
    insTurn:
      db.prepare(`INSERT INTO topic_turns (id, organization_id, topic_id, conversation_id, user_message_id, seq, user_id, status, lease_owner,
      lease_until, started_at, finished_at, answer_message_id, error, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
    turn: db.prepare('SELECT * FROM topic_turns WHERE id = ?'),
    openTurns: db.prepare(
      "SELECT * FROM topic_turns WHERE organization_id = ? AND conversation_id = ? AND status IN ('queued', 'running', 'failed', 'cancelled') ORDER BY seq",
    ),
    nextQueued: db.prepare(
      "SELECT * FROM topic_turns WHERE organization_id = ? AND conversation_id = ? AND status = 'queued' ORDER BY seq LIMIT 1",
    ),
    queued: db.prepare("SELECT * FROM topic_turns WHERE status = 'queued' ORDER BY created_at, id LIMIT ?"),
    setActive: db.prepare('UPDATE conversations SET active_turn_id = ? WHERE organization_id = ? AND id = ?'),
    start: db.prepare(
      "UPDATE topic_turns SET status = 'running', lease_owner = ?, lease_until = ?, started_at = ? WHERE id = ? AND status = 'queued'",
    ),
    renew: db.prepare("UPDATE topic_turns SET lease_until = ? WHERE id = ? AND status = 'running' AND lease_owner = ?"),
    finish:
      db.prepare(`UPDATE topic_turns SET status = ?, finished_at = ?, answer_message_id = ?, error = ?, lease_owner = NULL, lease_until = NULL,
      partial = NULL WHERE id = ? AND status = 'running' AND (? IS NULL OR lease_owner = ?)`),
    partial: db.prepare("UPDATE topic_turns SET partial = ? WHERE id = ? AND status = 'running' AND lease_owner = ?"),
    cancel:
      db.prepare(`UPDATE topic_turns SET status = 'cancelled', finished_at = ?, lease_owner = NULL, lease_until = NULL, partial = NULL,
      error = '{"code":"turn_cancelled","message":"The turn was cancelled."}' WHERE id = ? AND organization_id = ? AND status IN ('queued', 'running')`),
    delMsg: db.prepare('DELETE FROM topic_messages WHERE organization_id = ? AND id = ?'),
    member: db.prepare('SELECT role FROM topic_members WHERE topic_id = ? AND user_id = ?'),
    owners: db.prepare(
      "SELECT COUNT(*) AS n FROM topic_members WHERE topic_id = ? AND role = 'owner' AND user_id <> ?",
    ),
    setRole: db.prepare('UPDATE topic_members SET role = ? WHERE topic_id = ? AND user_id = ?'),
    delMember: db.prepare('DELETE FROM topic_members WHERE topic_id = ? AND user_id = ?'),
    release: db.prepare(
      'UPDATE conversations SET active_turn_id = NULL WHERE organization_id = ? AND id = ? AND active_turn_id = ?',
    ),
    stale: db.prepare(
      "SELECT * FROM topic_turns WHERE status = 'running' AND (lease_until < ? OR started_at < ?) ORDER BY started_at LIMIT ?",
    ),
    insArtifact: db.prepare(
      'INSERT INTO topic_artifacts (topic_id, artifact_id, organization_id, metadata, created_by, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    artifacts: db.prepare(
      'SELECT * FROM topic_artifacts WHERE organization_id = ? AND topic_id = ? ORDER BY created_at, artifact_id LIMIT ? OFFSET ?',
    ),
  }
  const recordOutbox = outboxWriter(db)
  const withMembers = (r: R | undefined): Topic | null => (r ? topicOf(r, q.members.all(String(r.id)) as R[]) : null)
  return {
    async insertTopic(t) {
      try {
        transaction(db, () => {
          q.insTopic.run(
            t.id,
            t.organizationId,
            t.name,
            t.description,
            t.visibility,
            t.canvasId,
            t.createdBy,
            ms(t.createdAt),
            t.workspaceId,
          )
          for (const m of t.members) q.insMember.run(t.id, m.userId, m.role, ms(m.addedAt))
        })
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('topic id')
        throw e
      }
    },
    async getTopic(organizationId, id) {
      return withMembers(q.topic.get(organizationId, id) as R | undefined)
    },
    async listTopics(organizationId, userId, o) {
      const ws = o.workspaceId === undefined ? '' : ' AND t.workspace_id = ?'
      const args = o.workspaceId === undefined ? [organizationId, userId] : [organizationId, userId, o.workspaceId]
      const total = Number((db.prepare(`SELECT COUNT(*) AS n ${q.visible}${ws}`).get(...args) as R).n)
      const rows = db
        .prepare(`SELECT * ${q.visible}${ws} ORDER BY t.created_at DESC, t.id DESC LIMIT ? OFFSET ?`)
        .all(...args, o.limit, o.offset) as R[]
      return { items: rows.map((r) => withMembers(r)!), total }
    },

    async linkConversation(c) {
      return transaction(db, () => {
        const existing = q.conv.get(c.organizationId, c.id) as R | undefined
        if (existing) {
          const conv = conversationOf(existing)
          return conv.topicId === c.topicId
            ? { kind: 'linked' as const, conversation: conv, created: false }
            : { kind: 'elsewhere' as const, topicId: conv.topicId }
        }
        q.insConv.run(c.organizationId, c.id, c.topicId, c.title, ms(c.createdAt))
        return {
          kind: 'linked' as const,
          conversation: conversationOf(q.conv.get(c.organizationId, c.id) as R),
          created: true,
        }
      })
    },
    async getConversation(organizationId, id) {
      const r = q.conv.get(organizationId, id) as R | undefined
      return r ? conversationOf(r) : null
    },
    async listConversations(organizationId, topicId, o) {
      return (q.convs.all(organizationId, topicId, o.limit, o.offset) as R[]).map(conversationOf)
    },

    async appendMessage(m, o = {}) {
      try {
        return transaction(db, () => {
          if (o.createConversation) {
            const c = q.conv.get(m.organizationId, m.conversationId) as R | undefined
            if (!c)
              q.insConv.run(m.organizationId, m.conversationId, m.topicId, o.createConversation.title, ms(m.createdAt))
            else if (c.topic_id !== m.topicId)
              throw new Error(`conversation ${m.conversationId} belongs to another topic`)
          }
          const bumped = q.bump.get(m.organizationId, m.conversationId) as R | undefined
          if (!bumped) throw new Error(`conversation ${m.conversationId} does not exist`)
          const seq = Number(bumped.last_seq)
          q.insMsg.run(
            m.id,
            m.organizationId,
            m.topicId,
            m.conversationId,
            seq,
            m.role,
            m.content,
            m.queryId,
            m.model,
            JSON.stringify(m.citations),
            JSON.stringify(m.artifactRefs),
            m.clientMessageId,
            JSON.stringify(m.stubFields),
            JSON.stringify(m.warnings),
            m.authorId,
            ms(m.createdAt),
          )
          return { ...m, seq }
        })
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('message id')
        throw e
      }
    },
    async getMessage(organizationId, id) {
      const r = q.msg.get(organizationId, id) as R | undefined
      return r ? messageOf(r) : null
    },
    async listMessages(organizationId, conversationId, o) {
      return (q.msgs.all(organizationId, conversationId, o.afterSeq, o.limit) as R[]).map(messageOf)
    },

    async insertTurn(t) {
      try {
        q.insTurn.run(
          t.id,
          t.organizationId,
          t.topicId,
          t.conversationId,
          t.userMessageId,
          t.seq,
          t.userId,
          t.status,
          t.leaseOwner,
          ms(t.leaseUntil),
          ms(t.startedAt),
          ms(t.finishedAt),
          t.answerMessageId,
          t.error ? JSON.stringify(t.error) : null,
          ms(t.createdAt),
        )
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('turn id')
        throw e
      }
    },
    async getTurn(organizationId, id) {
      const r = q.turn.get(id) as R | undefined
      return r && r.organization_id === organizationId ? turnOf(r) : null
    },
    async openTurns(organizationId, conversationId) {
      return (q.openTurns.all(organizationId, conversationId) as R[]).map(turnOf)
    },
    async nextQueued(organizationId, conversationId) {
      const r = q.nextQueued.get(organizationId, conversationId) as R | undefined
      return r ? turnOf(r) : null
    },
    async queuedTurns(limit) {
      return (q.queued.all(limit) as R[]).map(turnOf)
    },
    async claimNext(organizationId, conversationId, owner, now, leaseUntil) {
      return transaction(db, () => {
        const next = q.nextQueued.get(organizationId, conversationId) as R | undefined
        const conv = q.conv.get(organizationId, conversationId) as R | undefined
        if (!next || !conv) return null
        const active = str(conv.active_turn_id)
        if (active && active !== next.id) {
          const t = q.turn.get(active) as R | undefined
          if (t && (t.status === 'running' || t.status === 'queued')) return null
        }
        q.setActive.run(String(next.id), organizationId, conversationId)
        if (Number(q.start.run(owner, ms(leaseUntil), ms(now), String(next.id)).changes) !== 1) return null
        return turnOf(q.turn.get(String(next.id)) as R)
      })
    },
    async renewLease(turnId, owner, leaseUntil) {
      return Number(q.renew.run(ms(leaseUntil), turnId, owner).changes) === 1
    },
    async finishTurn(turnId, end, events = []) {
      return transaction(db, () => {
        const done =
          Number(
            q.finish.run(
              end.status,
              ms(end.at),
              end.answerMessageId ?? null,
              end.error ? JSON.stringify(end.error) : null,
              turnId,
              end.owner,
              end.owner,
            ).changes,
          ) === 1
        if (done) {
          const t = q.turn.get(turnId) as R
          q.release.run(t.organization_id as string, t.conversation_id as string, turnId)
          recordOutbox(events)
        }
        return done
      })
    },
    async writePartial(turnId, owner, text) {
      return Number(q.partial.run(text, turnId, owner).changes) === 1
    },
    async cancelTurn(organizationId, turnId, at) {
      return transaction(db, () => {
        const changed = Number(q.cancel.run(ms(at), turnId, organizationId).changes) === 1
        const r = q.turn.get(turnId) as R | undefined
        if (!r || r.organization_id !== organizationId) return { changed: false, turn: null }
        if (changed) q.release.run(organizationId, String(r.conversation_id), turnId)
        return { changed, turn: turnOf(r) }
      })
    },
    async deleteMessage(organizationId, id) {
      q.delMsg.run(organizationId, id)
    },

    async putMember(organizationId, topicId, m) {
      return transaction(db, () => {
        if (!q.topic.get(organizationId, topicId)) return 'missing' as const
        const was = q.member.get(topicId, m.userId) as R | undefined
        if (!was) {
          q.insMember.run(topicId, m.userId, m.role, ms(m.addedAt))
          return 'added' as const
        }
        if (was.role === m.role) return 'unchanged' as const
        if (was.role === 'owner' && Number((q.owners.get(topicId, m.userId) as R).n) === 0) return 'last_owner' as const
        q.setRole.run(m.role, topicId, m.userId)
        return 'updated' as const
      })
    },
    async removeMember(organizationId, topicId, userId) {
      return transaction(db, () => {
        if (!q.topic.get(organizationId, topicId)) return 'missing' as const
        const was = q.member.get(topicId, userId) as R | undefined
        if (!was) return 'absent' as const
        if (was.role === 'owner' && Number((q.owners.get(topicId, userId) as R).n) === 0) return 'last_owner' as const
        q.delMember.run(topicId, userId)
        return 'removed' as const
      })
    },
    async staleTurns(now, startedBefore, limit) {
      return (q.stale.all(ms(now), ms(startedBefore), limit) as R[]).map(turnOf)
    },

    async linkArtifact(a) {
      try {
        q.insArtifact.run(
          a.topicId,
          a.artifactId,
          a.organizationId,
          JSON.stringify(a.metadata),
          a.createdBy,
          ms(a.createdAt),
        )
        return true
      } catch (e) {
        if (isUniqueViolation(e)) return false
        throw e
      }
    },
    async listArtifacts(organizationId, topicId, o) {
      return (q.artifacts.all(organizationId, topicId, o.limit, o.offset) as R[]).map(artifactOf)
    },
  }
}
