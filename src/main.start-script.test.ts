// The start script's command (package.json) is quoted in the README's Memory section and Commands table, and the bench
// runs it (contract-tests/bench/npm-start.ts): kept in step here (ARCHITECTURE: anything that exists twice is kept in
// step by a test). Its V8 flags must be ones this Node accepts: an unknown flag stops `npm start` before it begins.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.join(import.meta.dirname, '..')
const start = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } })
  .scripts.start

describe('the start script', () => {
  it('is `node [--flags] src/main.ts`, as the README and the bench say', () => {
    expect(start).toMatch(/^node( --[a-z-]+(=\d+)?)* src\/main\.ts$/)
    const readme = fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8')
    const memory = readme.slice(readme.indexOf('## Memory'), readme.indexOf('\n## ', readme.indexOf('## Memory') + 1))
    expect(memory).toContain(`\`npm start\` runs \`${start}\``)
    expect(memory).toContain(`run the same command:\n\`${start}\``)
    expect(readme).toContain(`| \`npm start\` | Serve (embedded store unless \`MONGODB_URL\` is set): \`${start}\``)
  })

  it('has flags this Node accepts', () => {
    const flags = start.split(' ').slice(1, -1)
    const r = spawnSync(process.execPath, [...flags, '-e', 'process.stdout.write(JSON.stringify(process.execArgv))'], {
      encoding: 'utf8',
    })
    expect(r.stderr).toBe('')
    expect(r.status).toBe(0)
    expect((JSON.parse(r.stdout) as string[]).slice(0, flags.length)).toEqual(flags)
  })
})
