// The configuration refuses bad values with a message naming the variable, before anything starts.
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

const fails = (env: Record<string, string>, re: RegExp) => {
  expect(() => loadConfig(env)).toThrow(ConfigError)
  expect(() => loadConfig(env)).toThrow(re)
}

describe('config', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({ port: 8080, defaultRequestsPerMinute: 60, ipRequestsPerMinute: 120, keyCacheTtlSeconds: 300, reaperIntervalSeconds: 900 })
    expect(c.webhooks).toMatchObject({ dispatcher: true, allowHosts: null, timeoutMs: 10_000, retryDelaysS: [1, 2, 4, 8, 16], maxAttempts: 5, leaseMs: 30_000 })
  })

  it('names the variable in every refusal', () => {
    fails({ PORT: 'eighty' }, /^PORT: must be a whole number/)
    fails({ PORT: '70000' }, /^PORT: must be between/)
    fails({ MONGODB_URL: 'postgres://x' }, /^MONGODB_URL: must use mongodb:/)
    fails({ SESSION_JWT_SECRET: 'short' }, /^SESSION_JWT_SECRET: must be at least 32 bytes/)
    fails({ RESPONSE_VALIDATION: 'sometimes' }, /^RESPONSE_VALIDATION/)
    fails({ WEBHOOK_RETRY_DELAYS: '1,two' }, /^WEBHOOK_RETRY_DELAYS/)
  })

  it('refuses a webhook lease that an attempt could outlast', () => {
    fails({ WEBHOOK_TIMEOUT_MS: '60000' }, /^WEBHOOK_LEASE_MS: must be longer than WEBHOOK_TIMEOUT_MS/)
    fails({ WEBHOOK_LEASE_MS: '1000', WEBHOOK_TIMEOUT_MS: '1000' }, /^WEBHOOK_LEASE_MS/)
    expect(loadConfig({ WEBHOOK_LEASE_MS: '1500', WEBHOOK_TIMEOUT_MS: '1000' }).webhooks.leaseMs).toBe(1500)
  })
})
