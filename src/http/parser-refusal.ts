// What Node's HTTP parser refused, as an error of the catalogue (issue 25 §3): the parser answers before any request
// object exists (oversized request line or headers, bad chunking, a bare LF, Content-Length with Transfer-Encoding,
// a request too slow to arrive), and its own answers were bare (`HTTP/1.1 400 Bad Request`, no body, no correlation
// id). server.ts turns these into the envelope (envelope.ts rawErrorAnswer) on the `clientError` event. The codes are
// llhttp's (`err.code`, with `err.reason` its fixed wording, never bytes of the request) and Node's
// ERR_HTTP_REQUEST_TIMEOUT (headersTimeout, requestTimeout).
import { AppError } from '../errors/index.ts'

export interface ParserLimits {
  maxHeaderBytes: number
  headersTimeoutMs: number
  requestTimeoutMs: number
}

/** The header a parser error is about, where it names one (the error's `param`). */
const PARAM: Record<string, string> = {
  HPE_INVALID_TRANSFER_ENCODING: 'Transfer-Encoding',
  HPE_UNEXPECTED_CONTENT_LENGTH: 'Content-Length',
  HPE_INVALID_CONTENT_LENGTH: 'Content-Length',
}

/** null: not a refusal of the request (the client reset the connection, a write failed): nothing to answer. */
export function parserRefusal(err: NodeJS.ErrnoException & { reason?: unknown }, o: ParserLimits): AppError | null {
  const code = err.code ?? ''
  if (code === 'HPE_HEADER_OVERFLOW') {
    return new AppError('headers_too_large', `The request line and headers together exceed ${o.maxHeaderBytes} bytes.`)
  }
  if (code === 'HPE_CHUNK_EXTENSIONS_OVERFLOW')
    return new AppError('payload_too_large', 'The chunk extensions of the body are too large.')
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return new AppError(
      'request_timeout',
      `The request did not arrive in time: headers within ${o.headersTimeoutMs} ms, the whole request within ${o.requestTimeoutMs} ms.`,
    )
  }
  if (!code.startsWith('HPE_')) return null
  const reason = typeof err.reason === 'string' && /^[\x20-\x7e]{1,120}$/.test(err.reason) ? `: ${err.reason}` : ''
  const param = PARAM[code]
  return new AppError('malformed_request', `The request is not well-formed HTTP/1.1${reason}.`, param ? { param } : {})
}

/** An HTTP/1.1 request without Host (RFC 9112 §3.2: a server must answer 400), refused in the same envelope. */
export const missingHost = (): AppError =>
  new AppError('malformed_request', 'An HTTP/1.1 request must carry a Host header.', { param: 'Host' })
