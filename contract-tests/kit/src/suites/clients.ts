// A client, with --allow-writes. The API deletes no client and archives none, so the kit makes a workspace of its own
// (contract-kit-<runid>, slug the same), creates the client contract-kit-<runid> in it, reads, lists and renames it,
// checks the other organization gets 404, sends every write skill's request examples that name no resource but a client
// into that client (books imported, an entry recorded, reports prepared: data that stays with the client), and archives
// the workspace: the client stays, readable, in an archived workspace that takes nothing new (409 workspace_archived,
// checked). Teardown archives the workspace should this fail.
import { describe } from 'node:test'
import { context } from '../context.ts'
import { check, need } from '../define.ts'
import { namedIds, skillsOf, withClient } from '../document.ts'
import { ensure, expectError, expectInsufficientScope, expectOk, same } from '../expect.ts'
import { holds } from './auth.ts'
import { needAdmin } from './keys.ts'
import { secondKey } from './tenancy.ts'

export function clientChecks(): void {
  describe('clients', () => {
    let workspace: string | null = null
    let client: Record<string, unknown> | null = null

    check("createWorkspace POST /api/v1/workspaces: 201, the kit's own workspace contract-kit-{runid}", async () => {
      needAdmin()
      const ctx = context()
      need(ctx.me!.workspace_id === null, 'the key is pinned to a workspace: it may not create one')
      const r = await ctx.proxy('/api/v1/workspaces', {
        token: ctx.apiKey,
        body: { name: ctx.runName, slug: ctx.runName },
      })
      if (r.status === 201 && typeof r.body?.id === 'string') {
        workspace = r.body.id
        ctx.resources.add('workspace', r.body.id)
      }
      expectOk(r, 201)
      ensure(
        r.body.name === ctx.runName && r.body.slug === ctx.runName && r.body.archived_at === null,
        r,
        'name, slug or archived_at',
      )
    })

    check('createClient POST /api/v1/clients: 201, contract-kit-{runid} in that workspace', async () => {
      need(workspace, 'createWorkspace did not pass')
      const ctx = context()
      const r = await ctx.proxy('/api/v1/clients', {
        token: ctx.apiKey,
        body: { name: ctx.runName, currency: 'AUD', workspace_id: workspace },
      })
      if (r.status === 201)
        ctx.notes.push(
          `client ${String(r.body?.id)} (${ctx.runName}) stays in the archived workspace ${workspace}: the API deletes no client`,
        )
      expectOk(r, 201)
      ensure(
        r.body.name === ctx.runName && r.body.workspace_id === workspace && r.body.currency === 'AUD',
        r,
        'name, workspace or currency',
      )
      client = r.body
    })

    check('getClient, listClients (by workspace) and updateClient: the client as created, then renamed', async () => {
      need(client, 'createClient did not pass')
      const ctx = context()
      const got = await ctx.proxy(`/api/v1/clients/${String(client.id)}`, { token: ctx.apiKey })
      expectOk(got)
      same(got.body, client, `getClient differs from the 201\n${got.describe()}`)
      const list = await ctx.proxy(`/api/v1/clients?workspace_id=${workspace}`, { token: ctx.apiKey })
      expectOk(list)
      same(
        (list.body.data as { id: string }[]).map((c) => c.id),
        [client.id],
        `listClients of the kit's workspace\n${list.describe()}`,
      )
      const renamed = await ctx.proxy(`/api/v1/clients/${String(client.id)}`, {
        method: 'PATCH',
        token: ctx.apiKey,
        body: { name: `${ctx.runName} renamed` },
      })
      expectOk(renamed)
      ensure(renamed.body.name === `${ctx.runName} renamed`, renamed, 'the name did not change')
    })

    check('another organization: 404 client_not_found for the client', async () => {
      need(client, 'createClient did not pass')
      const ctx = context()
      const other = secondKey('clients:read')
      expectError(await ctx.proxy(`/api/v1/clients/${String(client.id)}`, { token: other }), 404, 'client_not_found', {
        param: 'client_id',
      })
    })

    // Write skills' examples that name a client and nothing else, in the document's order (sorted by name: the chart of
    // accounts is imported before the books that post to it). Their writes stay with the kit's client.
    const ctx0 = context()
    for (const s of skillsOf(ctx0.doc).filter((x) => x.writes)) {
      for (const ex of s.examples) {
        const ids = namedIds(ex.value)
        if (ids.length !== 1 || ids[0] !== 'client_id') continue
        check(
          `${s.name} (${s.operationId}, writes): example ${ex.key} into the kit's client answers 200 with the invocation result`,
          async () => {
            need(client, 'createClient did not pass')
            const ctx = context()
            const r = await ctx.proxy(s.path, { token: ctx.apiKey, body: withClient(ex.value, String(client.id)) })
            if (!holds(ctx.me, s.permission)) {
              expectInsufficientScope(r, s.permission)
              return
            }
            expectOk(r, 200, ctx.doc.info.version)
            ensure(r.body.skill === s.name, r, `result names skill ${String(r.body.skill)}`)
            ensure(
              Array.isArray(r.body.output?.stub_fields) && Array.isArray(r.body.output?.warnings),
              r,
              'output lacks the stub_fields and warnings lists',
            )
          },
        )
      }
    }

    check(
      'archiveWorkspace POST /api/v1/workspaces/{id}/archive: 200 archived; it then takes no new client (409 workspace_archived)',
      async () => {
        need(workspace, 'createWorkspace did not pass')
        const ctx = context()
        const r = await ctx.proxy(`/api/v1/workspaces/${workspace}/archive`, { method: 'POST', token: ctx.apiKey })
        expectOk(r)
        ensure(typeof r.body.archived_at === 'string', r, 'no archived_at')
        ctx.resources.removed('workspace', workspace, 'archived')
        const refused = await ctx.proxy('/api/v1/clients', {
          token: ctx.apiKey,
          body: { name: ctx.runName, currency: 'AUD', workspace_id: workspace },
        })
        if (refused.status === 201)
          ctx.notes.push(`a second client ${String(refused.body?.id)} was created in the archived workspace`)
        expectError(refused, 409, 'workspace_archived')
      },
    )
  })
}
