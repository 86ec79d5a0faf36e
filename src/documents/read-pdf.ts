// A PDF's text (pdf.js, the legacy build for Node), after pdf-guard.ts has checked its compressed streams. Each page
// becomes a table: text items on the same baseline form a line (a row, numbered top to bottom), items of a line
// separated by more than about one character's height are separate cells, and cells are put in columns by their
// anchor (the right edge of a figure, the left edge of text) clustered over the page, so a column of right-aligned
// figures has one column number like a spreadsheet column. Scanned pages (images without text) read as empty.
import path from 'node:path'
import { createRequire } from 'node:module'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { checkPdf } from './pdf-guard.ts'
import { tooManyCells } from './zip-guard.ts'
import {
  DocumentProblem,
  type DocCell,
  type DocRow,
  type DocTable,
  type DocumentLimits,
  type ExtractedDocument,
} from './types.ts'

const fontsDir = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`
const NUMERIC = /^[(\-−]?[$£€]?\s?\d[\d,. ]*\)?(?:\s?(?:CR|DR|-))?$/i
/** Points within which two anchors are one column, and two baselines one line. */
const COLUMN_TOLERANCE = 3
const LINE_TOLERANCE = 2

interface Item {
  str: string
  x: number
  y: number
  w: number
  h: number
}

export async function readPdf(bytes: Buffer, limits: DocumentLimits): Promise<ExtractedDocument> {
  checkPdf(bytes, limits)
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: fontsDir,
    verbosity: 0,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  })
  try {
    let doc
    try {
      doc = await task.promise
    } catch (e) {
      const name = (e as { name?: string }).name
      if (name === 'PasswordException')
        throw new DocumentProblem('document_unreadable', 'The PDF is encrypted with a password; upload it without one.')
      throw new DocumentProblem('document_unreadable', 'The file is not a readable PDF.')
    }
    if (doc.numPages > limits.maxPages) {
      throw new DocumentProblem(
        'document_too_many_pages',
        `The PDF has ${doc.numPages} pages; at most ${limits.maxPages} are read.`,
      )
    }
    const tables: DocTable[] = []
    let cells = 0
    for (let p = 1; p <= doc.numPages; p++) {
      const page = await doc.getPage(p)
      const content = await page.getTextContent()
      const items: Item[] = []
      for (const it of content.items) {
        if (!('str' in it) || it.str.trim() === '') continue
        items.push({
          str: it.str,
          x: it.transform[4] as number,
          y: it.transform[5] as number,
          w: it.width,
          h: Math.abs(it.height) || Math.abs(it.transform[3] as number) || 10,
        })
        if (++cells > limits.maxCells) throw tooManyCells(limits)
      }
      page.cleanup()
      tables.push({ kind: 'page', name: `page ${p}`, rows: pageRows(items) })
    }
    return { format: 'pdf', pages: doc.numPages, tables, cells, formulasWithoutResult: 0 }
  } finally {
    await task.destroy()
  }
}

function pageRows(items: Item[]): DocRow[] {
  items.sort((a, b) => b.y - a.y || a.x - b.x)
  const lines: Item[][] = []
  for (const it of items) {
    const line = lines.at(-1)
    if (line && Math.abs(line[0]!.y - it.y) <= LINE_TOLERANCE) line.push(it)
    else lines.push([it])
  }
  // Cells: a line's items sorted by x, joined while the gap is under about one character's height.
  const raw = lines.map((line) => {
    line.sort((a, b) => a.x - b.x)
    const cells: Array<{ text: string; left: number; right: number }> = []
    for (const it of line) {
      const last = cells.at(-1)
      if (last && it.x - last.right < it.h * 0.9) {
        last.text += (it.x - last.right > it.h * 0.15 && !last.text.endsWith(' ') ? ' ' : '') + it.str
        last.right = Math.max(last.right, it.x + it.w)
      } else cells.push({ text: it.str, left: it.x, right: it.x + it.w })
    }
    return cells.map((c) => ({ text: c.text.trim(), anchor: NUMERIC.test(c.text.trim()) ? c.right : c.left }))
  })
  // Columns: anchors clustered over the page, numbered left to right.
  const anchors = [...new Set(raw.flatMap((l) => l.map((c) => Math.round(c.anchor))))].sort((a, b) => a - b)
  const clusterOf = new Map<number, number>()
  let cluster = 0
  let prev = -Infinity
  for (const a of anchors) {
    if (a - prev > COLUMN_TOLERANCE) cluster++
    clusterOf.set(a, cluster)
    prev = a
  }
  return raw.map((l, i) => {
    const cells: DocCell[] = []
    for (const c of l) {
      const col = clusterOf.get(Math.round(c.anchor))!
      const same = cells.find((x) => x.col === col)
      if (same) same.v = `${same.v} ${c.text}`
      else cells.push({ col, v: c.text })
    }
    return { n: i + 1, cells }
  })
}
