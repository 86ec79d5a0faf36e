// Connections: the assistants a person connected through the authorization server (OAuth grants), listed and revoked.
export { listConnections, revokeConnection, type ConnectionsDeps } from './connections.ts'
