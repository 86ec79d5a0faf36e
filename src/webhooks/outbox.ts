// Building outbox events. A change records its events in the same store write (store/ports/webhooks.ts); this
// only shapes them: a fresh id, the organization, the canonical type and the documented data fields only.
import type { Clock } from '../lib/clock.ts'
import type { IdSource } from '../lib/ids.ts'
import type { OutboxEvent } from '../store/ports/index.ts'
import { publicData } from './event-types.ts'

export function outboxEvent(
  ids: IdSource,
  clock: Clock,
  organizationId: string,
  type: string,
  data: Record<string, unknown>,
): OutboxEvent {
  return { id: ids.id('evt'), organizationId, type, data: publicData(type, data), createdAt: clock.now() }
}
