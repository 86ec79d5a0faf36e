// Verifies `sk_` keys with a validator cache (5 minutes per key value, spec: Limits) that still honours
// revocation on the very next call, on every instance, and through any loss of Redis state: each cache entry
// remembers the key's stamp (store/ports/coordination.ts: the coordination epoch plus the key's generation) read
// *before* the store lookup, and a hit is trusted only while the current stamp is the same; revoke, flush-cache,
// rotate and PATCH replace the generation after writing the store. Why that is enough:
// - a change written to the store before our stamp read is seen by our store read that follows it;
// - a change bumped after our stamp read gives the key a new generation, so the next hit re-validates;
// - generations are random and never reused, and a missing one reads as a fresh one: Redis losing a key (FLUSHALL,
//   eviction, a restart without persistence) can only cause a re-validation, never revive a stale entry; a new
//   Redis connection is a new epoch, so a restart from an older snapshot ends every entry checked before it;
// - with coordination unreachable nothing is trusted or cached: the store decides every call.
// A mismatching hit re-validates with the stamp it just read (already read before the store lookup), so a hit
// costs one Redis round trip and a re-validation no more. Expiry is checked inline on every call, hits included.
// Keys still being issued (pending) are invisible to the store reads here, so they are refused like unknown ones.
import { AppError } from '../errors/index.ts'
import type { Clock } from '../lib/clock.ts'
import type { Logger } from '../lib/logger.ts'
import type { Coordination, KeyStamp, Stores } from '../store/ports/index.ts'
import { isWellFormedKey, KEY_LENGTH, keyDigest } from './api-key-format.ts'

export interface VerifiedKey {
  keyId: string
  organizationId: string
  permissions: readonly string[]
  createdByUserId: string | null
  workspaceId: string | null
  rateLimitPerMinute: number | null
  expiresAtMs: number | null
}

interface Entry {
  key: VerifiedKey
  stamp: KeyStamp
  fetchedAtMs: number
}

const same = (a: KeyStamp, b: KeyStamp): boolean => a.epoch === b.epoch && a.generation === b.generation

export interface KeyVerifierOptions {
  stores: Pick<Stores, 'identityKeys' | 'keyMirror'>
  coordination: Coordination
  clock: Clock
  logger: Logger
  ttlSeconds: number
  lastUsedDebounceSeconds: number
  maxEntries?: number
}

const invalid = () => new AppError('invalid_token')

export class KeyVerifier {
  private readonly cache = new Map<string, Entry>() // digest -> entry
  private readonly digestsByKey = new Map<string, string>()
  private readonly lastTouched = new Map<string, number>()
  private readonly pendingTouches = new Set<Promise<void>>()
  private readonly o: KeyVerifierOptions
  private readonly maxEntries: number

  constructor(o: KeyVerifierOptions) {
    this.o = o
    this.maxEntries = o.maxEntries ?? 50_000
  }

  async verify(value: string): Promise<VerifiedKey> {
    if (!isWellFormedKey(value)) throw invalid()
    const digest = keyDigest(value)
    const now = this.o.clock.nowMs()
    const hit = this.cache.get(digest)
    if (hit && now - hit.fetchedAtMs < this.o.ttlSeconds * 1000) {
      const stamp = await this.stamp(hit.key.keyId)
      if (stamp && same(stamp, hit.stamp)) {
        this.checkExpiry(hit.key, now)
        this.touch(hit.key.keyId, now)
        return hit.key
      }
      return this.load(digest, now, { keyId: hit.key.keyId, stamp })
    }
    return this.load(digest, now)
  }

  /**
   * verify's cache hit without a promise, where coordination reads a stamp without I/O (in-process): the key when its
   * entry is fresh and its stamp unchanged (expiry and last_used_at as verify does them); null when verify must run
   * (a miss, a changed stamp, an expired or malformed key, a coordination that needs a round trip). Never throws.
   */
  verifyNow(value: string): VerifiedKey | null {
    const generations = this.o.coordination.keyGenerations
    // Only well-formed keys are ever cached, so the digest of any other value misses: the shape and checksum checks
    // verify makes first are not needed here; the length check keeps a long bearer from being hashed.
    if (!generations.currentNow || value.length !== KEY_LENGTH) return null
    const now = this.o.clock.nowMs()
    const hit = this.cache.get(keyDigest(value))
    if (!hit || now - hit.fetchedAtMs >= this.o.ttlSeconds * 1000) return null
    if (hit.key.expiresAtMs !== null && hit.key.expiresAtMs <= now) return null
    let stamp: KeyStamp
    try {
      stamp = generations.currentNow(hit.key.keyId)
    } catch {
      return null
    }
    if (!same(stamp, hit.stamp)) return null
    this.touch(hit.key.keyId, now)
    return hit.key
  }

  /** The key's current stamp, or null when coordination cannot be reached (then nothing is trusted or cached). */
  private async stamp(keyId: string): Promise<KeyStamp | null> {
    try {
      return await this.o.coordination.keyGenerations.current(keyId)
    } catch (err) {
      this.o.logger.warn({ err: (err as Error).message }, 'key generation check failed; verifying against the store')
      return null
    }
  }

  /** `read`: a stamp already read (before this store lookup) for the key the cache entry was about. */
  private async load(
    digest: string,
    now: number,
    read?: { keyId: string; stamp: KeyStamp | null },
  ): Promise<VerifiedKey> {
    const identity = await this.o.stores.identityKeys.findByDigest(digest)
    if (!identity) {
      this.drop(digest)
      throw invalid()
    }
    const stamp = read && read.keyId === identity.id ? read.stamp : await this.stamp(identity.id)
    // The stamp must be read before the store reads that decide: findByDigest above may predate it, so read again.
    const [fresh, mirror] = await Promise.all([
      this.o.stores.identityKeys.get(identity.id),
      this.o.stores.keyMirror.get(identity.id),
    ])
    if (!fresh || fresh.revokedAt || mirror?.revokedAt) {
      this.drop(digest)
      throw invalid()
    }
    const key: VerifiedKey = {
      keyId: fresh.id,
      organizationId: fresh.organizationId,
      permissions: Object.freeze([...fresh.permissions]),
      createdByUserId: mirror?.createdByUserId ?? null,
      workspaceId: mirror?.workspaceId ?? null,
      rateLimitPerMinute: mirror?.rateLimitPerMinute ?? null,
      expiresAtMs: mirror?.expiresAt ? mirror.expiresAt.getTime() : null,
    }
    this.checkExpiry(key, now)
    if (stamp) this.remember(digest, { key, stamp, fetchedAtMs: now })
    else this.drop(digest)
    this.touch(key.keyId, now)
    return key
  }

  private checkExpiry(key: VerifiedKey, now: number): void {
    if (key.expiresAtMs !== null && key.expiresAtMs <= now) throw invalid()
  }

  private remember(digest: string, entry: Entry): void {
    if (this.cache.size >= this.maxEntries) {
      const oldest = this.cache.keys().next().value
      if (oldest !== undefined) this.drop(oldest)
    }
    this.cache.delete(digest)
    this.cache.set(digest, entry)
    this.digestsByKey.set(entry.key.keyId, digest)
  }

  private drop(digest: string): void {
    const e = this.cache.get(digest)
    this.cache.delete(digest)
    if (e) this.digestsByKey.delete(e.key.keyId)
  }

  /** Drops this instance's cache entry for a key; other instances notice the new generation. */
  invalidateLocal(keyId: string): void {
    const d = this.digestsByKey.get(keyId)
    if (d) this.drop(d)
  }

  /** last_used_at: written at most once per debounce interval per key per instance, off the request path. */
  private touch(keyId: string, now: number): void {
    const last = this.lastTouched.get(keyId)
    if (last !== undefined && now - last < this.o.lastUsedDebounceSeconds * 1000) return
    this.lastTouched.set(keyId, now)
    if (this.lastTouched.size > this.maxEntries) this.lastTouched.delete(this.lastTouched.keys().next().value!)
    const p = this.o.stores.identityKeys
      .touchLastUsed(keyId, new Date(now))
      .catch((err: unknown) =>
        this.o.logger.warn({ err: (err as Error).message, key_id: keyId }, 'could not record last_used_at'),
      )
      .finally(() => this.pendingTouches.delete(p))
    this.pendingTouches.add(p)
  }

  /** Waits for last_used_at writes in flight (graceful shutdown). */
  async flush(): Promise<void> {
    await Promise.all([...this.pendingTouches])
  }
}
