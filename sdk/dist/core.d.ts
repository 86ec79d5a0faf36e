export declare const SDK_VERSION = "0.1.0";
export type Fetch = (input: string, init: RequestInit) => Promise<Response>;
export interface ClientOptions {
    /** An sk_ key. Default: the SKILLS_CONNECT_API_KEY environment variable. */
    apiKey?: string;
    /** e.g. https://api.example.com. Default: SKILLS_CONNECT_BASE_URL. */
    baseUrl?: string;
    /** Retries after the first attempt (default 2). */
    maxRetries?: number;
    /** Per-attempt timeout in ms (default 60 000). */
    timeout?: number;
    /** A Retry-After longer than this (seconds, default 60) is not waited for. */
    maxRetryAfterSeconds?: number;
    /** Defaults to the spec version this SDK was generated from. */
    serviceVersion?: string;
    /** Replace the global fetch (tests, proxies, instrumentation). */
    fetch?: Fetch;
    defaultHeaders?: Record<string, string>;
}
export interface RequestOptions {
    signal?: AbortSignal;
    timeout?: number;
    maxRetries?: number;
    /** For writes: reuse a key of yours (e.g. across process restarts). Default: one generated per call. */
    idempotencyKey?: string;
    /** Optimistic concurrency on WorkStream commands and draft edits: the `version` you read (sent as If-Match; 412 `version_mismatch` if it moved). */
    ifMatch?: string | number;
    headers?: Record<string, string>;
}
export interface RequestSpec {
    method: string;
    path: string;
    query?: Record<string, string | number | boolean | null | undefined>;
    body?: unknown;
    /** A multipart body, built afresh for every attempt (fetch sets the boundary); replaces `body`. */
    form?: () => FormData;
    /** Return the response unread (SSE, downloads); the timeout then covers only the wait for the headers. */
    stream?: boolean;
    headers?: Record<string, string>;
}
export interface RawResult<T> {
    data: T;
    response: Response;
}
export declare function headersToRecord(h: Headers): Record<string, string>;
export declare class Core {
    #private;
    readonly apiKey: string;
    readonly baseUrl: string;
    readonly maxRetries: number;
    readonly timeout: number;
    readonly maxRetryAfterSeconds: number;
    readonly serviceVersion: string;
    constructor(o?: ClientOptions);
    url(path: string, query?: RequestSpec['query']): string;
    /** One logical request: attempts, waits and errors as the retry policy says. */
    request<T>(spec: RequestSpec, opts?: RequestOptions): Promise<RawResult<T>>;
}
/** Ties a streamed response to its controller, so that closing the stream aborts the request. */
export interface StreamedResponse extends Response {
    abort(): void;
}
/** A request's promise of data, with the raw response at hand. */
export declare class APIPromise<T> implements PromiseLike<T> {
    #private;
    constructor(raw: Promise<RawResult<T>>);
    then<A = T, B = never>(onfulfilled?: ((v: T) => A | PromiseLike<A>) | null, onrejected?: ((e: unknown) => B | PromiseLike<B>) | null): Promise<A | B>;
    catch<B = never>(onrejected?: ((e: unknown) => B | PromiseLike<B>) | null): Promise<T | B>;
    finally(f?: (() => void) | null): Promise<T>;
    /** The data and the response (status, headers; its body already read), plus the facts most callers want. */
    withResponse(): Promise<{
        data: T;
        response: Response;
        correlationId: string | null;
        replayed: boolean;
        rateLimit: RateLimitInfo;
    }>;
    asResponse(): Promise<Response>;
}
export interface RateLimitInfo {
    limit: number | null;
    remaining: number | null;
    /** Epoch seconds when the oldest counted request leaves the window. */
    reset: number | null;
}
//# sourceMappingURL=core.d.ts.map