// In-process coordination (no REDIS_URL): one instance only. Start with coordination.ts.
export * from './coordination.ts'
