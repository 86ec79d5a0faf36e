// A server process SIGKILLed in the middle of a 100,000-line statement import (some batches of lines stored, the
// import not recorded), then restarted on the same data: the same import again stores exactly the missing lines, never
// a line twice, and records the import; a third time adds nothing. On the embedded store and, when configured, on
// MongoDB + Redis (statement lines are written in batches, ports/bank.ts: "a crash part way leaves some lines in, and
// the same call again adds exactly the rest").
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
import { statementCsv } from './synthetic/statement-csv.ts'

const LINES = 100_000

for (const variant of storeVariants('statement import kill test')) {
  const suite = variant.run ? describe : describe.skip
  suite(`statement import SIGKILLed part way (${variant.name})`, () => {
    const envs: ServerEnv[] = []
    const servers: Array<ServerProcess & { port: number }> = []
    afterAll(async () => {
      for (const s of servers) s.kill()
      for (const e of envs) await e.cleanup()
    })

    it('re-running the import after a restart stores each line exactly once', async () => {
      variant.check()
      const e = serverEnv(variant.env)
      envs.push(e)
      const { api_key: key } = bootstrap(e.env)
      const start = async () => {
        const s = await startServerProcess(e.env)
        servers.push(s)
        return `http://127.0.0.1:${s.port}`
      }
      let base = await start()
      const post = async (p: string, body: unknown) => {
        const r = await fetch(base + p, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
        return { status: r.status, body: (await r.json()) as Record<string, any> }
      }
      const client = (await post('/api/v1/clients', { name: 'Kill Test Pty Ltd', currency: 'AUD' })).body
      expect(
        (
          await post('/api/v1/skills/import_chart_of_accounts/invoke', {
            client_id: client.id,
            csv: 'Code,Name,Type\n1000,Cheque,Bank\n',
          })
        ).status,
      ).toBe(200)
      const form = new FormData()
      form.append('file', new Blob([statementCsv(LINES)]), 'statement.csv')
      const up = await fetch(`${base}/api/v1/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}` },
        body: form,
      })
      expect(up.status).toBe(201)
      const fileId = ((await up.json()) as { id: string }).id

      // Count the stored lines from outside the server while it writes.
      let count: () => Promise<number>
      let closeCounter: () => Promise<void>
      if (e.env.MONGODB_URL) {
        const mc = new MongoClient(e.env.MONGODB_URL)
        const col = mc.db(e.env.MONGODB_DB).collection('statement_lines')
        count = () => col.countDocuments({ clientId: client.id })
        closeCounter = () => mc.close()
      } else {
        const db = new DatabaseSync(path.join(e.env.DATA_DIR!, 'service.sqlite'), { readOnly: true })
        const q = db.prepare(
          'SELECT COUNT(*) AS n FROM statement_lines_v2 l JOIN statement_accounts a ON a.no = l.account WHERE a.client_id = ?',
        )
        count = async () => Number((q.get(client.id) as { n: number }).n)
        closeCounter = async () => db.close()
      }
      const body = { client_id: client.id, account_code: '1000', file_id: fileId }
      const first = post('/api/v1/skills/import_bank_statement/invoke', body).catch((err: unknown) => err)
      let seen = 0
      for (let i = 0; i < 2000 && seen === 0; i++) {
        seen = await count()
        if (seen === 0) await new Promise((r) => setTimeout(r, 5))
      }
      servers.at(-1)!.kill()
      await servers.at(-1)!.exited
      expect(await first).toBeInstanceOf(Error) // the caller never got an answer
      const partial = await count()
      // Killed part way: some lines in, not all (a batch is 5,000 lines).
      expect(partial).toBeGreaterThan(0)
      expect(partial).toBeLessThan(LINES)

      base = await start()
      const again = await post('/api/v1/skills/import_bank_statement/invoke', body)
      expect(again.status, JSON.stringify(again.body).slice(0, 300)).toBe(200)
      expect(again.body.output).toMatchObject({
        lines_in_file: LINES,
        added: LINES - partial,
        skipped: partial,
        already_imported: false,
      })
      expect(await count()).toBe(LINES)
      const third = await post('/api/v1/skills/import_bank_statement/invoke', body)
      expect(third.body.output).toMatchObject({ added: 0, already_imported: true })
      expect(await count()).toBe(LINES)
      await closeCounter()
    }, 120_000)
  })
}
