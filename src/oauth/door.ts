// The authorization server door ({auth_url}; issue 10 §2): node-oidc-provider on the HTTP door's listener (a mounted
// door). Serves /oauth/* (but the interaction pages, which web/ renders) and the RFC 8414 and OpenID discovery
// documents; never throttled by our limits (spec: "OAuth discovery and dynamic client registration … limited at the
// network edge"). Before the library sees a request, the resource indicator is normalised (policy.ts) in the
// authorization request's query and the token request's body, so `…/MCP/` and `…/mcp` are one resource everywhere.
// The provider is built from the store's signing keys and rebuilt when the key period turns (auth/signing-keys.ts).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Provider } from 'oidc-provider'
import type { SigningKeys } from '../auth/index.ts'
import type { Logger } from '../lib/logger.ts'
import type { Clock } from '../lib/clock.ts'
import type { Stores } from '../store/ports/index.ts'
import { createProvider, INTERACTION_PATH, type ProviderOptions } from './provider.ts'
import { canonicalResource } from './policy.ts'
import { ProviderInteractions } from './interactions.ts'
import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { AppError } from '../errors/index.ts'
import type { HostHome } from '../lib/host-home.ts'

export interface OAuthDoorDeps extends Omit<ProviderOptions, 'jwks' | 'cookieKeys' | 'records' | 'users'> {
  stores: Pick<Stores, 'records' | 'users' | 'settings'>
  signingKeys: Pick<SigningKeys, 'current'>
  clock: Clock
  /** `{auth_url}` as the home of these routes: a request addressed to another of our hosts is sent there (308). */
  home?: HostHome
}

const DISCOVERY = new Set(['/.well-known/oauth-authorization-server', '/.well-known/openid-configuration'])
const FORM_LIMIT_BYTES = 64 * 1024

export class OAuthDoor {
  readonly name = 'oauth'
  readonly interactions: ProviderInteractions
  private readonly d: OAuthDoorDeps
  private built: {
    period: number
    provider: Promise<Provider>
    handler: Promise<(req: IncomingMessage, res: ServerResponse) => Promise<void>>
  } | null = null

  constructor(d: OAuthDoorDeps) {
    this.d = d
    this.interactions = new ProviderInteractions(() => this.provider())
  }

  /** Discovery (/.well-known/...) and the authorization server's endpoints (/oauth/...). */
  readonly pathPattern = /^\/(?:\.well-known|oauth)\//

  serves(_method: string, path: string): { throttled: boolean } | null {
    if (DISCOVERY.has(path)) return { throttled: false }
    if (path.startsWith('/oauth/') && !path.startsWith(`${INTERACTION_PATH}/`)) return { throttled: false }
    return null
  }

  async serve(
    req: IncomingMessage,
    res: ServerResponse,
    _ctx: { correlationId: string; logger: Logger },
  ): Promise<void> {
    // Split hosts: the metadata's endpoints, the issuer and the library's cookies are all {auth_url}'s.
    const away = this.d.home?.elsewhere(req)
    if (away) {
      res.writeHead(308, { Location: away, 'Cache-Control': 'no-store' })
      res.end()
      return
    }
    await this.provider()
    const handler = await this.built!.handler
    await handler(await this.normaliseResource(req), res)
  }

  /** The provider for the current signing-key period. */
  provider(): Promise<Provider> {
    return this.d.signingKeys.current().then((keys) => {
      if (this.built?.period !== keys.period) {
        const cookieKeys = this.d.stores.settings.getOrInsert('oauth_cookie_key', randomBytes(32).toString('base64url'))
        const provider = cookieKeys.then((k) =>
          createProvider({
            ...this.d,
            records: this.d.stores.records,
            users: this.d.stores.users,
            jwks: keys.privateJwks,
            cookieKeys: [k],
          }),
        )
        // Koa composes its middleware in callback(): once per provider, not per request.
        // cast: oidc-provider types callback() for its Koa app; it is a node:http listener
        this.built = { period: keys.period, provider, handler: provider.then((p) => p.callback() as never) }
      }
      return this.built.provider
    })
  }

  /** The request as the library should see it: the same one, or a replay of it with the resource normalised. */
  private async normaliseResource(req: IncomingMessage): Promise<IncomingMessage> {
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname === '/oauth/authorize' && url.searchParams.has('resource')) {
      url.searchParams.set('resource', this.canonical(url.searchParams.get('resource')!))
      req.url = url.pathname + url.search
      return req
    }
    const type = (req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
    if (req.method !== 'POST' || url.pathname !== '/oauth/token' || type !== 'application/x-www-form-urlencoded')
      return req
    const chunks: Buffer[] = []
    let size = 0
    for await (const c of req as AsyncIterable<Buffer>) {
      size += c.length
      if (size > FORM_LIMIT_BYTES) throw new AppError('payload_too_large')
      chunks.push(c)
    }
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
    if (form.has('resource')) form.set('resource', this.canonical(form.get('resource')!))
    const body = Buffer.from(form.toString())
    // A readable replay of the request with the rewritten body: the library reads bodies from the stream itself.
    // cast: oidc-provider reads the body stream, method, url and headers only: a replay with those
    const replay = Readable.from([body]) as unknown as IncomingMessage
    return Object.assign(replay, {
      headers: { ...req.headers, 'content-length': String(body.length) },
      rawHeaders: req.rawHeaders,
      method: req.method,
      url: req.url,
      httpVersion: req.httpVersion,
      socket: req.socket,
      connection: req.socket,
    })
  }

  private canonical(v: string): string {
    return canonicalResource(v, this.d.resource) ?? v
  }
}
