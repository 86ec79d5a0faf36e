// The idempotency stage (spec: Errors, "Idempotent replay"; SPEC-DECISIONS "Idempotency"): a write carrying a
// key runs at most once per user and key within the replay window, whichever door it came through. What is
// stored is the operation's result (status, body, the headers that matter), sealed; never a transport response.
// A streamed body (an upload) is compared by its digest, read after the run (idempotency/guard.ts).
import { fingerprint, idempotencyKeyOf, REPLAYED_HEADER, runIdempotent } from '../idempotency/index.ts'
import { isAppError } from '../errors/index.ts'
import type { OpContext } from './context.ts'
import type { OperationResult } from './types.ts'

/** The idempotency refusals, as metric outcomes. */
const REFUSALS: Partial<Record<string, string>> = {
  idempotency_key_reused: 'key_reused',
  idempotency_in_progress: 'in_progress',
  service_unavailable: 'unavailable',
}

export async function idempotency(c: OpContext, rest: () => Promise<OperationResult>): Promise<OperationResult> {
  // A write skill may carry the key as its `idempotency_key` input field; the handler never sees it.
  let fromBody: unknown
  if (c.op.skill && c.body && typeof c.body === 'object' && 'idempotency_key' in c.body) {
    const { idempotency_key: k, ...input } = c.body as Record<string, unknown>
    fromBody = k
    c.body = input
  }
  const key = idempotencyKeyOf(
    c.call.idempotencyKey,
    fromBody === undefined ? undefined : { idempotency_key: fromBody },
  )
  if (key === null) return rest()
  c.idempotencyKey = key
  const d = c.deps
  const print = fingerprint(c.op.method, `${c.call.version} ${c.op.id} ${JSON.stringify(c.call.params)}`, c.body)
  let outcome
  try {
    outcome = await runIdempotent(
      d.idempotency,
      d.sealer,
      d.clock,
      `idem:${c.principal!.userId}`,
      key,
      print,
      async () => {
        const r = await rest()
        return { status: r.status, body: r.body === undefined ? '' : JSON.stringify(r.body), headers: r.headers }
      },
      c.call.logger,
      c.call.upload ? () => c.call.upload!.digest() : undefined,
    )
  } catch (err) {
    if (isAppError(err)) {
      const refusal = REFUSALS[err.code]
      if (refusal) d.observer?.idempotency(refusal)
    }
    throw err
  }
  const { response, replayed } = outcome
  d.observer?.idempotency(replayed ? 'replayed' : 'executed')
  const headers: Record<string, string> = { ...response.headers, 'Idempotency-Key': key }
  if (replayed) headers[REPLAYED_HEADER] = 'true'
  return {
    status: response.status,
    ...(response.body === '' ? {} : { body: JSON.parse(response.body) as unknown }),
    headers,
    replayed,
  }
}
