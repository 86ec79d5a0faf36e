// Runs the shared port suites against a real MongoDB-compatible server (CI: mongo-java-server, see .ci/).
// Each open() gets its own random database, dropped on close. With REQUIRE_SERVERS=1 a missing URL fails.
import { randomBytes } from 'node:crypto'
import { MongoClient } from 'mongodb'
import { describe, it } from 'vitest'
import { storeSuites } from '../suites/index.ts'
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
} else if (process.env.REQUIRE_SERVERS === '1') {
  describe('mongo store', () => {
    it('has a server to run against', () => {
      throw new Error('MongoDB suite required but TEST_MONGODB_URL/MONGODB_URL not set')
    })
  })
} else {
  console.log('mongo store suite skipped: TEST_MONGODB_URL/MONGODB_URL not set (set REQUIRE_SERVERS=1 to make this an error)')
  describe.skip('mongo store', () => {
    storeSuites(openFresh)
  })
}
