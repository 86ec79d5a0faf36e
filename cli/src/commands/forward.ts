// `webhooks forward`: a local receiver that verifies every delivery with the SDK's verifyWebhook and forwards the
// verified ones, byte for byte with their X-Webhook-* headers, to a local URL (research sdk-cli.md §4.4). The spec
// refuses loopback and private webhook URLs, so the server reaches it through a public HTTPS name you control (a
// tunnel, or this listener on HTTPS with --tls-cert/--tls-key). The app's status goes back to the sender, so the
// server's own retry schedule applies unchanged; a delivery that does not verify is answered 400 and explained.
import fs from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import { Command } from 'commander'
import { CommandFailed, EXIT, UsageError } from '../io.ts'
import { verifyWebhook, WebhookVerificationError, WEBHOOK_TOLERANCE_SECONDS } from '../sdk.ts'
import { optsOf, out, withOutput, type Ctx } from '../kit.ts'

/** Headers passed on to the app (the rest, e.g. Host and Content-Length, are the forwarder's own). */
const FORWARDED = /^(x-webhook-|content-type$|user-agent$)/

export interface Verdict {
  delivery_id: string | null
  event: string | null
  verified: boolean
  reason: string | null
  explanation: string | null
  forwarded_status: number | null
  duration_ms: number
}

/** Why a delivery failed, in words a person can act on. */
export function explain(
  err: WebhookVerificationError,
  raw: Buffer,
  headers: IncomingMessage['headers'],
  toleranceSeconds: number,
  nowSeconds: number,
): string {
  switch (err.code) {
    case 'timestamp_out_of_tolerance': {
      const skew = nowSeconds - Number(headers['x-webhook-timestamp'])
      return (
        `skew ${skew > 0 ? '+' : ''}${skew} s against this machine's clock (tolerance ${toleranceSeconds} s): ` +
        (skew > 0
          ? 'the delivery was signed too long ago (a replay, or this clock runs fast)'
          : 'the delivery is signed in the future (this clock runs slow)') +
        '; check the clock with: skills-connect doctor'
      )
    }
    case 'signature_mismatch': {
      // The server sends compact JSON; a body that is valid JSON but not in that form was re-serialised on the way.
      const text = raw.toString('utf8')
      let reserialised = false
      try {
        reserialised = JSON.stringify(JSON.parse(text)) !== text
      } catch {
        /* not JSON */
      }
      return reserialised
        ? 'the body is not byte-for-byte what the server signed: it was re-serialised (pretty-printed or re-encoded JSON) on the way; forward the raw bytes'
        : "the body is intact, so the secret is wrong: use the endpoint's whsec_… secret from `webhooks endpoints create` or `rotate-secret` (during a rotation either works)"
    }
    case 'missing_header':
      return `${err.message} Not a Skills Connect delivery, or a proxy dropped the X-Webhook-* headers.`
    case 'invalid_timestamp':
      return 'X-Webhook-Timestamp is not Unix seconds.'
    case 'no_signature':
      return 'X-Webhook-Signature carries no v1=<64 hex digits> value.'
    default:
      return err.message
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

export function forwardCommand(ctx: Ctx): Command {
  const { io } = ctx
  return withOutput(new Command('forward'))
    .description(
      'receive deliveries locally, verify each (signature and timestamp), forward the verified ones to --to and explain the rest; runs until interrupted',
    )
    .requiredOption('--to <url>', 'where verified deliveries go, e.g. http://localhost:3000/hooks')
    .option('--secret <whsec>', "the endpoint's signing secret (default: SKILLS_CONNECT_WEBHOOK_SECRET)")
    .option('--port <n>', 'port to listen on (0: any free port)', '8787')
    .option('--host <address>', 'address to listen on', '127.0.0.1')
    .option(
      '--tls-cert <file>',
      "listen on HTTPS with this certificate (PEM), e.g. to be the endpoint's public HTTPS name directly",
    )
    .option('--tls-key <file>', "the certificate's private key (PEM)")
    .option('--tolerance <seconds>', 'accepted timestamp age', String(WEBHOOK_TOLERANCE_SECONDS))
    .option('--skip-verify', 'forward without verifying (a warning each time)')
    .action(async (_o, cmd: Command) => {
      const o = optsOf(cmd)
      const p = out(io, o)
      const secret = (o.secret as string | undefined) ?? io.env.SKILLS_CONNECT_WEBHOOK_SECRET
      if (!secret && !o.skipVerify)
        throw new UsageError('no secret: pass --secret or set SKILLS_CONNECT_WEBHOOK_SECRET (or --skip-verify)')
      let target: URL
      try {
        target = new URL(String(o.to))
      } catch {
        throw new UsageError(`--to "${String(o.to)}" is not a URL`)
      }
      const port = Number(o.port)
      const tolerance = Number(o.tolerance)
      if (!Number.isInteger(port) || port < 0 || port > 65535)
        throw new UsageError(`--port ${String(o.port)} is not a port`)
      if (!Number.isFinite(tolerance) || tolerance <= 0)
        throw new UsageError('--tolerance must be a positive number of seconds')
      if (Boolean(o.tlsCert) !== Boolean(o.tlsKey)) throw new UsageError('--tls-cert and --tls-key go together')

      const handle = async (req: IncomingMessage, res: ServerResponse) => {
        const started = Date.now()
        const raw = await readBody(req)
        const h = req.headers
        const v: Verdict = {
          delivery_id: typeof h['x-webhook-id'] === 'string' ? h['x-webhook-id'] : null,
          event: typeof h['x-webhook-event'] === 'string' ? h['x-webhook-event'] : null,
          verified: false,
          reason: null,
          explanation: null,
          forwarded_status: null,
          duration_ms: 0,
        }
        const label = `${v.event ?? '(no event)'} ${v.delivery_id ?? '(no id)'}`
        if (o.skipVerify) p.note(p.err.yellow(`! ${label}: forwarded WITHOUT verification (--skip-verify)`))
        else {
          try {
            const ev = await verifyWebhook(raw, h, secret!, { toleranceSeconds: tolerance })
            v.verified = true
            v.event ??= ev.event
          } catch (err) {
            if (!(err instanceof WebhookVerificationError)) throw err
            v.reason = err.code
            v.explanation = explain(err, raw, h, tolerance, Math.floor(Date.now() / 1000))
            v.duration_ms = Date.now() - started
            res.writeHead(400, { 'content-type': 'application/json' })
            res.end(JSON.stringify({ error: { code: err.code, message: v.explanation } }))
            await p.emitRecord(v, () => p.line(`${p.out.red('✗')} ${label} rejected: ${err.code} (${v.explanation})`))
            return
          }
        }
        const headers: Record<string, string> = {}
        for (const [k, val] of Object.entries(h)) if (FORWARDED.test(k) && typeof val === 'string') headers[k] = val
        try {
          const r = await fetch(target, {
            method: 'POST',
            headers,
            body: raw,
            redirect: 'manual',
            signal: AbortSignal.timeout(10_000),
          })
          const body = Buffer.from(await r.arrayBuffer())
          v.forwarded_status = r.status
          v.duration_ms = Date.now() - started
          res.writeHead(r.status, { 'content-type': r.headers.get('content-type') ?? 'text/plain' })
          res.end(body)
          const mark = r.ok ? p.out.green('✓') : p.out.yellow('!')
          await p.emitRecord(v, () => p.line(`${mark} ${label} → ${r.status} in ${v.duration_ms} ms`))
        } catch (err) {
          v.duration_ms = Date.now() - started
          v.reason = 'forward_failed'
          v.explanation = `${target.origin} did not answer: ${(err as Error).message}`
          res.writeHead(502, { 'content-type': 'application/json' })
          res.end(JSON.stringify({ error: { code: 'forward_failed', message: v.explanation } }))
          await p.emitRecord(v, () => p.line(`${p.out.red('✗')} ${label} verified, but ${v.explanation}`))
        }
      }
      const listener = (req: IncomingMessage, res: ServerResponse) => {
        handle(req, res).catch((err: unknown) => {
          io.stderr.write(`error: ${(err as Error).message}\n`)
          if (!res.headersSent) {
            res.writeHead(500)
            res.end()
          }
        })
      }
      let server: http.Server | https.Server
      if (o.tlsCert) {
        let cert: string, key: string
        try {
          cert = fs.readFileSync(String(o.tlsCert), 'utf8')
          key = fs.readFileSync(String(o.tlsKey), 'utf8')
        } catch (err) {
          throw new UsageError(`cannot read the TLS files: ${(err as Error).message}`)
        }
        server = https.createServer({ cert, key }, listener)
      } else server = http.createServer(listener)
      await new Promise<void>((resolve, reject) => {
        server.once('error', (err: NodeJS.ErrnoException) =>
          reject(new CommandFailed(`cannot listen on ${String(o.host)}:${port}: ${err.code ?? err.message}`)),
        )
        server.listen(port, String(o.host), () => resolve())
      })
      const addr = server.address() as AddressInfo
      const scheme = o.tlsCert ? 'https' : 'http'
      p.note(
        `Ready: listening on ${scheme}://${addr.address}:${addr.port}, forwarding verified deliveries to ${target.href}. ` +
          `Expose it at your endpoint's public HTTPS URL (a tunnel); Ctrl-C stops.`,
      )
      await new Promise<void>((resolve) => {
        if (ctx.signal.aborted) resolve()
        ctx.signal.addEventListener('abort', () => resolve(), { once: true })
      })
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      p.note('Stopped.')
      throw new CommandFailed('', EXIT.OK) // interrupting the forwarder is how it ends: exit 0, not "cancelled"
    })
}
