// Every file or folder a README names exists (issue 27 §2): relative links, and code spans that look like a path (a
// folder ending in `/`, or a file with a known extension), resolved as a reader would: from the README's folder, the
// repository root, src/ (room READMEs name sibling rooms as `auth/…`), the README's parent and src/store/, and
// ../shared for the research notes. What no README can point at (files made at run time, other projects' code,
// shorthand for many files) is listed below with the reason; an exception that no README needs any more fails too.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')
const SHARED = path.resolve(ROOT, '..', 'shared')

/** `README: name` → why it names something that is not a path of this repository. */
const NOT_PATHS: Record<string, string> = {
  'README.md: DATA_DIR/files/': 'a folder under the data directory, made at run time',
  'README.md: .tmp/': 'the git-ignored scratch folder that tests and tools make',
  'contract-tests/bench/README.md: contract-tests/bench/last-run.json': 'written by `npm run bench` (git-ignored)',
  'contract-tests/bench/README.md: last-run.json': 'written by `npm run bench` (git-ignored)',
  'README.md: demo/truth.json': 'written by `npm run demo`',
  'README.md: dist/': "the packages' build folders in general (sdk/, cli/, contract-tests/kit/)",
  'README.md: examples/outputs/': "each skill folder's, in general",
  'contract-tests/README.md: dist/': "the kit's build folder in general",
  'contract-tests/bench/README.md: last-run-workstreams.json': 'written by `npm run bench:workstreams`',
  'codegen/README.md: _generated/__init__.py': "the Python SDK's generated package, named as the generator writes it",
  'sdk-python/README.md: _generated/': "the generated package inside the Python SDK's source",
  'skills/identifiers.validate/README.md: gb/vat.py': "python-stdnum's module, the reference re-implementation",
  'skills/identifiers.validate/README.md: stdnum/au/abn.py': "python-stdnum's module",
  'skills/identifiers.validate/README.md: stdnum/au/tfn.py': "python-stdnum's module",
  'skills/identifiers.validate/README.md: stdnum/nz/ird.py': "python-stdnum's module",
  'src/knowledge/README.md: .json': 'an extension, not a file',
  'src/routing/README.md: prompts.heldout-5/-6/-7.json': 'shorthand for three files of src/routing/',
  'src/routing/README.md: prompts.outside-1..5.json': 'shorthand for five files of src/routing/',
  'src/store/README.md: files/tmp/': 'a folder under the data directory, made at run time',
}

const readmes = execFileSync('git', ['ls-files', 'README.md', '*/README.md'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean)

function named(text: string): Array<{ kind: 'link' | 'code'; name: string }> {
  const out: Array<{ kind: 'link' | 'code'; name: string }> = []
  const spans = [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!)
  for (const s of spans) {
    if (/\s/.test(s) || !/\.(ts|js|mjs|cjs|json|yaml|yml|md|py|sh|toml)$|\/$/.test(s)) continue
    if (/[*<>{}$]|^\/|^[a-z]+:|^\.\.\.|^~/.test(s)) continue
    if (!s.includes('/') && !/\.(ts|md|py|sh|json|yaml)$/.test(s)) continue
    out.push({ kind: 'code', name: s.split(':')[0]! })
  }
  const prose = text.replace(/`[^`\n]+`/g, '')
  for (const m of prose.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
    if (!/^[a-z]+:/.test(m[1]!) && !m[1]!.startsWith('/')) out.push({ kind: 'link', name: m[1]! })
  }
  return out
}

/** What git tracks, files and the folders holding them: a path that exists only in one checkout (git-ignored output
 * such as .tmp/ or a bench's last run) must not decide the verdict. */
const TRACKED = new Set<string>()
for (const f of execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean)) {
  TRACKED.add(f)
  for (let d = path.posix.dirname(f); d !== '.'; d = path.posix.dirname(d)) TRACKED.add(d)
}
const tracked = (p: string) => {
  const rel = path.relative(ROOT, p).split(path.sep).join('/')
  if (rel.startsWith('../')) return fs.existsSync(p) // beside the checkout: ../shared, as CI has it
  return rel === '' || TRACKED.has(rel.replace(/\/$/, ''))
}

function exists(readme: string, kind: 'link' | 'code', name: string): boolean {
  const dir = path.dirname(readme)
  const bases = kind === 'link' ? [dir] : [dir, '.', 'src', path.dirname(dir), 'src/store']
  if (bases.some((b) => tracked(path.resolve(ROOT, b, name)))) return true
  if (kind === 'code') {
    const research = name.replace(/^(\.\.\/)*(shared\/)?(research\/)?/, '')
    if (
      fs.existsSync(path.join(SHARED, name.replace(/^(\.\.\/)*shared\//, ''))) ||
      fs.existsSync(path.join(SHARED, 'research', research))
    )
      return true
    // A bare file name: any file of that name in the repository.
    if (!name.includes('/'))
      return execFileSync('git', ['ls-files', name, `*/${name}`], { cwd: ROOT, encoding: 'utf8' }).trim() !== ''
  }
  return false
}

it('every path a README names exists (or is listed, with its reason, as not a path of this repository)', () => {
  const missing: string[] = []
  const used = new Set<string>()
  for (const readme of readmes) {
    for (const { kind, name } of named(fs.readFileSync(path.join(ROOT, readme), 'utf8'))) {
      if (exists(readme, kind, name)) continue
      const key = `${readme}: ${name}`
      if (key in NOT_PATHS) {
        used.add(key)
        continue
      }
      missing.push(`${key} (${kind})`)
    }
  }
  expect(readmes.length).toBeGreaterThan(30)
  expect(missing, missing.join('\n')).toEqual([])
  expect(
    Object.keys(NOT_PATHS).filter((k) => !used.has(k)),
    'exceptions no README needs',
  ).toEqual([])
})

it('the check can fail: a README naming a file that is not there is found', () => {
  const found = named('See `src/http/router.ts` and [the guide](../nowhere.md), not `RULES[scheme](value)`.')
  expect(found).toEqual([
    { kind: 'code', name: 'src/http/router.ts' },
    { kind: 'link', name: '../nowhere.md' },
  ])
  expect(found.map((f) => exists('src/validation/README.md', f.kind, f.name))).toEqual([false, false])
})
