// Reads the request's amounts into exact units of 0.0001 (src/forensic amounts, through the SDK); a decimal the schema
// passed but the skill cannot use (a JSON number with more than 4 decimals) becomes a 422 with its param.
import { forensic, SkillInputError } from '../../src/skill-runtime/sdk.ts'

export function parseOrThrow(value: number | string, param: string): bigint {
  try {
    return forensic.parseAmount(value).units
  } catch (e) {
    if (e instanceof forensic.AmountError) throw new SkillInputError(param, e.message)
    throw e
  }
}
