export interface ErrorEnvelope {
    type: string;
    code: string;
    message: string;
    param?: string;
    retry_after_seconds?: number;
    details?: Array<{
        loc: Array<string | number>;
        msg: string;
        type: string;
    }>;
    [extra: string]: unknown;
}
export declare class SkillsConnectError extends Error {
    name: string;
    /**
     * True when a write gave up after a failure that may have come after the server ran it (no answer, a timeout or
     * a 5xx) and no further retry was safe (the 60 s idempotency replay window would be passed). Check the
     * resource's state before trying again.
     */
    maybeExecuted: boolean;
}
export declare class APIError extends SkillsConnectError {
    name: string;
    readonly status: number;
    readonly headers: Headers;
    /** The envelope's `error` object (null when the body was not an envelope). */
    readonly error: ErrorEnvelope | null;
    readonly code: string | null;
    readonly type: string | null;
    readonly param: string | null;
    /** X-Correlation-Id of the failed response (or the body's correlation_id): quote it to support. */
    readonly correlationId: string | null;
    /** The raw response body text. */
    readonly body: string;
    constructor(status: number, headers: Headers, body: string, parsed: unknown);
    static generate(status: number, headers: Headers, body: string, parsed: unknown): APIError;
}
export declare class BadRequestError extends APIError {
    name: string;
}
export declare class AuthenticationError extends APIError {
    name: string;
}
export declare class PermissionDeniedError extends APIError {
    name: string;
}
export declare class NotFoundError extends APIError {
    name: string;
}
export declare class ConflictError extends APIError {
    name: string;
}
/** 412 `version_mismatch`: the `ifMatch` version is no longer the resource's (`current_version` in the envelope). */
export declare class PreconditionFailedError extends APIError {
    name: string;
}
/** 422: `validation_error` (with `details`), `idempotency_key_reused`, `workspace_not_found`… */
export declare class UnprocessableEntityError extends APIError {
    name: string;
    get details(): ErrorEnvelope['details'];
}
/** 429, or 403 RATE_LIMIT.USER / RATE_LIMIT.ORG (the request budget), after the SDK's own retries. */
export declare class RateLimitError extends APIError {
    name: string;
    /** 'user' or 'org' for the request budget; null for other throttles (429). */
    get scope(): 'user' | 'org' | null;
    /** Seconds the server asked to wait (Retry-After or retry_after_seconds, the larger). */
    get retryAfter(): number | null;
}
export declare class NotImplementedError extends APIError {
    name: string;
}
export declare class InternalServerError extends APIError {
    name: string;
}
/** No response: connection refused or reset, DNS, TLS. */
export declare class APIConnectionError extends SkillsConnectError {
    name: string;
    constructor(message?: string, options?: {
        cause?: unknown;
    });
}
export declare class APITimeoutError extends APIConnectionError {
    name: string;
    constructor(message?: string);
}
/** The caller's AbortSignal fired. Never retried. */
export declare class APIUserAbortError extends SkillsConnectError {
    name: string;
    constructor(message?: string);
}
export declare class WebhookVerificationError extends SkillsConnectError {
    name: string;
    /** missing_header, invalid_timestamp, timestamp_out_of_tolerance, no_signature, signature_mismatch, invalid_body */
    readonly code: string;
    constructor(code: string, message: string);
}
//# sourceMappingURL=errors.d.ts.map