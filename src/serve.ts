// Serving a composition: the one listen → start → drain → close sequence of `npm start` (main.ts) and of `npm run dev`
// (dev-server.ts, whose request handler is swapped on a reload). A port it cannot listen on stops the boot (exit 1,
// naming host and port) before any worker starts. On SIGTERM/SIGINT the transport drains (src/http/server.ts: new
// connections refused once those already queued are taken up, every answer says `Connection: close`, idle connections
// closed, requests still running at the end of SHUTDOWN_GRACE_MS answered first), then the workers stop and the stores
// flush and close: every acknowledged write is durable; the last log lines are written out before the process exits.
import type { RequestListener } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ConfigError, type Config } from './config.ts'
import type { Services } from './services.ts'
import { createHttpTransport, ListenError, type HttpTransport, type TransportOptions } from './http/index.ts'
import { SkillLoadError } from './skill-runtime/index.ts'
import { flushLogs } from './lib/logger.ts'

export interface Serving {
  /** The composition serving now (dev-server.ts replaces it on a reload; main.ts has one). */
  services(): Services
  handler: RequestListener
  /** The request and response classes the handler's app gives (http/pipeline.ts messageClasses), when it is fixed. */
  messages?: TransportOptions['messages']
  /** The Service-Version the transport's own refusals name. */
  serviceVersion: string
  /** Added to the "listening" log line. */
  logFields?: Record<string, unknown>
  /** Runs before the drain begins (dev-server.ts: a reload in progress finishes first). */
  beforeStop?: () => Promise<void>
  /** More events that stop the server as a signal does (dev-server.ts: its parent's IPC channel closing). */
  stopOn?: Array<'disconnect'>
}

/** Listens, starts the background work, logs where, and stops on SIGTERM/SIGINT; the transport and its address. */
export async function serve(config: Config, s: Serving): Promise<{ transport: HttpTransport; address: AddressInfo }> {
  const transport = createHttpTransport(s.handler, {
    ...(s.messages ? { messages: s.messages } : {}),
    headersTimeoutMs: config.headersTimeoutMs,
    requestTimeoutMs: config.requestTimeoutMs,
    keepAliveTimeoutMs: config.keepAliveTimeoutMs,
    serviceVersion: s.serviceVersion,
    onRefusal: (r) =>
      s
        .services()
        .logger.info(
          { correlation_id: r.correlationId, status: r.status, code: r.code },
          'request refused by the HTTP parser',
        ),
  })
  const address = await transport.listen(config.port, config.host).catch(async (err: unknown) => {
    await closeWithin(s.services(), 5000)
    throw err
  })
  const services = s.services()
  // The reaper, the sweeper, topic turns, webhook delivery and the WorkStream worker (those two unless configured off).
  services.start()
  services.logger.info(
    {
      port: address.port,
      store: services.stores.kind,
      coordination: services.coordination.kind,
      skills: services.registry.size,
      operations: services.router.operationCount,
      ...s.logFields,
    },
    `listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${address.port}`,
  )

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    await s.beforeStop?.()
    // The log line follows the listener's close, so a client that has seen it is answered with Connection: close on a
    // connection it has, and refused a new one. Until then connections already queued are still accepted (server.ts).
    await transport.drain({
      graceMs: config.shutdownGraceMs,
      onGraceOver: (stillRunning) =>
        s
          .services()
          .logger.warn(
            { still_running: stillRunning },
            'grace period over: idle and not-yet-started connections closed; requests still running are answered first',
          ),
      onListenerClosed: () => s.services().logger.info({ signal, grace_ms: config.shutdownGraceMs }, 'shutting down'),
    })
    const last = s.services()
    await last.close()
    last.logger.info('stopped')
    // Log lines are written in batches (src/lib/line-destination.ts): every one of them is out before the exit.
    await flushLogs(last.logger, 5000)
    process.exit(0)
  }
  for (const signal of ['SIGTERM', 'SIGINT', ...(s.stopOn ?? [])]) process.on(signal, () => void stop(signal))
  return { transport, address }
}

/** Closes the services, giving up after `ms` (a boot that failed must not hang on an unreachable store). */
async function closeWithin(services: Services, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    services.close().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms)
    }),
  ])
  clearTimeout(timer)
}

/** A boot that failed: one line on stderr (the message alone for the failures that name their cause), exit 1. */
export function cannotStart(err: unknown): never {
  const known = err instanceof ConfigError || err instanceof SkillLoadError || err instanceof ListenError
  process.stderr.write(
    `cannot start: ${known ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
  )
  process.exit(1)
}
