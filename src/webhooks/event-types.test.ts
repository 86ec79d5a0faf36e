import { describe, expect, it } from 'vitest'
import { deliveryName, eventTypeCatalogue, publicData, unsubscribable } from './event-types.ts'
import { signature, signatureHeader, verifySignature } from './signing.ts'

describe('event types', () => {
  it('names a delivery as subscribed: canonical, else alias, else * with the canonical name; never twice', () => {
    expect(deliveryName('workstream.run.completed', ['workstream.run.completed', 'playbook.run.completed', '*'])).toBe(
      'workstream.run.completed',
    )
    expect(deliveryName('workstream.run.completed', ['playbook.run.completed', '*'])).toBe('playbook.run.completed')
    expect(deliveryName('workstream.run.completed', ['*'])).toBe('workstream.run.completed')
    expect(deliveryName('workstream.run.completed', ['api_key.created'])).toBeNull()
    expect(deliveryName('api_key.created', ['playbook.run.completed'])).toBeNull()
  })

  it('refuses unknown and reserved subscriptions, accepts names, aliases and *', () => {
    expect(unsubscribable(['*', 'api_key.created', 'playbook.run.failed', 'workstream.run.cancelled'])).toEqual([])
    expect(unsubscribable(['api_key.rotated', 'message.completed', 'nope.event'])).toEqual([
      'api_key.rotated',
      'nope.event',
    ])
  })

  it('sends only documented data fields', () => {
    expect(
      publicData('api_key.created', {
        id: 'key_1',
        name: 'n',
        created_at: 't',
        permissions: ['x'],
        value: 'sk_secret',
      }),
    ).toEqual({ id: 'key_1', name: 'n', created_at: 't' })
    expect(() => publicData('api_key.rotated', {})).toThrow()
  })

  it('lists live types, aliases with alias_of, and reserved types', () => {
    const c = eventTypeCatalogue()
    expect(c.find((e) => e.type === 'playbook.run.completed')).toMatchObject({
      alias_of: 'workstream.run.completed',
      deprecated: true,
    })
    expect(c.find((e) => e.type === 'api_key.rotated')).toMatchObject({ reserved: true })
    expect(c.find((e) => e.type === 'workstream.run.completed')).toMatchObject({
      aliases: ['playbook.run.completed'],
      reserved: false,
    })
  })
})

describe('signatures', () => {
  it('match a value computed from the published formula', () => {
    // HMAC-SHA256(key="whsec_test", "1700000000.{\"a\":1}") computed independently with openssl in webhooks.api tests;
    // here: sign/verify round trip, tolerance and tampering.
    const body = '{"event":"api_key.created","data":{"id":"key_1"}}'
    const sig = signature('whsec_test', 1_700_000_000, body)
    expect(sig).toMatch(/^v1=[0-9a-f]{64}$/)
    expect(verifySignature('whsec_test', sig, '1700000000', body, 1_700_000_000)).toBe(true)
    expect(verifySignature('whsec_test', sig, '1700000000', body, 1_700_000_300)).toBe(true)
    expect(verifySignature('whsec_test', sig, '1700000000', body, 1_700_000_301)).toBe(false)
    expect(verifySignature('whsec_test', sig, '1700000000', body, 1_699_999_699)).toBe(false)
    expect(verifySignature('whsec_test', sig, '1700000000', `${body} `, 1_700_000_000)).toBe(false)
    expect(verifySignature('whsec_other', sig, '1700000000', body, 1_700_000_000)).toBe(false)
    const both = signatureHeader(['whsec_new', 'whsec_test'], 1_700_000_000, body)
    expect(verifySignature('whsec_test', both, '1700000000', body, 1_700_000_000)).toBe(true)
    expect(verifySignature('whsec_new', both, '1700000000', body, 1_700_000_000)).toBe(true)
  })
})
