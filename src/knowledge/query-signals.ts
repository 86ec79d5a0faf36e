// What a question says beyond its words (issue 25 §3): the jurisdictions it points at, and the indirect-tax synonyms
// that name one tax in another country's words (GST, VAT, HST). Used by KnowledgeBase.search to rank: a question about
// Australian GST must find the GST Act before the UK VAT Act, whichever of the words it uses.
/** The jurisdictions the knowledge base's documents are tagged with. */
export type Jurisdiction = 'AU' | 'GB' | 'CA' | 'US' | 'NZ'

// Strong signals: the country, its revenue authority, its returns and its places (one word each, indexed with the
// jurisdiction's documents so a question naming a city matches them), then phrases. "us" alone is a pronoun;
// "british columbia" and "new south wales" are not Britain.
export const PLACE_WORDS: Record<Jurisdiction, string[]> = {
  AU: [
    'australia',
    'australian',
    'aussie',
    'au',
    'ato',
    'bas',
    'asic',
    'payg',
    'abn',
    'nsw',
    'victoria',
    'victorian',
    'queensland',
    'tasmania',
    'sydney',
    'melbourne',
    'brisbane',
    'perth',
    'adelaide',
    'hobart',
    'canberra',
    'darwin',
    'aud',
  ],
  GB: [
    'uk',
    'britain',
    'england',
    'english',
    'scotland',
    'scottish',
    'welsh',
    'hmrc',
    'gb',
    'london',
    'manchester',
    'birmingham',
    'edinburgh',
    'glasgow',
    'cardiff',
    'belfast',
    'gbp',
    'sterling',
  ],
  NZ: [
    'nz',
    'ird',
    'kiwi',
    'kiwisaver',
    'auckland',
    'wellington',
    'christchurch',
    'hamilton',
    'dunedin',
    'nzd',
    'nzbn',
  ],
  CA: [
    'canada',
    'canadian',
    'cra',
    'hst',
    'qst',
    'ontario',
    'quebec',
    'alberta',
    'manitoba',
    'saskatchewan',
    'toronto',
    'vancouver',
    'montreal',
    'calgary',
    'ottawa',
    'edmonton',
    'cad',
  ],
  US: ['usa', 'american', 'irs', '1099', 'delaware', 'california', 'texas', 'florida', 'usd'],
}
const PHRASES: Record<Jurisdiction, string[]> = {
  AU: ['new south wales', 'business activity statement', 'western australia', 'south australia'],
  GB: [
    'united kingdom',
    'british(?! columbia)',
    '(?<!south )wales',
    'northern ireland',
    'companies house',
    'making tax digital',
  ],
  NZ: ['new zealand'],
  CA: ['british columbia', 'nova scotia', 'new brunswick'],
  US: ['united states', 'u\\.s\\.', 'new york', 'w-2'],
}
const STRONG = Object.fromEntries(
  (Object.keys(PLACE_WORDS) as Jurisdiction[]).map((j) => [
    j,
    new RegExp(`\\b(${[...PHRASES[j], ...PLACE_WORDS[j]].join('|')})\\b`),
  ]),
) as Record<Jurisdiction, RegExp>
// Weak signals: a word several jurisdictions use ("GST": Australia, New Zealand, Canada; "VAT": the United Kingdom
// among the shipped ones; "sales tax": the United States).
const WEAK: Array<[RegExp, Jurisdiction[]]> = [
  [/\b(gst|goods and services tax)\b/, ['AU', 'NZ', 'CA']],
  [/\b(vat|value added tax)\b/, ['GB']],
  [/\b(sales tax|use tax)\b/, ['US']],
]
export const STRONG_WEIGHT = 1
export const WEAK_WEIGHT = 0.3

/** Weight per jurisdiction the question points at (absent: no signal). */
export function jurisdictionSignals(question: string): Partial<Record<Jurisdiction, number>> {
  const t = question.toLowerCase().replace(/[^a-z0-9.\- ]+/g, ' ')
  const w: Partial<Record<Jurisdiction, number>> = {}
  for (const [j, re] of Object.entries(STRONG) as Array<[Jurisdiction, RegExp]>) if (re.test(t)) w[j] = STRONG_WEIGHT
  for (const [re, js] of WEAK) if (re.test(t)) for (const j of js) w[j] = Math.max(w[j] ?? 0, WEAK_WEIGHT)
  return w
}

// Each jurisdiction's words for the indirect tax on supplies.
const INDIRECT: Record<Jurisdiction, string[]> = {
  AU: ['gst'],
  NZ: ['gst'],
  CA: ['gst', 'hst'],
  GB: ['vat'],
  US: ['sales'],
}
const INDIRECT_TERMS = /\b(gst|vat|hst|goods and services tax|value added tax)\b/

/**
 * How much a document of jurisdiction `j` counts: when the question names a jurisdiction, that one's documents x2 and
 * other countries' x0.5 (documents that apply anywhere x1); with weak signals only, x(1 + 0.3) for the ones pointed at.
 */
export function jurisdictionBoost(signals: Partial<Record<Jurisdiction, number>>): (j: Jurisdiction | null) => number {
  const named = Object.values(signals).some((w) => w === STRONG_WEIGHT)
  return (j) => {
    if (j === null) return 1
    if (named) return signals[j] === STRONG_WEIGHT ? 2 : 0.5
    return 1 + (signals[j] ?? 0)
  }
}

/**
 * Synonyms to add to a question about indirect tax: the names the jurisdictions it points at use (all of GST, VAT and
 * HST when it points at none), less the words it already has.
 */
export function indirectTaxSynonyms(
  question: string,
  jurisdiction: Jurisdiction | null,
  signals = jurisdictionSignals(question),
): string[] {
  const t = question.toLowerCase()
  if (!INDIRECT_TERMS.test(t)) return []
  const strong = jurisdiction
    ? [jurisdiction]
    : (Object.keys(signals) as Jurisdiction[]).filter((j) => signals[j] === STRONG_WEIGHT)
  const words = strong.length ? strong.flatMap((j) => INDIRECT[j]) : ['gst', 'vat', 'hst']
  return [...new Set(words)].filter((w) => w !== 'sales' && !new RegExp(`\\b${w}\\b`).test(t))
}
