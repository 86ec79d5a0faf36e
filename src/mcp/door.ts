// The MCP door (ARCHITECTURE "Doors over one operation pipeline"; spec: "OAuth 2.1 for MCP clients"): POST
// {mcp_url}/mcp, Streamable HTTP, stateless, through the official SDK's createMcpHandler (2025 revisions and
// 2026-07-28 from one endpoint). In order: Origin (403) → CORS preflight → credential → Principal with the same
// Authenticator as REST (bearer only: OAuth access tokens, session JWTs, sk_ keys; 401 + RFC 9728 challenge) →
// Service-Version → for a request that is one tools/call, admission through the operations (an
// insufficient_scope refusal is the HTTP 403 challenge) → the SDK (tools/list, tools/call: tool-calls.ts).
// The protected-resource metadata (both well-known forms) is served here too, never throttled.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { SUPPORTED_PROTOCOL_VERSIONS, createMcpHandler, type McpHttpHandler } from '@modelcontextprotocol/server'
import { toNodeHandler } from '@modelcontextprotocol/node'
import { AppError, errorBody, logRefusal, toAppError } from '../errors/index.ts'
import type { Authenticator } from '../auth/index.ts'
import type { Operations } from '../operations/index.ts'
import type { SkillRegistry } from '../skill-runtime/index.ts'
import type { Versioning } from '../versioning/index.ts'
import type { Logger } from '../lib/logger.ts'
import {
  PRM_ROOT_PATH,
  bearerChallenge,
  neededScope,
  resourceMetadata,
  resourceMetadataUrl,
  type ResourceMetadata,
} from './discovery.ts'
import { OriginPolicy } from './origins.ts'
import { ToolCalls, type McpRequestScope } from './tool-calls.ts'
import { SCOPE_KEY, serverFactory } from './server.ts'
import { toolsFromRegistry } from './tools.ts'

export interface McpDoorDeps {
  operations: Operations
  registry: SkillRegistry
  authenticator: Pick<Authenticator, 'authenticate'>
  versioning: Versioning
  logger: Logger
  /** `{mcp_url}/mcp`: the endpoint's URL and the resource indicator. */
  resource: string
  /** `{auth_url}`. */
  authBaseUrl: string
  /** The service's own base URLs (their origins may call from a browser). */
  ownBaseUrls: readonly string[]
  allowedOrigins: readonly string[]
  bodyLimitBytes: number
}

interface RequestContext {
  correlationId: string
  logger: Logger
}

const JSON_TYPE = 'application/json; charset=utf-8'

export class McpDoor {
  readonly name = 'mcp'
  private readonly d: McpDoorDeps
  private readonly endpointPath: string
  private readonly metadata: ResourceMetadata
  private readonly metadataUrl: string
  /** The root form the spec names and RFC 9728's path-aware form for the endpoint. */
  private readonly metadataPaths: readonly string[]
  /** The endpoint (with or without a trailing slash) and its metadata paths, exactly. */
  readonly pathPattern: RegExp
  private readonly origins: OriginPolicy
  private readonly calls: ToolCalls
  private readonly sdk: McpHttpHandler

  constructor(d: McpDoorDeps) {
    this.d = d
    this.endpointPath = new URL(d.resource).pathname
    this.metadata = resourceMetadata(d.resource, d.authBaseUrl)
    this.metadataUrl = resourceMetadataUrl(d.resource)
    this.metadataPaths = [PRM_ROOT_PATH, new URL(this.metadataUrl).pathname]
    const exact = (p: string) => p.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&')
    this.pathPattern = new RegExp(`^(?:${exact(this.endpointPath)}/?|${this.metadataPaths.map(exact).join('|')})$`)
    this.origins = new OriginPolicy(d.ownBaseUrls, d.allowedOrigins)
    this.calls = new ToolCalls(d.operations)
    this.sdk = createMcpHandler(serverFactory(toolsFromRegistry(d.registry), this.calls), {
      legacy: 'stateless',
      maxRequestBodySize: d.bodyLimitBytes,
      onerror: (err) => d.logger.debug({ err: err.message }, 'mcp request rejected by the transport'),
    })
  }

  /** The HTTP door asks: is this ours, and does the IP gate count it (discovery is never throttled)? */
  serves(_method: string, path: string): { throttled: boolean } | null {
    if (path === this.endpointPath || path === `${this.endpointPath}/`) return { throttled: true }
    if (this.metadataPaths.includes(path)) return { throttled: false }
    return null
  }

  async serve(req: IncomingMessage, res: ServerResponse, ctx: RequestContext): Promise<void> {
    const handler = toNodeHandler(
      { fetch: (request) => this.fetch(request, ctx) },
      { maxRequestBodySize: this.d.bodyLimitBytes },
    )
    if (req.method !== 'POST') return handler(req, res)
    // The SDK's adapter decodes the body leniently (U+FFFD for each bad byte, which a tool would then store): the bytes
    // are read here and decoded strictly, as on /api (src/http/body.ts), then handed to the adapter unchanged. Past the
    // limit, reading stops and the adapter answers its 413 from what it is given.
    const chunks: Buffer[] = []
    let size = 0
    for await (const chunk of req) {
      const b = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer)
      chunks.push(b)
      size += b.length
      if (size > this.d.bodyLimitBytes) break
    }
    const bytes = Buffer.concat(chunks)
    if (size <= this.d.bodyLimitBytes) {
      try {
        STRICT_UTF8.decode(bytes)
      } catch {
        res.writeHead(400, { 'Content-Type': JSON_TYPE, 'X-Correlation-Id': ctx.correlationId })
        res.end(
          JSON.stringify({
            jsonrpc: '2.0',
            id: null,
            error: { code: -32700, message: 'Parse error: the body is not valid UTF-8.' },
          }),
        )
        return
      }
    }
    const replay = Object.assign(Readable.from(bytes.length ? [bytes] : []), {
      method: req.method,
      url: req.url,
      headers: req.headers,
    })
    // cast: the MCP transport reads the body stream, method, url and headers only: a replay with those
    return handler(replay as unknown as IncomingMessage, res)
  }

  /** The door on web-standard Request/Response (what the SDK speaks). */
  async fetch(request: Request, ctx: RequestContext): Promise<Response> {
    const path = new URL(request.url).pathname
    if (this.metadataPaths.includes(path)) return this.serveMetadata(request)
    const origin = request.headers.get('origin')
    const allowed = this.origins.check(origin)
    if (allowed === false) return this.error(new AppError('origin_not_allowed'), ctx, {})
    const cors = this.origins.corsHeaders(origin)
    if (request.method === 'OPTIONS' && origin !== null)
      return new Response(null, { status: 204, headers: this.origins.preflightHeaders(origin) })
    try {
      return withHeaders(await this.serveMcp(request, ctx), cors)
    } catch (err) {
      return this.error(err, ctx, cors)
    }
  }

  private async serveMcp(request: Request, ctx: RequestContext): Promise<Response> {
    let principal
    const authorization = request.headers.get('authorization') ?? undefined
    try {
      // Bearer credentials only: a browser's cookies never authenticate /mcp.
      principal = await this.d.authenticator.authenticate({ authorization })
    } catch (err) {
      const e = toAppError(err)
      if (e.status !== 401) throw err
      // RFC 6750 §3 / MCP authorization "scope selection": the scopes the resource takes (its scopes_supported).
      const challenge = bearerChallenge(
        this.metadataUrl,
        authorization === undefined ? undefined : 'invalid_token',
        this.metadata.scopes_supported.join(' '),
      )
      throw new AppError(e.code, e.message, { headers: { 'WWW-Authenticate': challenge } })
    }
    const scope: McpRequestScope = {
      principal,
      correlationId: ctx.correlationId,
      logger: ctx.logger,
      version: this.d.versioning.resolve(request.headers.get('service-version') ?? undefined),
      idempotencyKey: request.headers.get('idempotency-key') ?? undefined,
      signal: request.signal,
      calls: new Map(),
      headers: {},
    }
    const unsupported = unsupportedProtocolVersion(request.headers.get('mcp-protocol-version'))
    if (unsupported) return unsupported
    const authInfo = {
      token: '',
      clientId: principal.keyId ?? principal.userId,
      scopes: [...principal.permissions],
      extra: { [SCOPE_KEY]: scope },
    }
    if (request.method !== 'POST') return this.sdk.fetch(request, { authInfo })
    const text = await request.text()
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    const forward = new Request(request.url, {
      method: 'POST',
      headers: request.headers,
      body: text,
      signal: request.signal,
    })
    const call = singleToolCall(parsed)
    if (call) {
      const pending = this.calls.admit(scope, call.id, call.name, call.arguments)
      scope.calls.set(call.id, pending)
      try {
        await pending.admitted
      } catch (err) {
        const e = toAppError(err)
        if (e.code === 'insufficient_scope') {
          const challenge = bearerChallenge(
            this.metadataUrl,
            'insufficient_scope',
            neededScope(e.headers?.['WWW-Authenticate']),
          )
          throw new AppError('insufficient_scope', e.message, {
            headers: { ...pending.responseHeaders, 'WWW-Authenticate': challenge },
          })
        }
      }
      Object.assign(scope.headers, pending.responseHeaders)
    }
    const answer = await this.sdk.fetch(forward, parsed === undefined ? { authInfo } : { authInfo, parsedBody: parsed })
    return withHeaders(answer, scope.headers)
  }

  private serveMetadata(request: Request): Response {
    const cors = { 'Access-Control-Allow-Origin': '*' }
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: {
          ...cors,
          'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
          'Access-Control-Allow-Headers': '*',
          'Access-Control-Max-Age': '600',
        },
      })
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response(null, { status: 405, headers: { ...cors, Allow: 'GET, HEAD, OPTIONS' } })
    }
    const body = JSON.stringify(this.metadata)
    return new Response(request.method === 'HEAD' ? null : body, {
      status: 200,
      headers: { ...cors, 'Content-Type': JSON_TYPE, 'Cache-Control': 'public, max-age=3600' },
    })
  }

  /** An HTTP-level refusal on /mcp: the API's error envelope, with the error's own headers (the challenge). */
  private error(err: unknown, ctx: RequestContext, headers: Record<string, string>): Response {
    const e = toAppError(err)
    logRefusal(ctx.logger, err, e)
    const all: Record<string, string> = { ...headers, ...e.headers, 'Content-Type': JSON_TYPE }
    if (e.retryAfterSeconds !== undefined) all['Retry-After'] = String(e.retryAfterSeconds)
    return new Response(JSON.stringify(errorBody(e, ctx.correlationId)), { status: e.status, headers: all })
  }
}

// The revisions this endpoint serves: the SDK's 2025-era list and the 2026-07-28 per-request revision (the SDK's
// MODERN_WIRE_REVISION, not exported).
export const MCP_PROTOCOL_VERSIONS: readonly string[] = ['2026-07-28', ...SUPPORTED_PROTOCOL_VERSIONS]

/**
 * A MCP-Protocol-Version header naming no revision served here: 400 with a JSON-RPC error naming the header and the
 * supported versions (the SDK read any unknown value as a newer revision and answered "missing _meta"). An empty or
 * absent header is the SDK's to default.
 */
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false })

function unsupportedProtocolVersion(header: string | null): Response | null {
  const v = header?.trim()
  if (!v || MCP_PROTOCOL_VERSIONS.includes(v)) return null
  const message = `Unsupported MCP-Protocol-Version header ${JSON.stringify(v.slice(0, 64))}: supported versions are ${MCP_PROTOCOL_VERSIONS.join(', ')}.`
  return new Response(
    JSON.stringify({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32000,
        message,
        data: { header: 'MCP-Protocol-Version', requested: v.slice(0, 64), supported: MCP_PROTOCOL_VERSIONS },
      },
    }),
    { status: 400, headers: { 'Content-Type': JSON_TYPE } },
  )
}

/** The JSON-RPC request when the body is exactly one tools/call (batches are admitted by the handler). */
function singleToolCall(body: unknown): { id: string | number; name: string; arguments: unknown } | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null
  const m = body as { method?: unknown; id?: unknown; params?: { name?: unknown; arguments?: unknown } }
  if (m.method !== 'tools/call' || (typeof m.id !== 'string' && typeof m.id !== 'number')) return null
  if (typeof m.params?.name !== 'string') return null
  return { id: m.id, name: m.params.name, arguments: m.params.arguments }
}

function withHeaders(r: Response, extra: Record<string, string>): Response {
  const keys = Object.keys(extra)
  if (keys.length === 0) return r
  const headers = new Headers(r.headers)
  for (const k of keys) if (!headers.has(k)) headers.set(k, extra[k]!)
  return new Response(r.body, { status: r.status, statusText: r.statusText, headers })
}
