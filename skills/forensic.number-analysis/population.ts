// Reads the request's amounts into exact units and splits them into the Benford population and the amounts left out
// of it (README "Populations").

import { SkillInputError } from '../../src/skill-runtime/sdk.ts'
import { AmountError, parseAmount } from './amounts.ts'

/** A decimal the schema passed but the skill cannot use (a JSON number with more than 4 decimals): 422 via the SDK. */
export function parseOrThrow(value: number | string, param: string): bigint {
  try {
    return parseAmount(value).units
  } catch (e) {
    if (e instanceof AmountError) throw new SkillInputError(param, e.message)
    throw e
  }
}

export interface Population {
  benfordUnits: bigint[]
  negative: number
  zero: number
  belowMin: number
}

/** Benford population: positive amounts ≥ min_amount. Negatives are never mixed with positives. */
export function splitPopulation(units: readonly bigint[], minUnits: bigint): Population {
  const benfordUnits: bigint[] = []
  let negative = 0
  let zero = 0
  let belowMin = 0
  for (const u of units) {
    if (u < 0n) negative++
    else if (u === 0n) zero++
    else if (u < minUnits) belowMin++
    else benfordUnits.push(u)
  }
  return { benfordUnits, negative, zero, belowMin }
}
