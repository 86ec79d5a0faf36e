// A caller's input the analysis cannot use, with the failing path (`distribution_resolution.beneficiaries.2.amount`).
// Skills turn it into SkillInputError (422 validation_error with that `param`).
export class AnalysisInputError extends Error {
  readonly param: string
  readonly reason: string
  constructor(param: string, reason: string) {
    super(`${param} ${reason}`)
    this.name = 'AnalysisInputError'
    this.param = param
    this.reason = reason
  }
}
