// Every skill folder's examples/*.json, run through the one door in process (src/skill-kit/testing/examples.ts): the
// input matches input.schema.json, the call answers, the output matches output.schema.json, and where the example
// gives `expected`, the output holds it (a subset match with placeholders for ids and timestamps:
// src/skill-kit/expected.ts). Each skill runs on a server and store of its own, provisioned for what its examples name,
// so its expected outputs hold whichever skills run before it (or none, with -t).
// This is the test every folder gets without writing one (skills/README.md, "Tests").
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeStoreIndependent } from '../src/testing/configuration.ts'
import { openExampleDoor, type ExampleDoor, type ExampleSession } from '../src/skill-kit/testing/examples.ts'

const SKILLS_DIR = import.meta.dirname
/** Examples that give an expected output: a floor, so that they are not lost without anyone noticing. */
const MIN_EXPECTED = 40

// Collected from the folders (tests are made before any server starts); the registry must load the same folders.
const folders = fs
  .readdirSync(SKILLS_DIR, { withFileTypes: true })
  .filter(
    (d) =>
      d.isDirectory() &&
      !d.name.startsWith('.') &&
      !d.name.startsWith('_') &&
      fs.existsSync(path.join(SKILLS_DIR, d.name, 'skill.json')),
  )
  .map((d) => d.name)
  .sort()
const examplesOf = (folder: string): string[] => {
  const dir = path.join(SKILLS_DIR, folder, 'examples')
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : []
}

let door: ExampleDoor
beforeAll(async () => {
  door = await openExampleDoor({ skillsDir: SKILLS_DIR })
}, 60_000)

describeStoreIndependent('skill examples through the one door', () => {
  it('covers every skill folder, each with at least one example, and enough of them with expected outputs', () => {
    expect(door.skills.map((s) => s.folder).sort()).toEqual(folders)
    for (const f of folders) expect(examplesOf(f).length, `skills/${f} has no examples/*.json`).toBeGreaterThan(0)
    const withExpected = door.skills.flatMap((s) => s.examples.filter((e) => e.expected))
    expect(withExpected.length).toBeGreaterThanOrEqual(MIN_EXPECTED)
  })

  for (const folder of folders) {
    describe(folder, () => {
      let session: ExampleSession
      const skill = () => {
        const s = door.skills.find((x) => x.folder === folder)
        if (!s) throw new Error(`skills/${folder} did not load`)
        return s
      }
      beforeAll(async () => {
        session = await door.prepare(skill())
      }, 60_000)
      afterAll(async () => {
        await session?.close()
      })

      // In file order: an example may rely on what an earlier one of the same skill wrote.
      for (const file of examplesOf(folder)) {
        it(`examples/${file}`, async () => {
          const example = skill().examples.find((e) => e.file === file)!
          const outcome = await session.run(example)
          expect(outcome.problems).toEqual([])
        })
      }
    })
  }
})
