// The last checks of every run: whatever the run created is removed (even when the checks that made it failed), and
// then shown gone: each key revoked, each endpoint 404, each workspace archived, and no live key or endpoint carries
// the run's name. Then the rate-limit report: how many answers were checked, how many throttle answers and waits.
import { describe } from 'node:test'
import { context } from '../context.ts'
import { check, need } from '../define.ts'
import { ensure, expectError, expectOk } from '../expect.ts'
import { removeLeftovers } from '../teardown.ts'

export function teardownChecks(): void {
  describe('teardown', () => {
    check('every resource the run created is removed', async (t) => {
      const ctx = context()
      const problems = await removeLeftovers(ctx.resources, ctx.apiKey, ctx.proxy)
      if (problems.length) throw new Error(`could not remove:\n${problems.join('\n')}`)
      t.diagnostic(`${ctx.resources.all.length} resources created and removed`)
    })

    check(
      'nothing the run created is left: keys revoked, endpoints gone, workspaces archived, no live resource named for the run',
      async () => {
        const ctx = context()
        need(ctx.options.allowWrites, 'a read-only run creates nothing')
        for (const r of ctx.resources.all) {
          if (r.kind === 'connect_key') {
            const got = await ctx.proxy(`/api/v1/connect-keys/${encodeURIComponent(r.id)}`, { token: ctx.apiKey })
            expectOk(got)
            ensure(typeof got.body.revoked_at === 'string', got, 'a key the run made is not revoked')
          } else if (r.kind === 'webhook_endpoint') {
            expectError(
              await ctx.proxy(`/api/v1/webhooks/endpoints/${encodeURIComponent(r.id)}`, { token: ctx.apiKey }),
              404,
              'webhook_endpoint_not_found',
            )
          } else {
            const got = await ctx.proxy(`/api/v1/workspaces/${encodeURIComponent(r.id)}`, { token: ctx.apiKey })
            expectOk(got)
            ensure(typeof got.body.archived_at === 'string', got, 'a workspace the run made is not archived')
          }
        }
        if (!ctx.resources.all.length) return
        const keys = await ctx.proxy('/api/v1/connect-keys?limit=100', { token: ctx.apiKey })
        expectOk(keys)
        ensure(
          !(keys.body.data as { name: string; revoked_at: string | null }[]).some(
            (k) => k.name === ctx.runName && k.revoked_at === null,
          ),
          keys,
          "a live key carries the run's name",
        )
        const endpoints = await ctx.proxy('/api/v1/webhooks/endpoints?limit=100', { token: ctx.apiKey })
        expectOk(endpoints)
        ensure(
          !(endpoints.body.data as { description: string | null }[]).some((e) =>
            (e.description ?? '').startsWith(ctx.runName),
          ),
          endpoints,
          "an endpoint carries the run's name",
        )
      },
    )

    check(
      'rate limits: every answer of the run carried consistent rate-limit headers (throttling reported apart)',
      (t) => {
        const ctx = context()
        if (ctx.throttle.answers === 0) throw new Error('no answer of the target was seen')
        t.diagnostic(
          `${ctx.throttle.answers} answers checked; ${ctx.throttle.events.length} throttle answers; waited ${(ctx.throttle.waitedMs / 1000).toFixed(1)} s; ${ctx.throttledChecks.length} checks skipped as throttled`,
        )
      },
    )
  })
}
