// Extraction and checks on real files made in the test (exceljs, pdfkit, CSV text): the clean workpaper reads in
// every format with nothing flagged, each planted error is found as exactly its finding, and hostile files (a ZIP
// bomb workbook, a PDF decompression bomb, a file outlasting the time cap, a worker out of heap) are refused with
// their codes while the pool keeps working.
import { afterAll, describe, expect, it } from 'vitest'
import {
  analyse,
  DEFAULT_LIMITS,
  type AnalysisRequest,
  checkFooting,
  checkPeriods,
  checkRequiredItems,
  checkSignoffs,
  DocumentProblem,
  ExtractionPool,
  extractDocument,
  PoolBusy,
  samePerson,
  statedPeriod,
  type DocumentFormat,
  type ExtractedDocument,
} from './index.ts'
import {
  CONTENT,
  heavyPdf,
  pdfBomb,
  workpaperCsv,
  workpaperPdf,
  workpaperXlsx,
  zipBombXlsx,
  type Plant,
} from './testing/fixtures.ts'

const pool = new ExtractionPool({ size: 2, maxHeapMb: 256, idleMs: 5_000 })
afterAll(async () => {
  await pool.close()
})

const make = async (format: DocumentFormat, p: Plant): Promise<Buffer> =>
  format === 'xlsx' ? workpaperXlsx(p) : format === 'pdf' ? workpaperPdf(p) : workpaperCsv(p)
const read = async (format: DocumentFormat, bytes: Buffer, limits = {}): Promise<ExtractedDocument> =>
  extractDocument({ bytes, contentType: CONTENT[format], filename: `wp.${format}` }, { pool, limits })

const engagement = { periodStart: '2024-07-01', periodEnd: '2025-06-30' }
function allFindings(doc: ExtractedDocument) {
  return [
    ...checkFooting(doc.tables).findings,
    ...checkPeriods(doc.tables, engagement, 'DMY').findings,
    ...checkSignoffs(doc.tables, { order: 'DMY', today: '2025-08-01' }).findings,
  ]
}

describe.each(['xlsx', 'pdf', 'csv'] as const)(
  'a %s workpaper',
  (format) => {
    it('reads its text and tables, and the clean one has no finding', async () => {
      const doc = await read(format, await make(format, {}))
      expect(doc.format).toBe(format)
      expect(doc.pages).toBe(format === 'pdf' ? 2 : 0)
      const text = doc.tables.flatMap((t) => t.rows.flatMap((r) => r.cells.map((c) => String(c.v)))).join(' ')
      expect(text).toContain('Receivables detail')
      expect(text).toContain('Cedar Holdings')
      expect(allFindings(doc)).toEqual([])
      expect(checkFooting(doc.tables).totalsChecked).toBe(format === 'csv' ? 1 : 3)
    })

    const plants: Array<[keyof Plant, string[]]> = [
      ['wrongTotal', ['total_does_not_foot']],
      ['wrongPeriod', ['period_mismatch', 'period_differs_from_engagement']],
      ['dateOutside', ['date_outside_period']],
      ['selfReview', ['reviewer_is_preparer']],
      ['reviewFirst', ['review_before_preparation']],
      ['noReviewer', ['signoff_missing_reviewer']],
      ['noPrepDate', ['signoff_missing_date']],
    ]
    it.each(plants)('finds the planted %s and nothing else', async (plant, kinds) => {
      const doc = await read(format, await make(format, { [plant]: true }))
      const found = allFindings(doc)
      // A single-table CSV has no second schedule to disagree with: its wrong period shows only against the engagement.
      const expected = format === 'csv' && plant === 'wrongPeriod' ? ['period_differs_from_engagement'] : kinds
      expect(found.map((f) => f.kind).sort()).toEqual([...expected].sort())
    })
  },
  60_000,
)

describe('the findings say where and how much', { timeout: 60_000 }, () => {
  it('a total that does not foot: the cell, stated, computed and difference', async () => {
    const doc = await read('xlsx', await workpaperXlsx({ wrongTotal: true }))
    expect(checkFooting(doc.tables).findings).toEqual([
      expect.objectContaining({
        kind: 'total_does_not_foot',
        severity: 'high',
        stated: '12500.00',
        computed: '12000.00',
        difference: '500.00',
        location: { table: 'Detail', row: 7, column: 3, cell: 'C7' },
      }),
    ])
  })

  it('a grand total agrees with its subtotals or with every detail row; a tolerance allows rounding', () => {
    const t = (rows: Array<[string, number]>) => [
      {
        kind: 'sheet' as const,
        name: 'S',
        rows: rows.map(([l, v], i) => ({
          n: i + 1,
          cells: [
            { col: 1, v: l },
            { col: 2, v },
          ],
        })),
      },
    ]
    const good = t([
      ['Sales A', 10],
      ['Sales B', 5],
      ['Subtotal sales', 15],
      ['Other', 2],
      ['Subtotal other', 2],
      ['Grand total', 17],
      ['Extra', 1],
      ['Total', 1],
    ])
    expect(checkFooting(good).findings).toEqual([])
    const bad = t([
      ['Sales A', 10],
      ['Sales B', 5],
      ['Subtotal sales', 15],
      ['Other', 2],
      ['Subtotal other', 2],
      ['Grand total', 18],
    ])
    expect(checkFooting(bad).findings.map((f) => [f.location.row, f.stated, f.computed])).toEqual([
      [6, '18.00', '17.00'],
    ])
    const rounded = t([
      ['A', 10.004],
      ['B', 5.004],
      ['Total', 15.01],
    ])
    expect(checkFooting(rounded).findings).toHaveLength(1)
    expect(checkFooting(rounded, { tolerance: 10_000n }).findings).toEqual([])
  })

  it('reads period statements and names', () => {
    expect(statedPeriod('Statement of profit or loss for the year ended 30 June 2025', 'DMY')).toEqual({
      start: null,
      end: '2025-06-30',
    })
    expect(statedPeriod('Period: 1 July 2024 to 30 June 2025', 'DMY')).toEqual({
      start: '2024-07-01',
      end: '2025-06-30',
    })
    expect(statedPeriod('As at 12/31/2025', 'MDY')).toEqual({ start: null, end: '2025-12-31' })
    expect(statedPeriod('Prepared by JS on 30 June 2025', 'DMY')).toBeNull()
    expect(samePerson('AM', 'Alex Morgan')).toBe(true)
    expect(samePerson('alex  morgan', 'Alex Morgan.')).toBe(true)
    expect(samePerson('BT', 'Alex Morgan')).toBe(false)
  })

  it('required items: found ignoring case and punctuation, missing ones reported', async () => {
    const doc = await read('pdf', await workpaperPdf({}))
    const r = checkRequiredItems(doc.tables, ['TRADE RECEIVABLES: lead-schedule', "Directors' declaration"])
    expect(r.items).toEqual([
      {
        item: 'TRADE RECEIVABLES: lead-schedule',
        present: true,
        location: { table: 'page 1', row: 1, column: null, cell: null },
      },
      { item: "Directors' declaration", present: false, location: null },
    ])
    expect(r.findings.map((f) => f.kind)).toEqual(['required_item_missing'])
  })
})

describe('the analysis in the worker (what the skills use)', { timeout: 60_000 }, () => {
  const request: AnalysisRequest = {
    engagement: { periodStart: '2024-07-01', periodEnd: '2025-06-30' },
    order: 'DMY',
    footingTolerance: '0',
    signoffsToday: '2025-08-01',
    requiredItems: ['Receivables detail', 'Directors declaration'],
    preview: { rowsPerTable: 3, cells: 8 },
    promptChars: 120,
  }
  it('gives the findings the checks give on the whole document, with a bounded preview and model text', async () => {
    const bytes = await workpaperXlsx({ wrongTotal: true, noReviewer: true })
    const inWorker = await pool.analyse(bytes, 'xlsx', 'wp.xlsx', { ...DEFAULT_LIMITS }, request)
    const here = analyse(await read('xlsx', bytes), request)
    expect(inWorker).toEqual(here)
    expect(inWorker.findings.map((f) => f.kind).sort()).toEqual([
      'required_item_missing',
      'signoff_missing_reviewer',
      'total_does_not_foot',
    ])
    expect(inWorker.tables.map((t) => [t.name, t.row_count, t.rows.length])).toEqual([
      ['Lead', 9, 3],
      ['Detail', 7, 2],
    ])
    expect(inWorker.tables[0]!.rows[2]).toEqual({ row: 4, cells: ['Account', '2025', '2024'] })
    expect(inWorker.tablesTruncated).toBe(true)
    expect(inWorker.text.length).toBeLessThanOrEqual(120 + '\n[document cut here]'.length)
    expect(inWorker.text.endsWith('[document cut here]')).toBe(true)
  })
})

describe('limits and hostile files', { timeout: 60_000 }, () => {
  const problem = async (p: Promise<unknown>) => {
    const e = await p.then(
      () => null,
      (x: unknown) => x,
    )
    expect(e).toBeInstanceOf(DocumentProblem)
    return (e as DocumentProblem).code
  }

  it('a ZIP bomb workbook (400 MiB from a few hundred KiB) is refused as document_too_large, having inflated at most the cap', async () => {
    const bomb = zipBombXlsx(400)
    expect(bomb.length).toBeLessThan(1024 * 1024)
    expect(await problem(read('xlsx', bomb, { maxInflatedBytes: 32 * 1024 * 1024 }))).toBe('document_too_large')
  })

  it('a PDF decompression bomb is refused as document_too_large', async () => {
    expect(await problem(read('pdf', pdfBomb(400), { maxInflatedBytes: 32 * 1024 * 1024 }))).toBe('document_too_large')
  })

  it('caps on bytes, pages and cells have their codes', async () => {
    const pdf = await workpaperPdf({})
    expect(await problem(read('pdf', pdf, { maxBytes: 100 }))).toBe('document_too_large')
    expect(await problem(read('pdf', pdf, { maxPages: 1 }))).toBe('document_too_many_pages')
    expect(await problem(read('xlsx', await workpaperXlsx({}), { maxCells: 10 }))).toBe('document_too_many_cells')
    expect(await problem(read('csv', workpaperCsv({}), { maxCells: 10 }))).toBe('document_too_many_cells')
    expect(await problem(read('pdf', pdf, { maxCells: 10 }))).toBe('document_too_many_cells')
  })

  it('malformed files and other types are refused with their codes', async () => {
    expect(await problem(read('pdf', Buffer.from('%PDF-1.7\nthis is not a pdf at all')))).toBe('document_unreadable')
    expect(await problem(read('xlsx', Buffer.from('PK\u0003\u0004 truncated')))).toBe('document_unreadable')
    const e = await extractDocument(
      { bytes: Buffer.from('x'), contentType: 'image/png', filename: 'a.png' },
      { pool },
    ).catch((x: unknown) => x)
    expect((e as DocumentProblem).code).toBe('unsupported_document_type')
  })

  it('a file that outlasts the time cap is stopped (its worker terminated) and the pool reads the next file', async () => {
    // About 2 s of pdf.js work on this machine (measured), against a cap of 100 ms.
    const heavy = heavyPdf(400_000)
    expect(await problem(read('pdf', heavy, { timeoutMs: 100 }))).toBe('document_extraction_timeout')
    const doc = await read('csv', workpaperCsv({}))
    expect(doc.tables[0]!.rows.length).toBe(9)
  })

  it('a worker that runs out of heap fails the call as document_too_large, not the process', async () => {
    const small = new ExtractionPool({ size: 1, maxHeapMb: 12, idleMs: 1_000 })
    try {
      const big = await workpaperXlsx({})
      const code = await problem(
        extractDocument(
          { bytes: Buffer.concat([big]), contentType: CONTENT.xlsx, filename: 'x.xlsx' },
          { pool: small, limits: {} },
        ),
      )
      expect(code).toBe('document_too_large')
    } finally {
      await small.close()
    }
  })

  it('with every worker busy and the wait queue full, one more call is refused at once (PoolBusy), and the queue drains', async () => {
    const one = new ExtractionPool({ size: 1, maxHeapMb: 256, idleMs: 1_000, maxWaiting: 1 })
    try {
      const csv = workpaperCsv({})
      const run = () =>
        extractDocument({ bytes: heavyPdf(100_000), contentType: CONTENT.pdf, filename: 'h.pdf' }, { pool: one })
      const busy = run()
      const queued = extractDocument({ bytes: csv, contentType: CONTENT.csv, filename: 'q.csv' }, { pool: one })
      await expect(
        extractDocument({ bytes: csv, contentType: CONTENT.csv, filename: 'x.csv' }, { pool: one }),
      ).rejects.toBeInstanceOf(PoolBusy)
      await busy
      expect((await queued).tables[0]!.rows).toHaveLength(9)
    } finally {
      await one.close()
    }
  })

  it("the caller's signal stops an extraction", async () => {
    const ac = new AbortController()
    const p = read('pdf', heavyPdf(200_000))
    const q = extractDocument(
      { bytes: heavyPdf(200_000), contentType: CONTENT.pdf, filename: 'h.pdf' },
      { pool, signal: ac.signal },
    )
    ac.abort(new Error('caller gone'))
    await expect(q).rejects.toThrow('caller gone')
    await p.catch(() => null)
  })
})
