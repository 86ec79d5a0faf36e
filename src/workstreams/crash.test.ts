// The server process SIGKILLed 20 times while 8 cycles run, each time while one of its tasks is claimed and running (each: a read, a journal entry written by
// record_journal_entry, two more reads), restarted on the same data each time. In the end every cycle has completed,
// each task succeeded once in its history (seq without gaps), some tasks were reclaimed from a killed worker, and each
// cycle's journal entry exists exactly once: a reclaimed write ran with the same idempotency key and found its entry.
// Embedded store, and MongoDB when configured (with in-process coordination: with Redis, a killed write's idempotency
// claim holds its key for a minute, which the engine waits out without using an attempt, but which makes this slow).
import { DatabaseSync } from 'node:sqlite'
import path from 'node:path'
import { MongoClient } from 'mongodb'
import { afterAll, describe, expect, it } from 'vitest'
import {
  bootstrap,
  serverEnv,
  startServerProcess,
  storeVariants,
  type ServerEnv,
  type ServerProcess,
} from '../testing/server-process.ts'

const KILLS = 20
const PERIODS = Array.from({ length: 8 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`)
// 500 identifiers a check (the skill's maximum), so a task runs long enough for a kill to find it running.
const IDS = { identifiers: Array.from({ length: 500 }, () => ({ scheme: 'au_abn', value: '51 824 753 556' })) }
const TASKS = [
  { key: 'check', skill: 'identifiers.validate', input: IDS },
  {
    key: 'post',
    skill: 'record_journal_entry',
    depends_on: ['check'],
    input: {
      client_id: { $bind: 'workplan.client_id' },
      date: { $bind: 'period.end' },
      narration: 'Month-end accrual',
      lines: [
        { account_code: '1000', debit: '100.00' },
        { account_code: '4000', credit: '100.00' },
      ],
    },
  },
  { key: 'review', skill: 'identifiers.validate', input: IDS, depends_on: ['post'] },
  { key: 'report', skill: 'identifiers.validate', input: IDS, depends_on: ['review'] },
]

for (const variant of storeVariants('WorkStream crash test')) {
  const suite = variant.run ? describe : describe.skip
  const name = variant.name === 'embedded store' ? variant.name : 'MongoDB, coordination in process'
  suite(`cycles through ${KILLS} SIGKILLs (${name})`, () => {
    const envs: ServerEnv[] = []
    const servers: ServerProcess[] = []
    afterAll(async () => {
      for (const s of servers) s.kill()
      for (const e of envs) await e.cleanup()
    })

    it('loses no progress, applies each write once, and finishes every cycle', { timeout: 240_000 }, async () => {
      variant.check()
      const e = serverEnv(
        { ...variant.env, REDIS_URL: '' },
        {
          // Killed on purpose, over and over: the crash-loop guard (a task lost this often fails) must not stop the test.
          WORKSTREAM_MAX_LOST_ATTEMPTS: '100',
          WORKSTREAM_LEASE_MS: '1000',
          WORKSTREAM_POLL_MS: '50',
          WORKSTREAM_CONCURRENCY: '1',
        },
      )
      envs.push(e)
      const { api_key: key } = bootstrap(e.env)
      let base = ''
      const start = async () => {
        const s = await startServerProcess(e.env)
        servers.push(s)
        base = `http://127.0.0.1:${s.port}`
        return s
      }
      const api = async (p: string, body?: unknown) => {
        const r = await fetch(base + p, {
          method: body === undefined ? 'GET' : 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        })
        return { status: r.status, body: (await r.json()) as Record<string, any> }
      }

      let server = await start()
      const client = (await api('/api/v1/clients', { name: 'Crash Test Pty Ltd', currency: 'AUD' })).body
      expect(
        (
          await api('/api/v1/skills/import_chart_of_accounts/invoke', {
            client_id: client.id,
            csv: 'Code,Name,Type\n1000,Cheque,Bank\n4000,Sales,Revenue\n',
          })
        ).status,
      ).toBe(200)
      const template = await api('/api/v1/workstreams/templates', { name: 'Close', tasks: TASKS })
      expect(template.status, JSON.stringify(template.body)).toBe(201)
      const workplan = await api('/api/v1/workstreams/workplans', {
        name: 'Crash close',
        client_id: client.id,
        template_id: template.body.id,
      })
      const cycles: string[] = []
      for (const period of PERIODS) {
        const c = await api('/api/v1/workstreams/cycles', { workplan_id: workplan.body.id, period })
        expect(c.status).toBe(201)
        cycles.push(c.body.id as string)
      }

      // Read from outside the server while it works: is a task leased to this process (claimed, its skill running)?
      let heldBy: (pid: number) => Promise<boolean>
      let closeWatch: () => Promise<void>
      if (e.env.MONGODB_URL) {
        const mc = new MongoClient(e.env.MONGODB_URL)
        const col = mc.db(e.env.MONGODB_DB).collection('cycles')
        heldBy = async (pid) =>
          (await col.countDocuments({ 'tasks.lease.owner': { $regex: `:${pid}:` } }, { limit: 1 })) > 0
        closeWatch = () => mc.close()
      } else {
        const db = new DatabaseSync(path.join(e.env.DATA_DIR!, 'service.sqlite'), { readOnly: true })
        const q = db.prepare('SELECT 1 FROM cycles WHERE body LIKE ? LIMIT 1')
        heldBy = async (pid) => q.get(`%"owner":"%:${pid}:%`) !== undefined
        closeWatch = async () => db.close()
      }
      let midTask = 0
      for (let kill = 0; kill < KILLS; kill++) {
        // Killed while one of its tasks is claimed and running (or after 3 s if none is, which the counts show).
        const pid = server.proc.pid!
        let held = false
        for (let i = 0; i < 600 && !(held = await heldBy(pid)); i++) await new Promise((r) => setTimeout(r, 5))
        if (held) midTask += 1
        server.kill()
        await server.exited
        server = await start()
      }
      await closeWatch()
      const states = async () =>
        Promise.all(cycles.map(async (id) => (await api(`/api/v1/workstreams/cycles/${id}`)).body.status as string))
      for (
        let i = 0;
        i < 1200 &&
        (await states()).some((s) => s !== 'completed' && s !== 'failed' && s !== 'blocked' && s !== 'cancelled');
        i++
      ) {
        await new Promise((r) => setTimeout(r, 100))
      }
      const unfinished = []
      for (const id of cycles) {
        const c = (await api(`/api/v1/workstreams/cycles/${id}/tasks`)).body.data as {
          key: string
          status: string
          error: unknown
          attempt: number
        }[]
        if (c.some((t) => t.status !== 'succeeded'))
          unfinished.push({
            id,
            tasks: c.map((t) => ({ key: t.key, status: t.status, error: t.error, attempt: t.attempt })),
          })
      }
      expect(unfinished).toEqual([])
      expect(await states()).toEqual(cycles.map(() => 'completed'))

      let reclaimed = 0
      for (const id of cycles) {
        const history = (await api(`/api/v1/workstreams/cycles/${id}/events?limit=100`)).body.data as {
          seq: number
          type: string
          data: Record<string, unknown>
        }[]
        expect(history.map((h) => h.seq)).toEqual(history.map((_, i) => i + 1))
        for (const t of TASKS) {
          const done = history.filter(
            (h) => h.type === 'task.status' && h.data.task_key === t.key && h.data.to === 'succeeded',
          )
          expect(done, `${id} ${t.key}`).toHaveLength(1)
        }
        reclaimed += history.filter((h) => h.type === 'task.status' && h.data.reason === 'lease_expired').length
      }
      // Kills landed while tasks were held: their leases expired and another run finished them.
      // (A task seen held can still finish in the instant before the signal lands, so fewer may need reclaiming.)
      expect(midTask).toBeGreaterThanOrEqual(KILLS / 2)
      expect(reclaimed).toBeGreaterThanOrEqual(KILLS / 4)

      let entries: { date: string }[]
      if (e.env.MONGODB_URL) {
        const mc = new MongoClient(e.env.MONGODB_URL)
        try {
          entries = await mc
            .db(e.env.MONGODB_DB)
            .collection<{ date: string }>('journal_entries')
            .find({ clientId: client.id })
            .toArray()
        } finally {
          await mc.close()
        }
      } else {
        const db = new DatabaseSync(path.join(e.env.DATA_DIR!, 'service.sqlite'), { readOnly: true })
        try {
          entries = db.prepare('SELECT date FROM journal_entries WHERE client_id = ?').all(client.id) as {
            date: string
          }[]
        } finally {
          db.close()
        }
      }
      expect(entries.map((x) => x.date).sort()).toEqual(
        PERIODS.map((p) => {
          const [y, m] = p.split('-').map(Number)
          return new Date(Date.UTC(y!, m!, 0)).toISOString().slice(0, 10)
        }),
      )
      console.log(
        `workstream crash test (${name}): ${KILLS} kills (${midTask} with a task held), ${reclaimed} tasks reclaimed from killed workers, ${entries.length} journal entries for ${cycles.length} cycles`,
      )
    })
  })
}
