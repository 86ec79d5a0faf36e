// Transport types shared by the pipeline and the route table.
import type { Request, Response } from 'express'
import type { Operation } from 'openapi-backend'
import type { Principal } from '../auth/index.ts'
import type { Logger } from '../lib/logger.ts'

export interface HttpCall {
  operation: Operation
  principal: Principal | null
  params: Record<string, string>
  query: Record<string, unknown>
  body: unknown
  correlationId: string
  version: string
  logger: Logger
  req: Request
  res: Response
}

export interface HttpResult {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

export type RouteHandler = (call: HttpCall) => Promise<HttpResult>
