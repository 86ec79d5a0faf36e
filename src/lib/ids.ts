// Identifier sources. Resource ids are a prefix plus 20 random base62 characters (about 119 bits);
// workspaces use UUIDs because the spec types workspace_id as uuid.
import { randomUUID } from 'node:crypto'
import { randomBase62 } from './crypto.ts'

export interface IdSource {
  id(prefix: string): string
  uuid(): string
}

export const randomIds: IdSource = {
  id: (prefix) => `${prefix}_${randomBase62(15).slice(0, 20)}`,
  uuid: () => randomUUID(),
}
