import type { Core, RequestOptions } from './core.ts';
import { type PagePromise } from './pagination.ts';
import type { Skills } from './resources.ts';
import { type BodyOf, type ItemOf, type QueryOf, type ResultOf } from './api.ts';
import type { SkillInput, SkillOutput, SkillResult } from './skill-types.ts';
type Topic = SkillOutput<'topic.list'>['topics'][number];
/** A piece of a turn's answer as the model writes it: `offset` counts UTF-16 units from the answer's start. */
export interface TopicDelta {
    query_id: string;
    offset: number;
    text: string;
}
/** What askStream and followTurn yield: `delta` pieces, then the `result` (the skill's invocation result). */
export type TopicStreamEvent<R> = {
    event: 'delta';
    data: {
        data: TopicDelta;
    };
    id: string | null;
} | {
    event: 'progress';
    data: {
        fraction: number;
        message: string;
    };
    id: string | null;
} | {
    event: 'result';
    data: R;
    id: string | null;
};
type Message = SkillOutput<'topic.messages'>['messages'][number];
export declare class TopicMembers {
    #private;
    constructor(core: Core);
    list(topicId: string, opts?: RequestOptions): import("./core.ts").APIPromise<{
        topic_id: string;
        members: {
            user_id: string;
            role: "owner" | "member";
            added_at: string;
        }[];
        stub_fields: string[];
        warnings: string[];
    }>;
    /** Adds a member, or changes a member's role (owners only; `change`: added, updated, unchanged). */
    add(input: SkillInput<'topic.add-member'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        topic_id: string;
        member: {
            user_id: string;
            role: "owner" | "member";
            added_at: string;
        };
        change: "added" | "updated" | "unchanged";
        stub_fields: string[];
        warnings: string[];
    }>;
    /** Removes a member (owners; anyone may remove themselves). */
    remove(input: SkillInput<'topic.remove-member'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        topic_id: string;
        user_id: string;
        removed: boolean;
        stub_fields: string[];
        warnings: string[];
    }>;
}
export declare class TopicArtifacts {
    #private;
    constructor(core: Core);
    list(topicId: string, params?: QueryOf<'listTopicArtifacts'>, opts?: RequestOptions): PagePromise<ItemOf<'listTopicArtifacts'>>;
    /** Links an uploaded file (`artifact_id`: a file id) with a metadata object; 409 `artifact_already_linked` once linked. */
    link(topicId: string, body: BodyOf<'linkTopicArtifact'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        topic_id: string;
        artifact_id: string;
        metadata: Record<string, unknown>;
        created_by: string;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
}
export declare class TopicConversations {
    #private;
    constructor(core: Core);
    list(topicId: string, params?: QueryOf<'listTopicConversations'>, opts?: RequestOptions): PagePromise<ItemOf<'listTopicConversations'>>;
    retrieve(topicId: string, conversationId: string, opts?: RequestOptions): import("./core.ts").APIPromise<{
        id: string;
        topic_id: string;
        title: string | null;
        last_seq: number;
        created_at: import("./index.ts").components["schemas"]["Timestamp"];
    }>;
    /** A conversation's messages by `seq` after `after_seq`; `for await` walks on with `next_after_seq`. */
    messages(topicId: string, conversationId: string, params?: QueryOf<'listConversationMessages'>, opts?: RequestOptions): PagePromise<ResultOf<'listConversationMessages'>['messages'][number]>;
    /** Links a conversation to the topic (again in the same topic: `created: false`; in another: 409). */
    link(input: SkillInput<'topic.link-conversation'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        conversation: {
            id: string;
            topic_id: string;
            last_seq: number;
        } & {
            [key: string]: unknown;
        };
        created: boolean;
        stub_fields: string[];
        warnings: string[];
    }>;
}
export declare class Topics {
    #private;
    readonly members: TopicMembers;
    readonly artifacts: TopicArtifacts;
    readonly conversations: TopicConversations;
    constructor(core: Core, skills: Skills);
    /** The topics the caller may see; `for await` walks every page. */
    list(params?: SkillInput<'topic.list'>, opts?: RequestOptions): PagePromise<Topic>;
    create(input: SkillInput<'topic.create'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        topic: import("./index.ts").components["schemas"]["TopicView"];
        stub_fields: string[];
        warnings: string[];
    }>;
    retrieve(topicId: string, params?: Omit<SkillInput<'topic.get'>, 'topic_id'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        topic: import("./index.ts").components["schemas"]["TopicView"];
        canvas?: Record<string, unknown> | null;
        stub_fields: string[];
        warnings: string[];
    }>;
    /** Posts a question and waits for the answer (at most `wait_ms`): `completed`, `failed`, or `running` with `query_id`. */
    ask(input: SkillInput<'topic.ask'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        status: "completed" | "running" | "failed" | "cancelled";
        query_id: string;
        conversation_id: string;
        message: import("./index.ts").components["schemas"]["TopicMessageView"];
        answer: import("./index.ts").components["schemas"]["TopicMessageView"] | null;
        error: {
            code?: string;
            message?: string;
        } | null;
        replayed: boolean;
        poll_after_ms?: number;
        stub_fields: string[];
        warnings: string[];
    }>;
    /** Asks and streams the answer: `delta` events ({query_id, offset, text}) as the model writes, then `result`. */
    askStream(input: SkillInput<'topic.ask'>, opts?: RequestOptions): AsyncGenerator<TopicStreamEvent<SkillResult<'topic.ask'>>>;
    /** Posts a message; its turn runs server-side (`submitted`), or answered inline (`completed`). */
    postMessage(input: SkillInput<'topic.post-message'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        status: "submitted" | "completed" | "failed" | "cancelled";
        query_id: string;
        conversation_id: string;
        message: import("./index.ts").components["schemas"]["TopicMessageView"];
        answer: import("./index.ts").components["schemas"]["TopicMessageView"] | null;
        error: {
            code?: string;
            message?: string;
        } | null;
        replayed: boolean;
        stub_fields: string[];
        warnings: string[];
    }>;
    /**
     * The topic's messages by `seq` (its default conversation unless `conversation_id`), with `pending` turns on each
     * page's body; `for await` walks on with `next_after_seq`.
     */
    messages(input: SkillInput<'topic.messages'>, opts?: RequestOptions): PagePromise<Message>;
    /** Follows a turn: every `delta` written so far and then each new one, then the `result` (the turn's state). */
    followTurn(input: SkillInput<'topic.follow-turn'>, opts?: RequestOptions): AsyncGenerator<TopicStreamEvent<SkillResult<'topic.follow-turn'>>>;
    /** Cancels a queued or running turn (again: `changed: false`; a finished turn is 409 `turn_not_cancellable`). */
    cancelTurn(input: SkillInput<'topic.cancel-turn'>, opts?: RequestOptions): import("./core.ts").APIPromise<{
        status: "queued" | "running" | "completed" | "failed" | "cancelled";
        query_id: string;
        conversation_id: string;
        answer: import("./index.ts").components["schemas"]["TopicMessageView"] | null;
        error: {
            code?: string;
            message?: string;
        } | null;
        poll_after_ms?: number;
        changed: boolean;
        stub_fields: string[];
        warnings: string[];
    }>;
}
export {};
//# sourceMappingURL=topics.d.ts.map