// The knowledge base: the shipped sample (attributed, small, findable), retrieval quality on labelled questions,
// jurisdiction filtering, standards cited by reference only, the import command's checks, and two instances that
// share a store seeing each other's imports (embedded file store; MongoDB too when TEST_MONGODB_URL is set).
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock.ts'
import { openEmbeddedStores } from '../store/embedded/index.ts'
import { openMongoStores } from '../store/mongo/index.ts'
import type { Stores } from '../store/ports/index.ts'
import {
  KnowledgeBase,
  KnowledgeFileError,
  type Jurisdiction,
  importDocuments,
  readDocuments,
  shippedDocuments,
} from './index.ts'
import catalogue from './corpus/standards-catalogue.json' with { type: 'json' }

const clock = new ManualClock(new Date('2026-06-30T00:00:00Z'))
const SAMPLE = path.join(import.meta.dirname, 'corpus', 'legislation-sample.json')
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'kb-'))
const doc = (id: string, over: Record<string, unknown> = {}) => ({
  id,
  jurisdiction: 'NZ',
  standard: 'Accident Compensation Act 2001',
  section: 's 168',
  title: 'Employer levies',
  text: 'Every employer must pay the work account levy on the liable earnings of its employees.',
  url: 'https://www.legislation.govt.nz/act/public/2001/0049/latest/whole.html',
  licence: 'NZ-legislation-no-copyright',
  attribution: 'New Zealand legislation: no copyright.',
  asAt: '2026-01-01',
  kind: 'summary',
  keywords: ['acc levy'],
  ...over,
})

describe('the shipped sample', () => {
  it('is small, covers the five jurisdictions, and every document carries an https source, a licence and its attribution', () => {
    expect(fs.statSync(SAMPLE).size).toBeLessThan(64 * 1024)
    const docs = shippedDocuments()
    expect(new Set(docs.map((d) => d.jurisdiction))).toEqual(new Set(['GB', 'AU', 'NZ', 'CA', 'US']))
    for (const d of docs) {
      expect(d.url, d.id).toMatch(/^https:\/\//)
      expect(d.licence.length, d.id).toBeGreaterThan(0)
      expect(d.attribution.length, d.id).toBeGreaterThan(20)
    }
    expect(
      docs.filter((d) => d.jurisdiction === 'GB').every((d) => d.attribution.includes('Open Government Licence v3.0')),
    ).toBe(true)
    expect(docs.filter((d) => d.jurisdiction === 'AU').every((d) => d.licence === 'CC-BY-4.0')).toBe(true)
  })

  it('ships no text of standards that may not be shipped: the catalogue holds number, title, issuer, link and keywords only', () => {
    for (const s of (catalogue as { standards: Record<string, unknown>[] }).standards) {
      expect(Object.keys(s).sort()).toEqual(['issuer', 'keywords', 'standard', 'title', 'url'])
    }
    expect(shippedDocuments().some((d) => /IFRS|IAS |ISA |ASC /.test(d.standard))).toBe(false)
  })
})

describe('retrieval', () => {
  const kb = new KnowledgeBase({ store: null, clock, refreshMs: 60_000 })
  // Questions written for this test, not tuned against; the expected document must rank first.
  const LABELLED: Array<[string, string, Jurisdiction | null]> = [
    ['What is the rate of GST in Australia?', 'au-gsta1999-s9-70', 'AU'],
    ['How much superannuation guarantee on ordinary time earnings?', 'au-sgaa1992-s19', null],
    ['VAT registration threshold for a sole trader', 'gb-vata1994-s3', null],
    ['Are ordinary and necessary business expenses deductible?', 'us-26usc-162', null],
    ['employer FICA social security and medicare rate', 'us-26usc-3111', null],
    ['KiwiSaver employer contribution rate', 'nz-ksa2006-s101d', null],
    ['Does a small company need an audit?', 'gb-ca2006-s477', null],
    ['how long must a company keep its financial records', 'au-ca2001-s286', 'AU'],
    ['premerger notification waiting period Hart-Scott-Rodino', 'us-15usc-18a', null],
    ['GST rate on a taxable supply in Canada', 'ca-eta-s165', 'CA'],
    ['inheritance tax on death', 'gb-ihta1984-s1', null],
    ['foreign person acquiring an Australian company notify the Treasurer', 'au-fata1975-s81', null],
  ]
  it('ranks the right section first for labelled questions (hit@1 at least 10 of 12)', async () => {
    let hits = 0
    const misses: string[] = []
    for (const [q, want, j] of LABELLED) {
      const r = await kb.search(q, { jurisdiction: j })
      if (r[0]?.id === want) hits++
      else misses.push(`${q} -> ${r[0]?.id ?? 'nothing'}`)
    }
    expect(hits, misses.join('\n')).toBeGreaterThanOrEqual(10)
  })

  // Issue 25 §3: the jurisdiction (asked for, or named in the question: the country, its revenue authority, its returns)
  // and the indirect tax's names in each country (GST, VAT, HST) rank the right country's Act first, whichever words
  // the question uses. Written apart from the sample's keywords.
  const INDIRECT: Array<[string, Jurisdiction | null, string]> = [
    ['How much value added tax goes on a supply by an Australian business?', null, 'au-gsta1999-s9-70'],
    ['What VAT does a Sydney cafe charge on a sale?', null, 'au-gsta1999-s9-70'],
    ['How is the tax on my sales worked out for the BAS I lodge with the ATO?', null, 'au-gsta1999-s9-70'],
    ['What VAT applies to a sale of goods?', 'AU', 'au-gsta1999-s9-70'],
    ['GST on supplies in New Zealand', null, 'nz-gsta1985-s8'],
    ['Does an Auckland contractor charge VAT on supplies?', null, 'nz-gsta1985-s8'],
    ['IRD rules on GST for a taxable activity', null, 'nz-gsta1985-s8'],
    ['What rate of GST does a shop in England charge?', null, 'gb-vata1994-s2'],
    ['HMRC standard rate on a taxable supply', null, 'gb-vata1994-s2'],
    ['value added tax on a supply of goods', 'GB', 'gb-vata1994-s2'],
    ['Do I charge HST on a taxable supply in Ontario?', null, 'ca-eta-s165'],
    ['VAT on supplies made by a Canadian business', null, 'ca-eta-s165'],
    ['goods and services tax on a supply', 'CA', 'ca-eta-s165'],
  ]
  it("ranks the indirect-tax Act of the jurisdiction asked for or named first, in its own words or another country's", async () => {
    const misses: string[] = []
    for (const [q, j, want] of INDIRECT) {
      const r = await kb.search(q, { jurisdiction: j })
      if (r[0]?.id !== want)
        misses.push(
          `${q} (${j}) -> ${
            r
              .slice(0, 3)
              .map((h) => `${h.id} ${h.confidence}`)
              .join(', ') || 'nothing'
          }`,
        )
    }
    expect(misses).toEqual([])
  })

  it('keeps to the jurisdiction asked for, finds nothing for chit-chat, and reports confidence in [0, 1]', async () => {
    const nz = await kb.search('GST rate on a taxable supply', { jurisdiction: 'NZ' })
    expect(nz.length).toBeGreaterThan(0)
    expect(nz.every((h) => h.jurisdiction === 'NZ' || h.jurisdiction === null)).toBe(true)
    expect(await kb.search('hello, how are you?')).toEqual([])
    expect(await kb.search('')).toEqual([])
    const all = await kb.search('employer contributions payroll', { limit: 10 })
    expect(all.every((h) => h.confidence >= 0.25 && h.confidence <= 1)).toBe(true)
  })

  it('cites standards by number, title and link: by number first, then by keywords', () => {
    expect(kb.standards('How do we apply IFRS 15 to a bundled contract?')[0]).toEqual({
      standard: 'IFRS 15',
      title: 'Revenue from Contracts with Customers',
      issuer: 'IFRS Foundation',
      url: 'https://www.ifrs.org/issued-standards/list-of-standards/ifrs-15-revenue-from-contracts-with-customers/',
      confidence: 1,
    })
    expect(kb.standards('what sample size for audit sampling').map((s) => s.standard)).toContain('ISA 530')
    expect(kb.standards('the weather in Sydney')).toEqual([])
  })
})

describe('import', () => {
  it('refuses a bad file naming the document and field, and writes nothing', async () => {
    const stores = openEmbeddedStores(':memory:')
    try {
      const dir = tmp()
      fs.writeFileSync(
        path.join(dir, 'a.json'),
        JSON.stringify({ documents: [doc('nz-acc-s168'), doc('nz-bad', { url: 'http://insecure.example' })] }),
      )
      await expect(importDocuments(stores.knowledge, clock, dir)).rejects.toThrow(
        /documents\[1\]\/url must match pattern/,
      )
      fs.writeFileSync(path.join(dir, 'a.json'), JSON.stringify([doc('x1', { licence: undefined })]))
      await expect(importDocuments(stores.knowledge, clock, dir)).rejects.toThrow(KnowledgeFileError)
      fs.writeFileSync(path.join(dir, 'a.json'), JSON.stringify([doc('dup')]))
      fs.writeFileSync(path.join(dir, 'b.jsonl'), `${JSON.stringify(doc('dup'))}\n`)
      expect(() => readDocuments(dir)).toThrow(/"dup" appears twice/)
      expect((await stores.knowledge.stamp()).count).toBe(0)
    } finally {
      await stores.close()
    }
  })
})

const mongoUrl = process.env.TEST_MONGODB_URL || process.env.MONGODB_URL || undefined
const engines: Array<[string, () => Promise<[Stores, Stores]>]> = [
  [
    'embedded (one file, two connections)',
    async () => {
      const dir = tmp()
      return [openEmbeddedStores(dir), openEmbeddedStores(dir)]
    },
  ],
]
if (mongoUrl) {
  engines.push([
    'MongoDB',
    async () => {
      const db = `skc_test_${randomBytes(6).toString('hex')}`
      return [await openMongoStores(mongoUrl, db), await openMongoStores(mongoUrl, db)]
    },
  ])
}

describe.each(engines)('two instances on one %s store', (_name, open) => {
  let a: Stores
  let b: Stores
  beforeAll(async () => {
    ;[a, b] = await open()
  }, 60_000)
  afterAll(async () => {
    await a?.close()
    await b?.close()
  })

  it('an import through one is searched by the other after its refresh interval, and re-importing replaces by id', async () => {
    const c = new ManualClock(new Date('2026-06-30T00:00:00Z'))
    const one = new KnowledgeBase({ store: a.knowledge, clock: c, refreshMs: 5000 })
    const two = new KnowledgeBase({ store: b.knowledge, clock: c, refreshMs: 5000 })
    expect(await two.search('work account levy liable earnings')).toEqual([])
    const dir = tmp()
    fs.writeFileSync(path.join(dir, 'acc.jsonl'), `${JSON.stringify(doc('nz-acc-s168'))}\n`)
    const r = await importDocuments(a.knowledge, c, dir)
    expect(r).toMatchObject({ imported: 1, ids: ['nz-acc-s168'] })
    expect(await two.search('work account levy liable earnings')).toEqual([]) // within its refresh interval
    c.advance(5000)
    const found = await two.search('work account levy liable earnings')
    expect(found[0]).toMatchObject({
      id: 'nz-acc-s168',
      standard: 'Accident Compensation Act 2001',
      section: 's 168',
      licence: 'NZ-legislation-no-copyright',
      as_at: '2026-01-01',
    })
    expect(await one.size()).toBe(shippedDocuments().length + 1)
    fs.writeFileSync(
      path.join(dir, 'acc.jsonl'),
      `${JSON.stringify(doc('nz-acc-s168', { text: 'Replaced: the earners levy is deducted by employers.' }))}\n`,
    )
    c.advance(1)
    await importDocuments(a.knowledge, c, dir)
    c.advance(5000)
    expect((await two.search('earners levy deducted'))[0]?.text).toBe(
      'Replaced: the earners levy is deducted by employers.',
    )
    expect(await two.size()).toBe(shippedDocuments().length + 1)
  })
})

describe('npm run admin -- knowledge import', () => {
  it('imports a file into the configured store and says what it imported; a bad file exits non-zero with the reason', () => {
    const dataDir = tmp()
    const env: Record<string, string> = {
      ...(process.env as Record<string, string>),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    }
    delete env.MONGODB_URL
    const file = path.join(tmp(), 'docs.json')
    fs.writeFileSync(file, JSON.stringify({ documents: [doc('nz-acc-s168')] }))
    const admin = path.join(import.meta.dirname, '..', 'cli', 'admin.ts')
    const ok = spawnSync(process.execPath, [admin, 'knowledge', 'import', file], { env, encoding: 'utf8' })
    expect(ok.status, ok.stderr).toBe(0)
    expect(JSON.parse(ok.stdout)).toEqual({ imported: 1, ids: ['nz-acc-s168'], imported_total: 1 })
    fs.writeFileSync(file, JSON.stringify({ documents: [doc('nz-x', { kind: 'rumour' })] }))
    const bad = spawnSync(process.execPath, [admin, 'knowledge', 'import', file], { env, encoding: 'utf8' })
    expect(bad.status).toBe(1)
    expect(bad.stderr).toMatch(/documents\[0\]\/kind must be equal to one of the allowed values/)
  }, 60_000)
})
