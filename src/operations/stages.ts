// The stage table: every operation, from every door, runs these stages in this order (ARCHITECTURE "Doors over
// one operation pipeline"). Read it top to bottom. `when` says which operations a stage applies to, from data on
// the operation (catalog.ts), never from its id.
//
// Two departures from the order the one-door issue sketches (authorize → budget → start limit → idempotency …):
// - the request budget comes first: every bearer-authenticated request counts, refused or not (spec: Limits, "shared
//   by all bearer-authenticated endpoints"), so a key spent on 403s and 404s cannot probe for free; the door has
//   already turned the credential into a principal;
// - the skill start limit runs inside idempotency, so a replayed result is not a start (a retried workstream.run
//   must not eat the caller's 20 starts a minute).
import type { OpContext } from './context.ts'
import type { OperationResult } from './types.ts'
import {
  authorize,
  deprecation,
  downgradeResponse,
  requestBudget,
  resolveSkill,
  startLimit,
  upgradeRequest,
} from './checks.ts'
import { validate } from './validate.ts'
import { idempotency } from './idempotent.ts'
import { run } from './run.ts'
import { checkOutput } from './output-check.ts'

type When = (c: OpContext) => boolean

export type Stage =
  | { name: string; kind: 'before'; when?: When; run(c: OpContext): Promise<void> | void }
  | {
      name: string
      kind: 'around'
      when?: When
      run(c: OpContext, rest: () => Promise<OperationResult>): Promise<OperationResult>
    }
  | { name: string; kind: 'run'; run(c: OpContext): OperationResult | Promise<OperationResult> }
  | {
      name: string
      kind: 'after'
      when?: When
      run(c: OpContext, r: OperationResult): Promise<OperationResult> | OperationResult
    }

export const STAGES: readonly Stage[] = [
  {
    name: 'request budget',
    kind: 'before',
    when: (c) => c.principal !== null && !c.op.neverThrottled,
    run: requestBudget,
  },
  { name: 'resolve skill', kind: 'before', when: (c) => c.op.skillParam !== null, run: resolveSkill }, // 404 skill_not_found
  { name: 'authorize', kind: 'before', run: authorize }, // 401 without a principal; 403 without the skill's permission
  {
    name: 'deprecation',
    kind: 'before',
    when: (c) => c.op.deprecated !== null || c.op.deprecatedFields.length > 0,
    run: deprecation,
  },
  { name: 'version upgrade', kind: 'before', run: upgradeRequest },
  { name: 'validate', kind: 'before', run: validate }, // 422 with every failing field
  { name: 'idempotency', kind: 'around', when: (c) => c.op.idempotent && c.principal !== null, run: idempotency },
  { name: 'start limit', kind: 'before', when: (c) => c.op.startLimit !== null, run: startLimit }, // 429 rate_limited
  { name: 'run', kind: 'run', run },
  { name: 'output check', kind: 'after', run: checkOutput },
  { name: 'version downgrade', kind: 'after', run: downgradeResponse },
]

/**
 * Runs `stages` from index `from`: befores in order, an around wraps the rest, afters transform the result. While
 * every stage answers synchronously (in-process limits, a synchronous skill) so does this, with no promise at all;
 * from the first stage that returns a promise on, the rest follow it. A synchronous refusal is thrown, not rejected.
 */
export function execute(stages: readonly Stage[], c: OpContext, from = 0): OperationResult | Promise<OperationResult> {
  for (let i = from; i < stages.length; i++) {
    const s = stages[i]!
    if (s.kind !== 'run' && s.when && !s.when(c)) continue
    switch (s.kind) {
      case 'before': {
        const pending = s.run(c)
        if (pending) return pending.then(() => execute(stages, c, i + 1))
        break
      }
      case 'around':
        return s.run(c, async () => execute(stages, c, i + 1))
      case 'run': {
        const result = s.run(c)
        return result instanceof Promise
          ? result.then((r) => after(stages, c, i + 1, r))
          : after(stages, c, i + 1, result)
      }
      case 'after':
        throw new Error(`stage ${s.name} comes before the run stage`)
    }
  }
  throw new Error('the stage table has no run stage')
}

function after(
  stages: readonly Stage[],
  c: OpContext,
  from: number,
  result: OperationResult,
): OperationResult | Promise<OperationResult> {
  for (let j = from; j < stages.length; j++) {
    const a = stages[j]!
    if (a.kind !== 'after') throw new Error(`stage ${a.name} cannot follow the run stage`)
    if (a.when && !a.when(c)) continue
    const next = a.run(c, result)
    if (next instanceof Promise) return next.then((r) => after(stages, c, j + 1, r))
    result = next
  }
  return result
}
