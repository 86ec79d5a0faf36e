// Every `as unknown as` and `as never` outside tests, test support and generated code says why it is there (issue 27
// §1): a `// cast: <why>` comment on the line above, or on the same line. A cast that a type could replace should be
// replaced; one that stays names the fact the compiler cannot see (a validated JSON, a library typed narrower than it
// behaves, a lookup by name).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')
const CAST = /\bas (unknown as|never)\b/

/** The casts of `text` that no `cast:` comment explains: `line: text`. */
function bareCasts(text: string): string[] {
  const lines = text.split('\n')
  const bare: string[] = []
  lines.forEach((l, i) => {
    const code = l.replace(/\/\/.*$/, '')
    if (!CAST.test(code)) return
    if (l.includes('// cast:') || /^\s*\/\/ cast:/.test(lines[i - 1] ?? '')) return
    bare.push(`${i + 1}: ${l.trim().slice(0, 120)}`)
  })
  return bare
}

it('every cast outside tests and generated code carries its one-line why', () => {
  const files = execFileSync('git', ['ls-files', 'src', 'skills', 'codegen', 'contract-tests', 'sdk/src', 'cli/src'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n').filter((f) => f.endsWith('.ts') && !/\.(test|suite)\.ts$|(^|\/)testing\/|^src\/generated\/|^sdk\/src\/generated\//.test(f))
  expect(files.length).toBeGreaterThan(300)
  const bare = files.flatMap((f) => bareCasts(fs.readFileSync(path.join(ROOT, f), 'utf8')).map((b) => `${f}:${b}`))
  expect(bare, bare.join('\n')).toEqual([])
})

it('the check can fail: a bare cast is found, an explained one and prose are not', () => {
  expect(bareCasts('const a = b as never\n// cast: why\nconst c = d as unknown as E\n// the request was never sent\n')).toEqual(['1: const a = b as never'])
})
