import type { DatabaseSync } from 'node:sqlite'
import type { SettingsStore } from '../ports/index.ts'

export function embeddedSettings(db: DatabaseSync): SettingsStore {
  const ins = db.prepare('INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)')
  const get = db.prepare('SELECT value FROM settings WHERE name = ?')
  return {
    async getOrInsert(name, candidate) {
      ins.run(name, candidate)
      return String((get.get(name) as { value: string }).value)
    },
  }
}
