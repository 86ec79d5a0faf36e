// The TypeScript SDK and the command line as a user gets them (issue 26 §1): `npm pack --ignore-scripts` of sdk/ and
// cli/ (the committed build, packed as any pack gives it, prepack or not; builds.test.ts keeps it equal to a fresh
// build), both tarballs installed into a fresh project in the system's temp folder, outside the repository, then:
// - publint --strict on both tarballs, attw --profile esm-only on the SDK's (why esm-only: sdk/README.md "Install");
// - tsc on a consumer under nodenext and under bundler resolution, skipLibCheck off: every ```ts example of the root
//   README and of sdk/README.md (the names an example takes as given are declared), and the type errors that must be;
// - on every Node tested (the engines floor's major, 20, and the project's 24; more with PACKAGE_TEST_NODES): the SDK
//   imported by name (ESM, and require() from CommonJS), the README snippets marked `<!-- quickstart:sdk` run as
//   compiled, the root README's command-line snippet run with the installed `skills-connect` bin, and `npx
//   skills-connect` listing skills through jq (the one dependency left outside the bundle), all against a live server.
// The Python SDK's sdist and wheel get the same treatment in sdk-python/tests/test_package.py.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeStoreIndependent } from '../../src/testing/configuration.ts'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../../src/testing/test-server.ts'

const REPO = path.resolve(import.meta.dirname, '../..')
const BIN = path.join(REPO, 'node_modules', '.bin')
const DOC_URL = 'http://localhost:8080' // the base URL the READMEs write
const READMES = { root: path.join(REPO, 'README.md'), sdk: path.join(REPO, 'sdk', 'README.md') }

interface Result {
  code: number | null
  stdout: string
  stderr: string
}

/** Runs a process to its end, asynchronously: the live server answering it lives in this process. */
function run(
  cmd: string,
  args: string[],
  o: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: o.cwd,
      env: o.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: o.timeoutMs ?? 120_000,
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
    child.on('close', (code) => resolve({ code, stdout, stderr }))
  })
}
const show = (r: Result) => `exit ${r.code}\n${r.stdout}\n${r.stderr}`.slice(-6000)

/** This environment without what the `npm test` around us set (npm_* variables, node_modules/.bin on PATH). */
function cleanEnv(extra: Record<string, string> = {}, pathFirst: string[] = []): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(process.env))
    if (!/^(npm_|SKILLS_CONNECT_|NODE_OPTIONS$|VITEST|TEST$)/i.test(k)) env[k] = v
  const dirs = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((d) => d && !d.split(path.sep).includes('node_modules'))
  return { ...env, PATH: [...pathFirst, ...dirs].join(path.delimiter), ...extra }
}

/** The Node binaries to test on: this one (the project's 24), the first `node` on PATH outside node_modules, and PACKAGE_TEST_NODES. */
function nodesToTest(): Array<{ bin: string; version: string }> {
  const candidates = [process.execPath]
  for (const dir of cleanEnv().PATH!.split(path.delimiter)) {
    const bin = path.join(dir, 'node')
    if (fs.existsSync(bin)) {
      candidates.push(bin)
      break
    }
  }
  candidates.push(...(process.env.PACKAGE_TEST_NODES ?? '').split(path.delimiter).filter(Boolean))
  const seen = new Map<string, { bin: string; version: string }>()
  for (const bin of candidates) {
    const real = fs.realpathSync(bin)
    const version = (
      spawnSync(real, ['-p', 'process.versions.node'], { encoding: 'utf8', timeout: 20_000 }).stdout ?? ''
    ).trim()
    if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`${bin} does not tell its version`)
    if (!seen.has(version)) seen.set(version, { bin: real, version })
  }
  return [...seen.values()].sort((a, b) => compareVersions(a.version, b.version))
}
const parts = (v: string) => v.split('.').map(Number)
function compareVersions(a: string, b: string): number {
  const [x, y] = [parts(a), parts(b)]
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0)
  return 0
}
/** engines.node as written here: ">=MAJOR.MINOR". */
function enginesFloor(range: string): string {
  const m = /^>=\s*(\d+\.\d+(?:\.\d+)?)$/.exec(range)
  if (!m) throw new Error(`engines.node "${range}" is not of the form >=MAJOR.MINOR`)
  return m[1]!
}

/** The ```ts blocks of a Markdown file: line, code, and whether a `<!-- quickstart:sdk` comment marks it runnable as is. */
function tsBlocks(file: string): Array<{ line: number; code: string; quickstart: boolean }> {
  const md = fs.readFileSync(file, 'utf8')
  return [...md.matchAll(/^(<!-- quickstart:sdk\b[^>]*-->\s*\n)?```ts\n([\s\S]*?)^```/gm)].map((m) => ({
    line: md.slice(0, m.index + (m[1]?.length ?? 0)).split('\n').length,
    code: m[2]!,
    quickstart: Boolean(m[1]),
  }))
}

/** Types of the names sdk/README.md's examples take as given (sdk/test/readme.test.ts gives them values). */
const GIVEN: Record<string, string> = {
  client: "import('skills-connect').SkillsConnect",
  client_id: 'string',
  cycleId: 'string',
  secret: 'string',
  body: 'string',
  rawBody: 'string',
  statementPath: 'string',
  req: "import('node:http').IncomingMessage",
}
function withGivens(code: string): string {
  const declared = new Set(
    [...code.matchAll(/\b(?:const|let|import)\s+(?:\{([^}]*)\}|([A-Za-z_$][\w$]*))/g)].flatMap((m) =>
      (m[1] ?? m[2]!).split(',').map((x) =>
        x
          .split(/:| as /)
          .pop()!
          .trim(),
      ),
    ),
  )
  const decls = Object.entries(GIVEN)
    .filter(([n]) => !declared.has(n) && new RegExp(`\\b${n}\\b`).test(code))
    .map(([n, t]) => `declare const ${n}: ${t}\n`)
  return `${decls.join('')}${code}`
}

// Compiled and run on every Node: the SDK by name, both entry points, a live call of each kind.
const BY_NAME = `
import { SkillsConnect, SERVICE_VERSION, SDK_VERSION, NotFoundError } from 'skills-connect'
import { verifyWebhook, signWebhookPayload } from 'skills-connect/webhooks'
const client = new SkillsConnect()
const r = await client.skills.invoke('identifiers.validate', { identifiers: [{ scheme: 'au_abn', value: '53 004 085 616' }] })
const f = await client.files.create(new TextEncoder().encode('a,b\\n'), { filename: 'a.csv' })
const missing: unknown = await client.clients.retrieve('00000000-0000-4000-8000-000000000000').catch((e: unknown) => e)
const body = JSON.stringify({ event: 'api_key.created', data: {} })
const ev = await verifyWebhook(body, await signWebhookPayload(body, 'whsec_x', { event: 'api_key.created' }), 'whsec_x')
console.log(JSON.stringify({ valid: r.output.results[0]?.valid, service: SERVICE_VERSION, sdk: SDK_VERSION, size: f.size_bytes, notFound: missing instanceof NotFoundError, event: ev.event }))
`
// Type errors the published declarations must still catch (they would vanish if the types resolved to any).
const MUST_FAIL = `
import { SkillsConnect } from 'skills-connect'
import { verifyWebhook } from 'skills-connect/webhooks'
const client = new SkillsConnect({ apiKey: 'sk_x', baseUrl: 'http://127.0.0.1:9' })
export async function wrong(): Promise<void> {
  // @ts-expect-error no such skill
  await client.skills.invoke('identifiers.validat', { identifiers: [] })
  // @ts-expect-error a required field missing
  await client.skills.invoke('identifiers.validate', {})
  const r = await client.skills.invoke('identifiers.validate', { identifiers: [{ scheme: 'au_abn', value: '1' }] })
  // @ts-expect-error valid is a boolean
  const s: string = r.output.results[0]!.valid
  // @ts-expect-error the secret is required
  await verifyWebhook('{}', {})
  void s
}
`
const REQUIRE_CJS = `
const sdk = require('skills-connect')
const webhooks = require('skills-connect/webhooks')
console.log(JSON.stringify({ client: typeof sdk.SkillsConnect, verify: typeof webhooks.verifyWebhook }))
`

// Store-independent: the embedded configuration only (src/testing/configuration.ts).
describeStoreIndependent('the packages as installed from their tarballs', { timeout: 120_000 }, () => {
  const tmp = fs.mkdtempSync(path.join(fs.realpathSync(os.tmpdir()), 'skc-packages-'))
  const consumer = path.join(tmp, 'consumer')
  const home = path.join(tmp, 'home')
  const nodes = nodesToTest()
  const pkgs = {
    sdk: JSON.parse(fs.readFileSync(path.join(REPO, 'sdk', 'package.json'), 'utf8')) as {
      name: string
      version: string
      engines: { node: string }
      exports: Record<string, Record<string, string> | string>
    },
    cli: JSON.parse(fs.readFileSync(path.join(REPO, 'cli', 'package.json'), 'utf8')) as {
      name: string
      version: string
      engines: { node: string }
      bin: Record<string, string>
    },
  }
  const packed: Record<'sdk' | 'cli', { tarball: string; files: string[] }> = {
    sdk: { tarball: '', files: [] },
    cli: { tarball: '', files: [] },
  }
  const snippets: Array<{ name: string; quickstart: boolean }> = []
  let srv: TestServer
  let t: Tenant

  beforeAll(async () => {
    expect(path.relative(REPO, tmp).startsWith('..')).toBe(true)
    const npmEnv = cleanEnv({}, [path.dirname(process.execPath)])
    await Promise.all(
      (['sdk', 'cli'] as const).map(async (which) => {
        const r = await run('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', tmp], {
          cwd: path.join(REPO, which),
          env: npmEnv,
          timeoutMs: 170_000,
        })
        expect(r.code, show(r)).toBe(0)
        const [info] = JSON.parse(r.stdout.slice(r.stdout.indexOf('[\n'))) as Array<{
          filename: string
          files: Array<{ path: string }>
        }>
        packed[which] = { tarball: path.join(tmp, info!.filename), files: info!.files.map((f) => f.path) }
      }),
    )
    fs.mkdirSync(consumer)
    fs.mkdirSync(home)
    fs.writeFileSync(
      path.join(consumer, 'package.json'),
      JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
    )
    const i = await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', packed.sdk.tarball, packed.cli.tarball],
      { cwd: consumer, env: npmEnv },
    )
    expect(i.code, show(i)).toBe(0)

    srv = await startTestServer()
    t = await createTenant(srv.services)

    // The consumer's sources: every ```ts example of both READMEs (one module each), the by-name script, the type errors.
    fs.mkdirSync(path.join(consumer, 'src'))
    for (const [readme, file] of Object.entries(READMES)) {
      for (const b of tsBlocks(file)) {
        const name = `${readme}-readme-line-${b.line}`
        fs.writeFileSync(path.join(consumer, 'src', `${name}.mts`), withGivens(b.code.replaceAll(DOC_URL, srv.url)))
        snippets.push({ name, quickstart: b.quickstart })
      }
    }
    fs.writeFileSync(path.join(consumer, 'src', 'by-name.mts'), BY_NAME)
    fs.writeFileSync(path.join(consumer, 'src', 'must-fail.mts'), MUST_FAIL)
    fs.writeFileSync(path.join(consumer, 'require.cjs'), REQUIRE_CJS)
    const common = {
      strict: true,
      target: 'es2022',
      types: ['node'],
      typeRoots: [path.join(REPO, 'node_modules', '@types')],
      skipLibCheck: false,
    }
    fs.writeFileSync(
      path.join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          ...common,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          lib: ['es2022'],
          rootDir: 'src',
          outDir: 'out',
        },
        include: ['src'],
      }),
    )
    fs.writeFileSync(
      path.join(consumer, 'tsconfig.bundler.json'),
      JSON.stringify({
        compilerOptions: {
          ...common,
          module: 'esnext',
          moduleResolution: 'bundler',
          lib: ['es2022', 'dom', 'dom.iterable'],
          noEmit: true,
        },
        include: ['src'],
      }),
    )
  }, 180_000)
  afterAll(async () => {
    await srv?.close()
    fs.rmSync(tmp, { recursive: true, force: true })
  })

  it("tests the engines floor's major, and no Node outside the range", () => {
    const versions = nodes.map((n) => n.version)
    for (const pkg of [pkgs.sdk, pkgs.cli]) {
      const floor = enginesFloor(pkg.engines.node)
      for (const v of versions)
        expect(
          compareVersions(v, floor),
          `${pkg.name} engines ${pkg.engines.node} excludes Node ${v}`,
        ).toBeGreaterThanOrEqual(0)
      expect(
        parts(versions[0]!)[0],
        `${pkg.name} promises Node ${pkg.engines.node}, but the oldest Node here is ${versions[0]}: put a Node ${parts(floor)[0]} first on PATH outside node_modules, or name it in PACKAGE_TEST_NODES`,
      ).toBe(parts(floor)[0])
    }
  })

  it('the SDK tarball holds its build, every exports target, and neither tests nor dist maps without sources', () => {
    expect(path.basename(packed.sdk.tarball)).toBe(`${pkgs.sdk.name}-${pkgs.sdk.version}.tgz`)
    const targets = Object.values(pkgs.sdk.exports).flatMap((e) => (typeof e === 'string' ? [e] : Object.values(e)))
    for (const target of targets) expect(packed.sdk.files).toContain(target.replace(/^\.\//, ''))
    expect(packed.sdk.files).toContain('README.md')
    expect(packed.sdk.files.filter((f) => f.startsWith('test/') || f.includes('.test.'))).toEqual([])
    // declarationMap and sourceMap point into src/, which ships beside dist/
    for (const f of packed.sdk.files.filter((x) => x.endsWith('.js')))
      expect(packed.sdk.files).toContain(f.replace(/^dist\//, 'src/').replace(/\.js$/, '.ts'))
  })

  it("the READMEs' install lines name the tarballs npm pack writes", () => {
    const read = (p: string) => fs.readFileSync(path.join(REPO, p), 'utf8')
    const [sdkTgz, cliTgz] = [path.basename(packed.sdk.tarball), path.basename(packed.cli.tarball)]
    for (const readme of ['README.md', 'sdk/README.md'])
      expect(read(readme), readme).toContain(`npm install /path/to/${sdkTgz}`)
    for (const readme of ['README.md', 'cli/README.md']) expect(read(readme), readme).toContain(`/path/to/${cliTgz}`)
    for (const readme of ['README.md', 'sdk/README.md', 'cli/README.md']) {
      for (const m of read(readme).matchAll(/\bskills-connect(?:-cli)?-\d[\w.-]*?\.tgz/g))
        expect([sdkTgz, cliTgz], readme).toContain(m[0])
    }
  })

  it('the CLI tarball holds the bundle its bin names, and depends on nothing but jq-wasm', () => {
    expect(packed.cli.files.sort()).toEqual([
      'README.md',
      'dist/THIRD-PARTY-LICENSES.md',
      'dist/skills-connect.mjs',
      'package.json',
    ])
    expect(pkgs.cli.bin).toEqual({ 'skills-connect': 'dist/skills-connect.mjs' })
    const installed = JSON.parse(
      fs.readFileSync(path.join(consumer, 'node_modules', pkgs.cli.name, 'package.json'), 'utf8'),
    ) as Record<string, unknown>
    expect(installed.private).toBeUndefined()
    expect(Object.keys(installed.dependencies as object)).toEqual(['jq-wasm'])
    const licences = fs.readFileSync(
      path.join(consumer, 'node_modules', pkgs.cli.name, 'dist', 'THIRD-PARTY-LICENSES.md'),
      'utf8',
    )
    expect(licences).toMatch(/^## commander \S+ \(MIT\)$/m)
    expect(licences).toMatch(/^## smol-toml \S+ \(BSD-3-Clause\)$/m)
  })

  it('the installed SDK has no runtime dependency: its files import only each other', () => {
    const dist = path.join(consumer, 'node_modules', pkgs.sdk.name, 'dist')
    const files = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'))
    let imports = 0
    for (const f of files) {
      const text = fs.readFileSync(path.join(dist, f), 'utf8')
      for (const m of text.matchAll(
        /^\s*(?:import|export)\b[^;]*?\bfrom\s*["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']/gm,
      )) {
        imports++
        expect(m[1] ?? m[2], f).toMatch(/^\.\.?\//)
      }
    }
    expect(imports).toBeGreaterThan(20) // the pattern does see the imports
  })

  it('publint --strict finds nothing in either tarball', async () => {
    for (const tarball of [packed.sdk.tarball, packed.cli.tarball]) {
      const r = await run(path.join(BIN, 'publint'), ['run', '--strict', tarball], { cwd: tmp, env: cleanEnv() })
      expect(r.code, show(r)).toBe(0)
      expect(r.stdout, show(r)).toContain('All good!')
    }
  })

  it("attw finds no type problem under the esm-only profile (node10 and TypeScript's CommonJS view are the ones it skips)", async () => {
    const r = await run(path.join(BIN, 'attw'), [packed.sdk.tarball, '--profile', 'esm-only', '--format', 'json'], {
      cwd: tmp,
      env: cleanEnv(),
    })
    expect(r.code, show(r)).toBe(0)
    const report = JSON.parse(r.stdout) as {
      analysis: {
        problems: Array<{ kind: string; entrypoint: string; resolutionKind: string }>
        entrypoints: Record<string, unknown>
      }
    }
    expect(Object.keys(report.analysis.entrypoints).sort()).toEqual(['.', './package.json', './webhooks'])
    expect(report.analysis.problems.filter((p) => !['node10', 'node16-cjs'].includes(p.resolutionKind))).toEqual([])
  })

  it('a consumer type-checks against the published declarations, under nodenext and bundler, skipLibCheck off', async () => {
    expect(snippets.filter((s) => s.name.startsWith('root-')).length).toBeGreaterThanOrEqual(2)
    expect(snippets.filter((s) => s.name.startsWith('sdk-')).length).toBeGreaterThanOrEqual(8)
    const [nodenext, bundler] = await Promise.all(
      ['tsconfig.json', 'tsconfig.bundler.json'].map((p) =>
        run(
          process.execPath,
          [path.join(REPO, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', p, '--pretty', 'false'],
          { cwd: consumer, env: cleanEnv() },
        ),
      ),
    )
    expect(nodenext!.code, show(nodenext!)).toBe(0)
    expect(bundler!.code, show(bundler!)).toBe(0)
    expect(fs.existsSync(path.join(consumer, 'out', 'by-name.mjs'))).toBe(true)
  })

  describe.each(nodes)('on Node $version', ({ bin, version }) => {
    // A reader's shell: this Node and the consumer's bins first on PATH, a fresh HOME, the key as the READMEs name it.
    const env = (o: { sdkVars?: boolean } = { sdkVars: true }) =>
      cleanEnv(
        {
          HOME: home,
          XDG_CONFIG_HOME: path.join(home, '.config'),
          LANG: 'C.UTF-8',
          KEY: t.adminKey,
          ...(o.sdkVars ? { SKILLS_CONNECT_API_KEY: t.adminKey, SKILLS_CONNECT_BASE_URL: srv.url } : {}),
        },
        [path.dirname(bin), path.join(consumer, 'node_modules', '.bin')],
      )

    it('the SDK imports by name, from ESM and from require(), and calls a live server', async () => {
      const script = fs.readFileSync(path.join(consumer, 'out', 'by-name.mjs'), 'utf8')
      expect(script).toContain("from 'skills-connect'")
      const r = await run(bin, ['out/by-name.mjs'], { cwd: consumer, env: env() })
      expect(r.code, show(r)).toBe(0)
      expect(r.stderr).toBe('')
      expect(JSON.parse(r.stdout)).toEqual({
        valid: true,
        service: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        sdk: pkgs.sdk.version,
        size: 4,
        notFound: true,
        event: 'api_key.created',
      })
      const c = await run(bin, ['require.cjs'], { cwd: consumer, env: env() })
      expect(c.code, show(c)).toBe(0)
      expect(JSON.parse(c.stdout)).toEqual({ client: 'function', verify: 'function' })
    })

    it('the README snippets marked quickstart run as compiled', async () => {
      const runnable = snippets.filter((s) => s.quickstart)
      expect(runnable.map((s) => s.name.split('-')[0]).sort()).toEqual(['root', 'root', 'sdk'])
      for (const s of runnable) {
        const r = await run(bin, [`out/${s.name}.mjs`], { cwd: consumer, env: env() })
        expect(r.code, `${s.name} on Node ${version}: ${show(r)}`).toBe(0)
        expect(r.stderr, s.name).toBe('')
        if (s.name.startsWith('root-')) expect(r.stdout, s.name).toBe('true\n')
      }
    })

    it("the installed bin runs the root README's command-line snippet, and npx skills-connect lists skills through --jq", async () => {
      const md = fs.readFileSync(READMES.root, 'utf8')
      const blocks = [...md.matchAll(/<!-- quickstart:cli\b[^>]*-->\s*```sh\n([\s\S]*?)```/g)].map((m) => m[1]!)
      expect(blocks.length).toBeGreaterThan(0)
      for (const block of blocks) {
        expect(block).toContain('npm run -s cli --') // in the repository; installed, the same commands are the bin's
        const script = `set -euo pipefail\ntest "$(node -p process.versions.node)" = "${version}"\n${block.replaceAll('npm run -s cli --', 'skills-connect').replaceAll(DOC_URL, srv.url)}`
        const r = await run('bash', ['-c', script], { cwd: consumer, env: env({ sdkVars: false }) })
        expect(r.code, show(r)).toBe(0)
        expect(JSON.parse(r.stdout)).toMatchObject({ results: [{ valid: true }] })
        expect(r.stderr).toContain('saved in')
      }
      const v = await run('npx', ['--no', '--', 'skills-connect', '--version'], { cwd: consumer, env: env() })
      expect(v.stdout.trim(), show(v)).toBe(pkgs.cli.version)
      const list = await run(
        'npx',
        [
          '--no',
          '--',
          'skills-connect',
          'skills',
          'list',
          '--jq',
          '[.[] | select(.name == "identifiers.validate") | .permission]',
        ],
        { cwd: consumer, env: env() },
      )
      expect(list.code, show(list)).toBe(0)
      expect(JSON.parse(list.stdout)).toEqual([expect.stringMatching(/:/)])
    })
  })
})
