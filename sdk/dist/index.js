// skills-connect: the typed TypeScript client for the Skills Connect API (issue 12 §1).
export { SkillsConnect } from "./client.js";
export { APIPromise, SDK_VERSION, } from "./core.js";
export * from "./errors.js";
export { Page, PagePromise, nextOffset, nextAfterSeq } from "./pagination.js";
export { SSEDecoder, StreamError } from "./sse.js";
export { decideRetry, backoffRange, retryAfterSeconds, isRateLimited, REPLAY_WINDOW_MS, REPLAY_MARGIN_MS, } from "./retry.js";
export { verifyWebhook, signWebhookPayload, WEBHOOK_TOLERANCE_SECONDS, } from "./webhooks.js";
export { SERVICE_VERSION, SKILLS } from "./generated/meta.js";
//# sourceMappingURL=index.js.map