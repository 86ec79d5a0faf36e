import { describe, expect, it } from 'vitest'
import { correlationId } from './ids.ts'

describe('correlationId', () => {
  it('is req_ and 32 hex digits, never repeated, across refills of its random pool', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 2000; i++) {
      // 2000 × 16 bytes: the 4 KB pool is refilled several times
      const id = correlationId()
      expect(id).toMatch(/^req_[0-9a-f]{32}$/)
      seen.add(id)
    }
    expect(seen.size).toBe(2000)
    // Every hex digit turns up in the first position: the bytes are not stuck.
    const digits = new Set([...seen].map((id) => id[4]))
    expect(digits.size).toBe(16)
  })
})
