// Test support: the official MCP TypeScript SDK client's side of the OAuth flow, for browser suites: the first
// connect (401, discovery, registration) hands over the authorization URL the SDK would open; after the browser
// reaches the callback, finish() exchanges the code and calls a tool.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect } from 'vitest'
import { Client, StreamableHTTPClientTransport, UnauthorizedError } from '@modelcontextprotocol/client'
import { MemoryOAuthProvider } from '../../oauth/testing/client-provider.ts'

export interface McpStart {
  provider: MemoryOAuthProvider
  mcpUrl: URL
  authUrl: URL
}

export async function startMcpAuthorization(baseUrl: string, redirect: string): Promise<McpStart> {
  const provider = new MemoryOAuthProvider(redirect)
  const mcpUrl = new URL(`${baseUrl}/mcp`)
  const client = new Client({ name: 'browser-flow', version: '1.0.0' })
  await expect(
    client.connect(new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider })),
  ).rejects.toBeInstanceOf(UnauthorizedError)
  expect(provider.authorizationUrl).not.toBeNull()
  return { provider, mcpUrl, authUrl: provider.authorizationUrl! }
}

/** Exchanges the callback's code and calls one tool; answers the connected client (close it). */
export async function finishMcpAuthorization(s: Pick<McpStart, 'provider' | 'mcpUrl'>, callback: URL): Promise<Client> {
  await new StreamableHTTPClientTransport(s.mcpUrl, { authProvider: s.provider }).finishAuth(callback.searchParams)
  const client = new Client({ name: 'browser-flow', version: '1.0.0' })
  await client.connect(new StreamableHTTPClientTransport(s.mcpUrl, { authProvider: s.provider }))
  const r = await client.callTool({
    name: 'validate_business_identifiers',
    arguments: { identifiers: [{ scheme: 'au_abn', value: '51 824 753 556' }] },
  })
  expect(r.isError).toBeFalsy()
  return client
}

/** A client's loopback callback: a real listener (as an SDK's native client runs one) recording each /callback visit. */
export interface CallbackServer {
  url: string
  arrived: URL[]
  close(): Promise<void>
}

/** `arrived`: where to record the visits (two listeners may share one list). */
export async function startCallbackServer(host = '127.0.0.1', arrived: URL[] = []): Promise<CallbackServer> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`)
    if (url.pathname === '/callback') arrived.push(url) // not the browser's /favicon.ico that follows
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>Done</title><p>You can close this window.</p>')
  })
  await new Promise<void>((resolve) => server.listen(0, host, resolve))
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}/callback`,
    arrived,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
