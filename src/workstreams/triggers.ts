// Cron triggers (issue 9: "triggers fire once per occurrence even with several instances, and catch up a missed
// occurrence after downtime by a stated rule"). A workplan's schedule keeps its next unfired occurrence
// (nextFireAt). A worker pass fires what is due:
// - each occurrence starts a cycle whose id is derived from (workplan, occurrence), for the period the schedule
//   names; a second instance (or a retry after a crash) inserting the same id is refused by the store, and a cycle
//   already open for that period (started by hand) also covers it: either way, once;
// - then nextFireAt moves past it with a compare-and-set, so one instance advances it;
// - catch-up: missed occurrences of the last `catchupDays` fire oldest first, each for its own period; older ones are
//   skipped (logged), so a long outage does not start a year of cycles at once.
import { createHash } from 'node:crypto'
import { Cron } from 'croner'
import { DuplicateError, type Actor, type Workplan, type WorkplanSchedule } from '../store/ports/index.ts'
import type { WorkstreamsDeps } from './deps.ts'
import { newCycle } from './new-cycle.ts'

export const TRIGGER: Actor = { kind: 'system', id: 'trigger', keyId: null }

/** The first occurrence strictly after `after`, or null when the expression has none. */
export function nextOccurrence(s: Pick<WorkplanSchedule, 'cron' | 'timezone'>, after: Date): Date | null {
  const cron = new Cron(s.cron, { timezone: s.timezone, paused: true, mode: '5-part' })
  try {
    return cron.nextRun(after)
  } finally {
    cron.stop()
  }
}

/** Why a cron expression or time zone cannot be used, or null. */
export function scheduleProblem(
  s: Pick<WorkplanSchedule, 'cron' | 'timezone'>,
): { param: 'cron' | 'timezone'; msg: string } | null {
  try {
    new Intl.DateTimeFormat('en', { timeZone: s.timezone })
  } catch {
    return { param: 'timezone', msg: 'is not an IANA time zone' }
  }
  try {
    if (nextOccurrence(s, new Date(0)) === null) return { param: 'cron', msg: 'never occurs' }
  } catch (e) {
    return { param: 'cron', msg: `is not a 5-field cron expression (${(e as Error).message.slice(0, 120)})` }
  }
  return null
}

/** The period a cycle started by the occurrence `at` covers: the occurrence's local date, moved by the offset. */
export function periodOf(s: WorkplanSchedule, at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone: s.timezone, year: 'numeric', month: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  )
  const year = Number(parts.year)
  const month = Number(parts.month) - 1
  if (s.period === 'year') return String(year + s.periodOffset)
  if (s.period === 'quarter') {
    const q = year * 4 + Math.floor(month / 3) + s.periodOffset
    return `${Math.floor(q / 4)}-Q${(q % 4) + 1}`
  }
  const m = year * 12 + month + s.periodOffset
  return `${Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`
}

/** The id of the cycle an occurrence starts: the same on every instance, so only one insert can succeed. */
export const triggeredCycleId = (workplanId: string, at: Date): string =>
  `cyc_t${createHash('sha256').update(`${workplanId}|${at.toISOString()}`).digest('base64url').slice(0, 24)}`

async function fire(d: WorkstreamsDeps, w: Workplan, at: Date): Promise<void> {
  const s = w.schedule!
  const t = await d.stores.workstreamTemplates.get(w.organizationId, w.templateId)
  const version = w.templateVersion ?? t?.latestVersion
  const v =
    version === undefined
      ? null
      : await d.stores.workstreamTemplates.getVersion(w.organizationId, w.templateId, version)
  if (!v) {
    d.logger.warn({ workplan_id: w.id }, "trigger skipped: the workplan's template is gone")
    return
  }
  const { cycle, events } = newCycle({
    id: triggeredCycleId(w.id, at),
    organizationId: w.organizationId,
    workspaceId: w.workspaceId,
    workplanId: w.id,
    templateId: w.templateId,
    templateVersion: v.version,
    definition: v.definition,
    clientId: w.clientId,
    period: periodOf(s, at),
    ownerUserId: w.ownerUserId,
    ownerPermissions: w.ownerPermissions,
    inputs: w.inputs,
    writesEnabled: w.writesEnabled,
    createdBy: TRIGGER,
    now: d.clock.now(),
  })
  events[0]!.data.trigger = { cron: s.cron, timezone: s.timezone, occurrence: at.toISOString() }
  try {
    await d.stores.cycles.insert(cycle, events)
    d.onWork?.()
  } catch (e) {
    if (!(e instanceof DuplicateError)) throw e
    // Fired already (another instance, or this one before a crash), or a cycle for the period is open: covered.
  }
}

/** Fires every due occurrence of every due workplan; returns how many occurrences this instance handled. */
export async function fireDueTriggers(d: WorkstreamsDeps, catchupDays: number, limit = 50): Promise<number> {
  const now = d.clock.now()
  const oldest = now.getTime() - catchupDays * 86_400_000
  let handled = 0
  for (const w of await d.stores.workplans.dueSchedules(now, limit)) {
    let at = w.nextFireAt
    while (at !== null && at.getTime() <= now.getTime()) {
      if (at.getTime() < oldest)
        d.logger.warn(
          { workplan_id: w.id, occurrence: at.toISOString() },
          'trigger occurrence older than the catch-up window: skipped',
        )
      else await fire(d, w, at)
      const next = nextOccurrence(w.schedule!, at)
      // One instance moves past the occurrence; one that loses has seen it fired (or skipped) by the other.
      if (!(await d.stores.workplans.advanceSchedule(w.organizationId, w.id, at, next, now))) break
      handled += 1
      at = next
    }
  }
  return handled
}
