// The embedded store's SQLite file (node:sqlite, no native addon). One file per DATA_DIR, one process.
// WAL with synchronous=FULL: an acknowledged write survives a crash of the process or the machine.
import { DatabaseSync } from 'node:sqlite'
import fs from 'node:fs'
import path from 'node:path'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS organizations (
  id TEXT PRIMARY KEY, name TEXT NOT NULL, rate_limit_per_minute INTEGER, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS workspaces (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, name TEXT NOT NULL, slug TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS workspaces_org ON workspaces(organization_id, created_at);
CREATE TABLE IF NOT EXISTS users (
  id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, name TEXT, created_at INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS memberships (
  organization_id TEXT NOT NULL, user_id TEXT NOT NULL, role TEXT NOT NULL, created_at INTEGER NOT NULL,
  PRIMARY KEY (organization_id, user_id));
CREATE INDEX IF NOT EXISTS memberships_user ON memberships(user_id, created_at);
CREATE TABLE IF NOT EXISTS identity_keys (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, name TEXT NOT NULL, digest TEXT NOT NULL UNIQUE,
  obfuscated_value TEXT NOT NULL, permissions TEXT NOT NULL, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
  last_used_at INTEGER, revoked_at INTEGER, pending INTEGER NOT NULL DEFAULT 0, invalidation TEXT);
CREATE INDEX IF NOT EXISTS identity_keys_org ON identity_keys(organization_id, created_at);
CREATE TABLE IF NOT EXISTS key_mirror (
  key_id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, name TEXT, workspace_id TEXT, rate_limit_per_minute INTEGER,
  description TEXT, environment TEXT NOT NULL, created_by_user_id TEXT, rotated_from_key_id TEXT,
  expires_at INTEGER, revoked_at INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL, invalidation TEXT);
CREATE INDEX IF NOT EXISTS key_mirror_org ON key_mirror(organization_id);
CREATE INDEX IF NOT EXISTS key_mirror_expiry ON key_mirror(expires_at) WHERE revoked_at IS NULL;
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY, user_id TEXT NOT NULL, organization_id TEXT NOT NULL, created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL, revoked_at INTEGER);
CREATE INDEX IF NOT EXISTS sessions_user ON sessions(user_id, created_at);
CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS records (
  kind TEXT NOT NULL, id TEXT NOT NULL, payload TEXT NOT NULL, grant_id TEXT, uid TEXT, user_code TEXT, account_id TEXT,
  expires_at INTEGER, consumed_at INTEGER, created_at INTEGER NOT NULL, PRIMARY KEY (kind, id));
CREATE INDEX IF NOT EXISTS records_account ON records(kind, account_id, created_at) WHERE account_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS records_grant ON records(grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS records_uid ON records(kind, uid) WHERE uid IS NOT NULL;
CREATE INDEX IF NOT EXISTS records_user_code ON records(kind, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX IF NOT EXISTS records_expiry ON records(expires_at) WHERE expires_at IS NOT NULL;
CREATE TABLE IF NOT EXISTS webhook_endpoints (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, url TEXT NOT NULL, description TEXT, event_types TEXT NOT NULL,
  enabled INTEGER NOT NULL, secret_sealed TEXT NOT NULL, previous_secret_sealed TEXT, previous_secret_expires_at INTEGER,
  created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS webhook_endpoints_org ON webhook_endpoints(organization_id, created_at);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  id TEXT PRIMARY KEY, endpoint_id TEXT NOT NULL, organization_id TEXT NOT NULL, event_id TEXT NOT NULL,
  event_type TEXT NOT NULL, payload TEXT NOT NULL, status TEXT NOT NULL, attempts INTEGER NOT NULL,
  next_attempt_at INTEGER NOT NULL, lease_owner TEXT, lease_until INTEGER, last_response_code INTEGER, last_error TEXT,
  last_attempt_at INTEGER, delivered_at INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
  UNIQUE (endpoint_id, event_id));
CREATE INDEX IF NOT EXISTS webhook_deliveries_due ON webhook_deliveries(status, next_attempt_at);
CREATE INDEX IF NOT EXISTS webhook_deliveries_endpoint ON webhook_deliveries(endpoint_id, created_at);
CREATE TABLE IF NOT EXISTS webhook_lease_events (
  seq INTEGER PRIMARY KEY, delivery_id TEXT NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  kind TEXT NOT NULL, owner TEXT, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS webhook_lease_events_delivery ON webhook_lease_events(delivery_id, seq);
CREATE TABLE IF NOT EXISTS webhook_attempts (
  seq INTEGER PRIMARY KEY, delivery_id TEXT NOT NULL REFERENCES webhook_deliveries(id) ON DELETE CASCADE,
  at INTEGER NOT NULL, response_code INTEGER, error TEXT, duration_ms INTEGER NOT NULL, response_excerpt TEXT);
CREATE INDEX IF NOT EXISTS webhook_attempts_delivery ON webhook_attempts(delivery_id, seq);
CREATE TABLE IF NOT EXISTS webhook_events (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, type TEXT NOT NULL, data TEXT NOT NULL, created_at INTEGER NOT NULL,
  dispatched_at INTEGER);
CREATE INDEX IF NOT EXISTS webhook_events_pending ON webhook_events(created_at, id) WHERE dispatched_at IS NULL;
CREATE TABLE IF NOT EXISTS clients (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, workspace_id TEXT, name TEXT NOT NULL, currency TEXT NOT NULL,
  locked_through TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS clients_org ON clients(organization_id, created_at, id);
CREATE TABLE IF NOT EXISTS charts (
  organization_id TEXT NOT NULL, client_id TEXT NOT NULL, accounts TEXT NOT NULL, version INTEGER NOT NULL,
  updated_at INTEGER NOT NULL, PRIMARY KEY (organization_id, client_id));
CREATE TABLE IF NOT EXISTS journal_entries (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, client_id TEXT NOT NULL, date TEXT NOT NULL, narration TEXT NOT NULL,
  reference TEXT, lines TEXT NOT NULL, total_minor INTEGER NOT NULL, created_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS journal_entries_client ON journal_entries(organization_id, client_id, date, created_at, id);
CREATE TABLE IF NOT EXISTS files (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, filename TEXT NOT NULL, size_bytes INTEGER NOT NULL,
  content_type TEXT NOT NULL, declared_content_type TEXT, sha256 TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS files_org ON files(organization_id, created_at, id);
CREATE TABLE IF NOT EXISTS bank_accounts (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, client_id TEXT NOT NULL, account_code TEXT NOT NULL, name TEXT NOT NULL,
  currency TEXT NOT NULL, institution TEXT, account_number TEXT, created_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS bank_accounts_client ON bank_accounts(organization_id, client_id, account_code);
-- Statement lines (bank.ts). Shaped for a 100,000-line import: one B-tree per line written, with short keys.
-- statement_accounts numbers each (organization, client, bank account) once; a line names its account by that number.
-- statement_lines_v2 is keyed by (account, date, identity) WITHOUT ROWID, so the key that makes a line unique is the
-- table itself and also serves the by-date reads. An identity "line:<date>:<32 hex>" (books/identity.ts) is stored as
-- its 16 bytes (the date is the line's), a lower-case UUID id or import id as its 16 bytes; anything else as given
-- (the columns without a type keep a text a text). An identity kept as text (a FITID's) is unique per account whatever
-- the line's date: the partial index. A file with the earlier table statement_lines has its lines moved here when it
-- is opened (bank.ts, migrateStatementLines).
CREATE TABLE IF NOT EXISTS statement_accounts (
  no INTEGER PRIMARY KEY, organization_id TEXT NOT NULL, client_id TEXT NOT NULL, bank_account_id TEXT NOT NULL,
  UNIQUE (organization_id, client_id, bank_account_id));
CREATE TABLE IF NOT EXISTS statement_lines_v2 (
  account INTEGER NOT NULL, date TEXT NOT NULL, identity NOT NULL, id NOT NULL, amount_minor INTEGER NOT NULL,
  description TEXT NOT NULL, reference TEXT, counterparty TEXT, fitid TEXT, import_id NOT NULL, created_at INTEGER NOT NULL,
  PRIMARY KEY (account, date, identity)) WITHOUT ROWID;
CREATE UNIQUE INDEX IF NOT EXISTS statement_lines_v2_text_identity ON statement_lines_v2(account, identity) WHERE typeof(identity) = 'text';
CREATE TABLE IF NOT EXISTS statement_imports (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, client_id TEXT NOT NULL, bank_account_id TEXT NOT NULL, sha256 TEXT NOT NULL,
  format TEXT NOT NULL, line_count INTEGER NOT NULL, added_count INTEGER NOT NULL, created_at INTEGER NOT NULL,
  UNIQUE (bank_account_id, sha256));
CREATE TABLE IF NOT EXISTS contacts (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, client_id TEXT NOT NULL, name TEXT NOT NULL, kind TEXT NOT NULL,
  identifiers TEXT NOT NULL, bank_account TEXT, address TEXT, email TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS contacts_client ON contacts(organization_id, client_id, name, id);
CREATE TABLE IF NOT EXISTS workstream_templates (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, name TEXT NOT NULL, description TEXT, latest_version INTEGER NOT NULL,
  created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS workstream_templates_org ON workstream_templates(organization_id, created_at, id);
CREATE TABLE IF NOT EXISTS workstream_template_versions (
  template_id TEXT NOT NULL, organization_id TEXT NOT NULL, version INTEGER NOT NULL, definition TEXT NOT NULL,
  published_at INTEGER NOT NULL, published_by TEXT NOT NULL, PRIMARY KEY (template_id, version));
CREATE TABLE IF NOT EXISTS workplans (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, client_id TEXT NOT NULL, status TEXT NOT NULL, body TEXT NOT NULL,
  created_at INTEGER NOT NULL, next_fire_at INTEGER);
CREATE INDEX IF NOT EXISTS workplans_org ON workplans(organization_id, created_at, id);
CREATE INDEX IF NOT EXISTS workplans_due ON workplans(next_fire_at) WHERE next_fire_at IS NOT NULL AND status = 'active';
-- One open cycle per workplan and period: open_key is workplan|period while the cycle is open, and gets the cycle id
-- appended by its terminal transition (so any number of finished cycles share a period).
CREATE TABLE IF NOT EXISTS cycles (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, workplan_id TEXT NOT NULL, period TEXT NOT NULL, status TEXT NOT NULL,
  open_key TEXT NOT NULL UNIQUE, rev INTEGER NOT NULL, wake_at INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL,
  body TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS cycles_org ON cycles(organization_id, created_at, id);
CREATE INDEX IF NOT EXISTS cycles_workplan ON cycles(workplan_id, created_at);
CREATE INDEX IF NOT EXISTS cycles_wake ON cycles(wake_at) WHERE wake_at IS NOT NULL;
CREATE TABLE IF NOT EXISTS cycle_events (
  cycle_id TEXT NOT NULL, seq INTEGER NOT NULL, organization_id TEXT NOT NULL, type TEXT NOT NULL, actor TEXT NOT NULL,
  at INTEGER NOT NULL, data TEXT NOT NULL, PRIMARY KEY (cycle_id, seq));
-- Task outputs too large for the cycle's record (workstreams/outputs.ts), written in the transition's transaction.
CREATE TABLE IF NOT EXISTS cycle_outputs (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, cycle_id TEXT NOT NULL, task_key TEXT NOT NULL, size_bytes INTEGER NOT NULL,
  sha256 TEXT NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS cycle_outputs_cycle ON cycle_outputs(cycle_id);
CREATE TABLE IF NOT EXISTS model_usage (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, provider TEXT NOT NULL, model TEXT NOT NULL, purpose TEXT NOT NULL,
  input_tokens INTEGER, output_tokens INTEGER, attempts INTEGER NOT NULL, outcome TEXT NOT NULL, at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS model_usage_org ON model_usage(organization_id, at, id);
CREATE TABLE IF NOT EXISTS topics (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, name TEXT NOT NULL, description TEXT, visibility TEXT NOT NULL, canvas_id TEXT,
  created_by TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS topics_org ON topics(organization_id, created_at, id);
CREATE TABLE IF NOT EXISTS topic_members (
  topic_id TEXT NOT NULL, user_id TEXT NOT NULL, role TEXT NOT NULL, added_at INTEGER NOT NULL, PRIMARY KEY (topic_id, user_id));
CREATE INDEX IF NOT EXISTS topic_members_user ON topic_members(user_id, topic_id);
CREATE TABLE IF NOT EXISTS conversations (
  organization_id TEXT NOT NULL, id TEXT NOT NULL, topic_id TEXT NOT NULL, title TEXT, last_seq INTEGER NOT NULL, active_turn_id TEXT,
  created_at INTEGER NOT NULL, PRIMARY KEY (organization_id, id));
CREATE INDEX IF NOT EXISTS conversations_topic ON conversations(organization_id, topic_id, created_at, id);
CREATE TABLE IF NOT EXISTS topic_messages (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, topic_id TEXT NOT NULL, conversation_id TEXT NOT NULL, seq INTEGER NOT NULL,
  role TEXT NOT NULL, content TEXT NOT NULL, query_id TEXT NOT NULL, model TEXT, citations TEXT NOT NULL, artifact_refs TEXT NOT NULL,
  client_message_id TEXT, stub_fields TEXT NOT NULL, warnings TEXT NOT NULL, author_id TEXT, created_at INTEGER NOT NULL,
  UNIQUE (organization_id, conversation_id, seq));
CREATE TABLE IF NOT EXISTS topic_turns (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, topic_id TEXT NOT NULL, conversation_id TEXT NOT NULL, user_message_id TEXT NOT NULL,
  seq INTEGER NOT NULL, user_id TEXT NOT NULL, status TEXT NOT NULL, lease_owner TEXT, lease_until INTEGER, started_at INTEGER,
  finished_at INTEGER, answer_message_id TEXT, error TEXT, created_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS topic_turns_conversation ON topic_turns(organization_id, conversation_id, status, seq);
CREATE INDEX IF NOT EXISTS topic_turns_status ON topic_turns(status, created_at, id);
CREATE TABLE IF NOT EXISTS topic_artifacts (
  topic_id TEXT NOT NULL, artifact_id TEXT NOT NULL, organization_id TEXT NOT NULL, metadata TEXT NOT NULL, created_by TEXT NOT NULL,
  created_at INTEGER NOT NULL, PRIMARY KEY (topic_id, artifact_id));
CREATE TABLE IF NOT EXISTS workstream_drafts (
  id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, version INTEGER NOT NULL, body TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS workstream_drafts_org ON workstream_drafts(organization_id, created_at, id);
CREATE TABLE IF NOT EXISTS knowledge_documents (id TEXT PRIMARY KEY, body TEXT NOT NULL, updated_at INTEGER NOT NULL);
`

// Columns added after the first release: [table, column, definition]. A file made before gets them on open (a
// NOT NULL column needs its DEFAULT, which also gives the rows already there their value).
const ADDED_COLUMNS: [string, string, string][] = [
  ['identity_keys', 'pending', 'INTEGER NOT NULL DEFAULT 0'],
  ['identity_keys', 'invalidation', 'TEXT'],
  ['key_mirror', 'invalidation', 'TEXT'],
  ['journal_entries', 'contact_id', 'TEXT'],
  ['topic_turns', 'partial', 'TEXT'],
  ['model_usage', 'topic_id', 'TEXT'],
  ['workspaces', 'archived_at', 'INTEGER'],
  ['files', 'workspace_id', 'TEXT'],
  ['workplans', 'workspace_id', 'TEXT'],
  ['cycles', 'workspace_id', 'TEXT'],
  ['topics', 'workspace_id', 'TEXT'],
]

// Indexes on added columns, created once the columns exist.
const LATER_INDEXES = `
CREATE INDEX IF NOT EXISTS identity_keys_pending ON identity_keys(created_at) WHERE pending = 1;
CREATE INDEX IF NOT EXISTS identity_keys_invalidation ON identity_keys(id) WHERE invalidation IS NOT NULL;
CREATE INDEX IF NOT EXISTS key_mirror_invalidation ON key_mirror(key_id) WHERE invalidation IS NOT NULL;
CREATE INDEX IF NOT EXISTS model_usage_topic ON model_usage(organization_id, topic_id) WHERE topic_id IS NOT NULL;
CREATE UNIQUE INDEX IF NOT EXISTS workspaces_org_slug ON workspaces(organization_id, slug);
CREATE INDEX IF NOT EXISTS workplans_workspace ON workplans(organization_id, workspace_id, created_at, id);
CREATE INDEX IF NOT EXISTS cycles_workspace ON cycles(organization_id, workspace_id, created_at, id);
`

/** Opens (creating when needed) the database; `location` is a directory, or ':memory:' for tests. */
export function openDatabase(location: string): DatabaseSync {
  let file = ':memory:'
  if (location !== ':memory:') {
    fs.mkdirSync(location, { recursive: true })
    file = path.join(location, 'service.sqlite')
  }
  const db = new DatabaseSync(file)
  // A 16 MiB page cache (the default is 2 MiB): a 100,000-line statement import inserts into B-trees larger than
  // 2 MiB at random keys, and with the default cache it spends half its time evicting and re-reading pages (measured:
  // 1.45 s → 0.67 s for 100,000 rows; contract-tests/bench/README.md, "Books").
  db.exec(
    'PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON; PRAGMA cache_size = -16384;',
  )
  db.exec(SCHEMA)
  for (const [table, column, definition] of ADDED_COLUMNS) {
    const has = db.prepare(`SELECT 1 FROM pragma_table_info('${table}') WHERE name = ?`).get(column) !== undefined
    if (!has) db.exec(`ALTER TABLE ${table} ADD COLUMN ${column} ${definition}`)
  }
  db.exec(LATER_INDEXES)
  return db
}

export const ms = (d: Date | null | undefined): number | null => (d ? d.getTime() : null)
export const date = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(Number(v)))
export const req = (v: unknown): Date => new Date(Number(v))

/**
 * Runs `fn` in one write transaction (BEGIN IMMEDIATE … COMMIT), rolling back when it throws. `fn` must be
 * synchronous: node:sqlite is, so no other caller in this process can run between BEGIN and COMMIT, and
 * IMMEDIATE takes the write lock up front against any other connection to the file.
 */
export function transaction<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE')
  try {
    const result = fn()
    db.exec('COMMIT')
    return result
  } catch (e) {
    if (db.isTransaction) db.exec('ROLLBACK')
    throw e
  }
}

export function isUniqueViolation(e: unknown): boolean {
  return e instanceof Error && /UNIQUE constraint failed|PRIMARY KEY/i.test(e.message)
}
