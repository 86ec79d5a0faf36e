// Trust distribution arithmetic (research domain-skills §4.2): distributable income, streaming of capital gains and
// franked distributions to the beneficiaries the resolution names, the rest by the resolution's fixed amounts,
// percentages and residual beneficiary, and each beneficiary account's roll-forward
// (opening + entitlement − paid = closing unpaid entitlement). Every split is money.allocate (largest remainder), so
// shares add up to their total exactly. What it does not do (deed interpretation, s95 net income, CGT discount,
// s100A, Division 7A beyond a flag) is the skill's stub and warnings. Amounts are minor units.
import { add, allocate, subtract, sum } from '../../money/index.ts'
import { roundQuotient } from './ratios.ts'
import { AnalysisInputError } from './input-error.ts'
import { percentText, percentUnits, type ResolvedBeneficiary, type TrustResolution } from './trust-resolution.ts'

const HUNDRED = 1_000_000n // 100 % in percentage units (1/10000 of a percent)

export interface StreamResult {
  amount: number
  /** Streamed to beneficiaries made specifically entitled. */
  streamed: number
  /** Not streamed: part of the general income, shared by present entitlement. */
  unstreamed: number
}

export interface BeneficiaryResult {
  name: string
  entityType: ResolvedBeneficiary['entityType']
  basis: ResolvedBeneficiary['basis']
  /** The percentage of the general income (after streaming and fixed amounts) the resolution gives; null unless basis is percentage or residual. */
  percentage: string | null
  generalIncome: number
  streamedCapitalGains: number
  streamedFrankedDistributions: number
  /** generalIncome + streamed amounts: the present entitlement to income of the trust estate. */
  entitlement: number
  /** Capital gains in the entitlement: streamed plus its proportionate part of the unstreamed gains. */
  capitalGains: number
  frankedDistributions: number
  frankingCredits: number
  /** entitlement / distributable income, in percent (4 dp): the proportionate-approach share. */
  sharePercent: number | null
  opening: number
  paid: number
  closingUnpaid: number
  tfnQuoted: boolean | null
}

export interface Distribution {
  accountingProfit: number
  adjustments: Array<{ description: string; amount: number }>
  /** Given in the resolution (true) or accounting profit plus adjustments (false). */
  distributableIncomeGiven: boolean
  distributableIncome: number
  capitalGains: StreamResult
  frankedDistributions: StreamResult & { frankingCredits: number }
  /** Income left after streaming that fixed amounts, percentages and the residual beneficiary share. */
  generalIncome: number
  beneficiaries: BeneficiaryResult[]
  /** Income to which no beneficiary is entitled (percentages short of 100 and no residual beneficiary). */
  unallocated: number
  totals: { entitlement: number; paid: number; opening: number; closingUnpaid: number; frankingCredits: number }
  warnings: string[]
}

/** `total` split by `weights`; all zeros when there is nothing to split or no positive weight. */
function split(total: number, weights: readonly (bigint | number)[]): number[] {
  if (total === 0 || weights.every((w) => BigInt(w) <= 0n)) return weights.map(() => 0)
  return allocate(
    total,
    weights.map((w) => BigInt(w).toString()),
  )
}

/** `parts` of a stream to its targets; the last element is what no one was made specifically entitled to. */
function streamShares(
  amount: number,
  to: ReadonlyArray<{ beneficiary: string; percentage: string }>,
  names: readonly string[],
): { per: number[]; rest: number } {
  const pct = to.map((t) => percentUnits(t.percentage))
  const shares = split(amount, [...pct, HUNDRED - pct.reduce((a, b) => a + b, 0n)])
  const per = names.map((n) => sum(to.map((t, i) => (t.beneficiary === n ? shares[i]! : 0))))
  return { per, rest: shares[shares.length - 1]! }
}

export function distribute(o: {
  resolution: TrustResolution
  accountingProfit: number
  /** Streamed amounts read from the books (when the resolution names account codes instead of an amount). */
  booksCapitalGains?: number
  booksFrankedDistributions?: number
}): Distribution {
  const r = o.resolution
  const warnings: string[] = []
  const names = r.beneficiaries.map((b) => b.name)
  const adjusted = add(o.accountingProfit, sum(r.adjustments.map((a) => a.amount)))
  const di = r.distributableIncome ?? adjusted
  if (r.distributableIncome !== null && r.distributableIncome !== adjusted) {
    warnings.push(
      "Distributable income is the figure the resolution gives, not the accounting profit plus adjustments from the books; the difference is the trustee's determination under the deed, not checked here.",
    )
  }
  const cgAmount = r.capitalGains ? (r.capitalGains.amount ?? o.booksCapitalGains ?? 0) : 0
  const fdAmount = r.frankedDistributions ? (r.frankedDistributions.amount ?? o.booksFrankedDistributions ?? 0) : 0
  const fc = r.frankedDistributions?.frankingCredits ?? 0
  const positive = Math.max(0, di)
  if (di <= 0)
    warnings.push(
      'Distributable income is zero or negative: there is nothing to distribute (a loss stays in the trust and is not distributed); every entitlement is zero.',
    )
  if (di > 0 && cgAmount + fdAmount > di) {
    throw new AnalysisInputError(
      'distribution_resolution.streaming',
      'streams more capital gains and franked distributions than the distributable income; streamed amounts are treated as part of the income of the trust estate',
    )
  }
  const cg =
    di > 0 && r.capitalGains
      ? streamShares(cgAmount, r.capitalGains.to, names)
      : { per: names.map(() => 0), rest: di > 0 ? cgAmount : 0 }
  const fd =
    di > 0 && r.frankedDistributions
      ? streamShares(fdAmount, r.frankedDistributions.to, names)
      : { per: names.map(() => 0), rest: di > 0 ? fdAmount : 0 }
  const streamedCg = sum(cg.per)
  const streamedFd = sum(fd.per)
  const general = subtract(subtract(positive, streamedCg), streamedFd)

  // Fixed amounts first, then the balance by percentage; what percentages leave goes to the residual beneficiary, or
  // to no one (the trustee is assessed on it).
  const fixed = sum(r.beneficiaries.map((b) => b.amount ?? 0))
  if (fixed > general)
    throw new AnalysisInputError(
      'distribution_resolution.beneficiaries',
      'gives fixed amounts larger than the income left after streaming',
    )
  const balance = subtract(general, fixed)
  const pctUnits = r.beneficiaries.map((b) => (b.percentage ? percentUnits(b.percentage) : 0n))
  const leftover = HUNDRED - pctUnits.reduce((a, b) => a + b, 0n)
  const residualIndex = r.beneficiaries.findIndex((b) => b.basis === 'residual')
  const weights = r.beneficiaries.map((_, i) => (i === residualIndex ? leftover : pctUnits[i]!))
  const balanceShares = split(balance, [...weights, residualIndex >= 0 ? 0n : leftover])
  const unallocated = balanceShares[balanceShares.length - 1]!
  if (unallocated > 0)
    warnings.push(
      `Percentages add up to ${percentText(HUNDRED - leftover)} and there is no residual beneficiary: the unallocated income may be assessed to the trustee (s99A) unless the deed names default beneficiaries.`,
    )
  const generalShares = r.beneficiaries.map((b, i) => (b.amount ?? 0) + balanceShares[i]!)

  // Unstreamed capital gains and franked distributions follow the general income shares (the proportionate part);
  // franking credits follow each beneficiary's franked distributions.
  const cgProp = split(cg.rest, [...generalShares, unallocated])
  const fdProp = split(fd.rest, [...generalShares, unallocated])
  const frankedTotals = names.map((_, i) => fd.per[i]! + fdProp[i]!)
  const credits = split(fc, [...frankedTotals, fdProp[names.length]!])

  const beneficiaries = r.beneficiaries.map((b, i): BeneficiaryResult => {
    const entitlement = sum([generalShares[i]!, cg.per[i]!, fd.per[i]!])
    const closingUnpaid = subtract(add(b.opening, entitlement), b.paid)
    if (b.entityType === 'company' && closingUnpaid > 0)
      warnings.push(
        `${b.name} is a company with an unpaid present entitlement at the end of the period: check Division 7A (the ATO treats such entitlements arising from 1 July 2022 as loans unless paid or put on complying terms).`,
      )
    if (closingUnpaid < 0)
      warnings.push(`${b.name}'s account is overdrawn: paid exceeds the opening balance plus the entitlement.`)
    return {
      name: b.name,
      entityType: b.entityType,
      basis: b.basis,
      percentage: b.basis === 'percentage' ? b.percentage : b.basis === 'residual' ? percentText(leftover) : null,
      generalIncome: generalShares[i]!,
      streamedCapitalGains: cg.per[i]!,
      streamedFrankedDistributions: fd.per[i]!,
      entitlement,
      capitalGains: cg.per[i]! + cgProp[i]!,
      frankedDistributions: frankedTotals[i]!,
      frankingCredits: credits[i]!,
      sharePercent: positive > 0 ? roundQuotient({ num: BigInt(entitlement) * 100n, den: BigInt(positive) }, 4) : null,
      opening: b.opening,
      paid: b.paid,
      closingUnpaid,
      tfnQuoted: b.tfnQuoted,
    }
  })
  return {
    accountingProfit: o.accountingProfit,
    adjustments: r.adjustments,
    distributableIncomeGiven: r.distributableIncome !== null,
    distributableIncome: di,
    capitalGains: { amount: cgAmount, streamed: streamedCg, unstreamed: subtract(cgAmount, streamedCg) },
    frankedDistributions: {
      amount: fdAmount,
      streamed: streamedFd,
      unstreamed: subtract(fdAmount, streamedFd),
      frankingCredits: fc,
    },
    generalIncome: general,
    beneficiaries,
    unallocated,
    totals: {
      entitlement: sum(beneficiaries.map((b) => b.entitlement)),
      paid: sum(beneficiaries.map((b) => b.paid)),
      opening: sum(beneficiaries.map((b) => b.opening)),
      closingUnpaid: sum(beneficiaries.map((b) => b.closingUnpaid)),
      frankingCredits: sum(beneficiaries.map((b) => b.frankingCredits)),
    },
    warnings,
  }
}
