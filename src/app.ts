// buildApp(services): the express app with every route and the pipeline, not listening (tests use it
// directly on an ephemeral port).
import type { Express } from 'express'
import type { Services } from './services.ts'
import { buildPipeline } from './http/index.ts'

export function buildApp(s: Services): Express {
  return buildPipeline({
    operations: s.operations, router: s.router, authenticator: s.authenticator, limiter: s.limiter, versioning: s.versioning,
    trustedProxies: s.trustedProxies, logger: s.logger, sseHeartbeatMs: s.config.sseHeartbeatMs,
    onRequest: (operation, status, seconds) => s.metrics.request(operation, status, seconds),
    ...(s.config.metricsToken ? { metrics: { token: s.config.metricsToken, render: () => s.metrics.render() } } : {}),
  })
}
