// The names books give identifier schemes (a contact's `identifiers[].scheme`: "ABN", "GB_VAT", "US EIN", …) read as
// this module's scheme ids, so a contact's identifiers can be checked with RULES. Unknown names read as null: the
// caller reports them as not checkable rather than guessing a scheme.
import type { SchemeId } from './verdict.ts'

const NAMES: Record<string, SchemeId> = {
  ABN: 'au_abn',
  AU_ABN: 'au_abn',
  ACN: 'au_acn',
  AU_ACN: 'au_acn',
  TFN: 'au_tfn',
  AU_TFN: 'au_tfn',
  NZBN: 'nz_nzbn',
  NZ_NZBN: 'nz_nzbn',
  IRD: 'nz_ird',
  NZ_IRD: 'nz_ird',
  NZ_GST: 'nz_ird',
  GB_VAT: 'gb_vat',
  UK_VAT: 'gb_vat',
  XI_VAT: 'gb_vat',
  GB_COMPANY_NUMBER: 'gb_company_number',
  CRN: 'gb_company_number',
  COMPANY_NUMBER: 'gb_company_number',
  CA_BN: 'ca_bn',
  BN: 'ca_bn',
  BN9: 'ca_bn',
  BN15: 'ca_bn',
  US_EIN: 'us_ein',
  EIN: 'us_ein',
}

/** "ABN", "abn", "au_abn", "GB VAT", "gb-vat" → the scheme id; null for a name this module has no rule for. */
export function schemeFor(name: string): SchemeId | null {
  return (
    NAMES[
      name
        .trim()
        .toUpperCase()
        .replace(/[\s-]+/g, '_')
    ] ?? null
  )
}
