// The rules that keep rooms apart (ARCHITECTURE "Layout"; .dependency-cruiser.cjs) hold on this tree, and each
// rule really fires: a synthetic tree with one offence per rule, in rooms that do not exist yet (workstreams/,
// mcp/, topics/), must be reported rule by rule. `npm run depcruise` runs the same rules by hand.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser'

const ROOT = path.join(import.meta.dirname, '..')
const config = createRequire(import.meta.url)(path.join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration

async function violations(baseDir: string, dirs: string[]): Promise<string[]> {
  const result = await cruise(
    dirs,
    { ...config.options, ruleSet: config, baseDir, validate: true } as never,
    undefined,
    { tsConfig: { options: {} } } as never,
  )
  const output = result.output as ICruiseResult
  return output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`)
}

function tree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rooms-'))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  // Packages resolve from the real node_modules.
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'))
  return dir
}

describe('architecture (dependency-cruiser)', () => {
  it('the real tree keeps every rule', async () => {
    expect(await violations(ROOT, ['src', 'skills', 'codegen', 'contract-tests', 'sdk', 'cli'])).toEqual([])
  }, 60_000)

  it('each rule fires on an offence, in rooms that did not exist when the rules were written', async () => {
    const dir = tree({
      // a cycle between two new rooms
      'src/workstreams/index.ts': "export * from './engine.ts'\n",
      'src/workstreams/engine.ts': "import { x } from '../topics/index.ts'\nexport const y = x\n",
      'src/topics/index.ts': "import { y } from '../workstreams/index.ts'\nexport const x = 1\nexport const z = y\n",
      // a capability importing a door, and a door reaching into another door
      'src/topics/turns.ts': "import { h } from '../mcp/index.ts'\nexport const t = h\n",
      'src/mcp/index.ts': "import { p } from '../http/pipeline.ts'\nexport const h = p\n",
      'src/http/pipeline.ts': 'export const p = 1\n',
      // past another room's index, and an adapter instead of a port
      'src/workstreams/tasks.ts':
        "import { x } from '../topics/turns.ts'\nimport { a } from '../store/mongo/cycles.ts'\nexport const q = [x, a]\n",
      'src/store/mongo/cycles.ts': "import { MongoClient } from 'mongodb'\nexport const a = MongoClient\n",
      'src/store/ports/index.ts': 'export type P = 1\n',
      // lib importing the service; express, prom-client and a database client outside their rooms
      'src/lib/ids.ts': "import { x } from '../topics/index.ts'\nexport const i = x\n",
      'src/topics/http-ish.ts':
        "import express from 'express'\nimport { Registry } from 'prom-client'\nimport { Redis } from 'ioredis'\nexport const e = [express, Registry, Redis]\n",
      // a skill importing src/ beyond the SDK, another skill, and a node built-in
      'src/skill-runtime/sdk.ts': 'export const defineSkill = 1\n',
      'src/skill-runtime/registry.ts': 'export const r = 1\n',
      'skills/a.one/handler.ts':
        "import { defineSkill } from '../../src/skill-runtime/sdk.ts'\nimport { r } from '../../src/skill-runtime/registry.ts'\nimport { b } from '../b.two/handler.ts'\nimport fs from 'node:fs'\nexport default [defineSkill, r, b, fs]\n",
      'skills/b.two/handler.ts': 'export const b = 1\n',
      // the types of the shared schemas, which a skill's types.ts imports (allowed), and any other file there (not)
      'skills/b.two/types.ts':
        "import type { S } from '../_shared/types.ts'\nimport { h } from '../_shared/helpers.ts'\nexport type T = S\nexport const u = h\n",
      'skills/_shared/types.ts': 'export interface S { s: string }\n',
      'skills/_shared/helpers.ts': 'export const h = 1\n',
      // the SDK package importing the server
      'sdk/client.ts': "import { p } from '../src/http/pipeline.ts'\nexport const c = p\n",
      // an SDK test reaching past test support (src/**/testing/ is allowed)
      'sdk/test/e2e.test.ts':
        "import { p } from '../../src/http/pipeline.ts'\nimport { s } from '../../src/testing/server.ts'\nexport const t = [p, s]\n",
      'src/testing/server.ts': 'export const s = 1\n',
      // the contract kit reaching server code and a vitest-only support file; its test may use test support
      'contract-tests/kit/src/checks.ts':
        "import { p } from '../../../src/http/pipeline.ts'\nimport { a } from '../../support/assertions.ts'\nimport { c } from '../../support/client.ts'\nexport const k = [p, a, c]\n",
      'contract-tests/support/assertions.ts': 'export const a = 1\n',
      'contract-tests/support/client.ts': 'export const c = 1\n',
      'contract-tests/kit/kit.test.ts': "import { s } from '../../src/testing/server.ts'\nexport const t = s\n",
      // product code through a testing/ folder to an adapter, and product code starting a test server
      'src/keys/x.ts': "import { y } from './testing/y.ts'\nexport const k = y\n",
      'src/keys/testing/y.ts': "import { e } from '../../store/embedded/index.ts'\nexport const y = e\n",
      'src/store/embedded/index.ts': 'export const e = 1\n',
      'src/topics/boot.ts': "import { s } from '../testing/server.ts'\nexport const b = s\n",
    })
    const found = await violations(dir, ['src', 'skills', 'sdk', 'contract-tests'])
    const rules = new Set(found.map((v) => v.split(':')[0]))
    for (const rule of [
      'no-circular',
      'capabilities-not-doors',
      'doors-not-each-other',
      'through-index',
      'storage-through-ports',
      'lib-is-a-leaf',
      'express-only-in-http',
      'metrics-in-one-room',
      'engines-in-their-adapters',
      'skills-only-sdk',
      'skills-pure-packages',
      'sdk-cli-use-rest-only',
      'sdk-cli-tests-server-only',
      'contract-kit-black-box',
      'product-not-testing',
    ]) {
      expect([...rules], `${rule} did not fire:\n${found.join('\n')}`).toContain(rule)
    }
    expect(found).toContain('product-not-testing: src/keys/x.ts → src/keys/testing/y.ts')
    expect(found).toContain('product-not-testing: src/topics/boot.ts → src/testing/server.ts')
    expect(found).toContain('skills-only-sdk: skills/a.one/handler.ts → skills/b.two/handler.ts')
    expect(found).toContain('skills-only-sdk: skills/b.two/types.ts → skills/_shared/helpers.ts')
    expect(found).not.toContain('skills-only-sdk: skills/b.two/types.ts → skills/_shared/types.ts')
    expect(found).toContain('skills-pure-packages: skills/a.one/handler.ts → fs')
    expect(found).toContain('sdk-cli-tests-server-only: sdk/test/e2e.test.ts → src/http/pipeline.ts')
    expect(
      found.filter(
        (v) => v.includes('src/testing/server.ts') && !v.startsWith('product-not-testing: src/topics/boot.ts'),
      ),
    ).toEqual([]) // tests may
    expect(found.filter((v) => v.startsWith('contract-kit-black-box')).sort()).toEqual([
      'contract-kit-black-box: contract-tests/kit/src/checks.ts → contract-tests/support/assertions.ts',
      'contract-kit-black-box: contract-tests/kit/src/checks.ts → src/http/pipeline.ts',
    ])
  }, 60_000)
})
