// The skill runtime: plugin loading, the one invokeSkill path, catalogues. Spec: Skill invocation.
export { loadSkills, SkillRegistry, SkillLoadError, componentNameFor, type LoadedSkill, type SkillManifest } from './registry.ts'
export { invokeSkill, resolveSkill, type InvokeCall, type InvocationResult } from './invoke-skill.ts'
export { skillSummaries, permissionCatalogue } from './catalogue.ts'
export * from '../permissions/index.ts'
