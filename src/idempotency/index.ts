// Idempotent writes. Spec: Errors ("Idempotent replay"), Limits. Start with guard.ts.
export {
  runIdempotent,
  idempotencyKeyOf,
  fingerprint,
  REPLAY_WINDOW_MS,
  RUNNING_LEASE_MS,
  REPLAYED_HEADER,
  type IdempotentOutcome,
} from './guard.ts'
