// The MCP server instance for one HTTP request (stateless Streamable HTTP: the SDK's createMcpHandler asks the
// factory for a fresh instance per request and serves 2025-era and 2026-07-28 clients from it). The low-level SDK
// Server, not McpServer: McpServer would validate arguments and outputs and answer unknown tools itself, and every
// one of those rules belongs to the operations' stages.
import { ProtocolError, ProtocolErrorCode, Server, type McpRequestContext } from '@modelcontextprotocol/server'
import { errorBody, toAppError } from '../errors/index.ts'
import type { McpRequestScope, ToolCalls, ToolResult } from './tool-calls.ts'
import type { ToolDefinition } from './tools.ts'

export const SERVER_INFO = { name: 'skills-connect', version: '0.1.0' } as const

const INSTRUCTIONS =
  'Each tool runs one skill of the Skills Connect API with the permissions of the signed-in ' +
  'connection. Tool errors carry the API error envelope ({"error": {"code", "message", ...}}); branch on code.'

/** The request's scope travels in AuthInfo.extra: the SDK passes it through untouched to the factory and handlers. */
export const SCOPE_KEY = 'skills-connect/request'

export function scopeOf(authInfo: { extra?: Record<string, unknown> } | undefined): McpRequestScope {
  const s = authInfo?.extra?.[SCOPE_KEY] as McpRequestScope | undefined
  if (!s) throw new Error('an MCP request reached the server without its scope')
  return s
}

/** Monotonic progress for MCP (it MUST increase): the fraction in percent when known, else one step more. */
function progressSender(
  send: (p: { progress: number; total?: number; message: string; _meta?: Record<string, unknown> }) => void,
): (f: number | null, m: string, meta?: Record<string, unknown>) => void {
  let last = 0
  return (fraction, message, meta) => {
    const next = fraction === null ? last + 1 : Math.max(Math.round(fraction * 1000) / 10, last + 0.1)
    last = Math.round(next * 10) / 10
    send({ progress: last, ...(fraction === null ? {} : { total: 100 }), message, ...(meta ? { _meta: meta } : {}) })
  }
}

export function serverFactory(tools: readonly ToolDefinition[], calls: ToolCalls) {
  // cast: a readonly list handed to the SDK, which types it mutable and never changes it
  const all = { tools: tools as unknown as ToolDefinition[] }
  return (ctx: McpRequestContext): Server => {
    const scope = scopeOf(ctx.authInfo)
    const server = new Server(SERVER_INFO, {
      capabilities: { tools: { listChanged: false } },
      instructions: INSTRUCTIONS,
    })
    // Only the tools the caller may call (the operations' authorize decision); a call of a hidden one is still
    // refused by the authorize stage (HTTP 403 insufficient_scope), as if it were listed.
    server.setRequestHandler('tools/list', () => {
      const visible = all.tools.filter((t) => calls.permits(scope, t.name))
      // cast: the SDK types tools/list results by its own zod schema; ours are read by the official SDK clients in mcp.api.test.ts
      return (visible.length === all.tools.length ? all : { tools: visible }) as never
    })
    server.setRequestHandler('tools/call', async (request, hctx): Promise<ToolResult & Record<string, unknown>> => {
      const { name, arguments: args } = request.params
      const id = hctx.mcpReq.id
      const pending = scope.calls.get(id) ?? calls.admit(scope, id, name, args)
      scope.calls.delete(id)
      hctx.mcpReq.signal.addEventListener(
        'abort',
        () => pending.controller.abort(new Error('the client cancelled the call')),
        { once: true },
      )
      const token =
        (request.params._meta as { progressToken?: string | number } | undefined)?.progressToken ??
        (hctx.mcpReq._meta as { progressToken?: string | number } | undefined)?.progressToken
      if (token !== undefined) {
        pending.relay = progressSender((p) => {
          hctx.mcpReq
            .notify({ method: 'notifications/progress', params: { progressToken: token, ...p } })
            .catch(() => {})
        })
      }
      try {
        await pending.admitted
      } catch (err) {
        const e = toAppError(err)
        // MCP: an unknown tool is a protocol error, not a tool result; it still carries the envelope.
        if (e.code === 'skill_not_found') {
          throw new ProtocolError(
            ProtocolErrorCode.InvalidParams,
            `Unknown tool: ${String(name).slice(0, 120)}`,
            errorBody(e, scope.correlationId),
          )
        }
        return calls.toolError(scope, err, pending.responseHeaders) as ToolResult & Record<string, unknown>
      }
      return (await calls.finish(scope, pending)) as ToolResult & Record<string, unknown>
    })
    return server
  }
}
