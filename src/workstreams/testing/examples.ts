// Test support: what the workstream skills' examples name (examples/*.json: workplan_id, cycle_id) made to exist in an
// organization, so each example answers 200 as documented: a template whose second task waits for 2 approvals (so
// a repeated approval by one person stays recordable), workplans and cycles with exactly the examples' ids, and the
// cycles run by the worker up to that approval.
import type { Services } from '../../services.ts'
import { newCycle } from '../new-cycle.ts'
import type { Actor, TemplateDefinition, Workplan } from '../../store/ports/index.ts'

const IDS = { identifiers: [{ scheme: 'au_abn', value: '51 824 753 556' }] }
const DEFINITION: TemplateDefinition = {
  tasks: [
    {
      key: 'check',
      name: 'check',
      skill: 'identifiers.validate',
      writes: false,
      input: IDS,
      dependsOn: [],
      approval: null,
      retry: { maxAttempts: 3, backoffSeconds: 2 },
      onFailure: 'block',
    },
    {
      key: 'review',
      name: 'review',
      skill: 'identifiers.validate',
      writes: false,
      input: IDS,
      dependsOn: ['check'],
      approval: { required: 2, approvers: null, distinctFromPreparer: false },
      retry: { maxAttempts: 3, backoffSeconds: 2 },
      onFailure: 'block',
    },
  ],
}

const namedIds = (inputs: unknown[], field: string): string[] =>
  inputs.flatMap((i) =>
    i && typeof i === 'object' && typeof (i as Record<string, unknown>)[field] === 'string'
      ? [(i as Record<string, string>)[field]!]
      : [],
  )

export async function provisionWorkstreamExamples(
  s: Services,
  org: { organizationId: string; userId: string; clientId: string },
  inputs: unknown[],
): Promise<void> {
  const workplanIds = namedIds(inputs, 'workplan_id')
  const cycleIds = namedIds(inputs, 'cycle_id')
  if (workplanIds.length + cycleIds.length === 0) return
  const now = s.clock.now()
  const { stores } = s
  const templateId = `wst_examples_${org.organizationId.slice(-8)}`
  if (!(await stores.workstreamTemplates.get(org.organizationId, templateId))) {
    await stores.workstreamTemplates.insert(
      {
        id: templateId,
        organizationId: org.organizationId,
        name: 'Example close',
        description: null,
        latestVersion: 1,
        createdAt: now,
        updatedAt: now,
      },
      {
        templateId,
        organizationId: org.organizationId,
        version: 1,
        definition: DEFINITION,
        publishedAt: now,
        publishedBy: org.userId,
      },
    )
  }
  const workplan = (id: string): Workplan => ({
    id,
    organizationId: org.organizationId,
    workspaceId: null,
    name: `Example ${id}`,
    clientId: org.clientId,
    templateId,
    templateVersion: null,
    ownerUserId: org.userId,
    ownerPermissions: ['service:full'],
    inputs: {},
    schedule: null,
    nextFireAt: null,
    writesEnabled: true,
    writesChangedAt: null,
    writesChangedBy: null,
    status: 'active',
    createdAt: now,
    updatedAt: now,
  })
  // Each example cycle has a workplan of its own (one open cycle per workplan and period).
  for (const id of [...workplanIds, ...cycleIds.map((c) => `wpl_for_${c}`)]) {
    if (!(await stores.workplans.get(org.organizationId, id))) await stores.workplans.insert(workplan(id))
  }
  const owner: Actor = { kind: 'user', id: org.userId, keyId: null }
  for (const id of cycleIds) {
    if (await stores.cycles.get(org.organizationId, id)) continue
    const { cycle, events } = newCycle({
      id,
      organizationId: org.organizationId,
      workspaceId: null,
      workplanId: `wpl_for_${id}`,
      templateId,
      templateVersion: 1,
      definition: DEFINITION,
      clientId: org.clientId,
      period: '2020-01',
      ownerUserId: org.userId,
      ownerPermissions: ['service:full'],
      inputs: {},
      writesEnabled: true,
      createdBy: owner,
      now,
    })
    await stores.cycles.insert(cycle, events)
  }
  for (let i = 0; i < 4; i++) await s.workstreamWorker.runOnce()
}
