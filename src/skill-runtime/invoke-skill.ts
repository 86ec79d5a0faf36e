// invokeSkill: the one path every door (REST, MCP, WorkStream tasks, CLI) uses to run a skill.
// Order: resolve (404) → permission (403) → validate input, defaults applied (422) → run → fill and validate
// output. A handler that returns invalid output yields a 500 and a log line naming the failing paths, never
// invalid data (SPEC-DECISIONS "Skills"; spec: Skill invocation common rules).
import { AppError } from '../errors/index.ts'
import { ajvErrorsToValidation } from '../validation/index.ts'
import { lazyChild, type Logger } from '../lib/logger.ts'
import type { Clock } from '../lib/clock.ts'
import { requirePermission, type Principal } from '../auth/index.ts'
import type { SkillRegistry, LoadedSkill } from './registry.ts'
import { SkillInputError, type SkillContext } from './sdk.ts'

/** SkillInputError → 422 validation_error, in the same shape schema failures have. */
export function inputErrorToAppError(e: SkillInputError): AppError {
  const loc = ['body', ...e.param.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p))]
  return new AppError('validation_error', e.message, { param: e.param, details: [{ loc, msg: e.reason, type: 'invalid_value' }] })
}

export interface InvokeCall {
  principal: Principal
  correlationId: string
  logger: Logger
  clock: Clock
}

export interface InvocationResult {
  skill: string
  output: Record<string, unknown>
  correlation_id: string
}

export function resolveSkill(registry: SkillRegistry, nameOrSlug: string): LoadedSkill {
  const skill = registry.resolve(nameOrSlug)
  if (!skill) throw new AppError('skill_not_found', `No skill named ${JSON.stringify(nameOrSlug.slice(0, 120))}.`, { param: 'skill' })
  return skill
}

export async function invokeSkill(registry: SkillRegistry, nameOrSlug: string, input: unknown, call: InvokeCall): Promise<InvocationResult> {
  const skill = resolveSkill(registry, nameOrSlug)
  const name = skill.manifest.name
  requirePermission(call.principal, skill.manifest.permission)
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new AppError('validation_error', 'Invalid request: the body must be a JSON object.', {
      details: [{ loc: ['body'], msg: 'must be object', type: 'invalid_type' }],
    })
  }
  if (!skill.validateInput(input)) throw ajvErrorsToValidation(skill.validateInput.errors ?? [], { wrapped: false })
  if (skill.manifest.writes && 'idempotency_key' in input) {
    const { idempotency_key: _k, ...rest } = input as Record<string, unknown>
    input = rest // handled by the idempotency stage; a handler never sees it
  }

  const log = lazyChild(call.logger, { skill: name })
  const ctx: SkillContext = {
    skill: name,
    correlationId: call.correlationId,
    caller: { userId: call.principal.userId, organizationId: call.principal.organizationId, workspaceId: call.principal.workspaceId },
    logger: { info: (o, m) => log.info(o, m), warn: (o, m) => log.warn(o, m) },
    now: () => call.clock.now(),
  }
  let raw: unknown
  try {
    raw = await skill.handler.run(input, ctx)
  } catch (e) {
    if (e instanceof SkillInputError) throw inputErrorToAppError(e)
    throw e
  }
  // Validated in place: output defaults (stub_fields, warnings) are added to the object the handler returned
  // (sdk.ts says so); a handler must return a fresh object, not a shared constant.
  const output = raw as Record<string, unknown>
  if (!skill.validateOutput(output)) {
    const where = (skill.validateOutput.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim())
    log.error({ output_errors: where }, 'skill returned output that does not match its output schema')
    throw new AppError('internal_error')
  }
  return { skill: name, output, correlation_id: call.correlationId }
}
