// The run stage: a REST operation's handler, or a skill's handler with its context (spec: Skill invocation;
// SPEC-DECISIONS "Skills"). A skill runs under an AbortSignal that fires when the caller goes away or its time
// limit passes; past the limit the answer is 504 skill_timeout whether or not the handler noticed.
import { AppError } from '../errors/index.ts'
import { lazyChild } from '../lib/logger.ts'
import { runHandler, type SkillContext, type SkillData } from '../skill-runtime/index.ts'
import type { Principal } from '../auth/index.ts'
import type { OpContext } from './context.ts'
import type { OperationResult } from './types.ts'
import type { ValidatedRestHandler } from './handlers.ts'

export async function run(c: OpContext): Promise<OperationResult> {
  if (c.op.skill) return runSkill(c)
  const handler = (c.deps.handlers as unknown as Record<string, ValidatedRestHandler | undefined>)[c.op.id]
  if (!handler) throw new Error(`no handler for operation ${c.op.id}`)
  const r = await handler({
    principal: c.principal, params: c.call.params, query: c.query, body: c.body,
    version: c.call.version, correlationId: c.call.correlationId, logger: c.call.logger,
  })
  return { status: r.status, ...(r.body === undefined ? {} : { body: r.body }), headers: r.headers ?? {} }
}

/**
 * Settles with `work`, or rejects with the abort reason as soon as `stop` is called (by the time limit or the caller
 * going away); the handler's own late settlement is ignored. `stop` also aborts the handler's signal.
 */
function abortable<T>(controller: AbortController): { stop(reason: unknown): void; race(work: Promise<T>): Promise<T> } {
  let fail: ((reason: unknown) => void) | undefined
  let reason: { value: unknown } | undefined
  return {
    stop(r) {
      if (reason) return
      reason = { value: r }
      controller.abort(r)
      fail?.(r)
    },
    race(work) {
      work.catch(() => undefined) // a handler that fails after the abort must not become an unhandled rejection
      if (reason) return Promise.reject(reason.value as Error)
      return Promise.race([work, new Promise<never>((_, reject) => { fail = reject })])
    },
  }
}

/**
 * What a skill's handler sees as `ctx`. A class, not an object literal: a getter in a literal built per call
 * (`get data()`) gives every call's object a map of its own, allocated in V8's old space and pointing at that call's
 * closures; the scavenger then keeps each call's whole object graph alive through that pointer and promotes it, about
 * 2 MB per young-generation collection under load, with pauses near 10 ms (contract-tests/bench/README.md, "GC").
 * Here the getters live on the prototype: every call's object has the same shape.
 */
type SkillLogger = SkillContext['logger']

class SkillCallContext implements SkillContext {
  readonly skill: string
  readonly correlationId: string
  readonly caller: SkillContext['caller']
  readonly signal: AbortSignal
  readonly idempotencyKey: string | null
  private readonly c: OpContext
  private log: SkillLogger | undefined
  private dataOf: SkillData | undefined

  constructor(c: OpContext, name: string, p: Principal, signal: AbortSignal) {
    this.c = c
    this.skill = name
    this.correlationId = c.call.correlationId
    this.caller = { userId: p.userId, organizationId: p.organizationId, workspaceId: p.workspaceId }
    this.signal = signal
    this.idempotencyKey = c.idempotencyKey
  }

  /** Built on first use: most calls log nothing through it. */
  get logger(): SkillLogger {
    if (!this.log) {
      const log = lazyChild(this.c.call.logger, { skill: this.skill })
      this.log = { debug: (o, m) => log.debug(o, m), info: (o, m) => log.info(o, m), warn: (o, m) => log.warn(o, m) }
    }
    return this.log
  }

  get data(): SkillData { return (this.dataOf ??= this.c.deps.skillData(this.caller.organizationId)) }

  now(): Date { return this.c.deps.clock.now() }

  progress(fraction: number | null, message: string): void {
    const f = typeof fraction === 'number' && Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : null
    this.c.call.stream?.progress(f, String(message))
  }

  delta(chunk: unknown): void { this.c.call.stream?.delta(chunk) }
}

async function runSkill(c: OpContext): Promise<OperationResult> {
  const skill = c.op.skill!
  const name = skill.manifest.name
  const limitMs = c.op.timeLimitMs!
  const controller = new AbortController()
  const run = abortable<Record<string, unknown>>(controller)
  const callerGone = () => run.stop(c.call.signal!.reason)
  c.call.signal?.addEventListener('abort', callerGone, { once: true })
  const timer = setTimeout(() => run.stop(new AppError('skill_timeout',
    `${name} did not finish within its time limit of ${limitMs} ms and was stopped.`)), limitMs)
  const stream = c.call.stream
  const deps = c.deps
  const ctx = new SkillCallContext(c, name, c.principal!, controller.signal)
  const started = performance.now()
  let outcome = 'error'
  try {
    if (c.call.signal?.aborted) throw c.call.signal.reason
    stream?.begin()
    const output = await run.race(runHandler(skill.handler, c.body, ctx))
    outcome = 'ok'
    return { status: 200, body: { skill: name, output, correlation_id: c.call.correlationId }, headers: {} }
  } catch (err) {
    if (controller.signal.aborted) outcome = c.call.signal?.aborted ? 'cancelled' : 'timeout'
    throw err
  } finally {
    clearTimeout(timer)
    c.call.signal?.removeEventListener('abort', callerGone)
    deps.observer?.skillRun(name, outcome, (performance.now() - started) / 1000)
  }
}
