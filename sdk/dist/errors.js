// Typed errors (issue 12 §1): one class per status family, the parsed envelope `{error: {type, code, message,
// param?, retry_after_seconds?, details?}}` on every API error, with the response headers and the correlation id.
// Branch on `code` (or the class), never on `message`. A throttling 403 (RATE_LIMIT.USER/ORG) is a RateLimitError,
// not a PermissionDeniedError: it is not about permissions, and the SDK already waited and retried it.
export class SkillsConnectError extends Error {
    name = 'SkillsConnectError';
    /**
     * True when a write gave up after a failure that may have come after the server ran it (no answer, a timeout or
     * a 5xx) and no further retry was safe (the 60 s idempotency replay window would be passed). Check the
     * resource's state before trying again.
     */
    maybeExecuted = false;
}
export class APIError extends SkillsConnectError {
    name = 'APIError';
    status;
    headers;
    /** The envelope's `error` object (null when the body was not an envelope). */
    error;
    code;
    type;
    param;
    /** X-Correlation-Id of the failed response (or the body's correlation_id): quote it to support. */
    correlationId;
    /** The raw response body text. */
    body;
    constructor(status, headers, body, parsed) {
        const env = envelopeOf(parsed);
        super(env ? `${status} ${env.code}: ${env.message}` : `${status} ${body.slice(0, 200) || 'status code (no body)'}`);
        this.status = status;
        this.headers = headers;
        this.body = body;
        this.error = env;
        this.code = env?.code ?? null;
        this.type = env?.type ?? null;
        this.param = env?.param ?? null;
        const fromBody = parsed && typeof parsed === 'object' ? parsed.correlation_id : undefined;
        this.correlationId = headers.get('x-correlation-id') ?? (typeof fromBody === 'string' ? fromBody : null);
    }
    static generate(status, headers, body, parsed) {
        const code = envelopeOf(parsed)?.code ?? '';
        if (status === 429 || (status === 403 && code.startsWith('RATE_LIMIT.')))
            return new RateLimitError(status, headers, body, parsed);
        if (status === 400)
            return new BadRequestError(status, headers, body, parsed);
        if (status === 401)
            return new AuthenticationError(status, headers, body, parsed);
        if (status === 403)
            return new PermissionDeniedError(status, headers, body, parsed);
        if (status === 404)
            return new NotFoundError(status, headers, body, parsed);
        if (status === 409)
            return new ConflictError(status, headers, body, parsed);
        if (status === 412)
            return new PreconditionFailedError(status, headers, body, parsed);
        if (status === 422)
            return new UnprocessableEntityError(status, headers, body, parsed);
        if (status === 501)
            return new NotImplementedError(status, headers, body, parsed);
        if (status >= 500)
            return new InternalServerError(status, headers, body, parsed);
        return new APIError(status, headers, body, parsed);
    }
}
export class BadRequestError extends APIError {
    name = 'BadRequestError';
}
export class AuthenticationError extends APIError {
    name = 'AuthenticationError';
}
export class PermissionDeniedError extends APIError {
    name = 'PermissionDeniedError';
}
export class NotFoundError extends APIError {
    name = 'NotFoundError';
}
export class ConflictError extends APIError {
    name = 'ConflictError';
}
/** 412 `version_mismatch`: the `ifMatch` version is no longer the resource's (`current_version` in the envelope). */
export class PreconditionFailedError extends APIError {
    name = 'PreconditionFailedError';
}
/** 422: `validation_error` (with `details`), `idempotency_key_reused`, `workspace_not_found`… */
export class UnprocessableEntityError extends APIError {
    name = 'UnprocessableEntityError';
    get details() {
        return this.error?.details;
    }
}
/** 429, or 403 RATE_LIMIT.USER / RATE_LIMIT.ORG (the request budget), after the SDK's own retries. */
export class RateLimitError extends APIError {
    name = 'RateLimitError';
    /** 'user' or 'org' for the request budget; null for other throttles (429). */
    get scope() {
        return this.code === 'RATE_LIMIT.USER' ? 'user' : this.code === 'RATE_LIMIT.ORG' ? 'org' : null;
    }
    /** Seconds the server asked to wait (Retry-After or retry_after_seconds, the larger). */
    get retryAfter() {
        const h = Number(this.headers.get('retry-after'));
        const b = this.error?.retry_after_seconds;
        const vals = [
            Number.isFinite(h) && this.headers.has('retry-after') ? h : null,
            typeof b === 'number' ? b : null,
        ].filter((x) => x !== null);
        return vals.length ? Math.max(...vals) : null;
    }
}
export class NotImplementedError extends APIError {
    name = 'NotImplementedError';
}
export class InternalServerError extends APIError {
    name = 'InternalServerError';
}
/** No response: connection refused or reset, DNS, TLS. */
export class APIConnectionError extends SkillsConnectError {
    name = 'APIConnectionError';
    constructor(message = 'Connection error.', options) {
        super(message, options);
    }
}
export class APITimeoutError extends APIConnectionError {
    name = 'APITimeoutError';
    constructor(message = 'Request timed out.') {
        super(message);
    }
}
/** The caller's AbortSignal fired. Never retried. */
export class APIUserAbortError extends SkillsConnectError {
    name = 'APIUserAbortError';
    constructor(message = 'Request was aborted.') {
        super(message);
    }
}
export class WebhookVerificationError extends SkillsConnectError {
    name = 'WebhookVerificationError';
    /** missing_header, invalid_timestamp, timestamp_out_of_tolerance, no_signature, signature_mismatch, invalid_body */
    code;
    constructor(code, message) {
        super(message);
        this.code = code;
    }
}
function envelopeOf(parsed) {
    if (!parsed || typeof parsed !== 'object')
        return null;
    const e = parsed.error;
    if (!e || typeof e !== 'object')
        return null;
    const env = e;
    return typeof env.code === 'string' && typeof env.message === 'string' ? env : null;
}
//# sourceMappingURL=errors.js.map