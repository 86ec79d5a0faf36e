// The spec lint gate (issue 26 §2): Redocly CLI (redocly.yaml: `recommended`) and Spectral (.spectral.yaml:
// `spectral:oas`) on the served document, then every error and warning is either excused by an entry of
// openapi-lint.yaml (rule, JSON pointer pattern, reason) or reported; an entry that excuses nothing is reported too
// (stale). Used by codegen/spec-lint.test.ts and by hand: `npm run spec:lint` (exit 1 when the gate fails).
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import YAML from 'yaml'

const ROOT = path.resolve(import.meta.dirname, '..')
const BIN = path.join(ROOT, 'node_modules', '.bin')

export type Tool = 'redocly' | 'spectral'
export interface LintProblem {
  tool: Tool
  rule: string
  severity: 'error' | 'warn'
  pointer: string
  message: string
}
export interface LintException {
  tool: Tool
  rule: string
  where: string
  reason: string
}
export interface Verdict {
  /** Errors and warnings no exception excuses. */
  unexcused: LintProblem[]
  /** Exceptions that excuse nothing. */
  stale: LintException[]
  /** How many problems each exception excused, in the file's order. */
  excused: { exception: LintException; count: number }[]
}

/** A rule given options in redocly.yaml or .spectral.yaml, its severity left as it is: it still counts every problem. */
export interface RuleOptions {
  tool: Tool
  rule: string
  options: Record<string, unknown>
  reason: string
}

export function readRuleOptions(file = path.join(ROOT, 'openapi-lint.yaml')): RuleOptions[] {
  const raw = YAML.parse(fs.readFileSync(file, 'utf8')) as { options?: Partial<RuleOptions>[] }
  return (raw.options ?? []).map((o) => {
    if (
      (o.tool !== 'redocly' && o.tool !== 'spectral') ||
      typeof o.rule !== 'string' ||
      !o.options ||
      typeof o.reason !== 'string' ||
      o.reason.trim().length < 10
    ) {
      throw new Error(
        `${path.basename(file)}: each options entry needs tool, rule, options and a reason: ${JSON.stringify(o)}`,
      )
    }
    return { tool: o.tool, rule: o.rule, options: o.options, reason: o.reason.trim() }
  })
}

export function readExceptions(file = path.join(ROOT, 'openapi-lint.yaml')): LintException[] {
  const raw = YAML.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<Tool, Omit<LintException, 'tool'>[]>>
  const out: LintException[] = []
  for (const tool of ['redocly', 'spectral'] as const) {
    for (const e of raw[tool] ?? []) {
      if (
        typeof e.rule !== 'string' ||
        typeof e.where !== 'string' ||
        !e.where.startsWith('#') ||
        typeof e.reason !== 'string' ||
        e.reason.trim().length < 10
      ) {
        throw new Error(
          `${path.basename(file)}: each ${tool} entry needs rule, where (a JSON pointer pattern) and a reason: ${JSON.stringify(e)}`,
        )
      }
      out.push({ tool, rule: e.rule, where: e.where, reason: e.reason.trim() })
    }
  }
  return out
}

const escapeToken = (t: string) => t.replace(/~/g, '~0').replace(/\//g, '~1')

/**
 * Whether `pointer` (a JSON pointer, `#/a/b~1c`) matches `pattern`: the same tokens, where `*` stands for one token,
 * `**` for any number (none included) and `{x,y}` for either.
 */
export function pointerMatches(pattern: string, pointer: string): boolean {
  const split = (p: string) =>
    p
      .replace(/^#\/?/, '')
      .split('/')
      .filter((t, _i, all) => t !== '' || all.length > 1)
  const pat = split(pattern)
  const ptr = split(pointer)
  const one = (p: string, t: string) =>
    p === '*' || p === t || (/^\{.*\}$/.test(p) && p.slice(1, -1).split(',').includes(t))
  const go = (i: number, j: number): boolean => {
    if (i === pat.length) return j === ptr.length
    if (pat[i] === '**') return go(i + 1, j) || (j < ptr.length && go(i, j + 1))
    return j < ptr.length && one(pat[i]!, ptr[j]!) && go(i + 1, j + 1)
  }
  return go(0, 0)
}

export function judge(problems: readonly LintProblem[], exceptions: readonly LintException[]): Verdict {
  const counts = new Map<LintException, number>(exceptions.map((e) => [e, 0]))
  const unexcused: LintProblem[] = []
  for (const p of problems) {
    const e = exceptions.find((x) => x.tool === p.tool && x.rule === p.rule && pointerMatches(x.where, p.pointer))
    if (e) counts.set(e, counts.get(e)! + 1)
    else unexcused.push(p)
  }
  return {
    unexcused,
    stale: exceptions.filter((e) => counts.get(e) === 0),
    excused: exceptions.map((exception) => ({ exception, count: counts.get(exception)! })),
  }
}

function run(cmd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    // Both tools exit non-zero when they find errors; their JSON report on stdout is what counts.
    execFile(path.join(BIN, cmd), args, { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (stdout.trim().startsWith('{') || stdout.trim().startsWith('[')) resolve(stdout)
      else reject(new Error(`${cmd} ${args.join(' ')} failed: ${err?.message ?? ''}\n${stderr}`))
    })
  })
}

export async function runRedocly(file: string): Promise<LintProblem[]> {
  // --max-problems: Redocly reports 100 problems by default and drops the rest without a word (a flood of one rule
  // once hid two others, which made their exceptions look stale).
  const out = JSON.parse(
    await run('redocly', [
      'lint',
      file,
      '--format=json',
      '--max-problems=100000',
      `--config=${path.join(ROOT, 'redocly.yaml')}`,
    ]),
  ) as {
    problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[]
  }
  return out.problems
    .filter((p) => p.severity === 'error' || p.severity === 'warn')
    .map((p) => ({
      tool: 'redocly',
      rule: p.ruleId,
      severity: p.severity as 'error' | 'warn',
      pointer: p.location[0]?.pointer ?? '#',
      message: p.message,
    }))
}

export async function runSpectral(file: string): Promise<LintProblem[]> {
  const out = JSON.parse(
    await run('spectral', [
      'lint',
      file,
      '--ruleset',
      path.join(ROOT, '.spectral.yaml'),
      '--format',
      'json',
      '--quiet',
    ]),
  ) as {
    code: string
    severity: number
    message: string
    path: (string | number)[]
  }[]
  // Spectral's severities: 0 error, 1 warn, 2 info, 3 hint.
  return out
    .filter((p) => p.severity <= 1)
    .map((p) => ({
      tool: 'spectral',
      rule: p.code,
      severity: p.severity === 0 ? 'error' : 'warn',
      pointer: `#${p.path.map((t) => `/${escapeToken(String(t))}`).join('')}`,
      message: p.message,
    }))
}

/** Writes `doc` to a temporary file and runs both linters on it (at once). */
export async function lintDocument(doc: unknown): Promise<LintProblem[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-lint-'))
  try {
    const file = path.join(dir, 'openapi.json')
    fs.writeFileSync(file, JSON.stringify(doc, null, 2))
    const [r, s] = await Promise.all([runRedocly(file), runSpectral(file)])
    return [...r, ...s]
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** What the gate says, in lines a person reads. */
export function report(v: Verdict): string {
  const lines: string[] = []
  for (const p of v.unexcused) lines.push(`${p.tool} ${p.severity} ${p.rule} at ${p.pointer}: ${p.message}`)
  for (const e of v.stale) lines.push(`stale exception (matches nothing): ${e.tool} ${e.rule} at ${e.where}`)
  for (const { exception: e, count } of v.excused)
    if (count) lines.push(`excused ${count} × ${e.tool} ${e.rule} at ${e.where}`)
  return lines.join('\n')
}

if (import.meta.main) {
  const { servedDocument } = await import('./served-document.ts')
  const started = Date.now()
  const v = judge(await lintDocument(await servedDocument()), readExceptions())
  process.stdout.write(
    `${report(v)}\nspec lint: ${v.unexcused.length} unexcused, ${v.stale.length} stale (${Date.now() - started} ms)\n`,
  )
  process.exit(v.unexcused.length || v.stale.length ? 1 : 0)
}
