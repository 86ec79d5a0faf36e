// Shared by the resource files: operation types picked from the generated `operations` (the spec carries the types,
// core.ts the behaviour), and the one-line request helpers every method is written with.
import { APIPromise, type Core, type RawResult, type RequestOptions } from './core.ts'
import type { operations } from './generated/schema.ts'
import type { SkillInput, SkillName, SkillOutput, SkillResult } from './skill-types.ts'

export type Op = keyof operations
/** The JSON request body of an operation. */
export type BodyOf<K extends Op> = operations[K] extends { requestBody?: { content: { 'application/json': infer B } } }
  ? B
  : never
type Responses<K extends Op> = operations[K]['responses']
/** The JSON body of an operation's success response (200 unless named). */
export type ResultOf<K extends Op, S extends keyof Responses<K> = 200 & keyof Responses<K>> = Responses<K>[S] extends {
  content: { 'application/json': infer R }
}
  ? R
  : never
/** The query parameters of an operation. */
export type QueryOf<K extends Op> = NonNullable<operations[K]['parameters']['query']>
/** The item type of a list operation (`data: Item[]`). */
export type ItemOf<K extends Op> = ResultOf<K> extends { data: Array<infer I> } ? I : never

export type Query = Record<string, string | number | boolean | undefined>

export const seg = (s: string) => encodeURIComponent(s)

export function get<T>(core: Core, path: string, opts?: RequestOptions, query?: object) {
  return new APIPromise<T>(core.request<T>({ method: 'GET', path, ...(query ? { query: query as Query } : {}) }, opts))
}

export function send<T>(core: Core, method: string, path: string, body?: unknown, opts?: RequestOptions) {
  return new APIPromise<T>(core.request<T>({ method, path, ...(body !== undefined ? { body } : {}) }, opts))
}

/** POST a skill invocation and keep the whole result ({ skill, output, correlation_id }). */
export function invokeRaw<S extends SkillName>(
  core: Core,
  name: S,
  input: SkillInput<S>,
  opts?: RequestOptions,
): Promise<RawResult<SkillResult<S>>> {
  return core.request<SkillResult<S>>({ method: 'POST', path: `/api/v1/skills/${seg(name)}/invoke`, body: input }, opts)
}

/** A skill-backed resource method: the data is the skill's `output` (the correlation id is in withResponse()). */
export function invokeOutput<S extends SkillName>(
  core: Core,
  name: S,
  input: SkillInput<S>,
  opts?: RequestOptions,
): APIPromise<SkillOutput<S>> {
  // cast: the invocation result of skill S carries S's output (the server checks it against S's output schema)
  return new APIPromise(
    invokeRaw(core, name, input, opts).then((r) => ({
      data: (r.data as unknown as { output: SkillOutput<S> }).output,
      response: r.response,
    })),
  )
}
