// Why an attempt's result could not be recorded: its lease was taken while it ran (SPEC-DECISIONS "Webhooks").
// lostLease reads the delivery's lease history; explainLostLease logs the reason at the level it deserves.
import type { WebhookDelivery, AttemptOutcome, LeaseEvent } from '../store/ports/index.ts'
import type { DispatcherOptions } from './dispatcher-options.ts'

/**
 * An attempt's result could not be recorded because `owner` no longer held the lease. Says why, from the
 * delivery's lease history: what came right after this owner's claim is what took the lease. A user deleting
 * the endpoint or redelivering by hand is routine (info); a lease that expired under a running attempt is not
 * (warn: the lease is shorter than an attempt can take, and the receiver may see the delivery twice).
 */
export async function explainLostLease(
  o: Pick<DispatcherOptions, 'stores' | 'logger'>,
  d: WebhookDelivery,
  owner: string,
  outcome: AttemptOutcome,
): Promise<void> {
  const { stores, logger } = o
  const fields = {
    delivery_id: d.id,
    endpoint_id: d.endpointId,
    attempt_status: outcome.status,
    response_code: outcome.lastResponseCode,
  }
  const loss = lostLease(await stores.webhookDeliveries.leaseHistory(d.id), owner)
  switch (loss.reason) {
    case 'deleted':
      if (!(await stores.webhookEndpoints.get(d.endpointId))) {
        logger.info(
          fields,
          "webhook delivery deleted with its endpoint while an attempt was in flight; the attempt's result is dropped",
        )
      } else {
        logger.warn(
          fields,
          "webhook delivery deleted while an attempt was in flight, though its endpoint still exists; the attempt's result is dropped",
        )
      }
      return
    case 'redelivered':
      logger.info(
        { ...fields, redelivered_at: loss.at.toISOString() },
        "webhook delivery redelivered by hand while an attempt was in flight; the attempt's result is dropped and the delivery starts over",
      )
      return
    case 'taken_over':
      logger.warn(
        {
          ...fields,
          lease_until: d.leaseUntil?.toISOString() ?? null,
          claimed_by: loss.owner,
          claimed_at: loss.at.toISOString(),
        },
        'webhook lease expired before the attempt was recorded; another owner claimed the delivery and makes the attempt again',
      )
      return
    case 'unknown':
      logger.warn(
        fields,
        "webhook lease lost before the attempt was recorded, and the delivery's lease history no longer shows why; the attempt's result is dropped",
      )
  }
}

export type LeaseLoss =
  | { reason: 'deleted' }
  | { reason: 'redelivered'; at: Date }
  | { reason: 'taken_over'; owner: string; at: Date }
  | { reason: 'unknown' }

/**
 * Why `owner` lost its lease, from the delivery's lease history (null: the delivery is gone). Only a manual
 * redelivery or another owner's claim (allowed once the lease expired) can take a lease, so the entry right after
 * `owner`'s claim says which; later entries (a claim after a redelivery, say) are what happened next.
 */
export function lostLease(history: LeaseEvent[] | null, owner: string): LeaseLoss {
  if (!history) return { reason: 'deleted' }
  const mine = history.findLastIndex((e) => e.kind === 'claimed' && e.owner === owner)
  const next = mine < 0 ? undefined : history[mine + 1]
  if (!next) return { reason: 'unknown' }
  return next.kind === 'redelivered'
    ? { reason: 'redelivered', at: next.at }
    : { reason: 'taken_over', owner: next.owner, at: next.at }
}
