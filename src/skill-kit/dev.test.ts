// `npm run dev` (dev.ts, src/dev-server.ts) as a process, on a temporary skills folder holding one scaffolded skill:
// an edit of the folder is reloaded in place and visible on every surface the one door feeds (the catalogue,
// /openapi.json, the MCP tools, the handler's answer), a helper file the handler imports too; the folder's types.ts
// follows; a shared schema (skills/_shared/) edited is reloaded the same way, and its types follow; a folder that would
// stop the boot is reported and the last good version keeps answering; a stop takes the server down with it. Prints edit-to-visible (skills/README.md quotes the figures measured on skills/).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import readline from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeStoreIndependent } from '../testing/configuration.ts'
import { runCodegen, scaffoldSkill } from './new-skill.ts'
import { SHARED_FOLDER, skillFolderOf } from './dev.ts'
import { SHARED_FOLDER as RUNTIME_SHARED_FOLDER, SHARED_ID_BASE } from '../skill-runtime/index.ts'
import { rpc } from '../mcp/testing/json-rpc.ts'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const NAME = 'reports.dev-loop'

describe('which changes reload the server', () => {
  it("a skill folder's files, not types.ts, READMEs, tests or editor files", () => {
    const folders = (name: string) => name === 'tb.check'
    expect(skillFolderOf('tb.check/skill.json', folders)).toBe('tb.check')
    expect(skillFolderOf('tb.check/handler.ts', folders)).toBe('tb.check')
    expect(skillFolderOf('tb.check/examples/a.json', folders)).toBe('tb.check')
    expect(skillFolderOf('tb.check/data/rates.json', folders)).toBe('tb.check')
    expect(skillFolderOf('tb.check', folders)).toBe('tb.check') // the folder itself: made, renamed or removed
    for (const p of [
      'tb.check/types.ts',
      'tb.check/README.md',
      'tb.check/handler.test.ts',
      'tb.check/.handler.ts.swp',
      'tb.check/handler.ts~',
      'tb.check/4913',
      'README.md',
      'examples.test.ts',
      '.git/x',
      '_draft/skill.json',
    ]) {
      expect(skillFolderOf(p, folders), p).toBeNull()
    }
  })

  it('a shared schema, or the shared folder itself, as `_shared` (not the types.ts codegen writes there)', () => {
    expect(SHARED_FOLDER).toBe(RUNTIME_SHARED_FOLDER)
    const folders = () => false
    expect(skillFolderOf('_shared/document-finding.schema.json', folders)).toBe('_shared')
    expect(skillFolderOf('_shared', folders)).toBe('_shared')
    for (const p of ['_shared/types.ts', '_shared/README.md', '_shared/.x.schema.json.swp', '_shared/sub/x.json'])
      expect(skillFolderOf(p, folders), p).toBeNull()
  })
})

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port
      s.close(() => resolve(p))
    })
  })

describeStoreIndependent('npm run dev', () => {
  let tmp: string
  let skillsDir: string
  let dev: ChildProcess
  let base: string
  let key: string
  const lines: string[] = []
  const waiters: Array<{ re: RegExp; from: number; resolve: (l: string) => void }> = []
  /** The next dev: line matching `re` after the `from`th. */
  const next = (re: RegExp, from = lines.length) =>
    new Promise<string>((resolve) => {
      const seen = lines.slice(from).find((l) => re.test(l))
      if (seen) resolve(seen)
      else waiters.push({ re, from, resolve })
    })

  beforeAll(async () => {
    fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true })
    tmp = fs.mkdtempSync(path.join(ROOT, '.tmp', 'dev-'))
    skillsDir = path.join(tmp, 'skills')
    fs.mkdirSync(skillsDir)
    await scaffoldSkill({ name: NAME, skillsDir, summary: 'First summary.' })
    runCodegen(skillsDir, NAME, false)
    // The embedded store in a folder of its own, whatever the run's configuration (CI's second run sets MONGODB_URL).
    const env = {
      ...process.env,
      MONGODB_URL: '',
      REDIS_URL: '',
      SKILLS_DIR: skillsDir,
      DATA_DIR: path.join(tmp, 'data'),
      LOG_LEVEL: 'warn',
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      WORKSTREAM_WORKER: 'off',
      WEBHOOK_DISPATCHER: 'off',
    }
    const boot = spawnSync(
      process.execPath,
      [path.join(ROOT, 'src/cli/admin.ts'), 'bootstrap', '--org', 'Dev', '--email', 'dev@example.com'],
      { env, encoding: 'utf8' },
    )
    expect(boot.status, boot.stderr).toBe(0)
    key = (JSON.parse(boot.stdout) as { api_key: string }).api_key
    base = `http://127.0.0.1:${env.PORT}`
    dev = spawn(process.execPath, [path.join(ROOT, 'src/skill-kit/dev.ts'), '--skills-dir', skillsDir], {
      env,
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    readline.createInterface({ input: dev.stderr! }).on('line', (l) => {
      lines.push(l)
      for (const w of [...waiters])
        if (w.re.test(l)) {
          waiters.splice(waiters.indexOf(w), 1)
          w.resolve(l)
        }
    })
    await next(/^dev: serving on/)
  }, 90_000)
  afterAll(async () => {
    if (dev && dev.exitCode === null) {
      dev.kill('SIGTERM')
      await new Promise((r) => dev.once('exit', r))
    }
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  })

  const catalogue = async () =>
    (
      (await (await fetch(`${base}/api/v1/skills`, { headers: { authorization: `Bearer ${key}` } })).json()) as {
        skills: { name: string; summary: string }[]
      }
    ).skills
  const invoke = async () =>
    (
      (await (
        await fetch(`${base}/api/v1/skills/${NAME}/invoke`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ as_of: '2026-06-30' }),
        })
      ).json()) as { output: { warnings: string[] } }
    ).output
  const edit = (file: string, change: (s: string) => string) => {
    const p = path.join(skillsDir, NAME, file)
    fs.writeFileSync(p, change(fs.readFileSync(p, 'utf8')))
  }

  it('serves the folder as it is at the start', async () => {
    expect((await catalogue()).map((s) => [s.name, s.summary])).toEqual([[NAME, 'First summary.']])
  })

  it('shows an edited skill.json and handler on every surface, without restarting dev', async () => {
    const from = lines.length
    const t0 = performance.now()
    edit('skill.json', (s) => s.replace('First summary.', 'Second summary.'))
    edit('handler.ts', (s) => s.replace('is a scaffold: result is not computed yet.', 'is a scaffold, edited.'))
    const line = await next(/reloaded: visible \d+ ms after the edit \(in place/, from)
    const visibleMs = performance.now() - t0
    process.stdout.write(`edit to visible with npm run dev: ${Math.round(visibleMs)} ms (${line})\n`)
    expect(line).toContain(`skills/${NAME} reloaded`)
    expect((await catalogue())[0]!.summary).toBe('Second summary.')
    const spec = (await (await fetch(`${base}/openapi.json`)).json()) as {
      paths: Record<string, { post: { summary: string } }>
    }
    expect(spec.paths[`/api/v1/skills/${NAME}/invoke`]!.post.summary).toBe('Second summary.')
    const tools = await rpc(`${base}/mcp`, 'tools/list', {}, { token: key })
    expect(
      (tools.message!.result as { tools: { name: string; description?: string }[] }).tools.find(
        (t) => t.name === 'reports_dev_loop',
      )?.description,
    ).toContain('Second summary.')
    expect((await invoke()).warnings).toEqual([`${NAME} is a scaffold, edited.`])
    // The types.ts of the folder was regenerated from its schemas (codegen for that folder ran first).
    const before = lines.length
    edit('output.schema.json', (s) =>
      s.replace('"as_of": {', '"note": { "type": "string", "description": "A new field." },\n    "as_of": {'),
    )
    await next(/reloaded: visible/, before)
    // types.ts follows the reload (the server does not read it)
    await expect
      .poll(() => fs.readFileSync(path.join(skillsDir, NAME, 'types.ts'), 'utf8'), { timeout: 30_000 })
      .toMatch(/note\?: string/)
  }, 90_000)

  it('reloads a file the handler imports from its folder, alone', async () => {
    const before = lines.length
    fs.writeFileSync(path.join(skillsDir, NAME, 'words.ts'), "export const WORDS: string = 'first words'\n")
    edit('handler.ts', (s) =>
      s
        .replace(
          "import type { Input, Output } from './types.ts'",
          "import type { Input, Output } from './types.ts'\nimport { WORDS } from './words.ts'",
        )
        .replace('warnings: [NOT_COMPUTED]', 'warnings: [NOT_COMPUTED, WORDS]'),
    )
    await next(/reloaded: visible/, before)
    expect((await invoke()).warnings).toEqual([`${NAME} is a scaffold, edited.`, 'first words'])
    const again = lines.length
    fs.writeFileSync(path.join(skillsDir, NAME, 'words.ts'), "export const WORDS: string = 'second words'\n")
    await next(/reloaded: visible/, again)
    expect((await invoke()).warnings).toEqual([`${NAME} is a scaffold, edited.`, 'second words'])
  }, 60_000)

  it('reloads the skills using a shared schema when it changes, and regenerates the shared types and theirs', async () => {
    const shared = path.join(skillsDir, '_shared', 'dev-note.schema.json')
    const note = (props: Record<string, unknown>) =>
      `${JSON.stringify({ $id: `${SHARED_ID_BASE}dev-note.schema.json`, title: 'DevNote', type: 'object', properties: props }, null, 2)}\n`
    const component = async () =>
      (
        (await (await fetch(`${base}/openapi.json`)).json()) as {
          components: { schemas: Record<string, { properties?: Record<string, unknown> }> }
        }
      ).components.schemas.DevNote
    fs.mkdirSync(path.dirname(shared))
    fs.writeFileSync(shared, note({ text: { type: 'string' } }))
    const from = lines.length
    edit('output.schema.json', (s) =>
      s.replace('"as_of": {', '"shared_note": { "$ref": "../_shared/dev-note.schema.json" },\n    "as_of": {'),
    )
    await next(new RegExp(`skills/${NAME.replace('.', '\\.')} reloaded: visible`), from)
    expect(Object.keys((await component())!.properties!)).toEqual(['text'])
    const again = lines.length
    fs.writeFileSync(shared, note({ text: { type: 'string' }, words: { type: 'integer' } }))
    expect(await next(/skills\/_shared reloaded: visible/, again)).toMatch(/in place/)
    expect(Object.keys((await component())!.properties!)).toEqual(['text', 'words'])
    await expect
      .poll(
        () =>
          fs.existsSync(path.join(skillsDir, '_shared', 'types.ts')) &&
          fs.readFileSync(path.join(skillsDir, '_shared', 'types.ts'), 'utf8'),
        { timeout: 30_000 },
      )
      .toMatch(/words\?: number/)
    expect(fs.readFileSync(path.join(skillsDir, NAME, 'types.ts'), 'utf8')).toMatch(
      /import type \{ DevNote \} from '\.\.\/_shared\/types\.ts'[\s\S]*shared_note\?: DevNote/,
    )
  }, 90_000)

  it('reports a folder that would stop the boot, and keeps the last good server', async () => {
    const from = lines.length
    const good = fs.readFileSync(path.join(skillsDir, NAME, 'skill.json'), 'utf8')
    edit('skill.json', (s) => s.replace(/"permission": "[^"]+"/, '"permission": "journal:write"'))
    const line = await next(/cannot be loaded/, from)
    expect(lines.slice(from).join('\n')).toMatch(/unknown permission "journal:write" \(a retired scope\)/)
    expect(line).toContain('the server keeps the last good version')
    expect((await catalogue())[0]!.summary).toBe('Second summary.')
    const fixed = lines.length
    fs.writeFileSync(path.join(skillsDir, NAME, 'skill.json'), good)
    await next(/reloaded: visible/, fixed)
    expect((await catalogue()).map((s) => s.name)).toEqual([NAME])
  }, 90_000)

  it('stops the server when it stops, even in the middle of a restart', async () => {
    edit('skill.json', (s) => s.replace('Second summary.', 'Third summary.'))
    // The checks take a few hundred milliseconds, then the restart begins: stopped about then.
    await new Promise((r) => setTimeout(r, 700))
    dev.kill('SIGTERM')
    await new Promise((r) => dev.once('exit', r))
    // No server outlives it (one a reload was starting included): the port stays closed.
    for (let i = 0; i < 10; i++) {
      await expect(fetch(`${base}/health`)).rejects.toThrow()
      await new Promise((r) => setTimeout(r, 300))
    }
  }, 30_000)
})
