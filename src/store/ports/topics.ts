// Topics (issue 11 §1; spec: Topic and WorkStream skills, Topic turn table, POST /api/v1/topics/{id}/artifacts):
// topics with members, conversations linked to one topic, messages with a per-conversation sequence, turns (durable
// jobs answering a user message) and linked artifacts. Every call names the organization: another organization's
// ids read as nothing.
import type { OutboxEvent } from './webhooks.ts'

export type TopicVisibility = 'organization' | 'members'
export type TopicRole = 'owner' | 'member'

export interface Topic {
  id: string
  organizationId: string
  /** The workspace it belongs to (src/tenancy/scope.ts); null for one stored before workspaces were kept. */
  workspaceId: string | null
  name: string
  description: string | null
  /** `organization`: everyone of the organization with topics:read; `members`: its members only. */
  visibility: TopicVisibility
  /** The canvas this topic shows, or null. */
  canvasId: string | null
  createdBy: string
  members: TopicMember[]
  createdAt: Date
}

export interface TopicMember {
  userId: string
  role: TopicRole
  addedAt: Date
}

export interface Conversation {
  id: string
  organizationId: string
  topicId: string
  title: string | null
  /** The last sequence number given to a message (0 before the first). Numbers only grow; gaps are possible. */
  lastSeq: number
  /** The turn running now (one per conversation), or null. */
  activeTurnId: string | null
  createdAt: Date
}

export interface Citation {
  standard: string
  section: string | null
  url: string | null
  confidence: number
}

export interface TopicMessage {
  id: string
  organizationId: string
  topicId: string
  conversationId: string
  seq: number
  role: 'user' | 'assistant' | 'system'
  content: string
  /** The turn this message asks (user) or answers (assistant). */
  queryId: string
  /** The model that wrote an assistant message; null for people and for answers written without a model. */
  model: string | null
  citations: Citation[]
  artifactRefs: string[]
  clientMessageId: string | null
  /** Fields of the answer that a model would have written and no model did (retrieval-only answers). */
  stubFields: string[]
  warnings: string[]
  authorId: string | null
  createdAt: Date
}

export type NewTopicMessage = Omit<TopicMessage, 'seq'>

export type TurnStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled'

export interface Turn {
  /** The query id: the user message's `query_id`. */
  id: string
  organizationId: string
  topicId: string
  conversationId: string
  userMessageId: string
  /** The user message's seq: turns of one conversation run in this order. */
  seq: number
  /** Who asked (the answer is written as the topic's assistant, for them). */
  userId: string
  status: TurnStatus
  leaseOwner: string | null
  leaseUntil: Date | null
  startedAt: Date | null
  finishedAt: Date | null
  answerMessageId: string | null
  error: { code: string; message: string } | null
  createdAt: Date
  /**
   * The answer written so far while the turn runs (streamed from the model, stored every flush), so a reader that
   * connects late, or on another instance, gets it; '' or absent before the first flush. Not kept once it ended.
   */
  partial?: string
}

export interface TopicArtifact {
  topicId: string
  organizationId: string
  artifactId: string
  metadata: Record<string, unknown>
  createdBy: string
  createdAt: Date
}

export interface AppendOptions {
  /**
   * Create the conversation in the message's topic when it does not exist, in the same write that takes the seq (a
   * topic's default conversation, whose id is derived from the topic: created by its first post). An existing
   * conversation of another topic gets no message (an Error: ids derived from the topic cannot collide).
   */
  createConversation?: { title: string | null } | undefined
  /**
   * The message's id may exist already (it is derived from a client message id): look first, so a replay takes no
   * seq. Without it a duplicate id still fails with DuplicateError, leaving a gap on MongoDB.
   */
  mayExist?: boolean | undefined
}

export type LinkResult =
  | { kind: 'linked'; conversation: Conversation; created: boolean }
  | { kind: 'elsewhere'; topicId: string }

export interface TopicStore {
  /** DuplicateError when the id exists. */
  insertTopic(t: Topic): Promise<void>
  getTopic(organizationId: string, id: string): Promise<Topic | null>
  /** Topics `userId` may see (visibility organization, or a member), newest first, and how many there are. */
  listTopics(
    organizationId: string,
    userId: string,
    o: { limit: number; offset: number; workspaceId?: string },
  ): Promise<{ items: Topic[]; total: number }>

  /**
   * Links conversation `id` to the topic, creating it when new: one atomic write keyed on the id, so two concurrent
   * links cannot both succeed. Linked to this topic already: `created: false`. Linked to another topic: `elsewhere`.
   */
  linkConversation(c: {
    id: string
    organizationId: string
    topicId: string
    title: string | null
    createdAt: Date
  }): Promise<LinkResult>
  getConversation(organizationId: string, id: string): Promise<Conversation | null>
  /** The topic's conversations, oldest first. */
  listConversations(
    organizationId: string,
    topicId: string,
    o: { limit: number; offset: number },
  ): Promise<Conversation[]>

  /**
   * Appends the message with the conversation's next seq. DuplicateError when its id exists (a client message id
   * maps to one id per conversation, so a repeated post finds the first): nothing is written then.
   */
  appendMessage(m: NewTopicMessage, o?: AppendOptions): Promise<TopicMessage>
  getMessage(organizationId: string, id: string): Promise<TopicMessage | null>
  /** Messages with seq > afterSeq, ascending, at most `limit`. */
  listMessages(
    organizationId: string,
    conversationId: string,
    o: { afterSeq: number; limit: number },
  ): Promise<TopicMessage[]>

  /** DuplicateError when the id exists. */
  insertTurn(t: Turn): Promise<void>
  getTurn(organizationId: string, id: string): Promise<Turn | null>
  /** Turns of the conversation that are queued, running, failed or cancelled, by seq (what a poller still waits on, or why it stopped). */
  openTurns(organizationId: string, conversationId: string): Promise<Turn[]>
  /** The conversation's first queued turn, or null. */
  nextQueued(organizationId: string, conversationId: string): Promise<Turn | null>
  /** Queued turns of any organization, oldest first (for the worker). */
  queuedTurns(limit: number): Promise<Turn[]>
  /**
   * Starts the conversation's first queued turn for `owner` when no turn of the conversation is running: a
   * compare-and-set on the conversation's active turn, then on the turn's status (an active turn that already ended
   * counts as none, so a crash between two writes heals itself). A running turn whose lease lapsed keeps the
   * conversation until the reaper fails it. The started turn, or null when another runs or none is queued.
   */
  claimNext(
    organizationId: string,
    conversationId: string,
    owner: string,
    now: Date,
    leaseUntil: Date,
  ): Promise<Turn | null>
  /** Extends the lease while `owner` runs the turn; false when it no longer does. */
  renewLease(turnId: string, owner: string, leaseUntil: Date): Promise<boolean>
  /**
   * Ends a running turn once: completed with its answer, or failed with an error, only while it is `running` (and,
   * given an owner, held by it); frees the conversation for its next turn. False when it was not running. `events`
   * (webhook outbox: message.completed) are stored in the same write, so they exist exactly when the turn ended so.
   */
  finishTurn(
    turnId: string,
    end: {
      owner: string | null
      at: Date
      status: 'completed' | 'failed'
      answerMessageId?: string | null
      error?: { code: string; message: string } | null
    },
    events?: readonly OutboxEvent[],
  ): Promise<boolean>
  /** Running turns whose lease ended before `now`, or that started before `startedBefore` (too old). */
  staleTurns(now: Date, startedBefore: Date, limit: number): Promise<Turn[]>

  /**
   * Stores the answer written so far of a running turn held by `owner` (one write, the whole text so far); false
   * when the turn no longer runs for it (ended, cancelled, lease taken).
   */
  writePartial(turnId: string, owner: string, text: string): Promise<boolean>
  /**
   * Cancels a queued or running turn of the organization: one compare-and-set on its status, which frees the
   * conversation when it ran (the next queued turn may start). `changed: false` when it had ended already (the turn
   * as it is), or when there is no such turn (`turn: null`).
   */
  cancelTurn(organizationId: string, turnId: string, at: Date): Promise<{ changed: boolean; turn: Turn | null }>
  /** Removes a message (an answer written by a run that lost its turn to a cancel or the reaper). */
  deleteMessage(organizationId: string, id: string): Promise<void>

  /**
   * Adds a member, or changes a member's role: one atomic write on the topic. `missing` when there is no such topic;
   * `last_owner` when the change would leave the topic without an owner.
   */
  putMember(
    organizationId: string,
    topicId: string,
    m: TopicMember,
  ): Promise<'added' | 'updated' | 'unchanged' | 'last_owner' | 'missing'>
  /** Removes a member: one atomic write; `last_owner` when they are its only owner (the topic keeps one). */
  removeMember(
    organizationId: string,
    topicId: string,
    userId: string,
  ): Promise<'removed' | 'absent' | 'last_owner' | 'missing'>

  /** Links an artifact to the topic; false when it is linked already. */
  linkArtifact(a: TopicArtifact): Promise<boolean>
  listArtifacts(organizationId: string, topicId: string, o: { limit: number; offset: number }): Promise<TopicArtifact[]>
}
