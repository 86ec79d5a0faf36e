// The cycle webhooks end to end over real HTTPS: a completed, a failed and a cancelled cycle each reach a local
// receiver once, signed, with exactly the catalogue's data fields (spec: Events), under the name the endpoint
// subscribed to (the playbook.run.* alias stays an alias).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../lib/clock.ts'
import { call, type TestServer } from '../testing/test-server.ts'
import { startTestServer } from '../testing/test-server.ts'
import { startHttpsReceiver, type HttpsReceiver } from '../webhooks/testing/https-receiver.ts'
import { makeTrust } from '../webhooks/testing/fault-receiver.ts'
import { verifySignature } from '../webhooks/index.ts'
import { FIXTURE_SKILLS, drive, org, start, workplanOf, type Org } from './testing/api.ts'

describe('cycle webhooks end to end', () => {
  const clock = new ManualClock(Date.now())
  let srv: TestServer
  let o: Org
  let receiver: HttpsReceiver
  let secret: string

  beforeAll(async () => {
    const { cert, caFile } = makeTrust(['localhost'])
    receiver = await startHttpsReceiver(cert)
    srv = await startTestServer({
      clock,
      env: { SKILLS_DIR: FIXTURE_SKILLS, WEBHOOK_ALLOW_HOSTS: 'localhost', WEBHOOK_CA_FILE: caFile },
    })
    o = await org(srv)
    await srv.services.dispatcher.runOnce()
    const r = await call<{ secret: string }>(srv.url, '/api/v1/webhooks/endpoints', {
      token: o.adminKey,
      body: {
        url: `https://localhost:${receiver.port}/hooks/ws`,
        event_types: ['playbook.run.completed', 'workstream.run.failed', 'workstream.run.cancelled'],
      },
    })
    expect(r.status).toBe(201)
    secret = r.body.secret
  })
  afterAll(async () => {
    await srv?.close()
    await receiver?.close()
  })

  const deliveries = async (since: number) => {
    for (let i = 0; i < 5; i++) await srv.services.dispatcher.runOnce()
    return receiver.requests.slice(since).map((r) => {
      expect(
        verifySignature(
          secret,
          String(r.headers['x-webhook-signature']),
          String(r.headers['x-webhook-timestamp']),
          r.body,
          Math.floor(Date.now() / 1000),
        ),
      ).toBe(true)
      return {
        event: r.headers['x-webhook-event'],
        body: JSON.parse(r.body) as { event: string; data: Record<string, unknown> },
      }
    })
  }

  it('completed: playbook.run.completed (the alias subscribed to) with run_id, status, completed_at, duration_ms', async () => {
    const { workplanId } = await workplanOf(srv, o, [{ key: 'only', skill: 'echo.fixture', input: { text: 'x' } }])
    const c = await start(srv, o, workplanId)
    const before = receiver.requests.length
    await drive(srv)
    const got = await deliveries(before)
    expect(got).toHaveLength(1)
    expect(got[0]!.event).toBe('playbook.run.completed')
    expect(got[0]!.body.event).toBe('playbook.run.completed')
    expect(Object.keys(got[0]!.body.data).sort()).toEqual(['completed_at', 'duration_ms', 'run_id', 'status'])
    expect(got[0]!.body.data).toMatchObject({ run_id: c.id, status: 'completed', duration_ms: 0 })
  })

  it('failed: workstream.run.failed with run_id, status, error, completed_at', async () => {
    const { workplanId } = await workplanOf(srv, o, [
      { key: 'bad', skill: 'echo.fixture', input: { text: 'x', mode: 'input_error' }, on_failure: 'fail_cycle' },
    ])
    const c = await start(srv, o, workplanId)
    const before = receiver.requests.length
    await drive(srv)
    const got = await deliveries(before)
    expect(got.map((g) => g.event)).toEqual(['workstream.run.failed'])
    expect(Object.keys(got[0]!.body.data).sort()).toEqual(['completed_at', 'error', 'run_id', 'status'])
    expect(got[0]!.body.data).toMatchObject({
      run_id: c.id,
      status: 'failed',
      error: { code: 'validation_error', task_key: 'bad' },
    })
  })

  it('cancelled: workstream.run.cancelled with run_id, status, completed_at, sent once', async () => {
    const { workplanId } = await workplanOf(srv, o, [{ key: 'only', skill: 'echo.fixture', input: { text: 'x' } }])
    const c = await start(srv, o, workplanId)
    const before = receiver.requests.length
    expect(
      (await call(srv.url, `/api/v1/workstreams/cycles/${c.id}/cancel`, { token: o.adminKey, body: {} })).status,
    ).toBe(200)
    expect(
      (await call(srv.url, `/api/v1/workstreams/cycles/${c.id}/cancel`, { token: o.adminKey, body: {} })).status,
    ).toBe(409)
    const got = await deliveries(before)
    expect(got.map((g) => g.event)).toEqual(['workstream.run.cancelled'])
    expect(got[0]!.body.data).toEqual({ run_id: c.id, status: 'cancelled', completed_at: expect.any(String) })
  })
})
