// The README is exact:
// - its resource table lists every resource and method the client has, and nothing it has not;
// - every ```ts example in it runs, as written, against a live server (the names an example takes as given, such as
//   `client`, `client_id`, `cycleId`, `rawBody` or `statementPath`, are provided here; `import … from
//   'skills-connect'` gets this SDK, and a few node: modules are given). Types are stripped with node:module's stripTypeScriptTypes and each block runs
//   as the body of an async function, so an example that throws, or calls a method that does not exist, fails here.
import fs from 'node:fs'
import fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { stripTypeScriptTypes } from 'node:module'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../../src/testing/test-server.ts'
import * as sdk from '../src/index.ts'
import * as webhooks from '../src/webhooks.ts'

/** The Node modules an example may import. */
const NODE_MODULES: Record<string, unknown> = { 'node:fs': fs, 'node:fs/promises': fsp, 'node:path': path }

const readme = fs.readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8')

/** `client.x.y` → its method names, walked from a live object. */
function methodsOf(root: object): Map<string, string[]> {
  const out = new Map<string, string[]>()
  const walk = (obj: object, name: string) => {
    const proto = Object.getPrototypeOf(obj) as object
    const methods = Object.getOwnPropertyNames(proto).filter((n) => {
      if (n === 'constructor') return false
      const d = Object.getOwnPropertyDescriptor(proto, n)
      return typeof d?.value === 'function'
    })
    if (methods.length) out.set(name, methods.sort())
    for (const [k, v] of Object.entries(obj))
      if (v && typeof v === 'object' && Object.getPrototypeOf(v) !== Object.prototype) walk(v as object, `${name}.${k}`)
  }
  walk(root, 'client')
  return out
}

function readmeTable(): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const line of readme.split('\n')) {
    const m = /^\| `(client(?:\.[A-Za-z]+)*)` \| (.+) \|$/.exec(line)
    if (m) out.set(m[1]!, [...m[2]!.matchAll(/`([A-Za-z]+)`/g)].map((x) => x[1]!).sort())
  }
  return out
}

function examples(): Array<{ line: number; code: string }> {
  const out: Array<{ line: number; code: string }> = []
  const re = /```ts\n([\s\S]*?)```/g
  for (let m = re.exec(readme); m; m = re.exec(readme))
    out.push({ line: readme.slice(0, m.index).split('\n').length, code: m[1]! })
  return out
}

describe('sdk/README.md', () => {
  it("lists exactly the client's resources and methods", () => {
    const client = new sdk.SkillsConnect({ apiKey: 'sk_test', baseUrl: 'http://sdk.test' })
    const actual = Object.fromEntries(methodsOf(client))
    expect(Object.fromEntries(readmeTable())).toEqual(actual)
    expect(Object.keys(actual).length).toBeGreaterThan(15)
  })

  describe('every example runs against a live server', () => {
    let srv: TestServer
    let t: Tenant
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-readme-'))
    const given: Record<string, unknown> = {}
    const saved = {
      k: process.env.SKILLS_CONNECT_API_KEY,
      u: process.env.SKILLS_CONNECT_BASE_URL,
      w: process.env.WEBHOOK_SECRET,
    }

    beforeAll(async () => {
      srv = await startTestServer()
      srv.services.workstreamWorker.start() // the WorkStreams example tails its cycle to the end
      t = await createTenant(srv.services)
      process.env.SKILLS_CONNECT_API_KEY = t.adminKey
      process.env.SKILLS_CONNECT_BASE_URL = srv.url
      const client = new sdk.SkillsConnect()
      const c = await client.clients.create({ name: 'Readme Pty Ltd', currency: 'AUD' })
      const template = await client.workstreams.templates.create({
        name: 'One check',
        tasks: [
          {
            key: 'check',
            skill: 'identifiers.validate',
            input: { identifiers: [{ scheme: 'au_abn', value: '53 004 085 616' }] },
          },
        ],
      })
      const plan = await client.workstreams.workplans.create({
        name: 'Readme plan',
        client_id: c.id,
        template_id: template.id,
      })
      const cycle = await client.workstreams.cycles.create({ workplan_id: plan.id, period: '2026-01' })
      const secret = 'whsec_readme_example'
      const body = JSON.stringify({ event: 'api_key.created', data: { id: 'key_1', name: 'ci' } })
      process.env.WEBHOOK_SECRET = secret
      const statementPath = path.join(tmp, 'march.csv')
      fs.writeFileSync(statementPath, 'date,amount\n2026-03-01,12.50\n')
      Object.assign(given, {
        client,
        client_id: c.id,
        cycleId: cycle.id,
        secret,
        body,
        rawBody: body,
        req: { headers: await sdk.signWebhookPayload(body, secret, { event: 'api_key.created' }) },
        statementPath,
        console: { log: () => {} },
      })
    }, 60_000)
    afterAll(async () => {
      await srv?.close()
      fs.rmSync(tmp, { recursive: true, force: true })
      for (const [k, v] of [
        ['SKILLS_CONNECT_API_KEY', saved.k],
        ['SKILLS_CONNECT_BASE_URL', saved.u],
        ['WEBHOOK_SECRET', saved.w],
      ] as const) {
        if (v === undefined) delete process.env[k]
        else process.env[k] = v
      }
    })

    it.each(examples())('the example at line $line', async ({ code }) => {
      const js = stripTypeScriptTypes(code)
        .replace(
          /^import\s*\{([^}]*)\}\s*from\s*'skills-connect(\/webhooks)?'/gm,
          (_, names: string, sub?: string) => `const {${names}} = ${sub ? '$webhooks' : '$sdk'}`,
        )
        .replace(
          /^import\s*\{([^}]*)\}\s*from\s*'(node:[a-z/]+)'/gm,
          (_, names: string, mod: string) => `const {${names}} = $node[${JSON.stringify(mod)}]`,
        )
      expect(js).not.toMatch(/^import /m)
      const declared = new Set(
        [...js.matchAll(/\b(?:const|let)\s+(?:\{([^}]*)\}|([A-Za-z_$][\w$]*))/g)].flatMap((m) =>
          (m[1] ?? m[2]!).split(',').map((x) => x.split(':').pop()!.trim()),
        ),
      )
      const names = Object.keys(given).filter((n) => !declared.has(n))
      const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
        ...args: string[]
      ) => (...a: unknown[]) => Promise<unknown>
      const run = new AsyncFunction('$sdk', '$webhooks', '$node', ...names, js)
      await run(sdk, webhooks, NODE_MODULES, ...names.map((n) => given[n]))
    })
  })
})
