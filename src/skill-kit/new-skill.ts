// `npm run skill:new -- <name> [flags]` (issue 26 §5): a new skill folder that passes the tests as it is: skill.json,
// input and output schemas, a handler that computes nothing yet and says so (its one output field null and listed in
// stub_fields, with a warning: never an invented number), handler.test.ts, an example with its expected output, and
// README.md; then codegen (types.ts; with the repository's skills/, everything codegen writes, so `npm test`'s
// freshness check passes). Asks nothing. The name follows the registry's rules (skill-manifest.schema.json: the folder
// is the name; name, slug and schema names unique); an existing folder is refused, never overwritten.
//
// Defaults: permission, category and cluster are the most common among skills of the same namespace (the name's first
// segment: `reports.aged-debtors` takes the reports.* skills'), else clients:read, general and no cluster; the slug is
// the name with `.` and `-` as `_`.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { componentNameFor, loadSkillFolder, SKILL_MANIFEST_RULES, type SkillManifest } from '../skill-runtime/index.ts'
import { isPermission, PERMISSION_SLUGS } from '../permissions/index.ts'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
export const REPO_SKILLS_DIR = path.join(ROOT, 'skills')
const SDK = path.join(ROOT, 'src', 'skill-runtime', 'sdk.ts')
const TESTING = path.join(ROOT, 'src', 'skill-runtime', 'testing.ts')

export interface NewSkillOptions {
  name: string
  /** Where skill folders live (default: the repository's skills/). */
  skillsDir?: string
  permission?: string
  category?: string
  cluster?: string
  slug?: string
  summary?: string
  description?: string
  writes?: boolean
  streaming?: boolean
  advisory?: boolean
}

export interface NewSkill {
  dir: string
  manifest: SkillManifest
  /** Files written, relative to the folder (types.ts is codegen's). */
  files: string[]
  /** What was chosen without a flag, and why. */
  defaults: string[]
}

export class NewSkillError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NewSkillError'
  }
}

interface Existing {
  folder: string
  name: string
  slug: string
  permission: string
  category: string
  cluster: string
}

function existingSkills(skillsDir: string): Existing[] {
  if (!fs.existsSync(skillsDir)) return []
  return fs
    .readdirSync(skillsDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      try {
        const m = JSON.parse(fs.readFileSync(path.join(skillsDir, d.name, 'skill.json'), 'utf8')) as Existing
        return [{ ...m, folder: d.name }]
      } catch {
        return []
      }
    })
}

const namespaceOf = (name: string) => name.split(/[._-]/)[0]!

/** The most common value among `values` (ties: the first in sorted order); undefined for none. */
function commonest(values: string[]): string | undefined {
  const counts = new Map<string, number>()
  for (const v of [...values].sort()) counts.set(v, (counts.get(v) ?? 0) + 1)
  let best: string | undefined
  for (const [v, n] of counts) if (best === undefined || n > counts.get(best)!) best = v
  return best
}

/** Why `name` cannot be a new skill in `skillsDir`, or null. The registry's rules, checked before anything is written. */
export function nameProblem(name: string, skillsDir: string, slug: string): string | null {
  const r = SKILL_MANIFEST_RULES
  if (!r.name.pattern.test(name) || name.length > r.name.maxLength) {
    return (
      `"${name}" is not a skill name: lower-case letters and digits in segments joined by ".", "_" or "-", starting with a letter ` +
      `(${r.name.pattern.source}, at most ${r.name.maxLength} characters), e.g. reports.aged-debtors`
    )
  }
  if (!r.slug.pattern.test(slug) || slug.length > r.slug.maxLength)
    return `"${slug}" is not a slug (${r.slug.pattern.source}, at most ${r.slug.maxLength} characters)`
  if (fs.existsSync(path.join(skillsDir, name)))
    return `${path.join(skillsDir, name)} already exists: choose another name (nothing was written)`
  for (const s of existingSkills(skillsDir)) {
    for (const id of [name, slug]) {
      if (id === s.name || id === s.slug) return `"${id}" is already the name or slug of skills/${s.folder}`
    }
    if (componentNameFor(s.name) === componentNameFor(name))
      return `its schema names (${componentNameFor(name)}Input/Output) collide with skills/${s.folder}'s`
  }
  return null
}

const json = (v: unknown) => `${JSON.stringify(v, null, 2)}\n`
const importPath = (fromDir: string, to: string) => {
  const rel = path.relative(fromDir, to).split(path.sep).join('/')
  return rel.startsWith('.') ? rel : `./${rel}`
}

/**
 * skill.json for a new skill: the flags given, defaults for the rest (and why, in `defaults`). Throws NewSkillError when
 * the name or a flag is refused. Writes nothing.
 */
export function chooseManifest(o: NewSkillOptions): { manifest: SkillManifest; defaults: string[] } {
  const skillsDir = path.resolve(o.skillsDir ?? REPO_SKILLS_DIR)
  const name = o.name
  const slug = o.slug ?? name.replace(/[.-]/g, '_')
  const problem = nameProblem(name, skillsDir, slug)
  if (problem) throw new NewSkillError(problem)

  const defaults: string[] = []
  const ns = namespaceOf(name)
  const neighbours = existingSkills(skillsDir).filter((s) => namespaceOf(s.name) === ns)
  const pick = (given: string | undefined, field: 'permission' | 'category' | 'cluster', fallback: string): string => {
    if (given !== undefined) return given
    const common = commonest(neighbours.map((s) => s[field]))
    const v = common ?? fallback
    defaults.push(
      `${field} ${JSON.stringify(v)} (${common !== undefined ? `the most common among ${ns}.* skills` : 'the default'}; --${field} to choose)`,
    )
    return v
  }
  const permission = pick(o.permission, 'permission', 'clients:read')
  const category = pick(o.category, 'category', 'general')
  const cluster = pick(o.cluster, 'cluster', '')
  if (!isPermission(permission))
    throw new NewSkillError(`--permission "${permission}" is not one of ${PERMISSION_SLUGS.join(', ')}`)
  if (!(SKILL_MANIFEST_RULES.categories as readonly string[]).includes(category))
    throw new NewSkillError(`--category "${category}" is not one of ${SKILL_MANIFEST_RULES.categories.join(', ')}`)
  if (!(SKILL_MANIFEST_RULES.clusters as readonly string[]).includes(cluster))
    throw new NewSkillError(
      `--cluster "${cluster}" is not one of ${SKILL_MANIFEST_RULES.clusters.map((c) => JSON.stringify(c)).join(', ')}`,
    )

  const words =
    name
      .slice(ns.length)
      .replace(/^[._-]/, '')
      .replace(/[._-]+/g, ' ')
      .trim() || ns
  const title = words[0]!.toUpperCase() + words.slice(1)
  const summary = o.summary ?? `${title}: a new skill that computes nothing yet.`
  if (summary.length > SKILL_MANIFEST_RULES.summaryMaxLength)
    throw new NewSkillError(`--summary is longer than ${SKILL_MANIFEST_RULES.summaryMaxLength} characters`)
  const manifest: SkillManifest = {
    name,
    slug,
    category: category as SkillManifest['category'],
    cluster: cluster as SkillManifest['cluster'],
    streaming: o.streaming ?? false,
    advisory: o.advisory ?? false,
    writes: o.writes ?? false,
    permission,
    summary,
    description:
      o.description ??
      `Scaffolded by \`npm run skill:new\`: answers its input date and no result yet (result null, listed in stub_fields, with a warning). Replace this with what the skill reads, what it computes and what it never does; it is the catalogue's and the MCP tool's description.`,
  }
  return { manifest, defaults }
}

/** Writes the folder (not types.ts: run codegen). Throws NewSkillError when the name or a flag is refused. */
export async function scaffoldSkill(o: NewSkillOptions): Promise<NewSkill> {
  const skillsDir = path.resolve(o.skillsDir ?? REPO_SKILLS_DIR)
  const { manifest, defaults } = chooseManifest({ ...o, skillsDir })
  const { name, slug, summary, permission, category, cluster } = manifest
  const component = componentNameFor(name)
  const warning = `${name} is a scaffold: result is not computed yet.`
  const dir = path.join(skillsDir, name)
  const files = new Map<string, string>([
    ['skill.json', json(manifest)],
    [
      'input.schema.json',
      json({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        title: `${component}Input`,
        type: 'object',
        additionalProperties: false,
        required: ['as_of'],
        properties: {
          as_of: { type: 'string', format: 'date', description: 'The date the answer is for (YYYY-MM-DD).' },
        },
      }),
    ],
    [
      'output.schema.json',
      json({
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        title: `${component}Output`,
        type: 'object',
        additionalProperties: false,
        required: ['as_of', 'result', 'stub_fields', 'warnings'],
        properties: {
          as_of: { type: 'string', format: 'date', description: 'The date of the input.' },
          result: {
            type: ['string', 'null'],
            description:
              'The answer, a decimal string (money is never a float); null while it is not computed, and then listed in stub_fields.',
          },
          stub_fields: {
            type: 'array',
            items: { type: 'string' },
            default: [],
            description: 'Output fields this call did not compute (null or empty), each explained in warnings.',
          },
          warnings: {
            type: 'array',
            items: { type: 'string' },
            default: [],
            description: 'What the caller must know about this answer: what was not computed and why.',
          },
        },
      }),
    ],
    [
      'handler.ts',
      `// ${name}: ${summary}
// Scaffolded by \`npm run skill:new\`: replace this header with what the skill does, the spec section it implements and
// anything not obvious. Until it computes \`result\`, it says so: the field is null, listed in stub_fields, with a
// warning. A skill never invents a number (skills/README.md, "Stub fields and warnings").
import { defineSkill } from '${importPath(dir, SDK)}'
import type { Input, Output } from './types.ts'

export const NOT_COMPUTED = ${JSON.stringify(warning)}

export default defineSkill<Input, Output>((input) => ({
  as_of: input.as_of,
  result: null,
  stub_fields: ['result'],
  warnings: [NOT_COMPUTED],
}))
`,
    ],
    [
      'handler.test.ts',
      `// ${name}: the handler through the runtime's validation (loadSkillForTest), and its types against codegen's.
// skills/examples.test.ts runs examples/*.json through the one door as well.
import { beforeAll, expect, it } from 'vitest'
import { loadSkillForTest, type TestSkill } from '${importPath(dir, TESTING)}'
import type { DefinedSkill } from '${importPath(dir, SDK)}'
import type handler from './handler.ts'
import type { Input, Output } from './types.ts'

// Compile-time (tsc): the handler is declared with exactly the types codegen derives from the JSON schemas.
type Assert<T extends true> = T
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type HandlerTypes = typeof handler extends DefinedSkill<infer I, infer O> ? { input: I; output: O } : never
export type HandlerInputIsGenerated = Assert<Same<HandlerTypes['input'], Input>>
export type HandlerOutputIsGenerated = Assert<Same<HandlerTypes['output'], Output>>

let skill: TestSkill
beforeAll(async () => { skill = await loadSkillForTest(import.meta.dirname) })

it('lists the result it does not compute in stub_fields, with a warning, and invents no number', async () => {
  const out = await skill.invoke({ as_of: '2026-06-30' })
  expect(out).toEqual({ as_of: '2026-06-30', result: null, stub_fields: ['result'], warnings: [${JSON.stringify(warning)}] })
})

it('refuses an input without as_of (422 naming the field)', async () => {
  await expect(skill.invoke({})).rejects.toMatchObject({ code: 'validation_error', param: 'as_of' })
})
`,
    ],
    [
      'examples/basic.json',
      json({
        summary: 'What the scaffold answers before it computes anything: the date back, no result, and why',
        input: { as_of: '2026-06-30' },
        expected: { as_of: '2026-06-30', result: null, stub_fields: ['result'], warnings: [warning] },
      }),
    ],
    [
      'README.md',
      `# ${name}

\`POST\` slug \`${slug}\` (category ${category}, cluster ${cluster || 'none'}, permission \`${permission}\`). ${summary}

Scaffolded by \`npm run skill:new\`: nothing is computed yet; \`result\` is null and listed in \`stub_fields\`, with a
warning. Replace this text with what the skill reads (which \`ctx\` data), what it computes and how, what it never does,
and its sources. The skill author's guide is [skills/README.md](../README.md).

## Input

\`as_of\`: the date the answer is for.

## Output

\`result\` (a decimal string, or null while not computed), \`stub_fields\`, \`warnings\`.
`,
    ],
  ])
  fs.mkdirSync(dir)
  try {
    for (const [rel, text] of files) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true })
      fs.writeFileSync(path.join(dir, rel), formatted(name, rel, text), { flag: 'wx' })
    }
    // The loader's own checks (the ones that stop a boot), on what was just written.
    await loadSkillFolder(skillsDir, name)
  } catch (e) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw e
  }
  return { dir, manifest, files: [...files.keys()], defaults }
}

const BIOME = path.join(ROOT, 'node_modules', '.bin', 'biome')

/**
 * A scaffolded source file as the repository's formatter writes it (biome.json, through stdin under the path the
 * folder has in skills/), so that the folder passes `npm run lint` whatever its name's length; unchanged where Biome
 * is not installed.
 */
function formatted(name: string, rel: string, text: string): string {
  if (!/\.(ts|js)$/.test(rel) || !fs.existsSync(BIOME)) return text
  const r = spawnSync(BIOME, ['format', `--stdin-file-path=skills/${name}/${rel}`], {
    input: text,
    encoding: 'utf8',
    cwd: ROOT,
  })
  return r.status === 0 && r.stdout ? r.stdout : text
}

/** Runs codegen: with the repository's skills/, all of it; with another folder, that skill's types.ts. Throws on failure. */
export function runCodegen(skillsDir: string, name: string, all: boolean): void {
  const args = all ? [] : ['--skill', name, '--skills-dir', skillsDir]
  const r = spawnSync(process.execPath, [path.join(ROOT, 'codegen', 'index.ts'), ...args], {
    cwd: ROOT,
    stdio: 'inherit',
  })
  if (r.status !== 0)
    throw new NewSkillError(
      `codegen failed (exit ${r.status ?? r.signal}); the folder is in place: fix it and run \`npm run codegen\``,
    )
}

const USAGE = `usage: npm run skill:new -- <name> [--permission <p>] [--category <c>] [--cluster <C>] [--slug <s>]
         [--summary <text>] [--description <text>] [--writes] [--streaming] [--advisory]
         [--skills-dir <dir>] [--codegen all|types|none]
  e.g. npm run skill:new -- reports.aged-debtors --summary "Debtors by age band at a date."`

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      permission: { type: 'string' },
      category: { type: 'string' },
      cluster: { type: 'string' },
      slug: { type: 'string' },
      summary: { type: 'string' },
      description: { type: 'string' },
      writes: { type: 'boolean' },
      streaming: { type: 'boolean' },
      advisory: { type: 'boolean' },
      'skills-dir': { type: 'string' },
      codegen: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help || positionals.length !== 1) {
    process.stderr.write(`${USAGE}\n`)
    process.exit(values.help ? 0 : 2)
  }
  const skillsDir = path.resolve(values['skills-dir'] ?? REPO_SKILLS_DIR)
  const inRepo = skillsDir === REPO_SKILLS_DIR
  const codegen = values.codegen ?? (inRepo ? 'all' : 'types')
  if (!['all', 'types', 'none'].includes(codegen)) throw new NewSkillError(`--codegen must be all, types or none`)
  const started = performance.now()
  const made = await scaffoldSkill({
    name: positionals[0]!,
    skillsDir,
    permission: values.permission,
    category: values.category,
    cluster: values.cluster,
    slug: values.slug,
    summary: values.summary,
    description: values.description,
    writes: values.writes,
    streaming: values.streaming,
    advisory: values.advisory,
  })
  const rel = path.relative(process.cwd(), made.dir) || '.'
  process.stdout.write(`created ${rel}/: ${made.files.join(', ')}\n${made.defaults.map((d) => `  ${d}\n`).join('')}`)
  if (codegen !== 'none') runCodegen(skillsDir, made.manifest.name, codegen === 'all' && inRepo)
  process.stdout.write(
    `done in ${((performance.now() - started) / 1000).toFixed(1)} s. Next:\n` +
      `  edit ${rel}/input.schema.json, output.schema.json and handler.ts (skills/README.md is the guide)\n` +
      `  npm run dev                                      # the server, reloaded on every change of the folder\n` +
      `  npx vitest run ${path.relative(ROOT, made.dir)}/                 # its handler.test.ts\n` +
      `  npx vitest run skills/examples.test.ts -t ${made.manifest.name}   # its examples through the one door\n`,
  )
}

if (import.meta.main) {
  main().catch((err: unknown) => {
    process.stderr.write(`skill:new: ${err instanceof Error ? err.message : String(err)}\n`)
    process.exit(1)
  })
}
