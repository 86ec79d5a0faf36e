// MongoDB stores (MONGODB_URL): the production engine, shared by every instance. Same ports and suites as
// store/embedded. Indexes are created on open, idempotently. See store/mongo/db.ts for the feature subset used.
import { MongoClient } from 'mongodb'
import type { Stores } from '../ports/index.ts'
import { ensureIndexes } from './db.ts'
import { mongoOrganizations } from './organizations.ts'
import { mongoWorkspaces } from './workspaces.ts'
import { mongoUsers } from './users.ts'
import { mongoMemberships } from './memberships.ts'
import { mongoIdentityKeys } from './identity-keys.ts'
import { mongoKeyMirror } from './key-mirror.ts'
import { mongoSessions } from './sessions.ts'
import { mongoSettings } from './settings.ts'
import { mongoWebhookDeliveries, mongoWebhookEndpoints, mongoWebhookEvents } from './webhooks.ts'

export async function openMongoStores(url: string, dbName: string): Promise<Stores> {
  // A short server-selection timeout: an unreachable store fails requests and /health in seconds, not 30 s.
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 5000, appName: 'skills-connect-service' })
  await client.connect()
  const db = client.db(dbName)
  try {
    await ensureIndexes(db)
  } catch (e) {
    await client.close().catch(() => {})
    throw e
  }
  let open = true
  return {
    kind: 'mongo',
    organizations: mongoOrganizations(db),
    workspaces: mongoWorkspaces(db),
    users: mongoUsers(db),
    memberships: mongoMemberships(db),
    identityKeys: mongoIdentityKeys(db),
    keyMirror: mongoKeyMirror(db),
    sessions: mongoSessions(db),
    settings: mongoSettings(db),
    webhookEndpoints: mongoWebhookEndpoints(db),
    webhookDeliveries: mongoWebhookDeliveries(db),
    webhookEvents: mongoWebhookEvents(db),
    async ping() {
      // The driver would silently reconnect a closed client; a closed store must say so.
      if (!open) throw new Error('store closed')
      await db.command({ ping: 1 })
    },
    async close() {
      if (!open) return
      open = false
      await client.close()
    },
  }
}
