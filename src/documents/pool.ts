// Extraction off the main thread (README "Limits"): a few worker threads, each under a V8 heap cap, each extraction
// under a time cap past which its worker is terminated (the only way to stop a parser stuck in a loop). A worker that
// died (heap exhausted) or was terminated is replaced on the next call; idle workers exit after a while. Waiting for
// a free worker does not count against the time cap; the caller's signal ends the wait or the extraction.
import { Worker } from 'node:worker_threads'
import { DocumentProblem, type DocumentFormat, type DocumentLimits, type ExtractedDocument } from './types.ts'
import type { WorkReply, WorkRequest } from './worker.ts'
import type { Analysis, AnalysisRequest } from './analyse.ts'

export interface PoolOptions {
  /** Worker threads at most (extractions at once). */
  size: number
  /** Heap cap of each worker, MiB. */
  maxHeapMb: number
  /** An idle worker exits after this long. */
  idleMs: number
  /** Calls that may wait for a worker (each holds its file); one more is refused with PoolBusy. Default 16. */
  maxWaiting?: number
}

/** Every worker is busy and the wait queue is full: the caller should retry shortly. */
export class PoolBusy extends Error {
  constructor() {
    super('Every document reader is busy.')
    this.name = 'PoolBusy'
  }
}

interface Slot {
  worker: Worker
  busy: boolean
  idle: NodeJS.Timeout | null
}

const WORKER_URL = new URL('./worker.ts', import.meta.url)

export class ExtractionPool {
  private readonly o: PoolOptions
  private readonly slots = new Set<Slot>()
  private readonly waiting: Array<() => void> = []
  private nextId = 1
  private closed = false
  /** Workers started so far (tests: a dead worker is replaced). */
  started = 0

  constructor(o: PoolOptions) {
    this.o = o
  }

  /** The whole document (tests, and callers that need every cell). */
  async extract(
    bytes: Buffer,
    format: DocumentFormat,
    name: string,
    limits: DocumentLimits,
    signal?: AbortSignal,
  ): Promise<ExtractedDocument> {
    return (await this.task(bytes, format, name, limits, undefined, signal)) as ExtractedDocument
  }

  /** Extraction and the checks in the worker: only the analysis comes back (analyse.ts). */
  async analyse(
    bytes: Buffer,
    format: DocumentFormat,
    name: string,
    limits: DocumentLimits,
    analysis: AnalysisRequest,
    signal?: AbortSignal,
  ): Promise<Analysis> {
    return (await this.task(bytes, format, name, limits, analysis, signal)) as Analysis
  }

  private async task(
    bytes: Buffer,
    format: DocumentFormat,
    name: string,
    limits: DocumentLimits,
    analysis: AnalysisRequest | undefined,
    signal?: AbortSignal,
  ): Promise<ExtractedDocument | Analysis> {
    const slot = await this.acquire(signal)
    try {
      return await this.run(slot, bytes, format, name, limits, analysis, signal)
    } finally {
      this.release(slot)
    }
  }

  /** Terminates every worker (shutdown, tests). */
  async close(): Promise<void> {
    this.closed = true
    await Promise.all([...this.slots].map((s) => this.kill(s)))
  }

  /** Workers alive now. */
  get size(): number {
    return this.slots.size
  }

  private async acquire(signal?: AbortSignal): Promise<Slot> {
    for (;;) {
      signal?.throwIfAborted()
      if (this.closed) throw new Error('the extraction pool is closed')
      for (const s of this.slots) {
        if (!s.busy) {
          s.busy = true
          if (s.idle) {
            clearTimeout(s.idle)
            s.idle = null
          }
          return s
        }
      }
      if (this.slots.size < this.o.size) {
        const s: Slot = { worker: this.spawn(), busy: true, idle: null }
        this.slots.add(s)
        return s
      }
      if (this.waiting.length >= (this.o.maxWaiting ?? 16)) throw new PoolBusy()
      await new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          const i = this.waiting.indexOf(wake)
          if (i >= 0) this.waiting.splice(i, 1)
          reject(signal!.reason)
        }
        const wake = () => {
          signal?.removeEventListener('abort', onAbort)
          resolve()
        }
        this.waiting.push(wake)
        signal?.addEventListener('abort', onAbort, { once: true })
      })
    }
  }

  private release(slot: Slot): void {
    slot.busy = false
    if (this.slots.has(slot)) {
      slot.idle = setTimeout(() => {
        if (!slot.busy) void this.kill(slot)
      }, this.o.idleMs)
      slot.idle.unref()
    }
    this.waiting.shift()?.()
  }

  private spawn(): Worker {
    this.started++
    const w = new Worker(WORKER_URL, {
      resourceLimits: {
        maxOldGenerationSizeMb: this.o.maxHeapMb,
        maxYoungGenerationSizeMb: Math.min(32, Math.max(4, Math.floor(this.o.maxHeapMb / 8))),
        stackSizeMb: 4,
      },
      stdout: false,
      stderr: false,
    })
    w.unref()
    return w
  }

  private async kill(slot: Slot): Promise<void> {
    if (slot.idle) clearTimeout(slot.idle)
    this.slots.delete(slot)
    await slot.worker.terminate()
  }

  private run(
    slot: Slot,
    bytes: Buffer,
    format: DocumentFormat,
    name: string,
    limits: DocumentLimits,
    analysis: AnalysisRequest | undefined,
    signal?: AbortSignal,
  ): Promise<ExtractedDocument | Analysis> {
    const id = this.nextId++
    const w = slot.worker
    return new Promise<ExtractedDocument | Analysis>((resolve, reject) => {
      let done = false
      const finish = (f: () => void) => {
        if (done) return
        done = true
        clearTimeout(timer)
        w.off('message', onMessage)
        w.off('error', onError)
        w.off('exit', onExit)
        signal?.removeEventListener('abort', onAbort)
        f()
      }
      const onMessage = (r: WorkReply) => {
        if (r.id !== id) return
        finish(() =>
          r.ok ? resolve(r.doc) : reject(new DocumentProblem(r.code as DocumentProblem['code'], r.message)),
        )
      }
      const onError = (e: Error & { code?: string }) => {
        void this.kill(slot)
        finish(() =>
          reject(
            e.code === 'ERR_WORKER_OUT_OF_MEMORY'
              ? new DocumentProblem(
                  'document_too_large',
                  'The document needs more memory to read than a document skill may use.',
                )
              : e,
          ),
        )
      }
      const onExit = () => {
        this.slots.delete(slot)
        finish(() => reject(new Error('the extraction worker exited')))
      }
      const onAbort = () => {
        void this.kill(slot)
        finish(() => reject(signal!.reason))
      }
      const timer = setTimeout(() => {
        void this.kill(slot)
        finish(() =>
          reject(
            new DocumentProblem(
              'document_extraction_timeout',
              `Reading the document took longer than ${limits.timeoutMs} ms; it was stopped (a malformed or hostile file, or too complex to read).`,
            ),
          ),
        )
      }, limits.timeoutMs)
      w.on('message', onMessage)
      w.on('error', onError)
      w.on('exit', onExit)
      if (signal) {
        if (signal.aborted) {
          onAbort()
          return
        }
        signal.addEventListener('abort', onAbort, { once: true })
      }
      // A copy the worker owns: the caller's Buffer may be a view of a shared pool slab.
      const copy = new Uint8Array(bytes)
      const req: WorkRequest = { id, bytes: copy, format, name, limits, ...(analysis ? { analysis } : {}) }
      w.postMessage(req, [copy.buffer])
    })
  }
}
