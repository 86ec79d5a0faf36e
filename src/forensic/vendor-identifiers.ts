// Vendor identifier checks (research §2.4, `vendor_abr_check`): every identifier of every contact checked offline with
// src/identifiers (check digit and format), suppliers without an identifier, and bank accounts shared by contacts.
// No registry is queried (ABR, NZBN, HMRC, Companies House, CRA, IRS need credentials and network): each result's
// registry_status is null, never a guess; the engine lists it in stub_fields and says why in warnings.

import { RULES, schemeFor, type SchemeId } from '../identifiers/index.ts'
import type { ForensicContact } from './transactions.ts'

export type Jurisdiction = 'AU' | 'GB' | 'CA' | 'US' | 'NZ'

/** The identifier a supplier of each jurisdiction is expected to quote. */
export const PRIMARY_SCHEME: Record<Jurisdiction, SchemeId> = {
  AU: 'au_abn',
  NZ: 'nz_nzbn',
  GB: 'gb_vat',
  CA: 'ca_bn',
  US: 'us_ein',
}

export interface IdentifierCheck {
  contact_id: string
  contact_name: string
  contact_kind: string
  /** The scheme as the contact record names it. */
  scheme: string
  /** The scheme it was checked as; null when no rule exists for that name (not checked). */
  scheme_id: SchemeId | null
  /** null when not checked. */
  valid: boolean | null
  check: 'checksum' | 'format' | null
  reason: string | null
  message: string
  /** Canonical form (TFNs masked); null when it could not be normalised or was not checked. */
  normalized: string | null
  /** Always null: no registry was queried (see warnings). */
  registry_status: null
}

export interface VendorIdentifierResult {
  contacts_checked: number
  identifiers_checked: number
  valid: number
  invalid: number
  not_checkable: number
  format_only: number
  results: IdentifierCheck[]
  /** Suppliers with no identifier at all, or (with a jurisdiction) none of its primary scheme. */
  suppliers_without_identifier: Array<{ contact_id: string; contact_name: string; expected_scheme: SchemeId | null }>
  /** Bank accounts (digits and letters) held by two or more contacts. */
  shared_bank_accounts: Array<{
    bank_account: string
    contacts: Array<{ contact_id: string; contact_name: string; contact_kind: string }>
  }>
}

export function checkVendorIdentifiers(
  contacts: readonly ForensicContact[],
  jurisdiction: Jurisdiction | null,
): VendorIdentifierResult {
  const results: IdentifierCheck[] = []
  const withoutId: VendorIdentifierResult['suppliers_without_identifier'] = []
  const expected = jurisdiction ? PRIMARY_SCHEME[jurisdiction] : null
  const byBank = new Map<string, ForensicContact[]>()
  let formatOnly = 0
  for (const c of contacts) {
    const schemes = new Set<SchemeId>()
    for (const id of c.identifiers) {
      const schemeId = schemeFor(id.scheme)
      const base = {
        contact_id: c.id,
        contact_name: c.name,
        contact_kind: c.kind,
        scheme: id.scheme,
        scheme_id: schemeId,
        registry_status: null,
      }
      if (schemeId === null) {
        results.push({
          ...base,
          valid: null,
          check: null,
          reason: null,
          normalized: null,
          message: 'No check-digit or format rule exists for this scheme name; not checked.',
        })
        continue
      }
      schemes.add(schemeId)
      const v = RULES[schemeId](id.value)
      if (v.valid && v.check === 'format') formatOnly++
      results.push({
        ...base,
        valid: v.valid,
        check: v.check,
        reason: v.reason,
        message: v.message,
        normalized: v.normalized,
      })
    }
    if (c.kind === 'supplier' && (schemes.size === 0 || (expected !== null && !schemes.has(expected)))) {
      withoutId.push({ contact_id: c.id, contact_name: c.name, expected_scheme: expected })
    }
    const bank = c.bank_account?.replace(/[^0-9A-Za-z]/g, '').toUpperCase() ?? ''
    if (bank !== '') {
      const list = byBank.get(bank)
      if (list) list.push(c)
      else byBank.set(bank, [c])
    }
  }
  const shared = [...byBank]
    .filter(([, list]) => list.length >= 2)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([bank_account, list]) => ({
      bank_account,
      contacts: list.map((c) => ({ contact_id: c.id, contact_name: c.name, contact_kind: c.kind })),
    }))
  const checked = results.filter((r) => r.valid !== null)
  return {
    contacts_checked: contacts.length,
    identifiers_checked: checked.length,
    valid: checked.filter((r) => r.valid).length,
    invalid: checked.filter((r) => r.valid === false).length,
    not_checkable: results.length - checked.length,
    format_only: formatOnly,
    results,
    suppliers_without_identifier: withoutId,
    shared_bank_accounts: shared,
  }
}
