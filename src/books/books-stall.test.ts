// Books writes against a stalled MongoDB (the process SIGSTOPped), on a private mongo-java-server started here: a
// journal entry and a statement import answer 503 store_unavailable within seconds; after SIGCONT the same calls with
// the same Idempotency-Key give exactly one entry (its id is derived from the key, so bytes the stalled server applied
// late are found, not doubled) and each statement line once. Needs the built .ci/mongo-server and java; skipped with
// the reason otherwise, failed with REQUIRE_SERVERS=1.
import { MongoClient } from 'mongodb'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type TestServer } from '../testing/test-server.ts'
import { startPrivateMongo, type PrivateMongo } from '../testing/private-mongo.ts'
import { describeWithPrivateMongo } from '../testing/describe-private-mongo.ts'

// The stall lasts until both refusals are in (each answered within ANSWER_BOUND_MS); the timer only bounds it if
// the test fails part way. A resume on a short fixed timer raced the second request on a loaded machine: its store
// calls could start late enough that their deadline fell after the resume, and it was answered 200.
const STALL_MS = 60_000
const ANSWER_BOUND_MS = 7_000 // generous: the default deadline is MONGODB_TIMEOUT_MS=3000

const STATEMENT = `Date,Description,Amount\n${Array.from({ length: 300 }, (_, i) => `${String(1 + (i % 28)).padStart(2, '0')}/07/2026,LINE ${i},-${i + 1}.00`).join('\n')}\n`

describeWithPrivateMongo('books writes on a stalled MongoDB', () => {
  let mongo: PrivateMongo
  let server: TestServer
  let raw: MongoClient
  beforeAll(async () => {
    mongo = await startPrivateMongo()
    server = await startTestServer({ env: { MONGODB_URL: mongo.url } })
    raw = new MongoClient(mongo.url, { serverSelectionTimeoutMS: 5000 })
  }, 60_000)
  afterAll(async () => {
    mongo?.resume()
    await server?.close()
    await raw?.close()
    await mongo?.close()
  }, 30_000)

  it('answers 503 while stalled; the retries after SIGCONT leave one entry and each line once', async () => {
    const t = await createTenant(server.services)
    const client = await call<{ id: string }>(server.url, '/api/v1/clients', {
      token: t.adminKey,
      body: { name: 'Stall Pty Ltd', currency: 'AUD' },
    })
    expect(client.status, client.text).toBe(201)
    const clientId = client.body.id
    const chart = await call(server.url, '/api/v1/skills/import_chart_of_accounts/invoke', {
      token: t.adminKey,
      body: { client_id: clientId, csv: 'Code,Name,Type\n1000,Cheque,Bank\n6000,Rent,Expense\n' },
    })
    expect(chart.status, chart.text).toBe(200)
    const entryBody = {
      client_id: clientId,
      date: '2026-07-01',
      narration: 'July rent',
      lines: [
        { account_code: '6000', debit: '1500' },
        { account_code: '1000', credit: '1500' },
      ],
    }
    const importBody = { client_id: clientId, account_code: '1000', csv: STATEMENT }
    const entryKey = `entry-${Date.now()}`
    const importKey = `import-${Date.now()}`

    mongo.stall()
    const resumeTimer = setTimeout(() => mongo.resume(), STALL_MS)
    try {
      for (const [path, body, key] of [
        ['record_journal_entry', entryBody, entryKey],
        ['import_bank_statement', importBody, importKey],
      ] as const) {
        const t0 = performance.now()
        const r = await call<{ error: { code: string } }>(server.url, `/api/v1/skills/${path}/invoke`, {
          token: t.adminKey,
          body,
          headers: { 'Idempotency-Key': key },
        })
        const ms = performance.now() - t0
        expect(
          { path, status: r.status, code: r.body.error?.code, fast: ms < ANSWER_BOUND_MS },
          r.text.slice(0, 300),
        ).toEqual({ path, status: 503, code: 'store_unavailable', fast: true })
      }
    } finally {
      await new Promise((r) => setTimeout(r, 500))
    }
    clearTimeout(resumeTimer)
    mongo.resume()

    // Retries with the same keys until the store answers again.
    const retry = async (path: string, body: unknown, key: string) => {
      for (let i = 0; i < 100; i++) {
        const r = await call<{ output: Record<string, any> }>(server.url, `/api/v1/skills/${path}/invoke`, {
          token: t.adminKey,
          body,
          headers: { 'Idempotency-Key': key },
        })
        if (r.status !== 503) return r
        await new Promise((res) => setTimeout(res, 200))
      }
      throw new Error(`${path} still 503`)
    }
    const entry = await retry('record_journal_entry', entryBody, entryKey)
    expect(entry.status, entry.text).toBe(200)
    const imported = await retry('import_bank_statement', importBody, importKey)
    expect(imported.status, imported.text).toBe(200)
    expect(imported.body.output.added + imported.body.output.skipped).toBe(300)

    const db = raw.db(server.config.mongodbDb)
    const entries = await db.collection('journal_entries').find({ clientId }).toArray()
    expect(entries.map((e) => e._id)).toEqual([entry.body.output.entry.id])
    expect(await db.collection('statement_lines').countDocuments({ clientId })).toBe(300)
    // And once more by a client that lost the answer: still one of each.
    expect((await retry('record_journal_entry', entryBody, entryKey)).body.output.entry.id).toBe(
      entry.body.output.entry.id,
    )
    expect(await db.collection('journal_entries').countDocuments({ clientId })).toBe(1)
  }, 90_000)
})
