// Permission checks (SPEC-DECISIONS "Errors": 403 insufficient_scope with WWW-Authenticate naming the scope).
import { AppError } from '../errors/index.ts'
import { grants, grantsAll, WILDCARD_PERMISSION, type Permission } from '../permissions/index.ts'
import type { Principal } from './principal.ts'

/** 403 insufficient_scope with the RFC 6750 challenge naming the scope that is needed. */
export function forbidden(scope: string, message: string): AppError {
  return new AppError('insufficient_scope', message, {
    headers: { 'WWW-Authenticate': `Bearer realm="api", error="insufficient_scope", scope="${scope}"` },
  })
}

export function requirePermission(p: Principal, needed: Permission): void {
  if (!grants(p.permissions, needed)) throw forbidden(needed, `This credential lacks the ${needed} permission.`)
}

/** Key, webhook and organization management: a credential holding every permission, or service:full. */
export function requireAllPermissions(p: Principal): void {
  if (!grantsAll(p.permissions)) {
    throw forbidden(
      WILDCARD_PERMISSION,
      'This operation needs a credential holding every permission (or service:full), or a portal session.',
    )
  }
}
