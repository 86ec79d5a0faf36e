// Cross-tenant reads, with --second-api-key (a key of another organization): the first organization's key record and
// workspace are 404 to it, exactly like ids that do not exist, and its lists never show them. Read-only; the write
// suites add the same check for what they create (a client, a webhook endpoint, a key).
import { describe } from 'node:test'
import { context } from '../context.ts'
import { check, need } from '../define.ts'
import { permissionsOf } from '../document.ts'
import { ensure, expectError, expectOk } from '../expect.ts'
import { administers, holds } from './auth.ts'

/** The second key, when it can make the request a cross-tenant check needs (else the check is skipped). */
export function secondKey(what: 'administer' | string): string {
  const ctx = context()
  need(ctx.secondApiKey, 'no --second-api-key (SKC_SECOND_API_KEY)')
  need(ctx.secondMe, 'getMe for the second key did not pass')
  need(ctx.me && ctx.secondMe.organization_id !== ctx.me.organization_id, 'the second key is of the same organization')
  if (what === 'administer')
    need(
      administers(ctx.secondMe, permissionsOf(ctx.doc)),
      'the second key does not hold every permission (key management)',
    )
  else need(holds(ctx.secondMe, what), `the second key lacks ${what}`)
  return ctx.secondApiKey
}

export function tenancyChecks(): void {
  describe('tenancy', () => {
    check(
      "getConnectKey: another organization's key is 404 key_not_found, and listConnectKeys never shows it",
      async () => {
        const ctx = context()
        const other = secondKey('administer')
        need(ctx.me?.key_id, 'getMe did not pass')
        expectError(
          await ctx.proxy(`/api/v1/connect-keys/${encodeURIComponent(ctx.me.key_id)}`, { token: other }),
          404,
          'key_not_found',
          { param: 'key_id' },
        )
        for (let offset = 0; ; offset += 100) {
          const r = await ctx.proxy(`/api/v1/connect-keys?limit=100&offset=${offset}`, { token: other })
          expectOk(r)
          ensure(
            !(r.body.data as { id: string }[]).some((k) => k.id === ctx.me!.key_id),
            r,
            "another organization's key is listed",
          )
          if (!r.body.has_more || offset > 5000) break
        }
      },
    )

    check(
      "getWorkspace: another organization's workspace is 404 workspace_missing, and listWorkspaces never shows it",
      async () => {
        const ctx = context()
        need(holds(ctx.me, 'clients:read'), 'the key lacks clients:read (listWorkspaces)')
        const other = secondKey('clients:read')
        const mine = await ctx.proxy('/api/v1/workspaces?limit=1', { token: ctx.apiKey })
        expectOk(mine)
        const id = (mine.body.data as { id: string }[])[0]?.id
        need(id, 'the organization lists no workspace')
        expectError(await ctx.proxy(`/api/v1/workspaces/${id}`, { token: other }), 404, 'workspace_missing', {
          param: 'workspace_id',
        })
        const theirs = await ctx.proxy('/api/v1/workspaces?limit=100&include_archived=true', { token: other })
        expectOk(theirs)
        ensure(
          !(theirs.body.data as { id: string }[]).some((w) => w.id === id),
          theirs,
          "another organization's workspace is listed",
        )
      },
    )
  })
}
