// Entry point: loadConfig → buildServices → buildApp → listen; graceful shutdown.
// On SIGTERM/SIGINT: stop accepting, let in-flight requests finish (up to SHUTDOWN_GRACE_MS), flush pending
// writes, then close the stores: every acknowledged write is already durable when its response is sent.
import type { Server } from 'node:http'
import { loadConfig, ConfigError } from './config.ts'
import { buildServices } from './services.ts'
import { buildApp } from './app.ts'
import { SkillLoadError } from './skill-runtime/index.ts'

async function main(): Promise<void> {
  const config = loadConfig()
  const services = await buildServices(config)
  const app = buildApp(services)
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(config.port, config.host, () => resolve(s))
    s.on('error', reject)
  })
  server.keepAliveTimeout = 65_000
  services.reaper.start()
  if (config.webhooks.dispatcher) services.dispatcher.start()
  const addr = server.address()
  const port = typeof addr === 'object' && addr ? addr.port : config.port
  services.logger.info({
    port, store: services.stores.kind, coordination: services.coordination.kind, skills: services.registry.size,
    operations: services.router.operationCount,
  }, `listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`)

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    services.logger.info({ signal }, 'shutting down')
    const force = setTimeout(() => {
      services.logger.warn('grace period over; closing remaining connections')
      server.closeAllConnections()
    }, config.shutdownGraceMs)
    force.unref()
    await new Promise<void>((resolve) => {
      server.close(() => resolve())
      server.closeIdleConnections()
    })
    await services.close()
    services.logger.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof SkillLoadError) {
    process.stderr.write(`cannot start: ${err.message}\n`)
  } else {
    process.stderr.write(`cannot start: ${err instanceof Error ? err.stack ?? err.message : String(err)}\n`)
  }
  process.exit(1)
})
