// The MCP door: {mcp_url}/mcp (Streamable HTTP, stateless, the official SDK) and its protected-resource metadata.
// Every tools/call runs through src/operations. Start with door.ts.
export { McpDoor, type McpDoorDeps } from './door.ts'
export { resourceMetadata, resourceMetadataUrl, bearerChallenge, PRM_ROOT_PATH } from './discovery.ts'
export { INVOCATION_META, HEADERS_META, ERROR_META } from './tool-calls.ts'
export { SKILL_META } from './tools.ts'
