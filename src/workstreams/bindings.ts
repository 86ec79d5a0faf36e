// Input bindings (openapi.yaml TaskDefinitionInput.input): a value `{"$bind": "<source>"}` anywhere in a task's input
// is replaced, when the task runs, by what it names: the period (`period.key`, `period.start`, `period.end`), the
// workplan (`workplan.client_id`, `workplan.inputs.<name>`) or an earlier task's output (`tasks.<key>.output.<path>`).
import type { Cycle } from '../store/ports/index.ts'

export class BindingError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BindingError'
  }
}

export const isBinding = (v: unknown): v is { $bind: string } =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  Object.keys(v).length === 1 &&
  typeof (v as { $bind?: unknown }).$bind === 'string'

/** Every binding source in a value, with its path inside the input (dotted). */
export function bindingsIn(value: unknown, path: string[] = []): { source: string; path: string[] }[] {
  if (isBinding(value)) return [{ source: value.$bind, path }]
  if (Array.isArray(value)) return value.flatMap((v, i) => bindingsIn(v, [...path, String(i)]))
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => bindingsIn(v, [...path, k]))
  return []
}

const BIND =
  /^(period\.(key|start|end)|workplan\.client_id|workplan\.inputs\.[A-Za-z0-9_]+|tasks\.[a-z][a-z0-9_]{0,63}\.output(\.[A-Za-z0-9_-]+)*)$/

/** Why a source is not a binding the engine knows, or null when it is. */
export function bindingProblem(source: string): string | null {
  return BIND.test(source)
    ? null
    : 'is not a binding source (period.key|start|end, workplan.client_id, workplan.inputs.<name>, tasks.<key>.output[.<field>…])'
}

/** The first and last day of a period (YYYY, YYYY-Qn, YYYY-MM). */
export function periodRange(period: string): { start: string; end: string } {
  const [y, rest] = [Number(period.slice(0, 4)), period.slice(5)]
  const iso = (d: Date) => d.toISOString().slice(0, 10)
  let first = 0
  let months = 12
  if (rest.startsWith('Q')) {
    first = (Number(rest.slice(1)) - 1) * 3
    months = 3
  } else if (rest) {
    first = Number(rest) - 1
    months = 1
  }
  return { start: iso(new Date(Date.UTC(y, first, 1))), end: iso(new Date(Date.UTC(y, first + months, 0))) }
}

function lookup(source: string, c: Cycle): unknown {
  const parts = source.split('.')
  if (source === 'period.key') return c.period
  if (source === 'period.start' || source === 'period.end') return periodRange(c.period)[parts[1] as 'start' | 'end']
  if (source === 'workplan.client_id') return c.clientId
  if (parts[0] === 'workplan') {
    if (!(parts[2]! in c.inputs)) throw new BindingError(`${source}: the workplan has no input ${parts[2]}.`)
    return c.inputs[parts[2]!]
  }
  const task = c.tasks.find((t) => t.key === parts[1])
  if (!task || task.output === null) throw new BindingError(`${source}: task ${parts[1]} has no output.`)
  let v: unknown = task.output
  for (const p of parts.slice(3)) {
    if (typeof v !== 'object' || v === null || !(p in v)) throw new BindingError(`${source}: the output has no ${p}.`)
    v = (v as Record<string, unknown>)[p]
  }
  return v
}

/** The input with every binding replaced by its value in `c`. */
export function resolveInput(value: unknown, c: Cycle): unknown {
  if (isBinding(value)) return lookup(value.$bind, c)
  if (Array.isArray(value)) return value.map((v) => resolveInput(v, c))
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveInput(v, c)]))
  return value
}
