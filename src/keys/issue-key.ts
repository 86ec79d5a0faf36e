// Issuing a key in two phases, so that the caller never sees a half-created key (spec: API key states, "mirror
// insert fails → none; the just-created key is deleted"), whatever fails, a crash included:
// 1. stageKey: the identity record is inserted *pending* (refused by the verifier, invisible to every read), then
//    the mirror row with its api_key.created event (transactional outbox).
// 2. activateKey: the pending flag is cleared. This is the commit point: only now can the key authenticate, and
//    only after it does the caller get the value. Rotation writes the old key's new expiry between the two phases.
// Any failure before the commit point discards the key (discardIssued); a process that dies there leaves a
// pending record, which authenticates nothing and which the reaper discards once it is PENDING_MAX_AGE old.
import { AppError } from '../errors/index.ts'
import { generateKeyValue, keyDigest, obfuscateKey } from '../auth/index.ts'
import type { IdentityKey, KeyMirrorRow } from '../store/ports/index.ts'
import { outboxEvent } from '../webhooks/index.ts'
import type { KeysDeps } from './deps.ts'
import { mergedView, type ConnectKey } from './merged-view.ts'

/**
 * A pending key older than this is a leftover (its request failed or its process died) and is discarded by the
 * reaper. Far longer than any create can take: an activation arriving after the discard finds no record and fails.
 */
export const PENDING_MAX_AGE_SECONDS = 10 * 60

export interface IssueOptions {
  name: string
  permissions: string[]
  organizationId: string
  mirror: Omit<KeyMirrorRow, 'keyId' | 'organizationId' | 'name' | 'createdAt' | 'updatedAt' | 'revokedAt'>
}

export interface StagedKey {
  id: string
  organizationId: string
  name: string
  /** The response, shown only once the key is active. */
  response: ConnectKey & { value: string }
}

const failed = (err: unknown) => new AppError('internal_error', undefined, { cause: err })

/** Phase one. Throws 500 (having discarded what it wrote) when the mirror row cannot be written. */
export async function stageKey(d: KeysDeps, o: IssueOptions): Promise<StagedKey> {
  const now = d.clock.now()
  const value = (d.generateValue ?? generateKeyValue)()
  const id = d.ids.id('key')
  const identity: IdentityKey = {
    id,
    organizationId: o.organizationId,
    name: o.name,
    digest: keyDigest(value),
    obfuscatedValue: obfuscateKey(value),
    permissions: o.permissions,
    createdAt: now,
    updatedAt: now,
    lastUsedAt: null,
    revokedAt: null,
  }
  await d.stores.identityKeys.insert(identity, { pending: true })
  const row: KeyMirrorRow = {
    ...o.mirror,
    keyId: id,
    organizationId: o.organizationId,
    name: null,
    revokedAt: null,
    createdAt: now,
    updatedAt: now,
  }
  const staged: StagedKey = {
    id,
    organizationId: o.organizationId,
    name: o.name,
    response: { ...mergedView(identity, row), value },
  }
  // api_key.created is recorded in the same write as the mirror row (transactional outbox).
  const created = outboxEvent(d.ids, d.clock, o.organizationId, 'api_key.created', {
    id,
    name: o.name,
    created_at: now.toISOString(),
  })
  try {
    await d.stores.keyMirror.insert(row, [created])
  } catch (err) {
    d.logger.error({ err: (err as Error).message, key_id: id }, 'mirror insert failed; discarding the just-created key')
    await discardQuietly(d, staged)
    throw failed(err)
  }
  return staged
}

/** Phase two, the commit point. Throws 500 (having discarded the key) when the key did not become active. */
export async function activateKey(d: KeysDeps, staged: StagedKey): Promise<ConnectKey & { value: string }> {
  let active = false
  let cause: unknown = new Error('the pending key was gone (discarded) before its activation')
  try {
    active = await d.stores.identityKeys.activate(staged.id)
  } catch (err) {
    cause = err
  }
  if (!active) {
    d.logger.error(
      { err: (cause as Error).message, key_id: staged.id },
      'key activation failed; discarding the just-created key',
    )
    await discardQuietly(d, staged)
    d.onEvents?.()
    throw failed(cause)
  }
  d.onEvents?.()
  return staged.response
}

/** Both phases: the key is active and its value returned, or nothing usable exists and this throws. */
export async function issueKey(d: KeysDeps, o: IssueOptions): Promise<ConnectKey & { value: string }> {
  return activateKey(d, await stageKey(d, o))
}

/**
 * Makes sure a key whose issuing did not finish can never be used, and that the records say so: the pending
 * record is deleted; a mirror row, if one was written (and with it api_key.created), is revoked with
 * api_key.deleted. `by: 'request'` (the failing request, which will not show the value): a key that was activated
 * after all (its reply lost) is revoked instead of deleted. `by: 'reaper'`: a key no longer pending was activated
 * by its request, which may have shown it: left alone. Returns false only then. Idempotent.
 */
export async function discardIssued(
  d: KeysDeps,
  k: { id: string; organizationId: string; name: string },
  by: 'request' | 'reaper',
): Promise<boolean> {
  const now = d.clock.now()
  if (!(await d.stores.identityKeys.deletePending(k.id))) {
    if (by === 'reaper') return false
    await d.stores.identityKeys.revoke(k.id, now)
  }
  const deleted = outboxEvent(d.ids, d.clock, k.organizationId, 'api_key.deleted', { id: k.id, name: k.name })
  if (await d.stores.keyMirror.markRevoked(k.id, now, [deleted])) d.onEvents?.()
  return true
}

async function discardQuietly(d: KeysDeps, k: StagedKey): Promise<void> {
  try {
    await discardIssued(d, k, 'request')
  } catch (err) {
    // The key is still pending (refused everywhere) or already gone: the reaper finishes the job.
    d.logger.error(
      { err: (err as Error).message, key_id: k.id },
      'could not discard the just-created key; the reaper will',
    )
  }
}
