import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startTestServer, createTenant } from '../../src/testing/test-server.ts'

const srv = await startTestServer({ env: { BODY_LIMIT_BYTES: '65536' } })
const t = await createTenant(srv.services)
const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'prism-')), 'spec.json')
fs.writeFileSync(file, JSON.stringify(srv.services.spec))
const port = 4919
const t0 = Date.now()
const child = spawn(process.execPath, ['node_modules/@stoplight/prism-cli/dist/index.js', 'proxy', file, srv.url, '--errors', '--validate-request', 'false', '-h', '127.0.0.1', '-p', String(port), '--cors', 'false', '-v', 'warn'], { stdio: ['ignore', 'pipe', 'pipe'] })
let out = ''
child.stdout.on('data', (d) => { out += d })
child.stderr.on('data', (d) => { out += d })
const base = `http://127.0.0.1:${port}`
for (;;) {
  try { const r = await fetch(base + '/health'); console.log('ready', Date.now() - t0, 'ms', r.status); break } catch { await new Promise((r) => setTimeout(r, 100)) }
}
async function go(label: string, p: string, init: RequestInit = {}) {
  const r = await fetch(base + p, init)
  const txt = await r.text()
  console.log('---', label, r.status, 'sl-violations:', r.headers.get('sl-violations'), '\n', [...r.headers].filter(([k]) => !k.startsWith('access-control')).map(([k, v]) => `${k}: ${v}`).join(' | '), '\n', txt.slice(0, 600))
}
const auth = { authorization: `Bearer ${t.adminKey}` }
await go('health', '/health')
await go('health badver', '/health', { headers: { 'service-version': '1999-01-01' } })
await go('openapi', '/openapi.json')
await go('skills', '/api/v1/skills', { headers: auth })
await go('skills noauth', '/api/v1/skills')
await go('skills badtoken', '/api/v1/skills', { headers: { authorization: 'Bearer nope' } })
await go('list keys', '/api/v1/connect-keys', { headers: auth })
await go('list keys limit=0', '/api/v1/connect-keys?limit=0', { headers: auth })
await go('create', '/api/v1/connect-keys', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x', permissions: ['search:read'] }) })
await go('create invalid', '/api/v1/connect-keys', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ permissions: ['search:read'] }) })
await go('create text', '/api/v1/connect-keys', { method: 'POST', headers: { ...auth, 'content-type': 'text/plain' }, body: 'hello' })
await go('create big', '/api/v1/connect-keys', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'x', description: 'a'.repeat(70000) }) })
await go('patch perms', `/api/v1/connect-keys/${t.adminKeyId}`, { method: 'PATCH', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ permissions: ['search:read'] }) })
await go('404 route', '/api/v1/nope', { headers: auth })
await go('405', '/api/v1/connect-keys', { method: 'PUT', headers: auth })
await go('get key', `/api/v1/connect-keys/key_nope`, { headers: auth })
await go('delete', `/api/v1/connect-keys/key_nope`, { method: 'DELETE', headers: auth })
await go('invoke', '/api/v1/skills/identifiers.validate/invoke', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ identifiers: [{ scheme: 'au_abn', value: '51 824 753 556' }] }) })
await go('invoke generic 404', '/api/v1/skills/nope.nope/invoke', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({}) })
await go('workspaces', '/api/v1/connect-keys/_helpers/workspaces', { headers: auth })
await go('me', '/api/v1/auth/me', { headers: auth })
await go('logout key', '/auth/logout', { method: 'POST', headers: auth })
child.kill()
await srv.close()
console.log(out.slice(0, 3000))
