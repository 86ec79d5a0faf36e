// compliance.review (review_compliance): an uploaded document checked for the required items the caller lists, its
// totals and its periods (src/documents/); the assessment against the framework only from a configured model.
import { defineSkill, documents } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const r = await documents.runReview('compliance', input, ctx)
  return {
    ...documents.commonOutput(r),
    required_items: (r.upload.analysis.requiredItems ?? []).map((i) => ({
      item: i.item,
      present: i.present,
      location: i.location,
    })),
  }
})
