// An Idempotency-Key replay, with --allow-writes, on createConnectKey: the same key and body within 60 s replays the
// 201 (X-Idempotent-Replayed: true, the key echoed, the same key id and value); the same key with another body is 422
// idempotency_key_reused. The one key created is deleted here, and by teardown should this fail first.
import { describe } from 'node:test'
import { context } from '../context.ts'
import { check, need } from '../define.ts'
import { ensure, expectError, expectOk } from '../expect.ts'
import { adoptKey, KIT_KEY_PERMISSION, needAdmin } from './keys.ts'

export function idempotencyChecks(): void {
  describe('idempotency', () => {
    check(
      'createConnectKey with Idempotency-Key: the replay answers the same 201 with X-Idempotent-Replayed: true; another body is 422 idempotency_key_reused',
      async () => {
        needAdmin()
        const ctx = context()
        const idem = `${ctx.runName}-idempotency`
        const body = { name: ctx.runName, permissions: [KIT_KEY_PERMISSION], expires_in_days: 1 }
        const first = await ctx.proxy('/api/v1/connect-keys', {
          token: ctx.apiKey,
          body,
          headers: { 'Idempotency-Key': idem },
        })
        const key = adoptKey(first)
        expectOk(first, 201)
        ensure(first.headers.get('x-idempotent-replayed') !== 'true', first, 'the first answer says it is a replay')
        const again = await ctx.proxy('/api/v1/connect-keys', {
          token: ctx.apiKey,
          body,
          headers: { 'Idempotency-Key': idem },
        })
        const replayed = adoptKey(again)
        expectOk(again, 201)
        ensure(
          again.headers.get('x-idempotent-replayed') === 'true',
          again,
          'no X-Idempotent-Replayed: true on the replay',
        )
        ensure(again.headers.get('idempotency-key') === idem, again, 'the replay does not echo Idempotency-Key')
        ensure(replayed?.id === key!.id && replayed?.value === key!.value, again, 'the replay made another key')
        const reused = await ctx.proxy('/api/v1/connect-keys', {
          token: ctx.apiKey,
          body: { ...body, name: `${ctx.runName}-other` },
          headers: { 'Idempotency-Key': idem },
        })
        adoptKey(reused) // were it (wrongly) a 201, teardown still deletes what it made
        expectError(reused, 422, 'idempotency_key_reused')
        need(key, 'no key to delete')
        expectOk(await ctx.proxy(`/api/v1/connect-keys/${key.id}`, { method: 'DELETE', token: ctx.apiKey }), 204)
        ctx.resources.removed('connect_key', key.id, 'deleted')
      },
    )
  })
}
