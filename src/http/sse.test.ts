// Streaming skills over SSE (SPEC-DECISIONS "Skills"): with Accept: text/event-stream a streaming skill answers
// progress and delta events, then one result or error event; refusals before it starts are ordinary errors;
// heartbeats keep idle streams open; a client that disconnects cancels the run. curl -N proves the wire.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { aborts } from '../testing/fixtures/skills/stream.fixture/handler.ts'

const FIXTURES = path.join(import.meta.dirname, '..', 'testing', 'fixtures', 'skills')
const STREAM = '/api/v1/skills/stream.fixture/invoke'

interface SseEvent {
  event: string
  data: unknown
}

/** Parses an SSE body into events (comments are counted separately). */
function parseSse(text: string): { events: SseEvent[]; comments: number } {
  const events: SseEvent[] = []
  let comments = 0
  for (const block of text.split('\n\n')) {
    if (!block.trim()) continue
    let event = 'message'
    const data: string[] = []
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) comments++
      else if (line.startsWith('event: ')) event = line.slice(7)
      else if (line.startsWith('data: ')) data.push(line.slice(6))
    }
    if (data.length) events.push({ event, data: JSON.parse(data.join('\n')) as unknown })
  }
  return { events, comments }
}

function curl(args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve, reject) => {
    const p = spawn('curl', args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let stdout = ''
    p.stdout.on('data', (c: Buffer) => {
      stdout += c.toString('utf8')
    })
    p.on('error', reject)
    p.on('close', (code) => resolve({ code: code ?? -1, stdout }))
  })
}

describe('streaming skills over SSE', () => {
  let srv: TestServer
  let t: Tenant
  beforeAll(async () => {
    srv = await startTestServer({ env: { SKILLS_DIR: FIXTURES, SSE_HEARTBEAT_MS: '50' } })
    t = await createTenant(srv.services)
  })
  afterAll(async () => {
    await srv?.close()
  })

  const stream = (body: unknown, token = t.adminKey, accept = 'text/event-stream') =>
    fetch(srv.url + STREAM, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept },
    })

  it('curl -N receives progress and delta events, then the invocation result', async () => {
    const r = await curl([
      '-N',
      '-s',
      '-i',
      '-X',
      'POST',
      srv.url + STREAM,
      '-H',
      `Authorization: Bearer ${t.adminKey}`,
      '-H',
      'Content-Type: application/json',
      '-H',
      'Accept: text/event-stream',
      '-d',
      JSON.stringify({ steps: 3, delay_ms: 20 }),
    ])
    expect(r.code).toBe(0)
    const [head, ...rest] = r.stdout.split('\r\n\r\n')
    expect(head).toMatch(/^HTTP\/1\.1 200/)
    expect(head).toMatch(/content-type: text\/event-stream/i)
    expect(head).toMatch(/x-ratelimit-limit: \d+/i)
    const { events } = parseSse(rest.join('\r\n\r\n'))
    expect(events.map((e) => e.event)).toEqual([
      'progress',
      'delta',
      'progress',
      'delta',
      'progress',
      'delta',
      'result',
    ])
    expect(events[0]!.data).toEqual({ fraction: 1 / 3, message: 'step 1 of 3' })
    expect(events[1]!.data).toEqual({ data: 'chunk1 ' })
    expect(events[6]!.data).toMatchObject({
      skill: 'stream.fixture',
      output: { text: 'chunk1 chunk2 chunk3 ', steps: 3, stub_fields: [], warnings: [] },
      correlation_id: expect.stringMatching(/^req_/),
    })
  })

  it('any other Accept gets the plain JSON result', async () => {
    for (const accept of ['application/json', '*/*', 'text/html']) {
      const r = await stream({ steps: 2, delay_ms: 1 }, t.adminKey, accept)
      expect(r.status).toBe(200)
      expect(r.headers.get('content-type')).toContain('application/json')
      expect(await r.json()).toMatchObject({ output: { text: 'chunk1 chunk2 ', steps: 2 } })
    }
  })

  it('a refusal before the skill starts is an ordinary error response, not a stream', async () => {
    const key = (
      await call<{ value: string }>(srv.url, '/api/v1/connect-keys', {
        token: t.adminKey,
        body: { name: 'no perms', permissions: [] },
      })
    ).body.value
    const denied = await stream({ steps: 1 }, key)
    expect(denied.status).toBe(403)
    expect(denied.headers.get('content-type')).toContain('application/json')
    expect(((await denied.json()) as { error: { code: string } }).error.code).toBe('insufficient_scope')
    const invalid = await stream({ steps: 'many' })
    expect(invalid.status).toBe(422)
  })

  it('a failure after the stream started is the final error event, carrying the envelope', async () => {
    const r = await stream({ mode: 'fail_midway', steps: 3, delay_ms: 1 })
    expect(r.status).toBe(200)
    const { events } = parseSse(await r.text())
    expect(events.map((e) => e.event)).toEqual(['progress', 'delta', 'error'])
    expect(events[2]!.data).toMatchObject({
      error: { code: 'validation_error', param: 'mode', correlation_id: expect.stringMatching(/^req_/) },
    })
  })

  it('a run past its time limit ends with an error event skill_timeout; heartbeats kept the idle stream open', async () => {
    const r = await stream({ mode: 'hang', tag: 'sse-timeout' })
    const { events, comments } = parseSse(await r.text())
    expect(events.map((e) => e.event)).toEqual(['progress', 'error'])
    expect(events[1]!.data).toMatchObject({ error: { code: 'skill_timeout', type: 'api_error' } })
    expect(comments).toBeGreaterThanOrEqual(5) // 1.5 s limit, a heartbeat every 50 ms
    expect(aborts.get('sse-timeout')).toMatch(/time limit/)
  })

  it('events arrive while the skill runs, and a client that disconnects cancels the run', async () => {
    const controller = new AbortController()
    const r = await fetch(srv.url + STREAM, {
      method: 'POST',
      body: JSON.stringify({ mode: 'hang', tag: 'sse-disconnect' }),
      signal: controller.signal,
      headers: {
        authorization: `Bearer ${t.adminKey}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
    })
    const reader = r.body!.getReader()
    let text = ''
    while (!text.includes('event: progress')) text += new TextDecoder().decode((await reader.read()).value)
    // The skill is still running (it waits for its signal): the first event came before any result.
    expect(aborts.has('sse-disconnect')).toBe(false)
    controller.abort()
    for (let i = 0; i < 100 && !aborts.has('sse-disconnect'); i++) await new Promise((res) => setTimeout(res, 10))
    expect(aborts.get('sse-disconnect')).toBe('the client closed the connection')
  })
})
