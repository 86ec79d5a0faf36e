// Runs the shared port suites against a real MongoDB-compatible server (CI: mongo-java-server, see .ci/).
// Each open() gets its own random database, dropped on close. With REQUIRE_SERVERS=1 a missing URL fails.
import { randomBytes } from 'node:crypto'
import { MongoClient } from 'mongodb'
import { describe, expect, it } from 'vitest'
import { storeSuites } from '../suites/index.ts'
import { mirrorRow, outboxEvent, uid } from '../suites/helpers.ts'
import type { Stores } from '../ports/index.ts'
import { openMongoStores } from './index.ts'

const url = process.env.TEST_MONGODB_URL || process.env.MONGODB_URL || undefined

async function dropDatabase(dbName: string): Promise<void> {
  if (!url) return
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 5000 })
  try {
    await client.db(dbName).dropDatabase()
  } catch {
    // best effort: the database name is random and the CI server is in-memory
  } finally {
    await client.close().catch(() => {})
  }
}

async function openFresh(): Promise<Stores> {
  if (!url) throw new Error('no MongoDB URL')
  const dbName = `skc_test_${randomBytes(6).toString('hex')}`
  const stores = await openMongoStores(url, dbName)
  return {
    ...stores,
    async close() {
      await stores.close()
      await dropDatabase(dbName)
    },
  }
}

if (url) {
  describe('mongo store', () => {
    storeSuites(openFresh)
  })

  describe('mongo store: outbox relay', () => {
    it('carries events in the changed document, then moves them to webhook_events and empties the carrier', async () => {
      const dbName = `skc_test_${randomBytes(6).toString('hex')}`
      const stores = await openMongoStores(url, dbName)
      const client = new MongoClient(url, { serverSelectionTimeoutMS: 5000 })
      try {
        const raw = client.db(dbName).collection<{ _id: string; _outbox?: { id: string }[] }>('key_mirror')
        const org = uid('org')
        const keyId = uid('key')
        const created = outboxEvent(org, { createdAt: new Date('2026-01-01T00:00:00Z') })
        const revoked = outboxEvent(org, { type: 'api_key.revoked', createdAt: new Date('2026-01-02T00:00:00Z') })
        await stores.keyMirror.insert(mirrorRow(keyId, org), [created])
        expect(await stores.keyMirror.markRevoked(keyId, new Date('2026-01-02T00:00:00Z'), [revoked])).toBe(true)
        expect((await raw.findOne({ _id: keyId }))?._outbox?.map((e) => e.id)).toEqual([created.id, revoked.id])
        expect((await raw.indexes()).some((i) => i.name === 'outbox')).toBe(true)
        expect((await stores.webhookEvents.pending(100)).map((e) => e.id)).toEqual([created.id, revoked.id])
        expect((await raw.findOne({ _id: keyId }))?._outbox).toEqual([])
      } finally {
        await stores.close()
        await client.close()
        await dropDatabase(dbName)
      }
    })
  })
} else if (process.env.REQUIRE_SERVERS === '1') {
  describe('mongo store', () => {
    it('has a server to run against', () => {
      throw new Error('MongoDB suite required but TEST_MONGODB_URL/MONGODB_URL not set')
    })
  })
} else {
  console.log(
    'mongo store suite skipped: TEST_MONGODB_URL/MONGODB_URL not set (set REQUIRE_SERVERS=1 to make this an error)',
  )
  describe.skip('mongo store', () => {
    storeSuites(openFresh)
  })
}
