// Topics and their turns (spec: "Topic turn", "Topic and WorkStream skills", the /api/v1/topics routes). Most of a
// topic lives behind skills (topic.create, topic.ask, …, invoked on /api/v1/skills/{skill}/invoke): these methods
// invoke them typed from the generated schema and answer the skill's `output` (the correlation id is in
// withResponse()). Asking streams: `askStream` and `followTurn` yield the answer's `delta` pieces ({query_id, offset,
// text}) and then the `result`. Artifacts and conversations are REST routes.
import type { Core, RequestOptions } from './core.ts'
import { listPages, offsetPage, pagesOf, seqPage, type PagePromise } from './pagination.ts'
import type { Skills } from './resources.ts'
import {
  get,
  invokeOutput,
  invokeRaw,
  send,
  seg,
  type BodyOf,
  type ItemOf,
  type QueryOf,
  type ResultOf,
} from './api.ts'
import type { SkillInput, SkillOutput, SkillResult } from './skill-types.ts'

type Topic = SkillOutput<'topic.list'>['topics'][number]

/** A piece of a turn's answer as the model writes it: `offset` counts UTF-16 units from the answer's start. */
export interface TopicDelta {
  query_id: string
  offset: number
  text: string
}

/** What askStream and followTurn yield: `delta` pieces, then the `result` (the skill's invocation result). */
export type TopicStreamEvent<R> =
  | { event: 'delta'; data: { data: TopicDelta }; id: string | null }
  | { event: 'progress'; data: { fraction: number; message: string }; id: string | null }
  | { event: 'result'; data: R; id: string | null }
type Message = SkillOutput<'topic.messages'>['messages'][number]

export class TopicMembers {
  readonly #core: Core
  constructor(core: Core) {
    this.#core = core
  }
  list(topicId: string, opts?: RequestOptions) {
    return invokeOutput(this.#core, 'topic.members', { topic_id: topicId }, opts)
  }
  /** Adds a member, or changes a member's role (owners only; `change`: added, updated, unchanged). */
  add(input: SkillInput<'topic.add-member'>, opts?: RequestOptions) {
    return invokeOutput(this.#core, 'topic.add-member', input, opts)
  }
  /** Removes a member (owners; anyone may remove themselves). */
  remove(input: SkillInput<'topic.remove-member'>, opts?: RequestOptions) {
    return invokeOutput(this.#core, 'topic.remove-member', input, opts)
  }
}

export class TopicArtifacts {
  readonly #core: Core
  constructor(core: Core) {
    this.#core = core
  }
  list(
    topicId: string,
    params: QueryOf<'listTopicArtifacts'> = {},
    opts?: RequestOptions,
  ): PagePromise<ItemOf<'listTopicArtifacts'>> {
    return listPages(this.#core, `/api/v1/topics/${seg(topicId)}/artifacts`, 'data', params, opts)
  }
  /** Links an uploaded file (`artifact_id`: a file id) with a metadata object; 409 `artifact_already_linked` once linked. */
  link(topicId: string, body: BodyOf<'linkTopicArtifact'>, opts?: RequestOptions) {
    return send<ResultOf<'linkTopicArtifact', 201>>(
      this.#core,
      'POST',
      `/api/v1/topics/${seg(topicId)}/artifacts`,
      body,
      opts,
    )
  }
}

export class TopicConversations {
  readonly #core: Core
  constructor(core: Core) {
    this.#core = core
  }
  list(
    topicId: string,
    params: QueryOf<'listTopicConversations'> = {},
    opts?: RequestOptions,
  ): PagePromise<ItemOf<'listTopicConversations'>> {
    return listPages(this.#core, `/api/v1/topics/${seg(topicId)}/conversations`, 'data', params, opts)
  }
  retrieve(topicId: string, conversationId: string, opts?: RequestOptions) {
    return get<ResultOf<'getTopicConversation'>>(
      this.#core,
      `/api/v1/topics/${seg(topicId)}/conversations/${seg(conversationId)}`,
      opts,
    )
  }
  /** A conversation's messages by `seq` after `after_seq`; `for await` walks on with `next_after_seq`. */
  messages(
    topicId: string,
    conversationId: string,
    params: QueryOf<'listConversationMessages'> = {},
    opts?: RequestOptions,
  ): PagePromise<ResultOf<'listConversationMessages'>['messages'][number]> {
    const { after_seq: start = 0, ...rest } = params
    const path = `/api/v1/topics/${seg(topicId)}/conversations/${seg(conversationId)}/messages`
    return pagesOf(
      start,
      (after_seq) =>
        this.#core.request<Record<string, unknown>>({ method: 'GET', path, query: { ...rest, after_seq } }, opts),
      (body, cursor, next) => seqPage(body, 'messages', cursor, next),
    )
  }
  /** Links a conversation to the topic (again in the same topic: `created: false`; in another: 409). */
  link(input: SkillInput<'topic.link-conversation'>, opts?: RequestOptions) {
    return invokeOutput(this.#core, 'topic.link-conversation', input, opts)
  }
}

export class Topics {
  readonly #core: Core
  readonly #skills: Skills
  readonly members: TopicMembers
  readonly artifacts: TopicArtifacts
  readonly conversations: TopicConversations
  constructor(core: Core, skills: Skills) {
    this.#core = core
    this.#skills = skills
    this.members = new TopicMembers(core)
    this.artifacts = new TopicArtifacts(core)
    this.conversations = new TopicConversations(core)
  }

  /** The topics the caller may see; `for await` walks every page. */
  list(params: SkillInput<'topic.list'> = {}, opts?: RequestOptions): PagePromise<Topic> {
    const { offset: start = 0, ...rest } = params
    return pagesOf(
      start,
      (offset) => outputOf(invokeRaw(this.#core, 'topic.list', { ...rest, offset }, opts)),
      (body, cursor, next) => offsetPage(body, 'topics', cursor, next),
    )
  }
  create(input: SkillInput<'topic.create'>, opts?: RequestOptions) {
    return invokeOutput(this.#core, 'topic.create', input, opts)
  }
  retrieve(topicId: string, params: Omit<SkillInput<'topic.get'>, 'topic_id'> = {}, opts?: RequestOptions) {
    return invokeOutput(this.#core, 'topic.get', { ...params, topic_id: topicId }, opts)
  }

  /** Posts a question and waits for the answer (at most `wait_ms`): `completed`, `failed`, or `running` with `query_id`. */
  ask(input: SkillInput<'topic.ask'>, opts?: RequestOptions) {
    return invokeOutput(this.#core, 'topic.ask', input, opts)
  }
  /** Asks and streams the answer: `delta` events ({query_id, offset, text}) as the model writes, then `result`. */
  askStream(
    input: SkillInput<'topic.ask'>,
    opts?: RequestOptions,
  ): AsyncGenerator<TopicStreamEvent<SkillResult<'topic.ask'>>> {
    return this.#skills.stream('topic.ask', input, opts) as AsyncGenerator<TopicStreamEvent<SkillResult<'topic.ask'>>>
  }
  /** Posts a message; its turn runs server-side (`submitted`), or answered inline (`completed`). */
  postMessage(input: SkillInput<'topic.post-message'>, opts?: RequestOptions) {
    return invokeOutput(this.#core, 'topic.post-message', input, opts)
  }
  /**
   * The topic's messages by `seq` (its default conversation unless `conversation_id`), with `pending` turns on each
   * page's body; `for await` walks on with `next_after_seq`.
   */
  messages(input: SkillInput<'topic.messages'>, opts?: RequestOptions): PagePromise<Message> {
    const { after_seq: start = 0, ...rest } = input
    return pagesOf(
      start,
      (after_seq) => outputOf(invokeRaw(this.#core, 'topic.messages', { ...rest, after_seq }, opts)),
      (body, cursor, next) => seqPage(body, 'messages', cursor, next),
    )
  }
  /** Follows a turn: every `delta` written so far and then each new one, then the `result` (the turn's state). */
  followTurn(
    input: SkillInput<'topic.follow-turn'>,
    opts?: RequestOptions,
  ): AsyncGenerator<TopicStreamEvent<SkillResult<'topic.follow-turn'>>> {
    return this.#skills.stream('topic.follow-turn', input, opts) as AsyncGenerator<
      TopicStreamEvent<SkillResult<'topic.follow-turn'>>
    >
  }
  /** Cancels a queued or running turn (again: `changed: false`; a finished turn is 409 `turn_not_cancellable`). */
  cancelTurn(input: SkillInput<'topic.cancel-turn'>, opts?: RequestOptions) {
    return invokeOutput(this.#core, 'topic.cancel-turn', input, opts)
  }
}

async function outputOf(
  p: Promise<{ data: unknown; response: Response }>,
): Promise<{ data: Record<string, unknown>; response: Response }> {
  const r = await p
  return { data: (r.data as { output: Record<string, unknown> }).output, response: r.response }
}
