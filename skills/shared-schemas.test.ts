// No schema is copied between skills: what two skills share lives once, in skills/_shared/, and both refer to it
// (skills/README.md, "Shared schemas").
//
// What counts as a copy. Every schema of every skill's input.schema.json and output.schema.json, as written, is looked
// at (the root and each subschema: properties, items, $defs entries, allOf/anyOf/oneOf branches, ...), and every schema
// of each skills/_shared/ file (a home of its own: inlining a shared schema is copying it). Two of them, in two homes,
// are copies when
//   - their JSON is the same, keys sorted, `$schema` and `$id` left out, and it is over 400 characters (compact), or
//   - they are the same once their annotations (title, description, $comment, examples, example) are left out too, and
//     that is over 400 characters: a copy reworded, whose validation is still copied (benford's test was, between
//     anomalies.investigate and forensic.number-analysis). Annotations are not ignored in the first form, so a
//     small schema with long descriptions copied word for word counts; they are not compared in the second, or
//     rewording one description would hide a 1.4 KB copy, and they are not counted in its size, or two 20-character
//     `{"type": "string"}` fields with long but different descriptions would be "copies".
// `$ref`s are compared as text (a ref to a shared schema is the way to share, and is small). Not a copy: a schema
// repeated within one skill (its input and output may say the same thing: a local $defs entry is the way), or one of
// 400 characters or fewer. A copy inside a bigger copy is listed under the bigger one only.
//
//   npx node skills/shared-schemas.test.ts [skills-dir]    the report for a skills folder (the copies, the counts)
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { walkSchema } from '../src/spec/schema-walk.ts'

/** Over this many characters of JSON (compact), a schema found in two homes is a copy. */
const MAX_COPY = 400
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'examples', 'example'])
const SCHEMA_FILES = ['input.schema.json', 'output.schema.json']

type Schema = Record<string, unknown>
/** A skill folder's schema files, or one shared file: where a schema may live once. */
interface Home {
  name: string
  files: Record<string, Schema>
}
interface Place {
  home: string
  at: string
}
interface Copy {
  chars: number
  how: 'as written' | 'but for annotations'
  places: Place[]
}

/** The homes of a skills folder: each skill folder (its two schema files as written), each file of _shared/. */
function homesOf(skillsDir: string): Home[] {
  const read = (p: string) => JSON.parse(fs.readFileSync(p, 'utf8')) as Schema
  const homes: Home[] = []
  for (const d of fs
    .readdirSync(skillsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()) {
    if (d === '_shared') {
      for (const f of fs
        .readdirSync(path.join(skillsDir, d))
        .filter((x) => x.endsWith('.schema.json'))
        .sort())
        homes.push({ name: `_shared/${f}`, files: { [f]: read(path.join(skillsDir, d, f)) } })
    } else if (!d.startsWith('.') && !d.startsWith('_') && fs.existsSync(path.join(skillsDir, d, 'skill.json'))) {
      const files = Object.fromEntries(
        SCHEMA_FILES.filter((f) => fs.existsSync(path.join(skillsDir, d, f))).map((f) => [
          f,
          read(path.join(skillsDir, d, f)),
        ]),
      )
      homes.push({ name: d, files })
    }
  }
  return homes
}

/** The schema's JSON, keys sorted, without $schema and $id (and, with `bare`, without annotations) at any depth. */
function canonical(schema: unknown, bare: boolean): string {
  const sort = (v: unknown, isSchema: boolean): unknown => {
    if (Array.isArray(v)) return v.map((x) => sort(x, isSchema))
    if (v === null || typeof v !== 'object') return v
    const out: Record<string, unknown> = {}
    for (const k of Object.keys(v).sort()) {
      const val = (v as Record<string, unknown>)[k]
      if (isSchema && (k === '$schema' || k === '$id' || (bare && ANNOTATIONS.has(k)))) continue
      // Data (default, const, enum) is compared as it is; map keywords hold names, then schemas.
      if (k === 'default' || k === 'const' || k === 'enum') out[k] = sort(val, false)
      else if (
        isSchema &&
        (k === 'properties' || k === 'patternProperties' || k === '$defs' || k === 'dependentSchemas') &&
        val &&
        typeof val === 'object'
      ) {
        out[k] = Object.fromEntries(
          Object.keys(val)
            .sort()
            .map((n) => [n, sort((val as Record<string, unknown>)[n], true)]),
        )
      } else out[k] = sort(val, isSchema)
    }
    return out
  }
  return JSON.stringify(sort(schema, true))
}

/** The copies among `homes`, the biggest first: each lists every place it is (a copy inside a listed one is left out). */
function findCopies(homes: readonly Home[]): { copies: Copy[]; all: Copy[] } {
  const groups = new Map<string, Copy>()
  for (const home of homes) {
    for (const [file, schema] of Object.entries(home.files)) {
      walkSchema(schema, `${file}#`, (s, pointer) => {
        for (const how of ['as written', 'but for annotations'] as const) {
          const key = canonical(s, how === 'but for annotations')
          if (key.length <= MAX_COPY) continue
          const g = groups.get(`${how}\u0000${key}`) ?? { chars: key.length, how, places: [] }
          g.places.push({ home: home.name, at: pointer.replace(/#$/, '#/') })
          groups.set(`${how}\u0000${key}`, g)
        }
      })
    }
  }
  const multi = [...groups.values()].filter((g) => new Set(g.places.map((p) => p.home)).size > 1)
  // One copy per set of places: the same places found both ways are one copy (the as-written one, annotations included).
  const bySite = new Map<string, Copy>()
  for (const g of multi) {
    const site = g.places
      .map((p) => `${p.home}/${p.at}`)
      .sort()
      .join(' ')
    const known = bySite.get(site)
    if (!known || (known.how !== 'as written' && g.how === 'as written')) bySite.set(site, g)
  }
  const all = [...bySite.values()].sort((a, b) => b.chars - a.chars || a.places[0]!.at.localeCompare(b.places[0]!.at))
  const inside = (p: Place, q: Place) =>
    p.home === q.home && p.at.startsWith(`${q.at.endsWith('/') ? q.at : `${q.at}/`}`) && p.at !== q.at
  const copies = all.filter(
    (c) => !all.some((d) => d !== c && c.places.every((p) => d.places.some((q) => inside(p, q)))),
  )
  return { copies, all }
}

function report(found: { copies: Copy[]; all: Copy[] }): string {
  const lines = found.copies.map(
    (c) =>
      `  ${c.chars} characters (${c.how}), in ${new Set(c.places.map((p) => p.home)).size} homes:\n` +
      c.places
        .map(
          (p) =>
            `    skills/${p.home.startsWith('_shared/') ? p.home : `${p.home}/${p.at.split('#')[0]}`}#${p.at.split('#')[1]}`,
        )
        .join('\n'),
  )
  return (
    `${found.all.length} schemas over ${MAX_COPY} characters are in more than one home (${found.all.reduce((n, c) => n + c.places.length, 0)} places); ` +
    `${found.copies.length} not inside a bigger one:\n${lines.join('\n')}\n` +
    'Move each to skills/_shared/<name>.schema.json and refer to it ("$ref": "../_shared/<name>.schema.json"): skills/README.md, "Shared schemas".'
  )
}

/** The skills reaching each shared file (directly, or through another shared file). */
function usersOfShared(homes: readonly Home[]): Map<string, Set<string>> {
  const refs = (v: unknown, out: string[] = []): string[] => {
    if (Array.isArray(v)) v.forEach((x) => refs(x, out))
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        if (k === '$ref' && typeof x === 'string') out.push(x)
        else refs(x, out)
      }
    return out
  }
  const sharedRefs = new Map(
    homes
      .filter((h) => h.name.startsWith('_shared/'))
      .map((h) => [h.name.slice('_shared/'.length), refs(h.files).flatMap((r) => /^\.\/(.+)$/.exec(r)?.[1] ?? [])]),
  )
  const users = new Map([...sharedRefs.keys()].map((f) => [f, new Set<string>()]))
  for (const h of homes.filter((x) => !x.name.startsWith('_shared/'))) {
    const reach = (f: string): void => {
      if (users.get(f)?.has(h.name) === false) {
        users.get(f)!.add(h.name)
        for (const g of sharedRefs.get(f) ?? []) reach(g)
      }
    }
    for (const r of refs(h.files)) {
      const m = /^\.\.\/_shared\/(.+)$/.exec(r)
      if (m) reach(m[1]!)
    }
  }
  return users
}

if (import.meta.main) {
  const dir = path.resolve(process.argv[2] ?? import.meta.dirname)
  process.stdout.write(`${report(findCopies(homesOf(dir)))}\n`)
} else {
  const homes = homesOf(import.meta.dirname)

  describe('schemas shared between skills (skills/_shared/)', () => {
    it('are never copied: no schema over 400 characters is in two skills, or in a skill and a shared file', () => {
      const found = findCopies(homes)
      expect(found.all, report(found)).toEqual([])
    })

    it('each shared file is shared: at least two skills reach it', () => {
      const lonely = [...usersOfShared(homes)]
        .filter(([, u]) => u.size < 2)
        .map(
          ([f, u]) =>
            `skills/_shared/${f}: ${u.size ? `only ${[...u].join(', ')}` : 'no skill'} uses it (move it into that skill)`,
        )
      expect(lonely).toEqual([])
      expect(usersOfShared(homes).get('document-finding.schema.json')).toEqual(
        new Set(['compliance.review', 'documents.analyse', 'workpapers.review']),
      )
    })

    describe('the check can fail', () => {
      const finding = homes.find((h) => h.name === '_shared/document-finding.schema.json')!.files[
        'document-finding.schema.json'
      ]!
      const skill = (name: string, output: Schema): Home => ({
        name,
        files: { 'output.schema.json': { type: 'object', properties: output } },
      })
      // Every description changed (not the property named description: its schema is an object).
      const reworded = (s: unknown): unknown =>
        Array.isArray(s)
          ? s.map(reworded)
          : s && typeof s === 'object'
            ? Object.fromEntries(
                Object.entries(s).map(([k, v]) => [
                  k,
                  k === 'description' && typeof v === 'string' ? `In other words: ${v}` : reworded(v),
                ]),
              )
            : s

      it('finds a shared schema pasted into a skill instead of referred to, word for word or reworded', () => {
        const { $id: _i, title: _t, ...pasted } = finding
        for (const copy of [pasted, reworded(pasted)]) {
          const found = findCopies([...homes, skill('reports.planted', { findings: { type: 'array', items: copy } })])
          expect(found.copies.map((c) => c.places.map((p) => `${p.home} ${p.at}`))).toEqual([
            [
              '_shared/document-finding.schema.json document-finding.schema.json#/',
              'reports.planted output.schema.json#/properties/findings/items',
            ],
          ])
          expect(report(found)).toContain('skills/reports.planted/output.schema.json#/properties/findings/items')
        }
      })

      it('finds it in a copy of skills/ whose documents.analyse pasted the shared finding back in place of its $ref', () => {
        const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-schemas-'))
        try {
          for (const h of homes) {
            const dir = h.name.startsWith('_shared/') ? path.join(tmp, '_shared') : path.join(tmp, h.name)
            fs.mkdirSync(dir, { recursive: true })
            if (!h.name.startsWith('_shared/')) fs.writeFileSync(path.join(dir, 'skill.json'), '{}')
            for (const [f, j] of Object.entries(h.files))
              fs.writeFileSync(path.join(dir, f), JSON.stringify(j, null, 2))
          }
          expect(findCopies(homesOf(tmp)).all).toEqual([])
          const out = path.join(tmp, 'documents.analyse', 'output.schema.json')
          const { $schema: _s, $id: _i, title: _t, ...body } = finding
          fs.writeFileSync(
            out,
            fs
              .readFileSync(out, 'utf8')
              .replace('{\n        "$ref": "../_shared/document-finding.schema.json"\n      }', JSON.stringify(body)),
          )
          const found = findCopies(homesOf(tmp))
          expect(found.copies.map((c) => c.places.map((p) => `${p.home} ${p.at}`))).toEqual([
            [
              '_shared/document-finding.schema.json document-finding.schema.json#/',
              'documents.analyse output.schema.json#/properties/findings/items',
            ],
          ])
        } finally {
          fs.rmSync(tmp, { recursive: true, force: true })
        }
      })

      it('finds a copy between two skills (and lists the copies inside it under it), but not one within a skill or a small one', () => {
        const big = {
          type: 'object',
          additionalProperties: false,
          required: ['a'],
          properties: Object.fromEntries(
            'abcdefghijklmn'.split('').map((k) => [`field_${k}`, { type: 'string', maxLength: 40 }]),
          ),
        }
        const inner = { type: 'object', properties: { nested: big } }
        const found = findCopies([
          skill('a.one', { x: inner }),
          skill('b.two', { y: inner, z: { type: 'string', description: 'x'.repeat(500) } }),
          skill('c.three', { z: { type: 'string', description: 'y'.repeat(500) } }),
        ])
        expect(found.copies.map((c) => c.places.map((p) => `${p.home} ${p.at}`))).toEqual([
          ['a.one output.schema.json#/properties/x', 'b.two output.schema.json#/properties/y'],
        ])
        expect(found.all).toHaveLength(2) // `nested` too, listed under its parent
        expect(findCopies([skill('a.one', { x: inner, y: inner })]).all).toEqual([])
        expect(
          findCopies([
            skill('a.one', { x: { type: 'string', minLength: 1 } }),
            skill('b.two', { y: { type: 'string', minLength: 1 } }),
          ]).all,
        ).toEqual([])
        const ref = { $ref: '../_shared/document-finding.schema.json' }
        expect(findCopies([skill('a.one', { x: ref }), skill('b.two', { y: ref })]).all).toEqual([])
      })
    })
  })
}
