// Large task outputs are kept out of the cycle's record. A cycle is one record that every transition reads and
// rewrites (and a MongoDB document is capped at 16 MB), so an output larger than OUTPUT_INLINE_MAX_BYTES serialized is
// stored apart, by the same write as the transition that produced it (CycleStore.update `outputs`); the record keeps
// a reference with its size and SHA-256 (`outputRef`). Whoever needs an output reads it back here, checked against
// both: a later task binding to it (worker.ts), the task list, the approvals inbox and workstream_status.
import { createHash } from 'node:crypto'
import type { Cycle, StoredOutput } from '../store/ports/index.ts'
import type { WorkstreamsDeps } from './deps.ts'
import type { Command } from './decider.ts'

/** Outputs above this (UTF-8 JSON bytes) are stored apart from the cycle's record. */
export const OUTPUT_INLINE_MAX_BYTES = 64 * 1024

const sha256 = (s: string): string => createHash('sha256').update(s, 'utf8').digest('hex')

/**
 * Moves the output a `complete` or `supply_input` decision set out of `next` (the decided cycle, changed in place)
 * when it is too large, under the id `id` gives; answers what the store must write with the transition.
 */
export function separateOutput(next: Cycle, cmd: Command, id: () => string, now: Date): StoredOutput[] {
  if (cmd.type !== 'complete' && cmd.type !== 'supply_input') return []
  const t = next.tasks.find((x) => x.key === cmd.taskKey)
  if (!t || t.output === null) return []
  const json = JSON.stringify(t.output)
  const sizeBytes = Buffer.byteLength(json, 'utf8')
  if (sizeBytes <= OUTPUT_INLINE_MAX_BYTES) return []
  const ref = { id: id(), sizeBytes, sha256: sha256(json) }
  t.output = null
  t.outputRef = ref
  return [{ ...ref, organizationId: next.organizationId, cycleId: next.id, taskKey: t.key, json, createdAt: now }]
}

/** A stored output that is missing or does not match its reference: the record and the store disagree. */
export class OutputUnavailableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'OutputUnavailableError'
  }
}

/**
 * `c` with the outputs of the tasks named in `keys` that are stored apart read back (a copy; `c` is unchanged), each
 * checked against its size and digest.
 */
export async function withOutputs(
  d: Pick<WorkstreamsDeps, 'stores'>,
  c: Cycle,
  keys: Iterable<string>,
): Promise<Cycle> {
  const wanted = new Set(keys)
  const refs = c.tasks.filter((t) => wanted.has(t.key) && t.outputRef).map((t) => t.outputRef!)
  if (refs.length === 0) return c
  const stored = await d.stores.cycles.outputs(
    c.organizationId,
    c.id,
    refs.map((r) => r.id),
  )
  return {
    ...c,
    tasks: c.tasks.map((t) => {
      if (!wanted.has(t.key) || !t.outputRef) return t
      const ref = t.outputRef
      const json = stored.get(ref.id)
      if (json === undefined)
        throw new OutputUnavailableError(`The output of task ${t.key} of cycle ${c.id} is missing from the store.`)
      if (Buffer.byteLength(json, 'utf8') !== ref.sizeBytes || sha256(json) !== ref.sha256) {
        throw new OutputUnavailableError(
          `The stored output of task ${t.key} of cycle ${c.id} does not match its digest.`,
        )
      }
      return { ...t, output: JSON.parse(json) as Record<string, unknown> }
    }),
  }
}
