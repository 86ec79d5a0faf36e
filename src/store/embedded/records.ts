import type { DatabaseSync } from 'node:sqlite'
import type { RecordStore, StoredRecord } from '../ports/index.ts'
import { date, req } from './db.ts'

const row = (r: Record<string, unknown>): StoredRecord => ({
  kind: String(r.kind),
  id: String(r.id),
  payload: JSON.parse(String(r.payload)) as Record<string, unknown>,
  grantId: r.grant_id === null ? null : String(r.grant_id),
  uid: r.uid === null ? null : String(r.uid),
  userCode: r.user_code === null ? null : String(r.user_code),
  accountId: r.account_id === null ? null : String(r.account_id),
  expiresAt: date(r.expires_at),
  consumedAt: date(r.consumed_at),
  createdAt: req(r.created_at),
})

const LIVE = '(expires_at IS NULL OR expires_at > ?)'

export function embeddedRecords(db: DatabaseSync): RecordStore {
  const upsert =
    db.prepare(`INSERT INTO records (kind, id, payload, grant_id, uid, user_code, account_id, expires_at, consumed_at, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)
    ON CONFLICT (kind, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id, uid = excluded.uid,
      user_code = excluded.user_code, account_id = excluded.account_id, expires_at = excluded.expires_at, consumed_at = NULL,
      created_at = excluded.created_at`)
  const byAccount = db.prepare(
    `SELECT * FROM records WHERE kind = ? AND account_id = ? AND ${LIVE} ORDER BY created_at DESC, id LIMIT ?`,
  )
  const get = db.prepare(`SELECT * FROM records WHERE kind = ? AND id = ? AND ${LIVE}`)
  const byUid = db.prepare(`SELECT * FROM records WHERE kind = ? AND uid = ? AND ${LIVE} LIMIT 1`)
  const byUserCode = db.prepare(`SELECT * FROM records WHERE kind = ? AND user_code = ? AND ${LIVE} LIMIT 1`)
  const consume = db.prepare(
    `UPDATE records SET consumed_at = ? WHERE kind = ? AND id = ? AND consumed_at IS NULL AND ${LIVE}`,
  )
  const destroy = db.prepare('DELETE FROM records WHERE kind = ? AND id = ?')
  const destroyByGrant = db.prepare('DELETE FROM records WHERE grant_id = ?')
  const expired = db.prepare('DELETE FROM records WHERE expires_at IS NOT NULL AND expires_at <= ?')
  return {
    async upsert(r, now) {
      upsert.run(
        r.kind,
        r.id,
        JSON.stringify(r.payload),
        r.grantId,
        r.uid,
        r.userCode,
        r.accountId,
        r.expiresAt?.getTime() ?? null,
        now.getTime(),
      )
    },
    async get(kind, id, now) {
      const r = get.get(kind, id, now.getTime())
      return r ? row(r) : null
    },
    async getByUid(kind, uid, now) {
      const r = byUid.get(kind, uid, now.getTime())
      return r ? row(r) : null
    },
    async getByUserCode(kind, code, now) {
      const r = byUserCode.get(kind, code, now.getTime())
      return r ? row(r) : null
    },
    async consume(kind, id, at) {
      return Number(consume.run(at.getTime(), kind, id, at.getTime()).changes) === 1
    },
    async destroy(kind, id) {
      destroy.run(kind, id)
    },
    async destroyByGrant(grantId) {
      destroyByGrant.run(grantId)
    },
    async listByAccount(kind, accountId, now, limit) {
      return byAccount.all(kind, accountId, now.getTime(), limit).map(row)
    },
    async deleteExpired(before) {
      return Number(expired.run(before.getTime()).changes)
    },
  }
}
