// Shared suite: idempotency records (ports/idempotency.ts). `open` gives two handles on the same backing
// service, as two server instances would have. Times are explicit (the service's clock is injected).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Coordination, IdempotencyStore, StoredResponse } from '../ports/index.ts'
import { uid } from './helpers.ts'

/** The store this suite exercises, plus close(); a Coordination fits. */
export type IdempotencyHandle = Pick<Coordination, 'idempotency' | 'close'>

const T = 1_767_225_600_000 // 2026-01-01T00:00:00Z
const LEASE = 30_000
const REPLAY = 60_000

const response: StoredResponse = {
  status: 201,
  body: JSON.stringify({ id: 'ws_1', name: 'Prüfung “Q1” ✓', nested: { n: 1.5 } }),
  headers: { 'content-type': 'application/json; charset=utf-8', location: '/v1/workspaces/ws_1' },
}

export function idempotencySuite(open: () => Promise<[IdempotencyHandle, IdempotencyHandle]>): void {
  describe('idempotency records', () => {
    let a: IdempotencyStore
    let b: IdempotencyStore
    let handles: [IdempotencyHandle, IdempotencyHandle]
    beforeAll(async () => {
      handles = await open()
      a = handles[0].idempotency
      b = handles[1].idempotency
    })
    afterAll(async () => {
      await handles[0].close()
      if (handles[1] !== handles[0]) await handles[1].close()
    })

    it('claims once, reports the running claim, then replays the completed response', async () => {
      const key = uid('idem')
      expect(await a.claim(key, 'fp1', T + LEASE, T)).toEqual({ kind: 'claimed' })
      expect(await b.claim(key, 'fp1', T + 10 + LEASE, T + 10)).toEqual({ kind: 'in_progress', fingerprint: 'fp1' })
      expect(await b.claim(key, 'fp2', T + 10 + LEASE, T + 10)).toEqual({ kind: 'in_progress', fingerprint: 'fp1' })
      await a.complete(key, 'fp1', response, T + 100 + REPLAY, T + 100)
      expect(await b.claim(key, 'fp1', T + 200 + LEASE, T + 200)).toEqual({
        kind: 'done',
        fingerprint: 'fp1',
        response,
      })
      // A different body with the same key sees the original fingerprint (the caller answers 422).
      expect(await a.claim(key, 'fp2', T + 300 + LEASE, T + 300)).toEqual({
        kind: 'done',
        fingerprint: 'fp1',
        response,
      })
      // Other keys are unaffected.
      expect(await a.claim(uid('idem'), 'fp1', T + LEASE, T)).toEqual({ kind: 'claimed' })
    })

    it('a completed record expires at expiresAtMs', async () => {
      const key = uid('idem')
      expect(await a.claim(key, 'fp', T + LEASE, T)).toEqual({ kind: 'claimed' })
      await a.complete(key, 'fp', { status: 204, body: '', headers: {} }, T + REPLAY, T + 5)
      expect(await b.claim(key, 'fp', T + REPLAY - 1 + LEASE, T + REPLAY - 1)).toEqual({
        kind: 'done',
        fingerprint: 'fp',
        response: { status: 204, body: '', headers: {} },
      })
      expect(await b.claim(key, 'fp-new', T + REPLAY + LEASE, T + REPLAY)).toEqual({ kind: 'claimed' })
      expect(await a.claim(key, 'fp', T + REPLAY + 1 + LEASE, T + REPLAY + 1)).toEqual({
        kind: 'in_progress',
        fingerprint: 'fp-new',
      })
    })

    it('a claim whose lease ran out (crashed holder) can be claimed again', async () => {
      const key = uid('idem')
      expect(await a.claim(key, 'fp', T + 1000, T)).toEqual({ kind: 'claimed' })
      expect(await b.claim(key, 'fp', T + 999 + LEASE, T + 999)).toEqual({ kind: 'in_progress', fingerprint: 'fp' })
      expect(await b.claim(key, 'fp', T + 1000 + LEASE, T + 1000)).toEqual({ kind: 'claimed' })
      expect(await a.claim(key, 'fp', T + 2000, T + 2000)).toEqual({ kind: 'in_progress', fingerprint: 'fp' })
    })

    it('release lets the next request run again, and is idempotent', async () => {
      const key = uid('idem')
      expect(await a.claim(key, 'fp', T + LEASE, T)).toEqual({ kind: 'claimed' })
      await b.release(key)
      await b.release(key)
      await a.release(uid('idem'))
      expect(await a.claim(key, 'fp', T + 1 + LEASE, T + 1)).toEqual({ kind: 'claimed' })
      await a.complete(key, 'fp', response, T + 2 + REPLAY, T + 2)
      await a.release(key)
      expect(await b.claim(key, 'fp', T + 3 + LEASE, T + 3)).toEqual({ kind: 'claimed' })
    })

    it('complete with an expiry already past leaves no record', async () => {
      const key = uid('idem')
      expect(await a.claim(key, 'fp', T + LEASE, T)).toEqual({ kind: 'claimed' })
      await a.complete(key, 'fp', response, T + 10, T + 10)
      expect(await b.claim(key, 'fp', T + 11 + LEASE, T + 11)).toEqual({ kind: 'claimed' })
    })

    it('exactly one of many concurrent claims from two instances wins', async () => {
      for (let round = 0; round < 3; round++) {
        const key = uid('idem')
        const results = await Promise.all(
          Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).claim(key, 'fp', T + LEASE, T)),
        )
        expect(results.filter((r) => r.kind === 'claimed')).toHaveLength(1)
        expect(results.filter((r) => r.kind === 'in_progress' && r.fingerprint === 'fp')).toHaveLength(19)
      }
    })
  })
}
