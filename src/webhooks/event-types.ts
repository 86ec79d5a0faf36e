// The event catalogue (spec: Events, "Event types"; SPEC-DECISIONS "Webhooks"). Each live type lists its data
// fields (only these are ever sent) and its aliases; reserved types are listed but never emitted.
// Fan-out sends exactly one delivery per endpoint per event, named as the endpoint subscribed: the canonical name
// when subscribed to it, else the alias it subscribed to, else (through '*') the canonical name.
import type { WebhookEventType, WebhookEventTypeList } from '../generated/api-types.ts'

export interface EventTypeDef {
  type: string
  description: string
  data_fields: string[]
  aliases: string[]
  reserved: boolean
}

export const EVENT_TYPES: readonly EventTypeDef[] = [
  {
    type: 'api_key.created',
    description: 'A key was created in the organization (also by rotation).',
    data_fields: ['id', 'name', 'created_at'],
    aliases: [],
    reserved: false,
  },
  {
    type: 'api_key.deleted',
    description: 'A key was deleted (revoked) through DELETE /api/v1/connect-keys/{key_id}.',
    data_fields: ['id', 'name'],
    aliases: [],
    reserved: false,
  },
  {
    type: 'workstream.run.completed',
    description: 'A WorkStream cycle finished successfully.',
    data_fields: ['run_id', 'status', 'completed_at', 'duration_ms'],
    aliases: ['playbook.run.completed'],
    reserved: false,
  },
  {
    type: 'workstream.run.failed',
    description: 'A WorkStream cycle ended in failure.',
    data_fields: ['run_id', 'status', 'error', 'completed_at'],
    aliases: ['playbook.run.failed'],
    reserved: false,
  },
  {
    type: 'workstream.run.cancelled',
    description: 'A WorkStream cycle was cancelled.',
    data_fields: ['run_id', 'status', 'completed_at'],
    aliases: [],
    reserved: false,
  },
  {
    type: 'api_key.rotated',
    description: 'Reserved: listed for forward compatibility, never sent (a rotation sends api_key.created).',
    data_fields: [],
    aliases: [],
    reserved: true,
  },
  {
    type: 'message.completed',
    description:
      'A topic turn completed: its answer message was written (never its content; read it with topic_messages).',
    data_fields: ['message_id', 'query_id', 'topic_id', 'conversation_id', 'model', 'completed_at'],
    aliases: [],
    reserved: false,
  },
]

export const WILDCARD = '*'

const byType = new Map(EVENT_TYPES.map((e) => [e.type, e]))
const aliasOf = new Map(EVENT_TYPES.flatMap((e) => e.aliases.map((a) => [a, e.type] as const)))

/** Names an endpoint may not subscribe to (unknown, or reserved and never sent). */
export function unsubscribable(names: readonly string[]): string[] {
  return names.filter((n) => n !== WILDCARD && !aliasOf.has(n) && !(byType.has(n) && !byType.get(n)!.reserved))
}

export function subscribableNames(): string[] {
  return [WILDCARD, ...EVENT_TYPES.filter((e) => !e.reserved).flatMap((e) => [e.type, ...e.aliases])]
}

/** The name to send `type` under to an endpoint subscribed to `subscribed`, or null when it is not subscribed. */
export function deliveryName(type: string, subscribed: readonly string[]): string | null {
  if (subscribed.includes(type)) return type
  const alias = byType.get(type)?.aliases.find((a) => subscribed.includes(a))
  if (alias) return alias
  return subscribed.includes(WILDCARD) ? type : null
}

/** Keeps only the documented, third-party-safe fields of an event's data. */
export function publicData(type: string, data: Record<string, unknown>): Record<string, unknown> {
  const def = byType.get(type)
  if (!def || def.reserved) throw new Error(`event type ${type} is not emitted`)
  return Object.fromEntries(def.data_fields.filter((f) => f in data).map((f) => [f, data[f]]))
}

/** GET /v1/webhooks/event-types. */
/** The catalogue as published (its names are openapi.yaml's WebhookEventType enum, kept equal by a test). */
export function eventTypeCatalogue(): WebhookEventTypeList['data'] {
  type Entry = WebhookEventTypeList['data'][number]
  return EVENT_TYPES.flatMap((e): Entry[] => [
    {
      type: e.type as WebhookEventType,
      description: e.description,
      data_fields: e.data_fields,
      aliases: e.aliases as WebhookEventType[],
      alias_of: null,
      reserved: e.reserved,
      deprecated: false,
    },
    ...e.aliases.map(
      (a): Entry => ({
        type: a as WebhookEventType,
        description: `Deprecated alias of ${e.type}, kept for old subscriptions.`,
        data_fields: e.data_fields,
        aliases: [],
        alias_of: e.type as Entry['alias_of'],
        reserved: false,
        deprecated: true,
      }),
    ),
  ])
}
