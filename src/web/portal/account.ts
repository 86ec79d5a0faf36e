// The portal's account pages (issue 24 §1): sessions (end one, or sign out everywhere) and connections (the MCP
// clients the person has allowed, with revoke: the client's next /mcp call is 401, on every instance).
import { html, type Raw } from '../../lib/html.ts'
import { PORTAL, notice, when } from './layout.ts'
import type { PortalAnswer, PortalRoute } from './route.ts'

const SESSIONS = `${PORTAL}/sessions`
const CONNECTIONS = `${PORTAL}/connections`
const ID = '([A-Za-z0-9_-]{1,80})'

interface SessionView {
  id: string
  created_at: string
  expires_at: string
  current: boolean
}
interface ConnectionView {
  id: string
  client_id: string
  client_name: string | null
  scopes: string[]
  created_at: string
  expires_at: string | null
}

const page = (title: string, section: 'sessions' | 'connections', body: Raw): PortalAnswer => ({
  page: { title, section, body },
})

export function accountRoutes(): PortalRoute[] {
  return [
    {
      method: 'GET',
      pattern: /^\/portal\/sessions$/,
      run: async (r) => {
        const { data } = (await r.call('listSessions', { query: { limit: 100 } })).body as { data: SessionView[] }
        const done = r.url.searchParams.get('done') === 'ended' ? notice('ok', 'That session is signed out.') : html``
        const rows = data.map(
          (s) => html`<tr data-session-id="${s.id}"><td>${when(s.created_at)}</td><td>${when(s.expires_at)}</td>
          <td>${
            s.current
              ? html`<strong>This browser</strong>`
              : html`<form method="post" action="${SESSIONS}/${s.id}/end" class="inline">
            <button type="submit" class="secondary" aria-label="Sign out session started ${s.created_at.slice(0, 16).replace('T', ' ')}">Sign out</button></form>`
          }</td></tr>`,
        )
        return page(
          'Sessions',
          'sessions',
          html`<h1>Sessions</h1>${done}
          <p>Each browser you signed in with has a session; it ends ${data.length ? 'at the time shown' : ''} or when you sign it out.</p>
          <table><caption class="visually-hidden">Your sessions</caption><thead><tr><th scope="col">Signed in</th><th scope="col">Ends</th><th scope="col">
          <span class="visually-hidden">Action</span></th></tr></thead><tbody>${rows}</tbody></table>
          <form method="post" action="${SESSIONS}/end-all" class="actions"><button type="submit" class="danger">Sign out everywhere</button>
          <span class="muted">Every session, this one included. Assistants you connected keep their connection: revoke those under <a href="${CONNECTIONS}">Connections</a>.</span></form>`,
        )
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/portal/sessions/${ID}/end$`),
      run: async (r) => {
        await r.form()
        const res = await r.call('revokeSession', { params: { session_id: r.params[0]! } })
        return r.params[0] === r.principal.sessionId
          ? { redirect: '/auth/sign-in?signed_out=1', headers: res.headers }
          : { redirect: `${SESSIONS}?done=ended` }
      },
    },
    {
      method: 'POST',
      pattern: /^\/portal\/sessions\/end-all$/,
      run: async (r) => {
        await r.form()
        const res = await r.call('revokeAllSessions')
        return { redirect: '/auth/sign-in?signed_out=1', headers: res.headers }
      },
    },
    {
      method: 'GET',
      pattern: /^\/portal\/connections$/,
      run: async (r, c) => {
        const { data } = (await r.call('listConnections', { query: { limit: 100 } })).body as { data: ConnectionView[] }
        const done =
          r.url.searchParams.get('done') === 'revoked'
            ? notice('ok', "Connection revoked: that assistant's next call is refused.")
            : html``
        const rows = data.map((k) => {
          const name = k.client_name ?? 'Unnamed client'
          return html`<tr data-connection-id="${k.id}"><th scope="row">${name}<br><span class="muted mono">${k.client_id}</span></th>
            <td>${k.scopes.map((s) => html`<code>${s}</code> `)}</td><td>${when(k.created_at)}</td><td>${when(k.expires_at)}</td>
            <td><form method="post" action="${CONNECTIONS}/${k.id}/revoke" class="inline">
              <button type="submit" class="danger" aria-label="Revoke connection ${name}">Revoke</button></form></td></tr>`
        })
        const table = data.length
          ? html`<table><caption class="visually-hidden">Assistants connected to your account</caption><thead><tr><th scope="col">Client</th>
            <th scope="col">Permissions</th><th scope="col">Allowed</th><th scope="col">Lapses unless used</th><th scope="col"><span class="visually-hidden">Action</span></th></tr></thead>
            <tbody>${rows}</tbody></table>`
          : html`<p>No assistant is connected. Give yours the address <code>${c.deps.mcpUrl}</code>; it asks you to sign in and allow it.</p>`
        return page(
          'Connections',
          'connections',
          html`<h1>Connections</h1>${done}
          <p>Assistants and other MCP clients you allowed to use your account.</p>${table}`,
        )
      },
    },
    {
      method: 'POST',
      pattern: new RegExp(`^/portal/connections/${ID}/revoke$`),
      run: async (r) => {
        await r.form()
        await r.call('revokeConnection', { params: { connection_id: r.params[0]! } })
        return { redirect: `${CONNECTIONS}?done=revoked` }
      },
    },
  ]
}
