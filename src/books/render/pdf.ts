// PDF building blocks over pdfkit: a document collected into a Buffer, a heading, and a simple table (fixed columns,
// right-aligned amounts, page breaks that repeat the header). Standard fonts only (Helvetica, no embedding), and the
// document's CreationDate/ModDate come from the caller's clock: pdfkit derives the file ID from them, so the same data
// and time give the same bytes.
// pdfkit (and exceljs, xlsx.ts) are loaded on the first rendering, not at start: a server that never makes a report
// does not carry them (measured after loading every skill and a full GC: 163 → 146 MB resident, 30 → 17 MB live heap).
import type PDFDocumentType from 'pdfkit'

export type Pdf = PDFKit.PDFDocument

let pdfkit: Promise<typeof PDFDocumentType> | null = null
const loadPdfkit = () => (pdfkit ??= import('pdfkit').then((m) => m.default))

export interface PdfMeta {
  title: string
  subject: string
  createdAt: Date
}

const MARGIN = 50

export async function renderPdf(meta: PdfMeta, draw: (doc: Pdf) => void): Promise<Buffer> {
  const PDFDocument = await loadPdfkit()
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: true,
    autoFirstPage: true,
    info: {
      Title: meta.title,
      Subject: meta.subject,
      Author: 'Skills Connect',
      Creator: 'Skills Connect',
      Producer: 'PDFKit',
      CreationDate: meta.createdAt,
      ModDate: meta.createdAt,
    },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  doc.font('Helvetica')
  draw(doc)
  doc.end()
  return done
}

export function title(doc: Pdf, text: string, lines: string[]): void {
  doc.font('Helvetica-Bold').fontSize(16).text(text, MARGIN, doc.y)
  doc.font('Helvetica').fontSize(10)
  for (const l of lines) doc.text(l)
  doc.moveDown(0.8)
}

export function heading(doc: Pdf, text: string): void {
  if (doc.y > doc.page.height - MARGIN - 80) doc.addPage()
  doc.moveDown(0.4)
  doc.font('Helvetica-Bold').fontSize(12).text(text, MARGIN, doc.y)
  doc.font('Helvetica').fontSize(9).moveDown(0.3)
}

export interface Column {
  header: string
  width: number
  align?: 'left' | 'right'
}
export interface Row {
  cells: string[]
  bold?: boolean
}

const ROW_HEIGHT = 14

export function table(doc: Pdf, columns: Column[], rows: Row[]): void {
  const bottom = doc.page.height - MARGIN
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y + ROW_HEIGHT > bottom) {
      doc.addPage()
      drawHeader()
    }
    const y = doc.y
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9)
    let x = MARGIN
    columns.forEach((c, i) => {
      doc.text(cells[i] ?? '', x + 2, y, {
        width: c.width - 4,
        align: c.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      })
      x += c.width
    })
    doc.x = MARGIN
    doc.y = y + ROW_HEIGHT
  }
  const drawHeader = () => {
    drawRow(
      columns.map((c) => c.header),
      true,
    )
    const width = columns.reduce((a, c) => a + c.width, 0)
    doc
      .moveTo(MARGIN, doc.y - 2)
      .lineTo(MARGIN + width, doc.y - 2)
      .lineWidth(0.5)
      .stroke()
  }
  drawHeader()
  for (const r of rows) drawRow(r.cells, r.bold ?? false)
  doc.moveDown(0.5)
}

/** Lines of small print (assumptions, warnings) at the end of a section. */
export function notes(doc: Pdf, heading_: string, lines: string[]): void {
  if (!lines.length) return
  heading(doc, heading_)
  doc.font('Helvetica').fontSize(8)
  for (const l of lines) doc.text(`- ${l}`, MARGIN, doc.y, { width: doc.page.width - 2 * MARGIN })
  doc.fontSize(9)
}
