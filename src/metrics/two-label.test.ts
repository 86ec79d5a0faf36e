// Our two-label metrics must expose exactly what prom-client's own Histogram and Counter would for the same calls.
import { describe, expect, it } from 'vitest'
import { Counter, Histogram, Registry } from 'prom-client'
import { TwoLabelCounter, TwoLabelHistogram } from './two-label.ts'

const BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

describe('two-label metrics', () => {
  it('a histogram exposes the same text as prom-client for the same observations (bounds inclusive, +Inf, sums, label order)', async () => {
    const theirs = new Registry()
    const ours = new Registry()
    const h = new Histogram({
      name: 'req_seconds',
      help: 'h "quoted" \\ help',
      labelNames: ['operation', 'status_class'],
      buckets: BUCKETS,
      registers: [theirs],
    })
    const t = new TwoLabelHistogram({
      name: 'req_seconds',
      help: 'h "quoted" \\ help',
      labelNames: ['operation', 'status_class'],
      buckets: BUCKETS,
    })
    ours.registerMetric(t.asMetric())
    const calls: Array<[string, string, number]> = [
      ['skill.invoke', '2xx', 0.0004],
      ['skill.invoke', '2xx', 0.001],
      ['keys.list', '4xx', 0.3],
      ['skill.invoke', '5xx', 31],
      ['skill.invoke', '2xx', 0.0251],
      ['op "x"\n', '2xx', 0],
      ['keys.list', '4xx', 30],
    ]
    for (let i = 0; i < 1000; i++) calls.push(['bulk', i % 2 ? '2xx' : '4xx', (i % 97) / 50])
    for (const [a, b, v] of calls) {
      h.observe({ operation: a, status_class: b }, v)
      t.observe(a, b, v)
    }
    const text = await ours.metrics()
    expect(text).toBe(await theirs.metrics())
    expect(text).toContain('req_seconds_bucket{le="0.001",operation="skill.invoke",status_class="2xx"} 2')
    h.reset()
    t.reset()
    expect(await ours.metrics()).toBe(await theirs.metrics())
  })

  it('a counter exposes the same text as prom-client, openmetrics included', async () => {
    for (const contentType of [Registry.PROMETHEUS_CONTENT_TYPE, Registry.OPENMETRICS_CONTENT_TYPE] as const) {
      const theirs = new Registry<typeof contentType>()
      const ours = new Registry<typeof contentType>()
      theirs.setContentType(contentType)
      ours.setContentType(contentType)
      const c = new Counter({
        name: 'decisions_total',
        help: 'd',
        labelNames: ['policy', 'decision'],
        registers: [theirs],
      })
      const t = new TwoLabelCounter({ name: 'decisions_total', help: 'd', labelNames: ['policy', 'decision'] })
      ours.registerMetric(t.asMetric())
      for (let i = 0; i < 50; i++) {
        const policy = ['ip', 'budget', 'skill_starts'][i % 3]!
        const decision = i % 7 ? 'admitted' : 'denied'
        c.inc({ policy, decision })
        t.inc(policy, decision)
      }
      c.inc({ policy: 'ip', decision: 'admitted' }, 5)
      t.inc('ip', 'admitted', 5)
      expect(await ours.metrics()).toBe(await theirs.metrics())
      expect(await ours.metrics()).toContain('decision="denied"')
    }
  })
})
