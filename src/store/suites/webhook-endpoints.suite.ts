// Shared suite: webhook endpoints (ports/webhooks.ts WebhookEndpointStore).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DuplicateError, type Stores } from '../ports/index.ts'
import { at, uid, webhookEndpoint, type OpenStores } from './helpers.ts'

export function webhookEndpointsSuite(open: OpenStores): void {
  describe('webhook endpoint store', () => {
    let s: Stores
    beforeAll(async () => {
      s = await open()
    })
    afterAll(async () => {
      await s.close()
    })

    it("round-trips endpoints, lists an organization's oldest first, and refuses a duplicate id", async () => {
      const org = uid('org')
      const a = webhookEndpoint(org, {
        createdAt: at('2026-01-02T00:00:00Z'),
        updatedAt: at('2026-01-03T00:00:00Z'),
        description: 'billing sync',
        eventTypes: ['api_key.created', 'key.revoked'],
        previousSecretSealed: 'sealed:v1:old',
        previousSecretExpiresAt: at('2026-01-04T00:00:00Z'),
      })
      const b = webhookEndpoint(org, { createdAt: at('2026-01-01T00:00:00Z'), enabled: false, eventTypes: ['*'] })
      const c = webhookEndpoint(uid('org'))
      await s.webhookEndpoints.insert(a)
      await s.webhookEndpoints.insert(b)
      await s.webhookEndpoints.insert(c)
      expect(await s.webhookEndpoints.get(a.id)).toEqual(a)
      expect(await s.webhookEndpoints.get(b.id)).toEqual(b)
      expect(await s.webhookEndpoints.listByOrganization(org)).toEqual([b, a])
      expect(await s.webhookEndpoints.listByOrganization(uid('org'))).toEqual([])
      await expect(s.webhookEndpoints.insert({ ...a, url: 'https://other.example.com' })).rejects.toBeInstanceOf(
        DuplicateError,
      )
      expect(await s.webhookEndpoints.get(a.id)).toEqual(a)
      expect(await s.webhookEndpoints.get(uid('we'))).toBeNull()
    })

    it('updates each field, including setting them to null, and only the given ones', async () => {
      const e = webhookEndpoint(uid('org'), {
        description: 'd',
        previousSecretSealed: 'sealed:v1:old',
        previousSecretExpiresAt: at('2026-01-05T00:00:00Z'),
      })
      await s.webhookEndpoints.insert(e)
      const t1 = at('2026-01-10T00:00:00Z')
      const u1 = await s.webhookEndpoints.update(
        e.id,
        {
          url: 'https://new.example.com/hook',
          description: null,
          eventTypes: ['api_key.revoked', '*'],
          enabled: false,
        },
        t1,
      )
      expect(u1).toEqual({
        ...e,
        url: 'https://new.example.com/hook',
        description: null,
        eventTypes: ['api_key.revoked', '*'],
        enabled: false,
        updatedAt: t1,
      })
      expect(await s.webhookEndpoints.get(e.id)).toEqual(u1)

      const t2 = at('2026-01-11T00:00:00Z')
      const u2 = await s.webhookEndpoints.update(
        e.id,
        { secretSealed: 'sealed:v1:new', previousSecretSealed: null, previousSecretExpiresAt: null },
        t2,
      )
      expect(u2).toEqual({
        ...u1,
        secretSealed: 'sealed:v1:new',
        previousSecretSealed: null,
        previousSecretExpiresAt: null,
        updatedAt: t2,
      })

      const t3 = at('2026-01-12T00:00:00Z')
      const u3 = await s.webhookEndpoints.update(
        e.id,
        {
          previousSecretSealed: 'sealed:v1:new',
          previousSecretExpiresAt: at('2026-01-13T00:00:00Z'),
          secretSealed: 'sealed:v1:newer',
          enabled: true,
          description: 'back',
          eventTypes: [],
        },
        t3,
      )
      expect(u3).toEqual({
        ...u2,
        previousSecretSealed: 'sealed:v1:new',
        previousSecretExpiresAt: at('2026-01-13T00:00:00Z'),
        secretSealed: 'sealed:v1:newer',
        enabled: true,
        description: 'back',
        eventTypes: [],
        updatedAt: t3,
      })

      const t4 = at('2026-01-14T00:00:00Z')
      expect(await s.webhookEndpoints.update(e.id, {}, t4)).toEqual({ ...u3, updatedAt: t4 })
      expect(await s.webhookEndpoints.get(e.id)).toEqual({ ...u3, updatedAt: t4 })
      expect(await s.webhookEndpoints.update(uid('we'), { enabled: false }, t4)).toBeNull()
    })

    it('deletes idempotently', async () => {
      const org = uid('org')
      const a = webhookEndpoint(org)
      const b = webhookEndpoint(org, { createdAt: at('2026-01-02T00:00:00Z') })
      await s.webhookEndpoints.insert(a)
      await s.webhookEndpoints.insert(b)
      await s.webhookEndpoints.delete(a.id)
      await s.webhookEndpoints.delete(a.id)
      await s.webhookEndpoints.delete(uid('we'))
      expect(await s.webhookEndpoints.get(a.id)).toBeNull()
      expect(await s.webhookEndpoints.listByOrganization(org)).toEqual([b])
    })
  })
}
