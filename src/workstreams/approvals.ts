// The approvals inbox (GET /api/v1/workstreams/approvals): tasks of the organization's open cycles waiting on approval
// that the caller can decide, by the decider's own rules (decider.ts `decide`): holds workstreams:write, is a person,
// is among the gate's approvers (or it names none), is not the preparer when the gate needs another person, has not
// decided on the current revision. One indexed query for the cycles with a task waiting on approval, then the
// eligibility of each task; the page is cut from that list.
import { reaches } from '../tenancy/index.ts'
import { requirePermission, type Principal } from '../auth/index.ts'
import { grants } from '../permissions/index.ts'
import type { Cycle, CycleTask } from '../store/ports/index.ts'
import type { PendingApproval, PendingApprovalList } from '../generated/api-types.ts'
import type { WorkstreamsDeps } from './deps.ts'
import { pageOf } from './templates.ts'
import { withOutputs } from './outputs.ts'

/** At most this many open cycles with pending approvals are looked at per call (the oldest first). */
export const INBOX_SCAN = 1000

export function canDecide(p: Principal, c: Cycle, t: CycleTask): boolean {
  if (t.status !== 'waiting' || t.waitingOn !== 'approval') return false
  if (!grants(p.permissions, 'workstreams:write') || p.userId.startsWith('svc_')) return false
  const gate = c.definition.tasks.find((x) => x.key === t.key)?.approval
  if (!gate) return false
  if (gate.approvers && !gate.approvers.includes(p.userId)) return false
  if (gate.distinctFromPreparer && t.preparedBy === p.userId) return false
  return !t.decisions.some((x) => x.actor.id === p.userId && x.revision === t.revision)
}

export async function listPendingApprovals(
  d: WorkstreamsDeps,
  p: Principal,
  q: { limit?: number; offset?: number },
): Promise<PendingApprovalList> {
  requirePermission(p, 'workstreams:read')
  const { limit, offset } = pageOf(q)
  const all: { c: Cycle; t: CycleTask }[] = []
  for (const c of await d.stores.cycles.awaitingApproval(p.organizationId, INBOX_SCAN)) {
    if (!reaches(p, c.workspaceId)) continue
    for (const t of c.tasks) if (canDecide(p, c, t)) all.push({ c, t })
  }
  const data: PendingApproval[] = []
  for (const { c, t: stored } of all.slice(offset, offset + limit)) {
    // An output stored apart from the record (outputs.ts) is read back for the page's items only.
    const t = stored.outputRef
      ? (await withOutputs(d, c, [stored.key])).tasks.find((x) => x.key === stored.key)!
      : stored
    const def = c.definition.tasks.find((x) => x.key === t.key)!
    data.push({
      cycle_id: c.id,
      cycle_version: c.version,
      cycle_status: c.status,
      workplan_id: c.workplanId,
      client_id: c.clientId,
      period: c.period,
      task_key: t.key,
      task_name: def.name,
      skill: def.skill,
      revision: t.revision,
      required: def.approval!.required,
      approvals: t.decisions.filter((x) => x.decision === 'approve' && x.revision === t.revision).length,
      prepared_by: t.preparedBy,
      output: t.output,
    })
  }
  return { data, has_more: offset + limit < all.length }
}
