// Statement lines in a SQLite file written before statement_lines_v2 (one rowid table `statement_lines` with a unique
// index on (bank_account_id, identity) and one on (client_id, date)) are moved over when the file is opened: they read
// back as they were written, an overlapping import into the same account adds only the new lines, and the old table
// is gone. Also: the values statement_lines_v2 packs (ids, identities, import ids) read back exactly, and the ones it
// cannot pack are kept as given.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { afterAll, describe, expect, it } from 'vitest'
import { lineKeys, statementLineIds } from '../../books/identity.ts'
import type { StatementLine } from '../ports/index.ts'
import { openEmbeddedStores } from './index.ts'

const OLD_SCHEMA = `
CREATE TABLE statement_lines (
  id TEXT NOT NULL, organization_id TEXT NOT NULL, client_id TEXT NOT NULL, bank_account_id TEXT NOT NULL, date TEXT NOT NULL,
  amount_minor INTEGER NOT NULL, description TEXT NOT NULL, reference TEXT, counterparty TEXT, fitid TEXT, identity TEXT NOT NULL,
  import_id TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE UNIQUE INDEX statement_lines_identity ON statement_lines(bank_account_id, identity);
CREATE INDEX statement_lines_client_date ON statement_lines(client_id, date);
`

const org = 'org_old'
const client = '0b0f6a52-7d55-4f0e-9d7e-5f3f2b9a1c01'
const bank = '5d1c2a8e-3b4f-8a6d-9e0f-112233445566'
const otherBank = '7e2d3b9f-4c5a-8b7e-af10-223344556677'
const importId = '9a8b7c6d-5e4f-8321-a0b1-c2d3e4f5a6b7'
const at = new Date('2026-04-01T00:00:00.000Z')

/** Lines as the import makes them: ids and identities derived from the bank account and each line's key. */
function imported(
  bankAccountId: string,
  rows: Array<{ date: string; amount: number; description: string; fitid?: string }>,
  imp = importId,
): StatementLine[] {
  const keyOf = lineKeys()
  const idsOf = statementLineIds(org, bankAccountId)
  return rows.map((r) => {
    const { id, identity } = idsOf(
      keyOf({
        date: r.date,
        amount_minor: r.amount,
        description: r.description,
        reference: null,
        fitid: r.fitid ?? null,
      }),
    )
    return {
      id,
      organizationId: org,
      clientId: client,
      bankAccountId,
      date: r.date,
      amountMinor: r.amount,
      description: r.description,
      reference: null,
      counterparty: null,
      fitid: r.fitid ?? null,
      identity,
      importId: imp,
      createdAt: at,
    }
  })
}

const byDateThenId = (a: StatementLine, b: StatementLine) =>
  a.date < b.date ? -1 : a.date > b.date ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0

describe('embedded store opened on a file with the old statement_lines table', () => {
  const dirs: string[] = []
  const tmp = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'lines-upgrade-'))
    dirs.push(d)
    return d
  }
  afterAll(() => {
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true })
  })

  it('moves the lines over: they read back as written, re-importing adds only new lines, the old table is dropped', async () => {
    const dir = tmp()
    const rows = [
      { date: '2026-03-02', amount: -1250, description: 'COFFEE' },
      { date: '2026-03-02', amount: -1250, description: 'COFFEE' }, // the same line twice in one file: two lines (#0, #1)
      { date: '2026-03-01', amount: 500000, description: 'DEPOSIT ACME' },
      { date: '2026-03-05', amount: -99, description: 'FEE', fitid: 'FIT-0001' },
    ]
    const first = imported(bank, rows)
    // Lines the store was given by other callers: an id that is no UUID, an identity that is no line identity, an
    // import id with a quote.
    const odd: StatementLine[] = [
      {
        id: `${otherBank}:z`,
        organizationId: org,
        clientId: client,
        bankAccountId: otherBank,
        date: '2026-03-03',
        amountMinor: 7,
        description: 'line z',
        reference: 'R-1',
        counterparty: 'Acme',
        fitid: null,
        identity: 'z',
        importId: "imp-'quoted'",
        createdAt: new Date('2026-04-02T10:00:00.123Z'),
      },
    ]
    const old = new DatabaseSync(path.join(dir, 'service.sqlite'))
    old.exec(OLD_SCHEMA)
    const ins = old.prepare('INSERT INTO statement_lines VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)')
    for (const l of [...first, ...odd]) {
      ins.run(
        l.id,
        l.organizationId,
        l.clientId,
        l.bankAccountId,
        l.date,
        l.amountMinor,
        l.description,
        l.reference,
        l.counterparty,
        l.fitid,
        l.identity,
        l.importId,
        l.createdAt.getTime(),
      )
    }
    old.close()

    const s = openEmbeddedStores(dir)
    try {
      expect(await s.statements.list(org, client, {})).toEqual([...first, ...odd].sort(byDateThenId))
      expect(
        await s.statements.list(org, client, { bankAccountId: bank, from: '2026-03-02', to: '2026-03-05' }),
      ).toEqual(first.filter((l) => l.date >= '2026-03-02').sort(byDateThenId))
      // An overlapping statement into the same account: its first four lines are the ones already there.
      const next = imported(
        bank,
        [...rows, { date: '2026-03-06', amount: -4400, description: 'PHONE' }],
        'c0ffee00-0000-8000-8000-000000000001',
      )
      expect(await s.statements.addLines(next)).toEqual({ added: 1, skipped: 4 })
      // The FITID line again with another date is the same line (its identity is the FITID).
      expect(await s.statements.addLines([{ ...next[3]!, date: '2026-03-07' }])).toEqual({ added: 0, skipped: 1 })
      expect(await s.statements.addLines(odd)).toEqual({ added: 0, skipped: 1 })
      const all = await s.statements.list(org, client, {})
      expect(all).toHaveLength(6)
      expect(all.find((l) => l.description === 'PHONE')!.importId).toBe('c0ffee00-0000-8000-8000-000000000001')
    } finally {
      await s.close()
    }
    const check = new DatabaseSync(path.join(dir, 'service.sqlite'))
    expect(
      check
        .prepare(`SELECT name FROM sqlite_schema WHERE name LIKE 'statement_lines%' ORDER BY name`)
        .all()
        .map((r) => r.name),
    ).toEqual(['statement_lines_v2', 'statement_lines_v2_text_identity'])
    // Packed: the import's line identities and its UUIDs are 16 bytes each; the FITID identity and the odd line's values are text.
    expect(
      check
        .prepare(
          `SELECT typeof(identity) AS i, typeof(id) AS d, typeof(import_id) AS m, count(*) AS n FROM statement_lines_v2 GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
        )
        .all()
        .map((r) => ({ ...r })),
    ).toEqual([
      { i: 'blob', d: 'blob', m: 'blob', n: 4 },
      { i: 'text', d: 'blob', m: 'blob', n: 1 },
      { i: 'text', d: 'text', m: 'text', n: 1 },
    ])
    check.close()
    // Opening again is a no-op, and the lines are still there.
    const again = openEmbeddedStores(dir)
    try {
      expect(await again.statements.list(org, client, {})).toHaveLength(6)
    } finally {
      await again.close()
    }
  })

  it("reads back exactly what it could not pack: upper-case or short hex, an identity whose date is not the line's, a non-UUID id", async () => {
    const s = openEmbeddedStores(tmp())
    try {
      const [real] = imported(bank, [{ date: '2026-05-01', amount: 1, description: 'A' }])
      const tail = real!.identity.slice(16)
      const variants: StatementLine[] = [
        real!,
        { ...real!, id: real!.id.toUpperCase(), identity: `line:2026-05-01:${tail.toUpperCase()}` },
        { ...real!, id: 'not-a-uuid', identity: `line:2026-05-02:${tail}` }, // the identity's date is not the line's
        { ...real!, id: `${real!.id}x`, identity: `line:2026-05-01:${tail.slice(1)}` },
        { ...real!, id: crypto.randomUUID(), identity: `fitid:${tail}`, fitid: tail },
        { ...real!, id: crypto.randomUUID(), identity: `line:2026-05-01:${tail}`, importId: 'IMPORT-1' }, // the same identity: skipped
      ]
      expect(await s.statements.addLines(variants)).toEqual({ added: 5, skipped: 1 })
      expect(await s.statements.list(org, client, {})).toEqual(variants.slice(0, 5).sort(byDateThenId))
    } finally {
      await s.close()
    }
  })
})
