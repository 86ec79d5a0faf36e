// The command line as a user runs it: a real `node cli/src/main.ts` process against a real local server (the store
// the environment names), with its own HOME and XDG_CONFIG_HOME. Covers profiles and key precedence, skills invoke
// from flags, a file and stdin, --json/--jq and TSV output, exit codes for 401/403/404/usage, the keys lifecycle, and
// `api` (raw calls, --paginate). Webhooks, WorkStreams and doctor are in their own files.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeStoreIndependent } from '../../src/testing/configuration.ts'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../../src/testing/test-server.ts'
import { SkillsConnect } from '../../sdk/src/index.ts'
import { cli, tempHome } from './run-cli.ts'

const ABN = '53 004 085 616'

// Each call starts a Node process (about 0.3 s of CPU idle, seconds on a loaded machine): the tests here get 120 s each
// as a guard against a hang, not as a speed check.
describeStoreIndependent('skills-connect CLI against a live server', { timeout: 120_000 }, () => {
  let srv: TestServer
  let t: Tenant
  let sdk: SkillsConnect
  let home: ReturnType<typeof tempHome>
  let env: Record<string, string>

  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
    sdk = new SkillsConnect({ apiKey: t.adminKey, baseUrl: srv.url })
    home = tempHome()
    env = { ...home.env, SKILLS_CONNECT_BASE_URL: srv.url, SKILLS_CONNECT_API_KEY: t.adminKey }
  })
  afterAll(async () => {
    await srv?.close()
    home?.cleanup()
  })

  describe('login, profiles and key precedence', () => {
    it('saves a checked key in a 0600 profile; flag > environment > profile; logout removes it', async () => {
      const h = tempHome()
      try {
        const reader = await sdk.connectKeys.create({ name: 'env-key', permissions: ['documents:analyse'] })
        const flagged = await sdk.connectKeys.create({ name: 'flag-key', permissions: ['documents:analyse'] })

        const login = await cli(['login', '--base-url', srv.url, '--api-key', t.adminKey], { env: h.env })
        expect(login.code, login.stderr).toBe(0)
        expect(login.stderr).toContain('profile "default" saved')
        expect(login.stderr).not.toContain(t.adminKey) // only the masked form
        const file = path.join(h.env.XDG_CONFIG_HOME, 'skills-connect', 'config.toml')
        expect(fs.statSync(file).mode & 0o777).toBe(0o600)
        expect(fs.readFileSync(file, 'utf8')).toContain(t.adminKey)

        const whoami = async (args: string[], extra: Record<string, string> = {}) => {
          const r = await cli(['whoami', ...args, '--json', 'key_id,key_source,key,base_url'], {
            env: { ...h.env, ...extra },
          })
          expect(r.code, r.stderr).toBe(0)
          return JSON.parse(r.stdout) as { key_id: string; key_source: string; key: string; base_url: string }
        }
        expect(await whoami([])).toEqual({
          key_id: t.adminKeyId,
          key_source: 'profile',
          key: expect.stringMatching(/^sk_…[0-9A-Za-z]{4}$/),
          base_url: srv.url,
        })
        expect(await whoami([], { SKILLS_CONNECT_API_KEY: reader.value })).toMatchObject({
          key_id: reader.id,
          key_source: 'env',
        })
        expect(await whoami(['--api-key', flagged.value], { SKILLS_CONNECT_API_KEY: reader.value })).toMatchObject({
          key_id: flagged.id,
          key_source: 'flag',
        })

        // A second profile from stdin; --profile picks it, SKILLS_CONNECT_PROFILE too.
        const second = await cli(['login', '--profile', 'ci', '--base-url', srv.url], {
          env: h.env,
          input: `${reader.value}\n`,
        })
        expect(second.code, second.stderr).toBe(0)
        expect(await whoami(['--profile', 'ci'])).toMatchObject({ key_id: reader.id, key_source: 'profile' })
        expect(await whoami([], { SKILLS_CONNECT_PROFILE: 'ci' })).toMatchObject({ key_id: reader.id })
        expect(await whoami([])).toMatchObject({ key_id: t.adminKeyId }) // the first login stays the default

        // A refused key is not saved.
        const bad = await cli(
          ['login', '--profile', 'ci', '--base-url', srv.url, '--api-key', 'sk_not_a_real_key_000000000000'],
          { env: h.env },
        )
        expect(bad.code).toBe(4)
        expect(bad.stderr).toContain('nothing saved')
        expect(await whoami(['--profile', 'ci'])).toMatchObject({ key_id: reader.id })

        const out = await cli(['logout', '--profile', 'ci'], { env: h.env })
        expect(out.code, out.stderr).toBe(0)
        expect(fs.readFileSync(file, 'utf8')).not.toContain(reader.value)
        const gone = await cli(['whoami', '--profile', 'ci'], { env: { ...h.env, SKILLS_CONNECT_BASE_URL: srv.url } })
        expect(gone.code).toBe(4)
        expect(gone.stderr).toContain('not logged in')
      } finally {
        h.cleanup()
      }
    })
  })

  describe('skills', () => {
    it('invokes a skill with input from -F/-f fields, a file, and stdin', async () => {
      const byFields = await cli(
        [
          'skills',
          'invoke',
          'identifiers.validate',
          '-F',
          'identifiers[][scheme]=au_abn',
          '-f',
          `identifiers[][value]=${ABN}`,
          '-F',
          'identifiers[][scheme]=au_abn',
          '-f',
          'identifiers[][value]=53 004 085 617',
        ],
        { env },
      )
      expect(byFields.code, byFields.stderr).toBe(0)
      expect(
        (JSON.parse(byFields.stdout) as { results: Array<{ valid: boolean }> }).results.map((r) => r.valid),
      ).toEqual([true, false])

      const file = path.join(home.dir, 'input.json')
      fs.writeFileSync(file, JSON.stringify({ identifiers: [{ scheme: 'au_abn', value: ABN }] }))
      const byFile = await cli(
        ['skills', 'invoke', 'identifiers.validate', '--input', file, '--jq', '.output.results[0].valid'],
        { env },
      )
      expect(byFile.code, byFile.stderr).toBe(0)
      expect(byFile.stdout).toBe('true\n')

      const byStdin = await cli(
        ['skills', 'invoke', 'identifiers.validate', '--input', '-', '--json', 'skill,correlation_id'],
        { env, input: JSON.stringify({ identifiers: [{ scheme: 'au_abn', value: ABN }] }) },
      )
      expect(byStdin.code, byStdin.stderr).toBe(0)
      expect(JSON.parse(byStdin.stdout)).toEqual({ skill: 'identifiers.validate', correlation_id: expect.any(String) })
    })

    it('streams a streaming skill as NDJSON events, the result last', async () => {
      const c = await sdk.clients.create({ name: 'Stream Pty Ltd', currency: 'AUD' })
      const r = await cli(
        [
          'skills',
          'invoke',
          'accruals.suggest',
          '-f',
          `client_id=${c.id}`,
          '-f',
          'period=2026-03',
          '--stream',
          '--json',
        ],
        { env },
      )
      expect(r.code, r.stderr).toBe(0)
      const events = r.stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as { event: string; data: Record<string, unknown> })
      expect(events.at(-1)).toMatchObject({
        event: 'result',
        data: { skill: 'accruals.suggest', output: { suggestions: [] } },
      })
      expect(events.slice(0, -1).every((e) => e.event === 'progress' || e.event === 'delta')).toBe(true)
    })

    it('lists (TSV off a terminal) and describes skills', async () => {
      const list = await cli(['skills', 'list'], { env })
      expect(list.code, list.stderr).toBe(0)
      const rows = list.stdout
        .trim()
        .split('\n')
        .map((l) => l.split('\t'))
      expect(rows.find((r) => r[0] === 'identifiers.validate')).toEqual([
        'identifiers.validate',
        expect.any(String),
        'documents:analyse',
        'false',
        'false',
        expect.any(String),
      ])
      const all = []
      for await (const s of sdk.skills.list({ limit: 100 })) all.push(s.name)
      expect(rows.map((r) => r[0])).toEqual(all) // every page, not the first 100

      const d = await cli(['skills', 'describe', 'identifiers.validate', '--json', 'name,permission,input'], { env })
      expect(d.code, d.stderr).toBe(0)
      expect(JSON.parse(d.stdout)).toMatchObject({
        name: 'identifiers.validate',
        permission: 'documents:analyse',
        input: expect.arrayContaining([expect.objectContaining({ field: 'identifiers', required: true })]),
      })
    })
  })

  describe('output and exit codes', () => {
    it('--json picks fields, --jq filters, an invalid jq is a usage error (2)', async () => {
      const json = await cli(['keys', 'list', '--json', 'id,name'], { env })
      expect(json.code, json.stderr).toBe(0)
      const keys = JSON.parse(json.stdout) as Array<Record<string, unknown>>
      expect(keys.length).toBeGreaterThan(0)
      for (const k of keys) expect(Object.keys(k)).toEqual(['id', 'name'])
      const jq = await cli(['keys', 'list', '--jq', `.[] | select(.id == "${t.adminKeyId}") | .name`], { env })
      expect(jq.stdout).toBe('admin\n')
      const tsv = await cli(['keys', 'list'], { env })
      expect(
        tsv.stdout
          .split('\n')
          .filter(Boolean)
          .map((l) => l.split('\t')[0]),
      ).toEqual(keys.map((k) => k.id))
      const wrong = await cli(['keys', 'list', '--jq', '.[ | nope'], { env })
      expect(wrong.code).toBe(2)
      expect(wrong.stderr).toContain('--jq')
    })

    it('exits 4 on 401 and 403, 1 on 404, 2 on usage errors', async () => {
      const unauth = await cli(['keys', 'list', '--api-key', 'sk_wrong_000000000000000000000000'], { env })
      expect(unauth.code).toBe(4)
      expect(unauth.stderr).toMatch(/401 (invalid_token|auth_required)/)

      const narrow = await sdk.connectKeys.create({ name: 'narrow', permissions: ['documents:analyse'] })
      const forbidden = await cli(['keys', 'list'], { env: { ...env, SKILLS_CONNECT_API_KEY: narrow.value } })
      expect(forbidden.code).toBe(4)
      expect(forbidden.stderr).toContain('403 insufficient_scope')

      const missing = await cli(['keys', 'get', 'key_does_not_exist'], { env })
      expect(missing.code).toBe(1)
      expect(missing.stderr).toMatch(/404 \w+/)
      expect(missing.stderr).toMatch(/correlation id: \S+/)

      for (const args of [
        ['keys', 'list', '--no-such-flag'],
        ['keys', 'create'],
        ['nope'],
        ['skills', 'invoke', 'identifiers.validate', '-F', 'a[b=1'],
        ['skills', 'invoke', 'x', '--input', '/nonexistent.json'],
        ['keys', 'create', '--name', 'x', '--rate-limit', 'many'],
      ]) {
        const r = await cli(args, { env })
        expect([args.join(' '), r.code]).toEqual([args.join(' '), 2])
      }
      const none = await cli(['keys', 'list'], { env: { ...home.env, SKILLS_CONNECT_BASE_URL: srv.url } })
      expect(none.code).toBe(4)
      const nothing = await cli(['keys', 'list'], { env: home.env })
      expect(nothing.code).toBe(4)
      expect(nothing.stderr).toContain('not logged in')
      expect((await cli(['keys', 'list', '--base-url', 'not a url'], { env })).code).toBe(2)
    })

    it('honours NO_COLOR, and colours stderr only when asked (CLICOLOR_FORCE) off a terminal', async () => {
      const plain = await cli(['keys', 'create', '--name', 'colour-a'], { env })
      expect(plain.stderr).not.toContain('\x1b[')
      const forced = await cli(['keys', 'create', '--name', 'colour-b'], { env: { ...env, CLICOLOR_FORCE: '1' } })
      expect(forced.stderr).toContain('\x1b[33m')
      const no = await cli(['keys', 'create', '--name', 'colour-c'], {
        env: { ...env, CLICOLOR_FORCE: '1', NO_COLOR: '1' },
      })
      expect(no.stderr).not.toContain('\x1b[')
    })
  })

  describe('keys lifecycle', () => {
    it('create (value once), get, update, rotate (new value once), flush-cache, revoke', async () => {
      const created = await cli(
        [
          'keys',
          'create',
          '--name',
          'life',
          '--permission',
          'documents:analyse,clients:read',
          '--rate-limit',
          '60',
          '--json',
        ],
        { env },
      )
      expect(created.code, created.stderr).toBe(0)
      const key = JSON.parse(created.stdout) as {
        id: string
        value: string
        permissions: string[]
        rate_limit_per_minute: number
      }
      expect(key).toMatchObject({ value: expect.stringMatching(/^sk_/), rate_limit_per_minute: 60 })
      expect([...key.permissions].sort()).toEqual(['clients:read', 'documents:analyse'])
      expect(created.stderr).toContain('shown only this once')

      const got = await cli(['keys', 'get', key.id, '--json'], { env })
      expect(JSON.parse(got.stdout)).toMatchObject({ id: key.id, name: 'life' })
      expect(got.stdout).not.toContain(key.value)

      const upd = await cli(
        ['keys', 'update', key.id, '--name', 'life-2', '--rate-limit', 'null', '--json', 'name,rate_limit_per_minute'],
        { env },
      )
      expect(upd.code, upd.stderr).toBe(0)
      expect(JSON.parse(upd.stdout)).toEqual({ name: 'life-2', rate_limit_per_minute: null })
      expect((await cli(['keys', 'update', key.id], { env })).code).toBe(2)

      const rot = await cli(['keys', 'rotate', key.id, '--grace-period-hours', '0', '--json'], { env })
      expect(rot.code, rot.stderr).toBe(0)
      const next = JSON.parse(rot.stdout) as { id: string; value: string; rotated_from_key_id: string }
      expect(next).toMatchObject({ rotated_from_key_id: key.id, value: expect.stringMatching(/^sk_/) })
      expect(next.value).not.toBe(key.value)

      const who = await cli(['whoami', '--json', 'key_id'], { env: { ...env, SKILLS_CONNECT_API_KEY: next.value } })
      expect(JSON.parse(who.stdout)).toEqual({ key_id: next.id })

      expect((await cli(['keys', 'flush-cache', next.id], { env })).code).toBe(0)
      const rev = await cli(['keys', 'revoke', next.id], { env })
      expect(rev.code, rev.stderr).toBe(0)
      const after = await cli(['whoami'], { env: { ...env, SKILLS_CONNECT_API_KEY: next.value } })
      expect(after.code).toBe(4)
      const listed = await cli(['keys', 'list', '--jq', `.[] | select(.id == "${next.id}") | .revoked_at`], { env })
      expect(listed.stdout).toMatch(/^\d{4}-\d{2}-\d{2}T/) // still listed, as revoked
    })
  })

  describe('api', () => {
    it('makes raw calls, and --paginate walks every page', async () => {
      for (let i = 0; i < 5; i++) await sdk.connectKeys.create({ name: `page-${i}` })
      const ids: string[] = []
      for await (const k of sdk.connectKeys.list({ limit: 100 })) ids.push(k.id)
      const all = await cli(
        ['api', 'GET', '/api/v1/connect-keys', '-F', 'limit=2', '--paginate', '--jq', '.[].id', '-v'],
        { env },
      )
      expect(all.code, all.stderr).toBe(0)
      expect(all.stdout.trim().split('\n')).toEqual(ids)
      expect(all.stderr.match(/^offset \d+: \d+ items$/gm)).toHaveLength(Math.ceil(ids.length / 2))

      const one = await cli(['api', 'GET', '/api/v1/connect-keys', '-F', 'limit=2', '--jq', '.data | length'], { env })
      expect(one.stdout).toBe('2\n')

      const post = await cli(
        ['api', 'POST', '/api/v1/clients', '-f', 'name=Raw Pty Ltd', '-f', 'currency=AUD', '--json', 'name,currency'],
        { env },
      )
      expect(post.code, post.stderr).toBe(0)
      expect(JSON.parse(post.stdout)).toEqual({ name: 'Raw Pty Ltd', currency: 'AUD' })

      const nf = await cli(['api', 'GET', '/api/v1/clients/00000000-0000-4000-8000-000000000000'], { env })
      expect(nf.code).toBe(1)
      expect(nf.stderr).toMatch(/404/)
      expect((await cli(['api', 'FETCH', '/x'], { env })).code).toBe(2)
    })
  })
})
