// Document extraction and checks (src/documents/): time per file through the worker pool (warm; what the document
// skills do: pool.analyse) against reading and checking the same file on the calling thread, alternating in the same
// run, and the calling thread's CPU time per file (process.threadCpuUsage: what a server's other requests lose; not
// skewed by other processes' load, unlike the event-loop delay, also printed, which on a loaded machine mostly
// measures waiting for a CPU). Prints numbers; not a test.
//
//   node contract-tests/bench/documents.ts [--rounds 5]
import { monitorEventLoopDelay } from 'node:perf_hooks'
import ExcelJS from 'exceljs'
import PDFDocument from 'pdfkit'
import { analyse, DEFAULT_LIMITS, ExtractionPool, type AnalysisRequest } from '../../src/documents/index.ts'
import { readDocument } from '../../src/documents/read.ts'
import { type CONTENT, workpaperCsv, workpaperPdf, workpaperXlsx } from '../../src/documents/testing/fixtures.ts'

const rounds = Number(process.argv[process.argv.indexOf('--rounds') + 1]) || 5

async function bigXlsx(rows: number): Promise<Buffer> {
  const wb = new ExcelJS.Workbook()
  const ws = wb.addWorksheet('Ledger')
  ws.addRow(['Date', 'Account', 'Description', 'Amount'])
  for (let i = 0; i < rows; i++)
    ws.addRow([new Date(Date.UTC(2025, i % 12, 1 + (i % 28))), `4${i % 90}0`, `Line ${i}`, (i % 997) + 0.25])
  ws.addRow(['Total', null, null, { formula: `SUM(D2:D${rows + 1})`, result: 0 }])
  return Buffer.from(await wb.xlsx.writeBuffer())
}

async function bigPdf(pages: number): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, compress: true })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((r) => {
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => r(Buffer.concat(chunks)))
  })
  doc.font('Helvetica').fontSize(9)
  for (let p = 0; p < pages; p++) {
    if (p) doc.addPage()
    for (let l = 0; l < 50; l++) {
      const y = 60 + l * 14
      doc.text(`Item ${p * 50 + l}`, 50, y, { lineBreak: false })
      doc.text(`${((p * 50 + l) % 997) + 0.25}`, 400, y, { width: 100, align: 'right', lineBreak: false })
    }
  }
  doc.end()
  return done
}

const files: Array<[string, keyof typeof CONTENT, Buffer]> = [
  ['workpaper.xlsx (2 sheets)', 'xlsx', await workpaperXlsx({})],
  ['workpaper.pdf (2 pages)', 'pdf', await workpaperPdf({})],
  ['workpaper.csv', 'csv', workpaperCsv({})],
  ['ledger.xlsx (20,000 rows)', 'xlsx', await bigXlsx(20_000)],
  ['report.pdf (30 pages)', 'pdf', await bigPdf(30)],
]

const request: AnalysisRequest = {
  engagement: { periodStart: '2024-07-01', periodEnd: '2025-06-30' },
  order: 'DMY',
  footingTolerance: '0',
  signoffsToday: '2025-08-01',
  requiredItems: ["Directors' declaration"],
  preview: { rowsPerTable: 200, cells: 5_000 },
  promptChars: 24_000,
}
const pool = new ExtractionPool({ size: 1, maxHeapMb: DEFAULT_LIMITS.maxHeapMb, idleMs: 60_000 })
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

console.log(
  `document extraction, ${rounds} rounds each, alternating worker / calling thread (first worker call warms it up, not counted)`,
)
console.log(
  '| file | bytes | worker: wall ms | worker: calling-thread CPU ms | calling thread: wall ms | calling thread: CPU ms | loop delay max, worker / calling thread |',
)
console.log('|---|---|---|---|---|---|---|')
for (const [name, format, bytes] of files) {
  await pool.analyse(bytes, format, name, { ...DEFAULT_LIMITS }, request)
  const w: number[] = []
  const t: number[] = []
  const cpu = { w: [] as number[], t: [] as number[] }
  const delay = { w: 0, t: 0 }
  for (let i = 0; i < rounds; i++) {
    for (const mode of ['w', 't'] as const) {
      const h = monitorEventLoopDelay({ resolution: 5 })
      h.enable()
      // A timer keeps the loop turning, so a blocked loop shows as delay.
      const tick = setInterval(() => {}, 5)
      const start = performance.now()
      const c0 = process.threadCpuUsage()
      if (mode === 'w') await pool.analyse(bytes, format, name, { ...DEFAULT_LIMITS }, request)
      else analyse(await readDocument(bytes, format, name, { ...DEFAULT_LIMITS }), request)
      const ms = performance.now() - start
      const c1 = process.threadCpuUsage(c0)
      cpu[mode].push((c1.user + c1.system) / 1000)
      clearInterval(tick)
      h.disable()
      ;(mode === 'w' ? w : t).push(ms)
      delay[mode] = Math.max(delay[mode], h.max / 1e6)
    }
  }
  console.log(
    `| ${name} | ${bytes.length} | ${median(w).toFixed(0)} | ${median(cpu.w).toFixed(1)} | ${median(t).toFixed(0)} | ${median(cpu.t).toFixed(1)} | ${delay.w.toFixed(0)} / ${delay.t.toFixed(0)} ms |`,
  )
}
await pool.close()
