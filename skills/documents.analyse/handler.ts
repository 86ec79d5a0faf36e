// documents.analyse (analyse_document): an uploaded PDF, XLSX or CSV read (src/documents/), with its totals footed and
// its periods compared; summary and observations only from a configured model.
import { defineSkill, documents } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) =>
  documents.commonOutput(await documents.runReview('analyse', input, ctx)),
)
