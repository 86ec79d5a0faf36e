export declare const WEBHOOK_TOLERANCE_SECONDS = 300;
/** A Headers object, or a Node-style record (IncomingHttpHeaders); names are matched case-insensitively. */
export type WebhookHeaders = Headers | Record<string, string | string[] | undefined>;
export interface WebhookEvent<D = Record<string, unknown>> {
    event: string;
    data: D;
    /** X-Webhook-Id: the delivery id, the same on every retry of a delivery; use it to drop duplicates. */
    deliveryId: string | null;
}
/**
 * Checks a delivery and returns its event. Throws WebhookVerificationError with `code`: missing_header,
 * invalid_timestamp, timestamp_out_of_tolerance, no_signature (no well-formed `v1=`), signature_mismatch or
 * invalid_body.
 */
export declare function verifyWebhook<D = Record<string, unknown>>(rawBody: string | Uint8Array | ArrayBuffer, headers: WebhookHeaders, secret: string, o?: {
    toleranceSeconds?: number;
    nowSeconds?: number;
}): Promise<WebhookEvent<D>>;
/** Headers for a test delivery signed like the server's, to unit-test your webhook handler. */
export declare function signWebhookPayload(rawBody: string | Uint8Array, secret: string, o?: {
    timestamp?: number;
    event?: string;
    deliveryId?: string;
}): Promise<Record<string, string>>;
//# sourceMappingURL=webhooks.d.ts.map