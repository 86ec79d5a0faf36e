// The CLI's pure parts: -F/-f fields (gh api's syntax), the output forms (a table on a terminal, TSV off it, field
// selection, colour rules), the forwarder's explanations and doctor's skew arithmetic. The process-level tests in the
// other files cover the same through real runs; these pin the edges.
import { PassThrough } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { explain } from '../src/commands/forward.ts'
import { skewSeconds } from '../src/commands/doctor.ts'
import { buildBody, type FieldSpec } from '../src/fields.ts'
import { colorEnabled, describeError, Output, UsageError, type Io } from '../src/io.ts'
import { APIError, WebhookVerificationError } from '../src/sdk.ts'

function fakeIo(
  o: { tty?: boolean; env?: Record<string, string>; stdin?: string } = {},
): Io & { text(): string; errText(): string } {
  const stdout = Object.assign(new PassThrough(), { isTTY: o.tty ?? false })
  const stderr = Object.assign(new PassThrough(), { isTTY: o.tty ?? false })
  const stdin = new PassThrough()
  stdin.end(o.stdin ?? '')
  let out = ''
  let err = ''
  stdout.on('data', (c: Buffer) => {
    out += String(c)
  })
  stderr.on('data', (c: Buffer) => {
    err += String(c)
  })
  return { stdin, stdout, stderr, env: o.env ?? {}, text: () => out, errText: () => err }
}

const fields = (...specs: Array<[boolean, string]>): FieldSpec[] => specs.map(([typed, spec]) => ({ typed, spec }))

describe('fields', () => {
  it('types -F values, keeps -f values as strings, nests and builds arrays of objects', async () => {
    const body = await buildBody(
      {},
      fakeIo(),
      fields(
        [true, 'n=12'],
        [true, 'f=1.5'],
        [true, 'ok=true'],
        [true, 'none=null'],
        [false, 'code=007'],
        [true, 'list=[1,2]'],
        [true, 'a[b][c]=x'],
        [true, 'tags[]=one'],
        [true, 'tags[]=two'],
        [true, 'empty[]'],
        [true, 'ids[][scheme]=au_abn'],
        [false, 'ids[][value]=1'],
        [true, 'ids[][scheme]=nz_nzbn'],
        [false, 'ids[][value]=2'],
      ),
    )
    expect(body).toEqual({
      n: 12,
      f: 1.5,
      ok: true,
      none: null,
      code: '007',
      list: [1, 2],
      a: { b: { c: 'x' } },
      tags: ['one', 'two'],
      empty: [],
      ids: [
        { scheme: 'au_abn', value: '1' },
        { scheme: 'nz_nzbn', value: '2' },
      ],
    })
  })

  it('reads @- from stdin, and sets fields over --input', async () => {
    expect(await buildBody({}, fakeIo({ stdin: 'hello' }), fields([true, 'text=@-']))).toEqual({ text: 'hello' })
    expect(await buildBody({ input: '-' }, fakeIo({ stdin: '{"a":1,"b":2}' }), fields([true, 'b=3']))).toEqual({
      a: 1,
      b: 3,
    })
  })

  it('refuses what it cannot read as usage errors', async () => {
    for (const specs of [
      fields([true, 'a[b=1']),
      fields([true, 'novalue']),
      fields([true, 'a=1'], [true, 'a[b]=2']),
      fields([true, 'x=@/nonexistent']),
    ]) {
      await expect(buildBody({}, fakeIo(), specs)).rejects.toBeInstanceOf(UsageError)
    }
    await expect(buildBody({ input: '-' }, fakeIo({ stdin: '[1]' }), [])).rejects.toThrow(/JSON object/)
    await expect(buildBody({ input: '-' }, fakeIo({ stdin: '{' }), [])).rejects.toThrow(/not JSON/)
  })
})

describe('output', () => {
  const rows = [
    { id: 'key_1', name: 'ci\tbot', permissions: ['a', 'b'], revoked_at: null },
    { id: 'key_22', name: 'x', permissions: [], revoked_at: '2026-01-01' },
  ]

  it('draws an aligned table with a header on a terminal, TSV without one off it', () => {
    const tty = fakeIo({ tty: true, env: { NO_COLOR: '1' } })
    new Output(tty, {}).table(rows, ['id', 'name', 'permissions', 'revoked_at'])
    expect(tty.text()).toBe(
      'ID      NAME    PERMISSIONS  REVOKED_AT\nkey_1   ci bot  a,b\nkey_22  x                    2026-01-01\n',
    )
    const pipe = fakeIo()
    new Output(pipe, {}).table(rows, ['id', 'name', 'permissions', 'revoked_at'])
    expect(pipe.text()).toBe('key_1\tci bot\ta,b\t\nkey_22\tx\t\t2026-01-01\n')
  })

  it('--json selects fields of each item; --jq runs jq', async () => {
    const a = fakeIo()
    await new Output(a, { json: 'id' }).list(rows, ['id'])
    expect(JSON.parse(a.text())).toEqual([{ id: 'key_1' }, { id: 'key_22' }])
    const b = fakeIo()
    await new Output(b, { jq: '.[] | select(.revoked_at == null) | .name' }).list(rows, ['id'])
    expect(b.text()).toBe('ci\tbot\n')
  })

  it('colours only a terminal, never with NO_COLOR, and when CLICOLOR_FORCE asks', () => {
    expect(colorEnabled(fakeIo({ tty: true }), { isTTY: true })).toBe(true)
    expect(colorEnabled(fakeIo({ tty: true, env: { NO_COLOR: '1' } }), { isTTY: true })).toBe(false)
    expect(colorEnabled(fakeIo({ env: { CLICOLOR_FORCE: '1' } }), { isTTY: false })).toBe(true)
    expect(colorEnabled(fakeIo({ env: { CLICOLOR_FORCE: '1', NO_COLOR: '1' } }), { isTTY: false })).toBe(false)
    expect(colorEnabled(fakeIo(), { isTTY: false })).toBe(false)
  })

  it('maps API errors to exit codes, with the code, param, details and correlation id', () => {
    const err = (status: number, code: string) =>
      APIError.generate(status, new Headers({ 'x-correlation-id': 'req_1' }), '', {
        error: {
          type: 't',
          code,
          message: 'm',
          param: 'p',
          details: [{ loc: ['body', 'x'], msg: 'is required', type: 'required' }],
        },
      })
    expect(describeError(err(401, 'invalid_token')).code).toBe(4)
    expect(describeError(err(403, 'insufficient_scope')).code).toBe(4)
    expect(describeError(err(403, 'RATE_LIMIT.USER')).code).toBe(5)
    expect(describeError(err(404, 'key_not_found')).code).toBe(1)
    expect(describeError(err(422, 'validation_error'))).toEqual({
      code: 1,
      message: '422 validation_error: m (param: p)\n  body.x: is required\n  correlation id: req_1',
    })
  })
})

describe('forward explanations and doctor skew', () => {
  const now = 1_800_000_000
  it('tells a re-serialised body from a wrong secret, and gives the skew', () => {
    const compact = Buffer.from('{"event":"a","data":{}}')
    const pretty = Buffer.from('{\n  "event": "a",\n  "data": {}\n}')
    const mismatch = new WebhookVerificationError('signature_mismatch', 'x')
    expect(explain(mismatch, pretty, {}, 300, now)).toContain('re-serialised')
    expect(explain(mismatch, compact, {}, 300, now)).toContain('secret is wrong')
    const late = explain(
      new WebhookVerificationError('timestamp_out_of_tolerance', 'x'),
      compact,
      { 'x-webhook-timestamp': String(now - 400) },
      300,
      now,
    )
    expect(late).toMatch(/^skew \+400 s .*signed too long ago/)
    const early = explain(
      new WebhookVerificationError('timestamp_out_of_tolerance', 'x'),
      compact,
      { 'x-webhook-timestamp': String(now + 400) },
      300,
      now,
    )
    expect(early).toMatch(/^skew -400 s .*in the future/)
  })

  it('compares the Date header with the middle of the round trip', () => {
    const server = Date.parse('Thu, 26 Nov 2026 12:00:00 GMT')
    expect(skewSeconds('Thu, 26 Nov 2026 12:00:00 GMT', server, server + 1000)).toBe(0)
    expect(skewSeconds('Thu, 26 Nov 2026 12:00:00 GMT', server + 400_000, server + 400_200)).toBe(400)
    expect(skewSeconds(null, 0, 0)).toBeNull()
    expect(skewSeconds('not a date', 0, 0)).toBeNull()
  })
})
