// The deal checklist, tailored to what the input says (issue 25 §3): items common to every deal and to the deal type
// (marked generic), then the jurisdiction's; an item that depends on a fact of the deal (data/checklists.json `when`,
// for now whether a party is foreign) is kept when the fact holds, dropped when the input says it does not, and kept
// with the fact's "applies only if" sentence when the input does not say. No model: facts come from client_context
// and the topic's words only.
import checklists from './data/checklists.json' with { type: 'json' }

type Item = string | { text: string; when?: Fact; deal_types?: string[] }
type Fact = 'foreign_party'
type Lists = {
  common: Item[]
  deal_type: Record<string, Item[]>
  jurisdiction: Record<string, Item[]>
  facts: Record<Fact, { description: string; unknown: string }>
}
// cast: a JSON import is typed by its literal shape; this skill's own data file, written as Lists (handler.test.ts reads every list)
const LISTS = checklists as unknown as Lists

export interface ChecklistItem {
  item: string
  /** Where it comes from: every deal, the deal type, or the jurisdiction. */
  basis: 'common' | 'deal_type' | 'jurisdiction'
  /** True when it applies whatever the deal's facts (common or deal-type items): a reminder, not a finding. */
  generic: boolean
  /** The fact of the deal it depends on, or null. */
  condition: Fact | null
  /** Whether the input says the condition holds (true) or does not say (null); items whose condition fails are left out. */
  condition_met: true | null
}

// Country words (demonyms and names) by the jurisdictions the skill knows; any other country's word marks a foreign party.
const HOME: Record<string, RegExp> = {
  AU: /\b(australian?s?|aussie)\b/,
  GB: /\b(british|english|scottish|welsh|uk|united kingdom|britain)\b/,
  CA: /\b(canadian?s?|canada)\b/,
  US: /\b(american|u\.s\.|usa|united states)\b/,
  NZ: /\b(new zealand(er)?s?|kiwi|nz)\b/,
}
const ELSEWHERE =
  /\b(japanese|japan|chinese|china|german|germany|french|france|singapore(an)?|indian?|korean?|dutch|swiss|hong kong|emirati|saudi|italian|spanish|irish|swedish|norwegian|danish|indonesian?|malaysian?|thai|vietnamese|brazilian|mexican|south african)\b/
const FOREIGN_WORDS =
  /\b(foreign|overseas|offshore|non-resident|nonresident|cross-border|international (buyer|investor|acquirer|purchaser)|outbound|inbound investment)\b/
const NOT_FOREIGN =
  /\b(no (foreign|overseas|offshore) (party|parties|buyer|investor|interest)|(domestic|local) (buyer|investor|acquirer|purchaser|deal|parties|party)|all parties are (domestic|local|resident))\b/

/** Whether a party to the deal is foreign: explicit facts first, then the topic's words; null when nothing says. */
export function foreignParty(
  topic: string,
  jurisdiction: string | null,
  context: Record<string, unknown>,
): boolean | null {
  for (const k of ['foreign_party', 'foreign_buyer', 'foreign_investor'])
    if (typeof context[k] === 'boolean') return context[k] as boolean
  const buyer = context.buyer_country ?? context.buyer_jurisdiction
  if (typeof buyer === 'string' && buyer.trim() && jurisdiction) {
    const b = buyer.trim().toLowerCase()
    const code =
      b.length === 2
        ? b === 'uk'
          ? 'GB'
          : b.toUpperCase()
        : (Object.keys(HOME).find((j) => HOME[j]!.test(b)) ?? 'elsewhere')
    return code !== jurisdiction
  }
  const t = ` ${topic.toLowerCase()} `
  if (NOT_FOREIGN.test(t)) return false
  if (FOREIGN_WORDS.test(t) || ELSEWHERE.test(t)) return true
  if (jurisdiction && Object.entries(HOME).some(([j, re]) => j !== jurisdiction && re.test(t))) return true
  return null
}

export function tailoredChecklist(
  dealType: string,
  jurisdiction: string | null,
  topic: string,
  context: Record<string, unknown>,
): { items: ChecklistItem[]; unknown: Fact[] } {
  const facts: Record<Fact, boolean | null> = { foreign_party: foreignParty(topic, jurisdiction, context) }
  const unknown = new Set<Fact>()
  const items: ChecklistItem[] = []
  const add = (basis: ChecklistItem['basis'], list: Item[]) => {
    for (const x of list) {
      const o = typeof x === 'string' ? { text: x } : x
      if (o.deal_types && !o.deal_types.includes(dealType)) continue
      const fact = o.when ?? null
      const met = fact ? facts[fact] : true
      if (met === false) continue
      if (fact && met === null) unknown.add(fact)
      items.push({
        item: fact && met === null ? `${o.text} ${LISTS.facts[fact].unknown}` : o.text,
        basis,
        generic: basis !== 'jurisdiction' && !fact,
        condition: fact,
        condition_met: met === null ? null : true,
      })
    }
  }
  add('common', LISTS.common)
  add('deal_type', LISTS.deal_type[dealType] ?? [])
  if (jurisdiction) add('jurisdiction', LISTS.jurisdiction[jurisdiction] ?? [])
  return { items, unknown: [...unknown] }
}
