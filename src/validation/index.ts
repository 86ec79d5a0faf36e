// Request validation for the whole service: the one Ajv set-up, Ajv errors → the 422 envelope, and the checks
// JSON Schema cannot make (strict numeric parameters, well-formed strings). Every door validates through here.
export { AJV_OPTIONS, createAjv } from './ajv.ts'
export { ajvErrorsToValidation } from './ajv-errors-to-validation.ts'
