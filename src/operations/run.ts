// The run stage: a REST operation's handler, or a skill's handler with its context (spec: Skill invocation;
// SPEC-DECISIONS "Skills"). A skill runs under an AbortSignal that fires when the caller goes away or its time
// limit passes; past the limit the answer is 504 skill_timeout whether or not the handler noticed.
import { AppError } from '../errors/index.ts'
import { lazyChild, type Logger } from '../lib/logger.ts'
import {
  inputErrorToAppError,
  SkillInputError,
  type SkillContext,
  type SkillData,
  type SkillIntents,
  type SkillKnowledge,
  type SkillModel,
  type SkillTopics,
  type SkillWorkstreams,
} from '../skill-runtime/index.ts'
import type { Principal } from '../auth/index.ts'
import type { OpContext } from './context.ts'
import type { OperationResult } from './types.ts'
import type { ValidatedRestHandler } from './handlers.ts'

export function run(c: OpContext): OperationResult | Promise<OperationResult> {
  if (c.op.skill) return runSkill(c)
  return runRest(c)
}

async function runRest(c: OpContext): Promise<OperationResult> {
  // cast: the handler table is typed per operation; looked up by the id the router matched
  const handler = (c.deps.handlers as unknown as Record<string, ValidatedRestHandler | undefined>)[c.op.id]
  if (!handler) throw new Error(`no handler for operation ${c.op.id}`)
  const r = await handler({
    principal: c.principal,
    params: c.call.params,
    query: c.query,
    body: c.body,
    upload: c.call.upload,
    version: c.call.version,
    ifMatch: c.call.ifMatch,
    events: c.call.events,
    correlationId: c.call.correlationId,
    logger: c.call.logger,
  })
  return {
    status: r.status,
    ...(r.body === undefined ? {} : { body: r.body }),
    ...(r.content ? { content: r.content } : {}),
    headers: r.headers ?? {},
  }
}

/**
 * What a skill's handler sees as `ctx`. A class, not an object literal: a getter in a literal built per call
 * (`get data()`) gives every call's object a map of its own, allocated in V8's old space and pointing at that call's
 * closures; the scavenger then keeps each call's whole object graph alive through that pointer and promotes it, about
 * 2 MB per young-generation collection under load, with pauses near 10 ms (contract-tests/bench/HISTORY.md, "GC").
 * Here the getters live on the prototype: every call's object has the same shape.
 */
type SkillLogger = SkillContext['logger']

class SkillCallContext implements SkillContext {
  readonly skill: string
  readonly correlationId: string
  readonly caller: SkillContext['caller']
  readonly idempotencyKey: string | null
  private readonly c: OpContext
  private log: SkillLogger | undefined
  private dataOf: SkillData | undefined
  private workstreamsOf: SkillWorkstreams | undefined
  private topicsOf: SkillTopics | undefined
  private modelOf: SkillModel | null | undefined
  private intentsOf: SkillIntents | undefined
  private readonly principal: Principal
  private controller: AbortController | undefined
  /** Why the run was stopped (time limit, caller gone); set once. */
  stopped: { reason: unknown } | undefined

  constructor(c: OpContext, name: string, p: Principal) {
    this.c = c
    this.skill = name
    this.correlationId = c.call.correlationId
    this.caller = { userId: p.userId, organizationId: p.organizationId, workspaceId: p.workspaceId }
    this.principal = p
    this.idempotencyKey = c.idempotencyKey
  }

  /** Built on first use (most handlers never read it); already aborted when read after the run was stopped. */
  get signal(): AbortSignal {
    if (!this.controller) {
      this.controller = new AbortController()
      if (this.stopped) this.controller.abort(this.stopped.reason)
    }
    return this.controller.signal
  }

  stop(reason: unknown): void {
    if (this.stopped) return
    this.stopped = { reason }
    this.controller?.abort(reason)
  }

  /** Built on first use: most calls log nothing through it. */
  get logger(): SkillLogger {
    return (this.log ??= new SkillCallLogger(this.c, this.skill))
  }

  get data(): SkillData {
    return (this.dataOf ??= this.c.deps.skillData(this.caller, this.idempotencyKey))
  }

  get workstreams(): SkillWorkstreams {
    if (!this.c.deps.skillWorkstreams) throw new Error('WorkStreams are not available in this set-up')
    return (this.workstreamsOf ??= this.c.deps.skillWorkstreams(this.principal))
  }

  get topics(): SkillTopics {
    if (!this.c.deps.skillTopics) throw new Error('Topics are not available in this set-up')
    return (this.topicsOf ??= this.c.deps.skillTopics(this.principal))
  }

  get knowledge(): SkillKnowledge {
    if (!this.c.deps.knowledge) throw new Error('The knowledge base is not available in this set-up')
    return this.c.deps.knowledge
  }

  get model(): SkillModel | null {
    if (this.modelOf === undefined)
      this.modelOf = this.c.deps.skillModel?.(this.caller.organizationId, this.skill, this.signal) ?? null
    return this.modelOf
  }

  get intents(): SkillIntents {
    if (!this.c.deps.skillIntents) throw new Error('Intent routing is not available in this set-up')
    return (this.intentsOf ??= this.c.deps.skillIntents(this.principal, this.model))
  }

  now(): Date {
    return this.c.deps.clock.now()
  }

  progress(fraction: number | null, message: string): void {
    const f = typeof fraction === 'number' && Number.isFinite(fraction) ? Math.min(1, Math.max(0, fraction)) : null
    this.c.call.stream?.progress(f, String(message))
  }

  delta(chunk: unknown): void {
    this.c.call.stream?.delta(chunk)
  }
}

/**
 * A skill's logger. A level the root logger does not write costs a level check and nothing else: skills log mostly at
 * debug, and building the call's lazy child for a line nobody writes (two Proxies and their state) cost about 2 µs a
 * call (contract-tests/bench/HISTORY.md, "Seventh round"). A written line goes through the call's logger with `skill`
 * bound. Each level's method is made when a handler first reads it (one closure for a handler that logs at one level,
 * instead of four per call); it checks the level when called and needs no `this`, so a handler may call it detached.
 */
class SkillCallLogger implements SkillLogger {
  private readonly c: OpContext
  private readonly skill: string
  private child: Logger | undefined
  private debugFn: SkillLogger['debug'] | undefined
  private infoFn: SkillLogger['info'] | undefined
  private warnFn: SkillLogger['warn'] | undefined
  constructor(c: OpContext, skill: string) {
    this.c = c
    this.skill = skill
  }

  get debug(): SkillLogger['debug'] {
    return (this.debugFn ??= this.method('debug'))
  }
  get info(): SkillLogger['info'] {
    return (this.infoFn ??= this.method('info'))
  }
  get warn(): SkillLogger['warn'] {
    return (this.warnFn ??= this.method('warn'))
  }

  private method(level: 'debug' | 'info' | 'warn'): SkillLogger['debug'] {
    return (obj, msg) => {
      const root = this.c.deps.logger
      if (root && !root.isLevelEnabled(level)) return
      const to = (this.child ??= lazyChild(this.c.call.logger, { skill: this.skill }))
      if (msg === undefined) to[level](obj)
      else to[level](obj, msg)
    }
  }
}

const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  typeof v === 'object' && v !== null && typeof (v as { then?: unknown }).then === 'function'

/**
 * A skill's handler under its time limit and its caller's signal. The limit is armed only once the handler has
 * returned a promise: until then it runs synchronously, and no timer could fire before it returns anyway, so a
 * synchronous handler (most of them) costs no timer, no listener and no AbortController. Past the limit, or when the
 * caller goes away, the answer does not wait for the handler: its late settlement is ignored.
 */
function runSkill(c: OpContext): OperationResult | Promise<OperationResult> {
  const skill = c.op.skill!
  const started = performance.now()
  const ctx = new SkillCallContext(c, skill.manifest.name, c.principal!)
  let output: unknown
  try {
    if (c.call.signal?.aborted) throw c.call.signal.reason
    c.call.stream?.begin()
    output = skill.handler.run(c.body, ctx)
  } catch (err) {
    return failed(c, ctx, started, err)
  }
  // Closures only for a handler that answered with a promise (a synchronous one, most of them, allocates none).
  if (!isThenable(output)) return succeeded(c, ctx, started, output)
  return limited(c, ctx, output, c.op.timeLimitMs! - (performance.now() - started)).then(
    (o) => succeeded(c, ctx, started, o),
    (err: unknown) => failed(c, ctx, started, err),
  )
}

function observe(c: OpContext, ctx: SkillCallContext, started: number, outcome: string): void {
  c.deps.observer?.skillRun(ctx.skill, outcome, (performance.now() - started) / 1000)
}

function succeeded(c: OpContext, ctx: SkillCallContext, started: number, output: unknown): OperationResult {
  observe(c, ctx, started, 'ok')
  return { status: 200, body: { skill: ctx.skill, output, correlation_id: c.call.correlationId }, headers: {} }
}

function failed(c: OpContext, ctx: SkillCallContext, started: number, err: unknown): never {
  observe(c, ctx, started, ctx.stopped ? (c.call.signal?.aborted ? 'cancelled' : 'timeout') : 'error')
  throw err instanceof SkillInputError ? inputErrorToAppError(err) : err
}

function limited(
  c: OpContext,
  ctx: SkillCallContext,
  work: PromiseLike<unknown>,
  remainingMs: number,
): Promise<unknown> {
  const name = ctx.skill
  const limitMs = c.op.timeLimitMs!
  const signal = c.call.signal
  Promise.resolve(work).catch(() => undefined) // a handler that fails after the stop must not become an unhandled rejection
  let timer: NodeJS.Timeout | undefined
  let callerGone: (() => void) | undefined
  return Promise.race([
    work,
    new Promise<never>((_, reject) => {
      const stop = (reason: unknown) => {
        ctx.stop(reason)
        reject(reason)
      }
      timer = setTimeout(
        () =>
          stop(
            new AppError(
              'skill_timeout',
              `${name} did not finish within its time limit of ${limitMs} ms and was stopped.`,
            ),
          ),
        Math.max(0, remainingMs),
      )
      if (signal) {
        callerGone = () => stop(signal.reason)
        if (signal.aborted) callerGone()
        else signal.addEventListener('abort', callerGone, { once: true })
      }
    }),
  ]).finally(() => {
    clearTimeout(timer)
    if (callerGone) signal?.removeEventListener('abort', callerGone)
  })
}
