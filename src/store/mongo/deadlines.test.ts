// Deadlines and error mapping of the MongoDB stores, without a server (the stalled-server behaviour end to end is
// stall.test.ts): which driver errors mean "unavailable" (never a duplicate key or a validation error), that a call
// ends at its deadline whatever the driver does, and that each operation gets the signal and maxTimeMS.
import {
  MongoClient,
  MongoNetworkError,
  MongoNetworkTimeoutError,
  MongoOperationTimeoutError,
  MongoServerError,
  MongoServerSelectionError,
  type Db,
} from 'mongodb'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { DuplicateError, StoreUnavailableError } from '../ports/index.ts'
import {
  DEFAULT_MONGO_TIMEOUTS,
  clientTimeoutOptions,
  deadlineDb,
  unavailableFrom,
  withDeadlines,
  withinDeadline,
} from './deadlines.ts'

const serverError = (code: number) => new MongoServerError({ message: `server error ${code}`, code })

describe('unavailableFrom', () => {
  it('maps timeouts and unreachable servers, keeping the driver error as the cause', () => {
    const timeout = new MongoNetworkTimeoutError('connection 3 to 127.0.0.1:27017 timed out')
    expect(unavailableFrom(timeout)).toMatchObject({ name: 'StoreUnavailableError', reason: 'timeout', cause: timeout })
    expect(unavailableFrom(new MongoOperationTimeoutError('Timed out'))?.reason).toBe('timeout')
    expect(unavailableFrom(serverError(50))?.reason).toBe('timeout') // MaxTimeMSExpired
    expect(unavailableFrom(new MongoNetworkError('connection refused'))?.reason).toBe('unreachable')
    expect(
      unavailableFrom(new MongoServerSelectionError('Server selection timed out after 3000 ms', {} as never))?.reason,
    ).toBe('unreachable')
    expect(unavailableFrom(serverError(91))?.reason).toBe('unreachable') // ShutdownInProgress
    expect(unavailableFrom(serverError(10107))?.reason).toBe('unreachable') // NotWritablePrimary
  })

  it('never maps a refusal by the server or an error of ours', () => {
    expect(unavailableFrom(serverError(11000))).toBeNull() // duplicate key
    expect(unavailableFrom(serverError(121))).toBeNull() // document validation failed
    expect(unavailableFrom(serverError(2))).toBeNull() // BadValue
    expect(unavailableFrom(new DuplicateError('identity key'))).toBeNull()
    expect(unavailableFrom(new TypeError('x is undefined'))).toBeNull()
    expect(unavailableFrom('a string')).toBeNull()
  })
})

describe('withinDeadline', () => {
  it('answers at the deadline when the work never settles', async () => {
    const t0 = performance.now()
    await expect(withinDeadline(150, () => new Promise(() => undefined))).rejects.toMatchObject({
      name: 'StoreUnavailableError',
      reason: 'timeout',
    })
    expect(performance.now() - t0).toBeLessThan(1000)
  })

  it('passes results and refusals through unchanged and maps driver errors', async () => {
    expect(await withinDeadline(1000, async () => 42)).toBe(42)
    const dup = new DuplicateError('user')
    await expect(
      withinDeadline(1000, async () => {
        throw dup
      }),
    ).rejects.toBe(dup)
    const e11000 = serverError(11000)
    await expect(
      withinDeadline(1000, async () => {
        throw e11000
      }),
    ).rejects.toBe(e11000)
    await expect(
      withinDeadline(1000, async () => {
        throw new MongoNetworkError('reset')
      }),
    ).rejects.toBeInstanceOf(StoreUnavailableError)
  })

  it('stops a real driver call at the deadline (server selection towards a closed port would wait 10 s)', async () => {
    const client = new MongoClient('mongodb://127.0.0.1:1/?directConnection=true', { serverSelectionTimeoutMS: 10_000 })
    try {
      const col = deadlineDb(client.db('x')).collection('y')
      const t0 = performance.now()
      await expect(withinDeadline(200, () => col.findOne({}))).rejects.toMatchObject({
        name: 'StoreUnavailableError',
        reason: 'timeout',
      })
      expect(performance.now() - t0).toBeLessThan(1500)
    } finally {
      await client.close()
    }
  })

  it('reports a driver that gives up first as unreachable', async () => {
    const client = new MongoClient('mongodb://127.0.0.1:1/?directConnection=true', { serverSelectionTimeoutMS: 100 })
    try {
      const col = deadlineDb(client.db('x')).collection('y')
      await expect(withinDeadline(5000, () => col.insertOne({}))).rejects.toMatchObject({
        name: 'StoreUnavailableError',
        reason: 'unreachable',
      })
    } finally {
      await client.close()
    }
  })
})

describe('deadlineDb', () => {
  function recordingDb() {
    const calls: { method: string; args: unknown[] }[] = []
    const col = new Proxy(
      {},
      {
        get:
          (_t, method) =>
          (...args: unknown[]) => {
            calls.push({ method: String(method), args })
            return Promise.resolve(null)
          },
      },
    )
    return { calls, db: deadlineDb({ collection: () => col } as unknown as Db) }
  }

  it('hands every operation of a store call the signal and the time left as maxTimeMS, keeping its own options', async () => {
    const { calls, db } = recordingDb()
    const col = db.collection('c')
    await withinDeadline(2000, async () => {
      await col.findOne({ _id: 'a' } as never)
      await col.updateOne({ _id: 'a' } as never, { $set: { v: 1 } }, { upsert: true })
      await col.find({}).toArray?.()
    })
    expect(calls.map((c) => c.method)).toEqual(['findOne', 'updateOne', 'find'])
    for (const [i, at] of [
      [0, 1],
      [1, 2],
      [2, 1],
    ] as const) {
      const options = calls[i]!.args[at] as { signal: AbortSignal; maxTimeMS: number; upsert?: boolean }
      expect(options.signal).toBeInstanceOf(AbortSignal)
      expect(options.maxTimeMS).toBeGreaterThan(0)
      expect(options.maxTimeMS).toBeLessThanOrEqual(2000)
    }
    expect(calls[1]!.args[2]).toMatchObject({ upsert: true })
  })

  it('leaves calls outside a store call alone', async () => {
    const { calls, db } = recordingDb()
    await db.collection('c').findOne({ _id: 'a' } as never)
    expect(calls[0]!.args).toEqual([{ _id: 'a' }])
  })

  it('wraps every method of a store', async () => {
    const store = withDeadlines(
      { slow: () => new Promise<never>(() => undefined), fast: async (x: number) => x * 2 },
      100,
    )
    expect(await store.fast(21)).toBe(42)
    await expect(store.slow()).rejects.toBeInstanceOf(StoreUnavailableError)
  })
})

describe('timeouts', () => {
  it('the documented configuration defaults are the adapter defaults, and every driver wait is bounded', () => {
    const c = loadConfig({})
    expect({ operationMs: c.mongodbTimeoutMs, connectMs: c.mongodbConnectTimeoutMs }).toEqual(DEFAULT_MONGO_TIMEOUTS)
    expect(clientTimeoutOptions(DEFAULT_MONGO_TIMEOUTS)).toEqual({
      serverSelectionTimeoutMS: 3000,
      waitQueueTimeoutMS: 3000,
      socketTimeoutMS: 3000,
      connectTimeoutMS: 2000,
    })
  })
})
