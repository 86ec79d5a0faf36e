// One-time reveal slots (issue 24 §1: "the value shown exactly once (post/redirect/get to a one-time reveal that a
// reload, a later visit or the back/forward cache never shows again)"). The form post that creates a key (or a
// webhook secret) puts the value in a slot and redirects to /portal/.../reveal/<slot id>; that page takes the slot
// (atomically, so one of two racing requests or instances wins), and every later visit finds it gone (410).
// The store never holds the value in clear: the record is keyed by the slot id's digest and holds the value sealed
// with AES-256-GCM under a key derived from the slot id, which only the browser's URL carries.
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto'
import type { Clock } from '../../lib/clock.ts'
import type { Stores } from '../../store/ports/index.ts'

export const REVEAL_KIND = 'RevealSlot'
/** How long a slot waits for its one visit (the redirect that follows the post takes milliseconds). */
export const REVEAL_TTL_MS = 10 * 60_000

export interface RevealContent {
  /** What it is: a new key's value, a webhook endpoint's signing secret. */
  kind: 'key' | 'webhook_secret'
  /** The key or endpoint it belongs to. */
  refId: string
  /** A label to show beside it (the key's or endpoint's name). */
  label: string
  value: string
}

const digest = (slot: string): string => createHash('sha256').update(`reveal:${slot}`).digest('hex')
const keyOf = (slot: string): Buffer =>
  Buffer.from(hkdfSync('sha256', Buffer.from(slot, 'base64url'), Buffer.alloc(0), 'portal reveal slot', 32))

export class RevealSlots {
  private readonly records: Stores['records']
  private readonly clock: Clock
  constructor(d: { records: Stores['records']; clock: Clock }) {
    this.records = d.records
    this.clock = d.clock
  }

  /** Seals the content for `userId`; answers the slot id for the reveal URL. */
  async put(userId: string, c: RevealContent): Promise<string> {
    const slot = randomBytes(18).toString('base64url')
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', keyOf(slot), iv)
    const sealed = Buffer.concat([cipher.update(JSON.stringify(c), 'utf8'), cipher.final()])
    const now = this.clock.now()
    await this.records.upsert(
      {
        kind: REVEAL_KIND,
        id: digest(slot),
        grantId: null,
        uid: null,
        userCode: null,
        accountId: userId,
        payload: {
          userId,
          iv: iv.toString('base64url'),
          sealed: sealed.toString('base64url'),
          tag: cipher.getAuthTag().toString('base64url'),
        },
        expiresAt: new Date(now.getTime() + REVEAL_TTL_MS),
      },
      now,
    )
    return slot
  }

  /**
   * Takes the slot once: the content, or null when it is unknown, expired, already taken or another person's. A
   * person's slot is consumed only by that person (another signed-in user opening the URL does not burn it).
   */
  async take(userId: string, slot: string): Promise<RevealContent | null> {
    if (!/^[A-Za-z0-9_-]{24}$/.test(slot)) return null
    const id = digest(slot)
    const now = this.clock.now()
    const r = await this.records.get(REVEAL_KIND, id, now)
    if (!r || r.consumedAt || r.payload.userId !== userId) return null
    if (!(await this.records.consume(REVEAL_KIND, id, now))) return null
    await this.records.destroy(REVEAL_KIND, id)
    try {
      const decipher = createDecipheriv('aes-256-gcm', keyOf(slot), Buffer.from(String(r.payload.iv), 'base64url'))
      decipher.setAuthTag(Buffer.from(String(r.payload.tag), 'base64url'))
      const clear = Buffer.concat([
        decipher.update(Buffer.from(String(r.payload.sealed), 'base64url')),
        decipher.final(),
      ])
      return JSON.parse(clear.toString('utf8')) as RevealContent
    } catch {
      return null
    }
  }
}
