var __rewriteRelativeImportExtension = (this && this.__rewriteRelativeImportExtension) || function (path, preserveJsx) {
    if (typeof path === "string" && /^\.\.?\//.test(path)) {
        return path.replace(/\.(tsx)$|((?:\.d)?)((?:\.[^./]+?)?)\.([cm]?)ts$/i, function (m, tsx, d, ext, cm) {
            return tsx ? preserveJsx ? ".jsx" : ".js" : d && (!ext || !cm) ? m : (d + ext + "." + cm.toLowerCase() + "js");
        });
    }
    return path;
};
// The resources over REST routes: skills, connect keys, connections, webhooks, clients, files, model usage (the
// WorkStreams are in workstreams.ts, topics in topics.ts). One line per method: the spec carries the types (api.ts
// picks them from the generated `operations`), core.ts the behaviour. Lists return a PagePromise (await for a page,
// `for await` for every item); writes get an Idempotency-Key from the core.
import { APIPromise } from "./core.js";
import { listPages } from "./pagination.js";
import { sseEvents, StreamError } from "./sse.js";
import { get, send, seg } from "./api.js";
export class Skills {
    #core;
    constructor(core) {
        this.#core = core;
    }
    /** Runs a skill; input and result are typed per skill name. */
    invoke(name, input, opts) {
        return send(this.#core, 'POST', `/api/v1/skills/${seg(name)}/invoke`, input, opts);
    }
    /** A skill this SDK version does not know yet (by name or slug); the result is untyped. */
    invokeRaw(name, input, opts) {
        return send(this.#core, 'POST', `/api/v1/skills/${seg(name)}/invoke`, input, opts);
    }
    /** The catalogue (never throttled). */
    list(params = {}, opts) {
        return listPages(this.#core, '/api/v1/skills', 'skills', params, opts);
    }
    /**
     * A streaming skill's events (`progress`, `delta`, then `result`); an `error` event is thrown as a StreamError.
     * Leaving the loop early aborts the request.
     */
    async *stream(name, input, opts) {
        const { response } = await this.#core.request({
            method: 'POST',
            path: `/api/v1/skills/${seg(name)}/invoke`,
            body: input,
            stream: true,
            headers: { accept: 'text/event-stream' },
        }, opts);
        const abort = response.abort ?? (() => { });
        if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
            // A skill that does not stream answers with its plain JSON result: one `result` event.
            yield { event: 'result', data: (await response.json()), id: null };
            return;
        }
        for await (const ev of sseEvents(response, abort))
            yield parseSkillEvent(ev);
    }
}
function parseSkillEvent(ev) {
    let data = ev.data;
    try {
        data = JSON.parse(ev.data);
    }
    catch {
        /* leave as text */
    }
    if (ev.event === 'error') {
        const env = data?.error;
        throw new StreamError(env ?? { type: 'api_error', code: 'stream_error', message: String(ev.data) });
    }
    return { event: ev.event, data: data, id: ev.id };
}
export class ConnectKeys {
    #core;
    constructor(core) {
        this.#core = core;
    }
    create(body, opts) {
        return send(this.#core, 'POST', '/api/v1/connect-keys', body, opts);
    }
    list(params = {}, opts) {
        return listPages(this.#core, '/api/v1/connect-keys', 'data', params, opts);
    }
    retrieve(keyId, opts) {
        return get(this.#core, `/api/v1/connect-keys/${seg(keyId)}`, opts);
    }
    update(keyId, body, opts) {
        return send(this.#core, 'PATCH', `/api/v1/connect-keys/${seg(keyId)}`, body, opts);
    }
    delete(keyId, opts) {
        return send(this.#core, 'DELETE', `/api/v1/connect-keys/${seg(keyId)}`, undefined, opts);
    }
    rotate(keyId, body = {}, opts) {
        return send(this.#core, 'POST', `/api/v1/connect-keys/${seg(keyId)}/rotate`, body, opts);
    }
    flushCache(keyId, opts) {
        return send(this.#core, 'POST', `/api/v1/connect-keys/${seg(keyId)}/flush-cache`, undefined, opts);
    }
    /** The organization's workspaces (for a key's `workspace_id`). */
    workspaces(params = {}, opts) {
        return listPages(this.#core, '/api/v1/connect-keys/_helpers/workspaces', 'data', params, opts);
    }
    permissionCatalog(opts) {
        return get(this.#core, '/api/v1/connect-keys/_helpers/permission-catalog', opts);
    }
}
export class WebhookDeliveries {
    #core;
    constructor(core) {
        this.#core = core;
    }
    list(endpointId, params = {}, opts) {
        return listPages(this.#core, `/api/v1/webhooks/endpoints/${seg(endpointId)}/deliveries`, 'data', params, opts);
    }
    redeliver(endpointId, deliveryId, opts) {
        return send(this.#core, 'POST', `/api/v1/webhooks/endpoints/${seg(endpointId)}/deliveries/${seg(deliveryId)}/redeliver`, undefined, opts);
    }
    /** A delivery with its recorded attempts (code, duration, the start of the receiver's answer), newest first. */
    retrieve(endpointId, deliveryId, opts) {
        return get(this.#core, `/api/v1/webhooks/endpoints/${seg(endpointId)}/deliveries/${seg(deliveryId)}`, opts);
    }
}
export class WebhookEndpoints {
    #core;
    deliveries;
    constructor(core) {
        this.#core = core;
        this.deliveries = new WebhookDeliveries(core);
    }
    create(body, opts) {
        return send(this.#core, 'POST', '/api/v1/webhooks/endpoints', body, opts);
    }
    list(params = {}, opts) {
        return listPages(this.#core, '/api/v1/webhooks/endpoints', 'data', params, opts);
    }
    retrieve(id, opts) {
        return get(this.#core, `/api/v1/webhooks/endpoints/${seg(id)}`, opts);
    }
    update(id, body, opts) {
        return send(this.#core, 'PATCH', `/api/v1/webhooks/endpoints/${seg(id)}`, body, opts);
    }
    delete(id, opts) {
        return send(this.#core, 'DELETE', `/api/v1/webhooks/endpoints/${seg(id)}`, undefined, opts);
    }
    rotateSecret(id, body = {}, opts) {
        return send(this.#core, 'POST', `/api/v1/webhooks/endpoints/${seg(id)}/rotate-secret`, body, opts);
    }
    /** Queues one `webhook.test` delivery to this endpoint only (follow it in `deliveries`). */
    sendTestEvent(id, opts) {
        return send(this.#core, 'POST', `/api/v1/webhooks/endpoints/${seg(id)}/test`, undefined, opts);
    }
}
export class Webhooks {
    endpoints;
    #core;
    constructor(core) {
        this.#core = core;
        this.endpoints = new WebhookEndpoints(core);
    }
    eventTypes(opts) {
        return get(this.#core, '/v1/webhooks/event-types', opts);
    }
}
export class Clients {
    #core;
    constructor(core) {
        this.#core = core;
    }
    create(body, opts) {
        return send(this.#core, 'POST', '/api/v1/clients', body, opts);
    }
    list(params = {}, opts) {
        return listPages(this.#core, '/api/v1/clients', 'data', params, opts);
    }
    retrieve(id, opts) {
        return get(this.#core, `/api/v1/clients/${seg(id)}`, opts);
    }
    update(id, body, opts) {
        return send(this.#core, 'PATCH', `/api/v1/clients/${seg(id)}`, body, opts);
    }
    /** The client's journal entries with their lines (the ids a reconciliation names), a page at a time. */
    journalEntries(id, params = {}, opts) {
        return listPages(this.#core, `/api/v1/clients/${seg(id)}/journal-entries`, 'data', params, opts);
    }
    journalEntry(id, entryId, opts) {
        return get(this.#core, `/api/v1/clients/${seg(id)}/journal-entries/${seg(entryId)}`, opts);
    }
    /** The client's bank statement lines, a page at a time. */
    statementLines(id, params = {}, opts) {
        return listPages(this.#core, `/api/v1/clients/${seg(id)}/statement-lines`, 'data', params, opts);
    }
}
/** The organization's workspaces; clients, files, workplans and topics belong to one. */
export class Workspaces {
    #core;
    constructor(core) {
        this.#core = core;
    }
    create(body, opts) {
        return send(this.#core, 'POST', '/api/v1/workspaces', body, opts);
    }
    list(params = {}, opts) {
        return listPages(this.#core, '/api/v1/workspaces', 'data', params, opts);
    }
    retrieve(id, opts) {
        return get(this.#core, `/api/v1/workspaces/${seg(id)}`, opts);
    }
    update(id, body, opts) {
        return send(this.#core, 'PATCH', `/api/v1/workspaces/${seg(id)}`, body, opts);
    }
    archive(id, opts) {
        return send(this.#core, 'POST', `/api/v1/workspaces/${seg(id)}/archive`, undefined, opts);
    }
    restore(id, opts) {
        return send(this.#core, 'POST', `/api/v1/workspaces/${seg(id)}/restore`, undefined, opts);
    }
}
export class Connections {
    #core;
    constructor(core) {
        this.#core = core;
    }
    /** The organization's OAuth connections (MCP clients authorised by its people). */
    list(params = {}, opts) {
        return listPages(this.#core, '/api/v1/connections', 'data', params, opts);
    }
    /** Revokes a connection's tokens (204; idempotent). */
    revoke(connectionId, opts) {
        return send(this.#core, 'DELETE', `/api/v1/connections/${seg(connectionId)}`, undefined, opts);
    }
}
async function toBlob(file, type) {
    if (file instanceof Blob)
        return type && type !== file.type ? file.slice(0, file.size, type) : file;
    const opts = type ? { type } : {};
    if (file instanceof ArrayBuffer || ArrayBuffer.isView(file))
        return new Blob([file], opts);
    if (file instanceof ReadableStream)
        return new Blob([await new Response(file).arrayBuffer()], opts);
    const parts = [];
    for await (const chunk of file)
        parts.push(chunk);
    return new Blob(parts, opts);
}
export class Files {
    #core;
    constructor(core) {
        this.#core = core;
    }
    /**
     * Uploads a file (multipart/form-data, one part `file`) and answers its record (201). The bytes are held as a
     * Blob so that a retry sends them again under the same Idempotency-Key (the server compares the body's SHA-256 on
     * a replay); a stream is read to its end first. Over FILE_LIMIT_BYTES the server answers 413.
     */
    create(file, params = {}, opts) {
        const filename = params.filename ?? (typeof File !== 'undefined' && file instanceof File && file.name ? file.name : 'file');
        return new APIPromise((async () => {
            const blob = await toBlob(file, params.contentType);
            return this.#core.request({
                method: 'POST',
                path: '/api/v1/files',
                form: () => {
                    const f = new FormData();
                    f.append('file', blob, filename);
                    return f;
                },
            }, opts);
        })());
    }
    /** Uploads the file at a path (Node, Deno, Bun: read through fs.openAsBlob, not into memory at once). */
    upload(path, params = {}, opts) {
        return new APIPromise((async () => {
            const fsName = 'node:fs'; // not a static import: the SDK has no Node dependency outside this method
            const fs = (await import(__rewriteRelativeImportExtension(fsName)));
            const blob = await fs.openAsBlob(path, params.contentType ? { type: params.contentType } : {});
            const filename = params.filename ?? path.split(/[\\/]/).pop() ?? 'file';
            return this.create(blob, { ...params, filename }, opts).withResponse();
        })());
    }
    retrieve(id, opts) {
        return get(this.#core, `/api/v1/files/${seg(id)}`, opts);
    }
    /** The file's bytes: the Response, its body unread (`await (await client.files.content(id)).arrayBuffer()`). */
    content(id, opts) {
        return new APIPromise(this.#core
            .request({ method: 'GET', path: `/api/v1/files/${seg(id)}/content`, stream: true, headers: { accept: '*/*' } }, opts)
            .then((r) => ({ data: r.response, response: r.response })));
    }
}
export class ModelUsage {
    #core;
    constructor(core) {
        this.#core = core;
    }
    /** Model calls and tokens summed for the organization, or one topic (`topic_id`), optionally `since` a time. */
    retrieve(params = {}, opts) {
        return get(this.#core, '/api/v1/model-usage', opts, params);
    }
}
//# sourceMappingURL=resources.js.map