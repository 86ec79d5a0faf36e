// The trustee's distribution resolution as reports.trust-accounts.prepare reads it (the spec gives
// `distribution_resolution` as a free object; this is the shape we accept, documented in the skill's README). Parsing
// turns every amount into minor units of the client's currency and every percentage into an exact decimal string,
// and refuses what the arithmetic cannot use with the failing path (AnalysisInputError → 422 with `param`).
import { MoneyError, parseAmount } from '../../money/index.ts'
import { AnalysisInputError } from './input-error.ts'

export type EntityType = 'individual' | 'company' | 'trust' | 'other'
const ENTITY_TYPES: readonly EntityType[] = ['individual', 'company', 'trust', 'other']

export interface StreamTarget {
  beneficiary: string
  percentage: string
}

export interface StreamInstruction {
  /** The amount to stream; null: take it from `accountCodes` in the books for the period. */
  amount: number | null
  accountCodes: string[]
  to: StreamTarget[]
}

export interface ResolvedBeneficiary {
  name: string
  entityType: EntityType
  /** `percentage` of the income left after streaming and fixed amounts, a fixed `amount`, the `residual`, or `none` (streamed amounts only). */
  basis: 'percentage' | 'amount' | 'residual' | 'none'
  percentage: string | null
  amount: number | null
  /** The beneficiary account before this year's entitlement (positive: owed to the beneficiary). */
  opening: number
  /** Paid to or applied for the beneficiary against the account in the period. */
  paid: number
  tfnQuoted: boolean | null
}

export interface TrustResolution {
  resolutionDate: string | null
  /** Distributable income as the trustee determined it; null: accounting profit plus `adjustments`. */
  distributableIncome: number | null
  adjustments: Array<{ description: string; amount: number }>
  beneficiaries: ResolvedBeneficiary[]
  capitalGains: StreamInstruction | null
  frankedDistributions: (StreamInstruction & { frankingCredits: number }) | null
}

const P = 'distribution_resolution'
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A percentage 0 < p ≤ 100 with at most 4 decimals, as a canonical decimal string. */
export function parsePercentage(v: unknown, param: string): string {
  const text = typeof v === 'number' && Number.isFinite(v) ? String(v) : v
  const m = typeof text === 'string' ? /^(\d{1,3})(?:\.(\d{1,4}))?$/.exec(text) : null
  if (!m) throw new AnalysisInputError(param, 'must be a percentage such as "33.3333" (at most 4 decimals)')
  const units = BigInt(m[1]!) * 10_000n + BigInt((m[2] ?? '').padEnd(4, '0'))
  if (units <= 0n || units > 1_000_000n) throw new AnalysisInputError(param, 'must be greater than 0 and at most 100')
  return percentText(units)
}

/** Percentage units (1/10000 of a percent) as a decimal string without trailing zeros. */
export function percentText(units: bigint): string {
  const whole = units / 10_000n
  const frac = (units % 10_000n).toString().padStart(4, '0').replace(/0+$/, '')
  return frac ? `${whole}.${frac}` : String(whole)
}

export const percentUnits = (p: string): bigint => {
  const [w, f = ''] = p.split('.') as [string, string?]
  return BigInt(w) * 10_000n + BigInt(f.padEnd(4, '0'))
}

function amount(v: unknown, currency: string, param: string, o: { min?: 'positive' | 'non-negative' } = {}): number {
  if (typeof v !== 'string' && typeof v !== 'number')
    throw new AnalysisInputError(param, 'must be a decimal amount such as "1234.50"')
  let n: number
  try {
    n = parseAmount(v, currency)
  } catch (e) {
    if (e instanceof MoneyError) throw new AnalysisInputError(param, e.message)
    throw e
  }
  if (o.min === 'positive' && n <= 0) throw new AnalysisInputError(param, 'must be greater than zero')
  if (o.min === 'non-negative' && n < 0) throw new AnalysisInputError(param, 'must not be negative')
  return n
}

function stream(v: unknown, currency: string, names: Set<string>, param: string): StreamInstruction {
  if (!isObject(v)) throw new AnalysisInputError(param, 'must be an object with `to` and `amount` or `account_codes`')
  const amt =
    v.amount === undefined || v.amount === null
      ? null
      : amount(v.amount, currency, `${param}.amount`, { min: 'non-negative' })
  const codes = v.account_codes ?? []
  if (!Array.isArray(codes) || codes.some((c) => typeof c !== 'string'))
    throw new AnalysisInputError(`${param}.account_codes`, 'must be an array of account codes')
  if (amt === null && codes.length === 0)
    throw new AnalysisInputError(param, 'needs `amount` or `account_codes` (the accounts holding it in the books)')
  if (!Array.isArray(v.to) || v.to.length === 0)
    throw new AnalysisInputError(`${param}.to`, 'must name at least one beneficiary')
  const to = v.to.map((t, i): StreamTarget => {
    if (!isObject(t) || typeof t.beneficiary !== 'string')
      throw new AnalysisInputError(
        `${param}.to.${i}.beneficiary`,
        'must be the name of a beneficiary of the resolution',
      )
    if (!names.has(t.beneficiary))
      throw new AnalysisInputError(
        `${param}.to.${i}.beneficiary`,
        `names ${JSON.stringify(t.beneficiary.slice(0, 80))}, who is not among the beneficiaries`,
      )
    return {
      beneficiary: t.beneficiary,
      percentage: parsePercentage(t.percentage ?? 100, `${param}.to.${i}.percentage`),
    }
  })
  if (to.reduce((a, t) => a + percentUnits(t.percentage), 0n) > 1_000_000n)
    throw new AnalysisInputError(`${param}.to`, 'percentages add up to more than 100')
  return { amount: amt, accountCodes: codes as string[], to }
}

export function parseResolution(raw: Record<string, unknown>, currency: string): TrustResolution {
  const r = raw
  const date = r.resolution_date ?? null
  if (date !== null && (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(date)))
    throw new AnalysisInputError(`${P}.resolution_date`, 'must be a date (YYYY-MM-DD)')
  const di =
    r.distributable_income === undefined || r.distributable_income === null
      ? null
      : amount(r.distributable_income, currency, `${P}.distributable_income`)
  const adjRaw = r.adjustments ?? []
  if (!Array.isArray(adjRaw))
    throw new AnalysisInputError(`${P}.adjustments`, 'must be an array of {description, amount}')
  const adjustments = adjRaw.map((a, i) => {
    if (!isObject(a) || typeof a.description !== 'string' || !a.description.trim())
      throw new AnalysisInputError(`${P}.adjustments.${i}.description`, 'must say what the adjustment is')
    return { description: a.description, amount: amount(a.amount, currency, `${P}.adjustments.${i}.amount`) }
  })
  if (!Array.isArray(r.beneficiaries) || r.beneficiaries.length === 0)
    throw new AnalysisInputError(`${P}.beneficiaries`, 'must list at least one beneficiary')
  const names = new Set<string>()
  const beneficiaries = r.beneficiaries.map((b, i): ResolvedBeneficiary => {
    const at = `${P}.beneficiaries.${i}`
    if (!isObject(b) || typeof b.name !== 'string' || !b.name.trim())
      throw new AnalysisInputError(`${at}.name`, 'is required')
    if (names.has(b.name))
      throw new AnalysisInputError(`${at}.name`, 'appears twice; beneficiaries are referred to by name')
    names.add(b.name)
    const entityType = (b.entity_type ?? 'individual') as EntityType
    if (!ENTITY_TYPES.includes(entityType))
      throw new AnalysisInputError(`${at}.entity_type`, `must be one of ${ENTITY_TYPES.join(', ')}`)
    const given = (['percentage', 'amount', 'residual'] as const).filter(
      (k) => b[k] !== undefined && b[k] !== null && b[k] !== false,
    )
    if (given.length > 1) throw new AnalysisInputError(at, 'takes one of percentage, amount and residual')
    const basis = given[0] ?? 'none'
    if (basis === 'residual' && b.residual !== true)
      throw new AnalysisInputError(`${at}.residual`, 'must be true or absent')
    const tfn = b.tfn_quoted ?? null
    if (tfn !== null && typeof tfn !== 'boolean') throw new AnalysisInputError(`${at}.tfn_quoted`, 'must be a boolean')
    return {
      name: b.name,
      entityType,
      basis,
      percentage: basis === 'percentage' ? parsePercentage(b.percentage, `${at}.percentage`) : null,
      amount: basis === 'amount' ? amount(b.amount, currency, `${at}.amount`, { min: 'positive' }) : null,
      opening:
        b.opening_balance === undefined || b.opening_balance === null
          ? 0
          : amount(b.opening_balance, currency, `${at}.opening_balance`),
      paid:
        b.paid === undefined || b.paid === null ? 0 : amount(b.paid, currency, `${at}.paid`, { min: 'non-negative' }),
      tfnQuoted: tfn,
    }
  })
  if (beneficiaries.filter((b) => b.basis === 'residual').length > 1)
    throw new AnalysisInputError(`${P}.beneficiaries`, 'names more than one residual beneficiary')
  const pct = beneficiaries.reduce((a, b) => a + (b.percentage ? percentUnits(b.percentage) : 0n), 0n)
  if (pct > 1_000_000n)
    throw new AnalysisInputError(`${P}.beneficiaries`, `percentages add up to ${percentText(pct)}, more than 100`)
  const s = r.streaming ?? {}
  if (!isObject(s))
    throw new AnalysisInputError(`${P}.streaming`, 'must be an object with capital_gains and/or franked_distributions')
  const capitalGains = s.capital_gains ? stream(s.capital_gains, currency, names, `${P}.streaming.capital_gains`) : null
  const fd = s.franked_distributions
  const frankedDistributions = fd
    ? {
        ...stream(fd, currency, names, `${P}.streaming.franked_distributions`),
        frankingCredits:
          isObject(fd) && fd.franking_credits != null
            ? amount(fd.franking_credits, currency, `${P}.streaming.franked_distributions.franking_credits`, {
                min: 'non-negative',
              })
            : 0,
      }
    : null
  return {
    resolutionDate: date,
    distributableIncome: di,
    adjustments,
    beneficiaries,
    capitalGains,
    frankedDistributions,
  }
}
