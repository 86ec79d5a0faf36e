/** spec: Limits, "Idempotent replay window". */
export declare const REPLAY_WINDOW_MS = 60000;
/** Margin for clock and transit: a retry must be sent at least this long before the window closes. */
export declare const REPLAY_MARGIN_MS = 5000;
export declare const INITIAL_BACKOFF_MS = 500;
export declare const MAX_BACKOFF_MS = 8000;
export interface RetryPolicy {
    maxRetries: number;
    /** A `Retry-After` above this (seconds) is not waited for: the error is raised at once. */
    maxRetryAfterSeconds: number;
}
export declare const DEFAULT_RETRY_POLICY: RetryPolicy;
export interface FailedAttempt {
    method: string;
    /** null when no response arrived (see `error`). */
    status: number | null;
    /** 'connection' (reset, refused, DNS) or 'timeout' when status is null. */
    error?: 'connection' | 'timeout' | null;
    /** Response headers, names in lower case. */
    headers?: Record<string, string>;
    /** The parsed response body, if JSON. */
    body?: unknown;
    /** Retries already made for this request (0 after the first attempt). */
    retriesDone: number;
    /** Milliseconds since the first attempt started. */
    elapsedMs: number;
}
export type RetryReason = 'connection_error' | 'timeout' | 'rate_limited' | 'request_timeout' | 'server_error' | 'x_should_retry_true' | 'x_should_retry_false' | 'not_retryable_status' | 'max_retries' | 'retry_after_too_long' | 'replay_window';
export interface RetryDecision {
    retry: boolean;
    reason: RetryReason;
    /** When retry: the wait before the next attempt lies in [min, max] ms (jitter picks the point). */
    delayMs?: [number, number];
    /** When not retried: the write may have executed on the server (it was not a throttling answer). */
    maybeExecuted?: boolean;
    /** The server's asked-for wait in seconds, when it gave one. */
    retryAfterSeconds?: number;
}
export declare function isWrite(method: string): boolean;
/** A throttling answer: the request was refused before it ran (429, or the request budget's 403 RATE_LIMIT.*). */
export declare function isRateLimited(status: number | null, body: unknown): boolean;
/** The server's wait in seconds: the larger of `Retry-After` (delta-seconds or an HTTP date) and `retry_after_seconds`. */
export declare function retryAfterSeconds(headers: Record<string, string> | undefined, body: unknown, nowMs?: number): number | null;
/** Exponential backoff before retry n+1: 0.5 s · 2ⁿ capped at 8 s, minus up to 25 % jitter. */
export declare function backoffRange(retriesDone: number): [number, number];
export declare function decideRetry(a: FailedAttempt, policy?: RetryPolicy): RetryDecision;
//# sourceMappingURL=retry.d.ts.map