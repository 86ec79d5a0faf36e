// node-oidc-provider's storage through our RecordStore port (embedded or MongoDB, the same shared suite), so grants,
// codes, refresh tokens and registrations survive restarts and are shared by every instance (issue 10 §2).
// - Record ids that are secrets (authorization codes, refresh and opaque access tokens, login sessions, interactions,
//   registration tokens) are stored as their SHA-256 digest, and the payload's copy of the id (`jti`) is dropped
//   (restored from the id a lookup presents);
//   clients and grants keep their ids (a client id is public; a grant id is in every access token).
// - consume is atomic: of two requests redeeming the same code or refresh token at once (on any instances), one wins;
//   the other is refused as a reuse and the grant is revoked, as oidc-provider does for a sequential reuse.
// - A registered client expires after OAUTH_UNUSED_CLIENT_DAYS unless a grant is made for it (then it is kept).
// - A store that does not answer (StoreUnavailableError: MongoDB stalled or unreachable) is the OAuth error
//   `temporarily_unavailable`, HTTP 503, instead of the library's 500 server_error; its description says whether
//   nothing was changed (no write was sent during this request: retry the same request) or a write may have been
//   applied (a code or refresh token may be spent). `trackStoreWrites` scopes that knowledge to one request.
import { AsyncLocalStorage } from 'node:async_hooks'
import { createHash } from 'node:crypto'
import { errors, type Adapter, type AdapterPayload } from 'oidc-provider'
import type { Clock } from '../lib/clock.ts'
import { StoreUnavailableError, type RecordStore } from '../store/ports/index.ts'

/** Seconds a client should wait before retrying after temporarily_unavailable. */
export const STORE_RETRY_AFTER_SECONDS = 2

const NOTHING_CHANGED =
  "The authorization server's storage did not answer in time; nothing was changed. Retry the same request."
const MAY_HAVE_CHANGED =
  "The authorization server's storage did not answer in time; part of this request may have been applied. " +
  'Retry it; if the code or refresh token is then refused, start the authorization again.'

/** The library's error for a store that does not answer: 503 temporarily_unavailable, shown to the client. */
export class TemporarilyUnavailable extends errors.OIDCProviderError {
  override readonly error_description: string
  readonly nothingChanged: boolean
  constructor(nothingChanged: boolean, cause: unknown) {
    super(503, 'temporarily_unavailable', { cause })
    this.expose = true
    this.nothingChanged = nothingChanged
    this.error_description = nothingChanged ? NOTHING_CHANGED : MAY_HAVE_CHANGED
  }
}

const writes = new AsyncLocalStorage<{ sent: boolean }>()

/** Runs one request of the library, noting whether it sent the store a write (the 503's description depends on it). */
export function trackStoreWrites<T>(fn: () => Promise<T>): Promise<T> {
  return writes.run({ sent: false }, fn)
}

/** A store call of the adapter: a write is noted before it is sent; a store without answer is TemporarilyUnavailable. */
async function storeCall<T>(write: boolean, fn: () => Promise<T>): Promise<T> {
  const request = writes.getStore()
  if (write && request) request.sent = true
  try {
    return await fn()
  } catch (e) {
    if (e instanceof StoreUnavailableError) throw new TemporarilyUnavailable(!(request?.sent ?? write), e)
    throw e
  }
}

const PUBLIC_IDS = new Set(['Client', 'Grant'])

export interface AdapterOptions {
  records: RecordStore
  clock: Clock
  unusedClientDays: number
}

export function recordAdapter(o: AdapterOptions): new (name: string) => Adapter {
  const key = (kind: string, id: string): string =>
    PUBLIC_IDS.has(kind) ? id : createHash('sha256').update(id).digest('base64url')
  const out = (
    _kind: string,
    id: string,
    r: { payload: Record<string, unknown>; consumedAt: Date | null } | null,
  ): AdapterPayload | undefined => {
    if (!r) return undefined
    const p: AdapterPayload = { ...r.payload }
    // Found by id: the id is the jti we dropped. Found by uid (a session's existence check): it stays unknown.
    if (id && r.payload.hadJti) p.jti = id
    delete (p as Record<string, unknown>).hadJti
    if (r.consumedAt) p.consumed = Math.floor(r.consumedAt.getTime() / 1000)
    return p
  }

  return class RecordAdapter implements Adapter {
    private readonly kind: string
    constructor(name: string) {
      this.kind = name
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const now = o.clock.now()
      const stored: Record<string, unknown> = { ...payload }
      if (!PUBLIC_IDS.has(this.kind) && stored.jti === id) {
        delete stored.jti
        stored.hadJti = true
      }
      let expiresAt = expiresIn ? new Date(now.getTime() + expiresIn * 1000) : null
      if (this.kind === 'Client' && !expiresAt) expiresAt = new Date(now.getTime() + o.unusedClientDays * 86_400_000)
      await storeCall(true, () =>
        o.records.upsert(
          {
            // A grant belongs to itself, so destroying a grant's records destroys the grant too.
            kind: this.kind,
            id: key(this.kind, id),
            payload: stored,
            grantId: this.kind === 'Grant' ? id : typeof payload.grantId === 'string' ? payload.grantId : null,
            uid: typeof payload.uid === 'string' ? payload.uid : null,
            userCode: typeof payload.userCode === 'string' ? payload.userCode : null,
            accountId: typeof payload.accountId === 'string' ? payload.accountId : null,
            expiresAt,
          },
          now,
        ),
      )
      // A client that obtained a grant is in use: it no longer expires.
      if (this.kind === 'Grant' && typeof payload.clientId === 'string') {
        const client = await storeCall(true, () => o.records.get('Client', payload.clientId as string, now))
        if (client?.expiresAt)
          await storeCall(true, () => o.records.upsert({ ...client, expiresAt: null }, client.createdAt))
      }
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return out(
        this.kind,
        id,
        await storeCall(false, () => o.records.get(this.kind, key(this.kind, id), o.clock.now())),
      )
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      const r = await storeCall(false, () => o.records.getByUid(this.kind, uid, o.clock.now()))
      return r ? out(this.kind, '', r) : undefined
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      const r = await storeCall(false, () => o.records.getByUserCode(this.kind, userCode, o.clock.now()))
      return r ? out(this.kind, '', r) : undefined
    }

    async consume(id: string): Promise<void> {
      const now = o.clock.now()
      if (await storeCall(true, () => o.records.consume(this.kind, key(this.kind, id), now))) return
      const r = await storeCall(false, () => o.records.get(this.kind, key(this.kind, id), now))
      if (r?.grantId) await storeCall(true, () => o.records.destroyByGrant(r.grantId!))
      throw new errors.InvalidGrant(
        `${this.kind === 'RefreshToken' ? 'refresh token' : 'authorization code'} already used`,
      )
    }

    async destroy(id: string): Promise<void> {
      await storeCall(true, () => o.records.destroy(this.kind, key(this.kind, id)))
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await storeCall(true, () => o.records.destroyByGrant(grantId))
    }
  }
}
