// One run's state. The bin (main.ts) starts Prism and hands the run to the node:test file (checks.ts) in a process of
// its own (node:test's run(); with isolation 'none' the run would not end while Prism and open sockets keep the event
// loop alive): options, run name, Prism's URL and the document go in a run file (RunFile), the keys in the child's
// environment. The child builds the context (options, the document, the two doors, the throttle record, every
// resource the run made) and keeps a state file (RunState) up to date, from which the bin removes whatever is left
// and reports throttling after the run, even when the child died.
import fs from 'node:fs'
import type { SpecOperations } from '../../support/spec-operations.ts'
import type { Doc } from './document.ts'
import type { KitClient, ThrottleEvent, ThrottleState } from './http.ts'

export const SUITES = [
  'service',
  'auth',
  'errors',
  'skills',
  'tenancy',
  'keys',
  'idempotency',
  'clients',
  'webhooks',
] as const
export type Suite = (typeof SUITES)[number]
/** Suites that create resources: registered only with --allow-writes. */
export const WRITE_SUITES: readonly Suite[] = ['keys', 'idempotency', 'clients', 'webhooks']

export interface RunOptions {
  baseUrl: string
  allowWrites: boolean
  only: Suite[] | null
  junit: string | null
  /** --har: every exchange of the run written there (har.ts). */
  har: string | null
  webhookUrl: string | null
  skipAdvisory: boolean
  maxThrottleWaitS: number
  clockSkewS: number
  requestTimeoutS: number
  ignoreVersion: boolean
}

export interface Me {
  user_id: string
  organization_id: string
  workspace_id: string | null
  auth_method: string
  permissions: string[]
  key_id: string | null
}

export type ResourceKind = 'connect_key' | 'webhook_endpoint' | 'workspace'

export interface Resource {
  kind: ResourceKind
  id: string
  /** What removed it (or null while it is still there). */
  removed: 'deleted' | 'archived' | null
}

/** Every resource the run created, in creation order; teardown removes what is still there. */
export class Resources {
  readonly all: Resource[]
  /** Called after every change (the child saves its state file). */
  onChange: () => void = () => {}
  constructor(all: Resource[] = []) {
    this.all = all
  }
  add(kind: ResourceKind, id: string): Resource {
    const r: Resource = { kind, id, removed: null }
    this.all.push(r)
    this.onChange()
    return r
  }
  removed(kind: ResourceKind, id: string, how: 'deleted' | 'archived'): void {
    for (const r of this.all) if (r.kind === kind && r.id === id) r.removed = how
    this.onChange()
  }
  left(): Resource[] {
    return this.all.filter((r) => r.removed === null)
  }
}

/** What the bin hands the checks process (a file only the bin's user can read; no key in it). */
export interface RunFile {
  options: RunOptions
  runName: string
  prismUrl: string
  docFile: string
  stateFile: string
}

/** What the checks process leaves for the bin. */
export interface RunState {
  resources: Resource[]
  throttledChecks: string[]
  throttle: { answers: number; waitedMs: number; events: ThrottleEvent[] }
  notes: string[]
}

export const RUN_FILE_ENV = 'SKC_KIT_RUN_FILE'

export function saveState(ctx: KitContext, file: string): void {
  const state: RunState = {
    resources: ctx.resources.all,
    throttledChecks: ctx.throttledChecks,
    notes: ctx.notes,
    throttle: { answers: ctx.throttle.answers, waitedMs: ctx.throttle.waitedMs, events: ctx.throttle.events },
  }
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(state), { mode: 0o600 })
  fs.renameSync(`${file}.tmp`, file)
}

export function readState(file: string): RunState | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as RunState
  } catch {
    return null
  }
}

export interface KitContext {
  options: RunOptions
  /** `contract-kit-<runid>`: the name (or description, slug) of everything the run creates. */
  runName: string
  apiKey: string
  secondApiKey: string | null
  doc: Doc
  operations: SpecOperations
  /** Through Prism's validating proxy. */
  proxy: KitClient
  /** Straight to the target: only for what Prism answers itself (no credential, unknown routes, HEAD). */
  direct: KitClient
  throttle: ThrottleState
  resources: Resources
  /** Checks skipped because of throttling (names), apart from contract failures. */
  throttledChecks: string[]
  /** Filled by the auth suite (getMe of each key); the later suites read them. */
  me: Me | null
  secondMe: Me | null
  /** Notes for the summary (what was skipped and why). */
  notes: string[]
  /** The check running now (define.ts), named in the HAR file's entries. */
  currentCheck: string | null
}

const SLOT = Symbol.for('skills-connect-contract.context')

export function setContext(ctx: KitContext): void {
  ;(globalThis as Record<symbol, unknown>)[SLOT] = ctx
}

export function context(): KitContext {
  const ctx = (globalThis as Record<symbol, unknown>)[SLOT] as KitContext | undefined
  if (!ctx) throw new Error('checks.mjs is run by the skills-connect-contract bin, not on its own')
  return ctx
}
