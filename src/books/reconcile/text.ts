// Text evidence for the passes (research domain-skills §1.2 normalisation, §1.4): words of three or more letters,
// upper-cased, banking channel words and company suffixes dropped; words holding a digit (references, card masks,
// bank trace numbers) are left to the reference pass, so a statement's own trace number never lowers a similarity.
// Two words agree when equal, when one is an abbreviation or a truncation of the other (a prefix: SILV, SILVERLEAF;
// HOL, HOLDINGS), or when one letter is missing or
// changed in a word of five letters or more (statement truncation and typing slips). Similarity is the share of the
// shorter word set that agrees with a word of the other (0 … 1). References: upper-cased letters and digits only.

const NOISE = new Set([
  'EFT',
  'EFTPOS',
  'POS',
  'VISA',
  'BPAY',
  'DIRECT',
  'DEBIT',
  'CREDIT',
  'DEPOSIT',
  'TRANSFER',
  'FROM',
  'PAYMENT',
  'RECEIPT',
  'THE',
  'AND',
  'PTY',
  'LTD',
  'LIMITED',
  'GROUP',
  'SERVICES',
  'PARTNERS',
  'INC',
  'LLC',
  // channel and bookkeeping words that name no party
  'TFR',
  'OSKO',
  'PMT',
  'INTERNET',
  'BANKING',
  'PURCHASE',
  'ACCOUNT',
  'BILL',
  'INVOICE',
  'INV',
  'REF',
  'CHQ',
  'CHEQUE',
  'RECEIVED',
  'PAID',
])

export function words(text: string): Set<string> {
  const out = new Set<string>()
  for (const w of text.toUpperCase().split(/[^A-Z0-9]+/))
    if (w.length >= 3 && !NOISE.has(w) && !/\d/.test(w)) out.add(w)
  return out
}

function agree(a: string, b: string): boolean {
  if (a === b) return true
  const [s, l] = a.length <= b.length ? [a, b] : [b, a]
  if (l.startsWith(s)) return true
  if (s.length < 5 || l.length - s.length > 1 || /\d/.test(l)) return false
  // one edit: a deletion (lengths differ by one) or a substitution
  let i = 0
  while (i < s.length && s[i] === l[i]) i++
  return s.length === l.length ? s.slice(i + 1) === l.slice(i + 1) : s.slice(i) === l.slice(i + 1)
}

/** The best similarity between any field of one line and any field of the other (BC scores the same way). */
export function fieldSimilarity(a: ReadonlyArray<Set<string>>, b: ReadonlyArray<Set<string>>): number {
  let best = 0
  for (const x of a) for (const y of b) if (best < 1) best = Math.max(best, similarity(x, y))
  return best
}

export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0
  const [small, big] = a.size <= b.size ? [a, b] : [b, a]
  let hit = 0
  for (const w of small) {
    if (big.has(w)) {
      hit++
      continue
    }
    for (const v of big)
      if (agree(w, v)) {
        hit++
        break
      }
  }
  return hit / small.size
}

export function normRef(ref: string | null | undefined): string {
  return ref ? ref.toUpperCase().replace(/[^A-Z0-9]/g, '') : ''
}

/** A bank line's reference candidates: its reference field, and words of its description that hold a digit (cheque numbers, invoice numbers). */
export function bankRefs(reference: string | null, description: string): string[] {
  const out = new Set<string>()
  const r = normRef(reference)
  if (r.length >= 3) out.add(r)
  for (const w of description.toUpperCase().split(/[^A-Z0-9-]+/)) {
    const n = normRef(w)
    if (n.length >= 4 && /\d/.test(n)) out.add(n)
  }
  return [...out]
}

/** Bank charge wording (an unrecorded bank charge when nothing in the books matches a debit); debit interest is one. */
export const FEE_WORDS = /\b(FEES?|CHARGES?|COMMISSION|SERVICE FEE|INTEREST)\b/i
/** Interest paid by the bank (an unrecorded bank credit when nothing in the books matches a credit). */
export const INTEREST_WORDS = /\b(INTEREST|INT CR|INT PAID)\b/i
