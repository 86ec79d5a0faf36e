import { describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock.ts'
import { createLogger } from '../lib/logger.ts'
import { openEmbeddedStores } from '../store/embedded/index.ts'
import { RecordSweeper } from './record-sweeper.ts'

describe('the record sweeper', () => {
  it('deletes what has expired and nothing else', async () => {
    const stores = openEmbeddedStores(':memory:')
    const clock = new ManualClock(new Date('2026-06-01T00:00:00Z'))
    const base = { kind: 'SignInLink', payload: {}, grantId: null, uid: null, userCode: null, accountId: null }
    await stores.records.upsert({ ...base, id: 'old', expiresAt: new Date('2026-06-01T00:10:00Z') }, clock.now())
    await stores.records.upsert({ ...base, id: 'new', expiresAt: new Date('2026-06-01T01:00:00Z') }, clock.now())
    await stores.records.upsert({ ...base, id: 'forever', expiresAt: null }, clock.now())
    const sweeper = new RecordSweeper({ stores, clock, logger: createLogger('silent') })
    expect(await sweeper.runOnce()).toBe(0)
    clock.advance(30 * 60_000)
    expect(await sweeper.runOnce()).toBe(1)
    clock.advance(10 * 3_600_000)
    expect(await sweeper.runOnce()).toBe(1)
    expect(await stores.records.get('SignInLink', 'forever', clock.now())).not.toBeNull()
    await stores.close()
  })
})
