// The pages door: server-rendered sign-in pages (and the authorization server's consent page next). Start with door.ts.
export { WebDoor, type WebDoorDeps } from './door.ts'
export { CSP, PAGE_HEADERS, escapeHtml, html, page, raw, type Raw } from '../lib/html.ts'
export { readForm, requireSameOrigin, safeReturnTo } from './forms.ts'
