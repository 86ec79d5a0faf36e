// The version mechanism with a test version: adding a dated breaking change is one entry with a request and a
// response transform, and clients pinned before it keep the old shapes.
import { describe, expect, it } from 'vitest'
import { AppError } from '../errors/index.ts'
import { Versioning, VERSIONS } from './index.ts'

const renamed = new Versioning([
  ...VERSIONS,
  {
    date: '2099-01-01',
    changes: [
      {
        description: 'Catalogue: `skills` renamed `items`.',
        operations: ['listSkills'],
        response: (b) => {
          const { items, ...rest } = b as Record<string, unknown>
          return { ...rest, skills: items }
        },
      },
      {
        description: 'Keys: `label` accepted as `name`.',
        operations: ['createConnectKey'],
        request: (b) => {
          const { label, ...rest } = b as Record<string, unknown>
          return label === undefined ? b : { ...rest, name: label }
        },
      },
    ],
  },
])

describe('versioning', () => {
  it('resolves absent to the latest and refuses malformed, unknown and repeated values', () => {
    expect(renamed.resolve(undefined)).toBe('2099-01-01')
    expect(renamed.resolve('2026-04-24')).toBe('2026-04-24')
    for (const bad of ['2026-04-25', '2026-4-24', 'latest', '', ['2026-04-24', '2099-01-01']]) {
      try {
        renamed.resolve(bad)
        throw new Error('accepted')
      } catch (e) {
        expect(e).toBeInstanceOf(AppError)
        expect((e as AppError).code).toBe('invalid_service_version')
        expect((e as AppError).extra).toEqual({ supported_versions: ['2026-04-24', '2099-01-01'] })
      }
    }
  })

  it('transforms only for clients pinned before a change, and only the named operations', () => {
    const latest = { items: [1], has_more: false }
    expect(renamed.downgradeResponse('2099-01-01', { operationId: 'listSkills', status: 200 }, latest)).toBe(latest)
    expect(renamed.downgradeResponse('2026-04-24', { operationId: 'listSkills', status: 200 }, latest)).toEqual({
      skills: [1],
      has_more: false,
    })
    expect(renamed.downgradeResponse('2026-04-24', { operationId: 'getHealth', status: 200 }, latest)).toBe(latest)
    expect(renamed.upgradeRequest('2026-04-24', 'createConnectKey', { label: 'k' })).toEqual({ name: 'k' })
    expect(renamed.upgradeRequest('2099-01-01', 'createConnectKey', { label: 'k' })).toEqual({ label: 'k' })
  })

  it('refuses a version list out of order', () => {
    expect(
      () =>
        new Versioning([
          { date: '2026-04-24', changes: [] },
          { date: '2026-01-01', changes: [] },
        ]),
    ).toThrow(/increasing order/)
  })
})
