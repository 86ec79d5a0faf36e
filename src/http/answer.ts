// Writing an answer: the one place the door turns status, headers and body into bytes, and where answers finished in
// the same turn of the event loop are written out together.
import type { ServerResponse } from 'node:http'
// node:timers' own setImmediate: a test that fakes the global timers must not hold answers forever.
import { setImmediate } from 'node:timers'

/**
 * Writes a whole answer with one `writeHead` and one `end`: every header in one flat list (no `setHeader` per
 * header, each of which validates and stores into the response's header map; about 1 µs apiece). Headers set
 * earlier with `setHeader` (the transport's `Connection: close` while draining) are kept: Node merges them.
 *
 * The first answer finished in a turn of the event loop is written at once; the ones finished after it in the same
 * turn (other connections' requests that the same poll read) are held and written together when the turn ends
 * (setImmediate), at most MAX_HELD at a time. Each write to a socket can wake the client's process; answers written
 * one by one, between other requests' work, wake it once per answer, and on a virtual machine a wake-up of an idle
 * CPU costs a hypervisor exit. Together they wake it once per turn. Measured with the bench's load (10 connections
 * on loopback, client on the other CPU): 1.27x the throughput at 0.77 of the server CPU per request; 100 connections
 * 1.47x, p99 lower; one connection at a time 1.07x (contract-tests/bench/HISTORY.md, "Ninth round"). The same idea as
 * Netty's FlushConsolidationHandler. A held answer has begun (`headersSent`) and is not yet ended (`writableEnded`)
 * until the turn ends; the transport writes held answers out before it judges connections at the end of a drain
 * (flushHeldAnswers).
 */
export function writeAnswer(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body?: string,
  contentType = 'application/json; charset=utf-8',
): void {
  const list: string[] = []
  for (const h in headers) list.push(h, headers[h]!)
  if (body !== undefined) list.push('Content-Type', contentType, 'Content-Length', String(Buffer.byteLength(body)))
  res.writeHead(status, list)
  if (!turnStarted) {
    turnStarted = true
    setImmediate(endOfTurn)
    res.end(body)
    return
  }
  held.push(res, body)
  if (held.length >= 2 * MAX_HELD) flushHeldAnswers()
}

/** At most this many answers wait for the end of a turn (bounds how long the first of them waits for the others' work). */
export const MAX_HELD = 32

/** Whether an answer has been written in this turn of the event loop (endOfTurn is then scheduled). */
let turnStarted = false
/** Held answers as pairs: the response, then its body (undefined for none). */
let held: Array<ServerResponse | string | undefined> = []

function endOfTurn(): void {
  turnStarted = false
  flushHeldAnswers()
}

/** Writes the held answers now, oldest first; an answer whose connection is gone already is dropped. */
export function flushHeldAnswers(): void {
  if (!held.length) return
  const h = held
  held = []
  for (let i = 0; i < h.length; i += 2) {
    const res = h[i] as ServerResponse
    if (!res.destroyed) res.end(h[i + 1] as string | undefined)
  }
}

/** How many answers are held (tests). */
export function heldAnswers(): number {
  return held.length / 2
}
