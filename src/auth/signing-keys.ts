// The authorization server's RS256 signing keys (issue 10 §2: "signing keys kept in the store and rotated with
// overlap"). Time is cut into rotation periods; period p has one key, created by the first instance that needs it
// (SettingsStore.getOrInsert: first writer wins, so every instance holds the same key) and stored sealed. At any
// time the service signs with the current period's key and publishes the previous, current and next periods' keys:
// a client or resource server that cached the key set before a rotation already knows the next key, and tokens
// signed just before a rotation still verify after it (a period is far longer than a token's lifetime).
import { exportJWK, generateKeyPair, type JWK } from 'jose'
import type { Clock } from '../lib/clock.ts'
import type { Sealer } from '../lib/seal.ts'
import type { Stores } from '../store/ports/index.ts'

export interface SigningKeySet {
  /** The period the set was built for. */
  period: number
  /** Private JWKs, the signing key first (kid, alg RS256, use sig). */
  privateJwks: JWK[]
  /** The same keys, public parts only (what is published and what tokens are checked against). */
  publicJwks: JWK[]
}

export interface SigningKeysOptions {
  stores: Pick<Stores, 'settings'>
  sealer: Pick<Sealer, 'seal' | 'open'>
  clock: Clock
  rotationDays: number
}

const PUBLIC_FIELDS = ['kty', 'n', 'e', 'kid', 'alg', 'use'] as const

export class SigningKeys {
  private readonly o: SigningKeysOptions
  private cached: Promise<SigningKeySet> | null = null
  private cachedPeriod = -1
  constructor(o: SigningKeysOptions) {
    this.o = o
  }

  period(at = this.o.clock.nowMs()): number {
    return Math.floor(at / (this.o.rotationDays * 86_400_000))
  }

  /** The key set of the current period (built once per period per instance). */
  current(): Promise<SigningKeySet> {
    const p = this.period()
    if (this.cached && this.cachedPeriod === p) return this.cached
    this.cachedPeriod = p
    this.cached = this.build(p)
    this.cached.catch(() => {
      if (this.cachedPeriod === p) this.cached = null
    })
    return this.cached
  }

  private async build(p: number): Promise<SigningKeySet> {
    const [current, previous, next] = await Promise.all([this.keyOf(p), this.keyOf(p - 1), this.keyOf(p + 1)])
    const privateJwks = [current, previous, next]
    return { period: p, privateJwks, publicJwks: privateJwks.map(publicPart) }
  }

  private async keyOf(p: number): Promise<JWK> {
    const candidate = async (): Promise<string> => {
      const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true })
      const jwk = await exportJWK(privateKey)
      return this.o.sealer.seal(JSON.stringify({ ...jwk, kid: `rs256-${p}`, alg: 'RS256', use: 'sig' }))
    }
    // The settings port only offers first-writer-wins, so each instance brings a candidate (three RSA key
    // generations when a set is built, once a period); all but the first are discarded.
    const sealed = await this.o.stores.settings.getOrInsert(`oauth_signing_key_${p}`, await candidate())
    return JSON.parse(this.o.sealer.open(sealed)) as JWK
  }
}

export function publicPart(jwk: JWK): JWK {
  const out: JWK = {}
  for (const f of PUBLIC_FIELDS) if (jwk[f] !== undefined) (out as Record<string, unknown>)[f] = jwk[f]
  return out
}
