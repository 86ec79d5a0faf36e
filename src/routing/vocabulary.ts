// The vocabulary model: evidence for the rules' lexicon from labelled text, so a request worded apart from the term
// lists still finds its cluster and skill. Multinomial logistic regression over text.ts features (stems, word pairs,
// character 4-grams, shapes), trained when the router is built on labelled examples: the tuning prompts, the dev half
// of prompts.json and each skill's own summary and description (skill.json). Deterministic: fixed example order,
// fixed learning rate and epochs, no randomness. Two heads: the cluster (the seven and NONE) and the skill.
import { features, type FeatureOptions } from './text.ts'

/** `cluster` '' : the example teaches the skill head only (a skill that serves several clusters). */
export interface Example {
  text: string
  cluster: string
  skill: string
  weight?: number
}

export interface VocabularyOptions {
  epochs: number
  rate: number
  l2: number
  features: FeatureOptions
}
export const VOCABULARY_DEFAULTS: VocabularyOptions = {
  epochs: 30,
  rate: 4,
  l2: 1e-5,
  features: { charGrams: true, pairs: true, classes: true },
}

/** Character 4-grams are many per word; they count this much against a whole word. */
const FEATURE_SCALE: Record<string, number> = { w: 1, b: 0.7, c: 0.25, shape: 1, m: 0.5, k: 1, x: 1, p: 1 }

/** Features as indices into one weight table (rows of `labels.length`), so training is a few array walks. */
type Encoded = { idx: Int32Array; val: Float64Array }

class Softmax {
  readonly labels: string[]
  private w: Float64Array
  private readonly bias: Float64Array
  constructor(labels: string[], index: Map<string, number>) {
    this.labels = labels
    this.bias = new Float64Array(labels.length)
    this.w = new Float64Array(index.size * labels.length)
  }

  probabilities(x: Encoded): Float64Array {
    const K = this.labels.length
    const z = Float64Array.from(this.bias)
    for (let j = 0; j < x.idx.length; j++) {
      const i = x.idx[j]!
      if (i < 0) continue
      const v = x.val[j]!
      for (let k = 0; k < K; k++) z[k]! += this.w[i * K + k]! * v
    }
    let max = -Infinity
    for (let k = 0; k < K; k++) if (z[k]! > max) max = z[k]!
    let sum = 0
    for (let k = 0; k < K; k++) {
      z[k] = Math.exp(z[k]! - max)
      sum += z[k]!
    }
    for (let k = 0; k < K; k++) z[k]! /= sum
    return z
  }

  train(data: Array<{ x: Encoded; label: number; weight: number }>, o: VocabularyOptions): void {
    const K = this.labels.length
    for (let epoch = 0; epoch < o.epochs; epoch++) {
      const rate = o.rate / (1 + epoch * 0.2)
      for (const d of data) {
        const p = this.probabilities(d.x)
        for (let k = 0; k < K; k++) {
          const g = (p[k]! - (k === d.label ? 1 : 0)) * d.weight * rate
          this.bias[k]! -= g * 0.1
          for (let j = 0; j < d.x.idx.length; j++) {
            const at = d.x.idx[j]! * K + k
            this.w[at]! -= g * d.x.val[j]! + o.l2 * this.w[at]!
          }
        }
      }
    }
  }
}

export interface VocabularyAnswer {
  clusters: Record<string, number>
  skills: Record<string, number>
}

export class VocabularyModel {
  private readonly cluster: Softmax
  private readonly skill: Softmax
  private readonly o: VocabularyOptions
  private readonly index = new Map<string, number>()
  readonly size: number

  constructor(examples: Example[], o: VocabularyOptions = VOCABULARY_DEFAULTS) {
    this.o = o
    const clusters = [...new Set(examples.map((e) => e.cluster).filter((c) => c !== ''))].sort()
    const skills = [...new Set(examples.map((e) => e.skill))].sort()
    const raw = examples.map((e) => this.features(e.text))
    for (const fs of raw) for (const [f] of fs) if (!this.index.has(f)) this.index.set(f, this.index.size)
    this.cluster = new Softmax(clusters, this.index)
    this.skill = new Softmax(skills, this.index)
    const encoded = examples.map((e, i) => ({ e, x: this.encode(raw[i]!) }))
    this.cluster.train(
      encoded
        .filter(({ e }) => e.cluster !== '')
        .map(({ e, x }) => ({ x, label: clusters.indexOf(e.cluster), weight: e.weight ?? 1 })),
      o,
    )
    this.skill.train(
      encoded.map(({ e, x }) => ({ x, label: skills.indexOf(e.skill), weight: e.weight ?? 1 })),
      o,
    )
    this.size = examples.length
  }

  private features(text: string): Array<[string, number]> {
    const fs = features(text, this.o.features)
    const n = Math.sqrt(Math.max(1, fs.filter((f) => f.startsWith('w:')).length))
    return fs.map((f) => [f, (FEATURE_SCALE[f.slice(0, f.indexOf(':'))] ?? 1) / n])
  }

  private encode(fs: Array<[string, number]>): Encoded {
    return {
      idx: Int32Array.from(fs.map(([f]) => this.index.get(f) ?? -1)),
      val: Float64Array.from(fs.map(([, v]) => v)),
    }
  }

  /** Probabilities per cluster label and per skill. */
  answer(text: string): VocabularyAnswer {
    const x = this.encode(this.features(text))
    const pc = this.cluster.probabilities(x)
    const ps = this.skill.probabilities(x)
    return {
      clusters: Object.fromEntries(this.cluster.labels.map((l, i) => [l, pc[i]!])),
      skills: Object.fromEntries(this.skill.labels.map((l, i) => [l, ps[i]!])),
    }
  }
}

/** Trains on first use (a second or so), not when the module loads. */
export class LazyVocabulary {
  private model: VocabularyModel | null = null
  private readonly examples: () => Example[]
  constructor(examples: () => Example[]) {
    this.examples = examples
  }
  get(): VocabularyModel {
    return (this.model ??= new VocabularyModel(this.examples()))
  }
  answer(text: string): VocabularyAnswer {
    return this.get().answer(text)
  }
}
