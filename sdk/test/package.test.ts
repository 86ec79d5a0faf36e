// The package as a user gets it: built with `tsc -p tsconfig.build.json` (the published build), placed under a
// project's node_modules/skills-connect with its package.json, and imported by name from a plain-Node ESM script (no
// TypeScript, no vitest transforms): the `exports` map, `.` and `./webhooks`, resolve; the built files import only
// each other (no runtime dependency); and the script invokes a skill and uploads a file on a live server.
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../../src/testing/test-server.ts'

const sdkDir = path.resolve(import.meta.dirname, '..')
const root = path.resolve(sdkDir, '..')

describe('the built package, imported by name', () => {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'sdk-consumer-'))
  const pkgDir = path.join(project, 'node_modules', 'skills-connect')
  let srv: TestServer
  let t: Tenant

  beforeAll(async () => {
    execFileSync(path.join(root, 'node_modules', '.bin', 'tsc'), ['-p', path.join(sdkDir, 'tsconfig.build.json'), '--outDir', path.join(pkgDir, 'dist')], { stdio: 'pipe' })
    fs.copyFileSync(path.join(sdkDir, 'package.json'), path.join(pkgDir, 'package.json'))
    fs.writeFileSync(path.join(project, 'package.json'), JSON.stringify({ name: 'consumer', type: 'module', private: true }))
    srv = await startTestServer()
    t = await createTenant(srv.services)
  }, 120_000)
  afterAll(async () => { await srv?.close(); fs.rmSync(project, { recursive: true, force: true }) })

  it('has no runtime dependencies: the built files import only each other', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as Record<string, unknown>
    expect(pkg.dependencies).toBeUndefined()
    expect(pkg.peerDependencies).toBeUndefined()
    const files = fs.readdirSync(path.join(pkgDir, 'dist'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
    expect(files).toContain('index.js')
    let imports = 0
    for (const f of files) {
      const text = fs.readFileSync(path.join(pkgDir, 'dist', f), 'utf8')
      for (const m of text.matchAll(/^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']/gm)) { imports++; expect(m[1] ?? m[2], f).toMatch(/^\.\.?\//) }
    }
    expect(imports).toBeGreaterThan(20) // the pattern does see the imports
  })

  it('a plain-Node ESM script imports it by name and calls a live server', async () => {
    const script = `
      import { SkillsConnect, SERVICE_VERSION, NotFoundError } from 'skills-connect'
      import { verifyWebhook, signWebhookPayload } from 'skills-connect/webhooks'
      const client = new SkillsConnect()
      const r = await client.skills.invoke('identifiers.validate', { identifiers: [{ scheme: 'au_abn', value: '53 004 085 616' }] })
      const f = await client.files.create(new TextEncoder().encode('a,b\\n'), { filename: 'a.csv' })
      const missing = await client.clients.retrieve('00000000-0000-4000-8000-000000000000').catch((e) => e)
      const body = JSON.stringify({ event: 'api_key.created', data: {} })
      const ev = await verifyWebhook(body, await signWebhookPayload(body, 'whsec_x', { event: 'api_key.created' }), 'whsec_x')
      console.log(JSON.stringify({ valid: r.output.results[0].valid, version: SERVICE_VERSION, size: f.size_bytes, notFound: missing instanceof NotFoundError, event: ev.event }))
    `
    fs.writeFileSync(path.join(project, 'main.js'), script)
    // Asynchronously: the server answering the script lives in this process.
    const run = await promisify(execFile)(process.execPath, ['main.js'], {
      cwd: project, encoding: 'utf8', timeout: 60_000,
      env: { ...process.env, SKILLS_CONNECT_API_KEY: t.adminKey, SKILLS_CONNECT_BASE_URL: srv.url },
    })
    expect(run.stderr).toBe('')
    expect(JSON.parse(run.stdout)).toEqual({ valid: true, version: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), size: 4, notFound: true, event: 'api_key.created' })
  })
})
