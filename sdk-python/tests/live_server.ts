// The live server for the Python SDK's end-to-end tests (tests/conftest.py spawns it with the project's Node): the
// same real server, tenant and HTTPS webhook receiver as sdk/test/e2e.test.ts, through the server's own test support
// (src/testing), so both SDKs run issue 12 §3's scenario against the same thing. With REDIS_URL/MONGODB_URL set, a
// second instance shares the first one's store, as in the TypeScript test.
//
// Protocol, one JSON object per line: on start it prints {ready, url, url_b, api_key, receiver_port, uses_redis};
// then it answers each command read from stdin ({id, cmd, ...}) with {id, ...}. Commands: now, freeze {at_ms},
// thaw, dispatch {times}, received {since}. It exits when stdin closes (pytest finished or was interrupted) or on
// SIGTERM/SIGINT, closing the servers and removing its temporary CA.
import readline from 'node:readline'
import { createTenant, startTestServer, usesRedis, type TestServer } from '../../src/testing/test-server.ts'
import { startHttpsReceiver } from '../../src/webhooks/testing/https-receiver.ts'
import { makeTrust } from '../../src/webhooks/testing/fault-receiver.ts'

/** Real time plus an offset, which the test can freeze (a 60 s rate window then passes without waiting a minute). */
class OffsetClock {
  offsetMs = 0
  frozenMs: number | null = null
  now(): Date { return new Date(this.nowMs()) }
  nowMs(): number { return this.frozenMs ?? Date.now() + this.offsetMs }
  freeze(at: number): void { this.frozenMs = at }
  thaw(): void { if (this.frozenMs !== null) { this.offsetMs = this.frozenMs - Date.now(); this.frozenMs = null } }
}

const clock = new OffsetClock()
const trust = makeTrust(['localhost'])
const receiver = await startHttpsReceiver(trust.cert)
const a: TestServer = await startTestServer({ clock, env: { WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_CA_FILE: trust.caFile } })
const b: TestServer | null = usesRedis() ? await startTestServer({ clock, shareWith: a }) : null
const t = await createTenant(a.services)
await a.services.dispatcher.runOnce() // the bootstrap key's event, before any endpoint exists
// WorkStream cycles run by themselves, as on a deployed server (the README's cycle tail waits for one to complete).
a.services.workstreamWorker.start()
b?.services.workstreamWorker.start()

let closing = false
async function shutdown(code: number): Promise<never> {
  if (!closing) {
    closing = true
    try { await b?.close(); await a.close(); await receiver.close() } finally { trust.cleanup() }
  }
  process.exit(code)
}
process.on('SIGTERM', () => { void shutdown(0) })
process.on('SIGINT', () => { void shutdown(0) })

const out = (o: unknown) => process.stdout.write(`${JSON.stringify(o)}\n`)
out({ ready: true, url: a.url, url_b: b?.url ?? null, api_key: t.adminKey, receiver_port: receiver.port, uses_redis: usesRedis() })

interface Command { id: number; cmd: string; at_ms?: number; times?: number; since?: number }

for await (const line of readline.createInterface({ input: process.stdin })) {
  if (!line.trim()) continue
  const c = JSON.parse(line) as Command
  try {
    if (c.cmd === 'now') out({ id: c.id, now_ms: clock.nowMs() })
    else if (c.cmd === 'freeze') { clock.freeze(Number(c.at_ms)); out({ id: c.id }) }
    else if (c.cmd === 'thaw') { clock.thaw(); out({ id: c.id }) }
    else if (c.cmd === 'dispatch') {
      for (let i = 0; i < (c.times ?? 1); i++) await a.services.dispatcher.runOnce()
      out({ id: c.id })
    } else if (c.cmd === 'received') {
      const got = receiver.requests.slice(c.since ?? 0).map((r) => ({
        headers: r.headers, body_b64: Buffer.from(r.body, 'utf8').toString('base64'),
      }))
      out({ id: c.id, count: receiver.requests.length, requests: got })
    } else out({ id: c.id, error: `unknown command ${c.cmd}` })
  } catch (err) {
    out({ id: c.id, error: String(err) })
  }
}
await shutdown(0)
