// The skill runtime: plugin loading, the skill SDK, running a handler, catalogues. Spec: Skill invocation.
// Calls reach skills only through src/operations (the one door every caller uses).
export { loadSkills, skillFolders, SkillRegistry, skillInvokePath } from './registry.ts'
export {
  SkillLoadError,
  componentNameFor,
  loadSharedSchemas,
  loadSkillFolder,
  readSkillSchemas,
  SKILL_MANIFEST_RULES,
  type LoadedSkill,
  type SkillManifest,
  type SkillExample,
  type LoadOptions,
  type SkillSchemas,
} from './load-skill-folder.ts'
export { SHARED_FOLDER, SHARED_ID_BASE, sharedSchemaId, sharedSchemaName, type SharedSchema } from './shared-schemas.ts'
export { runHandler, inputErrorToAppError } from './run-handler.ts'
export {
  SkillInputError,
  type SkillContext,
  type SkillData,
  type SkillWorkspace,
  type SkillClient,
  type SkillBooks,
  type RecordedEntry,
  type NewJournalEntry,
  type EntriesRecorded,
  type SkillJournalLine,
  type SkillAccount,
  type SkillFile,
  type SkillBankAccount,
  type SkillStatementLine,
  type SkillLedgerLine,
  type SkillContact,
  type StatementAdded,
  type NewStatementLine,
  type DefinedSkill,
  type SkillWorkstreams,
  type SkillTopics,
  type SkillJson,
  type SkillKnowledge,
  type SkillModel,
  type SkillIntents,
} from './sdk.ts'
export { skillSummaries, permissionCatalogue } from './catalogue.ts'
