// A contract document for what SERVICE-SPEC.md documents about the MCP door and the authorization server ("OAuth 2.1
// for MCP clients", steps 1-7), which openapi.yaml does not describe (they are the MCP transport and OAuth, not REST
// operations: src/mcp/README.md). Written from the spec and the RFCs it names (RFC 9728 protected-resource metadata,
// RFC 8414 metadata, RFC 7591 registration, RFC 6749/7636 token, RFC 7009 revocation, RFC 6750 challenges), so Prism
// can check our answers against it (mcp-oauth.test.ts). `/oauth/authorize` is not in it: it answers with redirects,
// and Prism's proxy follows them (it would validate the last page, not the authorization endpoint's answer). Schemas are closed where we own the body and open where the
// library adds standard members (the metadata documents). JSON Schema keywords Prism's draft-07 Ajv understands.
const errorEnvelope = {
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: {
      type: 'object',
      required: ['code', 'type', 'message', 'correlation_id'],
      properties: {
        code: { type: 'string' },
        type: { type: 'string' },
        message: { type: 'string' },
        correlation_id: { type: 'string' },
        param: { type: 'string' },
      },
    },
  },
}
const oauthError = (codes: string[]) => ({
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: { type: 'string', enum: codes },
    error_description: { type: 'string' },
    scope: { type: 'string' },
    state: { type: 'string' },
  },
})
const challenge = {
  description: 'RFC 6750 challenge naming the protected-resource metadata (RFC 9728 §5.1)',
  required: true,
  schema: { type: 'string', pattern: '^Bearer .*resource_metadata="[^"]+"' },
}
const prm = {
  type: 'object',
  required: ['resource', 'authorization_servers', 'scopes_supported', 'bearer_methods_supported'],
  additionalProperties: false,
  properties: {
    resource: { type: 'string', pattern: '^https?://[^/]+/mcp$' },
    authorization_servers: { type: 'array', minItems: 1, items: { type: 'string', pattern: '^https?://' } },
    scopes_supported: {
      type: 'array',
      minItems: 11,
      maxItems: 11,
      uniqueItems: true,
      items: { type: 'string', pattern: '^[a-z]+:[a-z]+$' },
    },
    bearer_methods_supported: { type: 'array', items: { type: 'string', enum: ['header'] } },
    resource_name: { type: 'string' },
  },
}
const prmGet = (summary: string) => ({
  get: {
    operationId: summary,
    summary: `Protected-resource metadata (${summary})`,
    responses: { '200': { description: 'RFC 9728 metadata', content: { 'application/json': { schema: prm } } } },
  },
})
const form = (props: Record<string, unknown>, required: string[]) => ({
  required: true,
  content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', required, properties: props } } },
})

export const MCP_OAUTH_SPEC = {
  openapi: '3.1.0',
  info: {
    title: 'Skills Connect: MCP door and authorization server (contract of SERVICE-SPEC "OAuth 2.1 for MCP clients")',
    version: '1',
  },
  paths: {
    '/mcp': {
      post: {
        operationId: 'mcpPost',
        summary: 'Streamable HTTP (step 1 and 7)',
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
        responses: {
          '200': {
            description: 'The JSON-RPC answer, as JSON or as one SSE stream',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['jsonrpc', 'id'],
                  properties: {
                    jsonrpc: { type: 'string', enum: ['2.0'] },
                    id: { type: ['string', 'integer'] },
                    result: { type: 'object' },
                    error: { type: 'object', required: ['code', 'message'] },
                  },
                },
              },
              'text/event-stream': { schema: { type: 'string' } },
            },
          },
          '401': {
            description: 'No or a bad credential',
            headers: { 'WWW-Authenticate': challenge },
            content: { 'application/json': { schema: errorEnvelope } },
          },
          '403': {
            description: 'insufficient_scope for a lone tools/call, or a browser Origin not allowed',
            headers: {
              'WWW-Authenticate': {
                required: false,
                schema: {
                  type: 'string',
                  pattern: '^Bearer error="insufficient_scope", scope="[a-z]+:[a-z]+", resource_metadata="[^"]+"$',
                },
              },
            },
            content: { 'application/json': { schema: errorEnvelope } },
          },
          '503': {
            description: 'The store did not answer',
            content: { 'application/json': { schema: errorEnvelope } },
          },
        },
      },
    },
    '/.well-known/oauth-protected-resource': prmGet('protectedResourceRoot'),
    '/.well-known/oauth-protected-resource/mcp': prmGet('protectedResourceMcp'),
    '/.well-known/oauth-authorization-server': {
      get: {
        operationId: 'authorizationServerMetadata',
        summary: 'RFC 8414 metadata (step 3)',
        responses: {
          '200': {
            description: 'The metadata the MCP authorization spec requires of the server',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: [
                    'issuer',
                    'authorization_endpoint',
                    'token_endpoint',
                    'registration_endpoint',
                    'revocation_endpoint',
                    'jwks_uri',
                    'code_challenge_methods_supported',
                    'response_types_supported',
                    'grant_types_supported',
                    'scopes_supported',
                    'authorization_response_iss_parameter_supported',
                    'token_endpoint_auth_methods_supported',
                  ],
                  properties: {
                    issuer: { type: 'string', pattern: '^https?://[^/]+$' },
                    authorization_endpoint: { type: 'string', pattern: '/oauth/authorize$' },
                    token_endpoint: { type: 'string', pattern: '/oauth/token$' },
                    registration_endpoint: { type: 'string', pattern: '/oauth/register$' },
                    revocation_endpoint: { type: 'string', pattern: '/oauth/revoke$' },
                    jwks_uri: { type: 'string', pattern: '/oauth/jwks$' },
                    code_challenge_methods_supported: {
                      type: 'array',
                      items: { type: 'string', enum: ['S256'] },
                      minItems: 1,
                      maxItems: 1,
                    },
                    response_types_supported: { type: 'array', items: { type: 'string', enum: ['code'] } },
                    grant_types_supported: { type: 'array', contains: { type: 'string', enum: ['refresh_token'] } },
                    scopes_supported: { type: 'array', items: { type: 'string' } },
                    authorization_response_iss_parameter_supported: { type: 'boolean', enum: [true] },
                    token_endpoint_auth_methods_supported: {
                      type: 'array',
                      contains: { type: 'string', enum: ['none'] },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    '/oauth/register': {
      post: {
        operationId: 'registerClient',
        summary: 'RFC 7591 dynamic registration of a public client (step 4)',
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } },
        responses: {
          '201': {
            description: 'A public client: no secret',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['client_id', 'redirect_uris', 'token_endpoint_auth_method'],
                  not: { anyOf: [{ required: ['client_secret'] }, { required: ['registration_access_token'] }] },
                  properties: {
                    client_id: { type: 'string', minLength: 16 },
                    redirect_uris: { type: 'array', minItems: 1, items: { type: 'string' } },
                    token_endpoint_auth_method: { type: 'string', enum: ['none'] },
                    client_id_issued_at: { type: 'integer' },
                  },
                },
              },
            },
          },
          '400': {
            description: 'Refused metadata',
            content: {
              'application/json': {
                schema: oauthError(['invalid_redirect_uri', 'invalid_client_metadata', 'invalid_request']),
              },
            },
          },
        },
      },
    },
    '/oauth/token': {
      post: {
        operationId: 'token',
        summary: 'Code + verifier, or refresh (step 6)',
        requestBody: form({ grant_type: { type: 'string' } }, ['grant_type']),
        responses: {
          '200': {
            description: 'Tokens',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['access_token', 'token_type', 'expires_in', 'scope'],
                  properties: {
                    access_token: { type: 'string', pattern: '^[\\w-]+\\.[\\w-]+\\.[\\w-]+$' },
                    token_type: { type: 'string', enum: ['Bearer'] },
                    expires_in: { type: 'integer', minimum: 1 },
                    refresh_token: { type: 'string' },
                    scope: { type: 'string' },
                  },
                },
              },
            },
          },
          '400': {
            description: 'Refused',
            content: {
              'application/json': {
                schema: oauthError([
                  'invalid_grant',
                  'invalid_request',
                  'invalid_client',
                  'unsupported_grant_type',
                  'invalid_target',
                  'invalid_scope',
                ]),
              },
            },
          },
          '401': {
            description: 'Unknown client',
            content: { 'application/json': { schema: oauthError(['invalid_client']) } },
          },
          '503': {
            description: 'The store did not answer',
            headers: { 'Retry-After': { required: true, schema: { type: 'string', pattern: '^[0-9]+$' } } },
            content: { 'application/json': { schema: oauthError(['temporarily_unavailable']) } },
          },
        },
      },
    },
    '/oauth/revoke': {
      post: {
        operationId: 'revoke',
        summary: 'RFC 7009 revocation',
        requestBody: form({ token: { type: 'string' } }, ['token']),
        responses: {
          '200': { description: 'Revoked, or nothing to revoke' },
          '400': {
            description: 'Refused',
            content: {
              'application/json': {
                schema: oauthError(['invalid_request', 'invalid_client', 'unsupported_token_type']),
              },
            },
          },
        },
      },
    },
  },
} as const

/** The operation ids of MCP_OAUTH_SPEC, for the coverage check. */
export const MCP_OAUTH_OPERATIONS: string[] = Object.values(MCP_OAUTH_SPEC.paths).flatMap((p) =>
  Object.values(p).map((o) => (o as { operationId: string }).operationId),
)
