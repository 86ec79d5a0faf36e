// Shared pieces of the MongoDB stores: collection names, index specs and error mapping.
// Portable subset only (spec decisions, "Runtime and storage"): CRUD, unique/compound indexes,
// findOneAndUpdate, upserts with $setOnInsert. No transactions, TTL, collation, $set stage or pipeline updates.
// Each record's natural id is its `_id`, so id uniqueness needs no extra index; `_id` never leaves this folder.
import type { Db, IndexDescription } from 'mongodb'
import { DuplicateError, type OutboxEvent } from '../ports/index.ts'

export const COLLECTIONS = {
  organizations: 'organizations',
  workspaces: 'workspaces',
  users: 'users',
  memberships: 'memberships',
  identityKeys: 'identity_keys',
  keyMirror: 'key_mirror',
  sessions: 'sessions',
  settings: 'settings',
  records: 'records',
  webhookEndpoints: 'webhook_endpoints',
  webhookDeliveries: 'webhook_deliveries',
  webhookEvents: 'webhook_events',
  clients: 'clients',
  charts: 'charts',
  journalEntries: 'journal_entries',
  /** File metadata; the content is in the GridFS bucket `file_content` (mongo/files.ts). */
  files: 'files',
  bankAccounts: 'bank_accounts',
  statementLines: 'statement_lines',
  statementImports: 'statement_imports',
  contacts: 'contacts',
  workstreamTemplates: 'workstream_templates',
  workplans: 'workplans',
  cycles: 'cycles',
  cycleEvents: 'cycle_events',
  cycleOutputs: 'cycle_outputs',
  modelUsage: 'model_usage',
  topics: 'topics',
  conversations: 'conversations',
  topicMessages: 'topic_messages',
  topicTurns: 'topic_turns',
  topicArtifacts: 'topic_artifacts',
  workstreamDrafts: 'workstream_drafts',
  knowledgeDocuments: 'knowledge_documents',
} as const

/**
 * The transactional outbox without transactions: a write that causes events stores them in an `_outbox` array
 * inside the document it changes (one single-document write), and webhookEvents.pending() relays them into
 * webhook_events. Every collection whose documents carry events is listed here; each gets the relay's index.
 */
export const OUTBOX_SOURCES: readonly string[] = [COLLECTIONS.keyMirror, COLLECTIONS.cycles, COLLECTIONS.topicTurns]

/** The field of a source document holding its unrelayed events; never part of a returned record. */
export const OUTBOX_FIELD = '_outbox'

/** An event as carried in a source document's `_outbox`. */
export type CarriedEvent = Pick<OutboxEvent, 'id' | 'organizationId' | 'type' | 'data' | 'createdAt'>

/** Copies only the event's own fields (nothing else a caller's object may carry ends up in the document). */
export const carried = (e: OutboxEvent): CarriedEvent => ({
  id: e.id,
  organizationId: e.organizationId,
  type: e.type,
  data: e.data,
  createdAt: e.createdAt,
})

// Named explicitly so that re-creating them on every start is a no-op (idempotent createIndexes).
const INDEXES: Record<string, IndexDescription[]> = {
  [COLLECTIONS.workspaces]: [
    { key: { organizationId: 1, createdAt: 1, _id: 1 }, name: 'org_created' },
    { key: { organizationId: 1, slug: 1 }, name: 'org_slug_unique', unique: true },
  ],
  [COLLECTIONS.users]: [{ key: { email: 1 }, name: 'email_unique', unique: true }],
  [COLLECTIONS.sessions]: [{ key: { userId: 1, createdAt: -1 }, name: 'user_created' }],
  [COLLECTIONS.records]: [
    { key: { grantId: 1 }, name: 'grant' },
    { key: { kind: 1, uid: 1 }, name: 'kind_uid' },
    { key: { kind: 1, userCode: 1 }, name: 'kind_user_code' },
    { key: { expiresAt: 1 }, name: 'expiry' },
    { key: { kind: 1, accountId: 1, createdAt: -1 }, name: 'kind_account' },
  ],
  [COLLECTIONS.memberships]: [
    { key: { organizationId: 1, userId: 1 }, name: 'org_user_unique', unique: true },
    { key: { userId: 1, createdAt: 1 }, name: 'user_created' },
  ],
  [COLLECTIONS.identityKeys]: [
    { key: { digest: 1 }, name: 'digest_unique', unique: true },
    { key: { organizationId: 1, createdAt: -1 }, name: 'org_created' },
    { key: { pending: 1, createdAt: 1 }, name: 'pending_created' },
    { key: { invalidation: 1 }, name: 'invalidation' },
  ],
  [COLLECTIONS.keyMirror]: [
    { key: { organizationId: 1 }, name: 'org' },
    { key: { revokedAt: 1, expiresAt: 1 }, name: 'unrevoked_expiry' },
    { key: { invalidation: 1 }, name: 'invalidation' },
  ],
  [COLLECTIONS.webhookEndpoints]: [{ key: { organizationId: 1, createdAt: 1, _id: 1 }, name: 'org_created' }],
  [COLLECTIONS.webhookDeliveries]: [
    { key: { endpointId: 1, eventId: 1 }, name: 'endpoint_event_unique', unique: true },
    { key: { status: 1, nextAttemptAt: 1 }, name: 'due' },
    { key: { endpointId: 1, createdAt: -1, _id: -1 }, name: 'endpoint_created' },
  ],
  [COLLECTIONS.webhookEvents]: [{ key: { dispatchedAt: 1, createdAt: 1, _id: 1 }, name: 'pending' }],
  [COLLECTIONS.clients]: [{ key: { organizationId: 1, createdAt: 1, _id: 1 }, name: 'org_created' }],
  [COLLECTIONS.journalEntries]: [
    { key: { organizationId: 1, clientId: 1, date: 1, createdAt: 1, _id: 1 }, name: 'client_date' },
  ],
  [COLLECTIONS.files]: [{ key: { organizationId: 1, createdAt: 1, _id: 1 }, name: 'org_created' }],
  [COLLECTIONS.bankAccounts]: [
    { key: { organizationId: 1, clientId: 1, accountCode: 1, _id: 1 }, name: 'client_code' },
  ],
  [COLLECTIONS.statementLines]: [{ key: { organizationId: 1, clientId: 1, date: 1, _id: 1 }, name: 'client_date' }],
  [COLLECTIONS.statementImports]: [
    { key: { bankAccountId: 1, sha256: 1 }, name: 'account_digest_unique', unique: true },
  ],
  [COLLECTIONS.contacts]: [{ key: { organizationId: 1, clientId: 1, name: 1, _id: 1 }, name: 'client_name' }],
  [COLLECTIONS.workstreamTemplates]: [{ key: { organizationId: 1, createdAt: 1, _id: 1 }, name: 'org_created' }],
  [COLLECTIONS.workplans]: [
    { key: { organizationId: 1, createdAt: 1, _id: 1 }, name: 'org_created' },
    { key: { status: 1, nextFireAt: 1 }, name: 'due_schedules' },
  ],
  [COLLECTIONS.cycles]: [
    // One open cycle per workplan and period (mongo/cycles.ts openKey); a plain unique index, no partial filter.
    { key: { openKey: 1 }, name: 'open_key_unique', unique: true },
    { key: { organizationId: 1, createdAt: -1, _id: -1 }, name: 'org_created' },
    { key: { organizationId: 1, workplanId: 1, status: 1 }, name: 'workplan_status' },
    // The approvals inbox (cycles with a task waiting on approval): a multikey index on the tasks' waitingOn.
    { key: { organizationId: 1, 'tasks.waitingOn': 1 }, name: 'awaiting' },
    { key: { wakeAt: 1 }, name: 'wake' },
  ],
  [COLLECTIONS.cycleEvents]: [{ key: { cycleId: 1, seq: 1 }, name: 'cycle_seq' }],
  [COLLECTIONS.cycleOutputs]: [{ key: { cycleId: 1, outputId: 1, n: 1 }, name: 'cycle_output_chunk' }],
  [COLLECTIONS.modelUsage]: [
    { key: { organizationId: 1, at: -1, _id: -1 }, name: 'org_at' },
    { key: { organizationId: 1, topicId: 1, at: -1 }, name: 'org_topic_at' },
  ],
  [COLLECTIONS.topics]: [{ key: { organizationId: 1, createdAt: -1, _id: -1 }, name: 'org_created' }],
  [COLLECTIONS.conversations]: [{ key: { organizationId: 1, topicId: 1, createdAt: 1, id: 1 }, name: 'topic_created' }],
  [COLLECTIONS.topicMessages]: [
    { key: { organizationId: 1, conversationId: 1, seq: 1 }, name: 'conversation_seq_unique', unique: true },
  ],
  [COLLECTIONS.topicTurns]: [
    { key: { organizationId: 1, conversationId: 1, status: 1, seq: 1 }, name: 'conversation_status' },
    { key: { status: 1, createdAt: 1, _id: 1 }, name: 'status_created' },
  ],
  [COLLECTIONS.topicArtifacts]: [{ key: { organizationId: 1, topicId: 1, createdAt: 1 }, name: 'topic_created' }],
  [COLLECTIONS.workstreamDrafts]: [{ key: { organizationId: 1, createdAt: 1, _id: 1 }, name: 'org_created' }],
  [COLLECTIONS.knowledgeDocuments]: [{ key: { updatedAt: -1 }, name: 'updated' }],
  // GridFS's own indexes (the driver would create them on the first upload; created here so that is never mid-request).
  'file_content.files': [{ key: { filename: 1, uploadDate: 1 }, name: 'filename_1_uploadDate_1' }],
  'file_content.chunks': [{ key: { files_id: 1, n: 1 }, name: 'files_id_1_n_1', unique: true }],
}

// The relay's index on every outbox source: a plain multikey index, so its lookup ('_outbox.id' > '') scans only
// the keys of documents that still carry events (missing fields and empty arrays index as null/undefined).
for (const source of OUTBOX_SOURCES) {
  const specs = INDEXES[source] ?? (INDEXES[source] = [])
  specs.push({ key: { [`${OUTBOX_FIELD}.id`]: 1 }, name: 'outbox' })
}

export async function ensureIndexes(db: Db): Promise<void> {
  for (const [collection, specs] of Object.entries(INDEXES)) {
    await db.collection(collection).createIndexes(specs)
  }
}

export function isDuplicateKey(e: unknown): boolean {
  return typeof e === 'object' && e !== null && (e as { code?: unknown }).code === 11000
}

/** Runs an insert, turning a unique-index violation into the port's DuplicateError. */
export async function insertOrDuplicate(what: string, insert: () => Promise<unknown>): Promise<void> {
  try {
    await insert()
  } catch (e) {
    if (isDuplicateKey(e)) throw new DuplicateError(what)
    throw e
  }
}

/** True when every write error of a (bulk) insert is a duplicate key: nothing but already-present records was skipped. */
export function isOnlyDuplicateKeys(e: unknown): boolean {
  if (typeof e !== 'object' || e === null) return false
  const writeErrors = (e as { writeErrors?: unknown }).writeErrors
  if (writeErrors === undefined) return isDuplicateKey(e)
  const list = Array.isArray(writeErrors) ? writeErrors : [writeErrors]
  return list.length > 0 && list.every((w) => (w as { code?: unknown }).code === 11000)
}

/** BSON null and a missing field both read back as null. */
export const orNull = <T>(v: T | null | undefined): T | null => (v === undefined ? null : v)
