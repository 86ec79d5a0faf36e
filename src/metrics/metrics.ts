// Prometheus metrics (prom-client), on a registry of this service's own (never the global default, so two
// servers in one process — the tests — keep separate counts). The other rooms report through the small observer
// interfaces they declare (limiter, operations, webhook dispatcher, HTTP door); only this room knows prom-client.
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import { TwoLabelCounter, TwoLabelHistogram } from './two-label.ts'

export type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx'

export interface MetricsSources {
  /** 'fallback' while rate limits are counted in-process because Redis is unreachable. */
  fallbackState?: () => 'primary' | 'fallback'
  /** Webhook deliveries not yet finished (pending), for the backlog gauge; read at scrape time. */
  webhookBacklog?: () => Promise<number>
}

const STATUS_CLASSES: readonly StatusClass[] = ['1xx', '1xx', '2xx', '3xx', '4xx', '5xx'] // by status / 100

const LATENCY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

export class Metrics {
  readonly registry = new Registry()
  private readonly requests: TwoLabelHistogram<'operation', 'status_class'>
  private readonly limiter: TwoLabelCounter<'policy', 'decision'>
  private readonly idempotency: Counter<'outcome'>
  private readonly skills: TwoLabelHistogram<'skill', 'outcome'>
  private readonly attempts: Counter<'outcome'>
  private readonly deliveryLatency: Histogram

  constructor(sources: MetricsSources = {}) {
    const registers = [this.registry]
    collectDefaultMetrics({ register: this.registry })
    // Recorded on every request: our two-label metrics (two-label.ts), same exposition as prom-client's.
    this.requests = new TwoLabelHistogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to finishing its response, by operation and status class.',
      labelNames: ['operation', 'status_class'],
      buckets: LATENCY_BUCKETS,
    })
    this.registry.registerMetric(this.requests.asMetric())
    this.limiter = new TwoLabelCounter({
      name: 'rate_limit_decisions_total',
      help: 'Throttle decisions by policy (budget, ip, skill_starts, portal_key_creation) and decision.',
      labelNames: ['policy', 'decision'],
    })
    this.registry.registerMetric(this.limiter.asMetric())
    new Gauge({
      name: 'rate_limit_redis_fallback',
      help: '1 while rate limits are counted in-process per instance because Redis is unreachable.',
      registers,
      collect() {
        this.set(sources.fallbackState?.() === 'fallback' ? 1 : 0)
      },
    })
    this.idempotency = new Counter({
      name: 'idempotency_outcomes_total',
      help: 'Keyed writes by outcome: executed, replayed, key_reused, in_progress, unavailable.',
      labelNames: ['outcome'],
      registers,
    })
    this.skills = new TwoLabelHistogram({
      name: 'skill_run_duration_seconds',
      help: 'Skill handler run time by skill and outcome (ok, error, timeout, cancelled).',
      labelNames: ['skill', 'outcome'],
      buckets: LATENCY_BUCKETS,
    })
    this.registry.registerMetric(this.skills.asMetric())
    new Gauge({
      name: 'webhook_deliveries_pending',
      help: 'Webhook deliveries waiting for an attempt or a retry (all instances).',
      registers,
      async collect() {
        if (sources.webhookBacklog) this.set(await sources.webhookBacklog())
      },
    })
    this.attempts = new Counter({
      name: 'webhook_attempts_total',
      help: 'Webhook delivery attempts by outcome: delivered, retry, dead.',
      labelNames: ['outcome'],
      registers,
    })
    this.deliveryLatency = new Histogram({
      name: 'webhook_delivery_latency_seconds',
      help: 'Time from a delivery being queued (its event fanned out) to its acknowledgement.',
      buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
      registers,
    })
  }

  request(operation: string, status: number, seconds: number): void {
    this.requests.observe(
      operation,
      STATUS_CLASSES[Math.floor(status / 100)] ?? `${Math.floor(status / 100)}xx`,
      seconds,
    )
  }

  limiterDecision(policy: string, admitted: boolean): void {
    this.limiter.inc(policy, admitted ? 'admitted' : 'denied')
  }

  idempotencyOutcome(outcome: string): void {
    this.idempotency.inc({ outcome })
  }

  skillRun(skill: string, outcome: string, seconds: number): void {
    this.skills.observe(skill, outcome, seconds)
  }

  webhookAttempt(outcome: 'delivered' | 'retry' | 'dead', queuedSeconds: number | null): void {
    this.attempts.inc({ outcome })
    if (outcome === 'delivered' && queuedSeconds !== null) this.deliveryLatency.observe(queuedSeconds)
  }

  /** The Prometheus text exposition. */
  async render(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() }
  }
}
