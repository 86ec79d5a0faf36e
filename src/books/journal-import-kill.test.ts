// A server process SIGKILLed in the middle of a general-ledger import (journal.import, 40,000 lines: entries are
// written in batches of 5,000 after every line was checked), then restarted on the same data. What the kill left is
// whole entries only, each balanced, so the books still balance; the same import again stores exactly the missing
// entries, never one twice, and a third time adds nothing. On the embedded store and, when configured, on MongoDB +
// Redis. (10,000 lines are at most 5,000 entries: one write, which SQLite commits whole.)
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
import { FIXTURE_CHART, fixtureCsv, fixtureEntries } from './import/ledger-fixtures.ts'

const LINES = 40_000

for (const variant of storeVariants('journal import kill test')) {
  const suite = variant.run ? describe : describe.skip
  suite(`journal import SIGKILLed part way (${variant.name})`, () => {
    const envs: ServerEnv[] = []
    const servers: Array<ServerProcess & { port: number }> = []
    afterAll(async () => {
      for (const s of servers) s.kill()
      for (const e of envs) await e.cleanup()
    })

    it('leaves whole balanced entries, and re-running the import stores each entry exactly once', async () => {
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
      const client = (await post('/api/v1/clients', { name: 'Ledger Kill Test Pty Ltd', currency: 'AUD' })).body
      const chart = `Code,Name,Type\n${FIXTURE_CHART.map((a) => `${a.code},${a.name},${a.type}`).join('\n')}\n`
      expect(
        (await post('/api/v1/skills/import_chart_of_accounts/invoke', { client_id: client.id, csv: chart })).status,
      ).toBe(200)
      const entries = fixtureEntries(31, LINES)
      const csv = fixtureCsv('xero_journal_report', entries)

      // Read the stored entries from outside the server while it writes: how many, and whether each balances.
      let stored: () => Promise<{ n: number; unbalanced: number }>
      let closeReader: () => Promise<void>
      const balance = (lines: Array<{ amountMinor: number }>) => lines.reduce((s, l) => s + l.amountMinor, 0)
      if (e.env.MONGODB_URL) {
        const mc = new MongoClient(e.env.MONGODB_URL)
        const col = mc.db(e.env.MONGODB_DB).collection('journal_entries')
        stored = async () => {
          const docs = await col.find({ clientId: client.id }, { projection: { lines: 1 } }).toArray()
          return {
            n: docs.length,
            unbalanced: docs.filter((d) => balance(d.lines as Array<{ amountMinor: number }>) !== 0).length,
          }
        }
        closeReader = () => mc.close()
      } else {
        const db = new DatabaseSync(path.join(e.env.DATA_DIR!, 'service.sqlite'), { readOnly: true })
        const q = db.prepare('SELECT lines FROM journal_entries WHERE client_id = ?')
        stored = async () => {
          const rows = q.all(client.id) as Array<{ lines: string }>
          return {
            n: rows.length,
            unbalanced: rows.filter((r) => balance(JSON.parse(r.lines) as Array<{ amountMinor: number }>) !== 0).length,
          }
        }
        closeReader = async () => db.close()
      }
      const body = { client_id: client.id, csv }
      const first = post('/api/v1/skills/import_journal/invoke', body).catch((err: unknown) => err)
      let seen = 0
      for (let i = 0; i < 4000 && seen === 0; i++) {
        seen = (await stored()).n
        if (seen === 0) await new Promise((r) => setTimeout(r, 2))
      }
      servers.at(-1)!.kill()
      await servers.at(-1)!.exited
      expect(await first).toBeInstanceOf(Error) // the caller never got an answer
      const partial = await stored()
      expect(partial.n).toBeGreaterThan(0)
      expect(partial.n).toBeLessThan(entries.length)
      expect(partial.unbalanced).toBe(0)

      base = await start()
      const again = await post('/api/v1/skills/import_journal/invoke', body)
      expect(again.status, JSON.stringify(again.body).slice(0, 300)).toBe(200)
      expect(again.body.output).toMatchObject({
        lines_in_file: LINES,
        entries: entries.length,
        added: entries.length - partial.n,
        skipped: partial.n,
        already_imported: false,
      })
      expect(await stored()).toEqual({ n: entries.length, unbalanced: 0 })
      // The books as the API reads them: the trial balance agrees.
      const tb = await post('/api/v1/skills/get_client_financials/invoke', {
        client_id: client.id,
        period_start: '2025-07-01',
        period_end: '2026-06-30',
      })
      expect(tb.status, JSON.stringify(tb.body).slice(0, 300)).toBe(200)
      expect(tb.body.output.trial_balance).toMatchObject({ balanced: true })
      expect(tb.body.output.trial_balance.total_debit).toBe(tb.body.output.trial_balance.total_credit)
      const third = await post('/api/v1/skills/import_journal/invoke', body)
      expect(third.body.output).toMatchObject({ added: 0, already_imported: true })
      expect((await stored()).n).toBe(entries.length)
      await closeReader()
    }, 180_000)
  })
}
