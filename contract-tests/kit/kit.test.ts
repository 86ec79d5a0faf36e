// The contract kit as a user runs it (issue 26 §4): `npm pack --ignore-scripts` of contract-tests/kit (its committed
// build, kept fresh by contract-tests/packages/builds.test.ts), the tarball installed in a fresh project outside the repository (Prism comes in as its
// dependency), and its bin run as a child process against the real server started as `npm start` starts it (its own
// data dir, two organizations bootstrapped by the admin command line). This is how the project's own CI runs the kit
// against a live server: read-only, then with --allow-writes and a second organization's key; each time the JUnit XML
// says tests > 0 and failures = 0, and afterwards the server holds nothing the kit made (no live key, endpoint or
// workspace named contract-kit-…). Then what must fail does: a wrong upstream (Prism in front of it reports the
// violation; the JUnit names the check), a Service-Version the kit was not built for (exit 3), a key allowed 3
// requests a minute with no waiting allowed (exit 4, the throttled checks JUnit skips, no failure), Node 20 (exit 2),
// and no key (exit 2). No key ever appears in the output or the XML. `cleanup` removes old leftovers, and only those.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeStoreIndependent } from '../../src/testing/configuration.ts'
import { serverEnv, startServerProcess, type ServerEnv, type ServerProcess } from '../../src/testing/server-process.ts'

const REPO = path.resolve(import.meta.dirname, '../..')
const KIT = import.meta.dirname
const ADMIN = path.join(REPO, 'src', 'cli', 'admin.ts')
const SERVED = JSON.parse(fs.readFileSync(path.join(REPO, 'src', 'generated', 'openapi.json'), 'utf8')) as {
  info: { version: string }
}

interface Result {
  code: number | null
  stdout: string
  stderr: string
  ms: number
}

function run(
  cmd: string,
  args: string[],
  o: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<Result> {
  const started = Date.now()
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: o.cwd,
      env: o.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: o.timeoutMs ?? 150_000,
    })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (s: string) => {
      stdout += s
    })
    child.stderr.setEncoding('utf8').on('data', (s: string) => {
      stderr += s
    })
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }))
  })
}
const show = (r: Result) => `exit ${r.code}\n${r.stdout.slice(-4000)}\n${r.stderr.slice(-4000)}`

/** This environment without npm's variables and node_modules/.bin, with `extra` over it. */
function cleanEnv(extra: Record<string, string | undefined> = {}, pathFirst: string[] = []): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(process.env)) if (!/^(npm_|SKC_|NODE_OPTIONS$|VITEST|TEST$)/i.test(k)) env[k] = v
  const dirs = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((d) => d && !d.split(path.sep).includes('node_modules'))
  return { ...env, PATH: [...pathFirst, ...dirs].join(path.delimiter), ...extra }
}

interface Junit {
  tests: number
  failures: number
  skipped: number
  xml: string
}
function junit(file: string): Junit {
  const xml = fs.readFileSync(file, 'utf8')
  const count = (name: string) => Number(new RegExp(`<!-- ${name} (\\d+) -->`).exec(xml)?.[1] ?? NaN)
  return { tests: count('tests'), failures: count('fail') + count('cancelled'), skipped: count('skipped'), xml }
}
/** The <testcase> element of the check whose name contains `name`, with what it holds. */
function testcase(xml: string, name: string): string {
  const at = xml.indexOf(`<testcase name="${name}`)
  if (at < 0) throw new Error(`no testcase named ${name}…`)
  const selfClosing = xml.indexOf('/>', at)
  const open = xml.indexOf('>', at)
  return selfClosing === open - 1 ? xml.slice(at, selfClosing + 2) : xml.slice(at, xml.indexOf('</testcase>', at) + 11)
}

/** A second organization and key with the admin command line (bootstrap of another email). */
function bootstrapOrg(
  env: Record<string, string>,
  org: string,
  email: string,
): { api_key: string; organization_id: string } {
  const r = spawnSync(process.execPath, [ADMIN, 'bootstrap', '--org', org, '--email', email], { env, encoding: 'utf8' })
  if (r.status !== 0) throw new Error(`bootstrap failed (${r.status}): ${r.stderr}`)
  return JSON.parse(r.stdout) as { api_key: string; organization_id: string }
}

/** Rate-limit headers as of now, consistent (the kit fails an answer without them). */
function rateLimitHeaders(): Record<string, string> {
  const reset = Math.ceil(Date.now() / 1000) + 60
  return {
    'x-ratelimit-limit': '120',
    'x-ratelimit-remaining': '119',
    'x-ratelimit-reset': String(reset),
    'ratelimit-policy': '"ip";q=120;w=60',
    ratelimit: '"ip";r=119;t=60',
  }
}

/** A wrong upstream: serves `doc`, a healthy /health, a getMe leaking a member its schema forbids, and 500 otherwise. */
async function wrongUpstream(doc: unknown): Promise<{ url: string; close(): Promise<void> }> {
  const health = {
    status: 'ok',
    version: SERVED.info.version,
    store: { kind: 'embedded', status: 'ok' },
    redis: { status: 'not_configured' },
    rate_limits: { mode: 'local' },
  }
  const me = {
    user_id: 'user_x',
    organization_id: 'org_x',
    workspace_id: null,
    auth_method: 'api_key',
    permissions: [],
    key_id: 'key_x',
    session_id: null,
    api_key_value: 'leaked',
  }
  const server = http.createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      const p = (req.url ?? '').split('?')[0]
      const [status, body] =
        p === '/openapi.json'
          ? [200, doc]
          : p === '/health'
            ? [200, health]
            : p === '/api/v1/auth/me'
              ? [200, me]
              : [500, { error: { type: 'api_error', code: 'internal_error', message: 'm', correlation_id: 'req_x' } }]
      res.writeHead(status, {
        'content-type': 'application/json',
        'x-correlation-id': 'req_x',
        'service-version': SERVED.info.version,
        ...rateLimitHeaders(),
      })
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

describeStoreIndependent(
  'the contract kit, installed from its tarball, against a live server',
  { timeout: 180_000 },
  () => {
    const tmp = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'skc-kit-'))
    const consumer = path.join(tmp, 'consumer')
    const pkg = JSON.parse(fs.readFileSync(path.join(KIT, 'package.json'), 'utf8')) as {
      name: string
      version: string
      engines: { node: string }
      bin: Record<string, string>
      dependencies: Record<string, string>
    }
    let packedFiles: string[] = []
    let senv: ServerEnv
    let server: (ServerProcess & { port: number }) | undefined
    let base = ''
    let first: { api_key: string; organization_id: string }
    let second: { api_key: string; organization_id: string }
    const outputs: string[] = [] // every stdout, stderr and JUnit file of the kit, searched for the keys at the end

    /** The installed bin, on this Node (the project's 24), in the consumer project; SKC_* from `env`. */
    const kit = async (
      args: string[],
      env: Record<string, string | undefined> = {},
      node = process.execPath,
    ): Promise<Result> => {
      const r = await run(
        node,
        [path.join(consumer, 'node_modules', pkg.name, pkg.bin['skills-connect-contract']!), ...args],
        { cwd: consumer, env: cleanEnv(env) },
      )
      outputs.push(r.stdout, r.stderr)
      return r
    }
    const readJunit = (file: string) => {
      const j = junit(file)
      outputs.push(j.xml)
      return j
    }

    /** Straight to the server with the first organization's key. */
    const api = async (p: string, init: { method?: string; body?: unknown; token?: string } = {}) => {
      const res = await fetch(base + p, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          authorization: `Bearer ${init.token ?? first.api_key}`,
          ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      })
      return { status: res.status, body: (res.status === 204 ? null : await res.json()) as any }
    }
    /** What carries a contract-kit name on the server: live keys, endpoints, live workspaces, clients. */
    const kitLeftovers = async () => {
      const keys = (await api('/api/v1/connect-keys?limit=100')).body.data as {
        name: string
        revoked_at: string | null
      }[]
      const endpoints = (await api('/api/v1/webhooks/endpoints?limit=100')).body.data as {
        description: string | null
      }[]
      const workspaces = (await api('/api/v1/workspaces?limit=100&include_archived=true')).body.data as {
        name: string
        archived_at: string | null
      }[]
      const clients = (await api('/api/v1/clients?limit=100')).body.data as { name: string }[]
      const named = (s: string | null) => (s ?? '').startsWith('contract-kit-')
      return {
        liveKeys: keys.filter((k) => named(k.name) && k.revoked_at === null).length,
        endpoints: endpoints.filter((e) => named(e.description)).length,
        liveWorkspaces: workspaces.filter((w) => named(w.name) && w.archived_at === null).length,
        archivedWorkspaces: workspaces.filter((w) => named(w.name) && w.archived_at !== null).length,
        clients: clients.filter((c) => named(c.name)).length,
      }
    }

    beforeAll(async () => {
      expect(path.relative(REPO, tmp).startsWith('..')).toBe(true)
      const npmEnv = cleanEnv({}, [path.dirname(process.execPath)])
      senv = serverEnv({}, { WEBHOOK_ALLOW_HOSTS: 'localhost' }) // the kit's endpoint URL is https://localhost/…: no DNS needed
      first = bootstrapOrg(senv.env, 'Kit First', 'kit-first@example.com')
      second = bootstrapOrg(senv.env, 'Kit Second', 'kit-second@example.com')
      const [packed] = await Promise.all([
        run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], {
          cwd: KIT,
          env: npmEnv,
          timeoutMs: 120_000,
        }),
        startServerProcess(senv.env).then((s) => {
          server = s
          base = `http://127.0.0.1:${s.port}`
        }),
      ])
      expect(packed!.code, show(packed!)).toBe(0)
      const [info] = JSON.parse(packed!.stdout.slice(packed!.stdout.indexOf('[\n'))) as Array<{
        filename: string
        files: Array<{ path: string }>
      }>
      packedFiles = info!.files.map((f) => f.path)
      fs.mkdirSync(consumer)
      fs.writeFileSync(path.join(consumer, 'package.json'), JSON.stringify({ name: 'consumer', private: true }))
      // --ignore-scripts: Prism depends on @scarf/scarf, whose install script reports installs (the root package.json
      // refuses it the same way); the kit needs no install script.
      const i = await run(
        'npm',
        ['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts', path.join(tmp, info!.filename)],
        { cwd: consumer, env: npmEnv, timeoutMs: 150_000 },
      )
      expect(i.code, show(i)).toBe(0)
    }, 240_000)

    afterAll(async () => {
      server?.kill()
      await server?.exited
      await senv?.cleanup()
      fs.rmSync(tmp, { recursive: true, force: true })
    }, 60_000)

    it('the tarball holds the bundle its bin names, the README and package.json; it depends on Prism alone, on the Node Prism needs', () => {
      expect(packedFiles.filter((f) => !/^dist\/lib\/chunk-\w+\.mjs$/.test(f)).sort()).toEqual([
        'README.md',
        'dist/checks.mjs',
        'dist/skills-connect-contract.mjs',
        'package.json',
      ])
      expect(pkg.bin).toEqual({ 'skills-connect-contract': 'dist/skills-connect-contract.mjs' })
      expect(Object.keys(pkg.dependencies)).toEqual(['@stoplight/prism-cli'])
      const prism = JSON.parse(
        fs.readFileSync(path.join(consumer, 'node_modules', '@stoplight', 'prism-cli', 'package.json'), 'utf8'),
      ) as { version: string; engines: { node: string } }
      expect(prism.version).toBe(pkg.dependencies['@stoplight/prism-cli'])
      expect(`${pkg.engines.node}.0`).toBe(prism.engines.node) // the kit runs Prism on its own Node
      // The bundle imports only Node's modules and its own chunks (no server code, no package but Prism, found by resolve).
      const dist = path.join(consumer, 'node_modules', pkg.name, 'dist')
      for (const f of fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((x) => x.endsWith('.mjs'))) {
        const text = fs.readFileSync(path.join(dist, f), 'utf8')
        for (const m of text.matchAll(
          /^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']/gm,
        ))
          expect(m[1] ?? m[2], f).toMatch(/^(node:|\.\.?\/)/)
      }
    })

    it('npx skills-connect-contract --version names the Service-Version it checks; --help the exit statuses; no key is exit 2', async () => {
      const v = await run('npx', ['--no', '--', 'skills-connect-contract', '--version'], {
        cwd: consumer,
        env: cleanEnv({}, [path.dirname(process.execPath)]),
      })
      expect(v.stdout.trim(), show(v)).toBe(`${pkg.version} (Service-Version ${SERVED.info.version})`)
      const h = await kit(['--help'])
      expect(h.code).toBe(0)
      expect(h.stdout).toContain('Exit status: 0 passed; 1 a check failed')
      const none = await kit(['--base-url', base])
      expect(none.code, show(none)).toBe(2)
      expect(none.stderr).toContain('no API key')
    })

    it('read-only: exit 0, JUnit with tests and no failure, and nothing created', async () => {
      const before = await kitLeftovers()
      const keysBefore = (await api('/api/v1/connect-keys?limit=100')).body.data.length as number
      const file = path.join(tmp, 'read-only.xml')
      const r = await kit(['--junit', file], { SKC_BASE_URL: base, SKC_API_KEY: first.api_key })
      console.info(`kit read-only: ${r.ms} ms`)
      expect(r.code, show(r)).toBe(0)
      const j = readJunit(file)
      expect(j.tests, j.xml.slice(-2000)).toBeGreaterThan(40)
      expect(j.failures).toBe(0)
      expect(j.xml).toContain('<testcase name="getMe GET /api/v1/auth/me')
      expect(j.xml).toMatch(/<testcase name="identifiers\.validate \(invoke_\w+\): example [\w-]+ answers 200"/)
      expect(testcase(j.xml, 'keys, idempotency, clients, webhooks: not run')).toContain('<skipped')
      expect(await kitLeftovers()).toEqual(before)
      expect((await api('/api/v1/connect-keys?limit=100')).body.data.length).toBe(keysBefore)
    })

    it("with --allow-writes and a second organization's key: exit 0, JUnit with no failure, every resource it made removed", async () => {
      const file = path.join(tmp, 'writes.xml')
      const r = await kit(['--allow-writes', '--junit', file, '--webhook-url', 'https://localhost/contract-kit'], {
        SKC_BASE_URL: base,
        SKC_API_KEY: first.api_key,
        SKC_SECOND_API_KEY: second.api_key,
      })
      console.info(`kit with writes: ${r.ms} ms`)
      expect(r.code, show(r)).toBe(0)
      const j = readJunit(file)
      expect(j.tests).toBeGreaterThan(80)
      expect(j.failures).toBe(0)
      for (const name of [
        'createConnectKey',
        'rotateConnectKey',
        'deleteConnectKey',
        'createConnectKey with Idempotency-Key',
        'createClient',
        'archiveWorkspace',
        'createWebhookEndpoint',
        'deleteWebhookEndpoint',
        'another organization: 404 client_not_found',
        'every resource the run created is removed',
      ]) {
        expect(testcase(j.xml, name), name).not.toMatch(/<(failure|skipped)/)
      }
      // The write skills' examples that name only a client went into the kit's own client, and what they wrote is there.
      const sent = [
        ...j.xml.matchAll(
          /<testcase name="([\w.-]+) \(\w+, writes\): example [\w-]+ into the kit's client answers 200/g,
        ),
      ].map((m) => m[1])
      expect(sent).toEqual(
        expect.arrayContaining(['accounts.import', 'journal.import', 'journal.record', 'bank.import', 'tb.import']),
      )
      for (const name of sent) expect(testcase(j.xml, `${name} (`), name).not.toMatch(/<(failure|skipped)/)
      const kitClient = ((await api('/api/v1/clients?limit=100')).body.data as { id: string; name: string }[]).find(
        (c) => c.name.startsWith('contract-kit-'),
      )
      expect(kitClient).toBeDefined()
      const entries = await api(`/api/v1/clients/${kitClient!.id}/journal-entries?limit=100`)
      expect(entries.status).toBe(200)
      expect(entries.body.data.length).toBeGreaterThan(0)
      expect(r.stderr).toMatch(/resources: 5 created, 5 removed/)
      // What the server holds afterwards: no live key, no endpoint, no live workspace of the kit; the one client it
      // cannot delete sits in its archived workspace.
      expect(await kitLeftovers()).toEqual({
        liveKeys: 0,
        endpoints: 0,
        liveWorkspaces: 0,
        archivedWorkspaces: 1,
        clients: 1,
      })
      const otherKeys = (await api('/api/v1/connect-keys?limit=100', { token: second.api_key })).body.data as {
        name: string
      }[]
      expect(otherKeys.filter((k) => k.name.startsWith('contract-kit-'))).toEqual([]) // the second organization is only read
    })

    it('throttled: a key allowed 3 requests a minute and no time to wait: exit 4, the throttled checks are skips, nothing fails', async () => {
      const created = await api('/api/v1/connect-keys', {
        body: {
          name: 'kit throttle test',
          permissions: ['search:read', 'documents:analyse', 'clients:read'],
          rate_limit_per_minute: 3,
        },
      })
      expect(created.status).toBe(201)
      const file = path.join(tmp, 'throttled.xml')
      const r = await kit(['--base-url', base, '--only', 'skills', '--max-throttle-wait', '0', '--junit', file], {
        SKC_API_KEY: created.body.value,
      })
      expect(r.code, show(r)).toBe(4)
      expect(r.stderr).toMatch(/\d+ throttle answers \(403 RATE_LIMIT\.USER\)/)
      expect(r.stderr).toContain("throttled (not run to the end; the target's rate limits, not its contract)")
      const j = readJunit(file)
      expect(j.failures).toBe(0)
      expect(j.xml).toMatch(
        /<skipped type="skipped" message="throttled: POST \/api\/v1\/skills\/[\w.-]+\/invoke answered 403 RATE_LIMIT\.USER, Retry-After \d+ s: more than the run may still wait/,
      )
      expect(r.stdout + r.stderr + j.xml).not.toContain(created.body.value)
      await api(`/api/v1/connect-keys/${created.body.id}`, { method: 'DELETE' })
    })

    it("a wrong upstream: exit 1, and the JUnit names the failing check with Prism's finding", async () => {
      const wrong = await wrongUpstream(SERVED)
      try {
        const file = path.join(tmp, 'wrong.xml')
        const harFile = path.join(tmp, 'wrong.har')
        const r = await kit(['--base-url', wrong.url, '--only', 'service', '--junit', file, '--har', harFile], {
          SKC_API_KEY: first.api_key,
        })
        expect(r.code, show(r)).toBe(1)
        const j = readJunit(file)
        // The HAR file holds every exchange, each naming its check; the failing one with Prism's finding; no key in it.
        const harText = fs.readFileSync(harFile, 'utf8')
        expect(harText).not.toContain(first.api_key)
        const har = JSON.parse(harText) as {
          log: {
            version: string
            entries: Array<{
              comment: string
              request: { method: string; url: string; headers: { name: string; value: string }[] }
              response: { status: number; headers: { name: string; value: string }[]; content: { text: string } }
            }>
          }
        }
        expect(har.log.version).toBe('1.2')
        const meEntries = har.log.entries.filter((e) => e.comment.includes('check: getMe GET /api/v1/auth/me'))
        expect(meEntries.length).toBeGreaterThan(0)
        expect(meEntries[0]!.request.url).toMatch(/\/api\/v1\/auth\/me$/)
        expect(meEntries[0]!.request.headers.find((h) => h.name === 'authorization')?.value).toMatch(
          /^Bearer sk_…\w{4}$|^Bearer sk_[^…]{0,3}…\w{4}$/,
        )
        expect(
          meEntries.some(
            (e) =>
              e.response.headers.some((h) => h.name === 'sl-violations') ||
              /VIOLATIONS|api_key_value/.test(e.response.content.text),
          ),
        ).toBe(true)
        expect(har.log.entries.some((e) => e.comment.startsWith('straight to the target'))).toBe(true)
        expect(j.failures).toBeGreaterThan(0)
        expect(testcase(j.xml, 'getHealth GET /health')).not.toContain('<failure') // Prism passes what conforms
        const me = testcase(j.xml, 'getMe GET /api/v1/auth/me')
        expect(me).toContain('<failure')
        expect(me).toMatch(/Prism reports that the response breaks the published contract \(operation getMe\)/)
        expect(me).toContain('api_key_value')
        expect(r.stderr).toMatch(/failed: .*getMe GET \/api\/v1\/auth\/me/)
      } finally {
        await wrong.close()
      }
    })

    it('a Service-Version the kit was not built for: exit 3 before anything else runs (no Prism, no check)', async () => {
      const wrong = await wrongUpstream({ ...SERVED, info: { ...SERVED.info, version: '2099-01-01' } })
      try {
        const r = await kit(['--base-url', wrong.url], { SKC_API_KEY: first.api_key })
        expect(r.code, show(r)).toBe(3)
        expect(r.stderr).toContain(`refusing to run: ${wrong.url} serves Service-Version 2099-01-01`)
        expect(r.stderr).toContain(`checks ${SERVED.info.version}`)
        expect(r.stdout).toBe('')
      } finally {
        await wrong.close()
      }
    })

    it("on a Node older than its floor (the system's 20, when there is one) it says so and exits 2", async () => {
      const node20 = cleanEnv()
        .PATH!.split(path.delimiter)
        .map((d) => path.join(d, 'node'))
        .find((b) => fs.existsSync(b))
      const version = node20
        ? spawnSync(node20, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim()
        : ''
      if (!node20 || Number(version.split('.')[0]) >= 24) {
        console.info('no Node older than 24 on PATH: skipped')
        return
      }
      const r = await kit(['--base-url', base], { SKC_API_KEY: first.api_key }, node20)
      expect(r.code, show(r)).toBe(2)
      expect(r.stderr).toContain(`needs Node.js >= ${/^>=(.*)$/.exec(pkg.engines.node)![1]}`)
    })

    it('cleanup removes leftovers named contract-kit-… older than --older-than, and nothing else', async () => {
      const name = 'contract-kit-leftover1'
      const key = await api('/api/v1/connect-keys', { body: { name, permissions: ['search:read'] } })
      const keep = await api('/api/v1/connect-keys', { body: { name: 'not the kit', permissions: ['search:read'] } })
      const endpoint = await api('/api/v1/webhooks/endpoints', {
        body: {
          url: 'https://localhost/leftover',
          event_types: ['workstream.run.cancelled'],
          description: name,
          enabled: false,
        },
      })
      const ws = await api('/api/v1/workspaces', { body: { name, slug: name } })
      expect([key.status, keep.status, endpoint.status, ws.status]).toEqual([201, 201, 201, 201])
      const env = { SKC_BASE_URL: base, SKC_API_KEY: first.api_key }
      const young = await kit(['cleanup'], env) // default --older-than 1h: all of these are younger
      expect(young.code, show(young)).toBe(0)
      expect(young.stderr).toContain('removed 0 of 0 leftovers')
      const dry = await kit(['cleanup', '--older-than', '0', '--dry-run'], env)
      expect(dry.stderr).toContain(`would delete connect_key ${key.body.id} ${name}`)
      expect(dry.stderr).toContain(`would delete webhook_endpoint ${endpoint.body.id} ${name}`)
      expect(dry.stderr).toContain(`would archive workspace ${ws.body.id} ${name}`)
      expect((await kitLeftovers()).liveKeys).toBe(1)
      const r = await kit(['cleanup', '--older-than', '0'], env)
      expect(r.code, show(r)).toBe(0)
      expect(r.stderr).toContain('removed 3 of 3 leftovers')
      expect(await kitLeftovers()).toMatchObject({ liveKeys: 0, endpoints: 0, liveWorkspaces: 0 })
      expect((await api(`/api/v1/connect-keys/${keep.body.id}`)).body.revoked_at).toBeNull()
      expect((await api('/api/v1/auth/me')).status).toBe(200) // never the key doing the cleanup
    })

    it('no key ever appears in what the kit printed or wrote', () => {
      expect(outputs.length).toBeGreaterThan(10)
      for (const key of [first.api_key, second.api_key]) {
        for (const out of outputs) expect(out.includes(key) || out.includes(key.slice(3, 30))).toBe(false)
      }
    })
  },
)
