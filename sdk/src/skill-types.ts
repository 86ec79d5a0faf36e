// Per-skill types derived from the generated `paths` with template-literal types (research sdk-cli.md §2.4): no
// extra codegen, and a skill added to the spec is typed as soon as `npm run codegen` regenerates schema.ts.
import type { components, paths } from './generated/schema.ts'

type SkillPath = Extract<keyof paths, `/api/v1/skills/${string}/invoke`>
/** Every skill this SDK version knows (the generic `/{skill}/invoke` is left out, so a misspelt name fails tsc). */
export type SkillName = SkillPath extends `/api/v1/skills/${infer S}/invoke`
  ? S extends `{${string}}`
    ? never
    : S
  : never
type Op<S extends SkillName> = paths[`/api/v1/skills/${S}/invoke`]['post']
export type SkillInput<S extends SkillName> = NonNullable<Op<S>['requestBody']>['content']['application/json']
export type SkillResult<S extends SkillName> = Op<S>['responses'][200]['content']['application/json']
export type SkillOutput<S extends SkillName> = SkillResult<S> extends { output: infer O } ? O : never

export type Schemas = components['schemas']
