// Runs a skill's handler on input that already passed its schema, mapping the SDK's SkillInputError to the
// 422 every other validation failure has. Shared by the operations layer (every door) and by testing.ts, so a
// skill author's unit test sees exactly what a caller would.
import { AppError } from '../errors/index.ts'
import { SkillInputError, type DefinedSkill, type SkillContext } from './sdk.ts'

/** SkillInputError → 422 validation_error, in the same shape schema failures have. */
export function inputErrorToAppError(e: SkillInputError): AppError {
  const locOf = (param: string) => ['body', ...param.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p))]
  const all = [{ param: e.param, reason: e.reason }, ...(e.more ?? [])]
  const details = all.slice(0, 20).map((p) => ({ loc: locOf(p.param), msg: p.reason, type: 'invalid_value' }))
  return new AppError('validation_error', e.message, {
    param: e.param,
    details,
    ...(all.length > 20 ? { extra: { details_truncated: true } } : {}),
  })
}

export async function runHandler(
  handler: DefinedSkill,
  input: unknown,
  ctx: SkillContext,
): Promise<Record<string, unknown>> {
  try {
    return (await handler.run(input, ctx)) as Record<string, unknown>
  } catch (e) {
    if (e instanceof SkillInputError) throw inputErrorToAppError(e)
    throw e
  }
}
