// Authentication: credential → Principal. Spec: Authentication. Start with authenticate.ts.
export { Authenticator, readBearer, readCookie, type Credentials } from './authenticate.ts'
export { KeyVerifier, type VerifiedKey } from './key-verifier.ts'
export { SessionTokens, SESSION_ISSUER } from './session-tokens.ts'
export { OAuthTokens } from './oauth-tokens.ts'
export { generateKeyValue, isWellFormedKey, keyDigest, obfuscateKey, KEY_PREFIX } from './api-key-format.ts'
export { serviceActorFor, type Principal, type AuthMethod } from './principal.ts'
export { requirePermission, requireAllPermissions, forbidden } from './authorize.ts'
export { setSessionCookie, clearSessionCookie, type SessionCookie } from './session-cookie.ts'
