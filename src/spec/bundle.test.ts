// hoistable(): a skill schema made into components, its $defs hoisted into prefixed components of their own, and the
// shared schemas of skills/_shared/ into one component each, whichever skills use them.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { bundleSpec, hoistable } from './bundle.ts'
import { defaultBaseDocumentPath, readBaseDocument } from './openapi-document.ts'
import { loadSkills, SHARED_ID_BASE } from '../skill-runtime/index.ts'

const FIXTURE = path.join(import.meta.dirname, '..', 'testing', 'fixtures', 'skills', 'echo.fixture')

/** Two copies of the echo fixture whose outputs both say `echoed: {$ref: ../_shared/<file>}`, a shared schema titled `title`. */
function sharingSkills(title: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-shared-'))
  const file = `${title.replace(/(?<=.)([A-Z])/g, '-$1').toLowerCase()}.schema.json`
  fs.mkdirSync(path.join(root, '_shared'))
  fs.writeFileSync(
    path.join(root, '_shared', file),
    JSON.stringify({
      $id: `${SHARED_ID_BASE}${file}`,
      title,
      type: 'object',
      properties: { text: { type: ['string', 'integer'] } },
    }),
  )
  for (const f of ['a.one', 'b.two']) {
    fs.cpSync(FIXTURE, path.join(root, f), { recursive: true })
    const edit = (name: string, fn: (j: Record<string, unknown>) => void) => {
      const p = path.join(root, f, name)
      const j = JSON.parse(fs.readFileSync(p, 'utf8')) as Record<string, unknown>
      fn(j)
      fs.writeFileSync(p, JSON.stringify(j))
    }
    edit('skill.json', (j) => {
      j.name = f
      j.slug = f.replace('.', '_')
    })
    edit('output.schema.json', (j) => {
      ;(j.properties as Record<string, unknown>).echoed = { $ref: `../_shared/${file}` }
    })
    const h = path.join(root, f, 'handler.ts')
    fs.writeFileSync(
      h,
      fs
        .readFileSync(h, 'utf8')
        .replace('../../../../skill-runtime/sdk.ts', path.join(import.meta.dirname, '..', 'skill-runtime', 'sdk.ts')),
    )
  }
  return root
}

describe('hoistable', () => {
  it('hoists the $defs it reaches into <Component><PascalName> components and rewrites every local ref', () => {
    const schema = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'x',
      type: 'object',
      properties: {
        line: { $ref: '#/$defs/ledger_line' },
        amount: { $ref: '#/$defs/amount' },
        deep: { $ref: '#/$defs/ledger_line/properties/amount' },
        again: { $ref: '#/properties/line' },
        self: { $ref: '#' },
      },
      $defs: {
        amount: { type: 'string' },
        unused: { type: 'integer' },
        ledger_line: { type: 'object', properties: { amount: { $ref: '#/$defs/amount' }, parent: { $ref: '#' } } },
      },
    }
    expect(hoistable(schema, 'BooksOutput')).toEqual({
      BooksOutput: {
        type: 'object',
        properties: {
          line: { $ref: '#/components/schemas/BooksOutputLedgerLine' },
          amount: { $ref: '#/components/schemas/BooksOutputAmount' },
          deep: { $ref: '#/components/schemas/BooksOutputLedgerLine/properties/amount' },
          again: { $ref: '#/components/schemas/BooksOutput/properties/line' },
          self: { $ref: '#/components/schemas/BooksOutput' },
        },
      },
      BooksOutputAmount: { type: 'string' },
      BooksOutputLedgerLine: {
        type: 'object',
        properties: {
          amount: { $ref: '#/components/schemas/BooksOutputAmount' },
          parent: { $ref: '#/components/schemas/BooksOutput' },
        },
      },
    })
  })

  it('refuses a ref to a $defs entry that does not exist, and two entries with one component name', () => {
    expect(() => hoistable({ properties: { a: { $ref: '#/$defs/nope' } }, $defs: {} }, 'X')).toThrow(
      /names no \$defs entry/,
    )
    expect(() => hoistable({ $defs: { a_b: {}, aB: {} } }, 'X')).toThrow(/share the component name/)
  })

  it('keeps the name of a shared $defs entry (the loader inlined it under its name)', () => {
    const schema = {
      type: 'object',
      properties: { f: { $ref: '#/$defs/DocumentFinding' }, o: { $ref: '#/$defs/own' } },
      $defs: { own: { type: 'string' }, DocumentFinding: { type: 'object' } },
    }
    expect(hoistable(schema, 'XOutput', new Set(['DocumentFinding']))).toEqual({
      XOutput: {
        type: 'object',
        properties: {
          f: { $ref: '#/components/schemas/DocumentFinding' },
          o: { $ref: '#/components/schemas/XOutputOwn' },
        },
      },
      XOutputOwn: { type: 'string' },
      DocumentFinding: { type: 'object' },
    })
  })

  it('leaves a schema without $defs as one component', () => {
    expect(hoistable({ type: 'string' }, 'Y')).toEqual({ Y: { type: 'string' } })
  })
})

describe('bundleSpec with shared schemas', () => {
  it('makes a shared schema one component, which every skill using it refers to', async () => {
    const doc = bundleSpec(
      readBaseDocument(defaultBaseDocumentPath()),
      (await loadSkills(sharingSkills('EchoedText'))).list(),
    )
    const schemas = doc.components.schemas as Record<string, Record<string, Record<string, Record<string, unknown>>>>
    expect(schemas.AOneOutput!.properties!.echoed).toEqual({ $ref: '#/components/schemas/EchoedText' })
    expect(schemas.BTwoOutput!.properties!.echoed).toEqual({ $ref: '#/components/schemas/EchoedText' })
    expect(Object.keys(schemas).filter((n) => n.includes('EchoedText'))).toEqual(['EchoedText'])
    // for-generators.ts rewrote it once, as any component
    expect(schemas.EchoedText!.properties!.text).toEqual({ oneOf: [{ type: 'string' }, { type: 'integer' }] })
  })

  it('refuses a shared schema named as a component of openapi.yaml', async () => {
    const skills = (await loadSkills(sharingSkills('Finding'))).list()
    expect(() => bundleSpec(readBaseDocument(defaultBaseDocumentPath()), skills)).toThrow(
      'skills/a.one: component schema Finding already exists (the name of a shared schema of skills/_shared/: rename the file)',
    )
  })
})
