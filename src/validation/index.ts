// Request validation for the whole service: the one Ajv set-up, Ajv errors → the 422 envelope, and the checks
// JSON Schema cannot make (strict numeric parameters, well-formed strings). Every door validates through here.
export { AJV_OPTIONS, createAjv } from './ajv.ts'
export {
  MAX_DETAILS,
  ajvErrorsToValidation,
  locateErrors,
  markIncomplete,
  pointerToLoc,
} from './ajv-errors-to-validation.ts'
export {
  THOROUGH_MAX_VALUES,
  compileRequestValidator,
  hasMoreValuesThan,
  reportableErrors,
} from './request-validator.ts'
export { isDecimalText, numericParamErrors, numericParamsOf, type NumericParam } from './numeric-params.ts'
export { findIllFormedString, markWellFormed, rejectIllFormedStrings } from './well-formed.ts'
export { ajvErrorText, ajvErrorsText } from './error-text.ts'
