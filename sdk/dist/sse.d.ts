import { SkillsConnectError, type ErrorEnvelope } from './errors.ts';
export interface ServerSentEvent {
    event: string;
    data: string;
    id: string | null;
    retry: number | null;
}
export declare class SSEDecoder {
    #private;
    /** Feed decoded text; returns the events completed by it. */
    push(chunk: string): ServerSentEvent[];
    /** End of stream: an unterminated event is dropped, as the standard says. */
    end(): ServerSentEvent[];
}
/** Raw SSE events from a response body; aborts the request when the consumer stops early. */
export declare function sseEvents(response: Response, abort: () => void): AsyncGenerator<ServerSentEvent>;
/** A streaming skill's `error` event: the envelope the server would have sent as a JSON error. */
export declare class StreamError extends SkillsConnectError {
    name: string;
    readonly error: ErrorEnvelope;
    readonly code: string;
    constructor(env: ErrorEnvelope);
}
export interface SkillStreamEvent<R = unknown> {
    event: 'progress' | 'delta' | 'result' | (string & {});
    /** The parsed JSON payload (for `result`: the invocation result). */
    data: R | Record<string, unknown>;
    id: string | null;
}
//# sourceMappingURL=sse.d.ts.map