// Removing what a run made: every registered connect key deleted, webhook endpoint deleted, workspace archived (the
// client in it cannot be deleted: clients.ts). Run as the last checks of checks.ts (through Prism, so the answers are
// checked too) and again by the bin after the run, straight to the target, for anything a crash or a signal left.
import type { Resource, Resources } from './context.ts'
import type { KitClient } from './http.ts'

const PATHS: Record<
  Resource['kind'],
  (id: string) => { method: string; path: string; ok: number; how: 'deleted' | 'archived' }
> = {
  connect_key: (id) => ({
    method: 'DELETE',
    path: `/api/v1/connect-keys/${encodeURIComponent(id)}`,
    ok: 204,
    how: 'deleted',
  }),
  webhook_endpoint: (id) => ({
    method: 'DELETE',
    path: `/api/v1/webhooks/endpoints/${encodeURIComponent(id)}`,
    ok: 204,
    how: 'deleted',
  }),
  workspace: (id) => ({
    method: 'POST',
    path: `/api/v1/workspaces/${encodeURIComponent(id)}/archive`,
    ok: 200,
    how: 'archived',
  }),
}

/** Removes every resource still there; returns one line per resource it could not remove. */
export async function removeLeftovers(resources: Resources, apiKey: string, client: KitClient): Promise<string[]> {
  const problems: string[] = []
  // Newest first: a rotated key before the one it came from, the endpoint before the workspace.
  for (const r of [...resources.left()].reverse()) {
    const p = PATHS[r.kind](r.id)
    try {
      const res = await client(p.path, { method: p.method, token: apiKey })
      if (res.status === p.ok) resources.removed(r.kind, r.id, p.how)
      else problems.push(`${r.kind} ${r.id}: ${p.method} ${p.path} answered ${res.status}\n${res.describe()}`)
    } catch (e) {
      problems.push(`${r.kind} ${r.id}: ${p.method} ${p.path} failed: ${e instanceof Error ? e.message : String(e)}`)
    }
  }
  return problems
}
