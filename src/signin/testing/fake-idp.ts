// Test support: a local OpenID provider standing in for the external ones (a second node-oidc-provider on its own
// port), with one confidential client (this service) and an automatic login as `signedIn` (who the "person" at the
// provider is; the test sets it), consent granted at once.
import http, { type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Provider } from 'oidc-provider'

export interface FakeIdp {
  issuer: string
  clientId: string
  clientSecret: string
  /** sub → claims the ID token carries. */
  accounts: Map<string, { email?: string; email_verified?: boolean }>
  /** The sub who is "signed in" at the provider. */
  signedIn: string
  /** Registers this service's client with its redirect URIs (the provider starts answering then). */
  allow(redirectUris: string[]): void
  close(): Promise<void>
}

/**
 * Listens at once (so its issuer can go into the service's configuration); answers once allow() was called.
 * `host`: the name in its issuer (`localhost` puts it on another site than a service on 127.0.0.1, as a real provider
 * is: browsers then apply SameSite to the way back).
 */
export async function startFakeIdp(o: { host?: '127.0.0.1' | 'localhost' } = {}): Promise<FakeIdp> {
  const server: Server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://${o.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`
  let provider: Provider | null = null
  const idp: FakeIdp = {
    issuer,
    clientId: 'skills-connect',
    clientSecret: 'a-client-secret-for-tests-only',
    accounts: new Map(),
    signedIn: '',
    allow: (redirectUris) => {
      provider = create(redirectUris)
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
  const create = (redirectUris: string[]): Provider =>
    new Provider(issuer, {
      clients: [
        {
          client_id: idp.clientId,
          client_secret: idp.clientSecret,
          redirect_uris: redirectUris,
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      claims: { email: ['email', 'email_verified'], profile: ['name'] },
      findAccount: (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, ...idp.accounts.get(sub) }) }),
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx, i) => `/interaction/${i.uid}` },
      cookies: { keys: ['fake-idp-cookie-key'] },
    })
  server.on('request', (req, res) => {
    if (!provider) {
      res.statusCode = 503
      res.end()
      return
    }
    if (!req.url?.startsWith('/interaction/')) {
      void provider.callback()(req, res)
      return
    }
    void (async () => {
      if (!provider) return
      const i = await provider.interactionDetails(req, res)
      if (i.prompt.name === 'login') {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: idp.signedIn } },
          { mergeWithLastSubmission: false },
        )
        return
      }
      const grant = new provider.Grant({ accountId: i.session!.accountId, clientId: String(i.params.client_id) })
      grant.addOIDCScope(String(i.params.scope))
      await provider.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      )
    })().catch((err: unknown) => {
      res.statusCode = 500
      res.end(String(err))
    })
  })
  return idp
}
