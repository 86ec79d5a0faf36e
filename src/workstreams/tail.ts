// The cycle event tail (GET /api/v1/workstreams/cycles/{id}/events with Accept: text/event-stream; spec: Limits,
// "SSE cycle event tail: 4 concurrent per key"): replays the history after Last-Event-ID (or after_seq), then sends
// new events as they are stored, and ends once the cycle's terminal event has been sent.
import { reaches } from '../tenancy/index.ts'
import { AppError } from '../errors/index.ts'
import { requirePermission, type Principal } from '../auth/index.ts'
import { holdSlot, SSE_TAILS_PER_KEY } from '../ratelimit/index.ts'
import type { WorkstreamsDeps } from './deps.ts'
import { cycleNotFound } from './engine.ts'
import { isTerminal } from './states.ts'
import { eventView } from './views.ts'

/** The door's event stream, as the tail uses it (operations/types.ts EventSink). */
export interface TailSink {
  readonly lastEventId: string | undefined
  readonly signal: AbortSignal
  begin(): void
  send(id: string | null, event: string, data: unknown): void
}

const BATCH = 100

function resumeAfter(sink: TailSink, afterSeq: number | undefined): number {
  if (sink.lastEventId === undefined) return afterSeq ?? 0
  if (!/^\d{1,15}$/.test(sink.lastEventId.trim())) {
    throw new AppError(
      'validation_error',
      'Invalid request: Last-Event-ID must be the seq of an event of this cycle.',
      {
        param: 'Last-Event-ID',
        details: [{ loc: ['header', 'Last-Event-ID'], msg: 'is not a seq', type: 'invalid_format' }],
      },
    )
  }
  return Number(sink.lastEventId.trim())
}

export async function tailEvents(
  d: WorkstreamsDeps,
  p: Principal,
  id: string,
  q: { after_seq?: number },
  sink: TailSink,
): Promise<void> {
  requirePermission(p, 'workstreams:read')
  if (!d.tails) throw new Error('event tails are not configured')
  const first = await d.stores.cycles.get(p.organizationId, id)
  if (!first || !reaches(p, first.workspaceId)) throw cycleNotFound(id)
  let seq = resumeAfter(sink, q.after_seq)
  // The slot is released when the stream closes (the sink's signal) or the tail ends, whichever is first.
  const release = await holdSlot(
    d.tails.concurrency,
    d.clock,
    sink.signal,
    `sse:${p.keyId ?? p.userId}`,
    SSE_TAILS_PER_KEY,
  )
  try {
    sink.begin()
    while (!sink.signal.aborted) {
      // Listen before reading: a wake-up for an event stored after the read below is then never missed (it would
      // otherwise wait for the next poll).
      const listening = new AbortController()
      const stop = () => listening.abort()
      sink.signal.addEventListener('abort', stop, { once: true })
      const woken = d.tails.signals.wait(id, d.tails.pollMs, listening.signal)
      try {
        const events = await d.stores.cycles.events(p.organizationId, id, seq, BATCH)
        for (const e of events) {
          sink.send(String(e.seq), e.type, eventView(e))
          seq = e.seq
        }
        if (events.length === BATCH) continue
        const c = await d.stores.cycles.get(p.organizationId, id)
        if (!c || (isTerminal(c.status) && seq >= c.eventSeq)) return
        if (seq < c.eventSeq) continue
        await woken
      } finally {
        stop()
        sink.signal.removeEventListener('abort', stop)
      }
    }
  } finally {
    await release()
  }
}
