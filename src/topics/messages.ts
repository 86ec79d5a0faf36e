// Posting to a topic and reading it back (spec: Topic turn table).
// - topic_post_message: the user message is persisted with the conversation's next seq, its turn queued; then
//   `submitted` (the turn runs server-side), or `completed` with the answer when it finished inline (no model: the
//   honest no-answer is written at once).
// - topic_ask: the same, then waits at most wait_ms (default TOPIC_ASK_WAIT_MS, cap 50 s, under the MCP SDK's 60 s
//   request timeout): the answer, `failed` with the turn's error, or `running` with poll_after_ms.
// - A client_message_id names the message for good (its id is derived from it), so a repeated post returns the first
//   message and its turn (`replayed: true`) and never starts a second turn, however late it comes (the
//   Idempotency-Key window is 60 s; a turn can outlive it).
// - topic_messages only reads: messages by seq after `after_seq`, and `pending`, the turns a poller still waits on or
//   that failed (so it knows when to stop). A topic without a conversation answers an empty page and creates none.
// - Streaming (topic_ask with a stream, topic_follow_turn): the answer as it is written, `{query_id, offset, text}`
//   pieces, from the start whenever the reader comes (turns.ts follow). topic_cancel_turn: turns.ts cancel.
// - Round trips of a post on MongoDB (counted in messages.round-trips.test.ts): the topic; the conversation's seq,
//   taken by the same write that creates a default conversation; the message; the turn; the claim (3).
import { createHash } from 'node:crypto'
import { AppError, STORE_RETRY_AFTER_SECONDS } from '../errors/index.ts'
import { requirePermission, type Principal } from '../auth/index.ts'
import { DuplicateError, StoreUnavailableError, type TopicMessage, type Turn } from '../store/ports/index.ts'
import type { TopicsDeps } from './deps.ts'
import { conversationOfTopic, defaultConversationId, visibleTopic } from './topics.ts'
import { messageView, pendingView, type MessageView, type PendingView } from './views.ts'
import { TERMINAL } from './turns.ts'

/** A piece of a streamed answer: `text` continues the answer to `query_id` at `offset` (UTF-16 units from its start). */
export type OnPiece = (piece: { query_id: string; offset: number; text: string }) => void

export const MAX_ASK_WAIT_MS = 50_000
export const POLL_AFTER_MS = 2000
/** Failed and cancelled turns stay in `pending` this long after they ended. */
const FAILED_VISIBLE_MS = 24 * 3600_000

export interface PostInput {
  topic_id: string
  conversation_id?: string | null
  content: string
  client_message_id?: string | null
  artifact_refs?: string[]
}

export interface PostResult {
  status: 'submitted' | 'completed' | 'running' | 'failed' | 'cancelled'
  query_id: string
  conversation_id: string
  message: MessageView
  answer: MessageView | null
  error: { code: string; message: string } | null
  replayed: boolean
  poll_after_ms?: number
}

const userMessageId = (organizationId: string, conversationId: string, clientMessageId: string) =>
  `msg_${createHash('sha256').update(`${organizationId}|${conversationId}|${clientMessageId}`).digest('base64url').slice(0, 20)}`

async function outcome(
  d: TopicsDeps,
  p: Principal,
  message: TopicMessage,
  turn: Turn | null,
  replayed: boolean,
  waiting: boolean,
): Promise<PostResult> {
  const base = {
    query_id: message.queryId,
    conversation_id: message.conversationId,
    message: messageView(message),
    replayed,
  }
  if (turn?.status === 'completed' && turn.answerMessageId) {
    const answer = await d.stores.topics.getMessage(p.organizationId, turn.answerMessageId)
    return { ...base, status: 'completed', answer: answer ? messageView(answer) : null, error: null }
  }
  if (turn?.status === 'failed' || turn?.status === 'cancelled')
    return { ...base, status: turn.status, answer: null, error: turn.error }
  return waiting
    ? { ...base, status: 'running', answer: null, error: null, poll_after_ms: POLL_AFTER_MS }
    : { ...base, status: 'submitted', answer: null, error: null }
}

/**
 * A store call of a post that may meet a store that does not answer (MongoDB stalled or unreachable): 503
 * store_unavailable saying what is known to be stored at that point, so the caller knows what to repeat.
 */
async function step<T>(changed: string, f: () => Promise<T>): Promise<T> {
  try {
    return await f()
  } catch (e) {
    if (!(e instanceof StoreUnavailableError)) throw e
    throw new AppError('store_unavailable', `The store did not answer in time. ${changed}`, {
      retryAfterSeconds: STORE_RETRY_AFTER_SECONDS,
      cause: e,
    })
  }
}
const AGAIN = (cmid: string | null) =>
  cmid
    ? 'Post again with the same client_message_id: a stored message is found and its turn queued, never twice.'
    : 'Without a client_message_id a second post may ask twice; read topic_messages first.'

/** Persists the message and queues its turn (or finds the first post of the same client_message_id). */
async function submit(
  d: TopicsDeps,
  p: Principal,
  input: PostInput,
): Promise<{ message: TopicMessage; turn: Turn | null; replayed: boolean }> {
  requirePermission(p, 'ask:execute')
  const nothing = 'Nothing was stored; post again.'
  const topic = await step(nothing, () => visibleTopic(d, p, input.topic_id))
  // The default conversation is created by the write that takes the first message's seq (no link round trip).
  const conversationId = input.conversation_id
    ? (await step(nothing, () => conversationOfTopic(d, p, topic, input.conversation_id!))).id
    : defaultConversationId(topic.id)
  const cmid = input.client_message_id ?? null
  const id = cmid ? userMessageId(p.organizationId, conversationId, cmid) : d.ids.id('msg')
  const queryId = d.ids.id('qry')
  const now = d.clock.now()
  const turnOf = (m: TopicMessage): Turn => ({
    id: m.queryId,
    organizationId: p.organizationId,
    topicId: topic.id,
    conversationId,
    userMessageId: m.id,
    seq: m.seq,
    userId: p.userId,
    status: 'queued',
    leaseOwner: null,
    leaseUntil: null,
    startedAt: null,
    finishedAt: null,
    answerMessageId: null,
    error: null,
    createdAt: now,
  })
  let message: TopicMessage
  try {
    message = await step(
      `The message may or may not have been stored, and no turn was queued for it. ${AGAIN(cmid)}`,
      () =>
        d.stores.topics.appendMessage(
          {
            id,
            organizationId: p.organizationId,
            topicId: topic.id,
            conversationId,
            role: 'user',
            content: input.content,
            queryId,
            model: null,
            citations: [],
            artifactRefs: input.artifact_refs ?? [],
            clientMessageId: cmid,
            stubFields: [],
            warnings: [],
            authorId: p.userId,
            createdAt: now,
          },
          { createConversation: input.conversation_id ? undefined : { title: null }, mayExist: cmid !== null },
        ),
    )
  } catch (e) {
    if (!(e instanceof DuplicateError) || !cmid) throw e
    const first = await step(nothing, () => d.stores.topics.getMessage(p.organizationId, id))
    if (!first) throw e
    if (first.content !== input.content) {
      throw new AppError(
        'client_message_id_reused',
        'This client_message_id was used for another message in this conversation.',
        { param: 'client_message_id' },
      )
    }
    const turn = await step(nothing, () => d.stores.topics.getTurn(p.organizationId, first.queryId))
    // The first post stored its message but not its turn, or did not get to start it (the store stopped answering
    // between the writes): queue or start it now. A turn that runs or ended is left as it is.
    if (!turn || turn.status === 'queued')
      return { message: first, turn: await queue(d, p, turn ?? turnOf(first), cmid), replayed: true }
    return { message: first, turn, replayed: true }
  }
  const turn = await queue(d, p, turnOf(message), cmid)
  // Without a model the answer is written at once: wait for it here, so the post answers `completed`.
  if (turn.status === 'running' && !d.model) {
    await d.turns.settled(turn.id)
    return { message, turn: await d.stores.topics.getTurn(p.organizationId, queryId), replayed: false }
  }
  // With a model the post answers `submitted` whatever happened since: the turn as started, or as queued.
  return { message, turn, replayed: false }
}

/** Stores the turn and starts the conversation's next one; the turn as started (running) or as stored (queued). */
async function queue(d: TopicsDeps, p: Principal, turn: Turn, cmid: string | null): Promise<Turn> {
  try {
    await step(
      `The message was stored (seq ${turn.seq}) but its turn may not have been queued. ${cmid ? AGAIN(cmid) : 'Ask again.'}`,
      () => d.stores.topics.insertTurn(turn),
    )
  } catch (e) {
    if (!(e instanceof DuplicateError)) throw e
  }
  try {
    const started = await d.turns.kick(p.organizationId, turn.conversationId)
    return started?.id === turn.id ? started : turn
  } catch (e) {
    // The message and its turn are stored: the turn starts when the store answers again (every instance's loop picks
    // up queued turns), so the post succeeds.
    if (!(e instanceof StoreUnavailableError)) throw e
    d.logger.warn({ turn: turn.id }, 'topic turn queued but not started: the store did not answer')
    return turn
  }
}

export async function postMessage(d: TopicsDeps, p: Principal, input: PostInput): Promise<PostResult> {
  const s = await submit(d, p, input)
  return outcome(d, p, s.message, s.turn, s.replayed, false)
}

/**
 * topic_ask. With `onPiece` (a streaming caller) the answer is handed over as it is written while waiting; a replayed
 * post whose turn already ended hands over nothing more than the outcome.
 */
export async function ask(
  d: TopicsDeps,
  p: Principal,
  input: PostInput & { wait_ms?: number },
  signal?: AbortSignal,
  onPiece?: OnPiece,
): Promise<PostResult> {
  const s = await submit(d, p, input)
  const waitMs = Math.min(input.wait_ms ?? d.askWaitMs, MAX_ASK_WAIT_MS)
  const open = s.turn && !TERMINAL.has(s.turn.status)
  let turn = s.turn
  const queryId = s.message.queryId
  if (open && onPiece)
    turn = await d.turns.follow(
      p.organizationId,
      s.turn!.id,
      waitMs,
      (offset, text) => onPiece({ query_id: queryId, offset, text }),
      signal,
    )
  else if (open) turn = await d.turns.waitFor(p.organizationId, s.turn!.id, waitMs, signal)
  return outcome(d, p, s.message, turn, s.replayed, true)
}

/** The turn `queryId` of the topic, for its readers and cancellers: 404 turn_not_found when unknown or another topic's. */
async function turnOfTopic(d: TopicsDeps, p: Principal, topicId: string, queryId: string): Promise<Turn> {
  const topic = await visibleTopic(d, p, topicId)
  const t = await d.stores.topics.getTurn(p.organizationId, queryId)
  if (!t || t.topicId !== topic.id)
    throw new AppError('turn_not_found', `No turn ${queryId.slice(0, 64)} in this topic.`, { param: 'query_id' })
  return t
}

export interface TurnResult {
  status: 'queued' | 'running' | 'completed' | 'failed' | 'cancelled'
  query_id: string
  conversation_id: string
  answer: MessageView | null
  error: { code: string; message: string } | null
  poll_after_ms?: number
}

async function turnResult(d: TopicsDeps, p: Principal, t: Turn): Promise<TurnResult> {
  const base = { status: t.status, query_id: t.id, conversation_id: t.conversationId, error: t.error }
  if (t.status === 'completed' && t.answerMessageId) {
    const answer = await d.stores.topics.getMessage(p.organizationId, t.answerMessageId)
    return { ...base, answer: answer ? messageView(answer) : null }
  }
  return TERMINAL.has(t.status) ? { ...base, answer: null } : { ...base, answer: null, poll_after_ms: POLL_AFTER_MS }
}

/**
 * topic_follow_turn: a turn's answer as it is written (`onPiece`), from the start whenever the reader comes and on
 * whichever instance runs it, until it ends or `wait_ms` passes; then the turn as topic_ask reports it.
 */
export async function followTurn(
  d: TopicsDeps,
  p: Principal,
  input: { topic_id: string; query_id: string; wait_ms?: number },
  onPiece: OnPiece,
  signal?: AbortSignal,
): Promise<TurnResult> {
  requirePermission(p, 'topics:read')
  const t = await turnOfTopic(d, p, input.topic_id, input.query_id)
  const waitMs = Math.min(input.wait_ms ?? d.askWaitMs, MAX_ASK_WAIT_MS)
  const now =
    (await d.turns.follow(
      p.organizationId,
      t.id,
      waitMs,
      (offset, text) => onPiece({ query_id: t.id, offset, text }),
      signal,
    )) ?? t
  return turnResult(d, p, now)
}

/**
 * topic_cancel_turn: a queued turn is dropped, a running one has its model call aborted; either ends `cancelled` and
 * the conversation's next queued turn starts. Again on a cancelled turn: the same answer (`changed: false`). A turn
 * that completed or failed: 409 turn_not_cancellable.
 */
export async function cancelTurn(
  d: TopicsDeps,
  p: Principal,
  input: { topic_id: string; query_id: string },
): Promise<TurnResult & { changed: boolean }> {
  requirePermission(p, 'ask:execute')
  const t = await turnOfTopic(d, p, input.topic_id, input.query_id)
  const r = await d.turns.cancel(p.organizationId, t.id)
  const now = r.turn ?? t
  if (now.status !== 'cancelled') {
    throw new AppError('turn_not_cancellable', `The turn has already ended (${now.status}); it cannot be cancelled.`, {
      param: 'query_id',
    })
  }
  return { ...(await turnResult(d, p, now)), changed: r.changed }
}

export async function readMessages(
  d: TopicsDeps,
  p: Principal,
  input: { topic_id: string; conversation_id?: string | null; after_seq?: number; limit?: number },
) {
  requirePermission(p, 'topics:read')
  const topic = await visibleTopic(d, p, input.topic_id)
  const afterSeq = input.after_seq ?? 0
  const limit = input.limit ?? 50
  const conversation = input.conversation_id
    ? await conversationOfTopic(d, p, topic, input.conversation_id)
    : await d.stores.topics.getConversation(p.organizationId, defaultConversationId(topic.id))
  if (!conversation) {
    return {
      conversation_id: null,
      messages: [] as MessageView[],
      has_more: false,
      next_after_seq: afterSeq,
      pending: [] as PendingView[],
    }
  }
  const [rows, open] = await Promise.all([
    d.stores.topics.listMessages(p.organizationId, conversation.id, { afterSeq, limit: limit + 1 }),
    d.stores.topics.openTurns(p.organizationId, conversation.id),
  ])
  const page = rows.slice(0, limit)
  const now = d.clock.nowMs()
  const pending = open.filter(
    (t) => !TERMINAL.has(t.status) || (t.finishedAt !== null && now - t.finishedAt.getTime() < FAILED_VISIBLE_MS),
  )
  return {
    conversation_id: conversation.id,
    messages: page.map(messageView),
    has_more: rows.length > limit,
    next_after_seq: page.length ? page[page.length - 1]!.seq : afterSeq,
    pending: pending.map(pendingView),
  }
}
