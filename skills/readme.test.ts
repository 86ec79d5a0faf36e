// skills/README.md, the skill author's guide, against the code it describes (ARCHITECTURE: what exists twice is kept in
// step by a test): every path it names exists, every `npm run` script it names is in package.json, its skill.json table
// has exactly the manifest schema's fields, the ctx members it names are SkillContext's, its placeholders are
// expected.ts's, and the dev-loop table carries measured times.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PLACEHOLDERS } from '../src/skill-kit/expected.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const guide = fs.readFileSync(path.join(import.meta.dirname, 'README.md'), 'utf8')
const manifestSchema = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'src/skill-runtime/skill-manifest.schema.json'), 'utf8'),
) as { properties: Record<string, unknown> }
const scripts = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts
/** The guide's running example: a skill that does not exist. */
const EXAMPLE_SKILL = 'reports.aged-debtors'

const section = (title: string) => {
  const start = guide.indexOf(`\n## ${title}\n`)
  expect(start, `section ${title}`).toBeGreaterThan(-1)
  const end = guide.indexOf('\n## ', start + 1)
  return guide.slice(start, end < 0 ? undefined : end)
}

describe('skills/README.md', () => {
  it('names only paths that exist (links, relative to skills/; code spans, relative to the repository)', () => {
    const links = [...guide.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((m) => m[1]!)
      .filter((l) => !/^[a-z]+:/.test(l))
    expect(links.length).toBeGreaterThan(20)
    for (const l of links) expect(fs.existsSync(path.resolve(import.meta.dirname, l)), `link ${l}`).toBe(true)
    const top = new Set(fs.readdirSync(ROOT)) // .tmp/ (made by the tooling, never committed) is left out below
    const spans = [...guide.matchAll(/`([^`\s]+)`/g)]
      .map((m) => m[1]!)
      .filter(
        (s) =>
          s.includes('/') &&
          top.has(s.split('/')[0]!) &&
          !s.startsWith('.tmp/') &&
          !/[<>*{}]/.test(s) &&
          !s.includes(EXAMPLE_SKILL),
      )
    expect(spans.length).toBeGreaterThan(5)
    for (const s of spans) expect(fs.existsSync(path.join(ROOT, s)), `path ${s}`).toBe(true)
  })

  it('names only npm scripts package.json has', () => {
    const named = [...guide.matchAll(/npm run ([a-z][a-z:-]*)/g)].map((m) => m[1]!)
    expect(named).toEqual(expect.arrayContaining(['skill:new', 'dev', 'codegen', 'test:python']))
    for (const n of named) expect(scripts[n], `npm run ${n}`).toBeDefined()
  })

  it('describes exactly the fields of skill.json', () => {
    const table = section('skill.json')
    const fields = [...table.matchAll(/^\| `([a-z_]+)` \|/gm)].map((m) => m[1]!)
    expect(fields.sort()).toEqual(Object.keys(manifestSchema.properties).sort())
    // The extensions it says a field is published as are the ones the spec carries.
    const op = fs.readFileSync(path.join(ROOT, 'src/spec/skill-operation.ts'), 'utf8')
    for (const x of new Set([...table.matchAll(/`(x-[a-z-]+)`/g)].map((m) => m[1]!))) expect(op, x).toContain(`'${x}'`)
  })

  it('names only members of SkillContext, and names them all', () => {
    const sdk = fs.readFileSync(path.join(ROOT, 'src/skill-runtime/sdk.ts'), 'utf8')
    const body = sdk.slice(
      sdk.indexOf('export interface SkillContext {'),
      sdk.indexOf('\n}', sdk.indexOf('export interface SkillContext {')),
    )
    const members = new Set([...body.matchAll(/^ {2}(?:readonly )?([a-zA-Z]+)[(:]/gm)].map((m) => m[1]!))
    expect(members.size).toBeGreaterThan(10)
    const named = new Set([...section('The handler').matchAll(/`ctx\.([a-zA-Z]+)/g)].map((m) => m[1]!))
    expect([...named].sort()).toEqual([...members].sort())
  })

  it('lists the placeholders expected.ts has', () => {
    const listed = [...section('Examples').matchAll(/`"(<[a-z-]+>)"`/g)].map((m) => m[1]!)
    expect(listed).toEqual([...PLACEHOLDERS])
  })

  it('gives measured edit-to-visible times', () => {
    const loop = section('The dev loop')
    expect(loop).not.toMatch(/MEASURE_/)
    expect([...loop.matchAll(/^\| .+ \| (?:about )?[\d.]+ (?:s|ms)\b/gm)].length).toBeGreaterThanOrEqual(2)
  })
})
