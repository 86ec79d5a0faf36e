// Storing decisions: load the cycle, decide, compare-and-set with the history events and (for a terminal
// transition) the webhook event, all in one write; a lost race re-reads and decides again. Refusals become the
// error envelope's codes here (README.md "Error codes").
import { AppError } from '../errors/index.ts'
import type { Principal } from '../auth/index.ts'
import { outboxEvent } from '../webhooks/index.ts'
import type { Actor, Cycle, OutboxEvent } from '../store/ports/index.ts'
import type { WorkstreamsDeps } from './deps.ts'
import { decide, type Command } from './decider.ts'
import { CommandRefused, SYSTEM } from './draft.ts'
import { separateOutput } from './outputs.ts'

/** Compare-and-set attempts before giving up (each loses only to another write of the same cycle). */
const MAX_RACES = 20

export const actorOf = (p: Principal): Actor => ({ kind: 'user', id: p.userId, keyId: p.keyId })

export const cycleNotFound = (id: string) =>
  new AppError('cycle_not_found', `No cycle ${id.slice(0, 64)} in your organization.`, { param: 'cycle_id' })

/** The webhook a terminal cycle sends (spec: Events, with exactly the catalogue's data fields). */
export function terminalWebhook(d: Pick<WorkstreamsDeps, 'ids' | 'clock'>, c: Cycle): OutboxEvent {
  const completedAt = c.completedAt ?? d.clock.now().toISOString()
  const started = Date.parse(c.startedAt ?? c.createdAt.toISOString())
  const data: Record<string, unknown> = { run_id: c.id, status: c.status, completed_at: completedAt }
  if (c.status === 'completed') data.duration_ms = Math.max(0, Date.parse(completedAt) - started)
  if (c.status === 'failed')
    data.error = c.error ? { code: c.error.code, message: c.error.message, task_key: c.error.taskKey } : null
  return outboxEvent(d.ids, d.clock, c.organizationId, `workstream.run.${c.status}`, data)
}

/** A decider refusal as the error a caller sees. */
export function refusalError(e: CommandRefused): AppError {
  switch (e.code) {
    case 'invalid_state_transition':
      return new AppError('invalid_state_transition', e.message, {
        ...(e.param ? { param: e.param } : {}),
        extra: { current_state: e.currentState },
      })
    case 'task_not_found':
      return new AppError('task_not_found', e.message, { param: 'task_key' })
    case 'approval_already_decided':
      return new AppError('approval_already_decided', e.message, { param: 'task_key' })
    case 'self_approval_forbidden':
      return new AppError('self_approval_forbidden', e.message)
    case 'approver_not_eligible':
      return new AppError('approver_not_eligible', e.message)
    case 'lease_lost':
      return new AppError('invalid_state_transition', e.message, {
        param: 'task_key',
        extra: { current_state: e.currentState },
      })
  }
}

/** Parses If-Match (`"7"`, `W/"7"` or `7`) into a version. */
export function expectedVersion(ifMatch: string | undefined, what: 'cycle' | 'draft' = 'cycle'): number | undefined {
  if (ifMatch === undefined) return undefined
  const m = /^(?:W\/)?"?(\d{1,15})"?$/.exec(ifMatch.trim())
  if (!m) {
    throw new AppError(
      'validation_error',
      `Invalid request: If-Match must be the ${what}'s version as its ETag gave it ("7").`,
      {
        param: 'If-Match',
        details: [{ loc: ['header', 'If-Match'], msg: 'is not a version', type: 'invalid_format' }],
      },
    )
  }
  return Number(m[1])
}

export interface TransitionOptions {
  /** Only the organization's cycle (an operator command); absent for workers, which act for every organization. */
  organizationId?: string
  /** If-Match: refuse with 412 when the cycle's version is another. */
  version?: number
}

/** Outputs stored apart (outputs.ts) by this call's attempts: one id for all of them, and every id handed to the store. */
interface HandedOutputs {
  id: string | null
  organizationId: string
  ids: string[]
}

/**
 * Applies `cmd` by `actor` to the stored cycle and stores the outcome. Resolves to the cycle as stored after it
 * (unchanged when the command changed nothing). Throws the refusal as an AppError, except lease_lost for workers
 * (a CommandRefused, so the worker can tell it apart).
 */
export function transition(
  d: WorkstreamsDeps,
  cycleId: string,
  cmd: Command,
  actor: Actor = SYSTEM,
  o: TransitionOptions = {},
): Promise<Cycle> {
  return inLane(d.stores.cycles, cycleId, () => transitionNow(d, cycleId, cmd, actor, o))
}

// One lane per cycle in this process (per store: two instances sharing one store in a process share its lanes):
// transitions of one cycle run one after another, each reading what the one before stored. Without it, transitions of
// one cycle started together (an attempt's result, a heartbeat, the next pass's claim, all woken by the same group
// commit) would read the same revision and all but one lose their compare-and-set, to decide and write again.
// Another process is still met by the compare-and-set.
const lanes = new WeakMap<object, Map<string, Promise<void>>>()

function inLane<T>(store: object, id: string, fn: () => Promise<T>): Promise<T> {
  let byCycle = lanes.get(store)
  if (!byCycle) lanes.set(store, (byCycle = new Map()))
  const run = (byCycle.get(id) ?? Promise.resolve()).then(fn)
  const tail = run.then(
    () => undefined,
    () => undefined,
  )
  byCycle.set(id, tail)
  void tail.then(() => {
    if (byCycle.get(id) === tail) byCycle.delete(id)
  })
  return run
}

async function transitionNow(
  d: WorkstreamsDeps,
  cycleId: string,
  cmd: Command,
  actor: Actor,
  o: TransitionOptions,
): Promise<Cycle> {
  const handed: HandedOutputs = { id: null, organizationId: '', ids: [] }
  let stored: Cycle | null = null
  try {
    stored = await decideAndStore(d, cycleId, cmd, actor, o, handed)
    return stored
  } finally {
    // Outputs handed to an update that did not store (MongoDB writes them before its compare-and-set) are removed,
    // unless the record stored in the end refers to them.
    const orphans = handed.ids.filter((id) => !stored?.tasks.some((t) => t.outputRef?.id === id))
    if (orphans.length > 0) {
      d.stores.cycles.dropOutputs(handed.organizationId, cycleId, orphans).catch((e: unknown) => {
        d.logger.warn({ cycle_id: cycleId, err: (e as Error).message }, 'unreferenced task outputs not removed')
      })
    }
  }
}

async function decideAndStore(
  d: WorkstreamsDeps,
  cycleId: string,
  cmd: Command,
  actor: Actor,
  o: TransitionOptions,
  handed: HandedOutputs,
): Promise<Cycle> {
  for (let race = 0; race < MAX_RACES; race++) {
    const c =
      o.organizationId === undefined
        ? await d.stores.cycles.load(cycleId)
        : await d.stores.cycles.get(o.organizationId, cycleId)
    if (!c) throw cycleNotFound(cycleId)
    if (o.version !== undefined && c.version !== o.version) {
      throw new AppError('version_mismatch', `The cycle is at version ${c.version}, not ${o.version}; read it again.`, {
        param: 'If-Match',
        extra: { current_version: c.version },
      })
    }
    let decision
    try {
      decision = decide(
        c,
        cmd,
        d.clock.now(),
        actor,
        d.maxLostAttempts !== undefined ? { maxLostAttempts: d.maxLostAttempts } : {},
      )
    } catch (e) {
      if (e instanceof CommandRefused && (e.code !== 'lease_lost' || o.organizationId !== undefined))
        throw refusalError(e)
      throw e
    }
    if (!decision.changed) return c
    const outbox = decision.terminal ? [terminalWebhook(d, decision.cycle)] : []
    const outputs = separateOutput(decision.cycle, cmd, () => (handed.id ??= d.ids.id('out')), d.clock.now())
    for (const out of outputs) {
      handed.organizationId = c.organizationId
      if (!handed.ids.includes(out.id)) handed.ids.push(out.id)
    }
    if (await d.stores.cycles.update(decision.cycle, c.rev, decision.events, outbox, outputs)) {
      if (decision.events.length > 0) d.tails?.signals.notify(cycleId)
      if (outbox.length > 0) d.onEvents?.()
      if (decision.cycle.wakeAt !== null && decision.cycle.wakeAt.getTime() <= d.clock.nowMs()) d.onWork?.()
      return decision.cycle
    }
  }
  throw new AppError('service_unavailable', 'The cycle is changing too fast to apply the command; retry it.', {
    retryAfterSeconds: 1,
  })
}
