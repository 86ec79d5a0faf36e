// Skill plugins load at boot; a bad folder stops the boot with a message naming the folder and the problem.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadSkills, SHARED_ID_BASE, SkillLoadError } from './index.ts'
import { loadSkillForTest } from './testing.ts'

const FIXTURE = path.join(import.meta.dirname, '..', 'testing', 'fixtures', 'skills', 'echo.fixture')
const REAL_SKILLS = path.join(import.meta.dirname, '..', '..', 'skills')
const CODEGEN = path.join(import.meta.dirname, '..', '..', 'codegen', 'index.ts')

/** A skills dir holding copies of the fixture under the given folder names, then `mutate` applied. */
function skillsDir(folders: string[], mutate: (dir: string) => void = () => {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'skills-'))
  for (const f of folders) {
    fs.cpSync(FIXTURE, path.join(root, f), { recursive: true })
    const mf = path.join(root, f, 'skill.json')
    const m = JSON.parse(fs.readFileSync(mf, 'utf8')) as Record<string, unknown>
    m.name = f
    m.slug = f.replace(/[.-]/g, '_')
    fs.writeFileSync(mf, JSON.stringify(m))
    // Handlers import the SDK by a relative path; point it at the real one from the temp location.
    const h = path.join(root, f, 'handler.ts')
    fs.writeFileSync(
      h,
      fs.readFileSync(h, 'utf8').replace('../../../../skill-runtime/sdk.ts', path.join(import.meta.dirname, 'sdk.ts')),
    )
  }
  mutate(root)
  return root
}

const edit = (file: string, fn: (j: Record<string, unknown>) => void) => {
  const j = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>
  fn(j)
  fs.writeFileSync(file, JSON.stringify(j))
}

async function loadError(dir: string): Promise<string> {
  try {
    await loadSkills(dir)
  } catch (e) {
    expect(e).toBeInstanceOf(SkillLoadError)
    return (e as Error).message
  }
  throw new Error('expected the skills to fail loading')
}

describe('skill registry', () => {
  it('loads the shipped skills and resolves them by name and slug', async () => {
    const r = await loadSkills(REAL_SKILLS)
    // Every folder under skills/ is one skill named as its folder, none left out, but for _shared/ (the shared schemas).
    const folders = fs
      .readdirSync(REAL_SKILLS, { withFileTypes: true })
      .filter((d) => d.isDirectory() && d.name !== '_shared')
      .map((d) => d.name)
      .sort()
    expect(folders).toEqual(
      expect.arrayContaining([
        'accounts.import',
        'bank.import',
        'clients.financials',
        'identifiers.validate',
        'journal.record',
      ]),
    )
    expect(r.list().map((s) => s.manifest.name)).toEqual(folders)
    expect(r.resolve('validate_business_identifiers')?.manifest.name).toBe('identifiers.validate')
    expect(r.resolve('identifiers.validate')?.manifest.slug).toBe('validate_business_identifiers')
    expect(r.resolve('nope')).toBeUndefined()
  })

  it('refuses a skill.json that is not JSON', async () => {
    const dir = skillsDir(['a.one'], (d) => fs.writeFileSync(path.join(d, 'a.one', 'skill.json'), '{ nope'))
    expect(await loadError(dir)).toMatch(/^skills\/a\.one: skill\.json is not valid JSON/)
  })

  it('refuses a skill.json missing a field or with a bad category', async () => {
    const noPerm = skillsDir(['a.one'], (d) =>
      edit(path.join(d, 'a.one', 'skill.json'), (j) => {
        delete j.permission
      }),
    )
    expect(await loadError(noPerm)).toMatch(/^skills\/a\.one: bad skill\.json: .*permission/)
    const badCat = skillsDir(['a.one'], (d) =>
      edit(path.join(d, 'a.one', 'skill.json'), (j) => {
        j.category = 'astrology'
      }),
    )
    expect(await loadError(badCat)).toMatch(/^skills\/a\.one: bad skill\.json: \/category/)
  })

  it('refuses an unknown permission and names retired scopes as such', async () => {
    const unknown = skillsDir(['a.one'], (d) =>
      edit(path.join(d, 'a.one', 'skill.json'), (j) => {
        j.permission = 'everything:all'
      }),
    )
    expect(await loadError(unknown)).toMatch(
      /^skills\/a\.one: unknown permission "everything:all"; use one of accounting:write/,
    )
    const retired = skillsDir(['a.one'], (d) =>
      edit(path.join(d, 'a.one', 'skill.json'), (j) => {
        j.permission = 'reports:read'
      }),
    )
    expect(await loadError(retired)).toContain('unknown permission "reports:read" (a retired scope)')
  })

  it('refuses duplicate names or slugs across folders', async () => {
    const dupSlug = skillsDir(['a.one', 'b.two'], (d) =>
      edit(path.join(d, 'b.two', 'skill.json'), (j) => {
        j.slug = 'a_one'
      }),
    )
    expect(await loadError(dupSlug)).toMatch(
      /^skills\/b\.two: duplicate name or slug "a_one" \(also used by skills\/a\.one\)/,
    )
    const slugIsName = skillsDir(['a.one', 'b.two'], (d) =>
      edit(path.join(d, 'b.two', 'skill.json'), (j) => {
        j.slug = 'a_one_x'
      }),
    )
    await expect(loadSkills(slugIsName)).resolves.toBeDefined()
  })

  it('refuses a folder whose name differs from the skill name', async () => {
    const dir = skillsDir(['a.one'], (d) =>
      edit(path.join(d, 'a.one', 'skill.json'), (j) => {
        j.name = 'b.two'
      }),
    )
    expect(await loadError(dir)).toContain('skills/a.one: skill.json name "b.two" must equal the folder name')
  })

  it('refuses missing files, a schema that does not compile, an output without stub_fields/warnings defaults', async () => {
    expect(await loadError(skillsDir(['a.one'], (d) => fs.rmSync(path.join(d, 'a.one', 'handler.ts'))))).toBe(
      'skills/a.one: missing handler.ts',
    )
    expect(await loadError(skillsDir(['a.one'], (d) => fs.rmSync(path.join(d, 'a.one', 'input.schema.json'))))).toBe(
      'skills/a.one: missing input.schema.json',
    )
    const badSchema = skillsDir(['a.one'], (d) =>
      edit(path.join(d, 'a.one', 'input.schema.json'), (j) => {
        j.properties = { text: { type: 'strung' } }
      }),
    )
    expect(await loadError(badSchema)).toMatch(/^skills\/a\.one: input\.schema\.json does not compile/)
    const noDefaults = skillsDir(['a.one'], (d) =>
      edit(path.join(d, 'a.one', 'output.schema.json'), (j) => {
        ;(j.properties as Record<string, Record<string, unknown>>).warnings = { type: 'array' }
      }),
    )
    expect(await loadError(noDefaults)).toContain(
      'output.schema.json must declare warnings as an array with default []',
    )
  })

  it('refuses a handler without a defineSkill default export, and an example that breaks the input schema', async () => {
    const plain = skillsDir(['a.one'], (d) =>
      fs.writeFileSync(path.join(d, 'a.one', 'handler.ts'), 'export default function () { return {} }\n'),
    )
    expect(await loadError(plain)).toBe('skills/a.one: handler.ts must `export default defineSkill(...)`')
    const badEx = skillsDir(['a.one'], (d) =>
      fs.writeFileSync(path.join(d, 'a.one', 'examples', 'bad.json'), '{"summary":"x","input":{"text":1}}'),
    )
    expect(await loadError(badEx)).toMatch(
      /^skills\/a\.one: examples\/bad\.json input does not match input\.schema\.json/,
    )
  })

  it('names where a handler failed to load, the value a schema or an example got wrong, and refuses an open input', async () => {
    // Node's own loader, as `npm run dev`, codegen and the server meet a folder (vitest's transform words it otherwise).
    const loadInNode = (dir: string) =>
      spawnSync(process.execPath, [CODEGEN, '--check', '--skill', 'a.one', '--skills-dir', dir], { encoding: 'utf8' })
    const syntax = loadInNode(
      skillsDir(['a.one'], (d) =>
        fs.appendFileSync(path.join(d, 'a.one', 'handler.ts'), '\nexport const broken = x y\n'),
      ),
    )
    expect(syntax.status).toBe(1)
    expect(syntax.stderr).toMatch(
      /skills\/a\.one: handler\.ts failed to load: Expected a semicolon \(.*a\.one\/handler\.ts:\d+(: export const broken = x y)?\)/,
    )
    const throws = loadInNode(
      skillsDir(['a.one'], (d) =>
        fs.appendFileSync(path.join(d, 'a.one', 'handler.ts'), '\nthrow new Error("no rates table")\n'),
      ),
    )
    expect(throws.stderr).toMatch(
      /skills\/a\.one: handler\.ts failed to load: no rates table \(.*a\.one\/handler\.ts:\d+:\d+\)/,
    )
    const badType = skillsDir(['a.one'], (d) =>
      edit(path.join(d, 'a.one', 'input.schema.json'), (j) => {
        j.properties = { text: { type: 'strung' } }
      }),
    )
    expect(await loadError(badType)).toContain('(given "strung")')
    const badEx = skillsDir(['a.one'], (d) =>
      fs.writeFileSync(
        path.join(d, 'a.one', 'examples', 'bad.json'),
        '{"summary":"x","input":{"text":"a","as_of":"2026-01-01"}}',
      ),
    )
    expect(await loadError(badEx)).toContain('must NOT have additional properties (as_of)')
    const open = skillsDir(['a.one'], (d) =>
      edit(path.join(d, 'a.one', 'input.schema.json'), (j) => {
        delete j.additionalProperties
      }),
    )
    expect(await loadError(open)).toBe(
      'skills/a.one: input.schema.json must say "additionalProperties": false at the top (an input field it does not name is then refused with a 422 naming it)',
    )
  })

  it("takes an example's expected output (an object), and refuses any other field of an example", async () => {
    const withExpected = skillsDir(['a.one'], (d) =>
      fs.writeFileSync(
        path.join(d, 'a.one', 'examples', 'x.json'),
        '{"summary":"x","input":{"text":"a"},"expected":{"text":"a"}}',
      ),
    )
    const r = await loadSkills(withExpected)
    expect(r.resolve('a.one')!.examples.find((e) => e.file === 'x.json')).toEqual({
      file: 'x.json',
      summary: 'x',
      input: { text: 'a' },
      expected: { text: 'a' },
    })
    const notObject = skillsDir(['a.one'], (d) =>
      fs.writeFileSync(
        path.join(d, 'a.one', 'examples', 'x.json'),
        '{"summary":"x","input":{"text":"a"},"expected":[1]}',
      ),
    )
    expect(await loadError(notObject)).toBe(
      'skills/a.one: examples/x.json must be {"summary": string, "input": object, "expected"?: object}',
    )
    const typo = skillsDir(['a.one'], (d) =>
      fs.writeFileSync(path.join(d, 'a.one', 'examples', 'x.json'), '{"summary":"x","input":{"text":"a"},"expect":{}}'),
    )
    expect(await loadError(typo)).toBe(
      'skills/a.one: examples/x.json has unknown field expect (summary, input, expected)',
    )
  })

  describe('shared schemas (skills/_shared/)', () => {
    const MODE = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: `${SHARED_ID_BASE}echo-mode.schema.json`,
      title: 'EchoMode',
      type: 'string',
      enum: ['ok', 'bad'],
    }
    const ECHOED = {
      $id: `${SHARED_ID_BASE}echoed.schema.json`,
      title: 'Echoed',
      type: 'object',
      additionalProperties: false,
      required: ['text'],
      properties: {
        text: { type: 'string', maxLength: 5 },
        mode: { $ref: './echo-mode.schema.json' },
        note: { type: 'string', default: 'none' },
      },
    }
    /** a.one (and the other folders) whose output's `echo` is an Echoed (a shared schema that refers to another). */
    const withShared = (files: Record<string, unknown>, folders = ['a.one'], mutate: (d: string) => void = () => {}) =>
      skillsDir(folders, (d) => {
        fs.mkdirSync(path.join(d, '_shared'))
        for (const [f, j] of Object.entries(files))
          fs.writeFileSync(path.join(d, '_shared', f), typeof j === 'string' ? j : JSON.stringify(j))
        for (const f of folders) {
          edit(path.join(d, f, 'output.schema.json'), (j) => {
            ;(j.properties as Record<string, unknown>).echoed = {
              $ref: '../_shared/echoed.schema.json',
              description: 'The text, again.',
            }
          })
        }
        mutate(d)
      })
    const both = { 'echo-mode.schema.json': MODE, 'echoed.schema.json': ECHOED }

    it('inlines them as $defs under their names; _shared is no skill; validation, defaults and loadSkillForTest as written inline', async () => {
      const dir = withShared(both, ['a.one', 'b.two'])
      const r = await loadSkills(dir)
      expect(r.list().map((s) => s.folder)).toEqual(['a.one', 'b.two'])
      const a = r.resolve('a.one')!
      expect(a.sharedSchemas).toEqual(['EchoMode', 'Echoed'])
      const props = a.outputSchema.properties as Record<string, unknown>
      expect(props.echoed).toEqual({ $ref: '#/$defs/Echoed', description: 'The text, again.' })
      const defs = a.outputSchema.$defs as Record<string, Record<string, unknown>>
      expect(Object.keys(defs)).toEqual(['EchoMode', 'Echoed'])
      expect(defs.Echoed!.$id).toBeUndefined()
      expect((defs.Echoed!.properties as Record<string, unknown>).mode).toEqual({ $ref: '#/$defs/EchoMode' })
      const out = { echo: 'x', mode: 'ok', stub_fields: [], warnings: [], echoed: { text: 'hi', mode: 'bad' } }
      expect(a.validateOutput(out)).toBe(true)
      expect(out.echoed).toEqual({ text: 'hi', mode: 'bad', note: 'none' }) // a default inside the shared schema
      expect(a.validateOutput({ ...out, echoed: { text: 'too long' } })).toBe(false)
      expect(a.validateOutput({ ...out, echoed: { text: 'hi', mode: 'worse' } })).toBe(false)
      const t = await loadSkillForTest(path.join(dir, 'a.one'))
      expect(t.outputErrors({ ...out, echoed: { text: 'too long' } })).not.toBeNull()
      expect(t.outputErrors(out)).toBeNull()
    })

    it("takes a schema file that is a shared schema as a whole (two skills with one input), with the file's title", async () => {
      const input = {
        $id: `${SHARED_ID_BASE}echo-input.schema.json`,
        title: 'EchoInput',
        type: 'object',
        additionalProperties: false,
        required: ['text'],
        properties: {
          text: { type: 'string', maxLength: 100 },
          again: { $ref: '#/properties/text' },
          mode: { $ref: './echo-mode.schema.json' },
        },
      }
      const dir = withShared({ ...both, 'echo-input.schema.json': input }, ['a.one', 'b.two'], (d) => {
        for (const f of ['a.one', 'b.two'])
          fs.writeFileSync(
            path.join(d, f, 'input.schema.json'),
            JSON.stringify({
              $schema: MODE.$schema,
              title: `${f === 'a.one' ? 'AOne' : 'BTwo'}Input`,
              $ref: '../_shared/echo-input.schema.json',
            }),
          )
      })
      const a = (await loadSkills(dir)).resolve('a.one')!
      expect(a.inputSchema).toEqual({
        $schema: MODE.$schema,
        title: 'AOneInput',
        type: 'object',
        additionalProperties: false,
        required: ['text'],
        properties: {
          text: { type: 'string', maxLength: 100 },
          again: { $ref: '#/properties/text' },
          mode: { $ref: '#/$defs/EchoMode' },
        },
        $defs: { EchoMode: { title: 'EchoMode', type: 'string', enum: ['ok', 'bad'] } },
      })
      expect(a.sharedSchemas).toEqual(['EchoMode', 'Echoed'])
      expect(a.wholeShared).toEqual({ input: 'EchoInput', output: null }) // codegen: `export type Input = EchoInput`
      expect(a.validateInput({ text: 'hi', again: 'x'.repeat(101) })).toBe(false)
      // Beside the $ref only annotations: anything else is a schema of its own, whose top then breaks the loader's rules.
      const more = withShared({ ...both, 'echo-input.schema.json': input }, ['a.one'], (d) =>
        fs.writeFileSync(
          path.join(d, 'a.one', 'input.schema.json'),
          JSON.stringify({ $ref: '../_shared/echo-input.schema.json', minProperties: 1 }),
        ),
      )
      expect(await loadError(more)).toBe('skills/a.one: input.schema.json must describe an object')
    })

    it('refuses a ref to a shared file that is missing, to another skill, or by URL', async () => {
      expect(await loadError(withShared({ 'echo-mode.schema.json': MODE }))).toBe(
        'skills/a.one: output.schema.json: $ref "../_shared/echoed.schema.json" at #/properties/echoed: there is no skills/_shared/echoed.schema.json',
      )
      const other = withShared(both, ['a.one'], (d) =>
        edit(path.join(d, 'a.one', 'input.schema.json'), (j) => {
          ;(j.properties as Record<string, unknown>).text = { $ref: '../b.two/input.schema.json' }
        }),
      )
      expect(await loadError(other)).toBe(
        'skills/a.one: input.schema.json: $ref "../b.two/input.schema.json" at #/properties/text: a skill schema refers to its own parts ("#/…") or to a shared schema ("../_shared/<name>.schema.json")',
      )
      const byId = withShared(both, ['a.one'], (d) =>
        edit(path.join(d, 'a.one', 'input.schema.json'), (j) => {
          ;(j.properties as Record<string, unknown>).text = { $ref: `${SHARED_ID_BASE}echoed.schema.json` }
        }),
      )
      expect(await loadError(byId)).toContain('a skill schema refers to its own parts')
      const clash = withShared(both, ['a.one'], (d) =>
        edit(path.join(d, 'a.one', 'output.schema.json'), (j) => {
          j.$defs = { Echoed: { type: 'string' } }
        }),
      )
      expect(await loadError(clash)).toBe(
        'skills/a.one: output.schema.json: $defs.Echoed has the name of the shared schema skills/_shared/echoed.schema.json, which this schema uses: rename the entry',
      )
    })

    it('refuses a shared file without its $id or title, with $defs, a default at its top, a ref elsewhere, or not a schema', async () => {
      const bad = (patch: Record<string, unknown>) =>
        withShared({ ...both, 'echoed.schema.json': { ...ECHOED, ...patch } })
      expect(await loadError(bad({ $id: 'echoed' }))).toBe(
        `skills/_shared: echoed.schema.json: must say "$id": "${SHARED_ID_BASE}echoed.schema.json"`,
      )
      expect(await loadError(bad({ title: 'Echo' }))).toBe(
        'skills/_shared: echoed.schema.json: must say "title": "Echoed" (the name of its type and component)',
      )
      expect(await loadError(bad({ $defs: { x: {} } }))).toMatch(
        /^skills\/_shared: echoed\.schema\.json: holds one schema: put each of its \$defs in a shared file of its own/,
      )
      expect(await loadError(bad({ default: {} }))).toBe(
        'skills/_shared: echoed.schema.json: has a "default" at its top, which a $ref to it would not apply: give the default beside the $ref',
      )
      expect(await loadError(bad({ properties: { text: { $ref: '../a.one/input.schema.json' } } }))).toBe(
        'skills/_shared: echoed.schema.json: $ref "../a.one/input.schema.json" at #/properties/text: a shared schema refers to another by "./<name>.schema.json", or into itself by "#…"',
      )
      expect(await loadError(bad({ type: 'strung' }))).toMatch(
        /^skills\/_shared: echoed\.schema\.json does not compile: schema is invalid/,
      )
      expect(await loadError(withShared({ ...both, 'Echo_Mode.json': MODE }))).toMatch(
        /^skills\/_shared: Echo_Mode\.json: a shared schema is named <lower-case-words>\.schema\.json/,
      )
      expect(await loadError(withShared({ ...both, 'echoed.schema.json': '{ nope' }))).toMatch(
        /^skills\/_shared: echoed\.schema\.json is not valid JSON/,
      )
    })
  })

  it("gives a deprecated alias that leaves out its schemas (and handler) its successor's, titled as its own", async () => {
    const dir = skillsDir(['a.one', 'b.two'], (d) => {
      edit(path.join(d, 'b.two', 'skill.json'), (j) => {
        j.deprecated = { since: '2026-01-01', successor: 'a.one' }
      })
      edit(path.join(d, 'a.one', 'input.schema.json'), (j) => {
        j.title = 'AOneInput'
      })
      for (const f of ['input.schema.json', 'output.schema.json', 'handler.ts']) fs.rmSync(path.join(d, 'b.two', f))
    })
    const r = await loadSkills(dir)
    const [a, b] = [r.resolve('a.one')!, r.resolve('b.two')!]
    expect(b.inputSchema).toEqual({ ...a.inputSchema, title: 'BTwoInput' })
    expect(b.outputSchema).toEqual({ ...a.outputSchema, title: 'BTwoOutput' })
    expect(b.handler).toBe(a.handler)
    const t = await loadSkillForTest(path.join(dir, 'b.two'))
    expect(await t.invoke({ text: 'hi' })).toMatchObject({ echo: 'hi' })
    expect(await loadError(skillsDir(['b.two'], (d) => fs.rmSync(path.join(d, 'b.two', 'input.schema.json'))))).toBe(
      'skills/b.two: missing input.schema.json',
    )
  })

  it('the server refuses to boot with a bad skill, naming the folder', async () => {
    const { spawnSync } = await import('node:child_process')
    const dir = skillsDir(['a.one'], (d) =>
      edit(path.join(d, 'a.one', 'skill.json'), (j) => {
        j.permission = 'nope'
      }),
    )
    const r = spawnSync(process.execPath, [path.join(import.meta.dirname, '..', 'main.ts')], {
      env: {
        ...process.env,
        SKILLS_DIR: dir,
        PORT: '0',
        DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'boot-')),
        MONGODB_URL: '',
        REDIS_URL: '',
      },
      encoding: 'utf8',
      timeout: 30_000,
    })
    expect(r.status).toBe(1)
    expect(r.stderr).toContain('cannot start: skills/a.one: unknown permission "nope"')
  })
})
