import type { DatabaseSync } from 'node:sqlite'
import { DuplicateError, type User, type UserStore } from '../ports/index.ts'
import { isUniqueViolation, req } from './db.ts'

const row = (r: Record<string, unknown>): User => ({
  id: String(r.id),
  email: String(r.email),
  name: r.name === null ? null : String(r.name),
  createdAt: req(r.created_at),
})

export function embeddedUsers(db: DatabaseSync): UserStore {
  const ins = db.prepare('INSERT INTO users (id, email, name, created_at) VALUES (?, ?, ?, ?)')
  const get = db.prepare('SELECT * FROM users WHERE id = ?')
  const byEmail = db.prepare('SELECT * FROM users WHERE email = ?')
  return {
    async insert(u) {
      try {
        ins.run(u.id, u.email, u.name, u.createdAt.getTime())
      } catch (e) {
        if (isUniqueViolation(e)) throw new DuplicateError('user')
        throw e
      }
    },
    async get(id) {
      const r = get.get(id)
      return r ? row(r) : null
    },
    async getByEmail(email) {
      const r = byEmail.get(email)
      return r ? row(r) : null
    },
  }
}
