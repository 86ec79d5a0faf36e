// The worker: looks at due cycles (a tick: admission, expired leases, retry timers, dependencies, the write gate),
// claims ready tasks under leases, and runs each attempt's skill through the in-process door as the workplan's
// owner with the attempt's idempotency key, renewing the lease while it runs. Any number of instances may run
// one: claims and completions are compare-and-sets, so two never hold one task and a stale result is refused.
import { AppError, isAppError } from '../errors/index.ts'
import type { Principal } from '../auth/index.ts'
import type { Cycle } from '../store/ports/index.ts'
import type { WorkstreamsDeps } from './deps.ts'
import { CommandRefused } from './draft.ts'
import { BindingError, bindingsIn, resolveInput } from './bindings.ts'
import { withOutputs } from './outputs.ts'
import { transition } from './engine.ts'
import { fireDueTriggers } from './triggers.ts'

/** How tasks run their skill: the in-process door (operations/in-process-door.ts) fits. */
export interface SkillRunner {
  invokeSkill(
    nameOrSlug: string,
    input: unknown,
    c: { principal: Principal; idempotencyKey?: string; signal?: AbortSignal },
  ): Promise<{ output: Record<string, unknown> }>
}

export interface WorkerOptions {
  /** This instance's name on the leases it holds. */
  owner: string
  runner: SkillRunner
  leaseMs: number
  pollMs: number
  /** Attempts running at once in this instance. */
  concurrency: number
  /** Missed trigger occurrences older than this are skipped, not fired (triggers.ts). */
  catchupDays: number
}

/** The key every attempt of one revision of a task runs under (README.md "Invariants"). */
export const attemptKey = (c: Cycle, key: string, revision: number): string => `ws:${c.id}:${key}:r${revision}`

/** Errors worth another attempt: the service, not the input. */
function retryable(e: unknown): boolean {
  return !isAppError(e) || e.status >= 500
}

/**
 * Refusals that are not the task's fault, with how long to wait: a rate limit, or the attempt key still held by an
 * attempt whose instance vanished (the idempotency record frees itself within a minute). No attempt is used.
 */
function waitFor(e: unknown): number | undefined {
  if (!isAppError(e)) return undefined
  if (e.status === 429 || e.code === 'idempotency_in_progress' || e.code.startsWith('RATE_LIMIT'))
    return Math.max(1, e.retryAfterSeconds ?? 1) * 1000
  return undefined
}

/**
 * Tasks run as the workplan's owner with the permissions captured when it was created, but only while the owner still
 * belongs to the organization (a key without a creator: while that key is not revoked). Checked before every attempt.
 */
async function ownerAllowed(d: WorkstreamsDeps, c: Cycle): Promise<boolean> {
  if (c.ownerUserId.startsWith('svc_')) {
    const key = await d.stores.identityKeys.get(c.ownerUserId.slice(4))
    return key !== null && key.revokedAt === null && key.organizationId === c.organizationId
  }
  return (await d.stores.memberships.get(c.organizationId, c.ownerUserId)) !== null
}

export class WorkstreamWorker {
  private readonly d: WorkstreamsDeps
  private readonly o: WorkerOptions
  private readonly running = new Set<Promise<void>>()
  /** Claims in progress: each holds a slot (of `concurrency`) until its attempt starts or the claim fails. */
  private claiming = 0
  private timer: NodeJS.Timeout | null = null
  private stopped = true
  private pass: Promise<void> | null = null
  private again = false

  constructor(d: WorkstreamsDeps, o: WorkerOptions) {
    this.d = d
    this.o = o
  }

  start(): void {
    this.stopped = false
    this.schedule(0)
  }

  /** Looks for work now (a start, a resume, an approval); passes never overlap. */
  wake(): void {
    if (this.stopped) return
    this.schedule(0)
  }

  /** Stops looking for work and waits for the attempts in flight (their results are stored). */
  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
    await this.pass
    await Promise.allSettled([...this.running])
  }

  /** One pass, and every attempt it started run to the end (tests drive the engine with this). */
  async runOnce(): Promise<void> {
    await this.lookOnce()
    while (this.running.size > 0) await Promise.allSettled([...this.running])
  }

  private schedule(ms: number): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = setTimeout(() => {
      this.timer = null
      if (this.pass) {
        this.again = true
        return
      }
      this.pass = this.lookOnce()
        .catch((e: unknown) => this.d.logger.error({ err: (e as Error).message }, 'workstream worker pass failed'))
        .finally(() => {
          this.pass = null
          if (!this.stopped) this.schedule(this.again ? 0 : this.o.pollMs)
          this.again = false
        })
    }, ms)
    this.timer.unref?.()
  }

  private async lookOnce(): Promise<void> {
    try {
      await fireDueTriggers(this.d, this.o.catchupDays)
    } catch (e) {
      this.d.logger.warn({ err: (e as Error).message }, 'workstream triggers failed; retried on the next pass')
    }
    // The due cycles are visited side by side (each cycle's tick and claims in order), so their writes share the
    // embedded store's group commits instead of waiting for one commit each.
    const due = await this.d.stores.cycles.due(this.d.clock.now(), 50)
    await Promise.all(due.map((found) => this.visit(found.id)))
  }

  /** Attempts running, plus the claims in progress. */
  private busy(): number {
    return this.running.size + this.claiming
  }

  private async visit(cycleId: string): Promise<void> {
    if (this.busy() >= this.o.concurrency) return
    let c: Cycle
    try {
      c = await transition(this.d, cycleId, { type: 'tick' })
    } catch (e) {
      this.d.logger.warn({ cycle_id: cycleId, err: (e as Error).message }, 'workstream tick failed')
      return
    }
    for (const t of c.tasks) {
      if (c.status !== 'running' || this.busy() >= this.o.concurrency) break
      if (t.status !== 'ready') continue
      this.claiming += 1
      try {
        c = await transition(this.d, c.id, {
          type: 'claim',
          taskKey: t.key,
          owner: this.o.owner,
          leaseMs: this.o.leaseMs,
        })
      } catch {
        break // another instance moved the cycle first; the next pass sees what it did
      } finally {
        this.claiming -= 1
      }
      const claimed = c.tasks.find((x) => x.key === t.key)!
      if (claimed.status !== 'running' || claimed.lease?.owner !== this.o.owner) continue
      const p = this.attempt(c, t.key, claimed.epoch).finally(() => {
        this.running.delete(p)
      })
      this.running.add(p)
    }
  }

  private async attempt(c: Cycle, key: string, epoch: number): Promise<void> {
    const def = c.definition.tasks.find((t) => t.key === key)!
    const task = c.tasks.find((t) => t.key === key)!
    const stop = new AbortController()
    const beat = setInterval(
      () => {
        transition(this.d, c.id, { type: 'heartbeat', taskKey: key, epoch, leaseMs: this.o.leaseMs }).catch(
          (e: unknown) => {
            if (e instanceof CommandRefused || (isAppError(e) && e.code === 'invalid_state_transition')) stop.abort()
          },
        )
      },
      Math.max(50, Math.floor(this.o.leaseMs / 3)),
    )
    beat.unref?.()
    const principal: Principal = {
      // A task reaches only its cycle's workspace (src/tenancy/scope.ts), whoever owns the workplan.
      method: 'session_jwt',
      userId: c.ownerUserId,
      organizationId: c.organizationId,
      workspaceId: c.workspaceId,
      permissions: c.ownerPermissions,
      keyId: null,
      sessionId: null,
      keyRateLimitPerMinute: null,
    }
    let outcome:
      | { type: 'complete'; output: Record<string, unknown> }
      | { type: 'fail'; error: { code: string; message: string }; retryable: boolean; waitMs?: number }
    try {
      if (!(await ownerAllowed(this.d, c))) {
        throw new AppError(
          'insufficient_scope',
          "The workplan's owner no longer belongs to the organization (or their key was revoked): its tasks cannot run as them.",
        )
      }
      // Outputs of earlier tasks stored apart from the record (outputs.ts) are read back for the bindings that need them.
      const bound = bindingsIn(def.input)
        .filter((b) => b.source.startsWith('tasks.'))
        .map((b) => b.source.split('.')[1]!)
      const input = resolveInput(def.input, await withOutputs(this.d, c, bound))
      const r = await this.o.runner.invokeSkill(def.skill, input, {
        principal,
        idempotencyKey: attemptKey(c, key, task.revision),
        signal: stop.signal,
      })
      outcome = { type: 'complete', output: r.output }
    } catch (e) {
      if (e instanceof BindingError)
        outcome = { type: 'fail', error: { code: 'binding_failed', message: e.message }, retryable: false }
      else if (isAppError(e)) {
        const wait = waitFor(e)
        outcome = {
          type: 'fail',
          error: { code: e.code, message: e.message },
          retryable: retryable(e),
          ...(wait !== undefined ? { waitMs: wait } : {}),
        }
      } else
        outcome = {
          type: 'fail',
          error: { code: 'internal_error', message: 'The task failed unexpectedly.' },
          retryable: true,
        }
    } finally {
      clearInterval(beat)
    }
    try {
      await transition(
        this.d,
        c.id,
        outcome.type === 'complete'
          ? { type: 'complete', taskKey: key, epoch, output: outcome.output, preparedBy: c.ownerUserId }
          : {
              type: 'fail',
              taskKey: key,
              epoch,
              error: outcome.error,
              retryable: outcome.retryable,
              ...(outcome.waitMs !== undefined ? { waitMs: outcome.waitMs } : {}),
            },
      )
    } catch (e) {
      // The lease was lost (paused immediately, cancelled, or reclaimed after a stall): what happened since stands.
      if (!(e instanceof CommandRefused))
        this.d.logger.warn({ cycle_id: c.id, task_key: key, err: (e as Error).message }, 'workstream result not stored')
    }
  }
}
