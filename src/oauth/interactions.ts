// The authorization server's interactions (sign-in, consent) as the pages door sees them: web/ renders and reads the
// forms; this file speaks to node-oidc-provider. A consent grants the scopes the client asked for on the MCP
// resource (and the protocol scopes it asked for, offline_access for refresh tokens).
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Provider } from 'oidc-provider'

export interface InteractionView {
  uid: string
  prompt: 'login' | 'consent' | string
  /** The account an earlier step signed in, if any. */
  accountId: string | null
  client: { id: string; name: string | null; redirectHost: string }
  /** Where the answer sends the browser: this request's redirect_uri. */
  redirectUri: string
  /** The resource scopes the client asks for (consent). */
  scopes: string[]
}

export class ProviderInteractions {
  private readonly provider: () => Promise<Provider>
  constructor(provider: () => Promise<Provider>) {
    this.provider = provider
  }

  async details(req: IncomingMessage, res: ServerResponse): Promise<InteractionView> {
    const p = await this.provider()
    const i = await p.interactionDetails(req, res)
    const clientId = String(i.params.client_id)
    const client = await p.Client.find(clientId)
    const redirect = String(i.params.redirect_uri ?? client?.redirectUris?.[0] ?? '')
    let redirectHost = ''
    try {
      redirectHost = new URL(redirect).host
    } catch {
      /* none */
    }
    const missing = (i.prompt.details.missingResourceScopes ?? {}) as Record<string, string[]>
    return {
      uid: i.uid,
      prompt: i.prompt.name,
      accountId: i.session?.accountId ?? null,
      client: { id: clientId, name: client?.clientName ?? null, redirectHost },
      redirectUri: redirect,
      scopes: [...new Set(Object.values(missing).flat())],
    }
  }

  async login(req: IncomingMessage, res: ServerResponse, accountId: string): Promise<void> {
    const p = await this.provider()
    await p.interactionFinished(req, res, { login: { accountId } }, { mergeWithLastSubmission: false })
  }

  /** Records the consent; answers where the browser goes next (the library's resume URL), without answering. */
  async approve(req: IncomingMessage, res: ServerResponse): Promise<string> {
    const p = await this.provider()
    const i = await p.interactionDetails(req, res)
    const accountId = i.session?.accountId
    if (!accountId) throw new Error('consent without a signed-in account')
    const grant = i.grantId
      ? await p.Grant.find(i.grantId)
      : new p.Grant({ accountId, clientId: String(i.params.client_id) })
    if (!grant) throw new Error('the interaction names a grant that no longer exists')
    const d = i.prompt.details as { missingOIDCScope?: string[]; missingResourceScopes?: Record<string, string[]> }
    if (d.missingOIDCScope?.length) grant.addOIDCScope(d.missingOIDCScope.join(' '))
    for (const [indicator, scopes] of Object.entries(d.missingResourceScopes ?? {}))
      grant.addResourceScope(indicator, scopes.join(' '))
    const grantId = await grant.save()
    return p.interactionResult(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true })
  }

  /** Records the refusal; answers where the browser goes next, as approve does. */
  async deny(req: IncomingMessage, res: ServerResponse): Promise<string> {
    const p = await this.provider()
    return p.interactionResult(
      req,
      res,
      { error: 'access_denied', error_description: 'The person declined the connection.' },
      { mergeWithLastSubmission: false },
    )
  }
}
