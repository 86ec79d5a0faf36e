// Turns: durable jobs answering a user message (issue 11 §1; research topics-model.md §1.3). Header comments of the
// rules; README.md "The turn table" and "Streaming and cancelling" say the same for readers of the API.
//
// - One active turn per conversation, the rest queued in seq order: a turn starts only through the store's
//   claimNext (a compare-and-set on the conversation's active turn), so with two instances a turn runs once.
// - A running turn holds a lease renewed every third of TOPIC_TURN_LEASE_MS; its outcome is written once
//   (finishTurn only while it is running and held by this runner), with its message.completed webhook event in the
//   same store write (the outbox).
// - The reaper fails running turns whose lease lapsed (`turn_orphaned`: the instance died) or that ran past
//   TOPIC_TURN_MAX_MS (`turn_timeout`). It never runs one again: a model call may have been billed; the person asks
//   again. It runs at start and every poll, and frees the conversation for its next turn.
// - After a turn ends, the runner starts the conversation's next queued turn; the poll also picks up queued turns
//   nobody started (their instance stopped before it could).
// - Streaming: the model's answer arrives in pieces; the runner keeps the text so far in memory (readers on this
//   instance get every piece at once) and stores it on the turn at most every `flushMs` (readers that come late, or
//   on another instance, read it there). A flush publishes a wake-up (Redis pub/sub when configured) so remote
//   readers read at once; they also poll, so a lost wake-up (Redis down or restarted) only delays them. The store is
//   the truth; Redis only makes it prompt.
// - Cancel: one compare-and-set in the store (queued or running → cancelled). The instance running the turn aborts
//   its model call when told (in-process, or the relayed wake-up, or at the latest when its lease renewal finds the
//   turn no longer running); an answer such a run wrote anyway is removed, since the turn did not complete.
// - Waiting (topic_ask) is bounded: woken when the turn ends (here or, through the relay, elsewhere), else by reading
//   the store every poll interval.
import { createHash } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { outboxEvent } from '../webhooks/index.ts'
import { DuplicateError, StoreUnavailableError, type Turn, type Wakeups } from '../store/ports/index.ts'
import { answerTurn, TurnFailure } from './answer.ts'
import type { TopicsDeps } from './deps.ts'

export interface TurnRunnerOptions {
  /** This instance, for leases. */
  owner: string
  leaseMs: number
  maxMs: number
  /** How often waiting callers read the store, and how often the loop reaps and picks up queued turns. */
  pollMs: number
  /** How often a running turn's answer so far is stored for readers elsewhere (default 200 ms). */
  flushMs?: number
  /** Wake-ups between instances (Redis pub/sub), or null: this instance only, others poll. */
  relay?: Wakeups | null
  /** Called after a turn's end stored webhook events (the dispatcher sends them now rather than at its next poll). */
  onEvents?: () => void
}

export const TERMINAL = new Set(['completed', 'failed', 'cancelled'])
const DEFAULT_FLUSH_MS = 200
const PIECE = 'topic-turn:' // a stored piece of the answer: read the turn again
const END = 'topic-turn-end:' // the turn ended (or was cancelled): read it again; its runner stops
export const answerId = (turnId: string) =>
  `msg_${createHash('sha256').update(`answer|${turnId}`).digest('base64url').slice(0, 20)}`

/** What a reader of a turn's answer is handed: the text from `offset` on (offsets count UTF-16 units of the answer). */
export type OnText = (offset: number, text: string) => void

export class TurnRunner {
  private d: Omit<TopicsDeps, 'turns'>
  private o: TurnRunnerOptions
  /** Woken when a turn ends. */
  private waiters = new Map<string, Set<() => void>>()
  /** Woken when a turn has more text (or ends). */
  private readers = new Map<string, Set<() => void>>()
  private running = new Map<string, { controller: AbortController; done: Promise<void>; text: string }>()
  private timer: NodeJS.Timeout | null = null
  private stopping = false

  constructor(d: Omit<TopicsDeps, 'turns'>, o: TurnRunnerOptions) {
    this.d = d
    this.o = o
    o.relay?.onWake((topic) => {
      if (topic.startsWith(PIECE)) this.wake(this.readers, topic.slice(PIECE.length))
      else if (topic.startsWith(END)) this.ended(topic.slice(END.length), true)
    })
  }

  /** Starts the conversation's next queued turn when none runs, and the ones after it as each ends. */
  async kick(organizationId: string, conversationId: string): Promise<Turn | null> {
    if (this.stopping) return null
    const now = this.d.clock.now()
    const t = await this.d.stores.topics.claimNext(
      organizationId,
      conversationId,
      this.o.owner,
      now,
      new Date(now.getTime() + this.o.leaseMs),
    )
    if (!t) return null
    const controller = new AbortController()
    const entry = { controller, done: Promise.resolve(), text: '' }
    this.running.set(t.id, entry)
    entry.done = this.run(t, entry).finally(() => {
      void this.kick(organizationId, conversationId).catch((e: unknown) =>
        this.d.logger.warn({ err: String(e) }, 'topic turn: next not started'),
      )
    })
    return t
  }

  /** The turn once it has ended, or as it is when `ms` has passed (or `signal` aborts). */
  async waitFor(organizationId: string, turnId: string, ms: number, signal?: AbortSignal): Promise<Turn | null> {
    const until = performance.now() + ms
    for (;;) {
      const t = await this.d.stores.topics.getTurn(organizationId, turnId)
      const left = until - performance.now()
      if (!t || TERMINAL.has(t.status) || left <= 0 || signal?.aborted) return t
      await this.notified([this.waiters], turnId, Math.min(left, this.o.pollMs), signal)
    }
  }

  /**
   * Hands the turn's answer to `onText` as it is written: first all that was written so far (a reader may come late,
   * or be on another instance), then each new piece, until the turn ends (then the rest of the stored answer) or
   * `ms` passes. The turn as it was last read.
   */
  async follow(
    organizationId: string,
    turnId: string,
    ms: number,
    onText: OnText,
    signal?: AbortSignal,
  ): Promise<Turn | null> {
    const until = performance.now() + ms
    let sent = 0
    const send = (text: string) => {
      // The answer only grows; a text that does not extend what was sent (never expected) sends nothing.
      if (text.length > sent) {
        onText(sent, text.slice(sent))
        sent = text.length
      }
    }
    let t: Turn | null = null
    for (;;) {
      const here = this.running.get(turnId)
      if (!here || !t || t.status !== 'running') {
        // a turn read as queued is read again once it runs here
        t = await this.d.stores.topics.getTurn(organizationId, turnId)
        if (!t) return null
        if (TERMINAL.has(t.status)) {
          if (t.status === 'completed' && t.answerMessageId) {
            const answer = await this.d.stores.topics.getMessage(organizationId, t.answerMessageId)
            if (answer) send(answer.content)
          }
          return t
        }
      }
      const live = this.running.get(turnId)
      send(live ? live.text : (t.partial ?? ''))
      const left = until - performance.now()
      if (left <= 0 || signal?.aborted) return t
      if (!live) t = null // read the store again after the wait
      await this.notified([this.readers, this.waiters], turnId, Math.min(left, this.o.pollMs), signal)
      if (!this.running.has(turnId)) t = null
    }
  }

  /**
   * Cancels a queued or running turn (one compare-and-set in the store); the run, here or on another instance, is
   * aborted, and the conversation's next queued turn starts. `changed: false` when it had ended already.
   */
  async cancel(organizationId: string, turnId: string): Promise<{ changed: boolean; turn: Turn | null }> {
    const r = await this.d.stores.topics.cancelTurn(organizationId, turnId, this.d.clock.now())
    if (r.changed && r.turn) {
      // An answer written by a run that has not yet seen the cancel is not the turn's answer (that run removes it too).
      if (r.turn.startedAt)
        await this.d.stores.topics.deleteMessage(organizationId, answerId(turnId)).catch(() => undefined)
      this.ended(turnId, false)
      this.o.relay?.publish(END + turnId)
      await this.kick(organizationId, r.turn.conversationId)
    }
    return r
  }

  /** Waits until this instance ends the turn in hand (tests and inline answers). */
  async settled(turnId: string): Promise<void> {
    await this.running.get(turnId)?.done
  }

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
        // An answer a run of it wrote, perhaps applied late by a store that stalled, is not its answer.
        await this.d.stores.topics.deleteMessage(t.organizationId, answerId(t.id)).catch(() => undefined)
        this.running.get(t.id)?.controller.abort(new Error(error.code))
        this.ended(t.id, false)
        this.o.relay?.publish(END + t.id)
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
      this.poll()
        .catch((e: unknown) => this.d.logger.warn({ err: String(e) }, 'topic turn loop failed'))
        .finally(() => {
          if (!this.stopping) this.timer = setTimeout(loop, this.o.pollMs).unref()
        })
    }
    this.timer = setTimeout(loop, 0).unref()
  }

  /** Stops starting turns and waits for those in hand (each ends on its own deadline). */
  async stop(): Promise<void> {
    this.stopping = true
    if (this.timer) clearTimeout(this.timer)
    await Promise.allSettled([...this.running.values()].map((r) => r.done))
  }

  /**
   * A turn ended or was cancelled (here, or `remote`ly: told through the relay). Wakes its waiters and readers; a run
   * of it here that the store no longer holds for this instance is aborted.
   */
  private ended(turnId: string, remote: boolean): void {
    this.wake(this.waiters, turnId)
    this.wake(this.readers, turnId)
    const here = this.running.get(turnId)
    if (!here) return
    if (!remote) {
      here.controller.abort(new TurnFailure('turn_cancelled', 'The turn was cancelled.'))
      return
    }
    // Told by another instance: abort only when the store says the turn no longer runs for this one.
    const org = this.turnsHere.get(turnId)
    if (!org) return
    this.d.stores.topics.getTurn(org, turnId).then(
      (t) => {
        if (t && (t.status !== 'running' || t.leaseOwner !== this.o.owner))
          here.controller.abort(new TurnFailure('turn_cancelled', 'The turn was cancelled.'))
      },
      () => undefined,
    )
  }

  /** Turns running here: id → organization (to check one in the store when another instance says it ended). */
  private turnsHere = new Map<string, string>()

  private async run(t: Turn, entry: { controller: AbortController; text: string }): Promise<void> {
    const topics = this.d.stores.topics
    const { controller } = entry
    this.turnsHere.set(t.id, t.organizationId)
    const heartbeat = setInterval(
      () => {
        const until = new Date(this.d.clock.nowMs() + this.o.leaseMs)
        topics.renewLease(t.id, this.o.owner, until).then(
          (held) => {
            if (!held) controller.abort(new Error('lease lost'))
          },
          () => undefined,
        )
      },
      Math.max(10, Math.floor(this.o.leaseMs / 3)),
    )
    heartbeat.unref()
    // The answer so far: every piece wakes readers here at once; the store gets it at most every flushMs.
    let flushTimer: NodeJS.Timeout | null = null
    let flushed: Promise<void> = Promise.resolve()
    const flush = () => {
      flushTimer = null
      const text = entry.text
      flushed = flushed
        .then(() => topics.writePartial(t.id, this.o.owner, text))
        .then(
          (held) => {
            if (held) this.o.relay?.publish(PIECE + t.id)
          },
          () => undefined,
        )
    }
    const onDelta = (piece: string) => {
      entry.text += piece
      this.wake(this.readers, t.id)
      if (!flushTimer) {
        flushTimer = setTimeout(flush, this.o.flushMs ?? DEFAULT_FLUSH_MS)
        flushTimer.unref()
      }
    }
    let wrote: string | null = null
    let horizon: number | undefined
    try {
      const budget = Math.max(
        1,
        this.o.maxMs - (this.d.clock.nowMs() - (t.startedAt?.getTime() ?? this.d.clock.nowMs())),
      )
      let end: Parameters<typeof topics.finishTurn>[1]
      let events: ReturnType<typeof outboxEvent>[] = []
      try {
        const a = await answerTurn(this.d, t, controller.signal, budget, onDelta)
        if (controller.signal.aborted) throw controller.signal.reason
        const id = answerId(t.id)
        const at = this.d.clock.now()
        horizon = performance.now() + this.o.leaseMs
        try {
          await this.persist(horizon, () =>
            topics.appendMessage({
              id,
              organizationId: t.organizationId,
              topicId: t.topicId,
              conversationId: t.conversationId,
              role: 'assistant',
              content: a.content,
              queryId: t.id,
              model: a.model,
              citations: a.citations,
              artifactRefs: [],
              clientMessageId: null,
              stubFields: a.stubFields,
              warnings: a.warnings,
              authorId: null,
              createdAt: at,
            }),
          )
          wrote = id
        } catch (e) {
          // Its id is derived from the turn: an attempt of this run that the store applied late (a turn runs once).
          if (!(e instanceof DuplicateError)) throw e
          wrote = id
        }
        end = { owner: this.o.owner, at, status: 'completed', answerMessageId: id }
        events = [
          outboxEvent(this.d.ids, this.d.clock, t.organizationId, 'message.completed', {
            message_id: id,
            query_id: t.id,
            topic_id: t.topicId,
            conversation_id: t.conversationId,
            model: a.model,
            completed_at: at.toISOString(),
          }),
        ]
      } catch (e) {
        const error =
          e instanceof TurnFailure
            ? { code: e.code, message: e.message }
            : { code: 'turn_error', message: 'The turn failed; ask again.' }
        if (!(e instanceof TurnFailure))
          this.d.logger.warn({ turn: t.id, err: e instanceof Error ? e.message : String(e) }, 'topic turn failed')
        end = { owner: this.o.owner, at: this.d.clock.now(), status: 'failed', error }
      }
      if (flushTimer) clearTimeout(flushTimer)
      await flushed
      let finished: boolean
      try {
        finished = await this.persist(horizon ?? performance.now() + this.o.leaseMs, () =>
          topics.finishTurn(t.id, end, events),
        )
      } catch (e) {
        // The store did not answer for a whole lease: the reaper fails the turn once its lease lapses, and removes an
        // answer this run may have written.
        this.d.logger.warn(
          { turn: t.id, err: e instanceof Error ? e.message : String(e) },
          'topic turn: its end could not be stored',
        )
        return
      }
      if (finished && events.length) this.o.onEvents?.()
      if (!finished && wrote) {
        // The turn ended otherwise meanwhile (cancelled, or failed by the reaper): the answer this run wrote is not its
        // answer. Removed, so no reader sees an answer to a turn that did not complete.
        const now = await topics.getTurn(t.organizationId, t.id).catch(() => null)
        if (now && now.answerMessageId !== wrote)
          await topics.deleteMessage(t.organizationId, wrote).catch(() => undefined)
      }
    } finally {
      clearInterval(heartbeat)
      if (flushTimer) clearTimeout(flushTimer)
      this.turnsHere.delete(t.id)
      this.running.delete(t.id)
      this.ended(t.id, true)
      this.o.relay?.publish(END + t.id)
    }
  }

  /**
   * A store write of a run, retried while the store does not answer (MongoDB stalled or failing over) until `until`
   * (about a lease: past it the reaper may fail the turn anyway). Safe to repeat: the answer's id is derived from the
   * turn, and the end is a compare-and-set.
   */
  private async persist<T>(until: number, f: () => Promise<T>): Promise<T> {
    for (;;) {
      try {
        return await f()
      } catch (e) {
        if (!(e instanceof StoreUnavailableError) || performance.now() >= until) throw e
        await sleep(Math.min(this.o.pollMs, 500))
      }
    }
  }

  private wake(map: Map<string, Set<() => void>>, turnId: string): void {
    const set = map.get(turnId)
    if (!set) return
    map.delete(turnId)
    for (const wake of set) wake()
  }

  /** Resolves when the turn is woken in any of `maps`, after `ms`, or when `signal` aborts. */
  private async notified(
    maps: Map<string, Set<() => void>>[],
    turnId: string,
    ms: number,
    signal?: AbortSignal,
  ): Promise<void> {
    const ac = new AbortController()
    let wake!: () => void
    const woken = new Promise<void>((r) => {
      wake = r
    })
    for (const map of maps) {
      const set = map.get(turnId) ?? new Set()
      set.add(wake)
      map.set(turnId, set)
    }
    const onAbort = () => wake()
    signal?.addEventListener('abort', onAbort, { once: true })
    try {
      await Promise.race([woken, sleep(ms, undefined, { signal: ac.signal }).catch(() => undefined)])
    } finally {
      ac.abort()
      for (const map of maps) {
        const set = map.get(turnId)
        if (!set) continue
        set.delete(wake)
        if (set.size === 0) map.delete(turnId)
      }
      signal?.removeEventListener('abort', onAbort)
    }
  }
}
