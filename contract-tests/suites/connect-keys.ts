// Connect keys (spec: Endpoints "Connect keys", API key states; SPEC-DECISIONS "Keys"): the nine operations
// under /api/v1/connect-keys, each with its success and the documented errors it can produce.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { newKey, sessionToken, type Harness } from '../support/harness.ts'
import { expectError, expectInsufficientScope, expectOk, expectValidationError } from '../support/assertions.ts'
import type { Client } from '../support/client.ts'
import { oversizedBody } from './skills.ts'

export const PERMISSIONS = [
  'accounting:write',
  'ask:execute',
  'clients:read',
  'documents:analyse',
  'email:draft',
  'reports:generate',
  'search:read',
  'topics:read',
  'topics:write',
  'workstreams:read',
  'workstreams:write',
]
const KEY_FIELDS = [
  'id',
  'name',
  'obfuscated_value',
  'last_used_at',
  'permissions',
  'created_at',
  'updated_at',
  'workspace_id',
  'rate_limit_per_minute',
  'description',
  'environment',
  'created_by_user_id',
  'rotated_from_key_id',
  'expires_at',
  'revoked_at',
]
const KEYS = '/api/v1/connect-keys'
const LONG_ID = 'k'.repeat(65) // over the KeyId maxLength (64)
const HOUR = 3_600_000

const near = (iso: unknown, expectedMs: number, slackMs = 120_000) => {
  expect(typeof iso).toBe('string')
  expect(Math.abs(Date.parse(iso as string) - expectedMs)).toBeLessThan(slackMs)
}

/** The 401/403/400 rows every key operation shares. `send` makes the request with the given client/token/headers. */
function sharedErrors(
  h: () => Harness,
  send: (c: Client, token: string | null, headers?: Record<string, string>) => ReturnType<Client>,
): void {
  it('401 invalid_token for an unknown key; 401 auth_required without a credential (direct)', async () => {
    expectError(await send(h().proxy, `sk_${'0'.repeat(49)}`), 401, 'invalid_token')
    expectError(await send(h().direct, null), 401, 'auth_required')
  })
  it('400 invalid_service_version', async () => {
    expectError(
      await send(h().proxy, h().tenant.adminKey, { 'Service-Version': '2026-13-45' }),
      400,
      'invalid_service_version',
      { param: 'Service-Version' },
    )
  })
}

export function connectKeysContract(h: () => Harness): void {
  let narrow: string // a valid key holding a single permission: not enough to manage keys
  beforeAll(async () => {
    narrow = (await newKey(h(), ['search:read'])).value
  })

  describe(`createConnectKey POST ${KEYS}`, () => {
    it('201 minimal: defaults, one-time sk_ value, and the key works at once', async () => {
      const r = await h().proxy(KEYS, { token: h().tenant.adminKey, body: { name: 'Nightly sync' } })
      expectOk(r, 201)
      expect(Object.keys(r.body).sort()).toEqual([...KEY_FIELDS, 'value'].sort())
      expect(r.body).toMatchObject({
        name: 'Nightly sync',
        permissions: [],
        last_used_at: null,
        workspace_id: null,
        rate_limit_per_minute: null,
        description: null,
        environment: 'sandbox',
        created_by_user_id: h().tenant.userId,
        rotated_from_key_id: null,
        expires_at: null,
        revoked_at: null,
      })
      expect(r.body.value).toMatch(/^sk_[0-9A-Za-z]{49}$/)
      expect(r.body.obfuscated_value.startsWith('sk_')).toBe(true)
      expect(r.body.obfuscated_value.endsWith(r.body.value.slice(-4))).toBe(true)
      expect(r.body.obfuscated_value).not.toContain(r.body.value.slice(3, 20))
      const me = await h().proxy('/api/v1/auth/me', { token: r.body.value })
      expectOk(me)
      expect(me.body).toMatchObject({ key_id: r.body.id, permissions: [], auth_method: 'api_key' })
    })

    it('201 with every field: workspace pin, rate limit, description, live, expiry in days', async () => {
      const body = {
        name: 'Partner backend',
        permissions: ['search:read', 'clients:read', 'search:read'],
        workspace_id: h().tenant.workspaceId,
        rate_limit_per_minute: 30,
        description: 'used by the partner',
        environment: 'live',
        expires_in_days: 30,
      }
      const r = await h().proxy(KEYS, { token: h().tenant.adminKey, body })
      expectOk(r, 201)
      expect(r.body).toMatchObject({
        workspace_id: h().tenant.workspaceId,
        rate_limit_per_minute: 30,
        description: 'used by the partner',
        environment: 'live',
      })
      expect([...r.body.permissions].sort()).toEqual(['clients:read', 'search:read'])
      near(r.body.expires_at, Date.now() + 30 * 24 * HOUR)
      const me = await h().proxy('/api/v1/auth/me', { token: r.body.value })
      expect(me.body.workspace_id, me.describe()).toBe(h().tenant.workspaceId)
    })

    it('201 with expires_in_days 0 or null: non-expiring', async () => {
      for (const expires_in_days of [0, null]) {
        const r = await h().proxy(KEYS, { token: h().tenant.adminKey, body: { name: 'forever', expires_in_days } })
        expectOk(r, 201)
        expect(r.body.expires_at).toBeNull()
      }
    })

    it('201 with a portal session', async () => {
      expectOk(await h().proxy(KEYS, { token: await sessionToken(h()), body: { name: 'from the portal' } }), 201)
    })

    it('400 unknown_permissions naming the offenders (retired slugs included) and listing the 11 valid ones', async () => {
      const r = await h().proxy(KEYS, {
        token: h().tenant.adminKey,
        body: { name: 'x', permissions: ['search:read', 'documents:read', 'bogus:thing'] },
      })
      const e = expectError(r, 400, 'unknown_permissions', { param: 'permissions' })
      expect(e.invalid_permissions).toEqual(['documents:read', 'bogus:thing'])
      expect([...(e.valid_permissions as string[])].sort()).toEqual([...PERMISSIONS].sort())
      expect(e.message).toContain('documents:read')
    })

    it('422 validation_error naming the first failing field, with details', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{}, 'name'],
        [{ name: '' }, 'name'],
        [{ name: 7 }, 'name'],
        [{ name: 'x', environment: 'production' }, 'environment'],
        [{ name: 'x', workspace_id: 'not-a-uuid' }, 'workspace_id'],
        [{ name: 'x', rate_limit_per_minute: -1 }, 'rate_limit_per_minute'],
        [{ name: 'x', expires_in_days: 1.5 }, 'expires_in_days'],
        [{ name: 'x', permissions: 'search:read' }, 'permissions'],
        [{ name: 'x', scopes: ['search:read'] }, 'scopes'],
      ]
      for (const [body, param] of cases)
        expectValidationError(await h().proxy(KEYS, { token: h().tenant.adminKey, body }), param)
    })

    it("422 workspace_not_found for an unknown workspace and for another organization's workspace", async () => {
      for (const workspace_id of [randomUUID(), h().other.workspaceId]) {
        const r = await h().proxy(KEYS, { token: h().tenant.adminKey, body: { name: 'x', workspace_id } })
        expectError(r, 422, 'workspace_not_found', { param: 'workspace_id' })
      }
    })

    it('403 insufficient_scope for a key holding one permission (managing keys needs all, or service:full)', async () => {
      expectInsufficientScope(await h().proxy(KEYS, { token: narrow, body: { name: 'x' } }), 'service:full')
    })

    it('413 payload_too_large', async () => {
      expectError(
        await h().proxy(KEYS, { token: h().tenant.adminKey, body: { name: 'x', ...oversizedBody() } }),
        413,
        'payload_too_large',
      )
    })

    it('415 unsupported_media_type', async () => {
      expectError(
        await h().proxy(KEYS, {
          token: h().tenant.adminKey,
          rawBody: 'name=x',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        415,
        'unsupported_media_type',
      )
    })

    it('400 invalid_json (direct: Prism never answers a body it cannot parse)', async () => {
      expectError(
        await h().direct(KEYS, {
          token: h().tenant.adminKey,
          rawBody: '{"name": ',
          headers: { 'content-type': 'application/json' },
        }),
        400,
        'invalid_json',
      )
    })

    sharedErrors(h, (c, token, headers) => c(KEYS, { token, body: { name: 'x' }, ...(headers ? { headers } : {}) }))
  })

  describe(`listConnectKeys GET ${KEYS}`, () => {
    it("200: the organization's keys, newest first, without values", async () => {
      const a = await newKey(h(), ['search:read'])
      const b = await newKey(h(), ['topics:read'])
      const r = await h().proxy(`${KEYS}?limit=2`, { token: h().tenant.adminKey })
      expectOk(r)
      expect(r.body.data.map((k: { id: string }) => k.id)).toEqual([b.id, a.id])
      expect(r.body.has_more).toBe(true)
      for (const k of r.body.data) expect(Object.keys(k).sort()).toEqual([...KEY_FIELDS].sort())
      const next = await h().proxy(`${KEYS}?limit=1&offset=1`, { token: h().tenant.adminKey })
      expectOk(next)
      expect(next.body.data[0].id).toBe(a.id)
    })

    it("200 with a portal session; never another organization's keys", async () => {
      const r = await h().proxy(`${KEYS}?limit=100`, { token: await sessionToken(h(), h().other) })
      expectOk(r)
      const ids = r.body.data.map((k: { id: string }) => k.id)
      expect(ids).toContain(h().other.adminKeyId)
      expect(ids).not.toContain(h().tenant.adminKeyId)
    })

    it('422 validation_error for limit or offset out of range', async () => {
      expectValidationError(await h().proxy(`${KEYS}?limit=0`, { token: h().tenant.adminKey }), 'limit', 'query')
      expectValidationError(await h().proxy(`${KEYS}?limit=101`, { token: h().tenant.adminKey }), 'limit', 'query')
      expectValidationError(await h().proxy(`${KEYS}?offset=x`, { token: h().tenant.adminKey }), 'offset', 'query')
    })

    it('403 insufficient_scope for a key holding one permission', async () => {
      expectInsufficientScope(await h().proxy(KEYS, { token: narrow }), 'service:full')
    })

    sharedErrors(h, (c, token, headers) => c(KEYS, { token, ...(headers ? { headers } : {}) }))
  })

  describe(`getPermissionCatalog GET ${KEYS}/_helpers/permission-catalog`, () => {
    const path = `${KEYS}/_helpers/permission-catalog`
    it('200: one entry per permission with the skills it unlocks', async () => {
      const r = await h().proxy(path, { token: h().tenant.adminKey })
      expectOk(r)
      const entries = r.body.data as {
        permission: string
        description: string
        skills: { name: string; slug: string }[]
      }[]
      expect(entries.map((e) => e.permission).sort()).toEqual([...PERMISSIONS].sort())
      for (const e of entries) expect(e.description.length).toBeGreaterThan(0)
      expect(entries.find((e) => e.permission === 'documents:analyse')!.skills).toContainEqual({
        name: 'identifiers.validate',
        slug: 'validate_business_identifiers',
      })
      expect(entries.find((e) => e.permission === 'clients:read')!.skills).toContainEqual({
        name: 'forensic.number-analysis',
        slug: 'analyse_number_patterns',
      })
    })

    it('200 for any member: a key with one permission, or none', async () => {
      expectOk(await h().proxy(path, { token: narrow }))
      expectOk(await h().proxy(path, { token: (await newKey(h(), [])).value }))
    })

    sharedErrors(h, (c, token, headers) => c(path, { token, ...(headers ? { headers } : {}) }))
  })

  describe(`listKeyWorkspaces GET ${KEYS}/_helpers/workspaces`, () => {
    const path = `${KEYS}/_helpers/workspaces`
    it("200: the organization's workspaces", async () => {
      const r = await h().proxy(path, { token: h().tenant.adminKey })
      expectOk(r)
      expect(r.body.has_more).toBe(false)
      expect(r.body.data).toHaveLength(1)
      expect(r.body.data[0]).toEqual({
        id: h().tenant.workspaceId,
        name: expect.any(String),
        slug: expect.any(String),
        created_at: expect.any(String),
      })
      const other = await h().proxy(path, { token: h().other.adminKey })
      expect(other.body.data.map((w: { id: string }) => w.id)).toEqual([h().other.workspaceId])
    })

    it('422 validation_error for limit out of range', async () => {
      expectValidationError(await h().proxy(`${path}?limit=0`, { token: h().tenant.adminKey }), 'limit', 'query')
    })

    // The server gates this helper like key management (403 with a single-permission key), but openapi.yaml
    // documents no 403 for listKeyWorkspaces, so Prism flags the status as undocumented.
    it('403 insufficient_scope for a key holding one permission is documented', async () => {
      expectInsufficientScope(await h().proxy(path, { token: narrow }), 'service:full')
    })

    it('403 insufficient_scope for a key holding one permission (direct, envelope only)', async () => {
      expectInsufficientScope(await h().direct(path, { token: narrow }), 'service:full')
    })

    sharedErrors(h, (c, token, headers) => c(path, { token, ...(headers ? { headers } : {}) }))
  })

  describe(`getConnectKey GET ${KEYS}/{key_id}`, () => {
    it('200: the merged view, never the value', async () => {
      const created = await newKey(h(), ['clients:read'], { description: 'd', rate_limit_per_minute: 5 })
      const r = await h().proxy(`${KEYS}/${created.id}`, { token: h().tenant.adminKey })
      expectOk(r)
      expect(Object.keys(r.body).sort()).toEqual([...KEY_FIELDS].sort())
      const { value: _v, ...rest } = created.body
      expect(r.body).toEqual(rest)
    })

    it("404 key_not_found for an unknown key and for another organization's key", async () => {
      for (const id of ['key_doesnotexist', h().other.adminKeyId]) {
        expectError(await h().proxy(`${KEYS}/${id}`, { token: h().tenant.adminKey }), 404, 'key_not_found', {
          param: 'key_id',
        })
      }
    })

    it('422 validation_error for a key_id longer than 64 characters', async () => {
      expectValidationError(await h().proxy(`${KEYS}/${LONG_ID}`, { token: h().tenant.adminKey }), 'key_id', 'path')
    })

    it('403 insufficient_scope for a key holding one permission', async () => {
      expectInsufficientScope(await h().proxy(`${KEYS}/${h().tenant.adminKeyId}`, { token: narrow }), 'service:full')
    })

    // Server bug: a malformed percent-escape in {key_id} makes openapi-backend's path parser (bath-es5
    // decodeURIComponent) throw URIError inside request validation, which the pipeline turns into 500
    // internal_error. Client input must never produce a 5xx. Direct, because the malformed URL is ours to judge.
    it('a malformed percent-escape in key_id is a 4xx envelope, not 500', async () => {
      for (const [method, path] of [
        ['GET', `${KEYS}/%zz`],
        ['DELETE', `${KEYS}/%E0%A4%A`],
        ['POST', `${KEYS}/%zz/flush-cache`],
      ] as const) {
        const r = await h().direct(path, { method, token: h().tenant.adminKey })
        expect(r.status, r.describe()).toBeGreaterThanOrEqual(400)
        expect(r.status, r.describe()).toBeLessThan(500)
        expect(r.body.error.code, r.describe()).toMatch(/^(validation_error|key_not_found|route_not_found)$/)
      }
    })

    sharedErrors(h, (c, token, headers) =>
      c(`${KEYS}/${h().tenant.adminKeyId}`, { token, ...(headers ? { headers } : {}) }),
    )
  })

  describe(`updateConnectKey PATCH ${KEYS}/{key_id}`, () => {
    let key: { id: string; value: string; body: Record<string, unknown> }
    beforeAll(async () => {
      key = await newKey(h(), ['search:read', 'topics:read'])
    })
    const patch = (body: unknown, c: Client = h().proxy, token: string | null = h().tenant.adminKey, id = key.id) =>
      c(`${KEYS}/${id}`, { method: 'PATCH', token, body })

    it('200: name, description, rate limit, environment and workspace change; an empty patch changes nothing', async () => {
      const r = await patch({
        name: 'renamed',
        description: 'now described',
        rate_limit_per_minute: 10,
        environment: 'live',
        workspace_id: h().tenant.workspaceId,
      })
      expectOk(r)
      expect(r.body).toMatchObject({
        id: key.id,
        name: 'renamed',
        description: 'now described',
        rate_limit_per_minute: 10,
        environment: 'live',
        workspace_id: h().tenant.workspaceId,
      })
      expect(Date.parse(r.body.updated_at)).toBeGreaterThanOrEqual(Date.parse(key.body.updated_at as string))
      const cleared = await patch({ description: null, rate_limit_per_minute: null, workspace_id: null })
      expectOk(cleared)
      expect(cleared.body).toMatchObject({
        name: 'renamed',
        description: null,
        rate_limit_per_minute: null,
        workspace_id: null,
        environment: 'live',
      })
      const same = await patch({})
      expectOk(same)
      expect(same.body).toEqual(cleared.body)
      const got = await h().proxy(`${KEYS}/${key.id}`, { token: h().tenant.adminKey })
      expect(got.body).toEqual(cleared.body)
    })

    it('501 permissions_immutable for a permissions change (direct: Prism re-mocks any upstream 501)', async () => {
      const r = await patch({ permissions: ['search:read'] }, h().direct)
      expectError(r, 501, 'permissions_immutable', { param: 'permissions', type: 'api_error' })
      const unchanged = await h().proxy(`${KEYS}/${key.id}`, { token: h().tenant.adminKey })
      expect([...unchanged.body.permissions].sort()).toEqual(['search:read', 'topics:read'])
    })

    it("422 workspace_not_found for an unknown workspace or another organization's", async () => {
      for (const workspace_id of [randomUUID(), h().other.workspaceId]) {
        expectError(await patch({ workspace_id }), 422, 'workspace_not_found', { param: 'workspace_id' })
      }
    })

    it('422 validation_error naming the first failing field', async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ rate_limit_per_minute: -1 }, 'rate_limit_per_minute'],
        [{ environment: 'staging' }, 'environment'],
        [{ name: '' }, 'name'],
        [{ workspace_id: 'nope' }, 'workspace_id'],
        [{ expires_in_days: 3 }, 'expires_in_days'],
      ]
      for (const [body, param] of cases) expectValidationError(await patch(body), param)
      expectValidationError(await patch({ name: 'x' }, h().proxy, h().tenant.adminKey, LONG_ID), 'key_id', 'path')
    })

    it("404 key_not_found for an unknown key and for another organization's key", async () => {
      for (const id of ['key_doesnotexist', h().other.adminKeyId]) {
        expectError(await patch({ name: 'x' }, h().proxy, h().tenant.adminKey, id), 404, 'key_not_found', {
          param: 'key_id',
        })
      }
    })

    it('403 insufficient_scope for a key holding one permission', async () => {
      expectInsufficientScope(await patch({ name: 'x' }, h().proxy, narrow), 'service:full')
    })

    it('413 payload_too_large', async () => {
      expectError(await patch({ name: 'x', ...oversizedBody() }), 413, 'payload_too_large')
    })

    it('415 unsupported_media_type', async () => {
      const r = await h().proxy(`${KEYS}/${key.id}`, {
        method: 'PATCH',
        token: h().tenant.adminKey,
        rawBody: 'name: x',
        headers: { 'content-type': 'text/yaml' },
      })
      expectError(r, 415, 'unsupported_media_type')
    })

    it('400 invalid_json (direct)', async () => {
      const r = await h().direct(`${KEYS}/${key.id}`, {
        method: 'PATCH',
        token: h().tenant.adminKey,
        rawBody: '{name: "x"}',
        headers: { 'content-type': 'application/json' },
      })
      expectError(r, 400, 'invalid_json')
    })

    sharedErrors(h, (c, token, headers) =>
      c(`${KEYS}/${key.id}`, { method: 'PATCH', token, body: { name: 'x' }, ...(headers ? { headers } : {}) }),
    )
  })

  describe(`deleteConnectKey DELETE ${KEYS}/{key_id}`, () => {
    it('204, idempotent; the key is refused from the next call and shows revoked_at', async () => {
      const k = await newKey(h(), ['search:read'])
      expectOk(await h().proxy('/api/v1/auth/me', { token: k.value }))
      expectOk(await h().proxy(`${KEYS}/${k.id}`, { method: 'DELETE', token: h().tenant.adminKey }), 204)
      expectError(await h().proxy('/api/v1/auth/me', { token: k.value }), 401, 'invalid_token')
      expectOk(await h().proxy(`${KEYS}/${k.id}`, { method: 'DELETE', token: h().tenant.adminKey }), 204)
      const got = await h().proxy(`${KEYS}/${k.id}`, { token: h().tenant.adminKey })
      expectOk(got)
      near(got.body.revoked_at, Date.now())
    })

    it("204 for an unknown key, and for another organization's key, which keeps working", async () => {
      expectOk(await h().proxy(`${KEYS}/key_doesnotexist`, { method: 'DELETE', token: h().tenant.adminKey }), 204)
      expectOk(
        await h().proxy(`${KEYS}/${h().other.adminKeyId}`, { method: 'DELETE', token: h().tenant.adminKey }),
        204,
      )
      expectOk(await h().proxy('/api/v1/auth/me', { token: h().other.adminKey }))
    })

    it('422 validation_error for a key_id longer than 64 characters', async () => {
      expectValidationError(
        await h().proxy(`${KEYS}/${LONG_ID}`, { method: 'DELETE', token: h().tenant.adminKey }),
        'key_id',
        'path',
      )
    })

    it('403 insufficient_scope for a key holding one permission', async () => {
      expectInsufficientScope(
        await h().proxy(`${KEYS}/key_doesnotexist`, { method: 'DELETE', token: narrow }),
        'service:full',
      )
    })

    sharedErrors(h, (c, token, headers) =>
      c(`${KEYS}/key_doesnotexist`, { method: 'DELETE', token, ...(headers ? { headers } : {}) }),
    )
  })

  describe(`flushConnectKeyCache POST ${KEYS}/{key_id}/flush-cache`, () => {
    it('204; the key keeps working after a flush', async () => {
      const k = await newKey(h(), ['search:read'])
      expectOk(await h().proxy('/api/v1/auth/me', { token: k.value }))
      expectOk(await h().proxy(`${KEYS}/${k.id}/flush-cache`, { method: 'POST', token: h().tenant.adminKey }), 204)
      expectOk(await h().proxy('/api/v1/auth/me', { token: k.value }))
    })

    it("404 key_not_found for an unknown key and for another organization's key", async () => {
      for (const id of ['key_doesnotexist', h().other.adminKeyId]) {
        expectError(
          await h().proxy(`${KEYS}/${id}/flush-cache`, { method: 'POST', token: h().tenant.adminKey }),
          404,
          'key_not_found',
          { param: 'key_id' },
        )
      }
    })

    it('422 validation_error for a key_id longer than 64 characters', async () => {
      expectValidationError(
        await h().proxy(`${KEYS}/${LONG_ID}/flush-cache`, { method: 'POST', token: h().tenant.adminKey }),
        'key_id',
        'path',
      )
    })

    it('403 insufficient_scope for a key holding one permission', async () => {
      expectInsufficientScope(
        await h().proxy(`${KEYS}/${h().tenant.adminKeyId}/flush-cache`, { method: 'POST', token: narrow }),
        'service:full',
      )
    })

    sharedErrors(h, (c, token, headers) =>
      c(`${KEYS}/${h().tenant.adminKeyId}/flush-cache`, { method: 'POST', token, ...(headers ? { headers } : {}) }),
    )
  })

  describe(`rotateConnectKey POST ${KEYS}/{key_id}/rotate`, () => {
    const rotate = (id: string, body?: unknown, c: Client = h().proxy, token: string | null = h().tenant.adminKey) =>
      c(`${KEYS}/${id}/rotate`, { method: 'POST', token, ...(body !== undefined ? { body } : {}) })

    it('201 without a body: the new key inherits everything, points back, and the old one has 24 h left', async () => {
      const old = await newKey(h(), ['clients:read', 'search:read'], {
        workspace_id: h().tenant.workspaceId,
        rate_limit_per_minute: 7,
        description: 'to rotate',
        environment: 'live',
      })
      const r = await rotate(old.id)
      expectOk(r, 201)
      expect(Object.keys(r.body).sort()).toEqual([...KEY_FIELDS, 'value'].sort())
      expect(r.body).toMatchObject({
        name: old.body.name,
        permissions: old.body.permissions,
        workspace_id: h().tenant.workspaceId,
        rate_limit_per_minute: 7,
        description: 'to rotate',
        environment: 'live',
        rotated_from_key_id: old.id,
        expires_at: null,
        revoked_at: null,
      })
      expect(r.body.id).not.toBe(old.id)
      expect(r.body.value).toMatch(/^sk_[0-9A-Za-z]{49}$/)
      expect(r.body.value).not.toBe(old.value)
      const before = await h().proxy(`${KEYS}/${old.id}`, { token: h().tenant.adminKey })
      near(before.body.expires_at, Date.now() + 24 * HOUR)
      expectOk(await h().proxy('/api/v1/auth/me', { token: old.value }))
      expectOk(await h().proxy('/api/v1/auth/me', { token: r.body.value }))
    })

    it('201 with grace_period_hours 0: the old key is refused from the next call', async () => {
      const old = await newKey(h(), ['search:read'])
      expectOk(await h().proxy('/api/v1/auth/me', { token: old.value }))
      const r = await rotate(old.id, { grace_period_hours: 0 })
      expectOk(r, 201)
      expectError(await h().proxy('/api/v1/auth/me', { token: old.value }), 401, 'invalid_token')
      expectOk(await h().proxy('/api/v1/auth/me', { token: r.body.value }))
    })

    it('201 with a fractional grace period', async () => {
      const old = await newKey(h(), ['search:read'])
      expectOk(await rotate(old.id, { grace_period_hours: 1.5 }), 201)
      near(
        (await h().proxy(`${KEYS}/${old.id}`, { token: h().tenant.adminKey })).body.expires_at,
        Date.now() + 1.5 * HOUR,
      )
    })

    it("404 key_not_found for an unknown key, another organization's key, and a revoked key", async () => {
      const revoked = await newKey(h(), ['search:read'])
      expectOk(await h().proxy(`${KEYS}/${revoked.id}`, { method: 'DELETE', token: h().tenant.adminKey }), 204)
      for (const id of ['key_doesnotexist', h().other.adminKeyId, revoked.id]) {
        expectError(await rotate(id), 404, 'key_not_found', { param: 'key_id' })
      }
    })

    it('422 validation_error naming the failing field', async () => {
      expectValidationError(await rotate(h().tenant.adminKeyId, { grace_period_hours: -1 }), 'grace_period_hours')
      expectValidationError(await rotate(h().tenant.adminKeyId, { grace_period_hours: 'soon' }), 'grace_period_hours')
      expectValidationError(await rotate(h().tenant.adminKeyId, { grace: 1 }), 'grace')
      expectValidationError(await rotate(LONG_ID), 'key_id', 'path')
    })

    it('403 insufficient_scope for a key holding one permission', async () => {
      expectInsufficientScope(await rotate(h().tenant.adminKeyId, undefined, h().proxy, narrow), 'service:full')
    })

    it('413 payload_too_large', async () => {
      expectError(await rotate(h().tenant.adminKeyId, oversizedBody()), 413, 'payload_too_large')
    })

    it('415 unsupported_media_type', async () => {
      const r = await h().proxy(`${KEYS}/${h().tenant.adminKeyId}/rotate`, {
        method: 'POST',
        token: h().tenant.adminKey,
        rawBody: 'grace_period_hours=1',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      })
      expectError(r, 415, 'unsupported_media_type')
    })

    it('400 invalid_json (direct)', async () => {
      const r = await h().direct(`${KEYS}/${h().tenant.adminKeyId}/rotate`, {
        method: 'POST',
        token: h().tenant.adminKey,
        rawBody: '{"grace_period_hours":}',
        headers: { 'content-type': 'application/json' },
      })
      expectError(r, 400, 'invalid_json')
    })

    sharedErrors(h, (c, token, headers) =>
      c(`${KEYS}/key_doesnotexist/rotate`, { method: 'POST', token, ...(headers ? { headers } : {}) }),
    )
  })
}
