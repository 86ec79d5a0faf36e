// Request fields from the command line, gh api's syntax (research sdk-cli.md §4.1):
//   -f key=value   a string, as written
//   -F key=value   typed: true, false, null, numbers, JSON arrays/objects ([…] or {…}), @file (its contents; @- stdin)
//   key[sub]=v     nested object        key[]=v   appended to an array      key[][sub]=v   an array of objects, a new
//                                                                                          object when `sub` repeats
// and `--input file.json` (or `-` for stdin) for a whole JSON object, the fields then set on top of it.
import fs from 'node:fs'
import { readAll, UsageError, type Io } from './io.ts'

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json }

export interface FieldArgs {
  typed?: string[]
  raw?: string[]
  input?: string
}
/** One -F (typed) or -f field, in command-line order (the order matters for key[][sub]). */
export interface FieldSpec {
  typed: boolean
  spec: string
}

function parseKey(key: string): string[] {
  const m = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key)
  if (!m) throw new UsageError(`invalid field name "${key}": use name, name[sub], name[] or name[][sub]`)
  const rest = [...m[2]!.matchAll(/\[([^[\]]*)\]/g)].map((x) => x[1]!)
  return [m[1]!, ...rest]
}

async function typedValue(v: string, io: Io): Promise<Json> {
  if (v === 'true') return true
  if (v === 'false') return false
  if (v === 'null') return null
  if (/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(v)) return Number(v)
  if (v.startsWith('@')) {
    const file = v.slice(1)
    try {
      return file === '-' ? await readAll(io.stdin) : fs.readFileSync(file, 'utf8')
    } catch (err) {
      throw new UsageError(`cannot read ${file}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`)
    }
  }
  if (/^[[{]/.test(v)) {
    try {
      return JSON.parse(v) as Json
    } catch {
      /* not JSON: a string */
    }
  }
  return v
}

function setPath(target: { [k: string]: Json }, parts: string[], value: Json, key: string): void {
  let node: { [k: string]: Json } | Json[] = target
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!
    const last = i === parts.length - 1
    const next = parts[i + 1]
    if (Array.isArray(node)) {
      // p === '' (we only get here through `[]`)
      if (last) {
        node.push(value)
        return
      }
      // key[][sub]: the array's last object, or a new one when it already has `sub` (gh's rule)
      let obj = node.at(-1)
      const sub = next!
      if (!obj || typeof obj !== 'object' || Array.isArray(obj) || (parts.length === i + 2 && sub in obj)) {
        obj = {}
        node.push(obj)
      }
      node = obj as { [k: string]: Json }
      continue
    }
    if (p === '') throw new UsageError(`invalid field name "${key}"`)
    if (last) {
      node[p] = value
      return
    }
    const want: 'array' | 'object' = next === '' ? 'array' : 'object'
    let child: Json | undefined = node[p]
    if (child === undefined || child === null) {
      child = want === 'array' ? [] : {}
      node[p] = child
    }
    if (want === 'array' ? !Array.isArray(child) : typeof child !== 'object' || Array.isArray(child)) {
      throw new UsageError(`field "${key}" conflicts with an earlier value of "${p}"`)
    }
    node = child as { [k: string]: Json } | Json[]
  }
}

/** The JSON object given by --input and the -F/-f fields (fields in the order given, typed first then raw). */
export async function buildBody(a: FieldArgs, io: Io, order?: FieldSpec[]): Promise<{ [k: string]: Json }> {
  let body: { [k: string]: Json } = {}
  if (a.input !== undefined) {
    let text: string
    try {
      text = a.input === '-' ? await readAll(io.stdin) : fs.readFileSync(a.input, 'utf8')
    } catch (err) {
      throw new UsageError(
        `cannot read --input ${a.input}: ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`,
      )
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (err) {
      throw new UsageError(`--input ${a.input} is not JSON: ${(err as Error).message}`)
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new UsageError(`--input ${a.input} must hold a JSON object`)
    body = parsed as { [k: string]: Json }
  }
  const specs = order ?? [
    ...(a.typed ?? []).map((spec) => ({ typed: true, spec })),
    ...(a.raw ?? []).map((spec) => ({ typed: false, spec })),
  ]
  for (const { typed, spec } of specs) {
    const eq = spec.indexOf('=')
    const key = eq === -1 ? spec : spec.slice(0, eq)
    const parts = parseKey(key)
    if (eq === -1) {
      if (parts.at(-1) === '') {
        setPath(body, parts.slice(0, -1), [], key)
        continue
      } // key[] alone: an empty array
      throw new UsageError(`field "${spec}" needs a value: ${key}=<value>`)
    }
    const raw = spec.slice(eq + 1)
    setPath(body, parts, typed ? await typedValue(raw, io) : raw, key)
  }
  return body
}

/** A commander parser that records -F/-f fields into one list, in the order given. */
export const ordered =
  (into: FieldSpec[], typed: boolean) =>
  (v: string, prev: string[] = []): string[] => {
    into.push({ typed, spec: v })
    return [...prev, v]
  }

/** Commander collector for repeatable options. */
export const collect = (v: string, prev: string[] = []): string[] => [...prev, v]
