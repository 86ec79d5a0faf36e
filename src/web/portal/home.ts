// The portal's overview: where signing in lands. What a newcomer does first, each one link away.
import { html } from '../../lib/html.ts'
import { PORTAL } from './layout.ts'
import type { PortalRoute } from './route.ts'

export function homeRoutes(): PortalRoute[] {
  return [
    {
      method: 'GET',
      pattern: /^\/portal\/?$/,
      run: async (r, c) => ({
        page: {
          title: 'Overview',
          section: 'home',
          body: html`<h1>Welcome, ${r.viewer.email}</h1>
          <div class="cards">
            <section class="card" aria-labelledby="h-keys"><h2 id="h-keys">Call the API</h2>
              <p>Create an API key (<code>sk_…</code>) for scripts, SDKs and the command line.</p>
              <p><a href="${PORTAL}/keys/new">Create a key</a> · <a href="${PORTAL}/keys">Your keys</a></p></section>
            <section class="card" aria-labelledby="h-hooks"><h2 id="h-hooks">Get notified</h2>
              <p>Register an HTTPS endpoint to receive signed webhooks when a WorkStream cycle ends or a key changes.</p>
              <p><a href="${PORTAL}/webhooks">Webhooks</a></p></section>
            <section class="card" aria-labelledby="h-ws"><h2 id="h-ws">Follow your work</h2>
              <p>Watch WorkStream cycles run, and approve the tasks waiting for you.</p>
              <p><a href="${PORTAL}/cycles/setup">Set up a WorkStream</a> · <a href="${PORTAL}/cycles">Cycles</a> · <a href="${PORTAL}/approvals">Approvals</a></p></section>
            <section class="card" aria-labelledby="h-mcp"><h2 id="h-mcp">Connect an assistant</h2>
              <p>Give your assistant (Claude, or any MCP client) this address; it asks you to sign in and allow it here:</p>
              <p><code>${c.deps.mcpUrl}</code></p>
              <p><a href="${PORTAL}/connections">Your connections</a></p></section>
          </div>`,
        },
      }),
    },
  ]
}
