// Identifier sources. Resource ids are a prefix plus 20 random base62 characters (about 119 bits);
// workspaces use UUIDs because the spec types workspace_id as uuid.
import { randomFillSync, randomUUID } from 'node:crypto'
import { randomBase62 } from './crypto.ts'

export interface IdSource {
  id(prefix: string): string
  uuid(): string
}

export const randomIds: IdSource = {
  id: (prefix) => `${prefix}_${randomBase62(15).slice(0, 20)}`,
  uuid: () => randomUUID(),
}

/** 4 KB of randomness, handed out 16 bytes at a time and refilled when spent. */
const pool = Buffer.alloc(4096)
let poolAt = pool.length

/**
 * A request's correlation id: `req_` and 32 hex digits (128 random bits, as a UUID without its dashes and version
 * bits). From a pool filled by randomFillSync (the CSPRNG randomUUID uses), in one native call: about a tenth of
 * `randomUUID().replaceAll('-', '')`, which is paid on every request.
 */
export function correlationId(): string {
  if (poolAt === pool.length) {
    randomFillSync(pool)
    poolAt = 0
  }
  const id = `req_${pool.toString('hex', poolAt, poolAt + 16)}`
  poolAt += 16
  return id
}
