// Entry point of `npm start`: loadConfig → buildServices → buildApp → serve (src/serve.ts: listen, start the workers,
// drain and close on SIGTERM/SIGINT). A port it cannot listen on stops the boot (exit 1, naming host and port) before
// any worker starts.
import { loadConfig } from './config.ts'
import { buildServices } from './services.ts'
import { buildApp } from './app.ts'
import { messageClasses } from './http/index.ts'
import { cannotStart, serve } from './serve.ts'

async function main(): Promise<void> {
  const config = loadConfig()
  const services = await buildServices(config)
  const app = buildApp(services)
  await serve(config, {
    services: () => services,
    handler: app,
    messages: messageClasses(app),
    serviceVersion: services.versioning.current,
  })
}

main().catch(cannotStart)
