// Signed outbound webhooks. Spec: Events; Webhook delivery states. Start with dispatcher.ts (outbox → deliveries
// → attempts) and endpoints.ts (the registration API).
export { outboxEvent } from './outbox.ts'
export {
  EVENT_TYPES,
  WILDCARD,
  deliveryName,
  eventTypeCatalogue,
  publicData,
  subscribableNames,
  unsubscribable,
  type EventTypeDef,
} from './event-types.ts'
export { signature, signatureHeader, verifySignature, SIGNATURE_TOLERANCE_SECONDS } from './signing.ts'
export { WebhookDispatcher } from './dispatcher.ts'
export { RETRY_DELAYS_S, MAX_ATTEMPTS, USER_AGENT } from './attempt-delivery.ts'
export type { DeliveryClient, DeliveryResult, DispatcherOptions } from './dispatcher-options.ts'
export * as endpoints from './endpoints.ts'
export { endpointView, deliveryView, type WebhooksDeps } from './endpoints.ts'
export { checkWebhookUrl } from './address-policy.ts'
export { parseAllowList } from './allow-list.ts'
export { createDeliveryClient } from './delivery-client.ts'
export { createGuardedFetch, type GuardedFetch } from './guarded-fetch.ts'
