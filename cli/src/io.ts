// Output and exit codes, the gh conventions (research sdk-cli.md §4.1, §4.2): data on stdout, diagnostics and progress
// on stderr; a table on a terminal, tab-separated values off it; `--json [fields]` for JSON (optionally only some
// fields) and `--jq <expr>` to filter it (jq itself, compiled to WebAssembly: jq-wasm); colour only on a terminal,
// never with NO_COLOR, forced with CLICOLOR_FORCE. Stable exit codes: 0 ok, 1 error, 2 usage or cancelled, 4 auth
// (no key, an invalid key, or a key lacking the permission), 5 still rate limited after the SDK's own retries.
import type { Writable } from 'node:stream'
import {
  APIConnectionError,
  APIError,
  AuthenticationError,
  PermissionDeniedError,
  RateLimitError,
  SkillsConnectError,
  StreamError,
} from './sdk.ts'

export const EXIT = { OK: 0, ERROR: 1, USAGE: 2, AUTH: 4, RATE_LIMITED: 5 } as const

export interface Io {
  stdin: NodeJS.ReadableStream & { isTTY?: boolean }
  stdout: Writable & { isTTY?: boolean }
  stderr: Writable & { isTTY?: boolean }
  env: NodeJS.ProcessEnv
}

/** A mistake in the command line itself (exit 2). */
export class UsageError extends Error {
  override name = 'UsageError'
}
/** No usable credential (exit 4). */
export class AuthError extends Error {
  override name = 'AuthError'
}
/** A command that ran and failed for a reason it already explained (exit 1 unless `code` says otherwise). */
export class CommandFailed extends Error {
  override name = 'CommandFailed'
  readonly exitCode: number
  constructor(message: string, exitCode: number = EXIT.ERROR) {
    super(message)
    this.exitCode = exitCode
  }
}

export function colorEnabled(io: Io, stream: { isTTY?: boolean }): boolean {
  if (io.env.NO_COLOR !== undefined && io.env.NO_COLOR !== '') return false
  if (io.env.CLICOLOR_FORCE !== undefined && io.env.CLICOLOR_FORCE !== '' && io.env.CLICOLOR_FORCE !== '0') return true
  return Boolean(stream.isTTY) && io.env.TERM !== 'dumb'
}

export interface Paint {
  bold(s: string): string
  green(s: string): string
  red(s: string): string
  yellow(s: string): string
  dim(s: string): string
}
export function paint(on: boolean): Paint {
  const w = (open: number, close: number) => (s: string) => (on ? `\x1b[${open}m${s}\x1b[${close}m` : s)
  return { bold: w(1, 22), green: w(32, 39), red: w(31, 39), yellow: w(33, 39), dim: w(2, 22) }
}

export interface OutputOptions {
  json?: string | boolean
  jq?: string
}

/** Writes a command's data: JSON (--json), jq's output (--jq), or a table / TSV with the given columns. */
export class Output {
  readonly io: Io
  readonly o: OutputOptions
  readonly err: Paint
  readonly out: Paint
  constructor(io: Io, o: OutputOptions) {
    this.io = io
    this.o = o
    this.err = paint(colorEnabled(io, io.stderr))
    this.out = paint(colorEnabled(io, io.stdout))
  }

  get structured(): boolean {
    return (this.o.json !== undefined && this.o.json !== false) || this.o.jq !== undefined
  }
  get tty(): boolean {
    return Boolean(this.io.stdout.isTTY)
  }

  /** A line of progress or a notice, on stderr. */
  note(line: string): void {
    this.io.stderr.write(`${line}\n`)
  }
  line(text: string): void {
    this.io.stdout.write(`${text}\n`)
  }

  /** The --json field selection applied to an object or to each item of an array. */
  select(data: unknown): unknown {
    const f = this.o.json
    if (typeof f !== 'string' || f === '') return data
    const fields = f
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)
    const pick = (v: unknown) =>
      v && typeof v === 'object' && !Array.isArray(v)
        ? Object.fromEntries(fields.map((k) => [k, (v as Record<string, unknown>)[k] ?? null]))
        : v
    return Array.isArray(data) ? data.map(pick) : pick(data)
  }

  /** Data as JSON or jq output when asked; otherwise `human()` renders it. */
  async emit(data: unknown, human: () => void): Promise<void> {
    if (this.o.jq !== undefined) {
      await this.jq(this.select(data))
      return
    }
    if (this.o.json !== undefined && this.o.json !== false) {
      this.line(JSON.stringify(this.select(data), null, 2))
      return
    }
    human()
  }

  /** One record of a stream (NDJSON under --json/--jq; `human` otherwise). */
  async emitRecord(data: unknown, human: () => void): Promise<void> {
    if (this.o.jq !== undefined) {
      await this.jq(this.select(data))
      return
    }
    if (this.o.json !== undefined && this.o.json !== false) {
      this.line(JSON.stringify(this.select(data)))
      return
    }
    human()
  }

  async jq(data: unknown): Promise<void> {
    const jq = await import('jq-wasm')
    let text: string
    try {
      text = await jq.raw(JSON.stringify(data ?? null), this.o.jq!, ['-r'])
    } catch (err) {
      throw new UsageError(
        `--jq: ${String((err as Error).message)
          .replace(/^Failed to execute JSON query: /, '')
          .trim()}`,
      )
    }
    if (text !== '') this.io.stdout.write(text.endsWith('\n') ? text : `${text}\n`)
  }

  /** Any JSON objects (the SDK's typed results included): their members are read by name. */
  list(rows: readonly object[], columns: string[]): Promise<void> {
    return this.emit(rows, () => this.table(rows, columns))
  }

  object(obj: object, keys?: string[]): Promise<void> {
    return this.emit(obj, () => this.pairs(obj, keys))
  }

  /** gh-style: borderless aligned columns on a terminal (header in bold), TSV without a header off it. */
  table(rows: readonly object[], columns: string[]): void {
    const cells = rows.map((r) => columns.map((c) => cell(member(r, c))))
    if (!this.tty) {
      for (const r of cells) this.line(r.join('\t'))
      return
    }
    if (rows.length === 0) {
      this.note('(none)')
      return
    }
    const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((r) => r[i]!.length)))
    const fmt = (r: string[]) =>
      r
        .map((v, i) => (i === r.length - 1 ? v : v.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd()
    this.line(this.out.bold(fmt(columns.map((c) => c.toUpperCase()))))
    for (const r of cells) this.line(fmt(r))
  }

  /** An object as `key: value` lines on a terminal, `key<TAB>value` off it. */
  pairs(obj: object, keys: string[] = Object.keys(obj)): void {
    const w = Math.max(...keys.map((k) => k.length))
    for (const k of keys)
      this.line(
        this.tty ? `${this.out.bold(`${k}:`.padEnd(w + 1))} ${cell(member(obj, k))}` : `${k}\t${cell(member(obj, k))}`,
      )
  }
}

/** A member of a JSON object by name (undefined when it has none). */
const member = (o: object, k: string): unknown => (o as Record<string, unknown>)[k]

export function cell(v: unknown): string {
  if (v === null || v === undefined) return ''
  if (typeof v === 'string') return v.replace(/[\t\n\r]+/g, ' ')
  if (Array.isArray(v) && v.every((x) => typeof x !== 'object' || x === null)) return v.join(',')
  if (typeof v === 'object') return JSON.stringify(v)
  return String(v)
}

/** The exit code and the stderr message for an error thrown by a command. */
export function describeError(err: unknown): { code: number; message: string } {
  if (err instanceof UsageError) return { code: EXIT.USAGE, message: err.message }
  if (err instanceof AuthError) return { code: EXIT.AUTH, message: err.message }
  if (err instanceof CommandFailed) return { code: err.exitCode, message: err.message }
  if (err instanceof APIError) {
    const lines = [
      `${err.status}${err.code ? ` ${err.code}` : ''}: ${err.error?.message ?? err.body.slice(0, 300)}${err.param ? ` (param: ${err.param})` : ''}`,
    ]
    for (const d of (err.error?.details ?? []).slice(0, 10)) lines.push(`  ${d.loc.join('.')}: ${d.msg}`)
    if (err instanceof RateLimitError && err.retryAfter !== null) lines.push(`  retry after ${err.retryAfter} s`)
    if (err.correlationId) lines.push(`  correlation id: ${err.correlationId}`)
    if (err instanceof AuthenticationError) lines.push('  hint: check the key (skills-connect whoami, or login again)')
    if (err instanceof PermissionDeniedError) lines.push('  hint: the key lacks the permission this needs')
    if (err.maybeExecuted) lines.push('  the write may have executed: check before trying again')
    const code =
      err instanceof AuthenticationError || err instanceof PermissionDeniedError
        ? EXIT.AUTH
        : err instanceof RateLimitError
          ? EXIT.RATE_LIMITED
          : EXIT.ERROR
    return { code, message: lines.join('\n') }
  }
  if (err instanceof StreamError) return { code: EXIT.ERROR, message: `stream error ${err.code}: ${err.error.message}` }
  if (err instanceof APIConnectionError)
    return {
      code: EXIT.ERROR,
      message: `${err.message}${err.maybeExecuted ? '' : ' (is the base URL right? try: skills-connect doctor)'}`,
    }
  if (err instanceof SkillsConnectError) return { code: EXIT.ERROR, message: err.message }
  return { code: EXIT.ERROR, message: err instanceof Error ? err.message : String(err) }
}

/** The whole of stdin as text. */
export async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = []
  for await (const c of stream) chunks.push(typeof c === 'string' ? Buffer.from(c) : (c as Buffer))
  return Buffer.concat(chunks).toString('utf8')
}

/** `sk_…abcd`: enough to tell keys apart, never enough to use one. */
export function maskKey(key: string): string {
  return key.length > 8 ? `${key.slice(0, 3)}…${key.slice(-4)}` : '…'
}
