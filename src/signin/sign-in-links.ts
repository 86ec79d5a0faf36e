// One-time sign-in links (the embedded default's way to sign in; issue 10 §1): an operator runs
// `npm run admin -- sign-in-link --email …`, which prints a URL holding a random token; opening it and confirming
// signs that person in (a server-side session and the session cookie). The token is stored only as its SHA-256
// digest (a record of kind SignInLink), expires after 15 minutes and is consumed once: of two instances redeeming
// the same link at once, exactly one succeeds (RecordStore.consume).
import { createHash, randomBytes } from 'node:crypto'
import { AppError } from '../errors/index.ts'
import type { Clock } from '../lib/clock.ts'
import type { SessionTokens } from '../auth/index.ts'
import type { Stores } from '../store/ports/index.ts'

export const SIGN_IN_LINK_KIND = 'SignInLink'
/** How long a printed link stays usable. */
export const SIGN_IN_LINK_TTL_SECONDS = 15 * 60
export const SIGN_IN_LINK_PATH = '/auth/sign-in/link'

export interface SignInDeps {
  stores: Pick<Stores, 'users' | 'memberships' | 'records'>
  clock: Clock
  sessionTokens: Pick<SessionTokens, 'mint'>
  /** Where people sign in (config signInBaseUrl): sign-in links and the providers' callbacks point there. */
  baseUrl: string
}

const digest = (token: string): string => createHash('sha256').update(token).digest('hex')

/** A link for the user with `email`; throws when there is no such user. */
export async function issueSignInLink(
  d: SignInDeps,
  email: string,
): Promise<{ url: string; expiresAt: Date; userId: string }> {
  const user = await d.stores.users.getByEmail(email.trim().toLowerCase())
  if (!user) throw new Error(`no user with the email ${email}`)
  const token = randomBytes(32).toString('base64url')
  const now = d.clock.now()
  const expiresAt = new Date(now.getTime() + SIGN_IN_LINK_TTL_SECONDS * 1000)
  await d.stores.records.upsert(
    {
      kind: SIGN_IN_LINK_KIND,
      id: digest(token),
      payload: { userId: user.id },
      grantId: null,
      uid: null,
      userCode: null,
      accountId: null,
      expiresAt,
    },
    now,
  )
  return { url: `${d.baseUrl}${SIGN_IN_LINK_PATH}?token=${token}`, expiresAt, userId: user.id }
}

export interface SignedIn {
  userId: string
  organizationId: string
  sessionId: string
  /** The session token the cookie carries. */
  token: string
  expiresAt: Date
}

/** Redeems a link once: a new session for its user (oldest organization). invalid_token when unknown, used or expired. */
export async function redeemSignInLink(d: SignInDeps, token: string): Promise<SignedIn> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new AppError('invalid_token', 'This sign-in link is not valid.')
  const id = digest(token)
  const now = d.clock.now()
  const link = await d.stores.records.get(SIGN_IN_LINK_KIND, id, now)
  if (!link || !(await d.stores.records.consume(SIGN_IN_LINK_KIND, id, now))) {
    throw new AppError('invalid_token', 'This sign-in link is not valid, was already used or has expired.')
  }
  const userId = String(link.payload.userId)
  const membership = (await d.stores.memberships.listByUser(userId))[0]
  if (!membership) throw new AppError('invalid_token', 'This account belongs to no organization.')
  const s = await d.sessionTokens.mint(userId, membership.organizationId)
  return {
    userId,
    organizationId: membership.organizationId,
    sessionId: s.sessionId,
    token: s.token,
    expiresAt: s.expiresAt,
  }
}
