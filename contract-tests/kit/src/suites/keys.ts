// Connect keys, with --allow-writes: one key named contract-kit-<runid> (holding search:read, expiring in a day should
// teardown never run) created, read, listed, updated, checked for what it may not do, looked for by the other
// organization, rotated (no grace) and deleted. Both keys are registered the moment they exist, so teardown deletes
// them whatever failed. Creating, rotating and deleting keys emits api_key.* events to the organization's webhooks.
import { describe } from 'node:test'
import { context } from '../context.ts'
import { check, need } from '../define.ts'
import { permissionsOf, skillsOf } from '../document.ts'
import { ensure, expectError, expectInsufficientScope, expectOk, fail, same } from '../expect.ts'
import type { KitResponse } from '../http.ts'
import { hideSecret } from '../redact.ts'
import { administers } from './auth.ts'
import { secondKey } from './tenancy.ts'

const KEYS = '/api/v1/connect-keys'
export const KIT_KEY_PERMISSION = 'search:read'

export interface CreatedKey {
  id: string
  value: string
  body: Record<string, unknown>
}

/** Registers (for teardown) and hides (from output) a key a 201 returned; null when the answer holds none. */
export function adoptKey(r: KitResponse): CreatedKey | null {
  if (r.status !== 201 || typeof r.body?.id !== 'string') return null
  hideSecret(r.body.value)
  if (!context().resources.all.some((x) => x.kind === 'connect_key' && x.id === r.body.id))
    context().resources.add('connect_key', r.body.id)
  return { id: r.body.id, value: String(r.body.value), body: r.body }
}

export function needAdmin(): void {
  const ctx = context()
  need(ctx.me, 'getMe did not pass')
  need(administers(ctx.me, permissionsOf(ctx.doc)), 'the key does not hold every permission, so it may not manage keys')
}

export function keyChecks(): void {
  describe('keys', () => {
    let key: CreatedKey | null = null
    let rotated: CreatedKey | null = null
    const version = () => context().doc.info.version

    check(
      `createConnectKey POST ${KEYS}: 201, named contract-kit-{runid}, a one-time sk_ value that works at once`,
      async () => {
        needAdmin()
        const ctx = context()
        const r = await ctx.proxy(KEYS, {
          token: ctx.apiKey,
          body: {
            name: ctx.runName,
            permissions: [KIT_KEY_PERMISSION],
            description: 'skills-connect-contract run; deleted in its teardown',
            expires_in_days: 1,
          },
        })
        key = adoptKey(r)
        expectOk(r, 201, version())
        ensure(key && /^sk_[0-9A-Za-z]+$/.test(key.value), r, 'no sk_ value')
        ensure(r.body.name === ctx.runName && r.body.revoked_at === null, r, 'name or revoked_at')
        same(r.body.permissions, [KIT_KEY_PERMISSION], `permissions of the new key\n${r.describe()}`)
        ensure(
          typeof r.body.obfuscated_value === 'string' && !r.body.obfuscated_value.includes(key!.value.slice(3, 20)),
          r,
          'obfuscated_value shows the secret',
        )
        const me = await ctx.proxy('/api/v1/auth/me', { token: key!.value })
        expectOk(me)
        ensure(me.body.key_id === key!.id, me, 'getMe with the new key names another key')
      },
    )

    check(
      `getConnectKey GET ${KEYS}/{key_id}: 200, the key as created (last_used_at now set), without its value`,
      async () => {
        need(key, 'createConnectKey did not pass')
        const ctx = context()
        const r = await ctx.proxy(`${KEYS}/${key.id}`, { token: ctx.apiKey })
        expectOk(r)
        const { value: _v, last_used_at: _u, ...rest } = key.body
        const { last_used_at: used, ...got } = r.body as Record<string, unknown>
        same(got, rest, `getConnectKey differs from the 201\n${r.describe()}`)
        ensure(typeof used === 'string', r, 'last_used_at is not set after the key was used')
      },
    )

    check(`listConnectKeys GET ${KEYS}: the new key is listed first (newest first), without a value`, async () => {
      need(key, 'createConnectKey did not pass')
      const ctx = context()
      const r = await ctx.proxy(`${KEYS}?limit=10`, { token: ctx.apiKey })
      expectOk(r)
      const listed = (r.body.data as Record<string, unknown>[]).find((k) => k.id === key!.id)
      ensure(listed && !('value' in listed), r, 'the new key is not on the first page, or shows its value')
    })

    check(`updateConnectKey PATCH ${KEYS}/{key_id}: 200, the description changes`, async () => {
      need(key, 'createConnectKey did not pass')
      const ctx = context()
      const r = await ctx.proxy(`${KEYS}/${key.id}`, {
        method: 'PATCH',
        token: ctx.apiKey,
        body: { description: `${ctx.runName}: updated` },
      })
      expectOk(r)
      ensure(
        r.body.description === `${ctx.runName}: updated` && r.body.name === ctx.runName,
        r,
        'the description did not change, or the name did',
      )
    })

    check(
      `a key holding only ${KIT_KEY_PERMISSION}: 403 insufficient_scope for key management and for a skill needing another permission`,
      async () => {
        need(key, 'createConnectKey did not pass')
        const ctx = context()
        expectInsufficientScope(await ctx.proxy(KEYS, { token: key.value }), 'service:full')
        const other = skillsOf(ctx.doc).find(
          (s) => !s.writes && s.permission !== KIT_KEY_PERMISSION && s.examples.length,
        )
        need(other, 'no read-only skill needs another permission')
        expectInsufficientScope(
          await ctx.proxy(other.path, { token: key.value, body: other.examples[0]!.value }),
          other.permission,
        )
      },
    )

    check(
      'another organization: 404 key_not_found for the new key, and its DELETE (204) leaves the key working',
      async () => {
        need(key, 'createConnectKey did not pass')
        const ctx = context()
        const other = secondKey('administer')
        expectError(await ctx.proxy(`${KEYS}/${key.id}`, { token: other }), 404, 'key_not_found', { param: 'key_id' })
        expectOk(await ctx.proxy(`${KEYS}/${key.id}`, { method: 'DELETE', token: other }), 204)
        expectOk(await ctx.proxy('/api/v1/auth/me', { token: key.value }))
      },
    )

    check(
      `rotateConnectKey POST ${KEYS}/{key_id}/rotate with grace_period_hours 0: 201, a new value pointing back; the old one is refused`,
      async () => {
        need(key, 'createConnectKey did not pass')
        const ctx = context()
        const r = await ctx.proxy(`${KEYS}/${key.id}/rotate`, {
          method: 'POST',
          token: ctx.apiKey,
          body: { grace_period_hours: 0 },
        })
        rotated = adoptKey(r)
        expectOk(r, 201)
        ensure(rotated && rotated.id !== key.id && rotated.value !== key.value, r, 'the rotation returned the same key')
        ensure(
          r.body.rotated_from_key_id === key.id && r.body.name === ctx.runName,
          r,
          'rotated_from_key_id or the inherited name',
        )
        expectError(await ctx.proxy('/api/v1/auth/me', { token: key.value }), 401, 'invalid_token')
        const me = await ctx.proxy('/api/v1/auth/me', { token: rotated!.value })
        expectOk(me)
        ensure(me.body.key_id === rotated!.id, me, 'getMe with the rotated key')
      },
    )

    check(
      `deleteConnectKey DELETE ${KEYS}/{key_id}: 204, idempotent; the key is refused from the next call and shows revoked_at`,
      async () => {
        need(rotated ?? key, 'createConnectKey did not pass')
        const ctx = context()
        for (const k of [rotated, key]) {
          if (!k) continue
          expectOk(await ctx.proxy(`${KEYS}/${k.id}`, { method: 'DELETE', token: ctx.apiKey }), 204)
          ctx.resources.removed('connect_key', k.id, 'deleted')
          expectError(await ctx.proxy('/api/v1/auth/me', { token: k.value }), 401, 'invalid_token')
          expectOk(await ctx.proxy(`${KEYS}/${k.id}`, { method: 'DELETE', token: ctx.apiKey }), 204)
          const got = await ctx.proxy(`${KEYS}/${k.id}`, { token: ctx.apiKey })
          expectOk(got)
          if (typeof got.body.revoked_at !== 'string') fail(got, 'a deleted key without revoked_at')
        }
      },
    )
  })
}
