// Test support: every example of a skill folder (examples/*.json) run through the one door, in process: the in-process
// door (src/operations/in-process-door.ts) takes each call through the same stages as REST and MCP (permission,
// budget, validation with defaults, idempotency, time limit, output check). Each skill runs on a server and store of
// its own (the examples name fixed ids, unique store-wide; a server after the first starts in about 60 ms: validators
// and modules are the process's), provisioned for what its examples name (clients with their books, workplans and
// cycles, topics and turns, uploaded files: the helpers the contract tests and the every-skill-on-every-store test
// use), so a skill's expected outputs never depend on which other skills ran before it. Used by
// skills/examples.test.ts (every folder of skills/) and by the scaffold test (src/skill-kit/new-skill.test.ts).
import path from 'node:path'
import { correlationId as newCorrelationId } from '../../lib/ids.ts'
import { toAppError } from '../../errors/index.ts'
import type { Principal } from '../../auth/index.ts'
import { loadSkills, type LoadedSkill, type SkillExample } from '../../skill-runtime/index.ts'
import { ajvErrorsText } from '../../validation/index.ts'
import { createTenant, startTestServer, type TestServer } from '../../testing/test-server.ts'
import { createKey } from '../../keys/index.ts'
import { seedExampleBooks } from '../../books/synthetic/examples.ts'
import { provisionWorkstreamExamples } from '../../workstreams/testing/examples.ts'
import { provisionTopicExamples } from '../../topics/testing/examples.ts'
import { provisionFileExamples } from '../../documents/testing/examples.ts'
import { compareExpected } from '../expected.ts'

/** The client the workstream skills' examples' workplans belong to (as in contract-tests/suites/skills.ts). */
const WORKSTREAM_CLIENT_ID = '00000000-0000-4000-8000-00000000c10e'

export interface ExampleOutcome {
  file: string
  /** Every way the example failed (empty: it passed): input schema, the call, output schema, expected output. */
  problems: string[]
  /** The output as a caller got it (defaults filled), when the call succeeded. */
  output?: Record<string, unknown>
}

export interface ExampleDoor {
  readonly skills: readonly LoadedSkill[]
  /**
   * A session for `skill`'s examples: a server with a store of its own, an organization holding what the examples
   * name, and a caller with a key holding exactly the skill's one permission (what a caller needs, nothing more),
   * authenticated as the HTTP door would.
   */
  prepare(skill: LoadedSkill): Promise<ExampleSession>
}

export interface ExampleSession {
  readonly server: TestServer
  readonly principal: Principal
  /** Runs one example and checks it. */
  run(example: SkillExample): Promise<ExampleOutcome>
  close(): Promise<void>
}

const namesField = (inputs: unknown[], field: string) =>
  inputs.some((i) => typeof i === 'object' && i !== null && typeof (i as Record<string, unknown>)[field] === 'string')

/** The skills of `skillsDir` (default: the SKILLS_DIR the environment names, else ./skills), loaded once. */
export async function openExampleDoor(o: { skillsDir?: string } = {}): Promise<ExampleDoor> {
  const registry = await loadSkills(
    o.skillsDir ?? process.env.SKILLS_DIR ?? path.join(import.meta.dirname, '..', '..', '..', 'skills'),
  )
  return {
    skills: registry.list(),
    async prepare(skill) {
      // The embedded store in memory whatever the run's configuration: this tests skills, and the skills-on-stores test
      // runs the examples on MongoDB (51 databases made and dropped here would cost CI minutes).
      const server = await startTestServer({ registry, env: { MONGODB_URL: '', REDIS_URL: '' } })
      try {
        const principal = await provision(server, skill)
        return {
          server,
          principal,
          run: (example) => runExample(server, skill, example, principal),
          close: () => server.close(),
        }
      } catch (e) {
        await server.close()
        throw e
      }
    },
  }
}

async function provision(server: TestServer, skill: LoadedSkill): Promise<Principal> {
  const s = server.services
  const t = await createTenant(s)
  const inputs = skill.examples.map((e) => e.input)
  const org = { organizationId: t.organizationId, userId: t.userId }
  await seedExampleBooks(s.stores, t.organizationId, [skill])
  if (namesField(inputs, 'workplan_id') || namesField(inputs, 'cycle_id')) {
    const now = s.clock.now()
    await s.stores.clients.insert({
      id: WORKSTREAM_CLIENT_ID,
      organizationId: t.organizationId,
      workspaceId: null,
      name: 'Example WorkStream client',
      currency: 'AUD',
      lockedThrough: null,
      createdAt: now,
      updatedAt: now,
    })
    await provisionWorkstreamExamples(s, { ...org, clientId: WORKSTREAM_CLIENT_ID }, inputs)
  }
  await provisionTopicExamples(s, org, inputs)
  await provisionFileExamples(s, org, inputs)
  const key = await createKey(s.keysDeps, t.owner, {
    name: `examples of ${skill.manifest.name}`,
    permissions: [skill.manifest.permission],
  })
  return s.authenticator.authenticate({ authorization: `Bearer ${key.value}` })
}

async function runExample(
  server: TestServer,
  skill: LoadedSkill,
  example: SkillExample,
  principal: Principal,
): Promise<ExampleOutcome> {
  const problems: string[] = []
  const where = `${skill.folder}/examples/${example.file}`
  // The loader refuses a folder whose example input is invalid; checked here too, so the message says which.
  const input = structuredClone(example.input)
  if (!skill.validateInput(input)) {
    problems.push(
      `${where}: input does not match input.schema.json: ${ajvErrorsText(skill.validateInput.errors, example.input)}`,
    )
    return { file: example.file, problems }
  }
  const correlationId = newCorrelationId()
  let output: Record<string, unknown>
  try {
    const r = await server.services.inProcess.invokeSkill(skill.manifest.name, example.input, {
      principal,
      correlationId,
    })
    if (r.skill !== skill.manifest.name) problems.push(`${where}: answered as skill ${r.skill}`)
    output = r.output
  } catch (err) {
    const e = toAppError(err)
    // A 500 says nothing to its caller: the server's log lines for the call say what went wrong.
    const logged = server.logs
      .filter((l) => l.correlation_id === correlationId && Number(l.level) >= 50)
      .map((l) =>
        JSON.stringify({
          msg: l.msg,
          output_errors: l.output_errors,
          err: (l.err as { message?: string } | undefined)?.message,
        }),
      )
    // What the handler threw (a 500's cause), with the first lines of its stack: the in-process door logs nothing for it.
    const thrown =
      e.code === 'internal_error' && e.cause instanceof Error
        ? `; thrown: ${e.cause.name}: ${e.cause.message}\n${(e.cause.stack ?? '')
            .split('\n')
            .filter((l) => /^\s+at /.test(l))
            .slice(0, 4)
            .join('\n')}`
        : ''
    problems.push(
      `${where}: the call failed: ${e.status} ${e.code}: ${e.message}${e.param ? ` (param ${e.param})` : ''}` +
        `${e.details ? ` ${JSON.stringify(e.details).slice(0, 400)}` : ''}${logged.length ? `; logged: ${logged.join('; ')}` : ''}${thrown}`,
    )
    return { file: example.file, problems }
  }
  const copy = structuredClone(output)
  if (!skill.validateOutput(copy))
    problems.push(
      `${where}: output does not match output.schema.json: ${ajvErrorsText(skill.validateOutput.errors, copy)}`,
    )
  if (example.expected) {
    for (const d of compareExpected(output, example.expected)) problems.push(`${where}: ${d}`)
  }
  return { file: example.file, problems, output }
}
