// The check a workbook passes before any ZIP or XML library sees it (README "Limits"): its central directory is read
// here and every entry is inflated with zlib under one output budget (`maxOutputLength`), so a ZIP bomb is refused
// after inflating at most maxInflatedBytes, whatever sizes its headers claim. The same pass counts entries, sheets and
// cells (`<c>` elements of the sheet XML), so a workbook past a cap is refused before exceljs builds its cells.
import zlib from 'node:zlib'
import { DocumentProblem, type DocumentLimits } from './types.ts'

const EOCD = 0x06054b50
const CENTRAL = 0x02014b50
const LOCAL = 0x04034b50
const SHEET = /^xl\/worksheets\/[^/]+\.xml$/i
const CELL_TAG = /<(?:[A-Za-z_][\w.-]*:)?c[\s>/]/g

export interface ZipSummary {
  entries: number
  sheets: number
  cells: number
  inflatedBytes: number
}

const unreadable = (why: string) => new DocumentProblem('document_unreadable', `The workbook cannot be read: ${why}.`)

function findEocd(b: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the end of the file.
  const stop = Math.max(0, b.length - 22 - 65_535)
  for (let at = b.length - 22; at >= stop; at--) if (b.readUInt32LE(at) === EOCD) return at
  return -1
}

export function checkZip(b: Buffer, limits: DocumentLimits): ZipSummary {
  if (b.length < 22) throw unreadable('it is not a complete ZIP file')
  const eocd = findEocd(b)
  if (eocd < 0) throw unreadable('it has no ZIP central directory')
  const count = b.readUInt16LE(eocd + 10)
  const dirSize = b.readUInt32LE(eocd + 12)
  const dirAt = b.readUInt32LE(eocd + 16)
  if (count === 0xffff || dirAt === 0xffffffff)
    throw new DocumentProblem(
      'document_too_large',
      'The workbook is a ZIP64 archive; no workbook within the size limit needs one.',
    )
  if (count > limits.maxZipEntries)
    throw new DocumentProblem(
      'document_too_large',
      `The workbook has ${count} ZIP entries; at most ${limits.maxZipEntries} are read.`,
    )
  if (dirAt + dirSize > b.length) throw unreadable('its central directory lies outside the file')
  let at = dirAt
  let inflated = 0
  let sheets = 0
  let cells = 0
  for (let i = 0; i < count; i++) {
    if (at + 46 > b.length || b.readUInt32LE(at) !== CENTRAL) throw unreadable('its central directory is damaged')
    const method = b.readUInt16LE(at + 10)
    const compressed = b.readUInt32LE(at + 20)
    const nameLength = b.readUInt16LE(at + 28)
    const extraLength = b.readUInt16LE(at + 30)
    const commentLength = b.readUInt16LE(at + 32)
    const local = b.readUInt32LE(at + 42)
    const name = b.toString('utf8', at + 46, at + 46 + nameLength)
    at += 46 + nameLength + extraLength + commentLength
    if (local + 30 > b.length || b.readUInt32LE(local) !== LOCAL)
      throw unreadable(`entry ${name.slice(0, 80)} is damaged`)
    const dataAt = local + 30 + b.readUInt16LE(local + 26) + b.readUInt16LE(local + 28)
    if (dataAt + compressed > b.length) throw unreadable(`entry ${name.slice(0, 80)} lies outside the file`)
    const data = b.subarray(dataAt, dataAt + compressed)
    const budget = limits.maxInflatedBytes - inflated
    let content: Buffer
    if (method === 0) {
      content = data
      if (content.length > budget) throw tooLarge(limits)
    } else if (method === 8) {
      try {
        content = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, budget) })
      } catch (e) {
        if ((e as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' || e instanceof RangeError) throw tooLarge(limits)
        throw unreadable(`entry ${name.slice(0, 80)} does not inflate`)
      }
    } else {
      throw unreadable(`entry ${name.slice(0, 80)} uses compression method ${method}`)
    }
    inflated += content.length
    if (SHEET.test(name)) {
      sheets += 1
      if (sheets > limits.maxSheets)
        throw new DocumentProblem('document_too_large', `The workbook has more than ${limits.maxSheets} sheets.`)
      cells += countCells(content)
      if (cells > limits.maxCells) throw tooManyCells(limits)
    }
  }
  return { entries: count, sheets, cells, inflatedBytes: inflated }
}

function countCells(xml: Buffer): number {
  // latin1 keeps every byte one character: tags are ASCII, so the count is exact without decoding UTF-8.
  const text = xml.toString('latin1')
  let n = 0
  CELL_TAG.lastIndex = 0
  while (CELL_TAG.exec(text)) n++
  return n
}

export const tooLarge = (limits: DocumentLimits) =>
  new DocumentProblem(
    'document_too_large',
    `The document inflates to more than ${limits.maxInflatedBytes} bytes (a compression bomb, or too large to read).`,
  )
export const tooManyCells = (limits: DocumentLimits) =>
  new DocumentProblem(
    'document_too_many_cells',
    `The document has more than ${limits.maxCells} cells; split it into smaller files.`,
  )
