// One bench request handed to a request listener in process, as Node's server hands it: real IncomingMessage and
// ServerResponse objects (or the app's own classes) over a socket stand-in that swallows what is written; the request
// event comes with the headers, the body is pushed after the handler returns. Used by inproc.ts and inproc-ab.ts.
import type { IncomingMessage, ServerResponse, RequestListener } from 'node:http'
import { Duplex } from 'node:stream'
import { SKILL_BODY, SKILL_PATH } from './shared.ts'

/** A socket stand-in: accepts every write, reads nothing, says it is 127.0.0.1. */
class Sink extends Duplex {
  override _read(): void {}
  override _write(_c: Buffer, _e: BufferEncoding, cb: () => void): void {
    cb()
  }
  get remoteAddress(): string {
    return '127.0.0.1'
  }
}

const body = Buffer.from(SKILL_BODY)

export interface InprocTarget {
  handler: RequestListener
  /** The request and response classes a server builds for the handler (the app's own where it has them, as main.ts). */
  Req: typeof IncomingMessage
  Res: typeof ServerResponse
}

/** Sends the bench's skill call with `key`; resolves with the status once the answer is written and closed. */
export function sendOne(t: InprocTarget, key: string): Promise<number> {
  return new Promise((resolve) => {
    const socket = new Sink()
    // cast: a bench without a socket: node:http reads only the stub's few members
    const req = new t.Req(socket as never)
    req.method = 'POST'
    req.url = SKILL_PATH
    req.httpVersion = '1.1'
    req.httpVersionMajor = 1
    req.httpVersionMinor = 1
    req.headers = {
      host: 'localhost',
      'content-type': 'application/json',
      'content-length': String(body.length),
      authorization: `Bearer ${key}`,
    }
    const res = new t.Res(req)
    res.shouldKeepAlive = true
    // cast: a bench without a socket: node:http reads only the stub's few members
    res.assignSocket(socket as never)
    // Node's server emits 'close' after 'finish' (the access line and metrics hang on it); here it is emitted by hand.
    res.on('finish', () =>
      setImmediate(() => {
        res.emit('close')
        resolve(res.statusCode)
      }),
    )
    // As Node's parser does: the request event comes with the headers, the body is pushed after the handler returns.
    t.handler(req, res)
    req.push(body)
    req.complete = true
    req.push(null)
  })
}
