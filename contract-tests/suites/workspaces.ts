// Workspaces and clients (openapi.yaml tags "workspaces" and "clients"; src/tenancy/README.md "Workspaces") through the
// proxy, their successes (in an organization of its own): a workspace created, listed, read, renamed, archived and restored; a client created in it,
// listed, read and changed. Their refusals (pinned keys, archived workspaces, other organizations) are
// src/tenancy/*.api.test.ts's; the sweeps of rate-limits.ts and gated-server.ts cover their throttled answers.
import { beforeAll, describe, expect, it } from 'vitest'
import type { Harness } from '../support/harness.ts'
import { expectError, expectOk } from '../support/assertions.ts'
import { createTenant, type Tenant } from '../../src/testing/test-server.ts'

const WORKSPACES = '/api/v1/workspaces'
const CLIENTS = '/api/v1/clients'

export function workspacesContract(h: () => Harness): void {
  // An organization of its own: the other suites' workspace and client lists stay as they expect them.
  let t: Tenant
  beforeAll(async () => {
    t = await createTenant(h().server.services)
  })
  const token = () => t.adminKey
  let workspaceId = ''

  describe('listWorkspaces, createWorkspace, getWorkspace, updateWorkspace, archiveWorkspace, restoreWorkspace', () => {
    it('201 creates a workspace (slug from the name); 200 lists, reads and renames it', async () => {
      const created = await h().proxy(WORKSPACES, { token: token(), body: { name: 'Northside Practice' } })
      expectOk(created, 201)
      expect(created.body).toMatchObject({ name: 'Northside Practice', slug: 'northside-practice', archived_at: null })
      workspaceId = created.body.id as string
      const list = await h().proxy(WORKSPACES, { token: token() })
      expectOk(list)
      expect((list.body.data as { id: string }[]).map((w) => w.id)).toContain(workspaceId)
      const one = await h().proxy(`${WORKSPACES}/${workspaceId}`, { token: token() })
      expectOk(one)
      expect(one.body).toEqual(created.body)
      const renamed = await h().proxy(`${WORKSPACES}/${workspaceId}`, {
        method: 'PATCH',
        token: token(),
        body: { name: 'Northside', slug: 'northside' },
      })
      expectOk(renamed)
      expect(renamed.body).toMatchObject({ id: workspaceId, name: 'Northside', slug: 'northside' })
    })

    it('200 archives it (listed only with include_archived) and restores it', async () => {
      const archived = await h().proxy(`${WORKSPACES}/${workspaceId}/archive`, { method: 'POST', token: token() })
      expectOk(archived)
      expect(archived.body.archived_at).toEqual(expect.any(String))
      const live = await h().proxy(WORKSPACES, { token: token() })
      expect((live.body.data as { id: string }[]).map((w) => w.id)).not.toContain(workspaceId)
      const all = await h().proxy(`${WORKSPACES}?include_archived=true`, { token: token() })
      expectOk(all)
      expect((all.body.data as { id: string }[]).map((w) => w.id)).toContain(workspaceId)
      const restored = await h().proxy(`${WORKSPACES}/${workspaceId}/restore`, { method: 'POST', token: token() })
      expectOk(restored)
      expect(restored.body).toMatchObject({ id: workspaceId, archived_at: null })
    })
  })

  describe('listClients, getClient, updateClient', () => {
    it('200 lists the clients (of one workspace with workspace_id), reads one, renames it and moves its lock date', async () => {
      const created = await h().proxy(CLIENTS, {
        token: token(),
        body: { name: 'Harbour Cafe Pty Ltd', currency: 'AUD', workspace_id: workspaceId },
      })
      expectOk(created, 201)
      const id = created.body.id as string
      const inWorkspace = await h().proxy(`${CLIENTS}?workspace_id=${workspaceId}`, { token: token() })
      expectOk(inWorkspace)
      expect((inWorkspace.body.data as { id: string }[]).map((c) => c.id)).toEqual([id])
      const one = await h().proxy(`${CLIENTS}/${id}`, { token: token() })
      expectOk(one)
      expect(one.body).toEqual(created.body)
      const changed = await h().proxy(`${CLIENTS}/${id}`, {
        method: 'PATCH',
        token: token(),
        body: { name: 'Harbour Cafe', locked_through: '2026-06-30' },
      })
      expectOk(changed)
      expect(changed.body).toMatchObject({
        id,
        name: 'Harbour Cafe',
        locked_through: '2026-06-30',
        workspace_id: workspaceId,
      })
      expectError(await h().proxy(`${CLIENTS}/${id}`, { token: h().other.adminKey }), 404, 'client_not_found', {
        param: 'client_id',
        type: 'invalid_request_error',
      })
    })
  })
}
