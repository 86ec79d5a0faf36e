// tools/call through the one door (src/operations): a call is admitted (request budget, skill resolution,
// authorization) and then run (version upgrade, validation, idempotency, start limit, the skill, output check) by
// the same stages every door uses; nothing here decides anything. What this file does is transport: it builds the
// OperationCall from the JSON-RPC request and turns the result or the AppError into an MCP tool result.
// Admission happens early for a request that is one tools/call (door.ts), so that insufficient_scope can be
// answered as an HTTP 403 challenge (MCP "Runtime insufficient scope errors") before the SDK answers 200.
import { errorBody, logRefusal, toAppError } from '../errors/index.ts'
import type { Principal } from '../auth/index.ts'
import type { AdmittedCall, OperationResult, Operations } from '../operations/index.ts'
import type { Logger } from '../lib/logger.ts'

/** Result `_meta` keys (MCP `_meta` naming: a prefix, a slash, a name). */
export const INVOCATION_META = 'skills-connect/invocation'
export const HEADERS_META = 'skills-connect/headers'
export const ERROR_META = 'skills-connect/error'
/** Progress notification `_meta` key carrying a streaming skill's delta (its text is also the notification's message). */
export const DELTA_META = 'skills-connect/delta'

/** One HTTP request to /mcp, as the tool handlers see it. */
export interface McpRequestScope {
  principal: Principal
  correlationId: string
  logger: Logger
  version: string
  /** An Idempotency-Key header: applies to a request that is a single tools/call. */
  idempotencyKey: string | undefined
  /** Aborted when the client goes away. */
  signal: AbortSignal
  /** Calls admitted before the SDK dispatched the request, by JSON-RPC id. */
  calls: Map<string | number, PendingToolCall>
  /** Headers the answer carries (rate-limit state after admission). */
  headers: Record<string, string>
}

export type ProgressRelay = (fraction: number | null, message: string, meta?: Record<string, unknown>) => void

export interface PendingToolCall {
  admitted: Promise<AdmittedCall>
  controller: AbortController
  responseHeaders: Record<string, string>
  /** Set by the tool handler once it can send notifications. */
  relay: ProgressRelay | null
}

export type ToolResult = {
  content: { type: 'text'; text: string }[]
  structuredContent?: Record<string, unknown>
  isError?: boolean
  _meta: Record<string, unknown>
}

export class ToolCalls {
  private readonly ops: Operations
  constructor(ops: Operations) {
    this.ops = ops
  }

  /**
   * Whether the request's caller may call tool `name`: the operations' own authorize decision (Operations.permits),
   * so tools/list shows exactly the tools a tools/call would not refuse with insufficient_scope.
   */
  permits(scope: McpRequestScope, name: string): boolean {
    const generic = this.ops.deps.catalog.genericSkillOperation()
    return this.ops.permits(scope.principal, generic.id, { [generic.skillParam!]: name })
  }

  /** Starts admission of `tools/call name(args)`; the refusal, if any, is the promise's rejection. */
  admit(scope: McpRequestScope, _id: string | number, name: string, args: unknown): PendingToolCall {
    const generic = this.ops.deps.catalog.genericSkillOperation()
    const controller = new AbortController()
    if (scope.signal.aborted) controller.abort(scope.signal.reason)
    else scope.signal.addEventListener('abort', () => controller.abort(scope.signal.reason), { once: true })
    const responseHeaders: Record<string, string> = {}
    // cast: a placeholder replaced on the next line, before anything reads it
    const pending: PendingToolCall = { admitted: Promise.resolve() as never, controller, responseHeaders, relay: null }
    pending.admitted = this.ops.admit({
      operationId: generic.id,
      principal: scope.principal,
      params: { [generic.skillParam!]: name },
      query: {},
      // The stages fill defaults into the input in place; a missing arguments object is an empty input.
      body: args === undefined ? {} : args,
      idempotencyKey: scope.idempotencyKey,
      version: scope.version,
      correlationId: scope.correlationId,
      logger: scope.logger,
      signal: controller.signal,
      stream: {
        begin() {},
        progress: (f, m) => pending.relay?.(f, m),
        // A delta travels as a progress notification: its text (when it has one) as the message, the whole delta in _meta.
        delta: (d) => {
          const text =
            typeof d === 'string'
              ? d
              : d && typeof d === 'object' && typeof (d as { text?: unknown }).text === 'string'
                ? (d as { text: string }).text
                : JSON.stringify(d)
          pending.relay?.(null, text, { [DELTA_META]: d })
        },
      },
      responseHeaders,
    })
    // Observed by whoever awaits it (the door or the handler); never an unhandled rejection.
    pending.admitted.catch(() => {})
    return pending
  }

  /** Runs an admitted call to its end; resolves to the tool result, success or tool error alike. */
  async finish(scope: McpRequestScope, pending: PendingToolCall): Promise<ToolResult> {
    let r: OperationResult
    try {
      r = await (await pending.admitted).run()
    } catch (err) {
      return this.toolError(scope, err, pending.responseHeaders)
    }
    const body = r.body as { skill: string; output: Record<string, unknown>; correlation_id: string }
    return {
      content: [{ type: 'text', text: JSON.stringify(body.output) }],
      structuredContent: body.output,
      _meta: {
        [INVOCATION_META]: { skill: body.skill, correlation_id: body.correlation_id },
        [HEADERS_META]: lower({ ...pending.responseHeaders, ...r.headers }),
      },
    }
  }

  /** An error as a tool result carrying the envelope (its `code` is what clients branch on). */
  toolError(scope: McpRequestScope, err: unknown, headers: Record<string, string>): ToolResult {
    const e = toAppError(err)
    logRefusal(scope.logger, err, e)
    const envelope = errorBody(e, scope.correlationId)
    const all = lower({ ...headers, ...e.headers })
    if (e.retryAfterSeconds !== undefined) all['retry-after'] = String(e.retryAfterSeconds)
    return {
      isError: true,
      content: [{ type: 'text', text: JSON.stringify(envelope) }],
      _meta: { [ERROR_META]: envelope.error, [HEADERS_META]: all },
    }
  }
}

function lower(h: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const k in h) out[k.toLowerCase()] = h[k]!
  return out
}
