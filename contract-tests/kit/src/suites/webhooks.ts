// A webhook endpoint, with --allow-writes: the event-type catalogue, then one endpoint (description contract-kit-<runid>,
// disabled, subscribed to one event type, at --webhook-url: https://example.com/contract-kit/<runid> unless given)
// created with its one-time secret, read, listed, updated, its secret rotated, its deliveries listed (none), looked for
// by the other organization, and deleted (204, idempotent, then 404). Being disabled, it is never delivered to.
import { describe } from 'node:test'
import { context } from '../context.ts'
import { check, need } from '../define.ts'
import { ensure, expectError, expectOk, same } from '../expect.ts'
import { hideSecret } from '../redact.ts'
import { needAdmin } from './keys.ts'
import { secondKey } from './tenancy.ts'

const ENDPOINTS = '/api/v1/webhooks/endpoints'
/** Emitted by nothing today (the in-repo suite relies on that too); with the endpoint disabled it would not matter. */
const PREFERRED_EVENT = 'workstream.run.cancelled'

export function webhookChecks(): void {
  describe('webhooks', () => {
    let eventType: string | null = null
    let endpoint: Record<string, unknown> | null = null

    check('listWebhookEventTypes GET /v1/webhooks/event-types: 200, the catalogue', async () => {
      needAdmin()
      const ctx = context()
      const r = await ctx.proxy('/v1/webhooks/event-types', { token: ctx.apiKey })
      expectOk(r)
      const usable = (
        r.body.data as { type: string; reserved: boolean; deprecated: boolean; alias_of: string | null }[]
      ).filter((e) => !e.reserved && !e.deprecated && e.alias_of === null)
      ensure(usable.length > 0, r, 'no event type can be subscribed to')
      eventType = usable.find((e) => e.type === PREFERRED_EVENT)?.type ?? usable[0]!.type
    })

    check(`createWebhookEndpoint POST ${ENDPOINTS}: 201 with a one-time whsec_ secret`, async () => {
      need(eventType, 'listWebhookEventTypes did not pass')
      const ctx = context()
      const url = ctx.options.webhookUrl ?? `https://example.com/contract-kit/${ctx.runName}`
      const r = await ctx.proxy(ENDPOINTS, {
        token: ctx.apiKey,
        body: { url, event_types: [eventType], description: ctx.runName, enabled: false },
      })
      if (r.status === 201 && typeof r.body?.id === 'string') {
        ctx.resources.add('webhook_endpoint', r.body.id)
        hideSecret(r.body.secret)
      }
      expectOk(r, 201)
      ensure(/^whsec_/.test(String(r.body.secret)), r, 'no whsec_ secret')
      ensure(r.body.description === ctx.runName && r.body.enabled === false, r, 'description or enabled')
      same(r.body.event_types, [eventType], `event_types of the new endpoint\n${r.describe()}`)
      const { secret: _s, ...rest } = r.body
      endpoint = rest
    })

    check('getWebhookEndpoint and listWebhookEndpoints: the endpoint as created, without its secret', async () => {
      need(endpoint, 'createWebhookEndpoint did not pass')
      const ctx = context()
      const got = await ctx.proxy(`${ENDPOINTS}/${String(endpoint.id)}`, { token: ctx.apiKey })
      expectOk(got)
      same(got.body, endpoint, `getWebhookEndpoint differs from the 201\n${got.describe()}`)
      let found = false
      for (let offset = 0; !found; offset += 100) {
        const list = await ctx.proxy(`${ENDPOINTS}?limit=100&offset=${offset}`, { token: ctx.apiKey })
        expectOk(list)
        found = (list.body.data as { id: string }[]).some((e) => e.id === endpoint!.id)
        if (!list.body.has_more) break
      }
      ensure(found, got, 'the endpoint is not listed')
    })

    check(
      'updateWebhookEndpoint, rotateWebhookSecret and listWebhookDeliveries: 200 each; no delivery to a disabled endpoint',
      async () => {
        need(endpoint, 'createWebhookEndpoint did not pass')
        const ctx = context()
        const id = String(endpoint.id)
        const patched = await ctx.proxy(`${ENDPOINTS}/${id}`, {
          method: 'PATCH',
          token: ctx.apiKey,
          body: { description: `${ctx.runName} updated` },
        })
        expectOk(patched)
        ensure(
          patched.body.description === `${ctx.runName} updated` && patched.body.enabled === false,
          patched,
          'description or enabled',
        )
        const rotated = await ctx.proxy(`${ENDPOINTS}/${id}/rotate-secret`, {
          method: 'POST',
          token: ctx.apiKey,
          body: { grace_period_hours: 0 },
        })
        hideSecret(rotated.body?.secret)
        expectOk(rotated)
        ensure(/^whsec_/.test(String(rotated.body.secret)), rotated, 'no new secret')
        const deliveries = await ctx.proxy(`${ENDPOINTS}/${id}/deliveries`, { token: ctx.apiKey })
        expectOk(deliveries)
        same(deliveries.body.data, [], `deliveries to a disabled endpoint\n${deliveries.describe()}`)
      },
    )

    check('another organization: 404 webhook_endpoint_not_found for the endpoint', async () => {
      need(endpoint, 'createWebhookEndpoint did not pass')
      const ctx = context()
      const other = secondKey('administer')
      expectError(
        await ctx.proxy(`${ENDPOINTS}/${String(endpoint.id)}`, { token: other }),
        404,
        'webhook_endpoint_not_found',
        { param: 'endpoint_id' },
      )
    })

    check(`deleteWebhookEndpoint DELETE ${ENDPOINTS}/{id}: 204, idempotent, then 404`, async () => {
      need(endpoint, 'createWebhookEndpoint did not pass')
      const ctx = context()
      const id = String(endpoint.id)
      expectOk(await ctx.proxy(`${ENDPOINTS}/${id}`, { method: 'DELETE', token: ctx.apiKey }), 204)
      ctx.resources.removed('webhook_endpoint', id, 'deleted')
      expectOk(await ctx.proxy(`${ENDPOINTS}/${id}`, { method: 'DELETE', token: ctx.apiKey }), 204)
      expectError(await ctx.proxy(`${ENDPOINTS}/${id}`, { token: ctx.apiKey }), 404, 'webhook_endpoint_not_found', {
        param: 'endpoint_id',
      })
    })
  })
}
