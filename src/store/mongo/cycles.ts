// Cycles in MongoDB (ports/workstreams.ts), without transactions: a transition is one update of the cycle's document,
// matched on rev (the compare-and-set), that also pushes its history events into `_events` and its webhook events
// into `_outbox` (db.ts OUTBOX_SOURCES). events() relays a cycle's carried history into cycle_events (idempotent
// by cycle and seq) before reading it, the same way webhookEvents.pending() relays the outbox.
// Task outputs too large for the record (workstreams/outputs.ts) go to cycle_outputs in chunks of OUTPUT_CHUNK_BYTES
// (a document is capped at 16 MB), each chunk an upsert by its id, written before the compare-and-set so a record
// never names an output that is not there; a transition that is not stored after all leaves them to dropOutputs.
import { Binary, type Db } from 'mongodb'
import type { Cycle, CycleEvent, CycleStore, OutboxEvent, StoredOutput } from '../ports/index.ts'
import { TERMINAL_CYCLE_STATUSES } from '../ports/workstreams.ts'
import { COLLECTIONS, carried, insertOrDuplicate, isDuplicateKey, type CarriedEvent } from './db.ts'

type CycleDoc = Omit<Cycle, 'id'> & { _id: string; openKey: string; _events?: CycleEvent[]; _outbox?: CarriedEvent[] }
interface EventDoc extends CycleEvent {
  _id: string
}
interface OutputChunkDoc {
  _id: string // <output id>:<n>
  outputId: string
  organizationId: string
  cycleId: string
  taskKey: string
  n: number
  chunks: number
  sizeBytes: number
  sha256: string
  data: Binary
  createdAt: Date
}

/** Well under the 16 MB document limit. */
export const OUTPUT_CHUNK_BYTES = 4 * 1024 * 1024

const openKey = (c: Cycle): string =>
  TERMINAL_CYCLE_STATUSES.includes(c.status) ? `${c.workplanId}|${c.period}|${c.id}` : `${c.workplanId}|${c.period}`
const HIDDEN = { projection: { _events: 0, _outbox: 0, openKey: 0 } }
const cycle = (d: CycleDoc): Cycle => {
  const { _id, openKey: _k, _events: _e, _outbox: _o, ...rest } = d
  return { id: _id, ...rest, workspaceId: rest.workspaceId ?? null }
}
const doc = (c: Cycle): Omit<CycleDoc, '_id'> => {
  const { id: _id, ...rest } = c
  return { ...rest, openKey: openKey(c) }
}
const event = ({ _id, ...e }: EventDoc): CycleEvent => e
const eventId = (e: CycleEvent): string => `${e.cycleId}:${String(e.seq).padStart(10, '0')}`

export function mongoCycles(db: Db): CycleStore {
  const col = db.collection<CycleDoc>(COLLECTIONS.cycles)
  const events = db.collection<EventDoc>(COLLECTIONS.cycleEvents)
  const outputChunks = db.collection<OutputChunkDoc>(COLLECTIONS.cycleOutputs)

  async function writeOutput(o: StoredOutput): Promise<void> {
    const bytes = Buffer.from(o.json, 'utf8')
    const chunks = Math.max(1, Math.ceil(bytes.length / OUTPUT_CHUNK_BYTES))
    for (let n = 0; n < chunks; n++) {
      const doc: OutputChunkDoc = {
        _id: `${o.id}:${n}`,
        outputId: o.id,
        organizationId: o.organizationId,
        cycleId: o.cycleId,
        taskKey: o.taskKey,
        n,
        chunks,
        sizeBytes: o.sizeBytes,
        sha256: o.sha256,
        data: new Binary(bytes.subarray(n * OUTPUT_CHUNK_BYTES, (n + 1) * OUTPUT_CHUNK_BYTES)),
        createdAt: o.createdAt,
      }
      await outputChunks.replaceOne({ _id: doc._id }, doc, { upsert: true })
    }
  }

  async function relay(organizationId: string, cycleId: string): Promise<boolean> {
    const d = await col.findOne({ _id: cycleId, organizationId }, { projection: { _events: 1 } })
    if (!d) return false
    const carriedEvents = d._events ?? []
    for (const e of carriedEvents) {
      try {
        await events.updateOne({ _id: eventId(e) }, { $setOnInsert: { ...e } }, { upsert: true })
      } catch (err) {
        if (!isDuplicateKey(err)) throw err
      }
    }
    if (carriedEvents.length > 0)
      await col.updateOne({ _id: cycleId }, { $pull: { _events: { seq: { $in: carriedEvents.map((e) => e.seq) } } } })
    return true
  }

  return {
    async insert(c, es) {
      await insertOrDuplicate('open cycle', () => col.insertOne({ _id: c.id, ...doc(c), _events: es }))
    },
    async get(organizationId, id) {
      const d = await col.findOne({ _id: id, organizationId }, HIDDEN)
      return d ? cycle(d) : null
    },
    async load(id) {
      const d = await col.findOne({ _id: id }, HIDDEN)
      return d ? cycle(d) : null
    },
    async list(organizationId, o) {
      const q: Record<string, unknown> = { organizationId }
      if (o.workplanId !== undefined) q.workplanId = o.workplanId
      if (o.workspaceId !== undefined) q.workspaceId = o.workspaceId
      if (o.status !== undefined) q.status = o.status
      if (o.period !== undefined) q.period = o.period
      const docs = await col
        .find(q, HIDDEN)
        .sort({ createdAt: -1, _id: -1 })
        .skip(o.offset)
        .limit(o.limit + 1)
        .toArray()
      return { items: docs.slice(0, o.limit).map(cycle), hasMore: docs.length > o.limit }
    },
    async listOpen(organizationId, workplanId) {
      const docs = await col
        .find({ organizationId, workplanId, status: { $nin: [...TERMINAL_CYCLE_STATUSES] } }, HIDDEN)
        .sort({ createdAt: 1 })
        .toArray()
      return docs.map(cycle)
    },
    async awaitingApproval(organizationId, limit) {
      const docs = await col
        .find(
          {
            organizationId,
            status: { $nin: [...TERMINAL_CYCLE_STATUSES] },
            tasks: { $elemMatch: { status: 'waiting', waitingOn: 'approval' } },
          },
          HIDDEN,
        )
        .sort({ createdAt: 1, _id: 1 })
        .limit(limit)
        .toArray()
      return docs.map(cycle)
    },
    async update(next, expectedRev, es, outbox: OutboxEvent[], outs: StoredOutput[] = []) {
      for (const o of outs) await writeOutput(o)
      const push: Record<string, unknown> = {}
      if (es.length > 0) push._events = { $each: es }
      if (outbox.length > 0) push._outbox = { $each: outbox.map(carried) }
      const r = await col.updateOne(
        { _id: next.id, rev: expectedRev },
        { $set: doc(next), ...(es.length + outbox.length > 0 ? { $push: push } : {}) },
      )
      return r.matchedCount === 1
    },
    async outputs(organizationId, cycleId, ids) {
      const found = new Map<string, string>()
      if (ids.length === 0) return found
      const docs = await outputChunks
        .find({ organizationId, cycleId, outputId: { $in: [...ids] } })
        .sort({ outputId: 1, n: 1 })
        .toArray()
      const byId = new Map<string, OutputChunkDoc[]>()
      for (const d of docs) byId.set(d.outputId, [...(byId.get(d.outputId) ?? []), d])
      for (const [id, parts] of byId) {
        // Complete only: every chunk 0 … chunks-1 (an interrupted write leaves an output that reads as missing).
        if (parts.length !== parts[0]!.chunks || parts.some((p, i) => p.n !== i)) continue
        found.set(id, Buffer.concat(parts.map((p) => Buffer.from(p.data.buffer))).toString('utf8'))
      }
      return found
    },
    async dropOutputs(organizationId, cycleId, ids) {
      if (ids.length > 0) await outputChunks.deleteMany({ organizationId, cycleId, outputId: { $in: [...ids] } })
    },
    async due(now, limit) {
      const docs = await col
        .find({ wakeAt: { $ne: null, $lte: now } }, HIDDEN)
        .sort({ wakeAt: 1 })
        .limit(limit)
        .toArray()
      return docs.map(cycle)
    },
    async events(organizationId, cycleId, afterSeq, limit) {
      if (!(await relay(organizationId, cycleId))) return []
      const docs = await events
        .find({ cycleId, organizationId, seq: { $gt: afterSeq } })
        .sort({ seq: 1 })
        .limit(limit)
        .toArray()
      return docs.map(event)
    },
  }
}
