// Text tie-breaks for the one-to-one passes (research domain-skills §1.2 normalisation, §1.4): words of three or more
// letters or digits, upper-cased, banking noise and company suffixes dropped; similarity is the share of the shorter
// word set found in the other (0 … 1). References: upper-cased letters and digits only.

const NOISE = new Set(['EFT', 'EFTPOS', 'POS', 'VISA', 'BPAY', 'DIRECT', 'DEBIT', 'CREDIT', 'DEPOSIT', 'TRANSFER', 'FROM', 'PAYMENT',
  'RECEIPT', 'THE', 'AND', 'PTY', 'LTD', 'LIMITED', 'GROUP', 'SERVICES', 'PARTNERS', 'INC', 'LLC'])

export function words(text: string): Set<string> {
  const out = new Set<string>()
  for (const w of text.toUpperCase().split(/[^A-Z0-9]+/)) if (w.length >= 3 && !NOISE.has(w)) out.add(w)
  return out
}

export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0
  const [small, big] = a.size <= b.size ? [a, b] : [b, a]
  let hit = 0
  for (const w of small) if (big.has(w)) hit++
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

/** Bank fee wording (an unrecorded bank charge when nothing in the books matches it). */
export const FEE_WORDS = /\b(FEES?|CHARGES?|COMMISSION|SERVICE FEE)\b/i
