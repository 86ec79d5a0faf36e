// Verifies `sk_` keys with a validator cache (5 minutes per key value, spec: Limits) that still honours
// revocation on the very next call, on every instance: each cache entry remembers the key's generation
// (store/ports/coordination.ts) read *before* the store lookup, and every hit compares it with the current
// one; revoke, flush-cache, rotate and PATCH bump it. Expiry is checked inline on every call, hits included.
import { AppError } from '../errors/index.ts'
import type { Clock } from '../lib/clock.ts'
import type { Logger } from '../lib/logger.ts'
import type { Coordination, Stores } from '../store/ports/index.ts'
import { isWellFormedKey, keyDigest } from './api-key-format.ts'

export interface VerifiedKey {
  keyId: string
  organizationId: string
  permissions: readonly string[]
  createdByUserId: string | null
  workspaceId: string | null
  rateLimitPerMinute: number | null
  expiresAtMs: number | null
}

interface Entry { key: VerifiedKey; generation: number; fetchedAtMs: number }

export interface KeyVerifierOptions {
  stores: Stores
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
      const generation = await this.generation(hit.key.keyId)
      if (generation !== null && generation === hit.generation) {
        this.checkExpiry(hit.key, now)
        this.touch(hit.key.keyId, now)
        return hit.key
      }
    }
    return this.load(digest, now)
  }

  private async generation(keyId: string): Promise<number | null> {
    try {
      return await this.o.coordination.keyGenerations.current(keyId)
    } catch (err) {
      // Coordination unreachable: do not trust the cache; the store decides.
      this.o.logger.warn({ err: (err as Error).message }, 'key generation check failed; verifying against the store')
      return null
    }
  }

  private async load(digest: string, now: number): Promise<VerifiedKey> {
    const identity = await this.o.stores.identityKeys.findByDigest(digest)
    if (!identity) { this.drop(digest); throw invalid() }
    const generation = await this.generation(identity.id)
    // Read the store again only when the generation might have moved between the two reads above;
    // reading it first and the generation second is safe because revocation writes the store before bumping.
    const [fresh, mirror] = await Promise.all([
      this.o.stores.identityKeys.get(identity.id),
      this.o.stores.keyMirror.get(identity.id),
    ])
    if (!fresh || fresh.revokedAt || mirror?.revokedAt) { this.drop(digest); throw invalid() }
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
    if (generation !== null) this.remember(digest, { key, generation, fetchedAtMs: now })
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

  /** Drops this instance's cache entry for a key; other instances notice the bumped generation. */
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
    const p = this.o.stores.identityKeys.touchLastUsed(keyId, new Date(now))
      .catch((err: unknown) => this.o.logger.warn({ err: (err as Error).message, key_id: keyId }, 'could not record last_used_at'))
      .finally(() => this.pendingTouches.delete(p))
    this.pendingTouches.add(p)
  }

  /** Waits for last_used_at writes in flight (graceful shutdown). */
  async flush(): Promise<void> {
    await Promise.all([...this.pendingTouches])
  }
}
