// Server-sent events for streaming skills (SPEC-DECISIONS "Skills"): with `Accept: text/event-stream`, a skill
// marked `x-skill-streaming` answers `progress` and `delta` events while it runs, then one final `result` (the
// invocation result) or `error` (the envelope). Before the skill starts (authentication, budgets, validation,
// idempotency) a refusal is an ordinary HTTP error response; once the stream has started (200), a failure is the
// `error` event. Comment lines every heartbeat interval keep idle streams open through proxies; a client that
// disconnects aborts the run (ctx.signal).
import type { Request, Response } from 'express'
import type { Logger } from '../lib/logger.ts'
import type { OperationCall, Operations } from '../operations/index.ts'
import { errorBody, logRefusal, toAppError } from './envelope.ts'

export function wantsStream(req: Request): boolean {
  const accept = req.headers.accept
  return (
    accept?.includes('text/event-stream') === true &&
    req.accepts(['application/json', 'text/event-stream']) === 'text/event-stream'
  )
}

export async function serveStream(
  res: Response,
  call: OperationCall,
  operations: Operations,
  o: { heartbeatMs: number; logger: Logger },
): Promise<void> {
  let heartbeat: NodeJS.Timeout | undefined
  const start = (extra: Record<string, string> = {}) => {
    if (res.headersSent) return
    for (const [h, v] of Object.entries({ ...call.responseHeaders, ...extra })) res.setHeader(h, v)
    res.statusCode = 200
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache, no-transform')
    res.setHeader('X-Accel-Buffering', 'no') // nginx: do not buffer the stream
    res.flushHeaders()
    heartbeat = setInterval(() => {
      res.write(': heartbeat\n\n')
    }, o.heartbeatMs)
    heartbeat.unref()
  }
  const send = (event: string, data: unknown) => {
    start()
    if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
  }
  call.stream = {
    begin: () => start(),
    progress: (fraction, message) => send('progress', { fraction, message }),
    delta: (data) => send('delta', { data }),
  }
  try {
    const r = await operations.run(call)
    start(r.headers) // a replay never started the stream: its headers (replay marker) go on the response
    send('result', r.body)
  } catch (err) {
    if (!res.headersSent) throw err // not started: the door answers with an ordinary error response
    const e = toAppError(err)
    logRefusal(o.logger, err, e)
    send('error', errorBody(e, call.correlationId))
  } finally {
    clearInterval(heartbeat)
    if (res.headersSent && !res.writableEnded) res.end()
  }
}

/**
 * An operation marked `x-sse` asked for as `text/event-stream` (the cycle event tail): the operation gets an event
 * sink; until it begins the stream, a refusal is an ordinary error response. After that, events go out as
 * `id:`/`event:`/`data:` blocks, comment lines keep the connection open, and the stream ends when the operation
 * resolves (or the client leaves: the sink's signal aborts).
 */
export async function serveEventStream(
  req: Request,
  res: Response,
  call: OperationCall,
  operations: Operations,
  o: { heartbeatMs: number; logger: Logger },
): Promise<void> {
  const gone = new AbortController()
  res.once('close', () => gone.abort())
  let heartbeat: NodeJS.Timeout | undefined
  const lastEventId = req.headers['last-event-id']
  call.events = {
    lastEventId: Array.isArray(lastEventId) ? lastEventId[0] : lastEventId,
    signal: gone.signal,
    begin: () => {
      if (res.headersSent) return
      for (const [h, v] of Object.entries(call.responseHeaders)) res.setHeader(h, v)
      res.statusCode = 200
      res.setHeader('Content-Type', 'text/event-stream; charset=utf-8')
      res.setHeader('Cache-Control', 'no-cache, no-transform')
      res.setHeader('X-Accel-Buffering', 'no')
      res.flushHeaders()
      res.write('retry: 3000\n\n')
      heartbeat = setInterval(() => {
        res.write(': heartbeat\n\n')
      }, o.heartbeatMs)
      heartbeat.unref()
    },
    send: (id, event, data) => {
      if (res.writableEnded) return
      res.write(`${id === null ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    },
  }
  try {
    await operations.run(call)
  } catch (err) {
    if (!res.headersSent) throw err
    const e = toAppError(err)
    logRefusal(o.logger, err, e)
    call.events.send(null, 'error', errorBody(e, call.correlationId))
  } finally {
    clearInterval(heartbeat)
    if (res.headersSent && !res.writableEnded) res.end()
  }
}
