// toAppError: a store that did not answer becomes 503 store_unavailable with Retry-After, also when an operation
// wrapped it as internal_error; nothing else does.
import { describe, expect, it } from 'vitest'
import { AppError } from '../errors/index.ts'
import { DuplicateError, StoreUnavailableError } from '../store/ports/index.ts'
import { STORE_RETRY_AFTER_SECONDS, errorBody, toAppError } from './envelope.ts'

describe('toAppError', () => {
  it('maps StoreUnavailableError to 503 store_unavailable with retry_after_seconds', () => {
    const e = toAppError(new StoreUnavailableError('timeout'))
    expect(e).toMatchObject({ code: 'store_unavailable', status: 503, type: 'api_error', retryAfterSeconds: STORE_RETRY_AFTER_SECONDS })
    expect(errorBody(e, 'corr').error).toMatchObject({
      code: 'store_unavailable', retry_after_seconds: STORE_RETRY_AFTER_SECONDS,
      message: 'The store did not answer in time; the request may or may not have been applied. Retry with the same Idempotency-Key.',
    })
  })

  it('maps an internal_error caused by an unavailable store the same way', () => {
    const e = toAppError(new AppError('internal_error', undefined, { cause: new StoreUnavailableError('unreachable') }))
    expect(e).toMatchObject({ code: 'store_unavailable', status: 503 })
  })

  it('leaves everything else alone', () => {
    expect(toAppError(new DuplicateError('user')).code).toBe('internal_error')
    expect(toAppError(new Error('boom')).code).toBe('internal_error')
    const invalid = new AppError('invalid_token')
    expect(toAppError(invalid)).toBe(invalid)
    expect(toAppError(new AppError('internal_error', undefined, { cause: new Error('x') })).code).toBe('internal_error')
  })
})
