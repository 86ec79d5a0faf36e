// identifiers.validate: check digits and formats of AU, NZ, GB, CA and US business identifiers.
// Needs no client data and performs no registry lookup. The rules live in src/identifiers/ (the SDK's `identifiers`). Identifier values are never logged, and TFNs are
// masked to their last 3 digits in the output.
import { defineSkill, identifiers } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

/** One entry of `results`. */
export type IdentifierResult = Output['results'][number]

export const NO_REGISTRY_WARNING =
  'No registry lookup was performed (ABR, NZBN, HMRC, Companies House, CRA, IRS): "valid" means the identifier is ' +
  'well-formed and, where the scheme has one, its check digit matches; it does not mean the identifier is issued, ' +
  'active, registered for GST/VAT or belongs to the named party.'

export const TFN8_WARNING =
  '8-digit TFNs were checked with the mod-11 weights python-stdnum applies to them (1,4,3,7,5,8,6,9); the ATO ' +
  'publishes the rule for 9-digit TFNs only, and a 9-digit TFN with a dropped digit still passes about 1 time in 11.'

const FORMAT_ONLY_LABELS: Record<string, string> = {
  gb_company_number: 'UK company numbers',
  us_ein: 'US EINs (shape and IRS campus prefix)',
  gd_ha_vat: 'UK VAT government department / health authority (GD/HA) numbers',
}

// Input has no defaults, so the generated Input is exactly what the handler receives.
export default defineSkill<Input, Output>((input, ctx) => {
  const formatOnly = new Set<string>()
  let tfn8 = false
  const results = input.identifiers.map(({ scheme, value }, index): IdentifierResult => {
    const v = identifiers.RULES[scheme](value)
    if (identifiers.FORMAT_ONLY_SCHEMES.includes(scheme)) formatOnly.add(scheme)
    else if (v.caveat === 'format_only') formatOnly.add('gd_ha_vat')
    if (v.caveat === 'tfn8') tfn8 = true
    // Field by field rather than `{ caveat, ...verdict }`: object rest copies through a slow runtime path (about 1 %
    // of a call's CPU in contract-tests/bench's profile).
    return {
      index,
      scheme,
      valid: v.valid,
      check: v.check,
      normalized: v.normalized,
      formatted: v.formatted,
      reason: v.reason,
      message: v.message,
    }
  })

  const valid = results.filter((r) => r.valid).length
  const warnings = [NO_REGISTRY_WARNING]
  if (formatOnly.size > 0) {
    const labels = Object.keys(FORMAT_ONLY_LABELS)
      .filter((k) => formatOnly.has(k))
      .map((k) => FORMAT_ONLY_LABELS[k])
    warnings.push(
      `Format check only, no check digit exists or is applied, for: ${labels.join('; ')}. ` +
        'A "valid" result for these says only that the shape is right.',
    )
  }
  if (tfn8) warnings.push(TFN8_WARNING)

  // Counts only: identifier values are never logged.
  ctx.logger.debug({ total: results.length, valid, invalid: results.length - valid }, 'identifiers validated')

  return {
    results,
    summary: { total: results.length, valid, invalid: results.length - valid },
    stub_fields: [],
    warnings,
  }
})
