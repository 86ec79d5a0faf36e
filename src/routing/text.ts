// Text features for the vocabulary model (vocabulary.ts): words reduced to a stem (a light suffix stripper, so
// "reconciling", "reconciled" and "reconciliation" meet), pairs of neighbouring content words (the verb and its
// object: "import trial", "trial balanc"), character 4-grams of longer words (a misspelt "reconcle" still shares most
// of "reconcile"'s), and shapes (an identifier-like run of digits, a form number). Each feature is a string; the
// model learns its weight per label. Pure functions, no data.
import synonyms from './synonyms.json' with { type: 'json' }

/** Lower case, curly quotes straightened, anything but letters, digits, & ' - made a space; padded with one space each
 * side so every term can be matched between spaces. */
export function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^a-z0-9&'-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `
}

type Classes = Array<{ name: string; re: RegExp }>
const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const compile = (g: Record<string, string[]>): Classes =>
  Object.entries(g).map(([name, ts]) => ({
    name,
    re: new RegExp(`(?<= )(?:${ts.map((t) => (t.length < 4 ? `${esc(t)}s?(?= )` : esc(t))).join('|')})`),
  }))
const VERBS = compile(synonyms.verbs)
const OBJECTS = compile(synonyms.objects)
/** The jurisdiction glossary (synonyms.json `glossary`): regular expressions over the normalised text, whole words (a
 * plural s allowed), each naming a general concept (payroll reporting, an income tax return, an audit standard...). */
const GLOSSARY: Classes = Object.entries(synonyms.glossary as Record<string, string[]>).map(([name, ps]) => ({
  name,
  re: new RegExp(`(?<= )(?:${ps.join('|')})s?(?= )`),
}))
/** A communication to compose (text.ts features, `p:compose`): a letter, email, note, message, reply or notification
 * that a verb of composing or needing asks for; not a credit note, notes to the accounts or a memo of a standard. */
const COMM = '(?:letter|e-?mail|note|message|reply|notification|newsletter|reminder|text)'
const NOT_COMM_NOTE = '(?<!credit |debit |promissory |convertible |loan |delivery )'
const COMPOSE: RegExp[] = [
  new RegExp(
    String.raw`(?<= )(?:draft|write|compose|send|put together|prepare|type up|knock up|do up|need|want|get out)(?: me| us)?(?: (?:a|an|the|our|my|some))?(?: [a-z\-]+){0,2} ${NOT_COMM_NOTE}${COMM}s?(?= )(?! (?:payable|receivable|disclosure|to the (?:financial|accounts|fs)))`,
  ),
  new RegExp(`(?<= )${COMM}s?(?= ).{0,120}(?<= )(?:draft|write|compose|send|do)(?: (?:it|one|this|that|them))(?= )`),
  /^ (?:(?:can|could|would) you |please |pls |can we |i need to |need to )?(?:email|e-mail|message|text|write to|reply to) (?!me |us )/,
]

export const composes = (text: string): boolean => {
  const t = normalise(text)
  return COMPOSE.some((re) => re.test(t))
}

/** Words that open a question (asking) rather than an instruction (doing). */
const ASKING =
  /^ (?:is|are|was|does|do|did|can|could|should|would|will|what|whats|what's|when|where|which|who|why|how|under|if|my|our)\b|\?\s*$/

/** Words that carry no intent on their own (kept out of pairs and unigrams). */
const STOP = new Set(
  (
    'a an the and or of to for in on at by with from into about as is are was were be been being it its this that ' +
    'these those there their them they he she his her him we our us you your i me my mine can could would should will shall do does did ' +
    'have has had please pls thanks just so if than then also any some all each what which who whom how when where why whether ' +
    'up out over under off again very too here now get got want need let'
  ).split(' '),
)

/** Strips a plural, then one common English suffix (a small Porter-like pass): enough to join inflections and
 * derived forms ("investigate", "investigation"; "value", "valuation"), not a linguistic stemmer. */
const SUFFIXES = [
  'ational',
  'isation',
  'ization',
  'iation',
  'ation',
  'ition',
  'ments',
  'ment',
  'ness',
  'ings',
  'ing',
  'edly',
  'ised',
  'ized',
  'ise',
  'ize',
  'ate',
  'ers',
  'er',
  'or',
  'ed',
  'ion',
  'ive',
  'ly',
  'al',
  'e',
]
export function stem(word: string): string {
  let w = word.replace(/'s$/, '').replace(/'/g, '')
  if (w.length <= 3 || /\d/.test(w)) return w
  if (w.endsWith('ies')) w = `${w.slice(0, -3)}y`
  else if (w.endsWith('sses')) w = w.slice(0, -2)
  else if (/[^su]s$/.test(w) && w.length > 4) w = w.slice(0, -1)
  for (const s of SUFFIXES)
    if (w.endsWith(s) && w.length - s.length >= 3) {
      w = w.slice(0, -s.length)
      break
    }
  return w.replace(/(.)\1$/, '$1')
}

export interface FeatureOptions {
  charGrams: boolean
  pairs: boolean
  classes?: boolean
}

/** The features of a text, each once (presence, not counts). */
export function features(text: string, o: FeatureOptions = { charGrams: true, pairs: true }): string[] {
  const words = normalise(text)
    .trim()
    .split(' ')
    .flatMap((w) => w.split(/(?<=[a-z])-(?=[a-z])/))
    .filter(Boolean)
  const out = new Set<string>()
  const content: string[] = []
  let digits = 0
  for (const raw of words) {
    const w = raw.replace(/^['-]+|['-]+$/g, '')
    if (!w) continue
    if (/^\d[\d-]*$/.test(w)) {
      digits += w.replace(/\D/g, '').length
      if (w.length <= 4) out.add(`w:${w}`)
      continue
    }
    if (STOP.has(w)) continue
    const s = stem(w)
    content.push(s)
    out.add(`w:${s}`)
    if (o.charGrams && w.length >= 5) {
      const padded = `<${w}>`
      for (let i = 0; i + 4 <= padded.length; i++) out.add(`c:${padded.slice(i, i + 4)}`)
    }
  }
  if (o.pairs) for (let i = 0; i + 1 < content.length; i++) out.add(`b:${content[i]}_${content[i + 1]}`)
  if (o.classes !== false) {
    // Synonym classes, the request's mood (asking or doing), and the verb/object structure: the first verb class
    // crossed with each object class, and the mood crossed with each object class.
    const t = normalise(text)
    const mood = ASKING.test(t) || /\?/.test(text) ? 'ask' : 'do'
    out.add(`m:${mood}`)
    let first: { name: string; at: number } | null = null
    for (const v of VERBS) {
      const m = v.re.exec(t)
      if (m) {
        out.add(`k:${v.name}`)
        if (!first || m.index < first.at) first = { name: v.name, at: m.index }
      }
    }
    for (const ob of [...OBJECTS, ...GLOSSARY]) {
      if (!ob.re.test(t)) continue
      out.add(`k:${ob.name}`)
      out.add(`x:${mood}*${ob.name}`)
      if (first) out.add(`x:${first.name}*${ob.name}`)
    }
    // Drafting for someone ("write to Mr Patel explaining...") versus explaining ("explain to the client how..."):
    // which comes first, a verb of writing or of explaining, and whether a recipient follows the writing verb.
    const draft =
      /(?<= )(?:write|draft|email|send|compose|reply)(?: back)?(?: (?:a|an|the|him|her|them))?(?: (?:short|quick|brief|formal|polite))?(?: (?:letter|email|note|reply|message))? to (?!the (?:ledger|gl|file|books|system|spreadsheet|excel))/.exec(
        t,
      )
    const explain =
      /(?<= )(?:explain|walk (?:me|us|them|him|her) through|help (?:me|us) understand|tell (?:me|us) how)/.exec(t)
    if (draft && (!explain || draft.index < explain.index)) out.add('p:draft-to')
    else if (explain) out.add(`p:explain-${mood}`)
    // A request to compose a communication, wherever its verb sits: a verb of composing near a communication noun
    // ("need a polite message to...", "put together a note to the trustees"), a communication noun taken up again
    // by the verb ("a letter explaining...; can you draft it?"), or an email/letter addressed to someone.
    if (COMPOSE.some((re) => re.test(t))) out.add('p:compose')
    if (first) out.add(`x:${mood}*${first.name}`)
  }
  if (digits >= 8) out.add('shape:long-number')
  if (content.length === 0) out.add('shape:empty')
  if (content.length <= 2) out.add('shape:short')
  return [...out]
}
