import { Writable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { accessLogWriter, createLogger, lazyChild, REDACT_PATHS, type Logger } from './logger.ts'

function sink() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(c: Buffer, _e, cb) {
      for (const l of c.toString().split('\n')) if (l) lines.push(JSON.parse(l) as Record<string, unknown>)
      cb()
    },
  })
  return { lines, stream }
}

/** What pino's own `redact` option printed with REDACT_PATHS (the configuration before redactFields). */
function pinoRedacting(stream: Writable): Logger {
  return pino({ level: 'info', base: undefined, redact: { paths: REDACT_PATHS, censor: '[redacted]' } }, stream)
}

const withoutTime = (l: Record<string, unknown>) => {
  const { time: _t, ...rest } = l
  return rest
}

class KeyError extends Error {
  token = 'sk_secret_in_error'
  param = 'key'
}

/** Lines covering every path shape: top level, nested, headers, arrays, errors, null, undefined, deeper levels. */
const CASES: [Record<string, unknown> | Error | string, string?][] = [
  [{ authorization: 'Bearer sk_x', nested: { token: 't', api_key: 'k', keep: 1 }, value: 'v', ok: 1 }, 'm'],
  [{ headers: { authorization: 'Bearer a', cookie: 'session=s', accept: 'json' }, cookie: 'c' }, 'headers'],
  [{ secret: { deep: 1 }, password: null, token: 0, api_key: false }, 'top-level whatever they hold'],
  [
    {
      a: { value: undefined, password: 'p' },
      b: [{ token: 'in an array: not a path' }],
      c: { d: { token: 'two levels: not a path' } },
    },
    'shapes',
  ],
  [{ correlation_id: 'req_1', method: 'POST', path: '/x', status: 200, ms: 3 }, 'request'],
  [{ err: new KeyError('boom'), key_id: 'key_1' }, 'error field'],
  [new KeyError('error as the object')],
  [{ list: ['a', 'b'], n: 1.5, flag: true, nothing: null, skip: undefined }, 'plain'],
  ['message only'],
]

function logBoth(fn: (l: Logger) => void): { ours: Record<string, unknown>[]; pinos: Record<string, unknown>[] } {
  const a = sink()
  const b = sink()
  fn(createLogger('info', a.stream))
  fn(pinoRedacting(b.stream))
  return { ours: a.lines.map(withoutTime), pinos: b.lines.map(withoutTime) }
}

describe('logger', () => {
  it('redacts credential-bearing fields', () => {
    const { lines, stream } = sink()
    createLogger('info', stream).info(
      { authorization: 'Bearer sk_x', nested: { token: 't', api_key: 'k' }, value: 'v', ok: 1 },
      'm',
    )
    expect(lines[0]).toMatchObject({
      authorization: '[redacted]',
      nested: { token: '[redacted]', api_key: '[redacted]' },
      value: '[redacted]',
      ok: 1,
    })
  })

  it("prints exactly what pino's own redact option printed for REDACT_PATHS, without changing the logged objects", () => {
    const originals = CASES.map(([o]) =>
      o instanceof Error || typeof o === 'string' ? o : structuredClone({ ...o, err: undefined }),
    )
    const { ours, pinos } = logBoth((l) => {
      for (const [o, m] of CASES) m === undefined ? l.info(o) : l.info(o, m)
    })
    expect(ours).toHaveLength(CASES.length)
    expect(ours).toEqual(pinos)
    expect(JSON.stringify(ours)).not.toMatch(/sk_x|Bearer|session=s|sk_secret_in_error/)
    // The caller's objects are untouched (redaction copies).
    CASES.forEach(([o], i) => {
      if (!(o instanceof Error) && typeof o !== 'string') expect({ ...o, err: undefined }).toEqual(originals[i])
    })
  })

  it("redacts child bindings and objects interpolated into the message, as pino's redact did", () => {
    const { ours, pinos } = logBoth((l) => {
      l.child({ token: 'sk_bound', nested: { secret: 's' }, correlation_id: 'req_2' }).info({ a: 1 }, 'child')
      l.info('interpolated %j', { password: 'p', ok: 1 })
    })
    expect(ours).toEqual(pinos)
    expect(ours[0]).toMatchObject({ token: '[redacted]', nested: { secret: '[redacted]' }, correlation_id: 'req_2' })
    expect(JSON.stringify(ours)).not.toMatch(/sk_bound|"p"/)
  })

  it('lazyChild writes the lines a pino child writes, without building one; anything else builds it once', () => {
    const { lines, stream } = sink()
    const parent = createLogger('info', stream)
    let children = 0
    const counting = new Proxy(parent, {
      get: (t, p) =>
        p === 'child'
          ? (b: Record<string, unknown>) => {
              children++
              return t.child(b)
            }
          : Reflect.get(t, p),
    })
    const lazy = lazyChild(counting, { correlation_id: 'req_1' })
    lazy.debug({ a: 1 }, 'hidden')
    lazy.info({ a: 2 }, 'shown')
    lazy.warn('again')
    const failure = new KeyError('failed')
    lazy.error(failure)
    const nested = lazyChild(lazy, { skill: 's', token: 'sk_nested' })
    nested.info({ total: 1 }, 'skill line')
    expect(children).toBe(0)
    expect(lazy.level).toBe('info') // a property: builds the real child
    expect(children).toBe(1)

    const real = sink()
    const viaPino = createLogger('info', real.stream).child({ correlation_id: 'req_1' })
    viaPino.info({ a: 2 }, 'shown')
    viaPino.warn('again')
    viaPino.error(failure)
    viaPino.child({ skill: 's', token: 'sk_nested' }).info({ total: 1 }, 'skill line')
    expect(lines.map(withoutTime)).toEqual(real.lines.map(withoutTime))
    expect(lines[0]).toEqual(expect.objectContaining({ correlation_id: 'req_1', a: 2, msg: 'shown' }))
    expect(Object.keys(lines[3]!).slice(0, 5)).toEqual(['level', 'time', 'correlation_id', 'skill', 'token'])
    expect(lines[3]).toMatchObject({ skill: 's', token: '[redacted]', total: 1 })
  })
})

describe('accessLogWriter', () => {
  /** Raw text lines, for a byte-for-byte comparison. */
  function rawSink() {
    const text: string[] = []
    return {
      text,
      stream: new Writable({
        write(c: Buffer, _e, cb) {
          text.push(c.toString('utf8'))
          cb()
        },
      }),
    }
  }
  // Node decodes a request target byte by byte (latin1), so a real path never holds a lone surrogate; the last test
  // shows what happens to one anyway.
  const PATHS = [
    '/api/v1/skills/identifiers.validate/invoke',
    '/a"b\\c',
    '/tab\there',
    '/\u0001ctl',
    '/é/ü/\u00ff',
    `/${'x'.repeat(300)}`,
  ]

  it('writes byte for byte the line logger.info(fields, "request") writes', () => {
    const a = rawSink()
    const b = rawSink()
    const ours = accessLogWriter(createLogger('info', a.stream))
    const theirs = createLogger('info', b.stream)
    for (const [i, path] of PATHS.entries()) {
      ours({ correlationId: `req_${i}`, method: i % 2 ? 'GET' : 'POST', path, status: 200 + i, ms: i * 7 })
      theirs.info(
        { correlation_id: `req_${i}`, method: i % 2 ? 'GET' : 'POST', path, status: 200 + i, ms: i * 7 },
        'request',
      )
    }
    const noTime = (s: string) => s.replace(/"time":\d+,/, '"time":0,')
    expect(a.text).toHaveLength(PATHS.length)
    expect(a.text.map(noTime)).toEqual(b.text.map(noTime))
    for (const line of a.text) expect(line.endsWith('}\n') && JSON.parse(line).msg === 'request').toBe(true)
  })

  it('writes nothing below info, and follows a level changed later', () => {
    const a = rawSink()
    const logger = createLogger('warn', a.stream)
    const write = accessLogWriter(logger)
    write({ correlationId: 'req_1', method: 'GET', path: '/', status: 200, ms: 1 })
    expect(a.text).toEqual([])
    logger.level = 'info'
    write({ correlationId: 'req_2', method: 'GET', path: '/', status: 200, ms: 1 })
    expect(a.text).toHaveLength(1)
  })

  it('escapes a lone surrogate, so the line reads back as what was logged (pino would write it raw: U+FFFD on disk)', () => {
    const a = rawSink()
    accessLogWriter(createLogger('info', a.stream))({
      correlationId: 'req_1',
      method: 'GET',
      path: '/lone\ud800x',
      status: 200,
      ms: 1,
    })
    expect(a.text[0]).toContain('\\ud800')
    expect((JSON.parse(a.text[0]!) as { path: string }).path).toBe('/lone\ud800x')
  })
})

describe('accessLogWriter on a logger with bindings', () => {
  it('goes through pino, so the bindings are printed', () => {
    const { lines, stream } = sink()
    accessLogWriter(createLogger('info', stream).child({ instance: 'a' }))({
      correlationId: 'req_1',
      method: 'GET',
      path: '/',
      status: 200,
      ms: 1,
    })
    expect(lines[0]).toMatchObject({ instance: 'a', correlation_id: 'req_1', msg: 'request' })
  })
})
