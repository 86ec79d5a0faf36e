// First writer wins across instances: an upsert that only ever sets the value on insert, then a read.
// Two racing upserts can both try to insert; the loser gets 11000 and simply reads the winner's value.
import type { Db } from 'mongodb'
import type { SettingsStore } from '../ports/index.ts'
import { COLLECTIONS, isDuplicateKey } from './db.ts'

interface SettingDoc {
  _id: string
  value: string
}

export function mongoSettings(db: Db): SettingsStore {
  const col = db.collection<SettingDoc>(COLLECTIONS.settings)
  return {
    async getOrInsert(name, candidate) {
      try {
        await col.updateOne({ _id: name }, { $setOnInsert: { value: candidate } }, { upsert: true })
      } catch (e) {
        if (!isDuplicateKey(e)) throw e
      }
      const d = await col.findOne({ _id: name })
      if (!d) throw new Error(`setting ${name} vanished after upsert`)
      return d.value
    },
  }
}
