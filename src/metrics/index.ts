// Metrics: Prometheus counters and histograms, served at GET /metrics to holders of METRICS_TOKEN. Start with
// metrics.ts.
export { Metrics, type MetricsSources, type StatusClass } from './metrics.ts'
