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
  return accept !== undefined && accept.includes('text/event-stream') && req.accepts(['application/json', 'text/event-stream']) === 'text/event-stream'
}

export async function serveStream(res: Response, call: OperationCall, operations: Operations, o: { heartbeatMs: number; logger: Logger }): Promise<void> {
  let heartbeat: NodeJS.Timeout | undefined
  const start = (extra: Record<string, string> = {}) => {
    if (res.headersSent) return
    for (const [h, v] of Object.entries({ ...call.responseHeaders, ...extra })) res.setHeader(h, v)
    res.statusCode = 200
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache, no-transform')
    res.setHeader('X-Accel-Buffering', 'no') // nginx: do not buffer the stream
    res.flushHeaders()
    heartbeat = setInterval(() => { res.write(': heartbeat\n\n') }, o.heartbeatMs)
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
