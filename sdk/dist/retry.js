// The retry policy (issue 12 §1, research sdk-cli.md §1.3), a pure function so that the shared conformance vectors
// (sdk-conformance/retry-decisions.json) pin it for every SDK. Retried: network errors and timeouts, 408, 429,
// 403 RATE_LIMIT.* (the spec's request budget), 5xx except 501; `x-should-retry` from the server wins over the
// status. Never 409 (a deterministic conflict here) nor any other 4xx. `Retry-After` (or the envelope's
// `retry_after_seconds`, the larger of the two) is a floor under the backoff; above `maxRetryAfterSeconds` the SDK
// gives up at once. A write that may have executed (anything but a throttling answer) is retried only while its
// replay would still fall inside the server's 60 s idempotency window, less a safety margin.
/** spec: Limits, "Idempotent replay window". */
export const REPLAY_WINDOW_MS = 60_000;
/** Margin for clock and transit: a retry must be sent at least this long before the window closes. */
export const REPLAY_MARGIN_MS = 5_000;
export const INITIAL_BACKOFF_MS = 500;
export const MAX_BACKOFF_MS = 8_000;
export const DEFAULT_RETRY_POLICY = { maxRetries: 2, maxRetryAfterSeconds: 60 };
const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export function isWrite(method) {
    return WRITE_METHODS.has(method.toUpperCase());
}
function errorCode(body) {
    if (!body || typeof body !== 'object')
        return null;
    const e = body.error;
    if (!e || typeof e !== 'object')
        return null;
    const code = e.code;
    return typeof code === 'string' ? code : null;
}
/** A throttling answer: the request was refused before it ran (429, or the request budget's 403 RATE_LIMIT.*). */
export function isRateLimited(status, body) {
    if (status === 429)
        return true;
    return status === 403 && (errorCode(body)?.startsWith('RATE_LIMIT.') ?? false);
}
/** The server's wait in seconds: the larger of `Retry-After` (delta-seconds or an HTTP date) and `retry_after_seconds`. */
export function retryAfterSeconds(headers, body, nowMs = Date.now()) {
    let best = null;
    const h = headers?.['retry-after']?.trim();
    if (h) {
        if (/^\d+(\.\d+)?$/.test(h))
            best = Number(h);
        else {
            const at = Date.parse(h);
            if (!Number.isNaN(at))
                best = Math.max(0, (at - nowMs) / 1000);
        }
    }
    const e = body && typeof body === 'object' ? body.error : undefined;
    const b = e?.retry_after_seconds;
    if (typeof b === 'number' && Number.isFinite(b) && b >= 0)
        best = best === null ? b : Math.max(best, b);
    return best;
}
/** Exponential backoff before retry n+1: 0.5 s · 2ⁿ capped at 8 s, minus up to 25 % jitter. */
export function backoffRange(retriesDone) {
    const base = Math.min(INITIAL_BACKOFF_MS * 2 ** retriesDone, MAX_BACKOFF_MS);
    return [Math.round(base * 0.75), base];
}
export function decideRetry(a, policy = DEFAULT_RETRY_POLICY) {
    const headers = a.headers ?? {};
    const rateLimited = isRateLimited(a.status, a.body);
    // Whether a write may have run: no answer at all, or a server failure (a throttling or other 4xx answer, and 501,
    // come before anything runs). Only such a write is bound by the replay window.
    const maybeExecuted = isWrite(a.method) &&
        !rateLimited &&
        (a.status === null || a.status === 408 || (a.status >= 500 && a.status !== 501));
    const no = (reason, extra = {}) => ({
        retry: false,
        reason,
        ...(maybeExecuted ? { maybeExecuted: true } : {}),
        ...extra,
    });
    const should = headers['x-should-retry']?.trim().toLowerCase();
    let reason;
    if (should === 'false')
        return no('x_should_retry_false');
    if (a.status === null)
        reason = a.error === 'timeout' ? 'timeout' : 'connection_error';
    else if (rateLimited)
        reason = 'rate_limited';
    else if (a.status === 408)
        reason = 'request_timeout';
    else if (a.status >= 500 && a.status !== 501)
        reason = 'server_error';
    else if (should === 'true')
        reason = 'x_should_retry_true';
    else
        return no('not_retryable_status');
    const after = retryAfterSeconds(headers, a.body);
    const afterField = after === null ? {} : { retryAfterSeconds: after };
    if (a.retriesDone >= policy.maxRetries)
        return no('max_retries', afterField);
    if (after !== null && after > policy.maxRetryAfterSeconds)
        return no('retry_after_too_long', afterField);
    const [bmin, bmax] = backoffRange(a.retriesDone);
    const floor = after === null ? 0 : Math.ceil(after * 1000);
    const delayMs = [Math.max(floor, bmin), Math.max(floor, bmax)];
    if (maybeExecuted && a.elapsedMs + delayMs[1] > REPLAY_WINDOW_MS - REPLAY_MARGIN_MS)
        return no('replay_window', afterField);
    return { retry: true, reason, delayMs, ...afterField };
}
//# sourceMappingURL=retry.js.map