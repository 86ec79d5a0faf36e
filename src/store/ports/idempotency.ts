// Idempotency records (spec: Errors, "Idempotent replay"; SPEC-DECISIONS "Idempotency"). A record is claimed
// atomically before the operation runs, completed with the response it produced, or released so a retry runs
// again (5xx). Expiry is decided on the service's clock (expiresAtMs); engines may also expire storage later.

export interface StoredResponse {
  status: number
  /** The serialized body ('' for none). */
  body: string
  /** Headers to replay (content-type and the like). */
  headers: Record<string, string>
}

export type ClaimResult =
  | { kind: 'claimed' }
  | { kind: 'in_progress'; fingerprint: string }
  | { kind: 'done'; fingerprint: string; response: StoredResponse }

export interface IdempotencyStore {
  /**
   * Claims `key` for a new execution unless an unexpired record exists: a running claim (in_progress, until
   * leaseUntilMs) or a completed one (done, until its expiresAtMs). Atomic across instances.
   */
  claim(key: string, fingerprint: string, leaseUntilMs: number, nowMs: number): Promise<ClaimResult>
  /** Stores the response of the claimed execution, replayable until expiresAtMs. */
  complete(
    key: string,
    fingerprint: string,
    response: StoredResponse,
    expiresAtMs: number,
    nowMs: number,
  ): Promise<void>
  /** Drops the record so the next request with the key runs again. Idempotent. */
  release(key: string): Promise<void>
}
