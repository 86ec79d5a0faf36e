// journal.record (record_journal_entry): one balanced journal entry into a client's books. The rules (double entry,
// currency, accounts, lock date) live with the books (src/books/journal.ts) and run inside ctx.data; this handler
// only names the client and hands the entry over.
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const books = await ctx.data.books(input.client_id)
  const entry = await books.recordEntry({
    date: input.date,
    narration: input.narration,
    reference: input.reference ?? null,
    contact_id: input.contact_id ?? null,
    lines: input.lines,
  })
  return { entry, stub_fields: [], warnings: [] }
})
