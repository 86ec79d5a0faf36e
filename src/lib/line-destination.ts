// Where the service's log lines go: stdout, written asynchronously in batches. A line is queued in memory (an array,
// joined once per write) and written on libuv's thread pool at most WRITE_DELAY_MS (20 ms) later, together with every
// line queued meanwhile; one write at a time, and at once when 64 KB are queued or a flush asks. So a busy server
// makes about 50 writes a second whatever its request rate, and never waits for stdout. Writing each batch as soon as
// the previous one completed (as before) made a write every 4 or 5 requests under load, and each write's round trip
// through the thread pool (a wake-up, a context switch, an event-loop turn for its callback) cost the service about
// 14 µs of CPU per request, a tenth of it (contract-tests/bench/README.md).
//
// pino's own default destination (sonic-boom) does the same but appends each line to one growing string and measures
// that string's UTF-8 length on every line, which flattens and copies the whole pending batch per line: about 7 KB
// allocated per request with two log lines, 6 % of the throughput of `npm start` (contract-tests/bench/README.md).
//
// Guarantees, and what is lost when:
// - flush(cb) writes what is queued at once and calls back when every line written so far has reached the file descriptor: main.ts waits for it on
//   SIGTERM/SIGINT before exiting, so a graceful stop loses no line (src/main.access-log.test.ts).
// - On process exit (process.exit(), an uncaught exception) the queued lines are written synchronously, after a pause
//   of IN_FLIGHT_WAIT_MS when a batch is on the thread pool (its callback will not run any more, but its write does):
//   that batch is normally written within microseconds; a thread pool starved for longer than the pause can lose it
//   or write it after the lines queued behind it. SIGKILL and the OOM killer lose whatever is queued: the
//   last WRITE_DELAY_MS of lines, or more when the disk is slower than the log.
// - EAGAIN (a non-blocking pipe that is full) is retried; a partial write continues where it stopped.
// - EPIPE (nobody reads stdout any more): logging stops, silently, as pino's does. Any other error drops the batch,
//   says so once on stderr and goes on with the next lines (a disk that was full may have room again).
// - Memory is bounded: past MAX_QUEUED_CHARS queued, new lines are dropped and counted, and a line saying how many
//   were dropped is written when the queue has room again.
import fs from 'node:fs'

export interface LineDestination {
  write(line: string): boolean
  /** Calls back once every line written so far has been written (or dropped, see the header). */
  flush(cb?: (err?: Error) => void): void
  /** Writes the queued lines synchronously (exit). */
  flushSync(): void
}

export const MAX_QUEUED_CHARS = 64 * 1024 * 1024
const RETRY_MS = 10
const SYNC_RETRY_LIMIT_MS = 1000
const IN_FLIGHT_WAIT_MS = 5
/** A line waits at most this long for others to join its write (unless BATCH_CHARS are queued, or a flush asks). */
export const WRITE_DELAY_MS = 20
const BATCH_CHARS = 64 * 1024

const droppedLine = (n: number): string =>
  `${JSON.stringify({ level: 40, time: Date.now(), dropped_lines: n, msg: 'log lines dropped: the log destination did not keep up' })}\n`

export function lineDestination(
  fd: number,
  o: { maxQueuedChars?: number; onError?: (err: NodeJS.ErrnoException) => void } = {},
): LineDestination {
  const maxQueued = o.maxQueuedChars ?? MAX_QUEUED_CHARS
  let queue: string[] = []
  let queuedChars = 0
  let dropped = 0
  /** The batch on the thread pool, and how much of it is written. */
  let batch: Buffer | null = null
  let offset = 0
  let broken = false
  let reported = false
  let waiters: ((err?: Error) => void)[] = []

  const report =
    o.onError ??
    ((err: NodeJS.ErrnoException) => {
      if (reported) return
      reported = true
      try {
        fs.writeSync(2, `log destination: ${err.code ?? err.message}; lines were dropped\n`)
      } catch {
        /* nowhere to say it */
      }
    })

  const settle = () => {
    if (batch || (queue.length && !broken)) return
    const w = waiters
    waiters = []
    for (const cb of w) cb()
  }

  const take = (): Buffer | null => {
    if (!queue.length) return null
    // The dropped lines came after the queued ones: the notice goes behind them.
    if (dropped) {
      queue.push(droppedLine(dropped))
      dropped = 0
    }
    const b = Buffer.from(queue.length === 1 ? queue[0]! : queue.join(''), 'utf8')
    queue = []
    queuedChars = 0
    return b
  }

  let timer: NodeJS.Timeout | null = null
  /** The next write in WRITE_DELAY_MS; unref'd: a process with nothing else to do exits, and 'exit' writes the queue. */
  const later = () => {
    timer ??= setTimeout(() => {
      timer = null
      next()
    }, WRITE_DELAY_MS).unref()
  }
  const next = () => {
    if (timer) {
      clearTimeout(timer)
      timer = null
    }
    if (batch || broken) return settle()
    batch = take()
    offset = 0
    if (!batch) return settle()
    writeBatch()
  }

  const writeBatch = () => {
    fs.write(fd, batch!, offset, batch!.length - offset, null, (err, n) => {
      if (err) {
        if (err.code === 'EAGAIN' || err.code === 'EBUSY') {
          setTimeout(writeBatch, RETRY_MS)
          return
        }
        if (err.code === 'EPIPE') {
          broken = true
          queue = []
          queuedChars = 0
        } else report(err)
        batch = null
        return next()
      }
      offset += n
      if (offset < batch!.length) return writeBatch()
      batch = null
      if (queuedChars >= BATCH_CHARS || waiters.length || !queue.length) next()
      else later()
    })
  }

  return {
    write(line) {
      if (broken) return true
      if (queuedChars + line.length > maxQueued) {
        dropped++
        return true
      }
      queue.push(line)
      queuedChars += line.length
      if (!batch) {
        if (queuedChars >= BATCH_CHARS) next()
        else later()
      }
      return true
    },
    flush(cb) {
      if (cb) waiters.push(cb)
      if (!batch && queue.length) next()
      settle()
    },
    flushSync() {
      if (broken) return
      const b = take()
      if (!b) return
      const sleeper = new Int32Array(new SharedArrayBuffer(4))
      // The batch on the thread pool is its to finish (its callback will not run any more): give it a moment first,
      // so that what was queued behind it lands behind it.
      if (batch) Atomics.wait(sleeper, 0, 0, IN_FLIGHT_WAIT_MS)
      let at = 0
      const until = Date.now() + SYNC_RETRY_LIMIT_MS
      while (at < b.length) {
        try {
          at += fs.writeSync(fd, b, at, b.length - at)
        } catch (err) {
          const code = (err as NodeJS.ErrnoException).code
          if ((code === 'EAGAIN' || code === 'EBUSY') && Date.now() < until) {
            Atomics.wait(sleeper, 0, 0, 1)
            continue
          }
          if (code !== 'EPIPE') report(err as NodeJS.ErrnoException)
          return
        }
      }
    },
  }
}
