// identifiers.validate: check digits and formats of AU, NZ, GB, CA and US business identifiers.
// Needs no client data and performs no registry lookup. Identifier values are never logged, and TFNs are
// masked to their last 3 digits in the output.
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import { FORMAT_ONLY_SCHEMES, RULES, type CheckKind, type Reason, type SchemeId } from './schemes.ts'

export interface Input {
  identifiers: { scheme: SchemeId; value: string }[]
}

export interface IdentifierResult {
  index: number
  scheme: SchemeId
  valid: boolean
  check: CheckKind
  normalized: string | null
  formatted: string | null
  reason: Reason | null
  message: string
}

export interface Output {
  results: IdentifierResult[]
  summary: { total: number; valid: number; invalid: number }
  stub_fields: string[]
  warnings: string[]
}

export const NO_REGISTRY_WARNING =
  'No registry lookup was performed (ABR, NZBN, HMRC, Companies House, CRA, IRS): "valid" means the identifier is ' +
  'well-formed and, where the scheme has one, its check digit matches; it does not mean the identifier is issued, ' +
  'active, registered for GST/VAT or belongs to the named party.'

const FORMAT_ONLY_LABELS: Record<string, string> = {
  gb_company_number: 'UK company numbers',
  us_ein: 'US EINs (shape and IRS campus prefix)',
  gd_ha_vat: 'UK VAT government department / health authority (GD/HA) numbers',
  legacy_tfn: 'legacy 8-digit TFNs',
}

export default defineSkill<Input, Output>((input, ctx) => {
  const formatOnly = new Set<string>()
  const results = input.identifiers.map(({ scheme, value }, index): IdentifierResult => {
    const { formatOnly: passedOnFormat, ...verdict } = RULES[scheme](value)
    if (FORMAT_ONLY_SCHEMES.includes(scheme)) formatOnly.add(scheme)
    else if (passedOnFormat) formatOnly.add(scheme === 'au_tfn' ? 'legacy_tfn' : 'gd_ha_vat')
    return { index, scheme, ...verdict }
  })

  const valid = results.filter((r) => r.valid).length
  const warnings = [NO_REGISTRY_WARNING]
  if (formatOnly.size > 0) {
    const labels = Object.keys(FORMAT_ONLY_LABELS).filter((k) => formatOnly.has(k)).map((k) => FORMAT_ONLY_LABELS[k])
    warnings.push(`Format check only, no check digit exists or is applied, for: ${labels.join('; ')}. ` +
      'A "valid" result for these says only that the shape is right.')
  }

  // Counts only: identifier values are never logged.
  ctx.logger.info({ total: results.length, valid, invalid: results.length - valid }, 'identifiers validated')

  return {
    results,
    summary: { total: results.length, valid, invalid: results.length - valid },
    stub_fields: [],
    warnings,
  }
})
