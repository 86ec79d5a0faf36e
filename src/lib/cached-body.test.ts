// The cached body: content coding chosen from Accept-Encoding (q-values, `*`, refusals), one strong ETag per encoding,
// If-None-Match in its weak and list forms, each encoding made once.
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { CachedBody, chooseCoding } from './cached-body.ts'

describe('chooseCoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br, gzip;q=0.9', 'br'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['GZIP', 'gzip'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    [['gzip', 'br'], 'br'],
  ] as const)('%j → %s', (header, coding) => {
    expect(chooseCoding(header as string | string[] | undefined)).toBe(coding)
  })
})

describe('CachedBody', () => {
  const text = JSON.stringify({
    openapi: '3.1.0',
    paths: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`/p${i}`, { get: {} }])),
  })
  const body = new CachedBody(Buffer.from(text), 'application/json; charset=utf-8')

  it('has a strong ETag per encoding, and matches any of them, weak or in a list', () => {
    const tags = (['identity', 'gzip', 'br'] as const).map((c) => body.etag(c))
    expect(new Set(tags).size).toBe(3)
    for (const t of tags) {
      expect(t).toMatch(/^"[A-Za-z0-9_-]+"$/)
      expect(body.matches(t)).toBe(true)
      expect(body.matches(`W/${t}`)).toBe(true)
      expect(body.matches(`"other", ${t}`)).toBe(true)
    }
    expect(body.matches('*')).toBe(true)
    expect(body.matches('"other"')).toBe(false)
    expect(body.matches(undefined)).toBe(false)
    expect(new CachedBody(Buffer.from(`${text} `), body.type).etag('identity')).not.toBe(body.etag('identity'))
  })

  it('compresses each encoding once, and both decode to the same bytes', async () => {
    const gz = body.encoding('gzip')
    expect(body.encoding('gzip')).toBe(gz)
    expect(gunzipSync(await gz).toString()).toBe(text)
    expect(brotliDecompressSync(await body.encoding('br')).toString()).toBe(text)
    expect((await body.encoding('br')).length).toBeLessThan(text.length / 5)
  })

  it('leaves small bodies and images alone', () => {
    expect(new CachedBody(Buffer.from('{"a":1}'), 'application/json').compressible).toBe(false)
    expect(new CachedBody(Buffer.alloc(4096), 'image/png').compressible).toBe(false)
    expect(body.compressible).toBe(true)
  })
})
