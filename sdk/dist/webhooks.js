// Webhook signatures (spec: Events, "Delivery"): X-Webhook-Signature is `v1=` + hex HMAC-SHA256, keyed with the
// endpoint secret (the whole `whsec_…` string as UTF-8), over `{X-Webhook-Timestamp}.{raw body}`; during a secret
// rotation the header lists several `v1=` values, comma-separated. Verification runs on WebCrypto
// (crypto.subtle.verify compares in constant time), refuses a timestamp more than 300 s from now, and never skips:
// a missing header is an error. Pass the raw bytes received, never re-serialised JSON.
import { WebhookVerificationError } from "./errors.js";
export const WEBHOOK_TOLERANCE_SECONDS = 300; // spec: Limits, "Webhook timestamp tolerance"
const enc = new TextEncoder();
function header(h, name) {
    if (typeof h.get === 'function')
        return h.get(name) ?? undefined;
    for (const [k, v] of Object.entries(h)) {
        if (k.toLowerCase() === name)
            return Array.isArray(v) ? v.join(',') : v;
    }
    return undefined;
}
function bytesOf(rawBody) {
    if (typeof rawBody === 'string')
        return enc.encode(rawBody);
    if (rawBody instanceof Uint8Array)
        return rawBody;
    if (rawBody instanceof ArrayBuffer)
        return new Uint8Array(rawBody);
    throw new WebhookVerificationError('invalid_body', 'The body must be the raw request body (string, Uint8Array/Buffer or ArrayBuffer), not parsed JSON: re-serialising changes the bytes the signature covers.');
}
async function key(secret, usage) {
    return crypto.subtle.importKey('raw', enc.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}
function signedBytes(timestamp, body) {
    const prefix = enc.encode(`${timestamp}.`);
    const out = new Uint8Array(prefix.length + body.length);
    out.set(prefix, 0);
    out.set(body, prefix.length);
    return out;
}
function hexToBytes(hex) {
    const out = new Uint8Array(hex.length / 2);
    for (let i = 0; i < out.length; i++)
        out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
    return out;
}
/**
 * Checks a delivery and returns its event. Throws WebhookVerificationError with `code`: missing_header,
 * invalid_timestamp, timestamp_out_of_tolerance, no_signature (no well-formed `v1=`), signature_mismatch or
 * invalid_body.
 */
export async function verifyWebhook(rawBody, headers, secret, o = {}) {
    const body = bytesOf(rawBody);
    if (!secret)
        throw new WebhookVerificationError('missing_secret', 'No webhook secret given.');
    const sig = header(headers, 'x-webhook-signature');
    const ts = header(headers, 'x-webhook-timestamp');
    if (!sig || !ts)
        throw new WebhookVerificationError('missing_header', `Missing ${!sig ? 'X-Webhook-Signature' : 'X-Webhook-Timestamp'} header.`);
    if (!/^\d{1,12}$/.test(ts.trim()))
        throw new WebhookVerificationError('invalid_timestamp', 'X-Webhook-Timestamp is not Unix seconds.');
    const tolerance = o.toleranceSeconds ?? WEBHOOK_TOLERANCE_SECONDS;
    const now = o.nowSeconds ?? Math.floor(Date.now() / 1000);
    const skew = now - Number(ts.trim());
    if (Math.abs(skew) > tolerance) {
        throw new WebhookVerificationError('timestamp_out_of_tolerance', `The timestamp is ${Math.abs(skew)} s ${skew > 0 ? 'old' : 'in the future'} (tolerance ${tolerance} s): a replayed delivery, or a clock out of sync.`);
    }
    const candidates = sig
        .split(',')
        .map((s) => s.trim())
        .filter((s) => /^v1=[0-9a-f]{64}$/.test(s))
        .map((s) => s.slice(3));
    if (candidates.length === 0)
        throw new WebhookVerificationError('no_signature', 'X-Webhook-Signature carries no v1= signature (64 lower-case hex digits).');
    const k = await key(secret, 'verify');
    const data = signedBytes(ts.trim(), body);
    let ok = false;
    for (const c of candidates)
        if (await crypto.subtle.verify('HMAC', k, hexToBytes(c), data))
            ok = true; // no early exit: same work per candidate
    if (!ok)
        throw new WebhookVerificationError('signature_mismatch', 'No signature matches: a wrong secret, or a body changed (re-serialised?) after it was signed.');
    let parsed;
    try {
        parsed = JSON.parse(new TextDecoder().decode(body));
    }
    catch {
        throw new WebhookVerificationError('invalid_body', 'The signed body is not JSON.');
    }
    return { event: String(parsed.event), data: parsed.data, deliveryId: header(headers, 'x-webhook-id') ?? null };
}
/** Headers for a test delivery signed like the server's, to unit-test your webhook handler. */
export async function signWebhookPayload(rawBody, secret, o = {}) {
    const ts = String(o.timestamp ?? Math.floor(Date.now() / 1000));
    const mac = new Uint8Array(await crypto.subtle.sign('HMAC', await key(secret, 'sign'), signedBytes(ts, bytesOf(rawBody))));
    const hex = Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
    const out = {
        'x-webhook-signature': `v1=${hex}`,
        'x-webhook-timestamp': ts,
        'content-type': 'application/json',
    };
    if (o.event)
        out['x-webhook-event'] = o.event;
    if (o.deliveryId)
        out['x-webhook-id'] = o.deliveryId;
    return out;
}
//# sourceMappingURL=webhooks.js.map