// The skill SDK: the only module a skill handler imports. A skill reaches the system through `ctx`.
//
//   import { defineSkill } from '../../src/skill-runtime/sdk.ts'
//   export default defineSkill<Input, Output>(async (input, ctx) => ({ ... }))
//
// The runtime validates input before the handler runs (defaults applied) and validates the output after
// (stub_fields and warnings default to []). A handler that returns invalid output yields a 500, never data.
// The runtime adds those defaults to the returned object itself: return a fresh object, never a shared one.
//
// A handler never knows which door called it (REST, SSE, MCP, a WorkStream task, the command line): it reports
// progress through `ctx.progress`/`ctx.delta` (streamed where the caller asked for a stream, ignored otherwise),
// stops when `ctx.signal` aborts (the caller went away, or the skill's time limit passed), and reads data only
// through `ctx.data`, which is bound to the caller's organization: no method takes an organization id, so a
// skill cannot ask for another organization's rows.

import type { AdvisoryKnowledge, AdvisoryModel } from '../advisory/index.ts'
import type { RoutedIntent } from '../routing/index.ts'

export interface SkillCaller {
  userId: string
  organizationId: string
  workspaceId: string | null
}

export interface SkillLogger {
  /** Detail for diagnosing one call; written only with LOG_LEVEL=debug (the access line already records every call). */
  debug(obj: Record<string, unknown>, msg?: string): void
  info(obj: Record<string, unknown>, msg?: string): void
  warn(obj: Record<string, unknown>, msg?: string): void
}

/** A workspace of the caller's organization. */
export interface SkillWorkspace {
  id: string
  name: string
  slug: string
}

/**
 * Organization-scoped data access. Every method reads only the caller's organization; an id that belongs to
 * another organization reads as absent (null), exactly like an id that does not exist.
 */
export interface SkillData {
  readonly organizationId: string
  readonly workspaces: {
    list(): Promise<SkillWorkspace[]>
    get(id: string): Promise<SkillWorkspace | null>
  }
  readonly clients: {
    /** The organization's client, or null (another organization's client reads as absent). */
    get(id: string): Promise<SkillClient | null>
    /** Only the workspace's with `workspaceId`; a pinned caller sees only its own workspace's. */
    list(o?: {
      limit?: number
      offset?: number
      workspaceId?: string
    }): Promise<{ items: SkillClient[]; hasMore: boolean }>
  }
  readonly files: {
    /**
     * An uploaded file of the organization (POST /api/v1/files) whole, with its metadata. Rejects with 404
     * file_not_found (param `param`, default `file_id`) for anyone else's or an unknown id, and with 422 when the file
     * is larger than `maxBytes` (default 5 MiB): a skill reads files it can hold in memory.
     */
    read(
      id: string,
      o?: { maxBytes?: number; param?: string },
    ): Promise<{ filename: string; contentType: string; sha256: string; bytes: Buffer }>
    /**
     * Stores a file the skill made (a report) in the organization's files, downloadable at GET /api/v1/files/{id}/content
     * by anyone of the organization with documents:analyse. Its type is sniffed from the bytes, as for uploads
     * (`contentType` is recorded as declared). With the call's idempotency key the id is derived from the key and the
     * filename: a retried call gets the file it stored the first time. `workspaceId` (a report's client's workspace)
     * is where it belongs; without it, where the caller's writes land (src/tenancy/scope.ts).
     */
    create(f: { filename: string; contentType: string; bytes: Buffer; workspaceId?: string | null }): Promise<SkillFile>
  }
  /** One client's books; rejects with 404 client_not_found (param `client_id`) unless the client is the organization's. */
  books(clientId: string): Promise<SkillBooks>
}

/** A file stored by files.create. */
export interface SkillFile {
  id: string
  filename: string
  /** Sniffed from the bytes. */
  content_type: string
  size: number
  /** Lower-case hex SHA-256 of the content. */
  sha256: string
}

/** A client of the caller's organization. Amounts in its books are in `currency`. */
export interface SkillClient {
  id: string
  name: string
  currency: string
  workspaceId: string | null
  /** Entries dated on or before this are refused (a closed period). */
  lockedThrough: string | null
}

/** A journal line as skills send and receive it: exactly one of debit and credit, as a decimal string. */
export interface SkillJournalLine {
  account_code: string
  debit?: string | number | null
  credit?: string | number | null
  description?: string | null
}

export interface RecordedEntry {
  id: string
  client_id: string
  date: string
  narration: string
  reference: string | null
  /** The counterparty (a contact of the client), or null. */
  contact_id: string | null
  /** The sum of the debits (= the credits), a decimal string in the client's currency. */
  total: string
  lines: Array<{ account_code: string; debit: string | null; credit: string | null; description: string | null }>
  /** False when the entry already existed (the same idempotency key was used before): nothing new was written. */
  created: boolean
}

/** An account of a client's chart of accounts. */
export interface SkillAccount {
  code: string
  name: string
  type: 'asset' | 'liability' | 'equity' | 'revenue' | 'expense'
  archived: boolean
}

/** A bank account of a client: one per ledger account (chart code) it is booked to. */
export interface SkillBankAccount {
  id: string
  name: string
  /** The chart account the bank account is booked to. */
  account_code: string
  currency: string
  institution: string | null
  /** As given, e.g. "062-000 1234 5678". */
  account_number: string | null
}

/** A bank statement line. */
export interface SkillStatementLine {
  id: string
  bank_account_id: string
  date: string
  /** Money in positive, money out negative; integer minor units of the client's currency. */
  amount_minor: number
  description: string
  reference: string | null
  counterparty: string | null
  /** The bank's transaction id (OFX FITID), when the source had one. */
  fitid: string | null
}

/** One line of a journal entry, with its entry's fields. */
export interface SkillLedgerLine {
  entry_id: string
  /** Index of the line in its entry. */
  line: number
  date: string
  narration: string
  reference: string | null
  account_code: string
  /** Debit positive, credit negative; integer minor units. */
  amount_minor: number
  description: string | null
  /** The entry's counterparty, or null. */
  contact_id: string | null
}

export type SkillContactKind = 'customer' | 'supplier' | 'employee' | 'related_party' | 'other'

/** A contact (customer, supplier, related party ...) of a client. */
export interface SkillContact {
  id: string
  name: string
  kind: SkillContactKind
  /** Scheme upper-case (ABN, ACN, NZBN, GB_VAT, CA_BN, US_EIN ...), value as given. */
  identifiers: Array<{ scheme: string; value: string }>
  /** Digits and letters only (comparable across contacts), or null. */
  bank_account: string | null
  address: string | null
  email: string | null
}

/** A statement line as an importer hands it to addStatement. */
export interface NewStatementLine {
  date: string
  amount_minor: number
  description: string
  reference?: string | null
  counterparty?: string | null
  fitid?: string | null
}

export interface StatementAdded {
  import_id: string
  bank_account_id: string
  /** Lines in the file. */
  lines: number
  /** Lines stored now. */
  added: number
  /** Lines already there (an overlapping statement, or this file imported before). */
  skipped: number
  /** True when this exact file (by SHA-256) was imported into the account before: nothing was read or stored. */
  already_imported: boolean
}

/** An entry for recordEntries: checked lines in minor units, debit positive (an importer's). */
export interface NewJournalEntry {
  /** What makes it the same entry on a re-import (the skill's own key: source, number, content): its id is derived from it and the client. */
  identity: string
  date: string
  narration: string
  reference?: string | null
  lines: Array<{ account_code: string; amount_minor: number; description?: string | null }>
}

export interface EntriesRecorded {
  /** The id of each entry, in the order given. */
  ids: string[]
  /** Entries stored now. */
  added: number
  /** Entries already stored (a re-import of the same books, or a retry after a failure part way). */
  skipped: number
}

export interface SkillBooks {
  readonly client: SkillClient
  /** The chart of accounts, by code. */
  chart(): Promise<SkillAccount[]>
  /**
   * Net movement per account code (integer minor units of the client's currency, debit positive) over the entries dated
   * in [from, to]; without `from`, since the beginning (the balance at `to`). Codes without lines are absent.
   */
  balances(o: { from?: string; to: string }): Promise<Map<string, number>>
  /** The chart with its version (0 before the first write), for setChart. */
  chartVersion(): Promise<{ accounts: SkillAccount[]; version: number }>
  /**
   * Replaces the chart in one write while its version is still `expectedVersion` (false: someone else changed it;
   * read it again). Accounts are never removed here by mistake: refuses (422) a chart that drops an account with entries.
   */
  setChart(accounts: SkillAccount[], expectedVersion: number): Promise<boolean>
  /**
   * Checks the entry (double entry, the client's currency, known open accounts, a date after the lock date) and stores
   * it with its lines in one write; a problem rejects with a 422 whose `param` names the field (`lines.2.debit`) and
   * nothing is written. With the call's idempotency key the entry's id is derived from it, so a retry after a lost
   * answer finds the entry instead of writing a second one. `o.identity` (a skill's own key for the entry, such as an
   * imported file's digest) takes the key's place, so the same import finds its entry on any later call (`created: false`).
   */
  recordEntry(
    entry: {
      date: string
      narration: string
      reference?: string | null
      contact_id?: string | null
      lines: SkillJournalLine[]
    },
    o?: { identity?: string },
  ): Promise<RecordedEntry>
  /**
   * Stores many entries (an import), all checked before anything is written: each balanced (lines summing to zero,
   * each non-zero, at least two), on open accounts of the chart, dated after the lock date. A problem rejects with a
   * 422 whose `param` names it (`entries.12.lines.0.account_code`, every problem up to 20) and nothing is written. Then
   * written in batches (one store write each); an entry whose identity is already stored is skipped, so the same
   * books again add nothing and a call that failed part way, made again, adds exactly the rest.
   */
  recordEntries(entries: readonly NewJournalEntry[]): Promise<EntriesRecorded>
  /** The client's bank accounts, by account code. */
  bankAccounts(): Promise<SkillBankAccount[]>
  /**
   * The bank account booked to `accountCode`, made on first use (named `o.name`, default the chart account's name).
   * Rejects with 422 (param `o.param`, default `account_code`) unless the code is an open asset or liability account of
   * the chart. Two calls at once get the same account.
   */
  bankAccount(
    accountCode: string,
    o?: { name?: string; institution?: string | null; account_number?: string | null; param?: string },
  ): Promise<SkillBankAccount>
  /** Statement lines (all bank accounts, or one), by date then id; `from`/`to` inclusive. */
  statementLines(o?: { bankAccountId?: string; from?: string; to?: string }): Promise<SkillStatementLine[]>
  /**
   * Adds a statement's lines to a bank account. The same file (`sha256`) again adds nothing and says so; a line of an
   * overlapping statement that is already there (same FITID, or the same date, amount, description and reference at
   * the same occurrence among identical lines of its file) is skipped. Safe to retry after a failure part way.
   * `lines` (checked lines: an importer's) are read once, in order, as they are stored, so a generator of a large
   * file's lines is never held whole; after the same file they are not read at all.
   */
  addStatement(s: {
    bankAccountId: string /** The file as read: its SHA-256 recognises it again. */
    content: Buffer | string
    format: 'csv' | 'ofx'
    lines: Iterable<NewStatementLine>
  }): Promise<StatementAdded>
  /** Journal lines (of every account, or one), by date, entry and line; `from`/`to` inclusive. */
  ledgerLines(o?: { accountCode?: string; from?: string; to?: string }): Promise<SkillLedgerLine[]>
  /** The client's contacts, by name then id. */
  contacts(): Promise<SkillContact[]>
  /**
   * Adds or replaces contacts in one batch. A contact without an id gets one derived from the client and its name
   * (case and spacing ignored), so importing the same list twice changes nothing.
   */
  saveContacts(contacts: Array<Omit<SkillContact, 'id'> & { id?: string }>): Promise<SkillContact[]>
}

/** A JSON object as the REST API answers it (openapi.yaml: Workplan, Cycle, CycleTask, WorkstreamTemplate). */
export type SkillJson = Record<string, unknown>

/**
 * WorkStreams as the caller (the workstream_* skills): the same rules, permissions and errors as the REST operations
 * under /api/v1/workstreams (an unknown or another organization's id is 404; a command the state does not allow is
 * 409 invalid_state_transition). Three are lenient where an agent retries: run returns the open cycle of the period
 * (created: false), a repeated decision by the same person is not recorded twice (recorded: false), and cancelling a
 * cancelled cycle answers it (changed: false).
 */
export interface SkillWorkstreams {
  listWorkplans(o: {
    limit: number
    offset: number
    workspace_id?: string
  }): Promise<{ workplans: SkillJson[]; has_more: boolean }>
  /** The workplan, its template version's tasks, and its open cycles. */
  describe(workplanId: string): Promise<{ workplan: SkillJson; template: SkillJson; open_cycles: SkillJson[] }>
  /** The cycle and its tasks. */
  status(cycleId: string): Promise<{ cycle: SkillJson; tasks: SkillJson[] }>
  run(workplanId: string, period: string): Promise<{ cycle: SkillJson; created: boolean }>
  decide(
    cycleId: string,
    taskKey: string,
    decision: 'approve' | 'reject',
    comment: string,
  ): Promise<{ cycle: SkillJson; recorded: boolean }>
  cancel(cycleId: string, reason: string | null): Promise<{ cycle: SkillJson; changed: boolean }>
  /** A draft template (POST /api/v1/workstreams/drafts), and its check (…/validate). */
  createDraft(body: {
    name: string
    description?: string | null
    template_id?: string
    tasks: SkillJson[]
  }): Promise<{ draft: SkillJson; validation: SkillJson }>
}

/**
 * Topics as the caller (the topic_* skills): the same rules, permissions and errors as the REST operations under
 * /api/v1/topics (src/topics/README.md). Answers are JSON as the API sends them (openapi.yaml Topic, Conversation,
 * TopicMessage).
 */
export interface SkillTopics {
  list(o: {
    limit: number
    offset: number
    workspace_id?: string
  }): Promise<{ topics: SkillJson[]; total: number; has_more: boolean }>
  create(input: {
    name: string
    description?: string | null
    visibility?: 'organization' | 'members'
    members?: string[]
    workspace_id?: string
  }): Promise<SkillJson>
  get(topicId: string, o: { includeCanvas: boolean }): Promise<{ topic: SkillJson; canvas?: SkillJson | null }>
  linkConversation(
    topicId: string,
    input: { conversation_id?: string | null; title?: string | null },
  ): Promise<{ conversation: SkillJson; created: boolean }>
  post(input: {
    topic_id: string
    conversation_id?: string | null
    content: string
    client_message_id?: string | null
    artifact_refs?: string[]
  }): Promise<SkillJson>
  /** Posts, then waits up to wait_ms (stopping early when the call's signal aborts). */
  ask(
    input: {
      topic_id: string
      conversation_id?: string | null
      content: string
      client_message_id?: string | null
      artifact_refs?: string[]
      wait_ms?: number
    },
    signal: AbortSignal,
    onText?: SkillTextSink,
  ): Promise<SkillJson>
  messages(input: {
    topic_id: string
    conversation_id?: string | null
    after_seq?: number
    limit?: number
  }): Promise<SkillJson>
  /** A turn's answer handed to `onText` as it is written (all of it so far first), until it ends or wait_ms passes. */
  followTurn(
    input: { topic_id: string; query_id: string; wait_ms?: number },
    onText: SkillTextSink,
    signal: AbortSignal,
  ): Promise<SkillJson>
  cancelTurn(input: { topic_id: string; query_id: string }): Promise<SkillJson>
  members(topicId: string): Promise<SkillJson>
  putMember(topicId: string, input: { user_id: string; role?: 'owner' | 'member' }): Promise<SkillJson>
  removeMember(topicId: string, input: { user_id: string }): Promise<SkillJson>
}

/** The knowledge base (src/knowledge/): retrieval over openly licensed legislation; standards cited by reference. */
export type SkillKnowledge = AdvisoryKnowledge

/**
 * The configured model provider, metered for the caller's organization (usage recorded per call, purpose the skill's
 * name), under the call's signal. `structured` asks for JSON matching a schema, checked with Ajv (one repair request);
 * it rejects with AdvisoryModelError carrying the provider's code, never the prompt. Null when no provider is configured:
 * a skill then answers from retrieval and computation, listing what a model would have written in `stub_fields`.
 */
export type SkillModel = AdvisoryModel

/** Intent routing as the caller (src/routing/): cluster and specialist skill with a trace; the model path when configured. */
export interface SkillIntents {
  route(text: string): Promise<RoutedIntent>
}

/** Receives a streamed answer piece by piece: `text` continues the answer to `query_id` at `offset` (UTF-16 units). */
export type SkillTextSink = (piece: { query_id: string; offset: number; text: string }) => void

export interface SkillContext {
  readonly skill: string
  readonly correlationId: string
  readonly caller: SkillCaller
  readonly logger: SkillLogger
  /** Aborted when the caller goes away or the skill's time limit passes; stop work and return or throw. */
  readonly signal: AbortSignal
  /** The call's idempotency key (write skills), for making an external effect idempotent too; null without one. */
  readonly idempotencyKey: string | null
  readonly data: SkillData
  /** WorkStreams, acting as the caller. */
  readonly workstreams: SkillWorkstreams
  /** Topics and conversations, acting as the caller. */
  readonly topics: SkillTopics
  /** The knowledge base. */
  readonly knowledge: SkillKnowledge
  /** The model provider, or null when none is configured. */
  readonly model: SkillModel | null
  /** Intent routing (cluster, specialist skill, trace), validated against the catalogue and the caller's permissions. */
  readonly intents: SkillIntents
  now(): Date
  /** Progress of a long run: `fraction` in [0, 1] (null when unknown) and a short message. */
  progress(fraction: number | null, message: string): void
  /** A piece of partial output (for example a chunk of text) for streaming callers. */
  delta(data: unknown): void
}

/** Output as a handler may return it: the common list fields may be left out. */
export type HandlerOutput<O> = Omit<O, 'stub_fields' | 'warnings'> & { stub_fields?: string[]; warnings?: string[] }

export type SkillHandler<I, O> = (input: I, ctx: SkillContext) => Promise<HandlerOutput<O>> | HandlerOutput<O>

export interface DefinedSkill<I = unknown, O = unknown> {
  readonly __skillHandler: true
  readonly run: SkillHandler<I, O>
}

/**
 * Throw from a handler when the input passed its schema but is still unusable (a rule JSON Schema cannot
 * express). The runtime answers 422 validation_error with `param` (dotted path, e.g. `amounts.3`) and details.
 */
export class SkillInputError extends Error {
  readonly param: string
  readonly reason: string
  /** Further problems of the same input (a file's other bad rows), reported with the first; at most 19 are shown. */
  readonly more: ReadonlyArray<{ param: string; reason: string }>
  constructor(param: string, reason: string, more: ReadonlyArray<{ param: string; reason: string }> = []) {
    super(
      `Invalid request: ${param} ${reason}${more.length ? ` (and ${more.length} more problem${more.length === 1 ? '' : 's'})` : ''}.`,
    )
    this.name = 'SkillInputError'
    this.param = param
    this.reason = reason
    this.more = more
  }
}

/**
 * Money for skills (src/money/): integer minor units inside, decimal strings outside (`formatAmount`, `parseAmount`,
 * `sum`, `scale`, `allocate`, `exponentOf`).
 */
export * as money from '../money/index.ts'

/**
 * Forensic number tests (src/forensic/): Benford, round numbers, the number duplication test, same-same-same /
 * same-same-different transaction duplicates, the anomalies engine. Pure, every threshold a parameter.
 */
export * as forensic from '../forensic/index.ts'

/** Business identifier check digits and formats (src/identifiers/): AU, NZ, GB, CA, US; no registry lookup. Pure. */
export * as identifiers from '../identifiers/index.ts'

/**
 * The books importers (src/books/import/: CSV statements, charts of accounts and trial balances, OFX; rows and per-row
 * errors) and the trial-balance classification rules, headings and checks (src/books/tb/). Pure.
 */
export { importers, tb } from '../books/index.ts'

/** Analysis of a client's books (src/books/analysis/: statements, account classes, ratios, trust distributions) and report files (src/books/render/: PDF and XLSX as Buffers). Pure. */
export { analysis, render } from '../books/index.ts'

/** Bank reconciliation engine (src/books/reconcile/): statement lines against ledger lines of one account. Pure. */
export { reconcile } from '../books/index.ts'

/** Accrual suggestions engine (src/books/accruals/): recurring expenses missing in a month, prepayment amortisation. Pure. */
export { accruals } from '../books/index.ts'

/**
 * Advisory helpers (src/advisory/): advice grounded in retrieved citations, model-written fields from structured output
 * when a provider is configured, `stub_fields` and warnings when not.
 */
export * as advisory from '../advisory/index.ts'
export { AdvisoryModelError } from '../advisory/index.ts'

/**
 * Documents (src/documents/): text and tables of uploaded PDF, XLSX and CSV files, read in worker threads under size,
 * page, cell, time and memory caps (`extractDocument`), and the checks computed on them (footing, periods, sign-offs,
 * required items).
 */
export * as documents from '../documents/index.ts'

export function defineSkill<I, O>(run: SkillHandler<I, O>): DefinedSkill<I, O> {
  return Object.freeze({ __skillHandler: true as const, run })
}

export function isDefinedSkill(v: unknown): v is DefinedSkill {
  return (
    typeof v === 'object' &&
    v !== null &&
    (v as { __skillHandler?: unknown }).__skillHandler === true &&
    typeof (v as { run?: unknown }).run === 'function'
  )
}
