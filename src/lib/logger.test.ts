import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger, lazyChild } from './logger.ts'

function sink() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({ write(c: Buffer, _e, cb) { for (const l of c.toString().split('\n')) if (l) lines.push(JSON.parse(l) as Record<string, unknown>); cb() } })
  return { lines, stream }
}

describe('logger', () => {
  it('redacts credential-bearing fields', () => {
    const { lines, stream } = sink()
    createLogger('info', stream).info({ authorization: 'Bearer sk_x', nested: { token: 't', api_key: 'k' }, value: 'v', ok: 1 }, 'm')
    expect(lines[0]).toMatchObject({ authorization: '[redacted]', nested: { token: '[redacted]', api_key: '[redacted]' }, value: '[redacted]', ok: 1 })
  })

  it('lazyChild carries its bindings, and builds nothing for disabled levels', () => {
    const { lines, stream } = sink()
    const parent = createLogger('info', stream)
    let children = 0
    const counting = new Proxy(parent, { get: (t, p) => (p === 'child' ? (b: Record<string, unknown>) => { children++; return t.child(b) } : Reflect.get(t, p)) })
    const lazy = lazyChild(counting, { correlation_id: 'req_1' })
    lazy.debug({ a: 1 }, 'hidden')
    expect(children).toBe(0)
    lazy.info({ a: 2 }, 'shown')
    lazy.warn('again')
    expect(children).toBe(1)
    expect(lines).toEqual([
      expect.objectContaining({ correlation_id: 'req_1', a: 2, msg: 'shown' }),
      expect.objectContaining({ correlation_id: 'req_1', msg: 'again' }),
    ])
  })
})
