// contacts.import (import_contacts): a client's contacts added or replaced in one write (ctx.data books.saveContacts).
import { defineSkill } from '../../src/skill-runtime/sdk.ts'
import type { Input, Output } from './types.ts'

export default defineSkill<Input, Output>(async (input, ctx) => {
  const books = await ctx.data.books(input.client_id)
  const saved = await books.saveContacts(
    input.contacts.map((c) => ({
      ...(c.id ? { id: c.id } : {}),
      name: c.name,
      kind: c.kind ?? 'other',
      identifiers: c.identifiers ?? [],
      bank_account: c.bank_account ?? null,
      address: c.address ?? null,
      email: c.email ?? null,
    })),
  )
  return { saved: saved.length, contacts: saved, stub_fields: [], warnings: [] }
})
