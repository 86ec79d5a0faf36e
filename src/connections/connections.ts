// A person's connections (issue 10 §2: "Revoking a connection makes the next call from that client 401 on every
// instance"): the OAuth grants the authorization server made for their account, listed and revoked here. A grant is
// a record of kind Grant (node-oidc-provider's model) whose payload names the account, the client and, per resource,
// the scope; revoking destroys it with every token and code of it (RecordStore.destroyByGrant), and /mcp checks the
// grant on every call (auth/oauth-tokens.ts).
import { GRANT_KIND, requireAllPermissions, type Principal } from '../auth/index.ts'
import type { Clock } from '../lib/clock.ts'
import { page, type PageRequest } from '../lib/pagination.ts'
import type { Stores, StoredRecord } from '../store/ports/index.ts'
import type { Connection } from '../generated/api-types.ts'

export interface ConnectionsDeps {
  stores: Pick<Stores, 'records'>
  clock: Clock
}

/** Grants read for one listing: far more than a person has; the page is cut from them. */
const LIST_CAP = 500

function scopesOf(grant: StoredRecord): string[] {
  const resources = (grant.payload.resources ?? {}) as Record<string, unknown>
  const all = Object.values(resources).flatMap((v) => (typeof v === 'string' ? v.split(' ') : []))
  return [...new Set(all.filter(Boolean))].sort()
}

export async function listConnections(
  d: ConnectionsDeps,
  p: Principal,
  q: PageRequest,
): Promise<{ data: Connection[]; has_more: boolean }> {
  requireAllPermissions(p)
  const now = d.clock.now()
  const grants = await d.stores.records.listByAccount(GRANT_KIND, p.userId, now, LIST_CAP)
  const view = page(grants, q)
  const data = await Promise.all(
    view.data.map(async (g): Promise<Connection> => {
      const clientId = String(g.payload.clientId ?? '')
      const client = clientId ? await d.stores.records.get('Client', clientId, now) : null
      const name = client?.payload.client_name
      return {
        id: g.id,
        client_id: clientId,
        client_name: typeof name === 'string' ? name : null,
        scopes: scopesOf(g),
        created_at: g.createdAt.toISOString(),
        expires_at: g.expiresAt ? g.expiresAt.toISOString() : null,
      }
    }),
  )
  return { data, has_more: view.has_more }
}

/** Idempotent; another person's grant is left alone, and the answer is the same. */
export async function revokeConnection(d: ConnectionsDeps, p: Principal, id: string): Promise<void> {
  requireAllPermissions(p)
  const grant = await d.stores.records.get(GRANT_KIND, id, d.clock.now())
  if (!grant || grant.accountId !== p.userId) return
  await d.stores.records.destroyByGrant(id)
}
