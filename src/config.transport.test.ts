// The transport's settings: Node's header, request and keep-alive deadlines (README "Configuration", "Shutdown").
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config.ts'

describe('transport settings', () => {
  it('have the documented defaults', () => {
    expect(loadConfig({})).toMatchObject({
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 60_000,
      keepAliveTimeoutMs: 65_000,
      shutdownGraceMs: 10_000,
    })
  })

  it('refuse a header deadline longer than the request deadline (both run from the first byte)', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(ConfigError)
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '1000' })).toThrow(
      /^HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS/,
    )
    expect(loadConfig({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '1000' }).headersTimeoutMs).toBe(1000)
  })

  it("refuse deadlines that would switch Node's off (0) or are not whole numbers", () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/^REQUEST_TIMEOUT_MS: must be between/)
    expect(() => loadConfig({ KEEP_ALIVE_TIMEOUT_MS: '0' })).toThrow(/^KEEP_ALIVE_TIMEOUT_MS: must be between/)
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '1.5' })).toThrow(/^HEADERS_TIMEOUT_MS: must be a whole number/)
  })
})
