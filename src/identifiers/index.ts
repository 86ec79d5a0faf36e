// Check-digit and format rules for business identifiers (AU, NZ, GB, CA, US), one file per country. Used by
// identifiers.validate and anomalies.investigate through the skill SDK (`identifiers`). Rules: research/domain-skills.md
// section 2.4; skills/identifiers.validate/README.md "Rules implemented". Pure functions: no I/O, no logging, no
// registry lookup.

import type { SchemeId, Verdict } from './verdict.ts'
import { auAbn, auAcn, auTfn } from './au.ts'
import { nzIrd, nzNzbn } from './nz.ts'
import { gbCompanyNumber, gbVat } from './gb.ts'
import { caBn } from './ca.ts'
import { usEin } from './us.ts'

export { compact, type Caveat, type CheckKind, type Reason, type SchemeId, type Verdict } from './verdict.ts'
export { maskTfn } from './au.ts'
export { GB_COMPANY_PREFIXES } from './gb.ts'
export { EIN_PREFIXES } from './us.ts'

export const RULES: Record<SchemeId, (value: string) => Verdict> = {
  au_abn: auAbn,
  au_acn: auAcn,
  au_tfn: auTfn,
  nz_nzbn: nzNzbn,
  nz_ird: nzIrd,
  gb_vat: gbVat,
  gb_company_number: gbCompanyNumber,
  ca_bn: caBn,
  us_ein: usEin,
}

/** Schemes with no check digit at all. */
export const FORMAT_ONLY_SCHEMES: readonly SchemeId[] = ['gb_company_number', 'us_ein']
export { schemeFor } from './scheme-names.ts'
