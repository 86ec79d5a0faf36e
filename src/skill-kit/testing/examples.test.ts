// The examples runner's failures say what an author needs: a handler that throws is shown with what it threw and where
// (the in-process door logs nothing for it, and a 500 tells its caller nothing), and an output that breaks its schema
// names the path and the value. The fixture skill misbehaves on demand (src/testing/fixtures/skills/echo.fixture).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openExampleDoor, type ExampleSession } from './examples.ts'

const FIXTURE = path.join(import.meta.dirname, '..', '..', 'testing', 'fixtures', 'skills', 'echo.fixture')
let root: string
let session: ExampleSession | undefined

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'examples-runner-'))
  const dir = path.join(root, 'echo.fixture')
  fs.cpSync(FIXTURE, dir, { recursive: true })
  const h = path.join(dir, 'handler.ts')
  fs.writeFileSync(
    h,
    fs
      .readFileSync(h, 'utf8')
      .replace(
        '../../../../skill-runtime/sdk.ts',
        path.join(import.meta.dirname, '..', '..', 'skill-runtime', 'sdk.ts'),
      ),
  )
  fs.mkdirSync(path.join(dir, 'examples'), { recursive: true })
  for (const f of fs.readdirSync(path.join(dir, 'examples')))
    fs.rmSync(path.join(dir, 'examples', f), { recursive: true })
  fs.writeFileSync(
    path.join(dir, 'examples', 'throws.json'),
    JSON.stringify({ summary: 'throws', input: { text: 'a', mode: 'throw' } }),
  )
  fs.writeFileSync(
    path.join(dir, 'examples', 'bad-output.json'),
    JSON.stringify({ summary: 'bad output', input: { text: 'a', mode: 'bad' } }),
  )
})
afterAll(async () => {
  await session?.close()
  fs.rmSync(root, { recursive: true, force: true })
})

it('a handler that throws: the outcome quotes what it threw and the stack line in its handler', async () => {
  const door = await openExampleDoor({ skillsDir: root })
  const skill = door.skills.find((s) => s.manifest.name === 'echo.fixture')!
  session = await door.prepare(skill)
  const thrown = await session.run(skill.examples.find((e) => e.file === 'throws.json')!)
  expect(thrown.problems).toHaveLength(1)
  expect(thrown.problems[0]).toContain('the call failed: 500 internal_error')
  expect(thrown.problems[0]).toContain('thrown: Error: internal detail: db password is hunter2')
  expect(thrown.problems[0]).toMatch(/at .*echo\.fixture\/handler\.ts:\d+:\d+/)
  // The output check's log line, quoted for the bad output, names the path and what was refused.
  const bad = await session.run(skill.examples.find((e) => e.file === 'bad-output.json')!)
  expect(bad.problems.join('\n')).toContain('/echo must be string')
})
