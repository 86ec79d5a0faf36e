// The request core (issue 12 §1): one `request()` on native fetch for every resource. Per attempt: a timeout and
// the caller's AbortSignal; between attempts: decideRetry() (retry.ts) and a jittered wait. A write carries one
// Idempotency-Key (generated unless given) for all its attempts, so the server replays rather than re-runs it.
// Every request pins Service-Version to the spec version this SDK was generated from.
import { APIConnectionError, APIError, APITimeoutError, APIUserAbortError, SkillsConnectError } from "./errors.js";
import { decideRetry, isWrite } from "./retry.js";
import { SERVICE_VERSION } from "./generated/meta.js";
export const SDK_VERSION = '0.1.0';
function env(name) {
    const proc = globalThis.process;
    return proc?.env?.[name];
}
export function headersToRecord(h) {
    const out = {};
    h.forEach((v, k) => {
        out[k.toLowerCase()] = v;
    });
    return out;
}
function parseJson(text) {
    if (!text)
        return undefined;
    try {
        return JSON.parse(text);
    }
    catch {
        return text;
    }
}
function sleep(ms, signal) {
    return new Promise((resolve, reject) => {
        if (signal?.aborted) {
            reject(new APIUserAbortError());
            return;
        }
        const t = setTimeout(() => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
        }, ms);
        const onAbort = () => {
            clearTimeout(t);
            reject(new APIUserAbortError());
        };
        signal?.addEventListener('abort', onAbort, { once: true });
    });
}
const pick = ([min, max]) => min + Math.random() * (max - min);
export class Core {
    apiKey;
    baseUrl;
    maxRetries;
    timeout;
    maxRetryAfterSeconds;
    serviceVersion;
    #fetch;
    #defaultHeaders;
    constructor(o = {}) {
        const apiKey = o.apiKey ?? env('SKILLS_CONNECT_API_KEY');
        if (!apiKey)
            throw new SkillsConnectError('No API key: pass { apiKey } or set SKILLS_CONNECT_API_KEY.');
        const baseUrl = o.baseUrl ?? env('SKILLS_CONNECT_BASE_URL');
        if (!baseUrl)
            throw new SkillsConnectError('No base URL: pass { baseUrl } or set SKILLS_CONNECT_BASE_URL.');
        this.apiKey = apiKey;
        this.baseUrl = baseUrl.replace(/\/+$/, '');
        this.maxRetries = o.maxRetries ?? 2;
        this.timeout = o.timeout ?? 60_000;
        this.maxRetryAfterSeconds = o.maxRetryAfterSeconds ?? 60;
        this.serviceVersion = o.serviceVersion ?? SERVICE_VERSION;
        this.#fetch = o.fetch ?? ((input, init) => fetch(input, init));
        this.#defaultHeaders = { ...o.defaultHeaders };
    }
    url(path, query) {
        const u = new URL(this.baseUrl + path);
        for (const [k, v] of Object.entries(query ?? {}))
            if (v !== undefined && v !== null)
                u.searchParams.set(k, String(v));
        return u.toString();
    }
    /** One logical request: attempts, waits and errors as the retry policy says. */
    async request(spec, opts = {}) {
        const method = spec.method.toUpperCase();
        const policy = {
            maxRetries: opts.maxRetries ?? this.maxRetries,
            maxRetryAfterSeconds: this.maxRetryAfterSeconds,
        };
        const timeout = opts.timeout ?? this.timeout;
        const headers = {
            accept: 'application/json',
            'user-agent': `skills-connect-ts/${SDK_VERSION}`,
            ...this.#defaultHeaders,
            authorization: `Bearer ${this.apiKey}`,
            'service-version': this.serviceVersion,
            ...spec.headers,
            ...opts.headers,
        };
        if (isWrite(method))
            headers['idempotency-key'] = opts.idempotencyKey ?? `sdk-ts-${crypto.randomUUID()}`;
        if (opts.ifMatch !== undefined)
            headers['if-match'] = String(opts.ifMatch);
        let json;
        if (spec.body !== undefined && !spec.form) {
            json = JSON.stringify(spec.body);
            headers['content-type'] = 'application/json';
        }
        const url = this.url(spec.path, spec.query);
        const started = Date.now();
        for (let retriesDone = 0;; retriesDone++) {
            if (opts.signal?.aborted)
                throw new APIUserAbortError();
            const ctl = new AbortController();
            let timedOut = false;
            const timer = setTimeout(() => {
                timedOut = true;
                ctl.abort();
            }, timeout);
            const onAbort = () => ctl.abort();
            opts.signal?.addEventListener('abort', onAbort, { once: true });
            const done = () => {
                clearTimeout(timer);
                opts.signal?.removeEventListener('abort', onAbort);
            };
            let response;
            let text;
            try {
                const body = spec.form ? spec.form() : json;
                response = await this.#fetch(url, {
                    method,
                    headers: { ...headers },
                    ...(body !== undefined ? { body } : {}),
                    signal: ctl.signal,
                });
                if (spec.stream && response.ok) {
                    clearTimeout(timer);
                    // The stream keeps following the caller's signal until it is consumed or closed (see sse.ts).
                    return {
                        data: undefined,
                        response: withAbort(response, ctl, () => opts.signal?.removeEventListener('abort', onAbort)),
                    };
                }
                text = await response.text();
            }
            catch (err) {
                done();
                if (opts.signal?.aborted)
                    throw new APIUserAbortError();
                const kind = timedOut ? 'timeout' : 'connection';
                const d = decideRetry({ method, status: null, error: kind, retriesDone, elapsedMs: Date.now() - started }, policy);
                if (d.retry) {
                    await sleep(pick(d.delayMs), opts.signal);
                    continue;
                }
                const e = timedOut
                    ? new APITimeoutError(`Request timed out after ${timeout} ms.`)
                    : new APIConnectionError(`Connection error: ${err.message}`, { cause: err });
                throw markMaybeExecuted(e, d.maybeExecuted, d.reason);
            }
            done();
            const parsed = parseJson(text);
            if (response.ok)
                return { data: (response.status === 204 ? undefined : parsed), response };
            const d = decideRetry({
                method,
                status: response.status,
                headers: headersToRecord(response.headers),
                body: parsed,
                retriesDone,
                elapsedMs: Date.now() - started,
            }, policy);
            if (d.retry) {
                await sleep(pick(d.delayMs), opts.signal);
                continue;
            }
            throw markMaybeExecuted(APIError.generate(response.status, response.headers, text, parsed), d.maybeExecuted, d.reason);
        }
    }
}
function markMaybeExecuted(e, maybe, reason) {
    if (!maybe)
        return e;
    e.maybeExecuted = true;
    e.message +=
        reason === 'replay_window'
            ? ' The write may have executed; no retry was made because it would fall outside the 60 s idempotency replay window.'
            : ' The write may have executed.';
    return e;
}
function withAbort(r, ctl, cleanup) {
    return Object.assign(r, {
        abort: () => {
            cleanup();
            ctl.abort();
        },
    });
}
/** A request's promise of data, with the raw response at hand. */
export class APIPromise {
    #raw;
    constructor(raw) {
        this.#raw = raw;
    }
    // biome-ignore lint/suspicious/noThenProperty: an APIPromise is a thenable on purpose (await gives the data)
    then(onfulfilled, onrejected) {
        return this.#raw.then((r) => r.data).then(onfulfilled, onrejected);
    }
    catch(onrejected) {
        return this.then(undefined, onrejected);
    }
    finally(f) {
        return this.then((v) => v).finally(f);
    }
    /** The data and the response (status, headers; its body already read), plus the facts most callers want. */
    async withResponse() {
        const { data, response } = await this.#raw;
        const h = response.headers;
        const num = (n) => (h.has(n) ? Number(h.get(n)) : null);
        const bodyId = data && typeof data === 'object' ? data.correlation_id : undefined;
        return {
            data,
            response,
            correlationId: h.get('x-correlation-id') ?? (typeof bodyId === 'string' ? bodyId : null),
            replayed: h.get('x-idempotent-replayed') === 'true',
            rateLimit: {
                limit: num('x-ratelimit-limit'),
                remaining: num('x-ratelimit-remaining'),
                reset: num('x-ratelimit-reset'),
            },
        };
    }
    async asResponse() {
        return (await this.#raw).response;
    }
}
//# sourceMappingURL=core.js.map