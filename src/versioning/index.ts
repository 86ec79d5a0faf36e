// Date-based versions (spec: Versioning; SPEC-DECISIONS "Versioning"). The supported list lives here and
// nowhere else. A request pins a version with `Service-Version: YYYY-MM-DD`; absent means the latest (not counting
// dates marked preview, which only the alpha channel serves).
//
// Adding a version with a breaking change is one entry in VERSIONS: its date and the changes it makes, each
// with `request` (old shape → new, applied to requests pinned before it) and `response` (new shape → old,
// applied to responses for requests pinned before it). Handlers only ever see and produce the latest shapes.
// A request pinned to version V passes through every later version's `request` in date order, and its
// response through their `response` in reverse order (Stripe-style version gates).
import { AppError } from '../errors/index.ts'
import type { VersionNote } from './changelog.ts'

export {
  changelogEntries,
  changelogMarkdown,
  NOTE_HEADINGS,
  type ChangelogEntry,
  type VersionNote,
} from './changelog.ts'

export const VERSION_HEADER = 'Service-Version'

export interface TransformContext {
  operationId: string
  status: number
}

export interface VersionChange {
  /** What changed, in words (for the changelog). */
  description: string
  /** operationIds it applies to; all operations when omitted. */
  operations?: readonly string[]
  request?(body: unknown, ctx: { operationId: string }): unknown
  response?(body: unknown, ctx: TransformContext): unknown
}

export interface ServiceVersionDef {
  date: string
  /** One sentence on what the version is, for the changelog. */
  summary?: string
  /** Additions, deprecations and removals that need no request or response transform. */
  notes?: readonly VersionNote[]
  /** Breaking changes, each with its transforms (clients pinned to an earlier date keep the old shapes). */
  changes: readonly VersionChange[]
  /**
   * Served only on the alpha channel (SPEC-DECISIONS "Hosts"); production answers it 400 invalid_service_version. A
   * preview date comes after every other (handlers produce its shapes; other pins are brought back from it).
   */
  preview?: boolean
}

/** Oldest first. The changelog (/docs/changelog, the served description's "Changelog") is made from this list. */
export const VERSIONS: readonly ServiceVersionDef[] = [
  {
    date: '2026-04-24',
    summary: 'The first dated version. Compared with the undated API it replaces:',
    notes: [
      {
        kind: 'added',
        text: '`stub_fields` and `warnings` on every skill output (empty lists by default): which fields were not computed from your data or a configured model, and why.',
      },
      {
        kind: 'added',
        text: 'The topic skills (`topic_create`, `topic_ask`, `topic_messages`, …) and the conversation routes under `/api/v1/topics`.',
      },
      {
        kind: 'added',
        text: '`Idempotency-Key` on write skills and on every POST that creates something (replayed for 60 seconds).',
      },
      { kind: 'added', text: 'Signed webhooks (`/api/v1/webhooks/endpoints`).' },
      {
        kind: 'deprecated',
        text: '`/api/v1/workstreams/blueprints/…`: use `/api/v1/workstreams/workplans/…` (answers carry `Deprecation` and `Link`).',
      },
      { kind: 'deprecated', text: 'The `blueprint_id` body field: use `template_id`.' },
      { kind: 'deprecated', text: 'The `playbook.run.*` webhook event types: aliases of `workstream.run.*`.' },
      { kind: 'deprecated', text: 'The skill `playbook.creator`: use `workstream.draft`.' },
      { kind: 'removed', text: '`/api/v1/playbooks/*` (404 `route_not_found`).' },
      {
        kind: 'removed',
        text: 'The 16-scope vocabulary, replaced by the 11 permissions: creating a key with a retired scope is 400 `unknown_permissions`; a retired scope left on an existing key grants nothing.',
      },
    ],
    changes: [],
  },
]

const DATE = /^\d{4}-\d{2}-\d{2}$/

export class Versioning {
  readonly versions: readonly ServiceVersionDef[]
  /** The dates this channel accepts, oldest first (preview ones only on the alpha channel). */
  readonly supported: readonly string[]
  /** What an absent Service-Version means, on either channel: the latest date not marked preview. */
  readonly current: string
  /** The shapes handlers produce: the last date of all, preview or not. */
  readonly latest: string
  private readonly index: Map<string, number>
  private readonly accepted: ReadonlySet<string>

  constructor(versions: readonly ServiceVersionDef[] = VERSIONS, channel: 'production' | 'alpha' = 'production') {
    if (!versions.length) throw new Error('at least one version is required')
    const dates = versions.map((v) => v.date)
    for (let i = 0; i < dates.length; i++) {
      if (!DATE.test(dates[i]!) || (i > 0 && dates[i]! <= dates[i - 1]!))
        throw new Error(`versions must be YYYY-MM-DD in increasing order: ${dates.join(', ')}`)
    }
    const firstPreview = versions.findIndex((v) => v.preview)
    if (firstPreview === 0) throw new Error('the oldest version cannot be a preview')
    if (firstPreview > 0 && versions.slice(firstPreview).some((v) => !v.preview))
      throw new Error('preview versions come after every other')
    this.versions = versions
    this.supported = versions.filter((v) => channel === 'alpha' || !v.preview).map((v) => v.date)
    this.current = versions.filter((v) => !v.preview).at(-1)!.date
    this.latest = dates[dates.length - 1]!
    this.index = new Map(dates.map((d, i) => [d, i]))
    this.accepted = new Set(this.supported)
  }

  /** The version a request runs under; 400 invalid_service_version for a malformed or unsupported value. */
  resolve(header: string | string[] | undefined): string {
    if (header === undefined) return this.current
    const v = Array.isArray(header) ? (header.length === 1 ? header[0]! : '') : header.trim()
    if (DATE.test(v) && this.accepted.has(v)) return v
    throw new AppError(
      'invalid_service_version',
      `Unsupported Service-Version ${JSON.stringify(v.slice(0, 40))}; supported: ${this.supported.join(', ')}.`,
      { param: VERSION_HEADER, extra: { supported_versions: [...this.supported] } },
    )
  }

  private later(version: string, operationId: string): VersionChange[] {
    const from = this.index.get(version) ?? this.versions.length - 1
    return this.versions
      .slice(from + 1)
      .flatMap((v) => v.changes)
      .filter((c) => !c.operations || c.operations.includes(operationId))
  }

  /** Brings a request body from the pinned version's shape to the latest. */
  upgradeRequest(version: string, operationId: string, body: unknown): unknown {
    if (version === this.latest) return body
    return this.later(version, operationId).reduce((b, c) => (c.request ? c.request(b, { operationId }) : b), body)
  }

  /** Brings a response body from the latest shape back to the pinned version's. */
  downgradeResponse(version: string, ctx: TransformContext, body: unknown): unknown {
    if (version === this.latest) return body
    return this.later(version, ctx.operationId).reduceRight((b, c) => (c.response ? c.response(b, ctx) : b), body)
  }
}
