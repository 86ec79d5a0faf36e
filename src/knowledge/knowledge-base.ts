// The knowledge base: the shipped sample plus imported documents (store: knowledge) in one MiniSearch index (BM25+),
// and a catalogue of standards that may only be cited (IFRS, ISA, ASC). Research: topics-model.md §3.
//
// Two instances share imported documents through the store; each keeps its own index and rebuilds it when the store's
// stamp (count, latest update) changed, checked at most every `refreshMs` on a search. The corpus is small (tens to a
// few thousand sections), so a rebuild reads everything: simpler than tracking removals, and it cannot drift.
import MiniSearch, { type SearchResult } from 'minisearch'
import type { Clock } from '../lib/clock.ts'
import type { KnowledgeDocument, KnowledgeStamp, KnowledgeStore } from '../store/ports/index.ts'
import { shippedDocuments, type KnowledgeFileDocument } from './documents.ts'
import {
  PLACE_WORDS,
  indirectTaxSynonyms,
  jurisdictionBoost,
  jurisdictionSignals,
  type Jurisdiction,
} from './query-signals.ts'
import catalogue from './corpus/standards-catalogue.json' with { type: 'json' }

export type { Jurisdiction } from './query-signals.ts'

/** One retrieved passage, with what a citation needs. */
export interface KnowledgeHit {
  id: string
  standard: string
  section: string
  title: string
  text: string
  url: string
  jurisdiction: Jurisdiction | null
  licence: string
  attribution: string
  as_at: string
  kind: 'excerpt' | 'summary'
  /** Retrieval relevance in [0, 1]: the square root of the share of the question's terms found, times the BM25+ score relative to the best hit; not a probability of correctness. */
  confidence: number
  score: number
}

/** A standard that may be cited (number, title, link) but whose text is not shipped. */
export interface StandardReference {
  standard: string
  title: string
  issuer: string
  url: string
  confidence: number
}

export interface SearchOptions {
  /** Only documents of this jurisdiction and those that apply anywhere (null: all). */
  jurisdiction?: Jurisdiction | null
  limit?: number
  /** Hits below this confidence are dropped (default MIN_CONFIDENCE). */
  minConfidence?: number
}

export const MIN_CONFIDENCE = 0.25
/** The weight of an indirect-tax synonym the question did not use, against 1 for its own words. */
const SYNONYM_WEIGHT = 0.5

// Words that carry no meaning for retrieval; dropping them keeps "what is the rate of GST" about GST.
const STOP = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below between both but by can ' +
    'could did do does doing down during each few for from further had has have having he her here hers how i if in into is it its itself just ' +
    'me more most my no nor not now of off on once only or other our ours out over own same she should so some such than that the their theirs ' +
    'them then there these they this those through to too under until up very was we were what when where which while who whom why will with ' +
    'would you your yours please tell explain need needs want know much many us hi hello thanks thank'
  ).split(' '),
)

export function terms(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+(?:[-'][a-z0-9]+)*/g) ?? []).filter((t) => !STOP.has(t))
}

const processTerm = (t: string): string | null => {
  const w = t.toLowerCase()
  return STOP.has(w) ? null : w
}

const asHitFields = (d: KnowledgeFileDocument) => ({
  id: d.id,
  standard: d.standard,
  section: d.section,
  title: d.title,
  text: d.text,
  url: d.url,
  jurisdiction: d.jurisdiction,
  licence: d.licence,
  attribution: d.attribution,
  as_at: d.asAt,
  kind: d.kind,
})

// A question naming the country ("in Australia"), its authority ("ATO") or a city ("Sydney") finds that country's law.
const PLACE: Record<string, string> = Object.fromEntries(
  Object.entries(PLACE_WORDS).map(([j, w]) => [
    j,
    [
      ...w,
      ...((
        {
          GB: ['united', 'kingdom', 'british'],
          NZ: ['new', 'zealand'],
          US: ['us', 'united', 'states', 'federal'],
          CA: ['federal'],
        } as Record<string, string[]>
      )[j] ?? []),
    ].join(' '),
  ]),
)

interface StandardEntry {
  standard: string
  title: string
  issuer: string
  url: string
  keywords: string[]
}
const STANDARDS = (catalogue as { standards: StandardEntry[] }).standards

export interface KnowledgeBaseOptions {
  /** Imported documents (null: the shipped sample only). */
  store: KnowledgeStore | null
  clock: Clock
  /** How often a search looks at the store's stamp (0: every search). */
  refreshMs: number
}

export class KnowledgeBase {
  private readonly o: KnowledgeBaseOptions
  private index: MiniSearch<KnowledgeFileDocument> | null = null
  private docs = new Map<string, KnowledgeFileDocument>()
  private stampSeen: KnowledgeStamp | null = null
  private checkedAt = -Infinity
  private loading: Promise<void> | null = null

  constructor(o: KnowledgeBaseOptions) {
    this.o = o
  }

  /** The newest as-at date of the documents searched (a stale knowledge base is a correctness risk of its own). */
  async asAt(): Promise<string> {
    await this.fresh()
    let latest = ''
    for (const d of this.docs.values()) if (d.asAt > latest) latest = d.asAt
    return latest
  }

  async size(): Promise<number> {
    await this.fresh()
    return this.docs.size
  }

  async search(query: string, o: SearchOptions = {}): Promise<KnowledgeHit[]> {
    await this.fresh()
    const q = terms(query)
    if (!q.length || !this.index) return []
    const j = o.jurisdiction ?? null
    // Ranking by jurisdiction (issue 25 §3): the one asked for filters; the ones the question points at ("in
    // Australia", "ATO", "BAS"; weakly "GST") raise their documents; the indirect tax's other names are searched too,
    // at a lower weight, so "value added tax in Australia" finds the GST Act.
    const signals = jurisdictionSignals(query)
    const synonyms = indirectTaxSynonyms(query, j, signals)
    const boost = jurisdictionBoost(signals)
    const asked = new Set(q).size
    const results = this.index.search([...q, ...synonyms].join(' '), {
      combineWith: 'OR',
      boost: { title: 2, keywords: 2, standard: 1.5 },
      prefix: (t) => t.length >= 5,
      fuzzy: (t) => (t.length >= 7 ? 0.2 : false),
      boostTerm: (_t, i) => (i >= q.length ? SYNONYM_WEIGHT : 1),
      boostDocument: (_id, _t, stored) => boost((stored?.jurisdiction ?? null) as Jurisdiction | null),
      filter: (r: SearchResult) => j === null || r.jurisdiction === null || r.jurisdiction === j,
    })
    if (!results.length) return []
    const top = results[0]!.score
    const min = o.minConfidence ?? MIN_CONFIDENCE
    const original = new Set(q)
    const scored: KnowledgeHit[] = []
    for (const r of results) {
      const d = this.docs.get(String(r.id))
      if (!d) continue
      // A passage must share at least two of the question's terms (one for a one-word question): one common word such
      // as "rate" is not a match. A prefix or fuzzy match counts for the query term it came from; a synonym found
      // counts once, for the indirect-tax word it stands for.
      const found = new Set(r.queryTerms)
      const matched = Math.min(
        asked,
        [...found].filter((t) => original.has(t)).length + (synonyms.some((s) => found.has(s)) ? 1 : 0),
      )
      if (matched < Math.min(2, asked)) continue
      const confidence = Math.round(Math.sqrt(Math.min(1, matched / asked)) * (r.score / top) * 100) / 100
      if (confidence < min) continue
      scored.push({ ...asHitFields(d), confidence, score: Math.round(r.score * 1000) / 1000 })
    }
    // Best first by the confidence reported (a passage matching more of the question can outrank a higher raw score).
    return scored.sort((a, b) => b.confidence - a.confidence || b.score - a.score).slice(0, o.limit ?? 5)
  }

  /** Standards of the catalogue the question names by number ("IFRS 15", "ASC 606") or by their keywords. */
  standards(query: string, limit = 3): StandardReference[] {
    const text = ` ${query.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `
    const scored: StandardReference[] = []
    for (const s of STANDARDS) {
      const number = ` ${s.standard.toLowerCase()} `
      let confidence = 0
      if (text.includes(number)) confidence = 1
      else {
        const hits = s.keywords.filter((k) => text.includes(` ${k.toLowerCase().replace(/[^a-z0-9]+/g, ' ')} `)).length
        if (hits) confidence = Math.min(0.9, 0.45 + 0.15 * hits)
      }
      if (confidence > 0)
        scored.push({ standard: s.standard, title: s.title, issuer: s.issuer, url: s.url, confidence })
    }
    return scored
      .sort((a, b) => b.confidence - a.confidence || a.standard.localeCompare(b.standard, 'en', { numeric: true }))
      .slice(0, limit)
  }

  /** Forces the next search to look at the store (after an import in this process). */
  invalidate(): void {
    this.checkedAt = -Infinity
  }

  private async fresh(): Promise<void> {
    const now = this.o.clock.nowMs()
    if (this.index && now - this.checkedAt < this.o.refreshMs) return
    if (this.loading) return this.loading
    this.loading = (async () => {
      try {
        const stamp = this.o.store ? await this.o.store.stamp() : { count: 0, latestMs: 0 }
        this.checkedAt = now
        if (
          this.index &&
          this.stampSeen &&
          stamp.count === this.stampSeen.count &&
          stamp.latestMs === this.stampSeen.latestMs
        )
          return
        const imported = this.o.store ? await this.o.store.list() : []
        this.build([...shippedDocuments(), ...imported.map(({ updatedAt: _u, ...d }) => d)])
        this.stampSeen = stamp
      } finally {
        this.loading = null
      }
    })()
    return this.loading
  }

  private build(all: KnowledgeFileDocument[]): void {
    const docs = new Map<string, KnowledgeFileDocument>()
    for (const d of all) docs.set(d.id, d) // an imported document replaces a shipped one of the same id
    const index = new MiniSearch<KnowledgeFileDocument>({
      fields: ['title', 'text', 'standard', 'section', 'keywords', 'place'],
      storeFields: ['jurisdiction'],
      extractField: (d, f) =>
        f === 'keywords'
          ? d.keywords.join(' ')
          : f === 'place'
            ? (PLACE[d.jurisdiction ?? ''] ?? '')
            : // cast: minisearch names fields by string; each named field is a string member of the document
              String((d as unknown as Record<string, unknown>)[f] ?? ''),
      processTerm,
    })
    index.addAll([...docs.values()])
    this.index = index
    this.docs = docs
  }
}

/** Citation (openapi.yaml Citation) of a hit or a standard reference. */
export function citationOf(h: KnowledgeHit | StandardReference): {
  standard: string
  section: string
  url: string
  confidence: number
} {
  return { standard: h.standard, section: 'section' in h ? h.section : '', url: h.url, confidence: h.confidence }
}

export type { KnowledgeDocument }
