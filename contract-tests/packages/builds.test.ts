// The three published JavaScript packages keep their build in the repository (sdk/dist, cli/dist,
// contract-tests/kit/dist): a pack with --ignore-scripts, a pack in a clone whose dependencies are not installed, and an
// install of the folder itself (`npm install ../skills-connect/sdk`, which links it and runs no build) all get the entry
// points `exports` and `bin` name. `prepack` still builds. This test keeps the committed build equal to a fresh one:
// each package is built again into `.tmp-dist/` beside its `dist/` (the same depth, so source maps' relative paths
// agree) and compared file by file, byte by byte. Stale: run `npm run build:packages` and commit the result.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { describeStoreIndependent } from '../../src/testing/configuration.ts'

const REPO = path.resolve(import.meta.dirname, '..', '..')
const TSC = path.join(REPO, 'node_modules', '.bin', 'tsc')

interface Pkg {
  dir: string
  build: (out: string) => string[]
}
const PACKAGES: Pkg[] = [
  { dir: 'sdk', build: (out) => [TSC, '-p', path.join(REPO, 'sdk', 'tsconfig.build.json'), '--outDir', out] },
  { dir: 'cli', build: (out) => [process.execPath, path.join(REPO, 'cli', 'build.ts'), '--out', out] },
  {
    dir: 'contract-tests/kit',
    build: (out) => [process.execPath, path.join(REPO, 'contract-tests', 'kit', 'build.ts'), '--out', out],
  },
]

/** Every file under `dir`, relative, sorted, with its bytes. */
function tree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  if (!fs.existsSync(dir)) return files
  for (const f of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const p = path.join(dir, f)
    if (fs.statSync(p).isFile()) files.set(f.split(path.sep).join('/'), fs.readFileSync(p))
  }
  return files
}

/** What differs between the committed build and a fresh one: files missing, extra or changed. */
export function differences(committed: Map<string, Buffer>, fresh: Map<string, Buffer>): string[] {
  const out: string[] = []
  for (const [f, b] of fresh) {
    const c = committed.get(f)
    if (!c) out.push(`missing: ${f}`)
    else if (!c.equals(b)) out.push(`changed: ${f}`)
  }
  for (const f of committed.keys()) if (!fresh.has(f)) out.push(`extra: ${f}`)
  return out
}

const outs: string[] = []
afterAll(() => {
  for (const o of outs) fs.rmSync(o, { recursive: true, force: true })
})

describeStoreIndependent('the committed package builds', () => {
  for (const p of PACKAGES) {
    it(`${p.dir}/dist is what a fresh build gives (else: npm run build:packages, and commit it)`, () => {
      const out = path.join(REPO, p.dir, '.tmp-dist')
      outs.push(out)
      fs.rmSync(out, { recursive: true, force: true })
      const [cmd, ...args] = p.build(out)
      const r = spawnSync(cmd!, args, { cwd: path.join(REPO, p.dir), encoding: 'utf8', timeout: 120_000 })
      expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0)
      const fresh = tree(out)
      expect(fresh.size).toBeGreaterThan(0)
      expect(differences(tree(path.join(REPO, p.dir, 'dist')), fresh), `${p.dir}/dist is stale`).toEqual([])
      // The executables keep their mode: a bin that is not executable fails when linked by a folder install.
      for (const f of fresh.keys()) {
        const mode = fs.statSync(path.join(out, f)).mode & 0o111
        if (mode)
          expect(
            fs.statSync(path.join(REPO, p.dir, 'dist', f)).mode & 0o111,
            `${p.dir}/dist/${f} is not executable`,
          ).toBe(mode)
      }
    }, 120_000) // tsc takes 3-5 s alone, more on a loaded machine
  }

  it('the comparison can fail: a changed byte, a missing file and an extra one are each named', () => {
    const a = new Map([
      ['x.js', Buffer.from('1')],
      ['y.js', Buffer.from('2')],
    ])
    const b = new Map([
      ['x.js', Buffer.from('1!')],
      ['z.js', Buffer.from('3')],
    ])
    expect(differences(a, b).sort()).toEqual(['changed: x.js', 'extra: y.js', 'missing: z.js'])
  })
})
