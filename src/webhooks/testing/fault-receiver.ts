// Test support for webhook fault tests: a real HTTPS receiver that can go down and come back on the SAME port,
// hang (hold every response until released), and records every request with its raw body bytes; plus a
// throw-away CA file for WEBHOOK_CA_FILE and a polling wait.
import fs from 'node:fs'
import https from 'node:https'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { makeSelfSignedCertificate, type TestCertificate } from './https-receiver.ts'

export interface RawRequest {
  method: string
  url: string
  headers: IncomingMessage['headers']
  /** The exact bytes received. */
  raw: Buffer
  /** raw as UTF-8 */
  body: string
  /** The status this receiver answered, once it answered (null while held or never answered). */
  answered: number | null
  /** Wall time the request was complete. */
  at: number
}

export type RawHandler = (req: IncomingMessage, res: ServerResponse, raw: Buffer) => void

export interface FaultReceiver {
  port: number
  /** https://localhost:<port> */
  origin: string
  requests: RawRequest[]
  /** TCP connections accepted so far (also those that never send a request). */
  connections(): number
  /** Replaces the behaviour (default 204). */
  handle(h: RawHandler): void
  /** Answer every request with this status (and optional headers). */
  answer(status: number, headers?: Record<string, string>): void
  /** Hold every request without answering until release() (or until the client gives up). */
  hang(): void
  /** Answers every held request with `status` (default 204); returns how many were still open. */
  release(status?: number): number
  /** Stops listening and drops every connection; the port stays reserved for up(). */
  down(): Promise<void>
  /** Listens again on the same port. */
  up(): Promise<void>
  close(): Promise<void>
}

export interface Trust {
  cert: TestCertificate
  caFile: string
  cleanup(): void
}

/** A self-signed certificate for `names` (plus 127.0.0.1) and a PEM file to pass as WEBHOOK_CA_FILE. */
export function makeTrust(names: string[] = ['localhost']): Trust {
  const cert = makeSelfSignedCertificate(names)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-ca-'))
  const caFile = path.join(dir, 'ca.pem')
  fs.writeFileSync(caFile, cert.cert)
  return { cert, caFile, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) }
}

export async function startFaultReceiver(
  cert: TestCertificate,
  opts: { port?: number; host?: string } = {},
): Promise<FaultReceiver> {
  const host = opts.host ?? 'localhost'
  let accepted = 0
  const sockets = new Set<Socket>()
  const requests: RawRequest[] = []
  const held: Array<{ res: ServerResponse; rec: RawRequest }> = []
  let current: RawHandler = (_req, res) => {
    res.statusCode = 204
    res.end()
  }
  let hanging = false

  const server = https.createServer({ key: cert.key, cert: cert.cert }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      const rec: RawRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        raw,
        body: raw.toString('utf8'),
        answered: null,
        at: Date.now(),
      }
      requests.push(rec)
      res.on('finish', () => {
        rec.answered = res.statusCode
      })
      if (hanging) {
        held.push({ res, rec })
        return
      }
      current(req, res, raw)
    })
  })
  server.on('connection', (s: Socket) => {
    accepted++
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  server.on('tlsClientError', () => {
    /* clients giving up mid-handshake are part of the tests */
  })
  server.keepAliveTimeout = 500

  const listen = (port: number) =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  await listen(opts.port ?? 0)
  const port = (server.address() as AddressInfo).port

  const stop = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy()
      if (!server.listening) return resolve()
      server.close(() => resolve())
    })

  return {
    port,
    origin: `https://${host}:${port}`,
    requests,
    connections: () => accepted,
    handle: (h) => {
      hanging = false
      current = h
    },
    answer: (status, headers = {}) => {
      hanging = false
      current = (_req, res) => {
        res.writeHead(status, headers)
        res.end()
      }
    },
    hang: () => {
      hanging = true
    },
    release: (status = 204) => {
      let open = 0
      for (const { res } of held.splice(0)) {
        if (res.destroyed || res.writableEnded) continue
        open++
        res.statusCode = status
        res.end()
      }
      return open
    },
    down: stop,
    up: () => listen(port),
    close: async () => {
      hanging = false
      for (const { res } of held.splice(0)) res.destroy()
      await stop()
    },
  }
}

/** Polls `check` every `everyMs` until it returns true; throws with `what` after `timeoutMs`. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 10_000,
  everyMs = 20,
): Promise<void> {
  const until = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return
    if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((r) => setTimeout(r, everyMs))
  }
}

/** The JSON body of a recorded delivery. */
export function parsed(r: RawRequest): { event: string; data: Record<string, unknown> } {
  return JSON.parse(r.body) as { event: string; data: Record<string, unknown> }
}
