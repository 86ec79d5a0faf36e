// The dispatcher's retention: finished deliveries and dispatched events past WEBHOOK_RETENTION_DAYS are purged,
// at most once an hour per instance.
import { describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock.ts'
import { startTestServer } from '../testing/test-server.ts'

describe('webhook retention', () => {
  it('purges what is older than the retention, hourly', async () => {
    const clock = new ManualClock(Date.UTC(2027, 0, 1))
    const srv = await startTestServer({ clock, env: { WEBHOOK_RETENTION_DAYS: '7' } })
    try {
      const s = srv.services.stores
      const now = clock.now()
      const old = new Date(now.getTime() - 8 * 86_400_000)
      const base = {
        endpointId: 'we_x',
        organizationId: 'org_x',
        eventType: 'api_key.created',
        payload: '{}',
        attempts: 1,
        nextAttemptAt: old,
        leaseOwner: null,
        leaseUntil: null,
        lastResponseCode: 204,
        lastError: null,
        lastAttemptAt: old,
        deliveredAt: old,
        createdAt: old,
      }
      await s.webhookDeliveries.insertMany([
        { ...base, id: 'whd_old', eventId: 'evt_1', status: 'succeeded', updatedAt: old },
        { ...base, id: 'whd_new', eventId: 'evt_2', status: 'succeeded', updatedAt: now },
      ])
      await s.webhookEvents.append([
        { id: 'evt_old', organizationId: 'org_x', type: 'api_key.created', data: {}, createdAt: old },
      ])
      await s.webhookEvents.markDispatched(['evt_old'], old)
      await srv.services.dispatcher.runOnce()
      expect(await s.webhookDeliveries.get('whd_old')).toBeNull()
      expect(await s.webhookDeliveries.get('whd_new')).not.toBeNull()
      expect(await s.webhookEvents.get('evt_old')).toBeNull()
      // Within the hour nothing is purged again; after it, what has aged is.
      clock.advance(7 * 86_400_000 - 1)
      await srv.services.dispatcher.runOnce()
      expect(await s.webhookDeliveries.get('whd_new')).not.toBeNull()
      clock.advance(3_600_000)
      await srv.services.dispatcher.runOnce()
      expect(await s.webhookDeliveries.get('whd_new')).toBeNull()
    } finally {
      await srv.close()
    }
  })
})
