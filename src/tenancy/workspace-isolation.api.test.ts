// Workspaces isolate (issue 25 §1): a key pinned to workspace W1 tries every route and skill that takes an id of
// client-facing data with real ids of workspace W2 of its own organization: clients and their books, files,
// workplans and cycles, topics and conversations, keys, the workspace itself. Each attempt must read as absent (the
// 404 of a missing row) or be refused, leak nothing of W2 and change nothing; the same request by a key pinned to W2
// is answered (so the 404 is the workspace rule, not a missing row). Lists show only W1's, and what W1's key creates
// lands in W1. Runs on the store the environment names (embedded, and MongoDB + Redis in CI's second run).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  call,
  createTenant,
  startTestServer,
  type CallResult,
  type Tenant,
  type TestServer,
} from '../testing/test-server.ts'
import { seedExampleBooks } from '../books/synthetic/examples.ts'
import { seedBooks } from '../books/synthetic/seed.ts'
import { PERMISSION_SLUGS } from '../permissions/index.ts'

interface ErrorBody {
  error?: { code: string; param?: string }
}
interface Attempt {
  what: string
  method: string
  path: string
  body?: unknown
  headers?: Record<string, string>
}

describe('a key pinned to one workspace reaches nothing of another', () => {
  let srv: TestServer
  let t: Tenant
  let w1: string
  let w2: string
  let keyW1: string
  let keyW2: string
  let keyW2Id: string
  const ids = { clients: [] as string[], file: '', topic: '', conversation: '', template: '', workplan: '', cycle: '' }
  const secretName = 'W2-only Pty Ltd'
  const attempts: string[] = []
  const leaks: string[] = []

  const as = (token: string, a: Attempt): Promise<CallResult<ErrorBody & Record<string, unknown>>> =>
    call(srv.url, a.path, {
      method: a.method,
      token,
      ...(a.body !== undefined ? { body: a.body } : {}),
      headers: { 'Idempotency-Key': crypto.randomUUID(), ...a.headers },
    })
  const invoke = (slug: string, body: unknown): Attempt => ({
    what: slug,
    method: 'POST',
    path: `/api/v1/skills/${slug}/invoke`,
    body,
  })

  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
    w1 = t.workspaceId
    const made = await call<{ id: string; slug: string }>(srv.url, '/api/v1/workspaces', {
      token: t.adminKey,
      body: { name: 'Audit team' },
    })
    expect(made.status, made.text).toBe(201)
    expect(made.body.slug).toBe('audit-team')
    w2 = made.body.id
    const key = async (workspace: string) => {
      const r = await call<{ id: string; value: string; workspace_id: string }>(srv.url, '/api/v1/connect-keys', {
        token: t.adminKey,
        body: { name: `pinned ${workspace}`, permissions: [...PERMISSION_SLUGS], workspace_id: workspace },
      })
      expect(r.status, r.text).toBe(201)
      expect(r.body.workspace_id).toBe(workspace)
      return r.body
    }
    keyW1 = (await key(w1)).value
    const k2 = await key(w2)
    keyW2 = k2.value
    keyW2Id = k2.id
    // W2's data, made the way users make it (the unpinned admin naming W2, and W2's own key).
    for (const id of await seedExampleBooks(srv.services.stores, t.organizationId, srv.services.registry.list(), {
      workspaceId: w2,
    }))
      ids.clients.push(id)
    const c = await call<{ id: string; workspace_id: string }>(srv.url, '/api/v1/clients', {
      token: t.adminKey,
      body: { name: secretName, currency: 'AUD', workspace_id: w2 },
    })
    expect([c.status, c.body.workspace_id]).toEqual([201, w2])
    ids.clients.unshift(c.body.id)
    const form = new FormData()
    form.append('file', new Blob(['Code,Name,Type\n1000,W2 secret cash,Bank\n']), 'w2.csv')
    const up = await fetch(`${srv.url}/api/v1/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${keyW2}` },
      body: form,
    })
    const file = (await up.json()) as { id: string; workspace_id: string }
    expect([up.status, file.workspace_id]).toEqual([201, w2])
    ids.file = file.id
    const topic = await as(keyW2, invoke('topic_create', { name: 'W2 topic' }))
    expect(topic.status, topic.text).toBe(200)
    ids.topic = (topic.body as { output: { topic: { id: string } } }).output.topic.id
    const posted = await as(keyW2, invoke('topic_post_message', { topic_id: ids.topic, content: 'W2 question' }))
    expect(posted.status, posted.text).toBe(200)
    ids.conversation = String(
      (posted.body as { output: { conversation_id?: string; message?: { conversation_id: string } } }).output
        .conversation_id ??
        (posted.body as { output: { message: { conversation_id: string } } }).output.message.conversation_id,
    )
    const template = await call<{ id: string }>(srv.url, '/api/v1/workstreams/templates', {
      token: t.adminKey,
      body: {
        name: 'Checks',
        tasks: [
          {
            key: 'check',
            skill: 'identifiers.validate',
            input: { identifiers: [{ scheme: 'au_abn', value: '53 004 085 616' }] },
            approval: { required: 1, distinct_from_preparer: false },
          },
        ],
      },
    })
    expect(template.status, template.text).toBe(201)
    ids.template = template.body.id
    const wp = await call<{ id: string }>(srv.url, '/api/v1/workstreams/workplans', {
      token: keyW2,
      body: { name: 'W2 close', client_id: ids.clients[0], template_id: ids.template },
    })
    expect(wp.status, wp.text).toBe(201)
    ids.workplan = wp.body.id
    const cy = await call<{ id: string }>(srv.url, '/api/v1/workstreams/cycles', {
      token: keyW2,
      body: { workplan_id: ids.workplan, period: '2026-02' },
    })
    expect(cy.status, cy.text).toBe(201)
    ids.cycle = cy.body.id
    for (let i = 0; i < 4; i++) await srv.services.workstreamWorker.runOnce()
  }, 60_000)
  afterAll(async () => {
    await srv?.close()
  })

  /** W1's key is refused (404 or the given refusal) and sees nothing of W2; W2's own key is answered. */
  async function refused(
    a: Attempt,
    expected: [number, string] | null = null,
    o: { controlOk?: (status: number) => boolean } = {},
  ): Promise<void> {
    attempts.push(`${a.what} ${a.method} ${a.path}`)
    const r = await as(keyW1, a)
    const code = r.body?.error?.code ?? ''
    const ok = expected ? r.status === expected[0] && code === expected[1] : r.status === 404
    if (
      !ok ||
      r.text.includes(secretName) ||
      r.text.includes('W2 secret') ||
      r.text.includes('W2 question') ||
      r.text.includes('W2 close')
    ) {
      leaks.push(`${a.what} ${a.method} ${a.path}: ${r.status} ${r.text.slice(0, 200)}`)
    }
    if (a.method === 'GET' || o.controlOk) {
      const mine = await as(keyW2, a)
      const fine = o.controlOk ? o.controlOk(mine.status) : mine.status < 400
      expect(fine, `W2's own key on ${a.what} ${a.path}: ${mine.status} ${mine.text.slice(0, 200)}`).toBe(true)
    }
  }

  it("every skill with a client_id answers 404 client_not_found for W2's client, and W2's key reaches it", {
    timeout: 120_000,
  }, async () => {
    const tried: string[] = []
    for (const s of srv.services.registry.list()) {
      const ex = s.examples.find((e) => typeof e.input.client_id === 'string')
      if (!ex) continue
      const a = invoke(s.manifest.slug, ex.input)
      await refused(a, [404, 'client_not_found'], { controlOk: (status) => status !== 404 })
      tried.push(s.manifest.name)
    }
    expect(tried).toEqual(
      expect.arrayContaining([
        'accounts.import',
        'bank.import',
        'clients.financials',
        'contacts.import',
        'journal.record',
        'accounts.reconcile',
      ]),
    )
    expect(leaks).toEqual([])
  })

  it("every skill taking a file_id answers 404 file_not_found for W2's file, with W1's own client", {
    timeout: 120_000,
  }, async () => {
    const tried: string[] = []
    const w1Client = crypto.randomUUID()
    await seedBooks(
      srv.services.stores,
      t.organizationId,
      w1Client,
      { chart: [{ code: '1000', name: 'Bank', type: 'asset' }] },
      { workspaceId: w1 },
    )
    for (const s of srv.services.registry.list()) {
      const props = (s.inputSchema.properties ?? {}) as Record<string, unknown>
      const ex = s.examples.find((e) => typeof e.input.client_id === 'string')
      if (!('file_id' in props) || !ex) continue
      const { csv: _c, ofx: _o, rows: _r, client_id: _id, as_of: _a, ...rest } = ex.input as Record<string, unknown>
      const needsClient = ((s.inputSchema.required ?? []) as string[]).includes('client_id')
      const body = needsClient
        ? { ...rest, ...('as_of' in ex.input ? { as_of: ex.input.as_of } : {}), client_id: w1Client, file_id: ids.file }
        : { ...rest, file_id: ids.file }
      await refused(invoke(s.manifest.slug, body), [404, 'file_not_found'])
      tried.push(s.manifest.name)
    }
    expect(tried).toEqual(expect.arrayContaining(['accounts.import', 'bank.import', 'tb.import', 'journal.import']))
    expect(leaks).toEqual([])
  })

  it('client, file, workplan, cycle, topic, key and workspace routes read as absent, and change nothing', {
    timeout: 60_000,
  }, async () => {
    const c = ids.clients[0]!
    // An example client of W2 with books: its entry ids are real (read by W2's own key).
    const booked = ids.clients[1]!
    const entries = await call<{ data: { id: string }[] }>(srv.url, `/api/v1/clients/${booked}/journal-entries`, {
      method: 'GET',
      token: keyW2,
    })
    expect(entries.status, entries.text).toBe(200)
    const entry = entries.body.data[0]!.id
    const wp = `/api/v1/workstreams/workplans/${ids.workplan}`
    const cy = `/api/v1/workstreams/cycles/${ids.cycle}`
    const routes: Attempt[] = [
      { what: 'client', method: 'GET', path: `/api/v1/clients/${c}` },
      { what: 'client', method: 'PATCH', path: `/api/v1/clients/${c}`, body: { name: 'Taken over' } },
      { what: 'books', method: 'GET', path: `/api/v1/clients/${booked}/journal-entries` },
      { what: 'books', method: 'GET', path: `/api/v1/clients/${booked}/journal-entries/${entry}` },
      { what: 'books', method: 'GET', path: `/api/v1/clients/${booked}/statement-lines` },
      { what: 'file', method: 'GET', path: `/api/v1/files/${ids.file}` },
      { what: 'file', method: 'GET', path: `/api/v1/files/${ids.file}/content` },
      { what: 'workplan', method: 'GET', path: wp },
      { what: 'workplan', method: 'PATCH', path: wp, body: { name: 'Taken over' } },
      { what: 'workplan', method: 'POST', path: `${wp}/archive` },
      { what: 'workplan', method: 'GET', path: `${wp}/write-status` },
      { what: 'workplan', method: 'POST', path: `${wp}/disable-writes` },
      { what: 'workplan', method: 'GET', path: `${wp}/triggers` },
      { what: 'blueprint', method: 'GET', path: `/api/v1/workstreams/blueprints/${ids.workplan}` },
      { what: 'cycle', method: 'GET', path: cy },
      { what: 'cycle', method: 'GET', path: `${cy}/tasks` },
      { what: 'cycle', method: 'GET', path: `${cy}/events` },
      { what: 'cycle', method: 'POST', path: `${cy}/pause`, body: {} },
      { what: 'cycle', method: 'POST', path: `${cy}/resume` },
      { what: 'cycle', method: 'POST', path: `${cy}/cancel`, body: {} },
      { what: 'cycle', method: 'POST', path: `${cy}/approve`, body: { task_key: 'check', comment: 'taken over' } },
      { what: 'cycle', method: 'POST', path: `${cy}/tasks/check/retry` },
      { what: 'cycle', method: 'POST', path: `${cy}/tasks/check/skip`, body: { justification: 'taken over' } },
      { what: 'topic', method: 'GET', path: `/api/v1/topics/${ids.topic}/conversations` },
      { what: 'topic', method: 'GET', path: `/api/v1/topics/${ids.topic}/conversations/${ids.conversation}` },
      { what: 'topic', method: 'GET', path: `/api/v1/topics/${ids.topic}/conversations/${ids.conversation}/messages` },
      { what: 'topic', method: 'GET', path: `/api/v1/topics/${ids.topic}/artifacts` },
      { what: 'topic', method: 'POST', path: `/api/v1/topics/${ids.topic}/artifacts`, body: { artifact_id: ids.file } },
      { what: 'key', method: 'GET', path: `/api/v1/connect-keys/${keyW2Id}` },
      { what: 'key', method: 'PATCH', path: `/api/v1/connect-keys/${keyW2Id}`, body: { name: 'Taken over' } },
      { what: 'key', method: 'POST', path: `/api/v1/connect-keys/${keyW2Id}/rotate`, body: {} },
      { what: 'key', method: 'POST', path: `/api/v1/connect-keys/${keyW2Id}/flush-cache` },
      { what: 'workspace', method: 'GET', path: `/api/v1/workspaces/${w2}` },
    ]
    for (const a of routes) await refused(a)
    // Skills naming W2's ids.
    for (const a of [
      invoke('topic_get', { topic_id: ids.topic }),
      invoke('topic_messages', { topic_id: ids.topic }),
      invoke('topic_post_message', { topic_id: ids.topic, content: 'taken over' }),
      invoke('workstream_describe', { workplan_id: ids.workplan }),
      invoke('workstream_status', { cycle_id: ids.cycle }),
      invoke('workstream_run', { workplan_id: ids.workplan, period: '2026-03' }),
      invoke('workstream_cancel', { cycle_id: ids.cycle }),
      invoke('workstream_approve', { cycle_id: ids.cycle, task_key: 'check', comment: 'taken over' }),
    ])
      await refused(a)
    // Creation naming W2 (or W2's client, workplan or file) is refused, and nothing is made there.
    for (const [a, expected] of [
      [
        {
          what: 'client',
          method: 'POST',
          path: '/api/v1/clients',
          body: { name: 'Into W2', currency: 'AUD', workspace_id: w2 },
        },
        [422, 'workspace_not_found'],
      ],
      [
        { what: 'file', method: 'POST', path: `/api/v1/files?workspace_id=${w2}`, body: {} },
        [422, 'workspace_not_found'],
      ],
      [
        {
          what: 'workplan',
          method: 'POST',
          path: '/api/v1/workstreams/workplans',
          body: { name: 'Into W2', client_id: c, template_id: ids.template },
        },
        [404, 'client_not_found'],
      ],
      [
        {
          what: 'cycle',
          method: 'POST',
          path: '/api/v1/workstreams/cycles',
          body: { workplan_id: ids.workplan, period: '2026-04' },
        },
        [404, 'workplan_not_found'],
      ],
      [invoke('topic_create', { name: 'Into W2', workspace_id: w2 }), [422, 'workspace_not_found']],
      [
        {
          what: 'key',
          method: 'POST',
          path: '/api/v1/connect-keys',
          body: { name: 'into W2', permissions: ['clients:read'], workspace_id: w2 },
        },
        [422, 'workspace_not_found'],
      ],
      [
        {
          what: 'key',
          method: 'POST',
          path: '/api/v1/connect-keys',
          body: { name: 'unpinned', permissions: ['clients:read'], workspace_id: null },
        },
        [422, 'workspace_not_found'],
      ],
      [
        { what: 'workspace', method: 'POST', path: '/api/v1/workspaces', body: { name: 'Escape' } },
        [403, 'workspace_pinned'],
      ],
      [
        { what: 'workspace', method: 'PATCH', path: `/api/v1/workspaces/${w2}`, body: { name: 'Taken over' } },
        [403, 'workspace_pinned'],
      ],
      [{ what: 'workspace', method: 'POST', path: `/api/v1/workspaces/${w2}/archive` }, [403, 'workspace_pinned']],
    ] as [Attempt, [number, string]][])
      await refused(a, expected)
    // DELETE is idempotent (204 for a key already gone): another workspace's key is such a key, and stays active.
    await refused({ what: 'key', method: 'DELETE', path: `/api/v1/connect-keys/${keyW2Id}` }, [204, ''])
    expect(leaks).toEqual([])

    // Nothing changed.
    const s = srv.services.stores
    expect((await s.clients.get(t.organizationId, c))?.name).toBe(secretName)
    expect((await s.workplans.get(t.organizationId, ids.workplan))?.name).toBe('W2 close')
    expect((await s.workplans.get(t.organizationId, ids.workplan))?.writesEnabled).toBe(true)
    expect((await s.cycles.get(t.organizationId, ids.cycle))?.status).not.toMatch(/paus|cancel/)
    expect((await s.identityKeys.get(keyW2Id))?.revokedAt ?? null).toBeNull()
    expect((await s.workspaces.get(w2))?.name).toBe('Audit team')
    expect(
      (await s.clients.list(t.organizationId, { limit: 100, offset: 0, workspaceId: w2 })).items.map((x) => x.name),
    ).not.toContain('Into W2')
    expect((await call(srv.url, `/api/v1/connect-keys/${keyW2Id}`, { method: 'GET', token: keyW2 })).status).toBe(200)
  })

  it("lists show only the pinned workspace's; an unpinned key sees both and filters by workspace", async () => {
    const ids1 = async (token: string, path: string, pick: (b: Record<string, unknown>) => unknown[]) => {
      const r = await call<Record<string, unknown>>(srv.url, path, { method: 'GET', token })
      expect(r.status, `${path}: ${r.text.slice(0, 200)}`).toBe(200)
      return pick(r.body).map(
        (x) => (x as { id?: string; workspace_id?: string }).id ?? (x as { cycle_id: string }).cycle_id,
      )
    }
    const data = (b: Record<string, unknown>) => b.data as unknown[]
    const mine = await call<{ id: string }>(srv.url, '/api/v1/clients', {
      token: keyW1,
      body: { name: 'W1 client', currency: 'AUD' },
    })
    expect((mine.body as unknown as { workspace_id: string }).workspace_id).toBe(w1)
    for (const [path, pick, w2Id] of [
      ['/api/v1/clients?limit=100', data, ids.clients[0]],
      [`/api/v1/clients?limit=100&workspace_id=${w2}`, data, ids.clients[0]],
      ['/api/v1/workstreams/workplans', data, ids.workplan],
      [`/api/v1/workstreams/workplans?workspace_id=${w2}`, data, ids.workplan],
      ['/api/v1/workstreams/cycles', data, ids.cycle],
      ['/api/v1/workstreams/approvals', data, ids.cycle],
      ['/api/v1/workspaces?include_archived=true', data, w2],
      ['/api/v1/connect-keys/_helpers/workspaces', data, w2],
      ['/api/v1/connect-keys', data, keyW2Id],
    ] as [string, (b: Record<string, unknown>) => unknown[], string][]) {
      attempts.push(`list ${path}`)
      const seen = await ids1(keyW1, path, pick)
      if (seen.includes(w2Id)) leaks.push(`list ${path} shows ${w2Id}`)
      if (!path.includes('approvals') && !path.includes('connect-keys')) {
        expect(await ids1(t.adminKey, path, pick), `the unpinned key sees W2's on ${path}`).toContain(w2Id)
      }
    }
    for (const [slug, body, pick, w2Id] of [
      ['list_clients', { limit: 100 }, (o: Record<string, unknown>) => o.clients as unknown[], ids.clients[0]],
      ['topic_list', {}, (o: Record<string, unknown>) => o.topics as unknown[], ids.topic],
      ['workstream_list', {}, (o: Record<string, unknown>) => o.workplans as unknown[], ids.workplan],
    ] as [string, unknown, (o: Record<string, unknown>) => unknown[], string][]) {
      attempts.push(`list ${slug}`)
      const r = await as(keyW1, invoke(slug, body))
      expect(r.status, r.text.slice(0, 200)).toBe(200)
      const seen = pick((r.body as { output: Record<string, unknown> }).output).map((x) => (x as { id: string }).id)
      if (seen.includes(w2Id)) leaks.push(`skill ${slug} shows ${w2Id}`)
      const all = await as(t.adminKey, invoke(slug, { ...(body as object), workspace_id: w2 }))
      expect(
        pick((all.body as { output: Record<string, unknown> }).output).map((x) => (x as { id: string }).id),
        `${slug} for W2 by the unpinned key`,
      ).toContain(w2Id)
    }
    expect(leaks).toEqual([])
    expect(await ids1(keyW1, '/api/v1/clients?limit=100', data)).toContain(mine.body.id)
  })

  it("a WorkStream task runs pinned to its cycle's workspace, whoever owns the workplan", {
    timeout: 60_000,
  }, async () => {
    // The unpinned admin owns a workplan on W2's client whose task lists clients: the task sees W2's only.
    const inW1 = await call<{ id: string }>(srv.url, '/api/v1/clients', {
      token: t.adminKey,
      body: { name: 'W1 only Pty Ltd', currency: 'AUD', workspace_id: w1 },
    })
    expect(inW1.status).toBe(201)
    const template = await call<{ id: string }>(srv.url, '/api/v1/workstreams/templates', {
      token: t.adminKey,
      body: { name: 'Look around', tasks: [{ key: 'look', skill: 'clients.list', input: { limit: 100 } }] },
    })
    expect(template.status, template.text).toBe(201)
    const wp = await call<{ id: string }>(srv.url, '/api/v1/workstreams/workplans', {
      token: t.adminKey,
      body: { name: 'Look', client_id: ids.clients[0], template_id: template.body.id },
    })
    expect(wp.status, wp.text).toBe(201)
    const cy = await call<{ id: string }>(srv.url, '/api/v1/workstreams/cycles', {
      token: t.adminKey,
      body: { workplan_id: wp.body.id, period: '2026-05' },
    })
    expect(cy.status, cy.text).toBe(201)
    for (let i = 0; i < 4; i++) await srv.services.workstreamWorker.runOnce()
    const tasks = await call<{
      data: { key: string; status: string; output: { clients: { id: string; workspace_id: string }[] } | null }[]
    }>(srv.url, `/api/v1/workstreams/cycles/${cy.body.id}/tasks`, { method: 'GET', token: t.adminKey })
    const look = tasks.body.data.find((x) => x.key === 'look')!
    expect(look.status, JSON.stringify(look).slice(0, 300)).toBe('succeeded')
    const seen = look.output!.clients
    expect(seen.map((c) => c.id)).toContain(ids.clients[0])
    expect(seen.map((c) => c.id)).not.toContain(inW1.body.id)
    expect(new Set(seen.map((c) => c.workspace_id))).toEqual(new Set([w2]))
  })

  it('webhook endpoints stay organization-wide', async () => {
    const list = await call<{ data: unknown[] }>(srv.url, '/api/v1/webhooks/endpoints', { method: 'GET', token: keyW1 })
    expect(list.status).toBe(200)
  })

  it('holds over the whole matrix with no leak', () => {
    expect(attempts.length).toBeGreaterThanOrEqual(87)
    expect(leaks).toEqual([])
  })
})
