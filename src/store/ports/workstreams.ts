// WorkStreams (spec: WorkStream hierarchy; issue 9): templates (named, versioned; a published version is immutable),
// workplans (a template bound to a client) and cycles (one execution for a period) with their tasks, approvals and
// event history. A cycle is one aggregate: its tasks, their leases and their approvals live in the cycle record, so
// every transition is one compare-and-set on the record's `rev`, with its history events (per-cycle `seq`) and any
// webhook outbox events stored in the same write (src/workstreams/README.md explains the states).
// Timestamps inside the aggregate are ISO strings (they are stored as JSON by one engine, as BSON by the other).
import type { OutboxEvent } from './webhooks.ts'
import type { Page } from './books.ts'

// ---- Templates ----

export interface ApprovalGate {
  /** N of M: decisions needed. */
  required: number
  /** User ids allowed to decide (M = their count); null: any member holding workstreams:write. */
  approvers: string[] | null
  /** The approver must not be the preparer (the user the task ran as). */
  distinctFromPreparer: boolean
}

export interface RetryPolicy {
  /** Attempts in one series, the first included (1: no automatic retry). */
  maxAttempts: number
  /** Wait before the 2nd attempt; doubled for each later one. */
  backoffSeconds: number
}

export type FailurePolicy = 'block' | 'fail_cycle' | 'continue'

export interface TaskDefinition {
  key: string
  /** `skill` (absent in versions published before input tasks): runs a skill. `input`: waits for a person to supply its output. */
  kind?: 'skill' | 'input'
  /** An input task's JSON Schema (an object schema): what it accepts as its output. */
  inputSchema?: Record<string, unknown> | null
  name: string
  /** The skill's canonical name (resolved from a name or slug when the version was published). */
  skill: string
  /** The skill writes (skill.json `writes`): it waits while the workplan's writes are disabled. */
  writes: boolean
  /** Literal values and bindings ({"$bind": "..."}), resolved when the task runs (workstreams/bindings.ts). */
  input: Record<string, unknown>
  dependsOn: string[]
  approval: ApprovalGate | null
  retry: RetryPolicy
  onFailure: FailurePolicy
}

export interface TemplateDefinition {
  tasks: TaskDefinition[]
}

export interface WorkstreamTemplate {
  id: string // wst_…
  organizationId: string
  name: string
  description: string | null
  /** The newest published version (versions are 1, 2, 3, …). */
  latestVersion: number
  createdAt: Date
  updatedAt: Date
}

export interface TemplateVersion {
  templateId: string
  organizationId: string
  version: number
  definition: TemplateDefinition
  publishedAt: Date
  publishedBy: string
}

export interface WorkstreamTemplateStore {
  /** The template with its first version, both or neither. DuplicateError when the id exists. */
  insert(t: WorkstreamTemplate, first: TemplateVersion): Promise<void>
  /**
   * Publishes `v` (v.version must be latestVersion + 1) while the template's latest version is still
   * `v.version - 1`. 'conflict' when another version was published first; 'not_found' for another organization's.
   */
  publish(v: TemplateVersion, at: Date): Promise<'ok' | 'conflict' | 'not_found'>
  get(organizationId: string, id: string): Promise<WorkstreamTemplate | null>
  getVersion(organizationId: string, id: string, version: number): Promise<TemplateVersion | null>
  /** Oldest first. */
  list(organizationId: string, o: { limit: number; offset: number }): Promise<Page<WorkstreamTemplate>>
}

// ---- Workplans ----

export interface WorkplanSchedule {
  /** 5-field cron, read in `timezone` (croner). */
  cron: string
  /** IANA time zone. */
  timezone: string
  /** The kind of period a triggered cycle covers. */
  period: 'month' | 'quarter' | 'year'
  /** Which period, counted from the one holding the occurrence's local date (-1: the one before it). */
  periodOffset: number
}

export interface Workplan {
  id: string // wpl_…
  organizationId: string
  /** The client's workspace (src/tenancy/scope.ts), fixed at creation; null for one stored before workspaces were kept. */
  workspaceId: string | null
  name: string
  clientId: string
  templateId: string
  /** The template version new cycles pin; null: the latest version when the cycle starts. */
  templateVersion: number | null
  /** Tasks run as this user, with these permissions (the creator's, captured at creation). */
  ownerUserId: string
  ownerPermissions: string[]
  /** Named values tasks bind to as `workplan.inputs.<name>`. */
  inputs: Record<string, unknown>
  schedule: WorkplanSchedule | null
  /** The schedule's next occurrence not yet fired; null without a schedule. */
  nextFireAt: Date | null
  writesEnabled: boolean
  writesChangedAt: Date | null
  writesChangedBy: string | null
  status: 'active' | 'archived'
  createdAt: Date
  updatedAt: Date
}

export type WorkplanPatch = Partial<
  Pick<
    Workplan,
    | 'name'
    | 'templateVersion'
    | 'inputs'
    | 'schedule'
    | 'nextFireAt'
    | 'status'
    | 'writesEnabled'
    | 'writesChangedAt'
    | 'writesChangedBy'
  >
>

export interface WorkplanStore {
  /** DuplicateError when the id exists. */
  insert(w: Workplan): Promise<void>
  get(organizationId: string, id: string): Promise<Workplan | null>
  /** Oldest first; filtered by client, workspace and status when given. */
  list(
    organizationId: string,
    o: { limit: number; offset: number; clientId?: string; workspaceId?: string; status?: Workplan['status'] },
  ): Promise<Page<Workplan>>
  /** The workplan after the change, or null when it is not the organization's. */
  update(organizationId: string, id: string, patch: WorkplanPatch, at: Date): Promise<Workplan | null>
  /** Active workplans whose nextFireAt is at or before `now`, earliest first (every organization: the scheduler's). */
  dueSchedules(now: Date, limit: number): Promise<Workplan[]>
  /**
   * Compare-and-set: moves nextFireAt from `expected` to `next` (one instance advances past an occurrence). False when
   * it had already moved (another instance fired it) or the workplan is gone.
   */
  advanceSchedule(organizationId: string, id: string, expected: Date, next: Date | null, at: Date): Promise<boolean>
}

// ---- Cycles ----

export type CycleStatus =
  | 'queued'
  | 'running'
  | 'waiting'
  | 'blocked'
  | 'pausing'
  | 'paused'
  | 'cancelling'
  | 'completed'
  | 'failed'
  | 'cancelled'
export type TaskStatus = 'pending' | 'ready' | 'running' | 'waiting' | 'succeeded' | 'failed' | 'skipped' | 'cancelled'
export type WaitingOn = 'approval' | 'timer' | 'writes' | 'input'

/** Who caused a transition: a user (or a key's service actor), or the engine itself. */
export interface Actor {
  kind: 'user' | 'system'
  /** The user id (svc_<key id> for a key without a creator); 'engine' for the system. */
  id: string
  keyId: string | null
}

export interface ApprovalDecision {
  actor: Actor
  decision: 'approve' | 'reject'
  comment: string
  /** The task revision decided on. */
  revision: number
  at: string
}

export interface TaskLease {
  owner: string
  /** The claim this lease belongs to: a completion carrying another epoch is refused (a zombie worker). */
  epoch: number
  expiresAt: string
}

export interface CycleTask {
  key: string
  status: TaskStatus
  /** Set while status is 'waiting'. */
  waitingOn: WaitingOn | null
  /** 1, then one more each time a reject sends the work back: a new revision is new work (a new idempotency key). */
  revision: number
  /** Attempts made in the current series (reset by an operator retry and by a new revision). */
  attempt: number
  /** Attempts whose worker vanished (lease expired), in the current series. */
  lostAttempts: number
  /** Increases with every claim; the lease of the current claim carries it. */
  epoch: number
  lease: TaskLease | null
  /** Not to run before this (retry backoff). */
  notBefore: string | null
  /** The output, when it is kept in the record; null when there is none or it is stored apart (`outputRef`). */
  output: Record<string, unknown> | null
  /**
   * Set when the output was too large to keep in the record (workstreams/outputs.ts): it is stored apart, by the
   * same write as the transition that set it (CycleStore.update `outputs`). Absent in records stored before.
   */
  outputRef?: OutputRef | null
  error: { code: string; message: string } | null
  /** The user the current revision's work ran as (the approver must differ when the gate says so). */
  preparedBy: string | null
  /** Decisions on the current revision (earlier ones are in the history). */
  decisions: ApprovalDecision[]
  /** Why an operator skipped it. */
  justification: string | null
  startedAt: string | null
  finishedAt: string | null
}

/** A task output stored apart from its cycle's record. */
export interface OutputRef {
  id: string // out_…
  /** The serialized output's size (UTF-8 JSON). */
  sizeBytes: number
  /** SHA-256 of the serialized output, hex: checked on every read. */
  sha256: string
}

/** What CycleStore.update stores beside the record: a task output too large to keep in it. */
export interface StoredOutput extends OutputRef {
  organizationId: string
  cycleId: string
  taskKey: string
  /** The output as JSON text (what sizeBytes and sha256 describe). */
  json: string
  createdAt: Date
}

export interface PauseRequest {
  mode: 'drain' | 'immediate'
  by: Actor
  at: string
  reason: string | null
}

export interface Cycle {
  id: string // cyc_…
  organizationId: string
  workplanId: string
  /** The workplan's workspace (src/tenancy/scope.ts); null for one stored before workspaces were kept. */
  workspaceId: string | null
  templateId: string
  templateVersion: number
  clientId: string
  /** YYYY, YYYY-MM or YYYY-Qn. */
  period: string
  ownerUserId: string
  ownerPermissions: string[]
  /** The workplan's inputs when the cycle started. */
  inputs: Record<string, unknown>
  status: CycleStatus
  /** Public version: one more on every transition (If-Match, ETag). */
  version: number
  /** Storage revision: one more on every write (transitions, lease renewals); the compare-and-set field. */
  rev: number
  /** The last history event's seq (0 before the first). */
  eventSeq: number
  writesEnabled: boolean
  pause: PauseRequest | null
  cancelRequest: { by: Actor; at: string; reason: string | null } | null
  /** The task definitions of the pinned template version. */
  definition: TemplateDefinition
  tasks: CycleTask[]
  outcome: 'clean' | 'with_exceptions' | null
  error: { code: string; message: string; taskKey: string | null } | null
  createdBy: Actor
  startedAt: string | null
  completedAt: string | null
  /** When a worker should next look at the cycle (ready work, a lease to reclaim, a retry timer); null: nothing to do. */
  wakeAt: Date | null
  createdAt: Date
  updatedAt: Date
}

export interface CycleEvent {
  cycleId: string
  organizationId: string
  /** 1, 2, 3, … per cycle, in the order the transitions were stored. */
  seq: number
  type: string
  actor: Actor
  at: Date
  data: Record<string, unknown>
}

export const TERMINAL_CYCLE_STATUSES: readonly CycleStatus[] = ['completed', 'failed', 'cancelled']

export interface CycleListFilter {
  limit: number
  offset: number
  workplanId?: string
  workspaceId?: string
  status?: CycleStatus
  period?: string
}

export interface CycleStore {
  /**
   * Stores a new cycle with its first events. DuplicateError('open cycle') when the workplan already has a
   * cycle for the period that is not completed, failed or cancelled (one open cycle per workplan and period).
   */
  insert(c: Cycle, events: CycleEvent[]): Promise<void>
  get(organizationId: string, id: string): Promise<Cycle | null>
  /** By id alone (workers act for every organization). */
  load(id: string): Promise<Cycle | null>
  /** Newest first. */
  list(organizationId: string, o: CycleListFilter): Promise<Page<Cycle>>
  /** The cycles of a workplan that are not terminal. */
  listOpen(organizationId: string, workplanId: string): Promise<Cycle[]>
  /** The organization's cycles that are not terminal and have a task waiting on approval, oldest first, at most `limit`. */
  awaitingApproval(organizationId: string, limit: number): Promise<Cycle[]>
  /**
   * Compare-and-set: writes `next` only while the stored rev is `expectedRev` (next.rev must be expectedRev + 1),
   * together with `events` (history) and `outbox` (webhooks), all or nothing. False when the rev had moved on.
   * DuplicateError('open cycle') is never thrown here: a transition never reopens a cycle.
   */
  update(
    next: Cycle,
    expectedRev: number,
    events: CycleEvent[],
    outbox: OutboxEvent[],
    outputs?: StoredOutput[],
  ): Promise<boolean>
  /**
   * The JSON text of the cycle's stored outputs named by `ids` (those found); nothing for another organization's.
   * `outputs` given to update() are readable once it returned true. SQLite stores them in the transition's
   * transaction; MongoDB (no transactions) before the compare-and-set, so an update that returned false (or a crash
   * between the two writes) may leave them behind: dropOutputs removes them.
   */
  outputs(organizationId: string, cycleId: string, ids: readonly string[]): Promise<Map<string, string>>
  /** Removes stored outputs no record refers to (a transition that was not stored after all). */
  dropOutputs(organizationId: string, cycleId: string, ids: readonly string[]): Promise<void>
  /** Non-terminal cycles whose wakeAt is at or before `now`, earliest first. */
  due(now: Date, limit: number): Promise<Cycle[]>
  /** History events with seq > afterSeq, in seq order, at most `limit`; [] for another organization's cycle. */
  events(organizationId: string, cycleId: string, afterSeq: number, limit: number): Promise<CycleEvent[]>
}

// ---- Drafts (WorkStreams Drafts and Studio) ----

/** A task as a draft holds it: the API's DraftTaskInput, stored as given (it may be incomplete; checks come later). */
export type DraftTask = { key: string } & Record<string, unknown>

export interface WorkstreamDraft {
  id: string // wsd_…
  organizationId: string
  name: string
  description: string | null
  /** Publishing makes the next version of this template; null: a new template. */
  templateId: string | null
  tasks: DraftTask[]
  status: 'draft' | 'published'
  /** One more on every change (If-Match, ETag); the compare-and-set field. */
  version: number
  /** What publishing made (set with status 'published'). */
  published: { templateId: string; version: number; publishedAt: Date } | null
  createdBy: string
  createdAt: Date
  updatedAt: Date
}

export interface WorkstreamDraftStore {
  /** DuplicateError when the id exists. */
  insert(d: WorkstreamDraft): Promise<void>
  get(organizationId: string, id: string): Promise<WorkstreamDraft | null>
  /** Oldest first. */
  list(organizationId: string, o: { limit: number; offset: number }): Promise<Page<WorkstreamDraft>>
  /**
   * Compare-and-set: stores `next` (next.version must be expectedVersion + 1) only while the stored draft of the same
   * organization is at `expectedVersion`. 'conflict' when it moved on; 'not_found' when there is none.
   */
  replace(next: WorkstreamDraft, expectedVersion: number): Promise<'ok' | 'conflict' | 'not_found'>
  /** True when a draft was deleted. */
  delete(organizationId: string, id: string): Promise<boolean>
}
