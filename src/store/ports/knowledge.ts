// Imported knowledge-base documents (issue 11 §3): legislation sections and other openly licensed texts, stored once
// for the whole service (not per organization) so every instance builds the same search index from them. The sample
// shipped with the code (src/knowledge/corpus/) is not stored here; only what an operator imported.

export interface KnowledgeDocument {
  /** Stable id chosen by the importer (`gb-ita2007-s35`); importing the same id again replaces the document. */
  id: string
  /** AU, GB, CA, US, NZ, or null for documents that apply anywhere. */
  jurisdiction: 'AU' | 'GB' | 'CA' | 'US' | 'NZ' | null
  /** The instrument, e.g. "Income Tax Act 2007". */
  standard: string
  /** The section within it, e.g. "s 35"; empty when the document is the whole instrument. */
  section: string
  title: string
  text: string
  /** Where the authoritative text is. */
  url: string
  /** The licence it is reproduced under (e.g. "OGL-UK-3.0", "CC-BY-4.0", "public-domain"). */
  licence: string
  /** The attribution the licence requires, verbatim. */
  attribution: string
  /** The date the text is stated as at (YYYY-MM-DD). */
  asAt: string
  /** `excerpt` (the text of the law) or `summary` (written in other words; not the text of the law). */
  kind: 'excerpt' | 'summary'
  /** Extra search words (not shown). */
  keywords: string[]
  updatedAt: Date
}

/** Changes when any document is added, replaced or removed: instances compare it to know their index is stale. */
export interface KnowledgeStamp {
  count: number
  /** The latest updatedAt in ms, 0 when empty. */
  latestMs: number
}

export interface KnowledgeStore {
  /** Inserts or replaces each document by id. */
  upsert(docs: KnowledgeDocument[]): Promise<void>
  /** Every imported document, by id. */
  list(): Promise<KnowledgeDocument[]>
  /** Removes documents by id; the number removed. */
  remove(ids: string[]): Promise<number>
  stamp(): Promise<KnowledgeStamp>
}
