// `npm run admin -- knowledge import <file|dir>`: checks every document first (nothing is written when one is bad),
// then upserts them all by id into the shared store, where every instance's index picks them up on its next refresh.
import type { Clock } from '../lib/clock.ts'
import type { KnowledgeStore } from '../store/ports/index.ts'
import { readDocuments } from './documents.ts'

export async function importDocuments(
  store: KnowledgeStore,
  clock: Clock,
  target: string,
): Promise<{ imported: number; ids: string[]; total: number }> {
  const docs = readDocuments(target)
  const at = clock.now()
  await store.upsert(docs.map((d) => ({ ...d, updatedAt: at })))
  return { imported: docs.length, ids: docs.map((d) => d.id), total: (await store.stamp()).count }
}
