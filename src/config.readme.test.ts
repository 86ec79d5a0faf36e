// config.ts and the README's Configuration table list the same variables (ARCHITECTURE: anything that exists twice
// is kept in step by a test). The variables config.ts reads are recorded from loadConfig itself.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

describe('the README configuration table', () => {
  it('has one row per environment variable config.ts reads, and no other', () => {
    const read = new Set<string>()
    loadConfig(
      new Proxy(
        {},
        {
          get: (_t, name) => {
            if (typeof name === 'string') read.add(name)
            return undefined
          },
        },
      ),
    )
    const readme = fs.readFileSync(path.join(import.meta.dirname, '..', 'README.md'), 'utf8')
    const section = readme.slice(
      readme.indexOf('## Configuration'),
      readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1),
    )
    const rows = [...section.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((m) => m[1])
    expect(rows.length).toBeGreaterThan(0)
    expect(new Set(rows).size).toBe(rows.length)
    expect([...rows].sort()).toEqual([...read].sort())
  })
})
