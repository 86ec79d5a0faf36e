// Turns: durable jobs answering a user message (issue 11 §1; research topics-model.md §1.3).
//
// - One active turn per conversation, the rest queued in seq order: a turn starts only through the store's
//   claimNext (a compare-and-set on the conversation's active turn), so with two instances a turn runs once.
// - A running turn holds a lease renewed every third of TOPIC_TURN_LEASE_MS; its outcome is written once
//   (finishTurn only while it is running and held by this runner).
// - The reaper fails running turns whose lease lapsed (`turn_orphaned`: the instance died) or that ran past
//   TOPIC_TURN_MAX_MS (`turn_timeout`). It never runs one again: a model call may have been billed; the person asks
//   again. It runs at start and every poll, and frees the conversation for its next turn.
// - After a turn ends, the runner starts the conversation's next queued turn; the poll also picks up queued turns
//   nobody started (their instance stopped before it could).
// - Waiting (topic_ask) is bounded: woken in-process when this instance ends the turn, else by reading the store
//   every poll interval (the turn may run on another instance).
import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { DuplicateError, type Turn } from '../store/ports/index.ts'
import { answerTurn, TurnFailure } from './answer.ts'
import type { TopicsDeps } from './deps.ts'

export interface TurnRunnerOptions {
  /** This instance, for leases. */
  owner: string
  leaseMs: number
  maxMs: number
  /** How often waiting callers read the store, and how often the loop reaps and picks up queued turns. */
  pollMs: number
}

const TERMINAL = new Set(['completed', 'failed'])
const answerId = (turnId: string) => `msg_${createHash('sha256').update(`answer|${turnId}`).digest('base64url').slice(0, 20)}`

export class TurnRunner {
  private d: Omit<TopicsDeps, 'turns'>
  private o: TurnRunnerOptions
  private waiters = new Map<string, Set<() => void>>()
  private running = new Map<string, { controller: AbortController; done: Promise<void> }>()
  private timer: NodeJS.Timeout | null = null
  private stopping = false

  constructor(d: Omit<TopicsDeps, 'turns'>, o: TurnRunnerOptions) {
    this.d = d
    this.o = o
  }

  /** Starts the conversation's next queued turn when none runs, and the ones after it as each ends. */
  async kick(organizationId: string, conversationId: string): Promise<Turn | null> {
    if (this.stopping) return null
    const now = this.d.clock.now()
    const t = await this.d.stores.topics.claimNext(organizationId, conversationId, this.o.owner, now, new Date(now.getTime() + this.o.leaseMs))
    if (!t) return null
    const controller = new AbortController()
    const done = this.run(t, controller).finally(() => {
      this.running.delete(t.id)
      void this.kick(organizationId, conversationId).catch((e: unknown) => this.d.logger.warn({ err: String(e) }, 'topic turn: next not started'))
    })
    this.running.set(t.id, { controller, done })
    return t
  }

  /** The turn once it has ended, or as it is when `ms` has passed (or `signal` aborts). */
  async waitFor(organizationId: string, turnId: string, ms: number, signal?: AbortSignal): Promise<Turn | null> {
    const until = performance.now() + ms
    for (;;) {
      const t = await this.d.stores.topics.getTurn(organizationId, turnId)
      const left = until - performance.now()
      if (!t || TERMINAL.has(t.status) || left <= 0 || signal?.aborted) return t
      await this.notified(turnId, Math.min(left, this.o.pollMs), signal)
    }
  }

  /** Waits until this instance ends the turn in hand (tests and inline answers). */
  async settled(turnId: string): Promise<void> { await this.running.get(turnId)?.done }

  /** Fails running turns whose lease lapsed or that ran too long; the count failed. */
  async reap(): Promise<number> {
    const now = this.d.clock.now()
    const stale = await this.d.stores.topics.staleTurns(now, new Date(now.getTime() - this.o.maxMs), 100)
    let failed = 0
    for (const t of stale) {
      if (this.running.has(t.id) && t.leaseUntil && t.leaseUntil > now) continue
      const tooOld = t.startedAt !== null && now.getTime() - t.startedAt.getTime() > this.o.maxMs
      const error = tooOld
        ? { code: 'turn_timeout', message: `The turn ran longer than ${this.o.maxMs} ms and was stopped; ask again.` }
        : { code: 'turn_orphaned', message: 'The instance running this turn stopped before it finished; ask again.' }
      if (await this.d.stores.topics.finishTurn(t.id, { owner: null, at: now, status: 'failed', error })) {
        failed++
        this.running.get(t.id)?.controller.abort(new Error(error.code))
        this.notify(t.id)
        this.d.logger.warn({ turn: t.id, code: error.code }, 'topic turn failed by the reaper')
        await this.kick(t.organizationId, t.conversationId)
      }
    }
    return failed
  }

  /** One pass of the loop: reap, then start queued turns nobody started. */
  async poll(): Promise<void> {
    await this.reap()
    for (const t of await this.d.stores.topics.queuedTurns(50)) await this.kick(t.organizationId, t.conversationId)
  }

  start(): void {
    if (this.timer || this.stopping) return
    const loop = () => {
      this.poll().catch((e: unknown) => this.d.logger.warn({ err: String(e) }, 'topic turn loop failed'))
        .finally(() => { if (!this.stopping) this.timer = setTimeout(loop, this.o.pollMs).unref() })
    }
    this.timer = setTimeout(loop, 0).unref()
  }

  /** Stops starting turns and waits for those in hand (each ends on its own deadline). */
  async stop(): Promise<void> {
    this.stopping = true
    if (this.timer) clearTimeout(this.timer)
    await Promise.allSettled([...this.running.values()].map((r) => r.done))
  }

  private async run(t: Turn, controller: AbortController): Promise<void> {
    const topics = this.d.stores.topics
    const heartbeat = setInterval(() => {
      const until = new Date(this.d.clock.nowMs() + this.o.leaseMs)
      topics.renewLease(t.id, this.o.owner, until).then((held) => { if (!held) controller.abort(new Error('lease lost')) }, () => undefined)
    }, Math.max(10, Math.floor(this.o.leaseMs / 3)))
    heartbeat.unref()
    try {
      const budget = Math.max(1, this.o.maxMs - (this.d.clock.nowMs() - (t.startedAt?.getTime() ?? this.d.clock.nowMs())))
      let end: Parameters<typeof topics.finishTurn>[1]
      try {
        const a = await answerTurn(this.d, t, controller.signal, budget)
        const id = answerId(t.id)
        try {
          await topics.appendMessage({
            id, organizationId: t.organizationId, topicId: t.topicId, conversationId: t.conversationId, role: 'assistant', content: a.content,
            queryId: t.id, model: a.model, citations: a.citations, artifactRefs: [], clientMessageId: null, stubFields: a.stubFields, warnings: a.warnings,
            authorId: null, createdAt: this.d.clock.now(),
          })
        } catch (e) {
          if (!(e instanceof DuplicateError)) throw e // written by an earlier run of this turn: keep that one
        }
        end = { owner: this.o.owner, at: this.d.clock.now(), status: 'completed', answerMessageId: id }
      } catch (e) {
        const error = e instanceof TurnFailure
          ? { code: e.code, message: e.message }
          : { code: 'turn_error', message: 'The turn failed; ask again.' }
        if (!(e instanceof TurnFailure)) this.d.logger.warn({ turn: t.id, err: e instanceof Error ? e.message : String(e) }, 'topic turn failed')
        end = { owner: this.o.owner, at: this.d.clock.now(), status: 'failed', error }
      }
      await topics.finishTurn(t.id, end)
    } finally {
      clearInterval(heartbeat)
      this.notify(t.id)
    }
  }

  private notify(turnId: string): void {
    const set = this.waiters.get(turnId)
    if (!set) return
    this.waiters.delete(turnId)
    for (const wake of set) wake()
  }

  private async notified(turnId: string, ms: number, signal?: AbortSignal): Promise<void> {
    const ac = new AbortController()
    let wake!: () => void
    const woken = new Promise<void>((r) => { wake = r })
    const set = this.waiters.get(turnId) ?? new Set()
    set.add(wake)
    this.waiters.set(turnId, set)
    const onAbort = () => wake()
    signal?.addEventListener('abort', onAbort, { once: true })
    try {
      await Promise.race([woken, sleep(ms, undefined, { signal: ac.signal }).catch(() => undefined)])
    } finally {
      ac.abort()
      set.delete(wake)
      if (set.size === 0 && this.waiters.get(turnId) === set) this.waiters.delete(turnId)
      signal?.removeEventListener('abort', onAbort)
    }
  }
}
