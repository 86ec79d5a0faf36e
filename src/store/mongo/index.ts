// MongoDB stores (MONGODB_URL): the production engine, shared by every instance. Same ports and suites as
// store/embedded. Indexes are created on open, idempotently. See store/mongo/db.ts for the feature subset used.
// Every store call runs under a deadline and reports a missing answer as StoreUnavailableError (deadlines.ts).
import { MongoClient } from 'mongodb'
import type { Stores } from '../ports/index.ts'
import { ensureIndexes } from './db.ts'
import {
  DEFAULT_MONGO_TIMEOUTS,
  clientTimeoutOptions,
  deadlineDb,
  withDeadlines,
  withinDeadline,
  type MongoTimeouts,
} from './deadlines.ts'
import { mongoOrganizations } from './organizations.ts'
import { mongoWorkspaces } from './workspaces.ts'
import { mongoUsers } from './users.ts'
import { mongoMemberships } from './memberships.ts'
import { mongoIdentityKeys } from './identity-keys.ts'
import { mongoKeyMirror } from './key-mirror.ts'
import { mongoSessions } from './sessions.ts'
import { mongoSettings } from './settings.ts'
import { mongoRecords } from './records.ts'
import { mongoWebhookEndpoints } from './webhook-endpoints.ts'
import { mongoWebhookDeliveries } from './webhook-deliveries.ts'
import { mongoWebhookEvents } from './webhook-events.ts'
import { mongoCharts, mongoClients, mongoJournal } from './books.ts'
import { mongoBankAccounts, mongoContacts, mongoStatements } from './bank.ts'
import { mongoFiles } from './files.ts'
import { mongoWorkstreamTemplates } from './workstream-templates.ts'
import { mongoWorkplans } from './workplans.ts'
import { mongoCycles } from './cycles.ts'
import { mongoKnowledge } from './knowledge.ts'
import { mongoModelUsage } from './model-usage.ts'
import { mongoTopics } from './topics.ts'
import { mongoWorkstreamDrafts } from './workstream-drafts.ts'

export interface MongoStoreOptions {
  /** Told of every command sent (driver command monitoring): tests count round trips with it. */
  onCommand?: (e: { commandName: string; collection: string | null }) => void
}

export async function openMongoStores(
  url: string,
  dbName: string,
  timeouts: MongoTimeouts = DEFAULT_MONGO_TIMEOUTS,
  o: MongoStoreOptions = {},
): Promise<Stores> {
  const client = new MongoClient(url, {
    ...clientTimeoutOptions(timeouts),
    appName: 'skills-connect-service',
    ...(o.onCommand ? { monitorCommands: true } : {}),
  })
  if (o.onCommand) {
    const tell = o.onCommand
    client.on('commandStarted', (e) => {
      const target = (e.command as Record<string, unknown>)[e.commandName]
      tell({ commandName: e.commandName, collection: typeof target === 'string' ? target : null })
    })
  }
  await client.connect()
  const raw = client.db(dbName)
  try {
    await ensureIndexes(raw)
  } catch (e) {
    await client.close().catch(() => {})
    throw e
  }
  const db = deadlineDb(raw)
  const timed = <T extends object>(store: T): T => withDeadlines(store, timeouts.operationMs)
  let open = true
  return {
    kind: 'mongo',
    organizations: timed(mongoOrganizations(db)),
    workspaces: timed(mongoWorkspaces(db)),
    users: timed(mongoUsers(db)),
    memberships: timed(mongoMemberships(db)),
    identityKeys: timed(mongoIdentityKeys(db)),
    keyMirror: timed(mongoKeyMirror(db)),
    sessions: timed(mongoSessions(db)),
    settings: timed(mongoSettings(db)),
    records: timed(mongoRecords(db)),
    webhookEndpoints: timed(mongoWebhookEndpoints(db)),
    webhookDeliveries: timed(mongoWebhookDeliveries(db)),
    webhookEvents: timed(mongoWebhookEvents(db)),
    clients: timed(mongoClients(db)),
    charts: timed(mongoCharts(db)),
    journal: timed(mongoJournal(db)),
    bankAccounts: timed(mongoBankAccounts(db)),
    statements: timed(mongoStatements(db)),
    contacts: timed(mongoContacts(db)),
    workstreamTemplates: timed(mongoWorkstreamTemplates(db)),
    workplans: timed(mongoWorkplans(db)),
    cycles: timed(mongoCycles(db)),
    modelUsage: timed(mongoModelUsage(db)),
    knowledge: timed(mongoKnowledge(db)),
    topics: timed(mongoTopics(db)),
    workstreamDrafts: timed(mongoWorkstreamDrafts(db)),
    // Not wrapped whole: a transfer lasts as long as the sender takes; its store calls have their own deadlines.
    files: mongoFiles(db, raw, timeouts.operationMs),
    async ping() {
      // The driver would silently reconnect a closed client; a closed store must say so.
      if (!open) throw new Error('store closed')
      await withinDeadline(timeouts.operationMs, () => db.command({ ping: 1 }))
    },
    async close() {
      if (!open) return
      open = false
      await client.close()
    },
  }
}
