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
  last_used_at INTEGER, revoked_at INTEGER);
CREATE INDEX IF NOT EXISTS identity_keys_org ON identity_keys(organization_id, created_at);
CREATE TABLE IF NOT EXISTS key_mirror (
  key_id TEXT PRIMARY KEY, organization_id TEXT NOT NULL, name TEXT, workspace_id TEXT, rate_limit_per_minute INTEGER,
  description TEXT, environment TEXT NOT NULL, created_by_user_id TEXT, rotated_from_key_id TEXT,
  expires_at INTEGER, revoked_at INTEGER, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS key_mirror_org ON key_mirror(organization_id);
CREATE INDEX IF NOT EXISTS key_mirror_expiry ON key_mirror(expires_at) WHERE revoked_at IS NULL;
CREATE TABLE IF NOT EXISTS sessions (
  id TEXT PRIMARY KEY, user_id TEXT NOT NULL, organization_id TEXT NOT NULL, created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL, revoked_at INTEGER);
CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
`

/** Opens (creating when needed) the database; `location` is a directory, or ':memory:' for tests. */
export function openDatabase(location: string): DatabaseSync {
  let file = ':memory:'
  if (location !== ':memory:') {
    fs.mkdirSync(location, { recursive: true })
    file = path.join(location, 'service.sqlite')
  }
  const db = new DatabaseSync(file)
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;')
  db.exec(SCHEMA)
  return db
}

export const ms = (d: Date | null | undefined): number | null => (d ? d.getTime() : null)
export const date = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(Number(v)))
export const req = (v: unknown): Date => new Date(Number(v))

export function isUniqueViolation(e: unknown): boolean {
  return e instanceof Error && /UNIQUE constraint failed|PRIMARY KEY/i.test(e.message)
}
