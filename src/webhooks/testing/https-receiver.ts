// Test support: a real HTTPS server on an ephemeral 127.0.0.1 port, with a self-signed certificate generated at
// test time by openssl (key material lives in a temporary directory that is deleted at once; never committed).
// It counts accepted TCP connections (including those that never complete TLS or send a request), records every
// request, and answers with a handler the test chooses.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import type { IncomingMessage, ServerResponse } from 'node:http'
import net, { type AddressInfo, type Socket } from 'node:net'
import os from 'node:os'
import path from 'node:path'

export interface TestCertificate {
  key: string
  cert: string
}

/**
 * A fresh P-256 self-signed certificate valid for one day, for the given DNS names plus IP 127.0.0.1.
 * `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -subj /CN=… -addext subjectAltName=…`
 */
export function makeSelfSignedCertificate(dnsNames: string[] = ['receiver.test']): TestCertificate {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'webhook-receiver-'))
  try {
    const keyFile = path.join(dir, 'key.pem')
    const certFile = path.join(dir, 'cert.pem')
    const san = [...dnsNames.map((n) => `DNS:${n}`), 'IP:127.0.0.1'].join(',')
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-subj',
        `/CN=${dnsNames[0] ?? 'receiver.test'}`,
        '-addext',
        `subjectAltName=${san}`,
        '-days',
        '1',
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    )
    return { key: fs.readFileSync(keyFile, 'utf8'), cert: fs.readFileSync(certFile, 'utf8') }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

export interface ReceivedRequest {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
  servername: string | null
}

export type ReceiverHandler = (req: IncomingMessage, res: ServerResponse, body: string) => void

export interface HttpsReceiver {
  /** e.g. https://127.0.0.1:43123 (no trailing slash) */
  origin: string
  port: number
  /** TCP connections accepted so far. */
  connections(): number
  requests: ReceivedRequest[]
  /** Replace the response behaviour (default: 204). */
  handle(handler: ReceiverHandler): void
  close(): Promise<void>
}

export async function startHttpsReceiver(cert: TestCertificate, handler?: ReceiverHandler): Promise<HttpsReceiver> {
  let current: ReceiverHandler =
    handler ??
    ((_req, res) => {
      res.statusCode = 204
      res.end()
    })
  let accepted = 0
  const sockets = new Set<Socket>()
  const requests: ReceivedRequest[] = []

  const server = https.createServer({ key: cert.key, cert: cert.cert }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const servername = (req.socket as { servername?: string | false }).servername
      requests.push({
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body,
        servername: servername || null,
      })
      current(req, res, body)
    })
  })
  server.on('connection', (s: Socket) => {
    accepted++
    sockets.add(s)
    s.on('close', () => sockets.delete(s))
  })
  server.on('tlsClientError', () => {
    /* clients that refuse our certificate are part of the tests */
  })
  server.keepAliveTimeout = 1_000

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port

  return {
    origin: `https://127.0.0.1:${port}`,
    port,
    connections: () => accepted,
    requests,
    handle: (h) => {
      current = h
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy()
        server.close(() => resolve())
      }),
  }
}

/** A loopback port with nothing listening (connection refused). */
export async function closedPort(): Promise<number> {
  const srv = net.createServer()
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve))
  const port = (srv.address() as AddressInfo).port
  await new Promise<void>((resolve) => srv.close(() => resolve()))
  return port
}
