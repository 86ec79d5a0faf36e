// `workstreams run` and `cycles tail` against a live server, and `doctor`. The test drives the server's WorkStream
// worker (as the worker loop would) while the CLI process follows the cycle; the CLI exits when the cycle's terminal
// event arrives, never on a timer. doctor's clock check runs once directly and once through a proxy whose Date
// header is 400 s behind (a server clock out of sync).
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../../src/testing/test-server.ts'
import { SkillsConnect } from '../../sdk/src/index.ts'
import { cli, collect, start, tempHome, type CliResult } from './run-cli.ts'

const IDS = { identifiers: [{ scheme: 'au_abn', value: '51 824 753 556' }] }
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('WorkStreams and doctor from the command line', { timeout: 120_000 }, () => {
  // CLI processes: see cli.test.ts
  let srv: TestServer
  let t: Tenant
  let sdk: SkillsConnect
  let home: ReturnType<typeof tempHome>
  let env: Record<string, string>
  let clientId: string

  beforeAll(async () => {
    srv = await startTestServer()
    t = await createTenant(srv.services)
    sdk = new SkillsConnect({ apiKey: t.adminKey, baseUrl: srv.url })
    home = tempHome()
    env = { ...home.env, SKILLS_CONNECT_BASE_URL: srv.url, SKILLS_CONNECT_API_KEY: t.adminKey }
    clientId = (await sdk.clients.create({ name: 'Harbour Bakery', currency: 'AUD' })).id
  })
  afterAll(async () => {
    await srv?.close()
    home?.cleanup()
  })

  async function workplan(tasks: unknown[]): Promise<string> {
    const template = await sdk.request<{ id: string }>('POST', '/api/v1/workstreams/templates', {
      body: { name: `Close ${tasks.length}`, tasks },
    })
    return (
      await sdk.workstreams.workplans.create({
        name: `Plan ${template.id}`,
        client_id: clientId,
        template_id: template.id,
      })
    ).id
  }

  /** Runs the CLI while the worker turns, until the CLI exits; `onTurn` may act between turns (an approval). */
  async function withWorker(
    args: string[],
    onTurn: (stderr: string) => Promise<void> = async () => {},
  ): Promise<CliResult> {
    const child = start(args, { env })
    const done = collect(child)
    let stderr = ''
    child.stderr!.on('data', (s: string) => {
      stderr += s
    })
    let exited = false
    void done.then(() => {
      exited = true
    })
    while (!exited) {
      await srv.services.workstreamWorker.runOnce()
      await onTurn(stderr)
      await sleep(50)
    }
    return done
  }

  it('runs a cycle to completion: progress on stderr, the final cycle on stdout, exit 0; tail replays it', async () => {
    const wp = await workplan([{ key: 'check_abn', skill: 'identifiers.validate', input: IDS }])
    const r = await withWorker(['workstreams', 'run', wp, '--period', '2026-02', '--json', 'id,status,outcome,period'])
    expect(r.code, r.stderr).toBe(0)
    const cycle = JSON.parse(r.stdout) as { id: string; status: string }
    expect(cycle).toMatchObject({ status: 'completed', outcome: 'clean', period: '2026-02' })
    expect(r.stderr).toContain(`Cycle ${cycle.id} for 2026-02`)
    expect(r.stderr).toMatch(/task check_abn \w+ → succeeded/)
    expect(r.stderr).toMatch(/cycle running → completed/)

    // The tail of a finished cycle: the whole history, then it ends by itself.
    const tail = await cli(['cycles', 'tail', cycle.id, '--json'], { env })
    expect(tail.code, tail.stderr).toBe(0)
    const events = tail.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { seq: number; type: string; data: { to?: string } })
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1))
    expect(events.at(-1)).toMatchObject({ type: 'cycle.status', data: { to: 'completed' } })
    // Resume after an event: only the later ones; TSV lines off a terminal.
    const resumed = await cli(['cycles', 'tail', cycle.id, '--last-event-id', '2'], { env })
    expect(resumed.code, resumed.stderr).toBe(0)
    expect(
      resumed.stdout
        .trim()
        .split('\n')
        .map((l) => Number(l.split('\t')[0])),
    ).toEqual(events.slice(2).map((e) => e.seq))
    expect((await cli(['cycles', 'tail', 'cyc_nope'], { env })).code).toBe(1)
  })

  it('follows a cycle through an approval gate to the end', async () => {
    const wp = await workplan([
      { key: 'check_abn', skill: 'identifiers.validate', input: IDS },
      {
        key: 'review',
        skill: 'identifiers.validate',
        depends_on: ['check_abn'],
        input: IDS,
        approval: { required: 1, distinct_from_preparer: false },
      },
    ])
    let approved = false
    const r = await withWorker(['workstreams', 'run', wp, '--period', '2026-03', '--json', 'status'], async () => {
      if (approved) return
      const page = await sdk.workstreams.cycles.list({ workplan_id: wp } as never)
      const c = page.data[0]
      if (c?.status !== 'waiting') return
      await sdk.request('POST', `/api/v1/workstreams/cycles/${c.id}/approve`, {
        body: { task_key: 'review', comment: 'ok' },
        headers: { 'if-match': `"${c.version}"` },
      })
      approved = true
    })
    expect(r.code, r.stderr).toBe(0)
    expect(JSON.parse(r.stdout)).toEqual({ status: 'completed' })
    expect(r.stderr).toMatch(/task review \w+ → waiting \(waiting on approval\)/)
    expect(r.stderr).toMatch(/task review approve/)
  })

  it("picks up the period's open cycle, exits 1 when it is cancelled, and 2 on a bad period", async () => {
    const wp = await workplan([
      {
        key: 'gate',
        skill: 'identifiers.validate',
        input: IDS,
        approval: { required: 1, distinct_from_preparer: false },
      },
    ])
    const first = await cli(['workstreams', 'run', wp, '--period', '2026-04', '--no-wait', '--json', 'id,status'], {
      env,
    })
    expect(first.code, first.stderr).toBe(0)
    const { id } = JSON.parse(first.stdout) as { id: string }
    let cancelled = false
    const r = await withWorker(['workstreams', 'run', wp, '--period', '2026-04'], async (stderr) => {
      if (cancelled || !stderr.includes('following it')) return // once the CLI follows the cycle
      const c = await sdk.workstreams.cycles.retrieve(id)
      if (c.status !== 'waiting') return
      await sdk.request('POST', `/api/v1/workstreams/cycles/${id}/cancel`, { body: { reason: 'not needed' } })
      cancelled = true
    })
    expect(r.code).toBe(1)
    expect(r.stderr).toContain(`The period already has an open cycle: ${id}`) // picked up, not a 409
    expect(r.stderr).toContain(`error: cycle ${id} ended cancelled`)
    expect(r.stdout).toMatch(/^status\tcancelled$/m)
    expect((await cli(['workstreams', 'run', wp, '--period', '2026-13'], { env })).code).toBe(2)
  })

  describe('doctor', () => {
    it('passes against a healthy server, and names what is wrong otherwise', async () => {
      const ok = await cli(['doctor', '--json'], { env })
      expect(ok.code, ok.stdout + ok.stderr).toBe(0)
      const checks = JSON.parse(ok.stdout) as Array<{ check: string; status: string; detail: string }>
      expect(checks.map((c) => [c.check, c.status])).toEqual([
        ['config', 'ok'],
        ['base_url', 'ok'],
        ['clock', 'ok'],
        ['version', 'ok'],
        ['key', 'ok'],
      ])
      expect(ok.stdout).not.toContain(t.adminKey)

      const badKey = await cli(['doctor', '--json'], {
        env: { ...env, SKILLS_CONNECT_API_KEY: 'sk_wrong_000000000000000000000000' },
      })
      expect(badKey.code).toBe(4)
      expect(
        (JSON.parse(badKey.stdout) as Array<{ check: string; status: string }>).find((c) => c.check === 'key'),
      ).toMatchObject({ status: 'fail' })

      const down = await cli(['doctor'], { env: { ...env, SKILLS_CONNECT_BASE_URL: 'http://127.0.0.1:1' } })
      expect(down.code).toBe(1)
      expect(down.stdout).toMatch(/^base_url\tfail\t/m)
      expect(down.stdout).toMatch(/^key\tskip\t/m)
    })

    it('reports a server clock 400 s off as a failure (webhooks would be refused)', async () => {
      // A pass-through proxy that rewrites only the Date header.
      const proxy = http.createServer((req, res) => {
        void (async () => {
          const r = await fetch(srv.url + (req.url ?? '/'), {
            method: req.method ?? 'GET',
            headers: {
              authorization: req.headers.authorization ?? '',
              'service-version': String(req.headers['service-version'] ?? ''),
            },
          })
          const headers = Object.fromEntries(
            [...r.headers].filter(
              ([k]) =>
                ![
                  'content-length',
                  'content-encoding',
                  'transfer-encoding',
                  'date',
                  'connection',
                  'keep-alive',
                ].includes(k),
            ),
          )
          res.writeHead(r.status, { ...headers, date: new Date(Date.now() - 400_000).toUTCString() })
          res.end(Buffer.from(await r.arrayBuffer()))
        })()
      })
      await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
      try {
        const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
        const r = await cli(['doctor'], { env: { ...env, SKILLS_CONNECT_BASE_URL: url } })
        expect(r.code).toBe(1)
        // 400 s, measured against the middle of the round trip with the Date header's 1 s resolution: a few seconds either way
        const m = /^clock\tfail\tthis clock is (\d+) s ahead of the server's: webhook signatures will be refused/m.exec(
          r.stdout,
        )
        expect(m, r.stdout).not.toBeNull()
        expect(Math.abs(Number(m![1]) - 400)).toBeLessThan(30)
        expect(r.stdout).toMatch(/^key\tok\t/m)
      } finally {
        await new Promise<void>((resolve) => proxy.close(() => resolve()))
      }
    })
  })
})
