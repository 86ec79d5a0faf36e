// Knowledge documents as files hold them (the shipped sample, and what `admin knowledge import` reads): checked with
// Ajv against document.schema.json, so a bad file is refused naming the document and the field.
import fs from 'node:fs'
import path from 'node:path'
import { createAjv } from '../validation/index.ts'
import type { KnowledgeDocument } from '../store/ports/index.ts'
import schema from './document.schema.json' with { type: 'json' }

/** A document as written in a file: camelCase `asAt` or snake_case `as_at`, no updatedAt. */
export type KnowledgeFileDocument = Omit<KnowledgeDocument, 'updatedAt'>

const validate = createAjv({ allErrors: false }).compile(schema)

export class KnowledgeFileError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'KnowledgeFileError'
  }
}

/** The documents of one parsed file: `{documents: [...]}` or an array; each checked. `where` names the file in errors. */
export function parseDocuments(raw: unknown, where: string): KnowledgeFileDocument[] {
  const list = Array.isArray(raw)
    ? raw
    : raw && typeof raw === 'object'
      ? (raw as { documents?: unknown }).documents
      : undefined
  if (!Array.isArray(list))
    throw new KnowledgeFileError(`${where}: expected an array of documents or {"documents": [...]}`)
  return list.map((d, i) => {
    const o = (d && typeof d === 'object' ? { ...(d as Record<string, unknown>) } : d) as Record<string, unknown>
    if (o && typeof o === 'object' && 'as_at' in o && !('asAt' in o)) {
      o.asAt = o.as_at
      delete o.as_at
    }
    if (!validate(o)) {
      const e = validate.errors?.[0]
      throw new KnowledgeFileError(`${where}: documents[${i}]${e?.instancePath ?? ''} ${e?.message ?? 'is invalid'}`)
    }
    // cast: validated just above against the knowledge file schema, which KnowledgeFileDocument is written from
    const doc = o as unknown as KnowledgeFileDocument
    return { ...doc, keywords: doc.keywords ?? [], section: doc.section ?? '' }
  })
}

/** Reads a .json or .jsonl file, or every such file of a directory (sorted, not recursive). Ids must be unique. */
export function readDocuments(target: string): KnowledgeFileDocument[] {
  const stat = fs.statSync(target)
  const files = stat.isDirectory()
    ? fs
        .readdirSync(target)
        .filter((f) => /\.jsonl?$/i.test(f))
        .sort()
        .map((f) => path.join(target, f))
    : [target]
  if (!files.length) throw new KnowledgeFileError(`${target}: no .json or .jsonl files`)
  const out: KnowledgeFileDocument[] = []
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8')
    let raw: unknown
    try {
      raw = /\.jsonl$/i.test(file)
        ? text
            .split('\n')
            .filter((l) => l.trim())
            .map((l) => JSON.parse(l) as unknown)
        : (JSON.parse(text) as unknown)
    } catch (e) {
      throw new KnowledgeFileError(`${file}: not valid JSON: ${(e as Error).message}`)
    }
    out.push(...parseDocuments(raw, file))
  }
  const seen = new Set<string>()
  for (const d of out) {
    if (seen.has(d.id)) throw new KnowledgeFileError(`${target}: document id "${d.id}" appears twice`)
    seen.add(d.id)
  }
  return out
}

const SHIPPED = path.join(import.meta.dirname, 'corpus', 'legislation-sample.json')
let shipped: KnowledgeFileDocument[] | null = null
/** The sample shipped with the code (corpus/legislation-sample.json). */
export function shippedDocuments(): KnowledgeFileDocument[] {
  return (shipped ??= readDocuments(SHIPPED))
}
