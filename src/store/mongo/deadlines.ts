// Deadlines for every MongoDB store call, and the mapping of "no answer" to StoreUnavailableError.
// A stalled server (SIGSTOP, a frozen VM, a partition that drops packets) accepts connections and bytes but never
// answers, so without deadlines a call waits for the operating system to give up. The driver in use (mongodb 7.8+)
// no longer honours the client-side operation timeout (`timeoutMS` is a deprecated no-op), so the budget is built
// from what it does honour:
//  - one deadline per store call (MONGODB_TIMEOUT_MS), shared by every driver call the method makes: an
//    AbortSignal handed to each operation (server selection, connection checkout and the socket read all stop at
//    once; the connection is dropped) and a race, so the caller is answered on time whatever the driver does;
//  - maxTimeMS set to the time left, so a server that is merely slow stops working on the request too;
//  - client options: serverSelectionTimeoutMS, waitQueueTimeoutMS and socketTimeoutMS equal to the deadline
//    (calls outside a store method: start-up, ping), connectTimeoutMS for new connections and monitor checks.
// What times out or cannot reach the server becomes StoreUnavailableError; refusals by the server (duplicate keys,
// validation, bad queries) pass through unchanged.
import { AsyncLocalStorage } from 'node:async_hooks'
import {
  MongoNetworkError,
  MongoOperationTimeoutError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  type Collection,
  type Db,
  type MongoClientOptions,
} from 'mongodb'
import { DuplicateError, StoreUnavailableError } from '../ports/index.ts'

export interface MongoTimeouts {
  /** Deadline of one store call, everything included (MONGODB_TIMEOUT_MS). */
  operationMs: number
  /** Opening a connection (TCP and handshake) and each server monitor check (MONGODB_CONNECT_TIMEOUT_MS). */
  connectMs: number
}

export const DEFAULT_MONGO_TIMEOUTS: MongoTimeouts = { operationMs: 3000, connectMs: 2000 }

export function clientTimeoutOptions(t: MongoTimeouts): MongoClientOptions {
  return {
    serverSelectionTimeoutMS: t.operationMs,
    waitQueueTimeoutMS: t.operationMs,
    socketTimeoutMS: t.operationMs,
    connectTimeoutMS: t.connectMs,
  }
}

// Server error codes meaning "this server cannot serve the request now", not "the request is wrong".
const MAX_TIME_EXPIRED = 50
const UNREACHABLE_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  89, // NetworkTimeout
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
])
// Pool errors the driver does not export by class.
const UNREACHABLE_NAMES = new Set(['WaitQueueTimeoutError', 'PoolClosedError', 'MongoClientClosedError'])

/** The typed error for a driver error that means "no answer in time" or "no server"; null for anything else. */
export function unavailableFrom(e: unknown): StoreUnavailableError | null {
  if (e instanceof StoreUnavailableError) return e
  if (e instanceof DuplicateError || !(e instanceof Error)) return null
  if (e instanceof MongoServerError) {
    const code = Number(e.code)
    if (code === MAX_TIME_EXPIRED) return new StoreUnavailableError('timeout', { cause: e })
    return UNREACHABLE_CODES.has(code) ? new StoreUnavailableError('unreachable', { cause: e }) : null
  }
  if (
    e instanceof MongoOperationTimeoutError ||
    e.name === 'MongoNetworkTimeoutError' ||
    e.name === 'WaitQueueTimeoutError'
  ) {
    return new StoreUnavailableError('timeout', { cause: e })
  }
  if (
    e instanceof MongoNetworkError ||
    e instanceof MongoServerSelectionError ||
    e instanceof MongoTopologyClosedError ||
    UNREACHABLE_NAMES.has(e.name)
  ) {
    return new StoreUnavailableError('unreachable', { cause: e })
  }
  return null
}

interface Budget {
  signal: AbortSignal
  deadlineMs: number
}
const budget = new AsyncLocalStorage<Budget>()

/** Runs `fn` under one deadline: every driver call it makes is aborted when the deadline passes. */
export async function withinDeadline<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const controller = new AbortController()
  const expired = new StoreUnavailableError('timeout')
  let timer: NodeJS.Timeout | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort(expired)
      reject(expired)
    }, ms)
  })
  const work = budget.run({ signal: controller.signal, deadlineMs: Date.now() + ms }, async () => fn())
  // Whatever the work does after losing the race (it stops at its next driver call) must not surface as unhandled.
  work.catch(() => undefined)
  try {
    return await Promise.race([work, deadline])
  } catch (e) {
    if (controller.signal.aborted) throw expired
    throw unavailableFrom(e) ?? e
  } finally {
    clearTimeout(timer)
  }
}

/** Wraps every method of a store so that each call runs under its own deadline (see withinDeadline). */
export function withDeadlines<T extends object>(store: T, ms: number): T {
  const wrapped: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(store)) {
    wrapped[name] =
      typeof value === 'function'
        ? (...args: unknown[]) =>
            withinDeadline(ms, () => (value as (...a: unknown[]) => Promise<unknown>).apply(store, args))
        : value
  }
  return wrapped as T
}

// Position of the options argument of each collection method the stores use (and a few more, for new code).
const OPTIONS_ARG: Record<string, number> = {
  insertOne: 1,
  insertMany: 1,
  findOne: 1,
  find: 1,
  countDocuments: 1,
  estimatedDocumentCount: 0,
  aggregate: 1,
  updateOne: 2,
  updateMany: 2,
  replaceOne: 2,
  deleteOne: 1,
  deleteMany: 1,
  bulkWrite: 1,
  findOneAndUpdate: 2,
  findOneAndReplace: 2,
  findOneAndDelete: 1,
  distinct: 2,
}

/** Puts the current call's signal (and maxTimeMS) into the options argument at `at`; unchanged outside a call. */
function budgeted(args: unknown[], at: number, maxTime: boolean): unknown[] {
  const b = budget.getStore()
  if (!b) return args
  const out = [...args]
  while (out.length < at) out.push(undefined)
  const given = (out[at] ?? {}) as Record<string, unknown>
  // The signal is honoured by every operation (the driver types it on reads only); maxTimeMS tells the server too.
  out[at] = { ...given, signal: b.signal, ...(maxTime ? { maxTimeMS: Math.max(1, b.deadlineMs - Date.now()) } : {}) }
  return out
}

function withBudget<C extends Collection<never>>(col: C): C {
  return new Proxy(col, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown
      const at = typeof prop === 'string' ? OPTIONS_ARG[prop] : undefined
      if (at === undefined || typeof value !== 'function') return value
      return (...args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(target, budgeted(args, at, true))
    },
  })
}

/** A Db whose collections (and db.command) pass the current call's deadline to every operation. */
export function deadlineDb(db: Db): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'collection') {
        return (name: string, options?: object) => withBudget(target.collection(name, options) as Collection<never>)
      }
      if (prop === 'command') {
        return (...args: Parameters<Db['command']>) =>
          target.command(...(budgeted(args, 1, false) as Parameters<Db['command']>))
      }
      const value = Reflect.get(target, prop, receiver) as unknown
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
    },
  })
}
