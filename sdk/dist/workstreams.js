// The WorkStreams resources (spec: /api/v1/workstreams/...): templates and their versions, workplans (with the write
// gate and triggers), cycles (start, read, tail, and the commands: pause, resume, cancel, approve or reject, and per
// task retry, skip, input), the approvals inbox, and the Studio's drafts. Commands and draft edits take `{ ifMatch }`
// (the `version` you read; 412 `version_mismatch` when it moved). The deprecated `/blueprints` aliases are left out:
// they are the workplans under another name.
import { APIConnectionError, APIUserAbortError } from "./errors.js";
import { listPages, nextAfterSeq, Page, pagesOf } from "./pagination.js";
import { backoffRange } from "./retry.js";
import { sseEvents } from "./sse.js";
import { get, send, seg } from "./api.js";
const WS = '/api/v1/workstreams';
export class TemplateVersions {
    #core;
    constructor(core) {
        this.#core = core;
    }
    /** Publishes the template's next version (201). */
    create(templateId, body, opts) {
        return send(this.#core, 'POST', `${WS}/templates/${seg(templateId)}/versions`, body, opts);
    }
    retrieve(templateId, version, opts) {
        return get(this.#core, `${WS}/templates/${seg(templateId)}/versions/${version}`, opts);
    }
}
export class Templates {
    #core;
    versions;
    constructor(core) {
        this.#core = core;
        this.versions = new TemplateVersions(core);
    }
    create(body, opts) {
        return send(this.#core, 'POST', `${WS}/templates`, body, opts);
    }
    list(params = {}, opts) {
        return listPages(this.#core, `${WS}/templates`, 'data', params, opts);
    }
    retrieve(templateId, opts) {
        return get(this.#core, `${WS}/templates/${seg(templateId)}`, opts);
    }
}
export class Workplans {
    #core;
    constructor(core) {
        this.#core = core;
    }
    create(body, opts) {
        return send(this.#core, 'POST', `${WS}/workplans`, body, opts);
    }
    list(params = {}, opts) {
        return listPages(this.#core, `${WS}/workplans`, 'data', params, opts);
    }
    retrieve(id, opts) {
        return get(this.#core, `${WS}/workplans/${seg(id)}`, opts);
    }
    update(id, body, opts) {
        return send(this.#core, 'PATCH', `${WS}/workplans/${seg(id)}`, body, opts);
    }
    archive(id, opts) {
        return send(this.#core, 'POST', `${WS}/workplans/${seg(id)}/archive`, undefined, opts);
    }
    /** Whether the workplan's write skills may write, and why not. */
    writeStatus(id, opts) {
        return get(this.#core, `${WS}/workplans/${seg(id)}/write-status`, opts);
    }
    enableWrites(id, opts) {
        return send(this.#core, 'POST', `${WS}/workplans/${seg(id)}/enable-writes`, undefined, opts);
    }
    disableWrites(id, opts) {
        return send(this.#core, 'POST', `${WS}/workplans/${seg(id)}/disable-writes`, undefined, opts);
    }
    /** The workplan's triggers (its schedule's next fire times and what they started). */
    triggers(id, params = {}, opts) {
        return listPages(this.#core, `${WS}/workplans/${seg(id)}/triggers`, 'data', params, opts);
    }
}
export class CycleTasks {
    #core;
    constructor(core) {
        this.#core = core;
    }
    list(cycleId, params = {}, opts) {
        return listPages(this.#core, `${WS}/cycles/${seg(cycleId)}/tasks`, 'data', params, opts);
    }
    /** Runs a failed task again. */
    retry(cycleId, taskKey, opts) {
        return send(this.#core, 'POST', `${WS}/cycles/${seg(cycleId)}/tasks/${seg(taskKey)}/retry`, undefined, opts);
    }
    /** Skips a task, with a justification recorded in the history. */
    skip(cycleId, taskKey, body, opts) {
        return send(this.#core, 'POST', `${WS}/cycles/${seg(cycleId)}/tasks/${seg(taskKey)}/skip`, body, opts);
    }
    /** Supplies the value an input task waits for (matching its `input_schema`). */
    input(cycleId, taskKey, body, opts) {
        return send(this.#core, 'POST', `${WS}/cycles/${seg(cycleId)}/tasks/${seg(taskKey)}/input`, body, opts);
    }
}
export class Cycles {
    #core;
    tasks;
    constructor(core) {
        this.#core = core;
        this.tasks = new CycleTasks(core);
    }
    create(body, opts) {
        return send(this.#core, 'POST', `${WS}/cycles`, body, opts);
    }
    list(params = {}, opts) {
        return listPages(this.#core, `${WS}/cycles`, 'data', params, opts);
    }
    retrieve(id, opts) {
        return get(this.#core, `${WS}/cycles/${seg(id)}`, opts);
    }
    /** Pauses the cycle (`mode`: `drain` lets running tasks finish, 202 until they have; `immediate`). */
    pause(id, body = {}, opts) {
        return send(this.#core, 'POST', `${WS}/cycles/${seg(id)}/pause`, body, opts);
    }
    resume(id, opts) {
        return send(this.#core, 'POST', `${WS}/cycles/${seg(id)}/resume`, undefined, opts);
    }
    cancel(id, body = {}, opts) {
        return send(this.#core, 'POST', `${WS}/cycles/${seg(id)}/cancel`, body, opts);
    }
    /** Approves a task waiting on approval (`decision: 'approve'`, the default) with a comment. */
    approve(id, body, opts) {
        return send(this.#core, 'POST', `${WS}/cycles/${seg(id)}/approve`, { ...body, decision: 'approve' }, opts);
    }
    /** Rejects a task waiting on approval: it runs again as a new revision. */
    reject(id, body, opts) {
        return send(this.#core, 'POST', `${WS}/cycles/${seg(id)}/approve`, { ...body, decision: 'reject' }, opts);
    }
    /**
     * The cycle's event log as JSON pages after `after_seq` (await: one page; `for await`: every event so far, each
     * next page after the last `seq` received). For events still to come, `tail`.
     */
    events(id, params = {}, opts) {
        const { after_seq: start = 0, ...rest } = params;
        const path = `${WS}/cycles/${seg(id)}/events`;
        return pagesOf(start, (after_seq) => this.#core.request({ method: 'GET', path, query: { ...rest, after_seq } }, opts), (body, cursor, next) => {
            const data = body.data ?? [];
            return new Page(body, data, cursor, nextAfterSeq(cursor, data.length, body.has_more === true, data.at(-1)?.seq), next);
        });
    }
    /**
     * The live tail (SSE): every event after `lastEventId` (else the whole history), then new ones until the cycle's
     * terminal event (a `cycle.status` to completed, failed or cancelled). A connection that drops, or ends before that
     * event, is resumed with `Last-Event-ID` (the last `seq` received) after a short backoff, up to `maxReconnects`
     * times without progress; leaving the loop closes the stream.
     */
    async *tail(id, o = {}) {
        const { lastEventId, maxReconnects = 5, ...opts } = o;
        let last = lastEventId === undefined ? null : String(lastEventId);
        let failures = 0;
        for (;;) {
            const { response } = await this.#core.request({
                method: 'GET',
                path: `${WS}/cycles/${seg(id)}/events`,
                stream: true,
                headers: { accept: 'text/event-stream', ...(last !== null ? { 'last-event-id': last } : {}) },
            }, opts);
            const abort = response.abort ?? (() => { });
            let dropped = null;
            try {
                for await (const ev of sseEvents(response, abort)) {
                    failures = 0;
                    if (ev.id !== null)
                        last = ev.id;
                    const data = JSON.parse(ev.data);
                    yield { event: ev.event, data, id: ev.id };
                    if (isTerminalEvent(ev.event, data))
                        return;
                }
            }
            catch (err) {
                if (opts.signal?.aborted)
                    throw new APIUserAbortError();
                dropped = err;
            }
            if (++failures > maxReconnects)
                throw dropped ?? new APIConnectionError('The cycle tail ended before the cycle did, too many times in a row.');
            await new Promise((r) => setTimeout(r, backoffRange(failures - 1)[1]));
        }
    }
}
function isTerminalEvent(event, data) {
    const to = data?.data?.to;
    return event === 'cycle.status' && (to === 'completed' || to === 'failed' || to === 'cancelled');
}
export class Approvals {
    #core;
    constructor(core) {
        this.#core = core;
    }
    /** The approvals inbox: tasks of open cycles waiting on a decision the caller may make, each with the cycle's `version`. */
    list(params = {}, opts) {
        return listPages(this.#core, `${WS}/approvals`, 'data', params, opts);
    }
}
export class Drafts {
    #core;
    constructor(core) {
        this.#core = core;
    }
    create(body, opts) {
        return send(this.#core, 'POST', `${WS}/drafts`, body, opts);
    }
    list(params = {}, opts) {
        return listPages(this.#core, `${WS}/drafts`, 'data', params, opts);
    }
    retrieve(id, opts) {
        return get(this.#core, `${WS}/drafts/${seg(id)}`, opts);
    }
    /** Replaces the fields given (version + 1); pass `{ ifMatch: draft.version }` to refuse a lost update. */
    update(id, body, opts) {
        return send(this.#core, 'PATCH', `${WS}/drafts/${seg(id)}`, body, opts);
    }
    delete(id, opts) {
        return send(this.#core, 'DELETE', `${WS}/drafts/${seg(id)}`, undefined, opts);
    }
    /** Every problem of the draft (changes nothing): `valid`, and each problem with its `task_key` and `loc`. */
    validate(id, opts) {
        return send(this.#core, 'POST', `${WS}/drafts/${seg(id)}/validate`, undefined, opts);
    }
    /** The task graph the draft would run for a workplan and period (nothing runs, nothing is stored). */
    preview(id, body, opts) {
        return send(this.#core, 'POST', `${WS}/drafts/${seg(id)}/preview`, body, opts);
    }
    /** Publishes the draft as a template version (201 with the draft and the template). */
    publish(id, opts) {
        return send(this.#core, 'POST', `${WS}/drafts/${seg(id)}/publish`, undefined, opts);
    }
}
export class Workstreams {
    templates;
    workplans;
    cycles;
    approvals;
    drafts;
    constructor(core) {
        this.templates = new Templates(core);
        this.workplans = new Workplans(core);
        this.cycles = new Cycles(core);
        this.approvals = new Approvals(core);
        this.drafts = new Drafts(core);
    }
}
//# sourceMappingURL=workstreams.js.map