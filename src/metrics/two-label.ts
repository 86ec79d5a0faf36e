// A histogram and a counter with two labels for the per-request path, exposed through prom-client's registry exactly
// as prom-client's Histogram and Counter with the same name, labels and buckets would be (two-label.test.ts checks
// the text).
// Why not prom-client's own: its observe() validates the labels object, builds a hash string from it and keys the
// buckets by the bound as an object property (a number turned into a string) on every call, about 3 µs under load
// (contract-tests/bench/README.md); its Counter's inc() does the same hashing. Here a call is two Map lookups (and,
// for the histogram, a short loop over the bounds).
import type { Metric } from 'prom-client'

/** What prom-client's registry reads from a metric's get(). */
interface Exposed {
  name: string
  help: string
  type: 'histogram' | 'counter'
  aggregator: 'sum'
  values: Array<{ value: number; labels: Record<string, string | number>; metricName?: string }>
}

interface Series {
  a: string
  b: string
  counts: Float64Array
  sum: number
  count: number
}

export class TwoLabelHistogram<A extends string, B extends string> {
  readonly type = 'histogram'
  readonly aggregator = 'sum'
  readonly name: string
  readonly help: string
  private readonly labelNames: readonly [A, B]
  private readonly bounds: readonly number[]
  private readonly series = new Map<string, Map<string, Series>>()
  /** Every label set, in first-seen order (prom-client's order of exposition). */
  private readonly all: Series[] = []

  constructor(o: { name: string; help: string; labelNames: readonly [A, B]; buckets: readonly number[] }) {
    this.name = o.name
    this.help = o.help
    this.labelNames = o.labelNames
    this.bounds = [...o.buckets].sort((x, y) => x - y)
  }

  observe(a: string, b: string, value: number): void {
    if (!Number.isFinite(value)) return
    let byB = this.series.get(a)
    if (!byB) this.series.set(a, (byB = new Map()))
    let s = byB.get(b)
    if (!s) {
      byB.set(b, (s = { a, b, counts: new Float64Array(this.bounds.length), sum: 0, count: 0 }))
      this.all.push(s)
    }
    const bounds = this.bounds
    for (let i = 0; i < bounds.length; i++)
      if (value <= bounds[i]!) {
        s.counts[i]!++
        break
      }
    s.sum += value
    s.count++
  }

  reset(): void {
    this.series.clear()
    this.all.length = 0
  }

  /** prom-client's metric shape: cumulative buckets, +Inf, sum and count per label set, in first-seen order. */
  get(): Promise<Exposed> {
    const [na, nb] = this.labelNames
    const values: Exposed['values'] = []
    for (const s of this.all) {
      let acc = 0
      for (let i = 0; i < this.bounds.length; i++) {
        acc += s.counts[i]!
        values.push({
          metricName: `${this.name}_bucket`,
          labels: { le: this.bounds[i]!, [na]: s.a, [nb]: s.b },
          value: acc,
        })
      }
      values.push({ metricName: `${this.name}_bucket`, labels: { le: '+Inf', [na]: s.a, [nb]: s.b }, value: s.count })
      values.push({ metricName: `${this.name}_sum`, labels: { [na]: s.a, [nb]: s.b }, value: s.sum })
      values.push({ metricName: `${this.name}_count`, labels: { [na]: s.a, [nb]: s.b }, value: s.count })
    }
    return Promise.resolve({ name: this.name, help: this.help, type: 'histogram', aggregator: 'sum', values })
  }

  /** For Registry.registerMetric, which is typed for prom-client's own classes but needs only name, help, type and get(). */
  // cast: registerMetric is typed for prom-client's classes and reads name, help, type and get() only
  asMetric(): Metric {
    return this as unknown as Metric
  }
}

export class TwoLabelCounter<A extends string, B extends string> {
  readonly type = 'counter'
  readonly aggregator = 'sum'
  readonly name: string
  readonly help: string
  private readonly labelNames: readonly [A, B]
  private readonly series = new Map<string, Map<string, { a: string; b: string; value: number }>>()
  private readonly all: Array<{ a: string; b: string; value: number }> = []

  constructor(o: { name: string; help: string; labelNames: readonly [A, B] }) {
    this.name = o.name
    this.help = o.help
    this.labelNames = o.labelNames
  }

  inc(a: string, b: string, by = 1): void {
    let byB = this.series.get(a)
    if (!byB) this.series.set(a, (byB = new Map()))
    const s = byB.get(b)
    if (s) s.value += by
    else {
      const n = { a, b, value: by }
      byB.set(b, n)
      this.all.push(n)
    }
  }

  reset(): void {
    this.series.clear()
    this.all.length = 0
  }

  get(): Promise<Exposed> {
    const [na, nb] = this.labelNames
    const values: Exposed['values'] = []
    for (const s of this.all) values.push({ value: s.value, labels: { [na]: s.a, [nb]: s.b } })
    return Promise.resolve({ name: this.name, help: this.help, type: 'counter', aggregator: 'sum', values })
  }

  // cast: registerMetric is typed for prom-client's classes and reads name, help, type and get() only
  asMetric(): Metric {
    return this as unknown as Metric
  }
}
