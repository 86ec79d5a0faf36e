// workpapers.review (audit_workpaper_review): an uploaded workpaper's footing, periods and sign-offs checked by rule
// (src/documents/); review notes only from a configured model.
import { defineSkill, documents } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

const signer = (s: { name: string | null; date: string | null; dateText: string | null } | null) =>
  s ? { name: s.name, date: s.date, date_text: s.dateText } : null

export default defineSkill<Input, Output>(async (input, ctx) => {
  const r = await documents.runReview('workpaper', input, ctx)
  return {
    ...documents.commonOutput(r),
    signoffs: (r.upload.analysis.signoffs ?? []).map((b) => ({
      table: b.table,
      preparer: signer(b.preparer),
      reviewer: signer(b.reviewer),
    })),
  }
})
