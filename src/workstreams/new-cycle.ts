// A new cycle: queued, every task pending, pinned to one template version, with its first history event.
import type { Actor, Cycle, CycleEvent, CycleTask, TemplateDefinition } from '../store/ports/index.ts'

export interface NewCycle {
  id: string
  organizationId: string
  /** The workplan's. */
  workspaceId: string | null
  workplanId: string
  templateId: string
  templateVersion: number
  definition: TemplateDefinition
  clientId: string
  period: string
  ownerUserId: string
  ownerPermissions: string[]
  inputs: Record<string, unknown>
  writesEnabled: boolean
  createdBy: Actor
  now: Date
}

export function pendingTask(key: string): CycleTask {
  return {
    key,
    status: 'pending',
    waitingOn: null,
    revision: 1,
    attempt: 0,
    lostAttempts: 0,
    epoch: 0,
    lease: null,
    notBefore: null,
    output: null,
    error: null,
    preparedBy: null,
    decisions: [],
    justification: null,
    startedAt: null,
    finishedAt: null,
  }
}

export function newCycle(n: NewCycle): { cycle: Cycle; events: CycleEvent[] } {
  const cycle: Cycle = {
    id: n.id,
    organizationId: n.organizationId,
    workspaceId: n.workspaceId,
    workplanId: n.workplanId,
    templateId: n.templateId,
    templateVersion: n.templateVersion,
    clientId: n.clientId,
    period: n.period,
    ownerUserId: n.ownerUserId,
    ownerPermissions: n.ownerPermissions,
    inputs: n.inputs,
    status: 'queued',
    version: 1,
    rev: 1,
    eventSeq: 1,
    writesEnabled: n.writesEnabled,
    pause: null,
    cancelRequest: null,
    definition: n.definition,
    tasks: n.definition.tasks.map((t) => pendingTask(t.key)),
    outcome: null,
    error: null,
    createdBy: n.createdBy,
    startedAt: null,
    completedAt: null,
    wakeAt: n.now,
    createdAt: n.now,
    updatedAt: n.now,
  }
  const event: CycleEvent = {
    cycleId: n.id,
    organizationId: n.organizationId,
    seq: 1,
    type: 'cycle.status',
    actor: n.createdBy,
    at: n.now,
    data: {
      from: null,
      to: 'queued',
      period: n.period,
      template_id: n.templateId,
      template_version: n.templateVersion,
    },
  }
  return { cycle, events: [event] }
}
