// The server `npm run dev` runs (src/skill-kit/dev.ts starts it and tells it what changed): main.ts's server, whose
// skills can be reloaded in place. A reload loads the skills folder again (changed folders' handler.ts, and the files of
// those folders it imports, imported afresh: src/skill-kit/reload-hooks.mjs), builds the whole composition again over the same stores and
// coordination (buildServices: the bundled spec and /openapi.json, the router and every validator, the operation
// catalogue, the catalogue, the MCP tools, routing), and swaps the request handler; the old composition's background
// work stops. Nothing of the one door is skipped or patched: it is built the one way it always is. A folder that does not
// load leaves the running composition as it was. Requests already running finish on the composition they started on.
//
// Messages (Node IPC): dev.ts sends {type: 'reload', folders}; this answers {type: 'reloaded', ms} or {type: 'failed',
// message}. Listening, draining and stopping are main.ts's, with the same settings; only the handler is swappable.
import { register } from 'node:module'
import { pathToFileURL } from 'node:url'
import { loadConfig, ConfigError } from './config.ts'
import { buildServices, type Services } from './services.ts'
import { buildApp } from './app.ts'
import { createHttpTransport, ListenError } from './http/index.ts'
import { loadSkills, SkillLoadError } from './skill-runtime/index.ts'
import { flushLogs } from './lib/logger.ts'

export type DevMessage = { type: 'reload'; folders: string[] }
export type DevAnswer = { type: 'reloaded'; ms: number; skills: number } | { type: 'failed'; message: string }

async function main(): Promise<void> {
  const config = loadConfig()
  register('./skill-kit/reload-hooks.mjs', import.meta.url, { data: { skillsUrl: pathToFileURL(`${config.skillsDir}/`).href } })
  // A folder's handler is imported with its version in the URL; a new version imports it (and its own files) afresh.
  const versions = new Map<string, number>()
  const importQuery = (folder: string) => (versions.has(folder) ? `dev-reload=${versions.get(folder)}` : undefined)

  let services: Services = await buildServices(config, { registry: await loadSkills(config.skillsDir, { importQuery }) })
  let app = buildApp(services)
  const transport = createHttpTransport((req, res) => app(req, res), {
    headersTimeoutMs: config.headersTimeoutMs, requestTimeoutMs: config.requestTimeoutMs, keepAliveTimeoutMs: config.keepAliveTimeoutMs,
    serviceVersion: services.versioning.latest,
    onRefusal: (r) => services.logger.info({ correlation_id: r.correlationId, status: r.status, code: r.code }, 'request refused by the HTTP parser'),
  })
  const address = await transport.listen(config.port, config.host)
  services.start()
  services.logger.info({ port: address.port, store: services.stores.kind, skills: services.registry.size, dev: true },
    `listening on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${address.port}`)

  let reloading: Promise<void> = Promise.resolve()
  const reload = async (folders: string[]): Promise<DevAnswer> => {
    const started = performance.now()
    for (const f of folders) versions.set(f, (versions.get(f) ?? 0) + 1)
    let next: Services
    try {
      const registry = await loadSkills(config.skillsDir, { importQuery })
      next = await buildServices(config, { stores: services.stores, coordination: services.coordination, logger: services.logger, registry })
    } catch (e) {
      return { type: 'failed', message: e instanceof Error ? e.message : String(e) }
    }
    const old = services
    services = next
    app = buildApp(next)
    const ms = performance.now() - started
    await old.stop()
    next.start()
    return { type: 'reloaded', ms, skills: next.registry.size }
  }
  process.on('message', (m: DevMessage) => {
    if (m?.type !== 'reload') return
    reloading = reloading.then(async () => { process.send?.(await reload(m.folders)) })
  })

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    await reloading
    await transport.drain({ graceMs: config.shutdownGraceMs })
    await services.close()
    await flushLogs(services.logger, 5000)
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop())
  process.on('SIGINT', () => void stop())
  process.on('disconnect', () => void stop()) // dev.ts went away
}

main().catch((err: unknown) => {
  const known = err instanceof ConfigError || err instanceof SkillLoadError || err instanceof ListenError
  process.stderr.write(`cannot start: ${known ? (err as Error).message : err instanceof Error ? err.stack ?? err.message : String(err)}\n`)
  process.exit(1)
})
