// The root README's Quick start, as written: every fenced block after a `<!-- quickstart:cli` marker runs in bash,
// every one after `<!-- quickstart:sdk` runs in node, against a live server. Only two things change: the documented
// base URL (http://localhost:8080) becomes the test server's, and the SDK's package name `skills-connect` resolves to
// this repository's sdk/ (it is not published). $KEY is the tenant's key, as the Quick start's bootstrap printed it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../../src/testing/test-server.ts'
import { baseEnv, REPO, tempHome, type CliResult } from './run-cli.ts'

const README = path.join(REPO, 'README.md')
const DOC_URL = 'http://localhost:8080'

/** The fenced blocks that follow a `<!-- quickstart:<kind>` comment. */
export function quickstartBlocks(md: string, kind: 'cli' | 'sdk'): string[] {
  const re = new RegExp(`<!-- quickstart:${kind}\\b[^>]*-->\\s*\`\`\`(\\w+)\\n([\\s\\S]*?)\`\`\``, 'g')
  return [...md.matchAll(re)].map((m) => m[2]!)
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv, cwd: string): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.setEncoding('utf8').on('data', (s: string) => {
      stdout += s
    })
    child.stderr.setEncoding('utf8').on('data', (s: string) => {
      stderr += s
    })
    child.on('error', reject)
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }))
  })
}

describe('README Quick start: the CLI and SDK snippets run as written', { timeout: 120_000 }, () => {
  // CLI processes: see cli.test.ts
  let srv: TestServer
  let t: Tenant
  let home: ReturnType<typeof tempHome>
  let env: NodeJS.ProcessEnv
  const md = fs.readFileSync(README, 'utf8')

  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
    home = tempHome()
    // This Node first on PATH: `npm run` and `node` in the snippets are the project's Node 24.
    env = baseEnv({
      ...home.env,
      KEY: t.adminKey,
      PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
    })
  })
  afterAll(async () => {
    await srv?.close()
    home?.cleanup()
  })

  it('has both snippets', () => {
    expect(quickstartBlocks(md, 'cli').length).toBeGreaterThan(0)
    expect(quickstartBlocks(md, 'sdk').length).toBeGreaterThan(0)
    for (const b of [...quickstartBlocks(md, 'cli'), ...quickstartBlocks(md, 'sdk')]) expect(b).toContain(DOC_URL)
  })

  it('the command line snippet logs in and invokes the skill', async () => {
    for (const block of quickstartBlocks(md, 'cli')) {
      const script = `set -euo pipefail\n${block.replaceAll(DOC_URL, srv.url)}`
      const r = await run('bash', ['-c', script], env, REPO)
      expect(r.code, r.stderr).toBe(0)
      expect(JSON.parse(r.stdout)).toMatchObject({ results: [{ valid: true }] })
      expect(r.stderr).toContain('saved in')
    }
  })

  it('the SDK snippet invokes the skill', async () => {
    const sdkEntry = pathToFileURL(path.join(REPO, 'sdk', 'src', 'index.ts')).href
    for (const [i, block] of quickstartBlocks(md, 'sdk').entries()) {
      const file = path.join(home.dir, `quickstart-${i}.mts`)
      fs.writeFileSync(file, block.replaceAll(DOC_URL, srv.url).replace(/from 'skills-connect'/g, `from '${sdkEntry}'`))
      const r = await run(process.execPath, [file], env, home.dir)
      expect(r.code, r.stderr).toBe(0)
      expect(r.stdout).toBe('true\n')
    }
  })
})
