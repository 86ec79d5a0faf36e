// Signing keys: one per rotation period, shared by every instance through the store, sealed there, published with
// the previous and next periods' keys (rotation with overlap); time is injected.
import { describe, expect, it } from 'vitest'
import { SignJWT, createLocalJWKSet, importJWK, jwtVerify } from 'jose'
import { ManualClock } from '../lib/clock.ts'
import { Sealer } from '../lib/seal.ts'
import { openEmbeddedStores } from '../store/embedded/index.ts'
import { SigningKeys } from './signing-keys.ts'

const DAY = 86_400_000

describe('signing keys', () => {
  it('gives every instance the same keys, signs with the current period and publishes its neighbours', async () => {
    const stores = openEmbeddedStores(':memory:')
    const sealer = new Sealer('a-seal-secret-for-tests-only-0123456789')
    const clock = new ManualClock(new Date('2026-06-01T00:00:00Z'))
    const a = new SigningKeys({ stores, sealer, clock, rotationDays: 30 })
    const b = new SigningKeys({ stores, sealer, clock, rotationDays: 30 })
    const [sa, sb] = await Promise.all([a.current(), b.current()])
    expect(sa.privateJwks).toEqual(sb.privateJwks)
    const p = a.period()
    expect(sa.privateJwks.map((k) => k.kid)).toEqual([`rs256-${p}`, `rs256-${p - 1}`, `rs256-${p + 1}`])
    for (const k of sa.publicJwks) expect(k.d).toBeUndefined()
    // Sealed at rest: the private exponent is not in the store.
    const stored = await stores.settings.getOrInsert(`oauth_signing_key_${p}`, 'x')
    expect(stored).not.toContain(String(sa.privateJwks[0]!.d))

    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: sa.privateJwks[0]!.kid! })
      .setExpirationTime(Math.floor(clock.nowMs() / 1000) + 3600)
      .sign(await importJWK(sa.privateJwks[0]!, 'RS256'))
    clock.advance(30 * DAY)
    const next = await a.current()
    expect(next.period).toBe(p + 1)
    expect(next.privateJwks[0]).toEqual(sa.privateJwks[2]) // the published next key now signs
    expect(next.privateJwks[1]).toEqual(sa.privateJwks[0]) // the old one still verifies
    await expect(
      jwtVerify(token, createLocalJWKSet({ keys: next.publicJwks }), {
        currentDate: new Date(clock.nowMs() - 30 * DAY),
      }),
    ).resolves.toBeTruthy()
    clock.advance(30 * DAY)
    expect((await a.current()).publicJwks.map((k) => k.kid)).not.toContain(`rs256-${p}`)
    await stores.close()
  })
})
