// `skills-connect-contract cleanup --older-than 1h`: what runs left behind (a run killed before its teardown, a
// deployment that failed mid-run), found by name (contract-kit-<runid>) and age, removed: live connect keys deleted,
// webhook endpoints deleted, live workspaces archived. Clients cannot be removed through the API; they are counted.
// Never the key doing the cleanup, never anything younger than --older-than (a run in progress elsewhere).
// Straight to the target (no Prism): cleanup checks nothing, it only tidies.
import { SpecOperations } from '../../support/spec-operations.ts'
import { createKitClient, ThrottleState, type KitClient } from './http.ts'

export const RUN_NAME = /^contract-kit-[0-9a-z]+(\b|$)/

export interface CleanupOptions {
  baseUrl: string
  apiKey: string
  olderThanMs: number
  dryRun: boolean
  requestTimeoutS: number
}

type Row = Record<string, unknown> & { id: string; created_at: string }

async function all(client: KitClient, token: string, path: string, member: 'data'): Promise<Row[]> {
  const rows: Row[] = []
  for (let offset = 0; ; offset += 100) {
    const r = await client(`${path}${path.includes('?') ? '&' : '?'}limit=100&offset=${offset}`, { token })
    if (r.status !== 200) throw new Error(`GET ${path} answered ${r.status}\n${r.describe()}`)
    rows.push(...(r.body[member] as Row[]))
    if (!r.body.has_more || offset > 100_000) return rows
  }
}

export async function runCleanup(o: CleanupOptions, log: (line: string) => void): Promise<number> {
  const client = createKitClient({
    baseUrl: o.baseUrl,
    via: 'direct',
    operations: new SpecOperations({ paths: {} }),
    throttle: new ThrottleState(300),
    skewS: 60,
    timeoutMs: o.requestTimeoutS * 1000,
  })
  const cutoff = Date.now() - o.olderThanMs
  const old = (row: Row) => Date.parse(row.created_at) <= cutoff
  const me = await client('/api/v1/auth/me', { token: o.apiKey })
  if (me.status !== 200) {
    log(`cannot identify the key: GET /api/v1/auth/me answered ${me.status}`)
    return 2
  }
  const plan: { kind: string; row: Row; label: string; method: string; path: string; ok: number; verb: string }[] = []
  for (const k of await all(client, o.apiKey, '/api/v1/connect-keys', 'data')) {
    if (RUN_NAME.test(String(k.name)) && k.revoked_at === null && k.id !== me.body.key_id && old(k)) {
      plan.push({
        kind: 'connect_key',
        row: k,
        label: String(k.name),
        method: 'DELETE',
        path: `/api/v1/connect-keys/${encodeURIComponent(k.id)}`,
        ok: 204,
        verb: 'delete',
      })
    }
  }
  for (const e of await all(client, o.apiKey, '/api/v1/webhooks/endpoints', 'data')) {
    if (RUN_NAME.test(String(e.description ?? '')) && old(e)) {
      plan.push({
        kind: 'webhook_endpoint',
        row: e,
        label: String(e.description),
        method: 'DELETE',
        path: `/api/v1/webhooks/endpoints/${encodeURIComponent(e.id)}`,
        ok: 204,
        verb: 'delete',
      })
    }
  }
  for (const w of await all(client, o.apiKey, '/api/v1/workspaces', 'data')) {
    if (RUN_NAME.test(String(w.name)) && w.archived_at === null && old(w)) {
      plan.push({
        kind: 'workspace',
        row: w,
        label: String(w.name),
        method: 'POST',
        path: `/api/v1/workspaces/${encodeURIComponent(w.id)}/archive`,
        ok: 200,
        verb: 'archive',
      })
    }
  }
  let failed = 0
  for (const p of plan) {
    const what = `${p.kind} ${p.row.id} ${p.label} (created ${p.row.created_at})`
    if (o.dryRun) {
      log(`would ${p.verb} ${what}`)
      continue
    }
    const r = await client(p.path, { method: p.method, token: o.apiKey })
    if (r.status === p.ok) log(`${p.verb}d ${what}`)
    else {
      failed++
      log(`could not ${p.verb} ${what}: ${r.status}\n${r.describe()}`)
    }
  }
  const clients = (await all(client, o.apiKey, '/api/v1/clients', 'data')).filter((c) => RUN_NAME.test(String(c.name)))
  if (clients.length)
    log(
      `${clients.length} clients named contract-kit-… remain: the API deletes no client (each is in an archived contract-kit workspace once its run or this cleanup archived it)`,
    )
  log(
    `${o.dryRun ? 'would remove' : 'removed'} ${plan.length - failed} of ${plan.length} leftovers older than ${Math.round(o.olderThanMs / 60_000)} min${failed ? `; ${failed} failed` : ''}`,
  )
  return failed ? 1 : 0
}
