// The spec lint gate (issue 26 §2): Redocly (`recommended`) and Spectral (`spectral:oas`) report nothing on the
// served document that openapi-lint.yaml does not excuse with a reason, and openapi-lint.yaml excuses nothing that
// is not there. Both tools run as CI runs them, from node_modules/.bin, on a temporary copy of the document.
import fs from 'node:fs'
import path from 'node:path'
import YAML from 'yaml'
import { describe, expect, it } from 'vitest'
import { describeStoreIndependent } from '../src/testing/configuration.ts'
import {
  judge,
  lintDocument,
  pointerMatches,
  readExceptions,
  readRuleOptions,
  report,
  type LintException,
  type LintProblem,
} from './spec-lint.ts'
import { servedDocument } from './served-document.ts'

const ROOT = path.resolve(import.meta.dirname, '..')
const LINT_TIMEOUT_MS = 180_000 // two CLIs on a 672 KB document: 5-15 s alone, much more on a loaded 2-core machine

describe('pointer patterns', () => {
  it('match tokens exactly, * one token, ** any number, {a,b} either', () => {
    expect(pointerMatches('#/info', '#/info')).toBe(true)
    expect(pointerMatches('#/info', '#/info/contact')).toBe(false)
    expect(pointerMatches('#/paths/*/*/security/**', '#/paths/~1api~1v1~1skills/get/security/0/bearerApiKey/0')).toBe(
      true,
    )
    expect(pointerMatches('#/paths/*/*/security/**', '#/paths/~1api/get/responses/200')).toBe(false)
    expect(pointerMatches('#/components/schemas/ErrorObject/**', '#/components/schemas/ErrorObject')).toBe(true)
    expect(pointerMatches('#/components/schemas/ErrorObject/**', '#/components/schemas/ErrorObjectList')).toBe(false)
    expect(pointerMatches('#/components/schemas/{Citation,Finding}', '#/components/schemas/Finding')).toBe(true)
    expect(pointerMatches('#/components/schemas/{Citation,Finding}', '#/components/schemas/Findings')).toBe(false)
    expect(pointerMatches('#/**', '#')).toBe(true)
  })
})

describe('judge', () => {
  const p = (rule: string, pointer: string, tool: 'redocly' | 'spectral' = 'redocly'): LintProblem => ({
    tool,
    rule,
    severity: 'warn',
    pointer,
    message: rule,
  })
  const e = (rule: string, where: string, tool: 'redocly' | 'spectral' = 'redocly'): LintException => ({
    tool,
    rule,
    where,
    reason: 'because of a reason',
  })

  it('excuses a problem only by its tool, rule and place; reports the rest and every exception that excused nothing', () => {
    const excuse = e('struct', '#/components/**')
    const stale = e('struct', '#/paths/**', 'spectral')
    const v = judge(
      [p('struct', '#/components/schemas/A'), p('struct', '#/paths/~1x'), p('struct', '#/components/x', 'spectral')],
      [excuse, stale],
    )
    expect(v.unexcused.map((x) => `${x.tool} ${x.pointer}`)).toEqual(['redocly #/paths/~1x', 'spectral #/components/x'])
    expect(v.stale).toEqual([stale])
    expect(v.excused).toEqual([
      { exception: excuse, count: 1 },
      { exception: stale, count: 0 },
    ])
    expect(report(v)).toContain('stale exception (matches nothing): spectral struct at #/paths/**')
  })
})

describe('openapi-lint.yaml and the two rulesets', () => {
  it('gives every exception a rule, a place and a reason', () => {
    const all = readExceptions()
    expect(all.length).toBeGreaterThan(0)
    for (const x of all) expect(x.reason.length, `${x.tool} ${x.rule}`).toBeGreaterThan(20)
  })

  it('extends the rule sets as they are: any rule a ruleset turns off or down is an exception with its reason, any rule given options is listed with its reason', () => {
    const exceptions = readExceptions()
    const options = readRuleOptions()
    for (const [tool, file, base] of [
      ['redocly', 'redocly.yaml', 'recommended'],
      ['spectral', '.spectral.yaml', 'spectral:oas'],
    ] as const) {
      const config = YAML.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as {
        extends: string[]
        rules?: Record<string, unknown>
      }
      expect(config.extends, file).toEqual([base])
      for (const [rule, value] of Object.entries(config.rules ?? {})) {
        const onlyOptions = value !== null && typeof value === 'object' && !('severity' in value)
        if (onlyOptions) {
          const listed = options.find((x) => x.tool === tool && x.rule === rule)
          expect(
            listed?.options,
            `${file} gives ${rule} options: list them in openapi-lint.yaml under options, with the reason`,
          ).toEqual(value)
        } else {
          expect(
            exceptions.some((x) => x.tool === tool && x.rule === rule && x.where === '#/**'),
            `${file} sets ${rule}: list it in openapi-lint.yaml with where: '#/**'`,
          ).toBe(true)
        }
      }
    }
    for (const o of options) {
      const file = o.tool === 'redocly' ? 'redocly.yaml' : '.spectral.yaml'
      const config = YAML.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as { rules?: Record<string, unknown> }
      expect(
        config.rules?.[o.rule],
        `openapi-lint.yaml lists options of ${o.tool} ${o.rule} that ${file} does not set`,
      ).toEqual(o.options)
      expect(o.reason.length).toBeGreaterThan(20)
    }
  })
})

// Store-independent: the embedded configuration only (src/testing/configuration.ts).
describeStoreIndependent('the lint gate', () => {
  it(
    'finds what it must on a broken document (the tools ran and were read)',
    async () => {
      const broken = {
        openapi: '3.1.0',
        info: { title: 'x', version: '1', license: { name: 'x', identifier: 'MIT' } },
        servers: [{ url: 'https://api.skills.invalid' }],
        security: [],
        paths: {
          '/x': {
            get: {
              operationId: 'x',
              summary: 'x',
              description: 'x',
              tags: ['x'],
              parameters: [
                { name: 'a', in: 'query', schema: { type: 'string' } },
                { name: 'a', in: 'query', schema: { type: 'string' } },
              ],
              responses: {
                '200': { description: 'x', content: { 'application/json': { schema: { type: 'array' } } } },
              },
            },
          },
        },
        tags: [{ name: 'x', description: 'x' }],
      }
      const found = await lintDocument(broken)
      const rules = found.filter((x) => x.severity === 'error').map((x) => `${x.tool} ${x.rule}`)
      expect(rules).toEqual(expect.arrayContaining(['redocly operation-parameters-unique', 'spectral array-items']))
    },
    LINT_TIMEOUT_MS,
  )

  it(
    'reports no error or warning on the served document that openapi-lint.yaml does not excuse, and no stale exception',
    async () => {
      const v = judge(await lintDocument(await servedDocument()), readExceptions())
      expect(report({ ...v, excused: [] }), report(v)).toBe('')
    },
    LINT_TIMEOUT_MS,
  )
})
