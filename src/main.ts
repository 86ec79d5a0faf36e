// Entry point: loadConfig → buildServices → buildApp → listen → start the workers; graceful shutdown.
// A port it cannot listen on stops the boot (exit 1, naming host and port) before any worker starts.
// On SIGTERM/SIGINT the transport drains (src/http/server.ts: new connections refused once those already queued are
// taken up, every answer says
// `Connection: close`, idle connections closed, requests still running at the end of SHUTDOWN_GRACE_MS answered
// first), then the workers stop and the stores flush and close: every acknowledged write is durable; the last log
// lines are written out before the process exits.
import { loadConfig, ConfigError } from './config.ts'
import { buildServices, type Services } from './services.ts'
import { buildApp } from './app.ts'
import { createHttpTransport, ListenError, messageClasses } from './http/index.ts'
import { SkillLoadError } from './skill-runtime/index.ts'
import { flushLogs } from './lib/logger.ts'

async function main(): Promise<void> {
  const config = loadConfig()
  const services = await buildServices(config)
  const app = buildApp(services)
  const transport = createHttpTransport(app, {
    messages: messageClasses(app),
    headersTimeoutMs: config.headersTimeoutMs, requestTimeoutMs: config.requestTimeoutMs, keepAliveTimeoutMs: config.keepAliveTimeoutMs,
    serviceVersion: services.versioning.current,
    onRefusal: (r) => services.logger.info({ correlation_id: r.correlationId, status: r.status, code: r.code }, 'request refused by the HTTP parser'),
  })
  const address = await transport.listen(config.port, config.host).catch(async (err: unknown) => {
    await closeWithin(services, 5000)
    throw err
  })
  // The reaper, the sweeper, topic turns, webhook delivery and the WorkStream worker (those two unless configured off).
  services.start()
  services.logger.info({
    port: address.port, store: services.stores.kind, coordination: services.coordination.kind, skills: services.registry.size,
    operations: services.router.operationCount,
  }, `listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${address.port}`)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    // The log line follows the listener's close, so a client that has seen it is answered with Connection: close on a
    // connection it has, and refused a new one. Until then connections already queued are still accepted (server.ts).
    const drained = transport.drain({
      graceMs: config.shutdownGraceMs,
      onGraceOver: (stillRunning) => services.logger.warn({ still_running: stillRunning },
        'grace period over: idle and not-yet-started connections closed; requests still running are answered first'),
      onListenerClosed: () => services.logger.info({ signal, grace_ms: config.shutdownGraceMs }, 'shutting down'),
    })
    await drained
    await services.close()
    services.logger.info('stopped')
    // Log lines are written in batches (src/lib/line-destination.ts): every one of them is out before the exit.
    await flushLogs(services.logger, 5000)
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

/** Closes the services, giving up after `ms` (a boot that failed must not hang on an unreachable store). */
async function closeWithin(services: Services, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    services.close().catch(() => undefined),
    new Promise<void>((resolve) => { timer = setTimeout(resolve, ms) }),
  ])
  clearTimeout(timer)
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof SkillLoadError || err instanceof ListenError) {
    process.stderr.write(`cannot start: ${err.message}\n`)
  } else {
    process.stderr.write(`cannot start: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`)
  }
  process.exit(1)
})
