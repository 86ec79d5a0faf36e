// Traffic control: request budgets, the IP gate, skill start limits, portal key creation, concurrency slots.
// Spec: Limits. Start with policies.ts (the numbers) and limiter.ts (the operations).
export * from './policies.ts'
export { Limiter, budgetSubject, type LimiterDeps } from './limiter.ts'
export { rateLimitHeaders, retryAfterSeconds, type LimitState } from './headers.ts'
export { clientAddress, parseTrustedProxies, type TrustedProxies } from './client-address.ts'
export { holdSlot } from './concurrency.ts'
