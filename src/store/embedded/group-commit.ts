// Group commit for the embedded store. Under WAL with synchronous=FULL every COMMIT waits for an fsync (2 to 4 ms on
// this machine's disk), so one transaction per write caps a busy store at a few hundred writes a second. Writes queued
// here are applied together: everything that arrives in one turn of the event loop (and, since node:sqlite blocks the
// loop while it commits, everything that arrived during the previous commit) is written in the next transaction,
// one fsync for all of them.
//
// Durability is unchanged: each caller's promise settles only after the COMMIT that contains its write has returned,
// i.e. after its fsync, so an acknowledged write survives a crash of the process or the machine exactly as with a
// transaction of its own. A write that throws is rolled back to its own savepoint and only its caller sees the error;
// the others in the batch are committed. A failure of BEGIN or COMMIT itself (a disk error) fails every write of the
// batch, and none of them is stored.
import type { DatabaseSync } from 'node:sqlite'

interface Pending {
  fn: () => unknown
  resolve: (v: unknown) => void
  reject: (e: unknown) => void
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown }

/** At most this many writes in one transaction (a bound on how long one commit holds the event loop). */
const MAX_BATCH = 1000

export class GroupCommit {
  private readonly db: DatabaseSync
  private queue: Pending[] = []
  private scheduled = false
  /** Transactions committed, and the writes they carried (tests and benchmarks read these). */
  commits = 0
  writes = 0

  constructor(db: DatabaseSync) {
    this.db = db
  }

  /**
   * Runs `fn` (synchronous: node:sqlite is) inside the next group transaction; resolves with what it returned once
   * that transaction is committed, or rejects with what it threw (its own changes rolled back, nobody else's).
   */
  run<T>(fn: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ fn, resolve: resolve as (v: unknown) => void, reject })
      if (!this.scheduled) {
        this.scheduled = true
        setImmediate(() => this.flush())
      }
    })
  }

  /** Writes what is queued now (the store's close calls it, so nothing queued is dropped). */
  flush(): void {
    this.scheduled = false
    while (this.queue.length > 0) this.commitBatch(this.queue.splice(0, MAX_BATCH))
  }

  private commitBatch(batch: Pending[]): void {
    const db = this.db
    const outcomes: Outcome[] = []
    try {
      db.exec('BEGIN IMMEDIATE')
      if (batch.length === 1) {
        // Alone in its transaction: no savepoint needed, a write that throws rolls the transaction back.
        try {
          outcomes.push({ ok: true, value: batch[0]!.fn() })
        } catch (error) {
          if (db.isTransaction) db.exec('ROLLBACK')
          batch[0]!.reject(error)
          return
        }
      } else {
        for (const p of batch) {
          db.exec('SAVEPOINT group_write')
          try {
            const value = p.fn()
            db.exec('RELEASE group_write')
            outcomes.push({ ok: true, value })
          } catch (error) {
            // SQLite rolls a whole transaction back by itself on some errors (a full disk, an I/O error): then nothing
            // of this batch can be kept, and the batch fails as one.
            if (!db.isTransaction) throw error
            db.exec('ROLLBACK TO group_write')
            db.exec('RELEASE group_write')
            outcomes.push({ ok: false, error })
          }
        }
      }
      db.exec('COMMIT')
    } catch (error) {
      try {
        if (db.isOpen && db.isTransaction) db.exec('ROLLBACK')
      } catch {
        // The rollback's own failure changes nothing for the callers: none of their writes is acknowledged.
      }
      for (const p of batch) p.reject(error)
      return
    }
    this.commits += 1
    this.writes += batch.length
    batch.forEach((p, i) => {
      const o = outcomes[i]!
      if (o.ok) p.resolve(o.value)
      else p.reject(o.error)
    })
  }
}
