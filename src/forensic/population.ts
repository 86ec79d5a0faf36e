// Splits amounts (exact units of 0.0001) into the Benford population and the amounts left out of it
// (README "Populations").

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
