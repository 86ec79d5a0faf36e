// The rules that keep rooms apart (ARCHITECTURE "Layout"), checked on every test run:
// - capabilities never import http/ (or mcp/); they import each other only through their index.ts;
// - storage is reached only through store/ports, never an adapter (services.ts chooses adapters);
// - skills/* import only the skill SDK (tests may also use the skill test helper, the error catalogue and validation/).
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.join(import.meta.dirname, '..')
const SRC = path.join(ROOT, 'src')
const CAPABILITIES = ['auth', 'keys', 'skill-runtime', 'tenancy', 'versioning', 'spec', 'errors', 'permissions', 'ratelimit', 'idempotency', 'webhooks', 'validation']
// lib/ is the shared kernel of tiny pure helpers: anyone may import its files, and it imports no capability.
const ADAPTERS = ['store/embedded', 'store/mongo', 'store/redis', 'store/memory']

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name)
    if (d.isDirectory()) return d.name === 'node_modules' || d.name === 'generated' ? [] : files(p)
    return p.endsWith('.ts') ? [p] : []
  })
}

function imports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8')
  const out: string[] = []
  for (const m of text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm)) out.push(m[1]!)
  for (const m of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1]!)
  return out.filter((s) => s.startsWith('.')).map((s) => path.relative(SRC, path.resolve(path.dirname(file), s)))
}

const areaOf = (relToSrc: string) => relToSrc.split(path.sep)[0]!

describe('architecture', () => {
  it('capabilities never import http/ and reach other capabilities only through index.ts', () => {
    const problems: string[] = []
    for (const cap of CAPABILITIES) {
      for (const f of files(path.join(SRC, cap))) {
        if (f.endsWith('.test.ts')) continue // tests may cross rooms to check that they agree
        for (const target of imports(f)) {
          const area = areaOf(target)
          const from = path.relative(SRC, f)
          if (area === 'http' || area === 'mcp') problems.push(`${from} imports ${target}`)
          if (CAPABILITIES.includes(area) && area !== cap && !target.endsWith(`${area}${path.sep}index.ts`)) {
            problems.push(`${from} imports ${target} (use ${area}/index.ts)`)
          }
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('lib/ imports no capability', () => {
    const problems = files(path.join(SRC, 'lib')).flatMap((f) => imports(f).filter((t) => areaOf(t) !== 'lib').map((t) => `${path.relative(SRC, f)} imports ${t}`))
    expect(problems).toEqual([])
  })

  it('only the composition root and test support import storage adapters', () => {
    const allowed = (rel: string) => rel === 'services.ts' || rel.startsWith('testing') || rel.startsWith('store') || rel.endsWith('.test.ts')
    const problems: string[] = []
    for (const f of files(SRC)) {
      const rel = path.relative(SRC, f)
      if (allowed(rel)) continue
      for (const target of imports(f)) if (ADAPTERS.some((a) => target.startsWith(a.replace('/', path.sep)))) problems.push(`${rel} imports ${target}`)
    }
    expect(problems).toEqual([])
  })

  it('skills import only the skill SDK (tests: also the skill test helper and errors)', () => {
    const problems: string[] = []
    for (const f of files(path.join(ROOT, 'skills'))) {
      const isTest = f.endsWith('.test.ts')
      for (const target of imports(f)) {
        if (!target.startsWith('..')) {
          // Inside src/: only the SDK (and, for tests, the test helper, errors, validation/ (Ajv) and permissions).
          const ok = target === path.join('skill-runtime', 'sdk.ts') ||
            (isTest && [path.join('skill-runtime', 'testing.ts'), path.join('errors', 'index.ts'), path.join('validation', 'index.ts'), path.join('skill-runtime', 'permissions.ts')].includes(target))
          if (!ok) problems.push(`${path.relative(ROOT, f)} imports src/${target}`)
        } else {
          // Outside src/: only its own skill folder.
          const abs = path.resolve(SRC, target)
          if (!abs.startsWith(path.dirname(f))) problems.push(`${path.relative(ROOT, f)} imports ${path.relative(ROOT, abs)}`)
        }
      }
    }
    expect(problems).toEqual([])
  })
})
