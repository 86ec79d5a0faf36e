// Embedded stores over one SQLite file: the default, needing no server. Single process only. Uploaded files'
// content lives beside it under <DATA_DIR>/files/ (a private temp directory for ':memory:', removed on close).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Stores } from '../ports/index.ts'
import { openDatabase } from './db.ts'
import { GroupCommit } from './group-commit.ts'
import { embeddedOrganizations } from './organizations.ts'
import { embeddedWorkspaces } from './workspaces.ts'
import { embeddedUsers } from './users.ts'
import { embeddedMemberships } from './memberships.ts'
import { embeddedIdentityKeys } from './identity-keys.ts'
import { embeddedKeyMirror } from './key-mirror.ts'
import { embeddedSessions } from './sessions.ts'
import { embeddedSettings } from './settings.ts'
import { embeddedRecords } from './records.ts'
import { embeddedWebhookDeliveries, embeddedWebhookEndpoints, embeddedWebhookEvents } from './webhooks.ts'
import { embeddedCharts, embeddedClients, embeddedJournal } from './books.ts'
import { embeddedBankAccounts, embeddedContacts, embeddedStatements, migrateStatementLines } from './bank.ts'
import { embeddedFiles } from './files.ts'
import { embeddedWorkstreamTemplates } from './workstream-templates.ts'
import { embeddedWorkplans } from './workplans.ts'
import { embeddedCycles } from './cycles.ts'
import { embeddedKnowledge } from './knowledge.ts'
import { embeddedModelUsage } from './model-usage.ts'
import { embeddedTopics } from './topics.ts'
import { embeddedWorkstreamDrafts } from './workstream-drafts.ts'

export function openEmbeddedStores(location: string): Stores {
  const db = openDatabase(location)
  migrateStatementLines(db)
  // Cycle transitions share transactions (group-commit.ts); close() writes what is queued before closing the file.
  const group = new GroupCommit(db)
  const memory = location === ':memory:'
  const filesDir = memory ? fs.mkdtempSync(path.join(os.tmpdir(), 'skc-files-')) : path.join(location, 'files')
  let open = true
  return {
    kind: 'embedded',
    organizations: embeddedOrganizations(db),
    workspaces: embeddedWorkspaces(db),
    users: embeddedUsers(db),
    memberships: embeddedMemberships(db),
    identityKeys: embeddedIdentityKeys(db),
    keyMirror: embeddedKeyMirror(db),
    sessions: embeddedSessions(db),
    settings: embeddedSettings(db),
    records: embeddedRecords(db),
    webhookEndpoints: embeddedWebhookEndpoints(db),
    webhookDeliveries: embeddedWebhookDeliveries(db),
    webhookEvents: embeddedWebhookEvents(db),
    clients: embeddedClients(db),
    charts: embeddedCharts(db),
    journal: embeddedJournal(db),
    bankAccounts: embeddedBankAccounts(db),
    statements: embeddedStatements(db),
    contacts: embeddedContacts(db),
    files: embeddedFiles(db, filesDir),
    workstreamTemplates: embeddedWorkstreamTemplates(db),
    workplans: embeddedWorkplans(db),
    cycles: embeddedCycles(db, group),
    modelUsage: embeddedModelUsage(db),
    knowledge: embeddedKnowledge(db),
    topics: embeddedTopics(db),
    workstreamDrafts: embeddedWorkstreamDrafts(db),
    async ping() {
      if (!open) throw new Error('store closed')
      db.prepare('SELECT 1').get()
    },
    async close() {
      if (!open) return
      open = false
      group.flush()
      db.close()
      if (memory) fs.rmSync(filesDir, { recursive: true, force: true })
    },
  }
}
