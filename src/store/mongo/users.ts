import type { Db } from 'mongodb'
import type { User, UserStore } from '../ports/index.ts'
import { COLLECTIONS, insertOrDuplicate, orNull } from './db.ts'

interface UserDoc {
  _id: string
  email: string
  name: string | null
  createdAt: Date
}

const fromDoc = (d: UserDoc): User => ({ id: d._id, email: d.email, name: orNull(d.name), createdAt: d.createdAt })

export function mongoUsers(db: Db): UserStore {
  const col = db.collection<UserDoc>(COLLECTIONS.users)
  return {
    async insert(u) {
      await insertOrDuplicate('user', () =>
        col.insertOne({ _id: u.id, email: u.email, name: u.name, createdAt: u.createdAt }),
      )
    },
    async get(id) {
      const d = await col.findOne({ _id: id })
      return d ? fromDoc(d) : null
    },
    async getByEmail(email) {
      const d = await col.findOne({ email })
      return d ? fromDoc(d) : null
    },
  }
}
