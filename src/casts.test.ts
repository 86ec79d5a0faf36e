// Every `as unknown as` and `as never` outside tests, test support and generated code says why it is there (issue 27
// §1): a `// cast: <why>` comment in the statement that holds it, before the cast or on its line (above the
// statement, or above the argument or property the formatter put on a line of its own). A cast that a type could
// replace should be replaced; one that stays names the fact the compiler cannot see (a validated JSON, a library
// typed narrower than it behaves, a lookup by name). Found by TypeScript's parser, not by pattern, so a line break the
// formatter adds does not part a cast from its comment.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '..')

const isCast = (n: ts.Node): n is ts.AsExpression =>
  ts.isAsExpression(n) &&
  (n.type.kind === ts.SyntaxKind.NeverKeyword ||
    (ts.isAsExpression(n.expression) && n.expression.type.kind === ts.SyntaxKind.UnknownKeyword))

/** The nearest statement or class member holding `n`: the span a `cast:` comment speaks for. */
function holder(n: ts.Node): ts.Node {
  let p: ts.Node = n
  while (p.parent && !ts.isSourceFile(p.parent)) {
    if ((ts.isStatement(p) && !ts.isBlock(p)) || ts.isClassElement(p)) return p
    p = p.parent
  }
  return p
}

/**
 * Where the span of `n`'s holder begins: its leading comments, and above them the comments over a block that the
 * holder opens (`// cast: ...` above `asMetric(): Metric {` speaks for its one `return`), at most three lines up.
 */
function spanStart(text: string, file: ts.SourceFile, n: ts.Node): number {
  const starts = file.getLineStarts()
  let line = file.getLineAndCharacterOfPosition(holder(n).getStart(file)).line
  for (let up = 0; up < 3 && line > 0; up++) {
    const prev = text.slice(starts[line - 1], starts[line]).trim()
    if (!/^(\/\/|\/\*|\*)/.test(prev) && !prev.endsWith('{')) break
    line--
  }
  return Math.min(starts[line]!, holder(n).getFullStart())
}

/** The casts of `text` that no `cast:` comment explains: `line: text`. */
function bareCasts(text: string, fileName = 'x.ts'): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  const bare: string[] = []
  const visit = (n: ts.Node): void => {
    if (isCast(n)) {
      const { line } = file.getLineAndCharacterOfPosition(n.getEnd())
      const lineEnd = file.getLineEndOfPosition(n.getEnd())
      const span = text.slice(spanStart(text, file, n), lineEnd)
      if (!span.includes('// cast:'))
        bare.push(`${line + 1}: ${text.slice(file.getLineStarts()[line], lineEnd).trim().slice(0, 120)}`)
      return // the inner `as unknown` of `as unknown as` is the same cast
    }
    ts.forEachChild(n, visit)
  }
  visit(file)
  return bare
}

it('every cast outside tests and generated code carries its one-line why', () => {
  const files = execFileSync('git', ['ls-files', 'src', 'skills', 'codegen', 'contract-tests', 'sdk/src', 'cli/src'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (f) =>
        f.endsWith('.ts') && !/\.(test|suite)\.ts$|(^|\/)testing\/|^src\/generated\/|^sdk\/src\/generated\//.test(f),
    )
  expect(files.length).toBeGreaterThan(300)
  const bare = files.flatMap((f) => bareCasts(fs.readFileSync(path.join(ROOT, f), 'utf8')).map((b) => `${f}:${b}`))
  expect(bare, bare.join('\n')).toEqual([])
})

it('the check can fail: a bare cast is found, an explained one and prose are not', () => {
  expect(
    bareCasts(
      [
        'const a = b as never',
        '// cast: why',
        'const c = d as unknown as E',
        '// the request was never sent',
        'const f = g(h, (i as unknown as J).k) // cast: on its line',
        'const l = m({',
        '  // cast: the property it is on',
        '  n: o as never,',
        '  p: q as never,',
        '})',
        'function v() {',
        '  return w as never',
        '}',
        '// cast: a comment above another statement speaks for that one only',
        'const r = 1',
        'const s = t as unknown as U',
      ].join('\n'),
    ),
  ).toEqual(['1: const a = b as never', '12: return w as never', '16: const s = t as unknown as U'])
})
