// Request validation over real HTTP (SPEC-DECISIONS "Errors": 422 validation_error, `param` the first failing
// field, `details` one item per failing field): strict numeric parameters, every failing field reported (bounded),
// typed `loc`, and strings that are not well-formed Unicode refused before anything stores them.
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ValidateFunction } from 'ajv'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { createAjv } from './ajv.ts'

const FIXTURE_SKILLS = path.join(import.meta.dirname, '..', 'testing', 'fixtures', 'skills')

interface Detail {
  loc: (string | number)[]
  msg: string
  type: string
}
interface ErrorBody {
  code: string
  param?: string
  details?: Detail[]
  details_truncated?: boolean
}

describe('request validation', () => {
  let srv: TestServer
  let t: Tenant
  let envelope: ValidateFunction
  beforeAll(async () => {
    srv = await startTestServer({ env: { SKILLS_DIR: FIXTURE_SKILLS } })
    t = await createTenant(srv.services)
    const { components } = srv.services.spec
    envelope = createAjv().compile({ ...(components.schemas!.ErrorResponse as object), components })
  })
  afterAll(async () => {
    await srv?.close()
  })

  const api = (p: string, o: Parameters<typeof call>[2] = {}) => call(srv.url, p, { token: t.adminKey, ...o })
  /** The error object, once the body is checked against openapi.yaml's ErrorResponse (details_truncated included). */
  const errorOf = (r: { body: Record<string, unknown> }) => {
    expect(envelope(r.body), JSON.stringify(envelope.errors)).toBe(true)
    return r.body.error as ErrorBody
  }

  describe('integer query parameters take decimal digits only', () => {
    it.each(['0x10', '0b11', '0o7', '1e1', ' 5', '5 ', '+5', '', '5.0', '-0'])(
      'limit=%j is 422 on limit',
      async (v) => {
        const r = await api(`/api/v1/connect-keys?limit=${encodeURIComponent(v)}`)
        expect(r.status).toBe(422)
        expect(errorOf(r)).toMatchObject({ code: 'validation_error', param: 'limit' })
        expect(errorOf(r).details![0]).toMatchObject({ loc: ['query', 'limit'], type: 'invalid_type' })
      },
    )

    it('accepts plain decimal values, leading zeros included, and still range-checks them', async () => {
      expect((await api('/api/v1/connect-keys?limit=16&offset=0')).status).toBe(200)
      expect((await api('/api/v1/connect-keys?limit=007')).status).toBe(200)
      const tooBig = await api('/api/v1/connect-keys?limit=101')
      expect(tooBig.status).toBe(422)
      expect(errorOf(tooBig).details![0]).toMatchObject({ loc: ['query', 'limit'] })
      const negative = await api('/api/v1/connect-keys?offset=-1')
      expect(negative.status).toBe(422)
      expect(errorOf(negative)).toMatchObject({ param: 'offset' })
    })

    it('reports a bad limit and a bad offset together', async () => {
      const r = await api('/api/v1/connect-keys?limit=0x10&offset=1e3')
      expect(r.status).toBe(422)
      expect(errorOf(r).details!.map((d) => d.loc)).toEqual([
        ['query', 'limit'],
        ['query', 'offset'],
      ])
    })
  })

  describe('every failing field is reported, within a bound', () => {
    it('lists each failing body field; param stays the first', async () => {
      const r = await api('/api/v1/connect-keys', {
        body: { name: '', environment: 'prod', rate_limit_per_minute: -1, bogus: 1 },
      })
      expect(r.status).toBe(422)
      const e = errorOf(r)
      expect(e.details!.map((d) => d.loc.join('.')).sort()).toEqual([
        'body.bogus',
        'body.environment',
        'body.name',
        'body.rate_limit_per_minute',
      ])
      expect(e.param).toBe(e.details![0]!.loc.slice(1).join('.'))
      expect(e.details_truncated).toBeUndefined()
    })

    it('reports body and query failures of one request', async () => {
      const r = await api('/api/v1/connect-keys/key_x/rotate?bogus=1', {
        body: { grace_period_hours: -1, extra: true },
      })
      expect(r.status).toBe(422)
      expect(
        errorOf(r)
          .details!.map((d) => d.loc.join('.'))
          .sort(),
      ).toEqual(['body.extra', 'body.grace_period_hours', 'query.bogus'])
    })

    it('lists every failing field of a skill input', async () => {
      const r = await api('/api/v1/skills/echo.fixture/invoke', { body: { text: 5, mode: 'nope', extra: true } })
      expect(r.status).toBe(422)
      expect(
        errorOf(r)
          .details!.map((d) => d.loc.join('.'))
          .sort(),
      ).toEqual(['body.extra', 'body.mode', 'body.text'])
    })

    it('array indexes are numbers in loc, property names strings', async () => {
      const r = await api('/api/v1/connect-keys', { body: { name: 'x', permissions: ['search:read', 5] } })
      expect(r.status).toBe(422)
      expect(errorOf(r)).toMatchObject({
        param: 'permissions.1',
        details: [{ loc: ['body', 'permissions', 1], type: 'invalid_type' }],
      })
      // An object key that looks like a number stays a string.
      const skill = await api('/api/v1/skills/echo.fixture/invoke', { body: { text: 'x', 0: true } })
      expect(errorOf(skill).details![0]!.loc).toEqual(['body', '0'])
    })

    it('stops at 20 details and says so', async () => {
      const body: Record<string, unknown> = { name: 'x' }
      for (let i = 0; i < 30; i++) body[`extra_${i}`] = i
      const r = await api('/api/v1/connect-keys', { body })
      expect(r.status).toBe(422)
      expect(errorOf(r).details).toHaveLength(20)
      expect(errorOf(r).details_truncated).toBe(true)
    })

    it('a huge array of bad items is answered at once from a bounded check', async () => {
      const permissions = Array.from({ length: 100_000 }, () => 1)
      const r = await api('/api/v1/connect-keys', { body: { name: 'x', permissions } })
      expect(r.status).toBe(422)
      const e = errorOf(r)
      expect(e.details!.length).toBeGreaterThanOrEqual(1)
      expect(e.details!.length).toBeLessThanOrEqual(20)
      expect(e.details_truncated).toBe(true)
    })
  })

  describe('strings must be well-formed Unicode', () => {
    const listNames = async () =>
      ((await api('/api/v1/connect-keys?limit=100')).body.data as { name: string }[]).map((k) => k.name)

    it('a lone surrogate in a connect-key name is 422 invalid_string, and nothing is stored', async () => {
      const before = await listNames()
      const r = await api('/api/v1/connect-keys', {
        rawBody: '{"name":"a\\ud800b"}',
        headers: { 'content-type': 'application/json' },
      })
      expect(r.status).toBe(422)
      expect(errorOf(r)).toMatchObject({
        code: 'validation_error',
        param: 'name',
        details: [{ loc: ['body', 'name'], type: 'invalid_string' }],
      })
      expect(await listNames()).toEqual(before)
    })

    it('names the path of the first offending string, object keys included', async () => {
      const inArray = await api('/api/v1/connect-keys', {
        rawBody: '{"name":"ok","permissions":["search:read","\\udc00"]}',
        headers: { 'content-type': 'application/json' },
      })
      expect(errorOf(inArray)).toMatchObject({
        param: 'permissions.1',
        details: [{ loc: ['body', 'permissions', 1], type: 'invalid_string' }],
      })
      const key = await api('/api/v1/connect-keys', {
        rawBody: '{"name":"ok","x\\ud800":1}',
        headers: { 'content-type': 'application/json' },
      })
      expect(key.status).toBe(422)
      expect(errorOf(key)).toMatchObject({ param: 'x\ufffd', details: [{ type: 'invalid_string' }] })
      // A well-formed pair is fine.
      const pair = await api('/api/v1/connect-keys', {
        rawBody: '{"name":"emoji \\ud83d\\ude00"}',
        headers: { 'content-type': 'application/json' },
      })
      expect(pair.status).toBe(201)
      expect(pair.body.name).toBe('emoji \u{1f600}')
    })

    it('applies to skill input too', async () => {
      const r = await api('/api/v1/skills/echo.fixture/invoke', {
        rawBody: '{"text":"\\ud800"}',
        headers: { 'content-type': 'application/json' },
      })
      expect(r.status).toBe(422)
      expect(errorOf(r)).toMatchObject({
        code: 'validation_error',
        param: 'text',
        details: [{ loc: ['body', 'text'], type: 'invalid_string' }],
      })
    })
  })
})
