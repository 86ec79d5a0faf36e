// The clients REST operations (openapi.yaml tag `clients`): create, list, get, rename or move the lock date.
// Reading needs clients:read, changing needs accounting:write (spec: Scopes). Every store call names the caller's
// organization, so another organization's client is 404 client_not_found, never data.
import { AppError } from '../errors/index.ts'
import { requirePermission, type Principal } from '../auth/index.ts'
import type { Clock } from '../lib/clock.ts'
import type { IdSource } from '../lib/ids.ts'
import { DEFAULT_LIMIT, MAX_LIMIT } from '../lib/pagination.ts'
import { exponentOf, MoneyError } from '../money/index.ts'
import type { Client, Stores } from '../store/ports/index.ts'
import type { Client as ClientView, ClientCreate, ClientList, ClientUpdate } from '../generated/api-types.ts'
import { isCalendarDate } from './journal.ts'
import { landingWorkspace, listFilter, reaches, type Scope } from '../tenancy/index.ts'

export interface ClientsDeps {
  stores: Pick<Stores, 'clients' | 'workspaces'>
  clock: Clock
  ids: IdSource
}

export const view = (c: Client): ClientView => ({
  id: c.id,
  name: c.name,
  currency: c.currency,
  workspace_id: c.workspaceId,
  locked_through: c.lockedThrough,
  created_at: c.createdAt.toISOString(),
  updated_at: c.updatedAt.toISOString(),
})

/** 404 client_not_found: the one refusal for an unknown client, another organization's and another workspace's. */
export const clientNotFound = (id: string) =>
  new AppError('client_not_found', `No client ${id.slice(0, 64)} in your organization.`, { param: 'client_id' })

/** The client when `s` reaches it (its organization's, and its workspace's when pinned), else null. */
export async function clientInScope(stores: Pick<Stores, 'clients'>, s: Scope, id: string): Promise<Client | null> {
  const c = await stores.clients.get(s.organizationId, id)
  return c && reaches(s, c.workspaceId) ? c : null
}

function checkDate(value: string | null | undefined, param: string): void {
  if (value !== null && value !== undefined && !isCalendarDate(value)) {
    throw new AppError('validation_error', `Invalid request: ${param} is not a calendar date.`, {
      param,
      details: [{ loc: ['body', param], msg: 'is not a calendar date (YYYY-MM-DD)', type: 'invalid_date' }],
    })
  }
}

export async function createClient(d: ClientsDeps, p: Principal, body: ClientCreate): Promise<ClientView> {
  requirePermission(p, 'accounting:write')
  try {
    exponentOf(body.currency)
  } catch (e) {
    if (!(e instanceof MoneyError)) throw e
    throw new AppError('validation_error', `Invalid request: currency ${e.message}`, {
      param: 'currency',
      details: [{ loc: ['body', 'currency'], msg: 'is not an ISO 4217 currency code', type: 'unknown_currency' }],
    })
  }
  checkDate(body.locked_through, 'locked_through')
  const workspaceId = await landingWorkspace(d.stores, p, body.workspace_id)
  const now = d.clock.now()
  const client: Client = {
    id: d.ids.uuid(),
    organizationId: p.organizationId,
    workspaceId,
    name: body.name,
    currency: body.currency,
    lockedThrough: body.locked_through ?? null,
    createdAt: now,
    updatedAt: now,
  }
  await d.stores.clients.insert(client)
  return view(client)
}

export async function listClients(
  d: ClientsDeps,
  p: Principal,
  q: { limit?: number; offset?: number; workspace_id?: string },
): Promise<ClientList> {
  requirePermission(p, 'clients:read')
  const limit = Math.min(Math.max(q.limit ?? DEFAULT_LIMIT, 1), MAX_LIMIT)
  const ws = listFilter(p, q.workspace_id)
  if (ws === false) return { data: [], has_more: false }
  const r = await d.stores.clients.list(p.organizationId, {
    limit,
    offset: Math.max(q.offset ?? 0, 0),
    ...(ws ? { workspaceId: ws } : {}),
  })
  return { data: r.items.map(view), has_more: r.hasMore }
}

export async function getClient(d: ClientsDeps, p: Principal, id: string): Promise<ClientView> {
  requirePermission(p, 'clients:read')
  const c = await clientInScope(d.stores, p, id)
  if (!c) throw clientNotFound(id)
  return view(c)
}

export async function updateClient(d: ClientsDeps, p: Principal, id: string, body: ClientUpdate): Promise<ClientView> {
  requirePermission(p, 'accounting:write')
  checkDate(body.locked_through, 'locked_through')
  if (!(await clientInScope(d.stores, p, id))) throw clientNotFound(id)
  const c = await d.stores.clients.update(
    p.organizationId,
    id,
    {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.locked_through !== undefined ? { lockedThrough: body.locked_through } : {}),
    },
    d.clock.now(),
  )
  if (!c) throw clientNotFound(id)
  return view(c)
}
