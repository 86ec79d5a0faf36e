import { listPages, offsetPage, pagesOf, seqPage } from "./pagination.js";
import { get, invokeOutput, invokeRaw, send, seg, } from "./api.js";
export class TopicMembers {
    #core;
    constructor(core) {
        this.#core = core;
    }
    list(topicId, opts) {
        return invokeOutput(this.#core, 'topic.members', { topic_id: topicId }, opts);
    }
    /** Adds a member, or changes a member's role (owners only; `change`: added, updated, unchanged). */
    add(input, opts) {
        return invokeOutput(this.#core, 'topic.add-member', input, opts);
    }
    /** Removes a member (owners; anyone may remove themselves). */
    remove(input, opts) {
        return invokeOutput(this.#core, 'topic.remove-member', input, opts);
    }
}
export class TopicArtifacts {
    #core;
    constructor(core) {
        this.#core = core;
    }
    list(topicId, params = {}, opts) {
        return listPages(this.#core, `/api/v1/topics/${seg(topicId)}/artifacts`, 'data', params, opts);
    }
    /** Links an uploaded file (`artifact_id`: a file id) with a metadata object; 409 `artifact_already_linked` once linked. */
    link(topicId, body, opts) {
        return send(this.#core, 'POST', `/api/v1/topics/${seg(topicId)}/artifacts`, body, opts);
    }
}
export class TopicConversations {
    #core;
    constructor(core) {
        this.#core = core;
    }
    list(topicId, params = {}, opts) {
        return listPages(this.#core, `/api/v1/topics/${seg(topicId)}/conversations`, 'data', params, opts);
    }
    retrieve(topicId, conversationId, opts) {
        return get(this.#core, `/api/v1/topics/${seg(topicId)}/conversations/${seg(conversationId)}`, opts);
    }
    /** A conversation's messages by `seq` after `after_seq`; `for await` walks on with `next_after_seq`. */
    messages(topicId, conversationId, params = {}, opts) {
        const { after_seq: start = 0, ...rest } = params;
        const path = `/api/v1/topics/${seg(topicId)}/conversations/${seg(conversationId)}/messages`;
        return pagesOf(start, (after_seq) => this.#core.request({ method: 'GET', path, query: { ...rest, after_seq } }, opts), (body, cursor, next) => seqPage(body, 'messages', cursor, next));
    }
    /** Links a conversation to the topic (again in the same topic: `created: false`; in another: 409). */
    link(input, opts) {
        return invokeOutput(this.#core, 'topic.link-conversation', input, opts);
    }
}
export class Topics {
    #core;
    #skills;
    members;
    artifacts;
    conversations;
    constructor(core, skills) {
        this.#core = core;
        this.#skills = skills;
        this.members = new TopicMembers(core);
        this.artifacts = new TopicArtifacts(core);
        this.conversations = new TopicConversations(core);
    }
    /** The topics the caller may see; `for await` walks every page. */
    list(params = {}, opts) {
        const { offset: start = 0, ...rest } = params;
        return pagesOf(start, (offset) => outputOf(invokeRaw(this.#core, 'topic.list', { ...rest, offset }, opts)), (body, cursor, next) => offsetPage(body, 'topics', cursor, next));
    }
    create(input, opts) {
        return invokeOutput(this.#core, 'topic.create', input, opts);
    }
    retrieve(topicId, params = {}, opts) {
        return invokeOutput(this.#core, 'topic.get', { ...params, topic_id: topicId }, opts);
    }
    /** Posts a question and waits for the answer (at most `wait_ms`): `completed`, `failed`, or `running` with `query_id`. */
    ask(input, opts) {
        return invokeOutput(this.#core, 'topic.ask', input, opts);
    }
    /** Asks and streams the answer: `delta` events ({query_id, offset, text}) as the model writes, then `result`. */
    askStream(input, opts) {
        return this.#skills.stream('topic.ask', input, opts);
    }
    /** Posts a message; its turn runs server-side (`submitted`), or answered inline (`completed`). */
    postMessage(input, opts) {
        return invokeOutput(this.#core, 'topic.post-message', input, opts);
    }
    /**
     * The topic's messages by `seq` (its default conversation unless `conversation_id`), with `pending` turns on each
     * page's body; `for await` walks on with `next_after_seq`.
     */
    messages(input, opts) {
        const { after_seq: start = 0, ...rest } = input;
        return pagesOf(start, (after_seq) => outputOf(invokeRaw(this.#core, 'topic.messages', { ...rest, after_seq }, opts)), (body, cursor, next) => seqPage(body, 'messages', cursor, next));
    }
    /** Follows a turn: every `delta` written so far and then each new one, then the `result` (the turn's state). */
    followTurn(input, opts) {
        return this.#skills.stream('topic.follow-turn', input, opts);
    }
    /** Cancels a queued or running turn (again: `changed: false`; a finished turn is 409 `turn_not_cancellable`). */
    cancelTurn(input, opts) {
        return invokeOutput(this.#core, 'topic.cancel-turn', input, opts);
    }
}
async function outputOf(p) {
    const r = await p;
    return { data: r.data.output, response: r.response };
}
//# sourceMappingURL=topics.js.map