// bootstrapOrganization: one organization per bootstrap, and an existing email refused unless another
// organization is asked for explicitly (also when two bootstraps of one new email race).
import { describe, expect, it } from 'vitest'
import { openEmbeddedStores } from '../store/embedded/index.ts'
import { randomIds } from '../lib/ids.ts'
import { systemClock } from '../lib/clock.ts'
import { bootstrapOrganization, UserExistsError } from './bootstrap.ts'

describe('bootstrapOrganization', () => {
  it('refuses an existing email (any case) and creates nothing; addOrganization adds one for the same user', async () => {
    const stores = openEmbeddedStores(':memory:')
    try {
      const first = await bootstrapOrganization(stores, randomIds, systemClock, {
        organizationName: 'A',
        email: 'Ann@Example.com',
      })
      await expect(
        bootstrapOrganization(stores, randomIds, systemClock, { organizationName: 'B', email: ' ann@example.com ' }),
      ).rejects.toMatchObject({ name: 'UserExistsError', email: 'ann@example.com', organizations: 1 })
      expect((await stores.memberships.listByUser(first.userId)).map((m) => m.organizationId)).toEqual([
        first.organizationId,
      ])
      const second = await bootstrapOrganization(stores, randomIds, systemClock, {
        organizationName: 'B',
        email: 'ann@example.com',
        addOrganization: true,
      })
      expect(second.userId).toBe(first.userId)
      expect((await stores.memberships.listByUser(first.userId)).map((m) => m.organizationId)).toEqual([
        first.organizationId,
        second.organizationId,
      ])
    } finally {
      await stores.close()
    }
  })

  it('two concurrent bootstraps of one new email: one organization, one refusal', async () => {
    const stores = openEmbeddedStores(':memory:')
    try {
      const results = await Promise.allSettled(
        [1, 2].map((i) =>
          bootstrapOrganization(stores, randomIds, systemClock, {
            organizationName: `O${i}`,
            email: 'race@example.com',
          }),
        ),
      )
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
      expect(refused.reason).toBeInstanceOf(UserExistsError)
      const user = await stores.users.getByEmail('race@example.com')
      expect(await stores.memberships.listByUser(user!.id)).toHaveLength(1)
    } finally {
      await stores.close()
    }
  })
})
