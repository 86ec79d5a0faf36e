// POST /api/v1/connect-keys/{key_id}/flush-cache: the next bearer call with the key re-validates, on every
// instance (otherwise validator results are cached five minutes per key value). Redis must answer first (else
// 503); the flush is recorded in the store and propagated like any key change (key-changes.ts).
import { requireAllPermissions, type Principal } from '../auth/index.ts'
import type { KeysDeps } from './deps.ts'
import { newMark, propagate, requireCoordination } from './key-changes.ts'
import { findOwnKey } from './merged-view.ts'

export async function flushKeyCache(d: KeysDeps, p: Principal, keyId: string): Promise<void> {
  requireAllPermissions(p)
  const k = await findOwnKey(d, p, keyId)
  await requireCoordination(d)
  const mark = newMark(d)
  await d.stores.identityKeys.markForInvalidation(k.id, mark)
  await propagate(d, k.id, mark, d.stores.identityKeys)
}
