// assets.trace's rules scored against generated books with planted related-party facts (src/books/synthetic/related.ts):
// every planted round trip, rapid in-and-out and period-end transfer to a related party is flagged, nothing else is,
// and the related parties are exactly those sharing a bank account, address or identifier, or of kind related_party.
import { describe, expect, it } from 'vitest'
import { generateRelatedParties, score } from '../../src/books/synthetic/index.ts'
import { movements, rapidInOut, relatedNearPeriodEnd, relatedParties, roundTrips } from './trace.ts'

describe('assets.trace rules against planted related-party facts', () => {
  for (const seed of [1, 2, 3, 4, 5]) {
    it(`seed ${seed}: round trips, rapid in-and-out, period-end transfers and related parties as planted`, () => {
      const b = generateRelatedParties(seed)
      const ms = movements({ banks: [b.bank_account], statement: b.statement_lines, ledger: [], contacts: b.contacts })
      const trips = roundTrips(ms).map((f) => `${f.evidence[0]!.ref}|${f.evidence[1]!.ref}`)
      const rapid = rapidInOut(ms).map((f) => f.evidence[0]!.ref)
      const related = relatedParties(b.contacts)
      const nearEnd = relatedNearPeriodEnd(ms, related, b.contacts, b.labels.period_end).map((f) => f.evidence[0]!.ref)
      const results = {
        round_trips: score(
          b.labels.round_trips.map(([o, r]) => `${o}|${r}`),
          trips,
        ),
        rapid_in_out: score(b.labels.rapid_in_out, rapid),
        period_end: score(b.labels.period_end_transfers, nearEnd),
        related: score(
          b.labels.related_contacts,
          related.map((r) => r.contactId),
        ),
      }
      for (const [name, s] of Object.entries(results)) {
        expect({ name, ...s }).toMatchObject({ name, precision: 1, recall: 1 })
      }
      expect(b.labels.round_trips.length + b.labels.rapid_in_out.length + b.labels.period_end_transfers.length).toBe(8)
    })
  }
})
