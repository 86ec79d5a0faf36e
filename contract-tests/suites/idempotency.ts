// Idempotent writes through the proxy (spec: Errors, "Idempotent replay"; SPEC-DECISIONS "Idempotency"): the
// operations the document marks `x-idempotent` (createConnectKey, rotateConnectKey) replay a completed 2xx with
// `X-Idempotent-Replayed: true` and the echoed `Idempotency-Key`, answer 422 `idempotency_key_reused` for the
// same key with another request, 409 `idempotency_in_progress` while the first still runs, and never replay a
// failure. A deterministic 409 needs a slow write: see gated-server.ts; here a concurrent burst may or may not
// produce one, and either answer must conform.
import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { createTenant, type Tenant } from '../../src/testing/test-server.ts'
import type { Harness } from '../support/harness.ts'
import { expectError, expectOk, expectValidationError } from '../support/assertions.ts'
import type { Response } from '../support/client.ts'

const KEYS = '/api/v1/connect-keys'

/** A first run: no replay marker, the key echoed. */
export function expectFirstRun(r: Response, status: number, key: string): void {
  expectOk(r, status)
  expect(r.headers.get('idempotency-key'), r.describe()).toBe(key)
  expect(r.headers.get('x-idempotent-replayed'), r.describe()).toBeNull()
}

/** A replay of `original`: same status and body, `X-Idempotent-Replayed: true`, the key echoed. */
export function expectReplay(r: Response, original: Response, key: string): void {
  expectOk(r, original.status)
  expect(r.headers.get('x-idempotent-replayed'), r.describe()).toBe('true')
  expect(r.headers.get('idempotency-key'), r.describe()).toBe(key)
  expect(r.body, r.describe()).toEqual(original.body)
}

/** 409 idempotency_in_progress: retry after one second. */
export function expectInProgress(r: Response): void {
  const e = expectError(r, 409, 'idempotency_in_progress', { param: 'Idempotency-Key' })
  expect(r.headers.get('retry-after'), r.describe()).toBe('1')
  expect(e.retry_after_seconds, r.describe()).toBe(1)
  expect(r.headers.get('x-should-retry'), r.describe()).toBe('true')
}

export function idempotencyContract(h: () => Harness): void {
  // A tenant of its own, so counting its keys through the API is exact.
  let t: Tenant
  beforeAll(async () => {
    t = await createTenant(h().server.services)
  })
  const idem = (what: string) => `contract-${what}-${randomUUID()}`
  const send = (path: string, key: string | null, body?: unknown, token = t.adminKey) =>
    h().proxy(path, {
      method: 'POST',
      token,
      ...(body !== undefined ? { body } : {}),
      headers: key ? { 'Idempotency-Key': key } : {},
    })
  const keysNamed = async (name: string) => {
    const r = await h().proxy(`${KEYS}?limit=100`, { token: t.adminKey })
    expectOk(r)
    expect(r.body.has_more).toBe(false)
    return (r.body.data as { id: string; name: string; rotated_from_key_id: string | null }[]).filter(
      (k) => k.name === name,
    )
  }

  it('the document marks createConnectKey, rotateConnectKey, createClient, write skills, the generic skill path and the WorkStream POSTs idempotent, with 409 and the replay headers', () => {
    const marked = h().operations.all.filter(
      (o) => (h().spec.paths[o.path]![o.method] as Record<string, unknown>)['x-idempotent'] === true,
    )
    // Every write skill (x-skill-writes: journal.record, the imports, the report skills, which store files) and no other.
    const op = (o: { path: string; method: string }) => h().spec.paths[o.path]![o.method] as Record<string, unknown>
    const writeSkills = h()
      .operations.all.filter((o) => op(o)['x-skill-writes'] === true)
      .map((o) => o.operationId)
    expect(writeSkills).toEqual(
      expect.arrayContaining([
        'invoke_import_bank_statement',
        'invoke_record_journal_entry',
        'invoke_prepare_financial_report',
      ]),
    )
    // WorkStreams: every POST (creations and cycle commands), on both the workplan paths and the deprecated blueprint ones.
    const workstreams = [
      'createWorkstreamTemplate',
      'publishWorkstreamTemplateVersion',
      'createWorkplan',
      'archiveWorkplan',
      'enableWorkplanWrites',
      'disableWorkplanWrites',
      'createBlueprint',
      'archiveBlueprint',
      'enableBlueprintWrites',
      'disableBlueprintWrites',
      'startCycle',
      'pauseCycle',
      'resumeCycle',
      'cancelCycle',
      'approveCycleTask',
      'retryCycleTask',
      'skipCycleTask',
      'supplyCycleTaskInput',
      'createWorkstreamDraft',
      'publishWorkstreamDraft',
    ]
    expect(marked.map((o) => o.operationId).sort()).toEqual(
      [
        'createClient',
        'createConnectKey',
        'createWebhookEndpoint',
        'invokeSkillByNameOrSlug',
        ...writeSkills,
        'rotateConnectKey',
        'rotateWebhookSecret',
        'uploadFile',
        ...workstreams,
        // Topics: linking an artifact (issue 11).
        'linkTopicArtifact',
        // A webhook test event queues a delivery (issue 24).
        'sendWebhookTestEvent',
        // Creating a workspace (issue 25).
        'createWorkspace',
      ].sort(),
    )
    for (const o of marked) expect(o.statuses).toContain('409')
  })

  describe(`createConnectKey POST ${KEYS} with Idempotency-Key`, () => {
    it('201, then the same request replays the same key (value included) with X-Idempotent-Replayed: true; one key exists', async () => {
      const key = idem('create')
      const body = { name: 'idempotent create', permissions: ['search:read'], description: 'd' }
      const first = await send(KEYS, key, body)
      expectFirstRun(first, 201, key)
      const again = await send(KEYS, key, body)
      expectReplay(again, first, key)
      // The same request with its fields in another order is the same request.
      expectReplay(
        await send(KEYS, key, { description: 'd', permissions: ['search:read'], name: 'idempotent create' }),
        first,
        key,
      )
      expect((await keysNamed('idempotent create')).map((k) => k.id)).toEqual([first.body.id])
    })

    it('the same key with another body, or on another operation, is 422 idempotency_key_reused and creates nothing', async () => {
      const key = idem('reuse')
      expectFirstRun(await send(KEYS, key, { name: 'reuse a' }), 201, key)
      const other = await send(KEYS, key, { name: 'reuse b' })
      const e = expectError(other, 422, 'idempotency_key_reused', { param: 'Idempotency-Key' })
      expect(e, other.describe()).not.toHaveProperty('details')
      expect(other.headers.get('x-idempotent-replayed')).toBeNull()
      const elsewhere = await send(`${KEYS}/${t.adminKeyId}/rotate`, key, { grace_period_hours: 1 })
      expectError(elsewhere, 422, 'idempotency_key_reused', { param: 'Idempotency-Key' })
      expect(await keysNamed('reuse b')).toEqual([])
      expect((await keysNamed('admin')).filter((k) => k.rotated_from_key_id === t.adminKeyId)).toEqual([])
    })

    it('a failure is never replayed: after 400 unknown_permissions the same key runs again, and may carry another body', async () => {
      const key = idem('failed')
      const bad = await send(KEYS, key, { name: 'failed first', permissions: ['documents:read'] })
      expectError(bad, 400, 'unknown_permissions', { param: 'permissions' })
      expect(bad.headers.get('x-idempotent-replayed')).toBeNull()
      const again = await send(KEYS, key, { name: 'failed first', permissions: ['documents:read'] })
      expectError(again, 400, 'unknown_permissions')
      expect(again.headers.get('x-idempotent-replayed')).toBeNull()
      expectFirstRun(await send(KEYS, key, { name: 'failed first', permissions: ['search:read'] }), 201, key)
    })

    it("keys are namespaced per user: another organization's user with the same key gets its own key", async () => {
      const key = idem('namespace')
      const mine = await send(KEYS, key, { name: 'namespaced' })
      expectFirstRun(mine, 201, key)
      const theirs = await send(KEYS, key, { name: 'namespaced' }, h().other.adminKey)
      expectFirstRun(theirs, 201, key)
      expect(theirs.body.id).not.toBe(mine.body.id)
    })

    it('422 validation_error naming the Idempotency-Key header when it is not 1 to 255 visible ASCII characters', async () => {
      for (const bad of ['k'.repeat(256), 'has space']) {
        expectValidationError(await send(KEYS, bad, { name: 'never created' }), 'Idempotency-Key', 'header')
      }
      expect(await keysNamed('never created')).toEqual([])
    })

    it('without Idempotency-Key every request runs; on a read the header is ignored and not echoed', async () => {
      const a = await send(KEYS, null, { name: 'no key' })
      const b = await send(KEYS, null, { name: 'no key' })
      expectOk(a, 201)
      expectOk(b, 201)
      expect(a.headers.get('idempotency-key')).toBeNull()
      expect(b.body.id).not.toBe(a.body.id)
      const read = await h().proxy(`${KEYS}?limit=1`, {
        token: t.adminKey,
        headers: { 'Idempotency-Key': idem('read') },
      })
      expectOk(read)
      expect(read.headers.get('idempotency-key')).toBeNull()
      expect(read.headers.get('x-idempotent-replayed')).toBeNull()
    })

    it('concurrent duplicates: one key is created; every other answer is its replay or 409 idempotency_in_progress', async () => {
      const key = idem('burst')
      const burst = await Promise.all(Array.from({ length: 6 }, () => send(KEYS, key, { name: 'burst' })))
      const created = burst.filter((r) => r.status === 201)
      const firstRuns = created.filter((r) => r.headers.get('x-idempotent-replayed') === null)
      expect(firstRuns, burst.map((r) => r.describe()).join('\n')).toHaveLength(1)
      for (const r of created) expect(r.body.id, r.describe()).toBe(firstRuns[0]!.body.id)
      for (const r of burst.filter((x) => x.status !== 201)) expectInProgress(r)
      expect((await keysNamed('burst')).map((k) => k.id)).toEqual([firstRuns[0]!.body.id])
    })
  })

  describe('rotateConnectKey POST /api/v1/connect-keys/{key_id}/rotate with Idempotency-Key', () => {
    it('201, then the replay returns the same new key with X-Idempotent-Replayed: true; the key is rotated once', async () => {
      const old = await send(KEYS, null, { name: 'to rotate' })
      expectOk(old, 201)
      const key = idem('rotate')
      const rotate = `${KEYS}/${old.body.id}/rotate`
      const first = await send(rotate, key, { grace_period_hours: 1 })
      expectFirstRun(first, 201, key)
      expect(first.body.rotated_from_key_id).toBe(old.body.id)
      expectReplay(await send(rotate, key, { grace_period_hours: 1 }), first, key)
      expect(
        (await keysNamed('to rotate')).filter((k) => k.rotated_from_key_id === old.body.id).map((k) => k.id),
      ).toEqual([first.body.id])
    })

    it('without a body (it is optional) the replay works too; another grace period with the same key is 422 idempotency_key_reused', async () => {
      const old = await send(KEYS, null, { name: 'to rotate bare' })
      const key = idem('rotate-bare')
      const rotate = `${KEYS}/${old.body.id}/rotate`
      const first = await send(rotate, key)
      expectFirstRun(first, 201, key)
      expectReplay(await send(rotate, key), first, key)
      expectError(await send(rotate, key, { grace_period_hours: 2 }), 422, 'idempotency_key_reused', {
        param: 'Idempotency-Key',
      })
      expect((await keysNamed('to rotate bare')).filter((k) => k.rotated_from_key_id === old.body.id)).toHaveLength(1)
    })

    it('a failure is never replayed: 404 key_not_found twice, no replay marker', async () => {
      const key = idem('rotate-missing')
      const missing = `${KEYS}/key_${randomUUID().slice(0, 8)}/rotate`
      for (let i = 0; i < 2; i++) {
        const r = await send(missing, key, { grace_period_hours: 1 })
        expectError(r, 404, 'key_not_found')
        expect(r.headers.get('x-idempotent-replayed')).toBeNull()
      }
    })
  })
}
