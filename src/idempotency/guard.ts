// Idempotent writes (spec: Errors, "Idempotent replay"; SPEC-DECISIONS "Idempotency").
// A request carrying an idempotency key is claimed atomically in the shared store before it runs, namespaced
// per user. Within the 60 s replay window, the same key with the same request replays the original status and
// body with X-Idempotent-Replayed: true; with a different request it is 422 idempotency_key_reused; while the
// first is still running it is 409 idempotency_in_progress. Only responses the operation completed are stored:
// an error (any 4xx or 5xx the operation throws) releases the claim, so a retry runs again and nothing failed is
// ever replayed.
import { createHash } from 'node:crypto'
import { AppError } from '../errors/index.ts'
import type { Clock } from '../lib/clock.ts'
import type { IdempotencyStore, StoredResponse } from '../store/ports/index.ts'
import type { Sealer } from '../lib/seal.ts'
import type { Logger } from '../lib/logger.ts'

export const REPLAY_WINDOW_MS = 60_000 // spec: Limits, "Idempotent replay window"
export const RUNNING_LEASE_MS = 60_000 // a claim held by a crashed instance frees itself after this
export const REPLAYED_HEADER = 'X-Idempotent-Replayed'
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/

/** The key from the Idempotency-Key header or the `idempotency_key` body field; null when neither is sent. */
export function idempotencyKeyOf(header: string | string[] | undefined, body: unknown): string | null {
  const fromHeader = Array.isArray(header) ? header[0] : header
  const fromBody =
    body && typeof body === 'object' && !Array.isArray(body)
      ? (body as Record<string, unknown>).idempotency_key
      : undefined
  if (fromBody !== undefined && typeof fromBody !== 'string') {
    throw new AppError('validation_error', 'Invalid request: idempotency_key must be a string.', {
      param: 'idempotency_key',
      details: [{ loc: ['body', 'idempotency_key'], msg: 'must be string', type: 'invalid_type' }],
    })
  }
  if (fromHeader !== undefined && fromBody !== undefined && fromHeader !== fromBody) {
    throw new AppError(
      'validation_error',
      'Invalid request: the Idempotency-Key header and the idempotency_key field differ.',
      {
        param: 'idempotency_key',
        details: [
          { loc: ['body', 'idempotency_key'], msg: 'differs from the Idempotency-Key header', type: 'invalid_value' },
        ],
      },
    )
  }
  const key = fromHeader ?? (fromBody as string | undefined)
  if (key === undefined) return null
  if (!KEY_PATTERN.test(key)) {
    const where = fromHeader !== undefined ? 'Idempotency-Key' : 'idempotency_key'
    throw new AppError('validation_error', `Invalid request: ${where} must be 1 to 255 visible ASCII characters.`, {
      param: where,
      details: [
        {
          loc: [fromHeader !== undefined ? 'header' : 'body', where],
          msg: 'must be 1 to 255 visible ASCII characters',
          type: 'invalid_format',
        },
      ],
    })
  }
  return key
}

/** Canonical JSON (sorted object keys) so the same request always has the same fingerprint. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`
  if (v && typeof v === 'object') {
    return `{${Object.keys(v)
      .sort()
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`)
      .join(',')}}`
  }
  return JSON.stringify(v) ?? 'null'
}

/** What makes two requests "the same": method, path and body (without the idempotency_key field itself). */
export function fingerprint(method: string, path: string, body: unknown): string {
  let b = body
  if (b && typeof b === 'object' && !Array.isArray(b) && 'idempotency_key' in b) {
    const { idempotency_key: _k, ...rest } = b as Record<string, unknown>
    b = rest
  }
  return createHash('sha256')
    .update(`${method.toUpperCase()} ${path}\n${canonical(b ?? null)}`)
    .digest('hex')
}

export interface IdempotentOutcome {
  response: StoredResponse
  replayed: boolean
}

const COMPLETE_RETRY_DELAYS_MS = [250, 1000, 4000]

/**
 * Runs `execute` at most once per (namespace, key) within the replay window.
 * `bodyDigest` is for a body read as a stream (an upload), which cannot be part of `print` before it is read: the
 * claim is taken under `print`, and the completed record is stored under `print` joined with the body's digest, read
 * after the operation ran. A later request with the key is compared the same way: while the first runs, by `print`
 * (409 or 422); once done, by `print` and its own body's digest (replayed or 422), which reads that body. `execute` resolves to the
 * result to answer, or rejects with an error (then nothing is stored and the claim is released).
 * When the result cannot be stored (the shared store timed out after the operation committed), the caller still
 * gets the result (it happened), and storing it is retried in the background so a retry replays it; until then a
 * retry with the key answers 409 idempotency_in_progress rather than running the write twice.
 */
export async function runIdempotent(
  store: IdempotencyStore,
  sealer: Sealer,
  clock: Clock,
  namespace: string,
  key: string,
  print: string,
  execute: () => Promise<StoredResponse>,
  logger?: Pick<Logger, 'warn' | 'error'>,
  bodyDigest?: () => Promise<string>,
): Promise<IdempotentOutcome> {
  const recordKey = `${namespace}:${key}`
  const donePrint = async () =>
    bodyDigest
      ? createHash('sha256')
          .update(`${print}\n${await bodyDigest()}`)
          .digest('hex')
      : print
  const start = clock.nowMs()
  let claim
  try {
    claim = await store.claim(recordKey, print, start + RUNNING_LEASE_MS, start)
  } catch (err) {
    // Without the shared store a retry could run twice; refuse rather than guess. Retrying with the key is safe.
    throw new AppError(
      'service_unavailable',
      'Idempotency-Key cannot be honoured right now; retry with the same key shortly.',
      {
        retryAfterSeconds: 1,
        headers: { 'x-should-retry': 'true' },
        cause: err,
      },
    )
  }
  if (claim.kind !== 'claimed') {
    if (claim.fingerprint !== (claim.kind === 'done' ? await donePrint() : print)) {
      throw new AppError(
        'idempotency_key_reused',
        'This Idempotency-Key was already used with a different request; use a new key for a new request.',
        { param: 'Idempotency-Key' },
      )
    }
    if (claim.kind === 'in_progress') {
      throw new AppError('idempotency_in_progress', undefined, {
        param: 'Idempotency-Key',
        retryAfterSeconds: 1,
        headers: { 'x-should-retry': 'true' },
      })
    }
    return { response: { ...claim.response, body: sealer.open(claim.response.body) }, replayed: true }
  }
  let response: StoredResponse
  try {
    response = await execute()
  } catch (err) {
    await store.release(recordKey).catch(() => undefined)
    throw err
  }
  if (response.status >= 400) {
    await store.release(recordKey).catch(() => undefined)
  } else {
    const sealed = { ...response, body: sealer.seal(response.body) }
    let finalPrint: string
    try {
      finalPrint = await donePrint()
    } catch (err) {
      // The operation ran but its body could not be read to the end (cut short): nothing to replay against.
      await store.release(recordKey).catch(() => undefined)
      throw err
    }
    const complete = () => store.complete(recordKey, finalPrint, sealed, start + REPLAY_WINDOW_MS, clock.nowMs())
    await complete().catch((err: unknown) => {
      logger?.warn(
        { err: (err as Error).message },
        'idempotent result not stored yet; answering it and retrying the store in the background',
      )
      void retryComplete(complete, logger)
    })
  }
  return { response, replayed: false }
}

async function retryComplete(complete: () => Promise<void>, logger?: Pick<Logger, 'warn' | 'error'>): Promise<void> {
  for (const ms of COMPLETE_RETRY_DELAYS_MS) {
    await new Promise((r) => setTimeout(r, ms).unref())
    try {
      await complete()
      return
    } catch {
      /* next delay */
    }
  }
  logger?.error(
    {},
    'idempotent result could not be stored; a retry with its key runs again once the running claim expires',
  )
}
