// The HTTP transport around the express app: listening, Node's request deadlines, and draining on shutdown.
// Transport concerns only; what a request means is the pipeline's business.
//
// Deadlines are Node's own (checked every connectionsCheckingInterval, here a quarter of the shorter deadline, at
// most 1 s): headersTimeout and requestTimeout run from a request's first byte (for a new connection, from
// accepting it) until its headers, respectively its whole body, have arrived; Node then writes `408 Request
// Timeout` + `Connection: close` unless an answer has already begun, and closes the connection. They never limit
// a handler: once the request has arrived it runs until it answers (skills have their own time limits). No socket
// inactivity timeout (server.timeout) is set, because Node destroys the socket when it fires, even under a
// handler that is still working, which would apply a write without answering it.
//
// Draining (drain(), on SIGTERM). Only a response can tell an HTTP/1.1 client that its connection ends
// (`Connection: close`); closing an idle connection always races a request the client may be sending on it at
// that moment (RFC 9112 §9.3.1 lets clients retry idempotent requests then, and many do; POSTs are not retried).
// Node's server.close() (19+) destroys idle connections at once, as do Fastify's forceCloseConnections: 'idle',
// http-terminator and stoppable; that loses the race most often, because a keep-alive client usually sends its next
// request right after the previous answer. Go's Server.Shutdown answers with `Connection: close` while shutting
// down and spares connections that have not sent their first request yet (for 5 s). So, here:
//   1. the listener closes (new connections are refused) but existing connections stay, and Node keeps enforcing
//      the deadlines above (server.close() would stop its checker). Not at once: a connection the kernel has
//      completed is in the listener's accept queue until the event loop accepts it, and closing the listener resets
//      every connection still queued, with the request its client has already sent. Node accepts one connection
//      per turn of the event loop (measured: 50 queued connections took 50 turns, each also running requests), so a
//      busy server at SIGTERM had 46 of 50 fresh connections still queued, and reset them all. So the listener
//      stays open until a turn of the event loop has accepted nothing (its poll found the queue empty; the close
//      follows in the same turn), at most the grace period; the connections accepted meanwhile are drained like the
//      others (their requests answered with `Connection: close`). onListenerClosed says when new connections are
//      refused;
//   2. every answer not yet begun, and every request that still arrives on an existing connection, is answered
//      with `Connection: close` (Node then closes the connection after that answer: no race);
//   3. a connection without a request under way is closed once it has been idle for IDLE_SETTLE_MS, counting
//      from its last answer (or from accepting it), so one that just answered gets a moment for the request that is
//      probably already on its way; one on which request bytes have arrived since is left to finish its request.
//      The remaining race: a request whose first bytes reach a connection in the instant it is closed, after
//      IDLE_SETTLE_MS of silence (the close runs after the event loop has read the sockets, so the instant is
//      short). Its client sees a reset or an end of stream before any byte of an answer, and the request was never
//      read, so nothing was applied;
//   4. when the grace period ends, connections with no request under way (idle, or a request still arriving
//      whose headers are incomplete) are cut, as are event streams (an answer that has begun and has no end of its
//      own). A request whose handler is still working keeps running until it answers (with `Connection: close`):
//      cutting it could apply a write without answering it. No new request is started after the grace period.
// Pipelined requests: a request that arrives behind an answer that ends the connection is never run (it would run
// without an answer); the `Connection: close` moves to the newest request while earlier answers have not begun.
//
// Refusals below the pipeline (issue 25 §3). What Node's HTTP parser refuses (oversized request line or headers,
// bad chunking, a bare LF, Content-Length with Transfer-Encoding, a request too slow to arrive: 400/408/413/431)
// reaches no handler; Node answered it with a bare status line. Here the `clientError` event writes the error
// envelope with an `X-Correlation-Id` and `Service-Version` (parser-refusal.ts, envelope.ts rawErrorAnswer) where
// the socket is writable and no answer has begun on it, then closes the connection. An HTTP/1.1 request without
// Host is refused the same way (Node's own check, requireHostHeader, answered it bare too).
import http, { type IncomingMessage, type RequestListener, type ServerResponse } from 'node:http'
import net, { type AddressInfo, type Socket } from 'node:net'
import { flushHeldAnswers } from './answer.ts'
import { rawErrorAnswer, sendEnvelope } from './envelope.ts'
import { missingHost, parserRefusal } from './parser-refusal.ts'
import { correlationId as newCorrelationId } from '../lib/ids.ts'

/** How long a connection must have been idle before draining closes it (see the header, step 3). */
export const IDLE_SETTLE_MS = 1000

export interface TransportOptions {
  headersTimeoutMs: number
  requestTimeoutMs: number
  keepAliveTimeoutMs: number
  /** The request and response classes the server builds (pipeline.ts, messageClasses); Node's own by default. */
  messages?: { IncomingMessage: typeof http.IncomingMessage; ServerResponse: typeof http.ServerResponse } | undefined
  /** `Service-Version` on refusals written below the pipeline (the latest version: nothing was read). */
  serviceVersion?: string | undefined
  /** Told of every request refused below the pipeline, for the log line. */
  onRefusal?: ((r: { correlationId: string; status: number; code: string }) => void) | undefined
}

export interface DrainOptions {
  graceMs: number
  /** Called when the grace period ends with the number of requests still running (they are still answered). */
  onGraceOver?: (stillRunning: number) => void
  /** Called once the listener is closed: from then on new connections are refused. */
  onListenerClosed?: () => void
}

export interface HttpTransport {
  readonly server: http.Server
  /** Resolves once listening; rejects with a ListenError (port in use, no permission, unknown address). */
  listen(port: number, host: string): Promise<AddressInfo>
  /** Stops accepting and drains (see the header). Resolves when the last connection has closed. Idempotent. */
  drain(o: DrainOptions): Promise<void>
}

const REASONS: Record<string, string> = {
  EADDRINUSE: 'the port is already in use by another process',
  EACCES: 'permission denied (ports below 1024 need privileges)',
  EADDRNOTAVAIL: "the address is not one of this machine's",
}

export class ListenError extends Error {
  constructor(host: string, port: number, cause: NodeJS.ErrnoException) {
    const where = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`
    super(
      `cannot listen on ${where}: ${(cause.code && REASONS[cause.code]) ?? cause.message} (${cause.code ?? 'error'}); set PORT or HOST`,
      { cause },
    )
    this.name = 'ListenError'
  }
}

interface Connection {
  socket: Socket
  /** Responses to requests received on this connection and not yet closed, oldest first. */
  open: ServerResponse[]
  /** performance.now() of the last answer (or of accepting the connection); meaningful while `open` is empty. */
  idleSince: number
  /** socket.bytesRead at that moment: more since then means a request is arriving (its headers are incomplete). */
  readAtIdle: number
  timer: NodeJS.Timeout | null
  closing: NodeJS.Immediate | null
}

const CLOSE = /(^|,)\s*close\s*(,|$)/i

/**
 * Whether Node closes the connection after this answer: it says so, or the request did not ask to keep the
 * connection (Node's shouldKeepAlive, from the request's HTTP version and Connection header).
 */
function endsConnection(res: ServerResponse): boolean {
  return !res.shouldKeepAlive || CLOSE.test(String(res.getHeader('connection') ?? ''))
}

export function createHttpTransport(handler: RequestListener, o: TransportOptions): HttpTransport {
  const connections = new Map<Socket, Connection>()
  /** Answers that carry our `Connection: close`, so that it can move to a newer pipelined request. */
  const closing = new WeakSet<ServerResponse>()
  let draining = false
  let graceOver = false
  let drained: Promise<void> | null = null
  /** Connections accepted so far (draining closes the listener after a turn of the event loop that accepted none). */
  let accepted = 0

  const markClose = (res: ServerResponse) => {
    res.setHeader('Connection', 'close')
    closing.add(res)
  }

  const clearTimer = (c: Connection) => {
    if (c.timer) {
      clearTimeout(c.timer)
      c.timer = null
    }
    if (c.closing) {
      clearImmediate(c.closing)
      c.closing = null
    }
  }
  const becameIdle = (c: Connection) => {
    c.idleSince = performance.now()
    c.readAtIdle = c.socket.bytesRead
  }

  /**
   * While draining: close the connection once it is idle and settled, or at once after the grace period. A request
   * that is arriving (bytes read since the connection went idle) is left to arrive: it is answered with
   * `Connection: close`, or cut when the grace period ends. The close itself waits for the next check phase, after
   * the event loop has read whatever reached the socket meanwhile, to narrow the race to microseconds.
   */
  const settle = (c: Connection) => {
    clearTimer(c)
    if (!draining || c.open.length) return
    if (graceOver) return void c.socket.destroy()
    if (c.socket.bytesRead > c.readAtIdle) return
    const wait = IDLE_SETTLE_MS - (performance.now() - c.idleSince)
    if (wait > 0) {
      c.timer = setTimeout(() => settle(c), wait).unref()
      return
    }
    c.closing = setImmediate(() => {
      c.closing = null
      if (!c.open.length && c.socket.bytesRead === c.readAtIdle) c.socket.destroy()
    })
  }

  const refusalHeaders = (id: string): Record<string, string> =>
    o.serviceVersion ? { 'X-Correlation-Id': id, 'Service-Version': o.serviceVersion } : { 'X-Correlation-Id': id }

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    const c = connections.get(req.socket)
    if (!c) return void req.socket.destroy() // cannot happen: every socket is registered on 'connection'
    const prev = c.open.at(-1)
    const prevMovable = prev !== undefined && closing.has(prev) && !prev.headersSent
    if (graceOver || (prev && endsConnection(prev) && !prevMovable)) {
      // Not run: no answer could follow. The connection closes after `prev` (or below, once idle).
      return
    }
    if (draining) {
      // Without our header the earlier answer is what Node would have sent: persistent (HTTP/1.1's default).
      if (prev && prevMovable) {
        prev.removeHeader('Connection')
        closing.delete(prev)
      }
      if (!endsConnection(res)) markClose(res)
    }
    c.open.push(res)
    clearTimer(c)
    // A response emits 'close' once: `on`, not `once` (which wraps the listener per request).
    res.on('close', () => {
      c.open.splice(c.open.indexOf(res), 1)
      if (!c.open.length) {
        becameIdle(c)
        settle(c)
      }
    })
    if (req.httpVersionMajor === 1 && req.httpVersionMinor === 1 && req.headers.host === undefined) {
      const id = newCorrelationId()
      const e = missingHost()
      markClose(res)
      sendEnvelope(res, e, id, refusalHeaders(id))
      o.onRefusal?.({ correlationId: id, status: e.status, code: e.code })
      return
    }
    handler(req, res)
  }

  const deadlineCheckMs = Math.max(10, Math.min(1000, Math.floor(Math.min(o.headersTimeoutMs, o.requestTimeoutMs) / 4)))
  const server = http.createServer(
    {
      headersTimeout: o.headersTimeoutMs,
      requestTimeout: o.requestTimeoutMs,
      keepAliveTimeout: o.keepAliveTimeoutMs,
      connectionsCheckingInterval: deadlineCheckMs,
      requireHostHeader: false, // checked in onRequest, to answer with the envelope
      ...(o.messages ? { IncomingMessage: o.messages.IncomingMessage, ServerResponse: o.messages.ServerResponse } : {}),
    },
    onRequest,
  )

  // Node emits clientError again for data that reaches a parser that has already failed: one answer per socket.
  const refused = new WeakSet<Socket>()
  const limits = {
    maxHeaderBytes: http.maxHeaderSize,
    headersTimeoutMs: o.headersTimeoutMs,
    requestTimeoutMs: o.requestTimeoutMs,
  }
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Socket) => {
    if (refused.has(socket)) return
    refused.add(socket)
    // As Node's own handler: answer only where the socket is writable and no answer has begun on it.
    const begun = connections.get(socket)?.open.some((r) => r.headersSent) ?? false
    const e = socket.writable && !begun ? parserRefusal(err, limits) : null
    if (!e) return void socket.destroy()
    const id = newCorrelationId()
    socket.end(rawErrorAnswer(e, id, refusalHeaders(id)))
    socket.once('finish', () => socket.destroy())
    setTimeout(() => socket.destroy(), 1000).unref() // a client that does not read its answer
    o.onRefusal?.({ correlationId: id, status: e.status, code: e.code })
  })

  server.on('connection', (socket: Socket) => {
    accepted++
    const c: Connection = { socket, open: [], idleSince: performance.now(), readAtIdle: 0, timer: null, closing: null }
    connections.set(socket, c)
    socket.once('close', () => {
      clearTimer(c)
      connections.delete(socket)
    })
    settle(c)
  })

  return {
    server,
    listen(port, host) {
      return new Promise<AddressInfo>((resolve, reject) => {
        const onError = (err: NodeJS.ErrnoException) => {
          server.off('listening', onListening)
          reject(new ListenError(host, port, err))
        }
        const onListening = () => {
          server.off('error', onError)
          resolve(server.address() as AddressInfo)
        }
        server.once('error', onError)
        server.once('listening', onListening)
        server.listen(port, host)
      })
    },
    drain({ graceMs, onGraceOver, onListenerClosed }) {
      if (drained) return drained
      draining = true
      let grace: NodeJS.Timeout | undefined
      let listenerClosed = false
      let closeListener = () => {}
      drained = new Promise<void>((resolve) => {
        closeListener = () => {
          if (listenerClosed) return
          listenerClosed = true
          // net.Server's close: stop accepting and wait for the connections, without http.Server's extras
          // (destroying idle connections at once, stopping the deadline checker, which is unref'd).
          net.Server.prototype.close.call(server, () => {
            clearTimeout(grace)
            resolve()
          })
          onListenerClosed?.()
        }
        // The accept queue first (the header, step 1): a check phase runs after each poll, and a poll accepts a
        // connection when one is queued; the first check may follow a poll that accepted before this drain began.
        // The grace period ends the wait at the latest.
        let seen = -1
        const closeWhenQuiet = () => {
          if (listenerClosed) return
          if (accepted !== seen) {
            seen = accepted
            setImmediate(closeWhenQuiet)
            return
          }
          closeListener()
        }
        if (server.listening) setImmediate(closeWhenQuiet)
        else closeListener()
      })
      for (const c of connections.values()) {
        const last = c.open.at(-1)
        if (last && !last.headersSent && !endsConnection(last)) markClose(last)
        settle(c)
      }
      grace = setTimeout(() => {
        graceOver = true
        closeListener()
        // Answers held for the end of this turn (answer.ts) have begun and not ended, like an event stream: write
        // them out first, so that they are judged as what they are (flushing).
        flushHeldAnswers()
        let stillRunning = 0
        for (const c of connections.values()) {
          // A begun answer that is still open (an event stream) has answered already; one being flushed
          // (writableEnded) is left to finish; one not begun means a handler is still working.
          const working = c.open.filter((r) => !r.headersSent).length
          const flushing = c.open.some((r) => r.headersSent && r.writableEnded)
          stillRunning += working
          if (!working && !flushing) c.socket.destroy()
        }
        onGraceOver?.(stillRunning)
      }, graceMs)
      return drained
    },
  }
}
