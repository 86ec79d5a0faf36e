// The portal session cookie (spec: Authentication, "session cookie set at sign-in"): HttpOnly, SameSite=Lax, Path=/,
// no Domain; Secure and the `__Host-` name prefix wherever the service is served over TLS or on a loopback host
// (browsers treat http://localhost as a secure context; config.ts decides). Its value is a session token naming a server-side session,
// so logout and revocation take effect on the next request.
export interface SessionCookie {
  name: string
  secure: boolean
}

export function setSessionCookie(c: SessionCookie, value: string, maxAgeSeconds: number): string {
  return `${c.name}=${value}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; HttpOnly; SameSite=Lax${c.secure ? '; Secure' : ''}`
}

export function clearSessionCookie(c: SessionCookie): string {
  return setSessionCookie(c, '', 0)
}
