// What a portal route is and sees (shared by the router, portal.ts, and the pages: keys.ts, home.ts, ...).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Authenticator, Principal } from '../../auth/index.ts'
import type { InProcessCall, InProcessDoor, OperationResult } from '../../operations/index.ts'
import type { Stores } from '../../store/ports/index.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Limiter } from '../../ratelimit/index.ts'
import type { Raw } from '../../lib/html.ts'
import type { Section, Viewer } from './layout.ts'
import type { RevealSlots } from './reveal.ts'

export interface PortalDeps {
  operations: Pick<InProcessDoor, 'call'>
  authenticator: Pick<Authenticator, 'authenticate'>
  users: Pick<Stores['users'], 'get'>
  records: Stores['records']
  limiter: Pick<Limiter, 'portalKeyCreationQuota'>
  clock: Clock
  ownOrigins: readonly string[]
  signInPath: string
  /** `{mcp_url}/mcp`, for the overview's "connect an assistant". */
  mcpUrl: string
}

/** One request to a portal page, as a route sees it. */
export interface PortalRequest {
  req: IncomingMessage
  res: ServerResponse
  url: URL
  /** The path's captured parts. */
  params: string[]
  principal: Principal
  viewer: Viewer
  correlationId: string
  /** Calls an operation as the signed-in person. */
  call(operationId: string, c?: Omit<InProcessCall, 'principal' | 'correlationId'>): Promise<OperationResult>
  /** The posted form (same-origin checked). */
  form(): Promise<URLSearchParams>
  /** A person's email, to name who did something (null when unknown). */
  users(userId: string): Promise<string | null>
  /** A fresh random id (a form's idempotency key). */
  newId(): string
}

/** What a route answers: a page, or a redirect (after a post). */
export type PortalAnswer =
  | { page: { title: string; section: Section; body: Raw }; status?: number; headers?: Record<string, string> }
  | { redirect: string; headers?: Record<string, string> }
  /** A piece of a page (HTML) that portal.js puts in place of a live section. */
  | { fragment: string }

export interface PortalRoute {
  method: 'GET' | 'POST'
  pattern: RegExp
  run(r: PortalRequest, d: PortalContext): Promise<PortalAnswer>
}

/** What routes share beyond the request. */
export interface PortalContext {
  deps: PortalDeps
  reveals: RevealSlots
}

/** The headers an error answer carries: its own, and Retry-After when it says when to retry. */
export function errorHeaders(e: {
  headers?: Record<string, string>
  retryAfterSeconds?: number
}): Record<string, string> {
  return { ...e.headers, ...(e.retryAfterSeconds !== undefined ? { 'Retry-After': String(e.retryAfterSeconds) } : {}) }
}

export function retryText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  if (minutes < 90) return `${minutes} minutes`
  return `${Math.ceil(minutes / 60)} hours`
}
