// Test support: workpapers made in the test, with errors planted on request, in the three formats (exceljs, pdfkit,
// plain CSV), and hostile files (a ZIP bomb workbook, a PDF decompression bomb, a PDF heavy to read). The clean
// workpaper foots, states one period (year ended 30 June 2025) and is signed off properly; each plant breaks exactly
// one rule, so a test can assert that each is found and nothing else is.
import zlib from 'node:zlib'
import ExcelJS from 'exceljs'
import PDFDocument from 'pdfkit'

export interface Plant {
  /** The detail sheet's total states 12,500.00 instead of 12,000.00 (a typed-over formula). */
  wrongTotal?: boolean
  /** The detail schedule is headed "As at 30 June 2024". */
  wrongPeriod?: boolean
  /** One invoice dated 15 July 2025, after the period end. */
  dateOutside?: boolean
  /** The reviewer is the preparer (initials "AM" against "Alex Morgan"). */
  selfReview?: boolean
  /** The review is dated before the preparation. */
  reviewFirst?: boolean
  /** The reviewer's sign-off is left blank. */
  noReviewer?: boolean
  /** The preparer's date is missing. */
  noPrepDate?: boolean
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
export const CONTENT = { xlsx: XLSX_TYPE, pdf: 'application/pdf', csv: 'text/csv' } as const

/** The lines of the clean workpaper (detail schedule), before plants. */
function detail(p: Plant) {
  const rows: Array<[string, string, number]> = [
    ['2025-05-02', 'Acme Pty Ltd', 4200],
    ['2025-06-11', 'Birch & Co', 3050.5],
    [p.dateOutside ? '2025-07-15' : '2025-06-27', 'Cedar Holdings', 4749.5],
  ]
  return { rows, total: p.wrongTotal ? 12500 : 12000 }
}

function signoff(p: Plant) {
  return {
    preparer: 'Alex Morgan',
    prepDate: p.noPrepDate ? null : '2025-07-20',
    reviewer: p.noReviewer ? '' : p.selfReview ? 'AM' : 'Bea Tran',
    revDate: p.noReviewer ? null : p.reviewFirst ? '2025-07-18' : '2025-07-25',
  }
}

const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`

/** A two-sheet workpaper: a lead schedule (accounts, 2025 and 2024 columns, a total) and the receivables detail. */
export async function workpaperXlsx(p: Plant = {}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  wb.created = new Date('2025-07-20T00:00:00Z')
  const lead = wb.addWorksheet('Lead')
  lead.addRow(['Trade receivables: lead schedule'])
  lead.addRow(['Year ended 30 June 2025'])
  lead.addRow([])
  lead.addRow(['Account', 2025, 2024])
  lead.addRow(['Trade debtors', 12000, 10400])
  lead.addRow(['Provision for doubtful debts', -600, -450])
  lead.addRow(['Other receivables', 850.25, 700])
  lead.addRow(['Total', { formula: 'SUM(B5:B7)', result: 12250.25 }, { formula: 'SUM(C5:C7)', result: 10650 }])
  lead.addRow([])
  const s = signoff(p)
  lead.addRow(['Prepared by', s.preparer, 'Date', s.prepDate ? new Date(`${s.prepDate}T00:00:00Z`) : null])
  lead.addRow(['Reviewed by', s.reviewer, 'Date', s.revDate ? new Date(`${s.revDate}T00:00:00Z`) : null])
  const d = wb.addWorksheet('Detail')
  const det = detail(p)
  d.addRow(['Receivables detail'])
  d.addRow([p.wrongPeriod ? 'As at 30 June 2024' : 'As at 30 June 2025'])
  d.addRow(['Date', 'Customer', 'Amount'])
  for (const [date, who, amount] of det.rows) d.addRow([new Date(`${date}T00:00:00Z`), who, amount])
  d.addRow([
    'Total',
    null,
    p.wrongTotal ? det.total : { formula: `SUM(C4:C${3 + det.rows.length})`, result: det.total },
  ])
  return Buffer.from(await wb.xlsx.writeBuffer())
}

/** The same workpaper printed: one PDF page per schedule, figures right-aligned in columns. */
export async function workpaperPdf(p: Plant = {}, o: { createdAt?: Date } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: true,
    info: { CreationDate: o.createdAt ?? new Date('2025-07-20T00:00:00Z') },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve) => {
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
  })
  const fmt = (n: number) =>
    n.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/^-(.*)$/, '($1)')
  const line = (y: number, cells: Array<[string, number, 'left' | 'right']>) => {
    for (const [text, x, align] of cells) {
      if (align === 'right') doc.text(text, x - 100, y, { width: 100, align: 'right', lineBreak: false })
      else doc.text(text, x, y, { lineBreak: false })
    }
  }
  doc.font('Helvetica').fontSize(10)
  line(60, [['Trade receivables: lead schedule', 50, 'left']])
  line(76, [['Year ended 30 June 2025', 50, 'left']])
  line(110, [
    ['Account', 50, 'left'],
    ['2025', 400, 'right'],
    ['2024', 500, 'right'],
  ])
  const leadRows: Array<[string, number, number]> = [
    ['Trade debtors', 12000, 10400],
    ['Provision for doubtful debts', -600, -450],
    ['Other receivables', 850.25, 700],
    ['Total', 12250.25, 10650],
  ]
  leadRows.forEach(([a, b, c], i) =>
    line(126 + i * 16, [
      [a, 50, 'left'],
      [fmt(b), 400, 'right'],
      [fmt(c), 500, 'right'],
    ]),
  )
  const s = signoff(p)
  line(220, [
    ['Prepared by:', 50, 'left'],
    [s.preparer, 130, 'left'],
    ...(s.prepDate
      ? [['Date:', 300, 'left'] as [string, number, 'left'], [dmy(s.prepDate), 340, 'left'] as [string, number, 'left']]
      : []),
  ])
  line(236, [
    ['Reviewed by:', 50, 'left'],
    ...(s.reviewer ? [[s.reviewer, 130, 'left'] as [string, number, 'left']] : []),
    ...(s.revDate
      ? [['Date:', 300, 'left'] as [string, number, 'left'], [dmy(s.revDate), 340, 'left'] as [string, number, 'left']]
      : []),
  ])
  doc.addPage()
  const det = detail(p)
  line(60, [['Receivables detail', 50, 'left']])
  line(76, [[p.wrongPeriod ? 'As at 30 June 2024' : 'As at 30 June 2025', 50, 'left']])
  line(110, [
    ['Date', 50, 'left'],
    ['Customer', 150, 'left'],
    ['Amount', 500, 'right'],
  ])
  det.rows.forEach(([date, who, amount], i) =>
    line(126 + i * 16, [
      [dmy(date), 50, 'left'],
      [who, 150, 'left'],
      [fmt(amount), 500, 'right'],
    ]),
  )
  line(126 + det.rows.length * 16, [
    ['Total', 50, 'left'],
    [fmt(det.total), 500, 'right'],
  ])
  doc.end()
  return done
}

/** The detail schedule and the sign-offs as a CSV export. */
export function workpaperCsv(p: Plant = {}): Buffer {
  const det = detail(p)
  const s = signoff(p)
  const q = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)
  const lines = [
    'Receivables detail,,',
    `${p.wrongPeriod ? 'As at 30 June 2024' : 'As at 30 June 2025'},,`,
    'Date,Customer,Amount',
    ...det.rows.map(
      ([date, who, amount]) =>
        `${dmy(date)},${q(who)},"${amount.toLocaleString('en-AU', { minimumFractionDigits: 2 })}"`,
    ),
    `Total,,"${det.total.toLocaleString('en-AU', { minimumFractionDigits: 2 })}"`,
    `Prepared by,${s.preparer},${s.prepDate ? `Date: ${dmy(s.prepDate)}` : ''}`,
    `Reviewed by,${s.reviewer},${s.revDate ? `Date: ${dmy(s.revDate)}` : ''}`,
  ]
  return Buffer.from(`${lines.join('\r\n')}\r\n`)
}

/** Raw DEFLATE data inflating to `megabytes` MiB of zeros, about 1 KiB per MiB (one flushed block, repeated). */
function zeroBomb(megabytes: number): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(1024 * 1024), { finishFlush: zlib.constants.Z_SYNC_FLUSH })
  return Buffer.concat([...Array.from({ length: megabytes }, () => block), Buffer.from([0x03, 0x00])])
}

const crcTable = (() => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()
const crc32 = (b: Buffer) => {
  let c = 0xffffffff
  for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

/** A ZIP of the given entries (deflated unless given raw DEFLATE data with its claimed size). */
function zip(
  entries: Array<{ name: string; data: Buffer } | { name: string; deflated: Buffer; size: number }>,
): Buffer {
  const locals: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const e of entries) {
    const name = Buffer.from(e.name)
    const raw = 'data' in e ? e.data : null
    const body = raw ? zlib.deflateRawSync(raw) : (e as { deflated: Buffer }).deflated
    const size = raw ? raw.length : (e as { size: number }).size
    const crc = raw ? crc32(raw) : 0
    const h = Buffer.alloc(30)
    h.writeUInt32LE(0x04034b50, 0)
    h.writeUInt16LE(20, 4)
    h.writeUInt16LE(8, 8)
    h.writeUInt32LE(crc, 14)
    h.writeUInt32LE(body.length, 18)
    h.writeUInt32LE(size, 22)
    h.writeUInt16LE(name.length, 26)
    const c = Buffer.alloc(46)
    c.writeUInt32LE(0x02014b50, 0)
    c.writeUInt16LE(20, 4)
    c.writeUInt16LE(20, 6)
    c.writeUInt16LE(8, 10)
    c.writeUInt32LE(crc, 16)
    c.writeUInt32LE(body.length, 20)
    c.writeUInt32LE(size, 24)
    c.writeUInt16LE(name.length, 28)
    c.writeUInt32LE(offset, 42)
    locals.push(h, name, body)
    central.push(c, name)
    offset += h.length + name.length + body.length
  }
  const dir = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(dir.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, dir, end])
}

/** A workbook whose sheet inflates to `megabytes` MiB (its header claims 1 KiB): a ZIP bomb a few hundred KiB long. */
export function zipBombXlsx(megabytes = 400): Buffer {
  const types = Buffer.from(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
  )
  return zip([
    { name: '[Content_Types].xml', data: types },
    {
      name: 'xl/workbook.xml',
      data: Buffer.from('<workbook><sheets><sheet name="S" sheetId="1"/></sheets></workbook>'),
    },
    { name: 'xl/worksheets/sheet1.xml', deflated: zeroBomb(megabytes), size: 1024 },
  ])
}

/** A minimal PDF around the given page content stream (already compressed when `flate`). */
function pdfAround(stream: Buffer, flate: boolean): Buffer {
  const parts: Buffer[] = []
  const offsets: number[] = []
  let at = 0
  const add = (s: string | Buffer) => {
    const b = typeof s === 'string' ? Buffer.from(s, 'latin1') : s
    parts.push(b)
    at += b.length
  }
  add('%PDF-1.7\n')
  const obj = (n: number, body: string | Buffer[]) => {
    offsets[n] = at
    add(`${n} 0 obj\n`)
    if (typeof body === 'string') add(body)
    else body.forEach(add)
    add('\nendobj\n')
  }
  obj(1, '<< /Type /Catalog /Pages 2 0 R >>')
  obj(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>')
  obj(
    3,
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  )
  obj(4, [
    Buffer.from(`<< /Length ${stream.length}${flate ? ' /Filter /FlateDecode' : ''} >>\nstream\n`, 'latin1'),
    stream,
    Buffer.from('\nendstream', 'latin1'),
  ])
  obj(5, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')
  const xref = at
  add(
    `xref\n0 6\n0000000000 65535 f \n${offsets
      .slice(1)
      .map((o) => `${String(o).padStart(10, '0')} 00000 n \n`)
      .join('')}`,
  )
  add(`trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`)
  return Buffer.concat(parts)
}

/** A one-page PDF whose content stream inflates to `megabytes` MiB: a decompression bomb. */
export function pdfBomb(megabytes = 400): Buffer {
  // zlib framing (header 78 9C) around the raw blocks; the checksum is left out, as a cut stream would.
  return pdfAround(Buffer.concat([Buffer.from([0x78, 0x9c]), zeroBomb(megabytes)]), true)
}

/** A one-page PDF with `items` text-showing operations: legitimate, but slow to read when items is large. */
export function heavyPdf(items: number): Buffer {
  const ops: string[] = ['BT /F1 1 Tf']
  for (let i = 0; i < items; i++) ops.push(`${(i % 500) + 10} ${(Math.floor(i / 500) % 800) + 10} Td (${i % 10}) Tj`)
  ops.push('ET')
  return pdfAround(zlib.deflateSync(Buffer.from(ops.join('\n'), 'latin1')), true)
}
