// Fan-out (spec: Webhook delivery states; SPEC-DECISIONS "Webhooks"): outbox events → one delivery per subscribed
// endpoint per event (the store refuses duplicates), the payload serialized once and sent byte for byte on every
// attempt. Only endpoints that existed when the event happened (created at or before its time): however late
// fan-out runs (a loaded store, a backlog, a restart), an endpoint never receives events from before it was
// registered. (Both times come from the clocks of the instances that made them; skew between instances blurs only
// that edge.)
import type { WebhookDelivery } from '../store/ports/index.ts'
import type { DispatcherOptions } from './dispatcher-options.ts'
import { deliveryName } from './event-types.ts'

/** Moves up to `limit` outbox events into deliveries. Returns how many events were fanned out. */
export async function fanOut(o: Pick<DispatcherOptions, 'stores' | 'clock' | 'ids'>, limit: number): Promise<number> {
  const { stores, clock, ids } = o
  const events = await stores.webhookEvents.pending(limit)
  for (const ev of events) {
    const endpoints = (await stores.webhookEndpoints.listByOrganization(ev.organizationId)).filter(
      (e) => e.enabled && e.createdAt.getTime() <= ev.createdAt.getTime(),
    )
    const now = clock.now()
    const deliveries: WebhookDelivery[] = []
    for (const ep of endpoints) {
      const name = deliveryName(ev.type, ep.eventTypes)
      if (!name) continue
      deliveries.push({
        id: ids.id('whd'),
        endpointId: ep.id,
        organizationId: ev.organizationId,
        eventId: ev.id,
        eventType: name,
        payload: JSON.stringify({ event: name, data: ev.data }),
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        leaseOwner: null,
        leaseUntil: null,
        lastResponseCode: null,
        lastError: null,
        lastAttemptAt: null,
        deliveredAt: null,
        createdAt: now,
        updatedAt: now,
      })
    }
    if (deliveries.length) await stores.webhookDeliveries.insertMany(deliveries)
    await stores.webhookEvents.markDispatched([ev.id], now)
  }
  return events.length
}
