// The server `npm run dev` runs (src/skill-kit/dev.ts starts it and tells it what changed): main.ts's server, whose
// skills can be reloaded in place. A reload loads the skills folder again (changed folders' handler.ts, and the files of
// those folders it imports, imported afresh: src/skill-kit/reload-hooks.mjs), builds the whole composition again over the same stores and
// coordination (buildServices: the bundled spec and /openapi.json, the router and every validator, the operation
// catalogue, the catalogue, the MCP tools, routing), and swaps the request handler; the old composition's background
// work stops. Nothing of the one door is skipped or patched: it is built the one way it always is. A folder that does not
// load leaves the running composition as it was. Requests already running finish on the composition they started on.
//
// Messages (Node IPC): dev.ts sends {type: 'reload', folders}; this answers {type: 'reloaded', ms} or {type: 'failed',
// message}. Listening, draining and stopping are main.ts's (src/serve.ts), with the same settings; only the handler is
// swappable.
import { register } from 'node:module'
import { pathToFileURL } from 'node:url'
import { loadConfig } from './config.ts'
import { buildServices, type Services } from './services.ts'
import { buildApp } from './app.ts'
import { loadSkills } from './skill-runtime/index.ts'
import { cannotStart, serve } from './serve.ts'

export type DevMessage = { type: 'reload'; folders: string[] }
export type DevAnswer = { type: 'reloaded'; ms: number; skills: number } | { type: 'failed'; message: string }

async function main(): Promise<void> {
  const config = loadConfig()
  register('./skill-kit/reload-hooks.mjs', import.meta.url, {
    data: { skillsUrl: pathToFileURL(`${config.skillsDir}/`).href },
  })
  // A folder's handler is imported with its version in the URL; a new version imports it (and its own files) afresh.
  const versions = new Map<string, number>()
  const importQuery = (folder: string) => (versions.has(folder) ? `dev-reload=${versions.get(folder)}` : undefined)

  let services: Services = await buildServices(config, {
    registry: await loadSkills(config.skillsDir, { importQuery }),
  })
  let app = buildApp(services)
  let reloading: Promise<void> = Promise.resolve()
  await serve(config, {
    services: () => services,
    handler: (req, res) => app(req, res),
    serviceVersion: services.versioning.latest,
    logFields: { dev: true },
    beforeStop: () => reloading,
    stopOn: ['disconnect'], // dev.ts went away
  })

  const reload = async (folders: string[]): Promise<DevAnswer> => {
    const started = performance.now()
    for (const f of folders) versions.set(f, (versions.get(f) ?? 0) + 1)
    let next: Services
    try {
      const registry = await loadSkills(config.skillsDir, { importQuery })
      next = await buildServices(config, {
        stores: services.stores,
        coordination: services.coordination,
        logger: services.logger,
        registry,
      })
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
    reloading = reloading.then(async () => {
      process.send?.(await reload(m.folders))
    })
  })
}

main().catch(cannotStart)
