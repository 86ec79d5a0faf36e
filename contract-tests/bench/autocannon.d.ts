// Minimal typings for the parts of autocannon 8's programmatic API the bench uses (it ships none).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  /** What setupRequest receives and returns: the defaults merged with this request (headers copied per call). */
  export interface RequestParams {
    method: string
    path: string
    headers: Record<string, string>
    body?: string | Buffer
    [other: string]: unknown
  }

  export interface RequestSpec {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
    /** Called for every request this spec sends (the request is rebuilt each time); falsy skips it. */
    setupRequest?: (req: RequestParams, context: Record<string, unknown>) => RequestParams | null | undefined
  }

  export interface Options {
    url: string
    /** Sent in turn on every connection; a spec with setupRequest is rebuilt per request. */
    requests?: RequestSpec[]
    method?: string
    headers?: Record<string, string>
    body?: string
    connections?: number
    pipelining?: number
    duration?: number
    timeout?: number
    bailout?: number
  }

  export interface Histogram {
    average: number
    mean: number
    stddev: number
    min: number
    max: number
    total: number
    p50: number
    p90: number
    p99: number
    [percentile: string]: number
  }

  export interface Result {
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    resets: number
    '2xx': number
    statusCodeStats: Record<string, { count: number }>
    latency: Histogram
    requests: Histogram & { sent: number }
    throughput: Histogram
  }

  export interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, resBytes: number, responseTime: number) => void,
    ): this
    on(event: string, listener: (...args: unknown[]) => void): this
  }

  function autocannon(opts: Options): Instance
  export default autocannon
}
