// The set of stores the service runs on. One implementation per engine under store/<engine>/.
import type { OrganizationStore } from './organizations.ts'
import type { WorkspaceStore } from './workspaces.ts'
import type { UserStore } from './users.ts'
import type { MembershipStore } from './memberships.ts'
import type { IdentityKeyStore } from './identity-keys.ts'
import type { KeyMirrorStore } from './key-mirror.ts'
import type { SessionStore } from './sessions.ts'
import type { SettingsStore } from './settings.ts'
import type { RecordStore } from './records.ts'
import type { WebhookDeliveryStore, WebhookEndpointStore, WebhookEventStore } from './webhooks.ts'
import type { ChartStore, ClientStore, JournalStore } from './books.ts'
import type { FileStore } from './files.ts'
import type { BankAccountStore, ContactStore, StatementStore } from './bank.ts'
import type { ModelUsageStore } from './model-usage.ts'
import type { TopicStore } from './topics.ts'
import type { KnowledgeStore } from './knowledge.ts'
import type { CycleStore, WorkplanStore, WorkstreamDraftStore, WorkstreamTemplateStore } from './workstreams.ts'

export type * from './organizations.ts'
export type * from './workspaces.ts'
export type * from './users.ts'
export type * from './memberships.ts'
export type * from './identity-keys.ts'
export type * from './key-mirror.ts'
export type * from './sessions.ts'
export type * from './settings.ts'
export type * from './records.ts'
export type * from './webhooks.ts'
export type * from './coordination.ts'
export type * from './rate-limits.ts'
export type * from './idempotency.ts'
export type * from './books.ts'
export type * from './files.ts'
export type * from './bank.ts'
export type * from './workstreams.ts'
export type * from './model-usage.ts'
export type * from './topics.ts'
export type * from './knowledge.ts'

export interface Stores {
  readonly kind: 'embedded' | 'mongo'
  organizations: OrganizationStore
  workspaces: WorkspaceStore
  users: UserStore
  memberships: MembershipStore
  identityKeys: IdentityKeyStore
  keyMirror: KeyMirrorStore
  sessions: SessionStore
  settings: SettingsStore
  /** Expiring one-time and authorization-server records (sign-in links, OAuth grants, codes, tokens). */
  records: RecordStore
  webhookEndpoints: WebhookEndpointStore
  webhookDeliveries: WebhookDeliveryStore
  webhookEvents: WebhookEventStore
  clients: ClientStore
  charts: ChartStore
  journal: JournalStore
  bankAccounts: BankAccountStore
  statements: StatementStore
  contacts: ContactStore
  /** Uploaded files: metadata and content (content as streams). */
  files: FileStore
  /** WorkStreams: templates and their versions, workplans, cycles (with tasks, approvals and history). */
  workstreamTemplates: WorkstreamTemplateStore
  workplans: WorkplanStore
  cycles: CycleStore
  /** Token usage of model calls, per call and per organization. */
  modelUsage: ModelUsageStore
  /** Topics, their members, conversations, messages, turns and artifacts. */
  topics: TopicStore
  /** Imported knowledge-base documents, service-wide (src/knowledge/). */
  knowledge: KnowledgeStore
  /** Draft templates (WorkStreams Drafts), per organization. */
  workstreamDrafts: WorkstreamDraftStore
  /** Throws when the store cannot be reached. */
  ping(): Promise<void>
  close(): Promise<void>
}

/** A unique constraint was violated (duplicate id, digest, email, slug). */
export class DuplicateError extends Error {
  constructor(what: string) {
    super(`duplicate ${what}`)
    this.name = 'DuplicateError'
  }
}

/**
 * The store did not answer in time or could not be reached (a timeout, a network error, no server to select).
 * Never a refusal by the store itself (duplicate keys, validation). A write that fails this way may or may not
 * have been applied: the request it belonged to may have landed after the deadline.
 */
export class StoreUnavailableError extends Error {
  readonly reason: 'timeout' | 'unreachable'
  constructor(reason: 'timeout' | 'unreachable', options?: { cause?: unknown }) {
    super(reason === 'timeout' ? 'the store did not answer in time' : 'the store cannot be reached', options)
    this.name = 'StoreUnavailableError'
    this.reason = reason
  }
}
