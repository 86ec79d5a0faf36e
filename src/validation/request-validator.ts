// Validators that report every failing field without letting a large bad body cost an error object per item.
// Ajv's allErrors builds one error per failing value: a 1 MiB array of 100,000 bad items would allocate 100,000
// error objects just to print 20. So the first pass stops at the first failure (allErrors: false, as fast as a
// valid request); only when it fails and the data is small (at most THOROUGH_MAX_VALUES values, counted by a walk
// that stops at the bound) does a second, allErrors pass list every failing field. On a larger body the one
// error found is reported and the list is marked incomplete (details_truncated). Measured by
// src/validation/measure-error-cost.ts.
import type { ErrorObject, ValidateFunction } from 'ajv'
import type { Ajv2020 } from 'ajv/dist/2020.js'
import { createAjv } from './ajv.ts'
import { locateErrors, markIncomplete } from './ajv-errors-to-validation.ts'

/** Bodies with more values than this get the first-failure report only. */
export const THOROUGH_MAX_VALUES = 2000

/** True when `data` holds more than `limit` values (objects, arrays and scalars each count one). Iterative, bounded. */
export function hasMoreValuesThan(data: unknown, limit: number): boolean {
  let count = 0
  const stack: unknown[] = [data]
  while (stack.length) {
    const v = stack.pop()
    if (++count > limit) return true
    if (v === null || typeof v !== 'object') continue
    if (Array.isArray(v)) {
      if (count + stack.length + v.length > limit) return true
      for (let i = 0; i < v.length; i++) stack.push(v[i])
    } else {
      for (const k in v) {
        if (count + stack.length >= limit) return true
        stack.push((v as Record<string, unknown>)[k])
      }
    }
  }
  return false
}

/**
 * The errors to report once a first, stop-at-first-failure pass has failed: every failing field when `data` is
 * small (from `thorough()`, an allErrors validation of the same data), else the first-pass errors marked
 * incomplete. Either way located against `locateIn` (defaults to `data`).
 */
export function reportableErrors(
  data: unknown,
  firstPass: readonly ErrorObject[],
  thorough: () => readonly ErrorObject[] | null | undefined,
  o: { size?: number; locateIn?: unknown } = {},
): ErrorObject[] {
  const locateIn = o.locateIn === undefined ? data : o.locateIn
  if (hasMoreValuesThan(data, THOROUGH_MAX_VALUES - (o.size ?? 0)))
    return locateErrors(markIncomplete([...firstPass]), locateIn)
  const all = thorough()
  return locateErrors(all?.length ? all : firstPass, locateIn)
}

/**
 * Compiles `schema` as a request validator with the two passes described above. The result is a drop-in
 * ValidateFunction: defaults are applied, `.errors` is tied to the data (see locateErrors), null when valid.
 */
export function compileRequestValidator(ajv: Ajv2020, schema: object): ValidateFunction {
  const fast = ajv.compile(schema)
  let full: ValidateFunction | undefined
  const validate = ((data: unknown): boolean => {
    if (fast(data)) {
      validate.errors = null
      return true
    }
    validate.errors = reportableErrors(data, fast.errors ?? [], () => {
      // Compiled on the first failure only: most schemas never need it. The schema was checked when `fast` was compiled
      // (or by whoever gave `ajv` validateSchema: false), so its meta-schema is not compiled again here.
      full ??= createAjv({
        allErrors: true,
        coerceTypes: ajv.opts.coerceTypes,
        useDefaults: ajv.opts.useDefaults,
        validateSchema: false,
      }).compile(schema)
      full(data)
      return full.errors
    })
    return false
  }) as ValidateFunction
  validate.schema = fast.schema
  validate.schemaEnv = fast.schemaEnv
  return validate
}
