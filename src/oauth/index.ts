// The authorization server door: node-oidc-provider with our storage, policy and pages. Start with door.ts, then
// provider.ts (the configuration) and policy.ts (what is accepted).
export { OAuthDoor, type OAuthDoorDeps } from './door.ts'
export { ProviderInteractions, type InteractionView } from './interactions.ts'
export { canonicalResource, decideScope, isLoopbackRedirect, refusedRedirectUri, isRetiredScope } from './policy.ts'
export { INTERACTION_PATH } from './provider.ts'
