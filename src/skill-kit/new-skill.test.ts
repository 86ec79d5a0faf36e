// `npm run skill:new` (new-skill.ts): the names it refuses (the registry's rules, an existing folder, a taken name, slug
// or schema name), the defaults it infers, and a scaffolded folder, made in a temporary skills folder inside the
// repository (so its imports of src/ and of vitest resolve as in skills/), that passes everything a folder must pass:
// the loader and the registry, codegen's freshness check, tsc, its own handler.test.ts, and its example through the one
// door, appearing in the catalogue, the spec and the MCP tools. Removed afterwards.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeStoreIndependent } from '../testing/configuration.ts'
import { chooseManifest, nameProblem, NewSkillError, REPO_SKILLS_DIR, runCodegen, scaffoldSkill } from './new-skill.ts'
import { loadSkills, skillSummaries } from '../skill-runtime/index.ts'
import { openExampleDoor, type ExampleSession } from './testing/examples.ts'
import { createTenant } from '../testing/test-server.ts'
import { rpc } from '../mcp/testing/json-rpc.ts'

const ROOT = path.resolve(import.meta.dirname, '..', '..')
const NAME = 'reports.aged-debtors'

describe('names', () => {
  it('refuses what the registry would refuse, an existing folder, and a name, slug or schema name in use', () => {
    for (const bad of [
      'Reports.aged',
      '1reports',
      'reports..aged',
      'reports.',
      '.reports',
      'reports/aged',
      'reports aged',
      'a'.repeat(81),
    ]) {
      expect(nameProblem(bad, REPO_SKILLS_DIR, 'ok_slug'), bad).toMatch(/is not a skill name/)
    }
    expect(nameProblem('reports.x', REPO_SKILLS_DIR, 'Bad-Slug')).toMatch(/is not a slug/)
    expect(nameProblem('identifiers.validate', REPO_SKILLS_DIR, 'x_y')).toMatch(/already exists/)
    expect(nameProblem('validate_business_identifiers', REPO_SKILLS_DIR, 'x_y')).toMatch(
      /already the name or slug of skills\/identifiers\.validate/,
    )
    expect(nameProblem('reports.new', REPO_SKILLS_DIR, 'validate_business_identifiers')).toMatch(
      /already the name or slug/,
    )
    expect(nameProblem('identifiers-validate', REPO_SKILLS_DIR, 'x_y')).toMatch(
      /IdentifiersValidateInput\/Output\) collide with skills\/identifiers\.validate/,
    )
    expect(nameProblem(NAME, REPO_SKILLS_DIR, 'reports_aged_debtors')).toBeNull()
  })

  it('infers permission, category and cluster from the namespace, and says so; flags win', () => {
    const r = chooseManifest({ name: NAME })
    expect(r.manifest).toMatchObject({
      name: NAME,
      slug: 'reports_aged_debtors',
      permission: 'reports:generate',
      category: 'reports',
      cluster: 'BOP',
      writes: false,
      streaming: false,
      advisory: false,
    })
    expect(r.defaults).toHaveLength(3)
    expect(r.defaults[0]).toMatch(/^permission "reports:generate" \(the most common among reports\.\* skills/)
    const lone = chooseManifest({ name: 'zebra.count' })
    expect(lone.manifest).toMatchObject({
      permission: 'clients:read',
      category: 'general',
      cluster: '',
      summary: 'Count: a new skill that computes nothing yet.',
    })
    const given = chooseManifest({
      name: NAME,
      permission: 'clients:read',
      category: 'analysis',
      cluster: '',
      slug: 'aged_debtors',
      writes: true,
    })
    expect(given.manifest).toMatchObject({
      permission: 'clients:read',
      category: 'analysis',
      cluster: '',
      slug: 'aged_debtors',
      writes: true,
    })
    expect(given.defaults).toEqual([])
    expect(() => chooseManifest({ name: NAME, permission: 'journal:write' })).toThrow(NewSkillError)
    expect(() => chooseManifest({ name: NAME, category: 'nope' })).toThrow(/--category "nope" is not one of/)
    expect(() => chooseManifest({ name: NAME, cluster: 'ZZZ' })).toThrow(/--cluster "ZZZ"/)
    expect(() => chooseManifest({ name: NAME, summary: 'x'.repeat(121) })).toThrow(/longer than 120/)
  })
})

describeStoreIndependent(`a scaffolded ${NAME}`, () => {
  // Inside the repository (.tmp/ is ignored by git): the folder's relative imports of src/ and vitest resolve.
  let tmp: string
  let skillsDir: string
  let dir: string
  let session: ExampleSession | undefined
  beforeAll(async () => {
    fs.mkdirSync(path.join(ROOT, '.tmp'), { recursive: true })
    tmp = fs.mkdtempSync(path.join(ROOT, '.tmp', 'skill-new-'))
    skillsDir = path.join(tmp, 'skills')
    dir = path.join(skillsDir, NAME)
    fs.mkdirSync(skillsDir)
    await scaffoldSkill({ name: NAME, skillsDir })
    runCodegen(skillsDir, NAME, false)
  }, 60_000)
  afterAll(async () => {
    await session?.close()
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true })
  })

  it('has every file of a folder, and refuses to be made twice', async () => {
    expect(fs.readdirSync(dir).sort()).toEqual([
      'README.md',
      'examples',
      'handler.test.ts',
      'handler.ts',
      'input.schema.json',
      'output.schema.json',
      'skill.json',
      'types.ts',
    ])
    expect(fs.readdirSync(path.join(dir, 'examples'))).toEqual(['basic.json'])
    await expect(scaffoldSkill({ name: NAME, skillsDir })).rejects.toThrow(/already exists/)
    // The handler imports the SDK only, by the path a folder of skills/ uses relative to where it is.
    const handler = fs.readFileSync(path.join(dir, 'handler.ts'), 'utf8')
    expect(handler).toContain(`from '${path.relative(dir, path.join(ROOT, 'src/skill-runtime/sdk.ts'))}'`)
    expect(handler).toContain("stub_fields: ['result']")
  })

  it('loads as a registry of its own, and its types.ts is what codegen --check expects', async () => {
    const registry = await loadSkills(skillsDir)
    expect(registry.list().map((s) => s.manifest.name)).toEqual([NAME])
    const check = spawnSync(
      process.execPath,
      [path.join(ROOT, 'codegen/index.ts'), '--check', '--skill', NAME, '--skills-dir', skillsDir],
      { encoding: 'utf8' },
    )
    expect(check.stderr).toBe('')
    expect(check.status).toBe(0)
    expect(fs.readFileSync(path.join(dir, 'types.ts'), 'utf8')).toMatch(/export interface Input \{\n[^}]*as_of: string/)
  }, 30_000)

  it('type-checks (tsc, the repository settings)', () => {
    fs.writeFileSync(
      path.join(tmp, 'tsconfig.json'),
      JSON.stringify({ extends: path.join(ROOT, 'tsconfig.json'), include: ['skills'] }),
    )
    const tsc = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', tmp], {
      encoding: 'utf8',
    })
    expect(tsc.stdout + tsc.stderr).toBe('')
    expect(tsc.status).toBe(0)
  }, 120_000)

  it("passes the repository's formatter and linter (biome check, biome.json) as scaffolded", () => {
    // The repository's settings with files.includes widened: .tmp/ is outside biome.json's files (and ignored by git).
    const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'biome.json'), 'utf8'))
    const own = path.join(tmp, 'biome')
    fs.mkdirSync(own, { recursive: true })
    fs.writeFileSync(
      path.join(own, 'biome.json'),
      JSON.stringify({
        ...config,
        $schema: undefined,
        vcs: { enabled: false },
        files: { includes: ['**/*.ts', '!**/types.ts'] },
      }),
    )
    expect(fs.readdirSync(dir)).toContain('handler.ts')
    const r = spawnSync(path.join(ROOT, 'node_modules/.bin/biome'), ['check', `--config-path=${own}`, dir], {
      encoding: 'utf8',
      cwd: ROOT,
    })
    expect(r.stdout + r.stderr).toMatch(/Checked [2-9] files/)
    expect(r.status, r.stdout + r.stderr).toBe(0)
  }, 60_000)

  it('passes its own handler.test.ts', () => {
    const r = spawnSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--root', ROOT, '--dir', dir, '--reporter=dot'],
      { encoding: 'utf8', cwd: ROOT, env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' } },
    )
    expect(r.status, r.stdout + r.stderr).toBe(0)
    // eslint-disable-next-line no-control-regex
    expect(r.stdout.replace(/\x1b\[[0-9;]*m/g, '')).toMatch(/Tests +2 passed \(2\)/)
  }, 120_000)

  it('runs its example through the one door with its expected output, and is in the catalogue, the spec and the MCP tools', async () => {
    const door = await openExampleDoor({ skillsDir })
    const skill = door.skills.find((s) => s.manifest.name === NAME)!
    session = await door.prepare(skill)
    const outcome = await session.run(skill.examples[0]!)
    expect(outcome.problems).toEqual([])
    expect(outcome.output).toEqual({
      as_of: '2026-06-30',
      result: null,
      stub_fields: ['result'],
      warnings: [`${NAME} is a scaffold: result is not computed yet.`],
    })
    const s = session.server.services
    expect(skillSummaries(s.registry).map((x) => x.name)).toEqual([NAME])
    expect(s.spec.paths[`/api/v1/skills/${NAME}/invoke`]).toMatchObject({
      post: { 'x-skill-name': NAME, 'x-required-permission': 'clients:read' },
    }) // no reports.* neighbour here
    const t = await createTenant(s)
    const tools = await rpc(`${session.server.url}/mcp`, 'tools/list', {}, { token: t.adminKey })
    expect((tools.message!.result as { tools: { name: string }[] }).tools.map((x) => x.name)).toEqual([
      'reports_aged_debtors',
    ])
  }, 60_000)
})
