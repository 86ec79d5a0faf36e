// Test-only server entry: the real server (config, services, app, stores from the environment) with one fault
// injected, for tests that SIGKILL a server process in the middle of a key change (create-kill.test.ts).
// KEY_FAULT=hang-mirror-insert: every mirror insert hangs forever (a store stall at the worst moment).
// KEY_FAULT_REPORT=<file>: one JSON line per event: {"value":…} for each key value made (the fault hook is the
// only way a test can learn a value the server never showed) and {"event":"mirror-insert"} when the hang starts.
// Prints {"port":N} on stdout once listening. Never used outside tests.
import fs from 'node:fs'
import type { Server } from 'node:http'
import { loadConfig } from '../../config.ts'
import { buildServices, openStores } from '../../services.ts'
import { buildApp } from '../../app.ts'
import { generateKeyValue } from '../../auth/index.ts'
import type { Stores } from '../../store/ports/index.ts'

const report = (line: Record<string, unknown>): void => {
  const file = process.env.KEY_FAULT_REPORT
  if (file) fs.appendFileSync(file, `${JSON.stringify(line)}\n`)
}

const config = loadConfig()
const stores = await openStores(config)
let faulty: Stores = stores
if (process.env.KEY_FAULT === 'hang-mirror-insert') {
  faulty = {
    ...stores,
    keyMirror: {
      ...stores.keyMirror,
      insert: () => {
        report({ event: 'mirror-insert' })
        return new Promise<void>(() => undefined)
      },
    },
  }
} else if (process.env.KEY_FAULT) {
  throw new Error(`unknown KEY_FAULT ${process.env.KEY_FAULT}`)
}
const services = await buildServices(config, { stores: faulty })
services.keysDeps.generateValue = () => {
  const value = generateKeyValue()
  report({ value })
  return value
}
const app = buildApp(services)
const server: Server = await new Promise((resolve) => {
  const s = app.listen(0, '127.0.0.1', () => resolve(s))
})
const addr = server.address()
process.stdout.write(`${JSON.stringify({ port: typeof addr === 'object' && addr ? addr.port : 0 })}\n`)
