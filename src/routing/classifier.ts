// The rule-based intent classifier (issue 11 §3; research topics-model.md §4.2): a weighted lexicon configured as
// data (rules.json). Text is normalised; every term is a regex (terms under 5 characters whole words with an optional
// plural s, longer ones a word start, so "beneficiar" matches "beneficiaries"); terms match longest first across all
// clusters and a match consumes its words, so "inheritance tax" counts for WLT and not also as "tax". Weights sum per
// cluster (each term once); below `min_score` the answer is NONE (the fallback skill), under `min_margin` it is
// flagged ambiguous; ties break in `tie_break` order. The specialist is the best-scoring skill word list of the
// cluster, else the cluster's default; an override (for example a request to draft a letter) names the skill
// whatever the cluster. The trace says why.
import { composes, normalise } from './text.ts'

export const CLUSTERS = ['TAX', 'ASR', 'CMP', 'WLT', 'BOP', 'XCT', 'MAV'] as const
export type Cluster = (typeof CLUSTERS)[number]
export type RouteCluster = Cluster | 'NONE'

export interface RouterRules {
  version: number
  min_score: number
  min_margin: number
  tie_break: Cluster[]
  fallback_skill: string
  clusters: Record<Cluster, { default_skill: string; terms: Record<string, number>; skills: Record<string, string[]> }>
  none_skills: Record<string, string[]>
  overrides: Array<{ skill: string; terms: string[] }>
  /** The skill of a request to compose a communication wherever its verb sits (text.ts `composes`: "need a polite
   * message to...", "a letter explaining...; can you draft it?"); an override like `overrides`, after them. */
  compose_skill?: string
  /** How the lexicon and the vocabulary model (vocabulary.ts) are blended; absent, the lexicon decides alone. */
  blend?: RouteBlend
}

/** Per cluster: lexicon_weight x summed term weights + log P(cluster | text); NONE's lexicon score is `none_score`.
 * Per skill of the chosen cluster: match_weight x matching specialist terms + log P(skill | text). */
export interface RouteBlend {
  lexicon_weight: number
  none_score: number
  match_weight: number
  default_bonus: number
  min_margin: number
}

/** What the router needs of a vocabulary model: probabilities per cluster label and per skill. */
export interface RouteEvidence {
  answer(text: string): { clusters: Record<string, number>; skills: Record<string, number> }
}

export interface RouteTrace {
  /** Summed weights per cluster (clusters with none left out). */
  scores: Partial<Record<Cluster, number>>
  /** `CLUSTER:term` in the order matched (longest first). */
  matched: string[]
  /** Why this skill: `specialist:<term>`, `default`, `override:<term>`, `fallback`, `vocabulary` (and `+vocabulary`). */
  skill_reason: string
  /** With a vocabulary model: its three likeliest clusters and skills (probabilities, rounded). */
  vocabulary?: { clusters: Record<string, number>; skills: Record<string, number> }
  rules_version: number
}

export interface Route {
  cluster: RouteCluster
  skill: string
  /** Winner's share of the summed scores (0 for NONE). */
  confidence: number
  ambiguous: boolean
  source: 'rules' | 'model'
  trace: RouteTrace
}

interface Compiled {
  cluster: Cluster
  term: string
  weight: number
  re: RegExp
  words: number
  length: number
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
function termRegex(term: string): RegExp {
  const t = escapeRegExp(term.toLowerCase())
  return term.length < 5 ? new RegExp(`(?<=[ ])${t}s?(?=[ ])`, 'g') : new RegExp(`(?<=[ ])${t}[a-z0-9'\\-]*`, 'g')
}

export class RuleRouter {
  readonly rules: RouterRules
  private readonly compiled: Compiled[]
  private readonly specialists: Map<RouteCluster, Array<{ skill: string; re: RegExp; term: string }>>
  private readonly overrides: Array<{ skill: string; re: RegExp; term: string }>

  private readonly evidence: RouteEvidence | null

  constructor(rules: RouterRules, evidence: RouteEvidence | null = null) {
    this.rules = rules
    this.evidence = rules.blend ? evidence : null
    this.compiled = CLUSTERS.flatMap((c) =>
      Object.entries(rules.clusters[c].terms).map(([term, weight]) => ({
        cluster: c,
        term,
        weight,
        re: termRegex(term),
        words: term.split(' ').length,
        length: term.length,
      })),
    ).sort((a, b) => b.words - a.words || b.length - a.length || a.term.localeCompare(b.term))
    const spec = (skills: Record<string, string[]>) =>
      Object.entries(skills)
        .flatMap(([skill, ts]) => ts.map((term) => ({ skill, term, re: termRegex(term) })))
        .sort((a, b) => b.term.length - a.term.length)
    this.specialists = new Map<RouteCluster, Array<{ skill: string; re: RegExp; term: string }>>(
      CLUSTERS.map((c) => [c, spec(rules.clusters[c].skills)]),
    )
    this.specialists.set('NONE', spec(rules.none_skills))
    this.overrides = rules.overrides
      .flatMap((o) => o.terms.map((term) => ({ skill: o.skill, term, re: termRegex(term) })))
      .sort((a, b) => b.term.length - a.term.length)
  }

  route(text: string): Route {
    let t = normalise(text)
    const original = t
    const scores: Partial<Record<Cluster, number>> = {}
    const matched: string[] = []
    const counted = new Set<string>()
    for (const c of this.compiled) {
      c.re.lastIndex = 0
      if (!c.re.test(t)) continue
      c.re.lastIndex = 0
      t = t.replace(c.re, (m) => ' '.repeat(m.length)) // consume: shorter terms cannot match these words again
      const key = `${c.cluster}:${c.term}`
      if (counted.has(key)) continue
      counted.add(key)
      matched.push(key)
      scores[c.cluster] = (scores[c.cluster] ?? 0) + c.weight
    }
    const ranked = (Object.entries(scores) as Array<[Cluster, number]>).sort(
      (a, b) => b[1] - a[1] || this.rules.tie_break.indexOf(a[0]) - this.rules.tie_break.indexOf(b[0]),
    )
    const [best, second] = ranked
    const total = ranked.reduce((s, [, v]) => s + v, 0)
    const override =
      this.overrides.find((o) => {
        o.re.lastIndex = 0
        return o.re.test(original)
      }) ??
      (this.rules.compose_skill && composes(text)
        ? { skill: this.rules.compose_skill, term: 'compose', re: /compose/ }
        : undefined)
    if (this.evidence && this.rules.blend)
      return this.blended(original, scores, matched, override ?? null, this.evidence.answer(text), this.rules.blend)
    const trace = (skill_reason: string): RouteTrace => ({
      scores,
      matched,
      skill_reason,
      rules_version: this.rules.version,
    })
    if (!best || best[1] < this.rules.min_score) {
      if (override)
        return {
          cluster: 'NONE',
          skill: override.skill,
          confidence: 0,
          ambiguous: false,
          source: 'rules',
          trace: trace(`override:${override.term}`),
        }
      const s = this.pick('NONE', original)
      return {
        cluster: 'NONE',
        skill: s?.skill ?? this.rules.fallback_skill,
        confidence: 0,
        ambiguous: false,
        source: 'rules',
        trace: trace(s ? `specialist:${s.term}` : 'fallback'),
      }
    }
    const cluster = best[0]
    const confidence = Math.round((best[1] / total) * 100) / 100
    const ambiguous = second !== undefined && best[1] - second[1] < this.rules.min_margin
    if (override)
      return {
        cluster,
        skill: override.skill,
        confidence,
        ambiguous,
        source: 'rules',
        trace: trace(`override:${override.term}`),
      }
    const s = this.pick(cluster, original)
    return {
      cluster,
      skill: s?.skill ?? this.rules.clusters[cluster].default_skill,
      confidence,
      ambiguous,
      source: 'rules',
      trace: trace(s ? `specialist:${s.term}` : 'default'),
    }
  }

  /** Every skill the rules can answer for a cluster (its specialists and default; NONE: its specialists and the fallback). */
  skillsOf(cluster: RouteCluster): string[] {
    if (cluster === 'NONE')
      return [
        ...new Set([
          ...Object.keys(this.rules.none_skills),
          this.rules.fallback_skill,
          ...this.rules.overrides.map((o) => o.skill),
        ]),
      ]
    const c = this.rules.clusters[cluster]
    return [...new Set([c.default_skill, ...Object.keys(c.skills), ...this.rules.overrides.map((o) => o.skill)])]
  }

  /** The lexicon's scores and the vocabulary model's probabilities, blended (RouteBlend). */
  private blended(
    text: string,
    scores: Partial<Record<Cluster, number>>,
    matched: string[],
    override: { skill: string; term: string } | null,
    v: { clusters: Record<string, number>; skills: Record<string, number> },
    b: RouteBlend,
  ): Route {
    const log = (p: number | undefined) => Math.log((p ?? 0) + 1e-6)
    const labels: RouteCluster[] = [...CLUSTERS, 'NONE']
    const blend = labels
      .map(
        (c) => [c, b.lexicon_weight * (c === 'NONE' ? b.none_score : (scores[c] ?? 0)) + log(v.clusters[c])] as const,
      )
      .sort((x, y) => y[1] - x[1] || this.tieRank(x[0]) - this.tieRank(y[0]))
    // cast: labels always holds every cluster and NONE: at least two entries
    const [best, second] = blend as unknown as [readonly [RouteCluster, number], readonly [RouteCluster, number]]
    const cluster = best[0]
    const z = blend.reduce((s, [, x]) => s + Math.exp(x - best[1]), 0)
    const confidence = Math.round((1 / z) * 100) / 100
    const ambiguous = best[1] - second[1] < b.min_margin
    const top = (r: Record<string, number>) =>
      Object.fromEntries(
        Object.entries(r)
          .sort((x, y) => y[1] - x[1])
          .slice(0, 3)
          .map(([k, p]) => [k, Math.round(p * 1000) / 1000]),
      )
    const trace = (skill_reason: string): RouteTrace => ({
      scores,
      matched,
      skill_reason,
      rules_version: this.rules.version,
      vocabulary: { clusters: top(v.clusters), skills: top(v.skills) },
    })
    const c0 = cluster === 'NONE' ? 0 : confidence
    if (override)
      return {
        cluster,
        skill: override.skill,
        confidence: c0,
        ambiguous,
        source: 'rules',
        trace: trace(`override:${override.term}`),
      }
    // The skill: specialist term matches (counted) and the model's skill probability, over the skills of the cluster.
    const counts = this.matches(cluster, text)
    const fallback = cluster === 'NONE' ? this.rules.fallback_skill : this.rules.clusters[cluster].default_skill
    const ranked = this.skillsOf(cluster)
      .map(
        (s) =>
          [
            s,
            b.match_weight * (counts.get(s)?.n ?? 0) + (s === fallback ? b.default_bonus : 0) + log(v.skills[s]),
          ] as const,
      )
      .sort((x, y) => y[1] - x[1] || (x[0] === fallback ? -1 : y[0] === fallback ? 1 : 0))
    const skill = ranked[0]![0]
    const hit = counts.get(skill)
    const reason = hit
      ? `specialist:${hit.term}${ranked[0]![0] === this.lexiconPick(counts) ? '' : '+vocabulary'}`
      : skill === fallback
        ? cluster === 'NONE'
          ? 'fallback'
          : 'default'
        : 'vocabulary'
    return { cluster, skill, confidence: c0, ambiguous, source: 'rules', trace: trace(reason) }
  }

  private tieRank(c: RouteCluster): number {
    return c === 'NONE' ? -1 : this.rules.tie_break.indexOf(c)
  }

  private lexiconPick(counts: Map<string, { n: number; term: string }>): string | null {
    let best: { skill: string; n: number } | null = null
    for (const [skill, c] of counts) if (!best || c.n > best.n) best = { skill, n: c.n }
    return best?.skill ?? null
  }

  private matches(cluster: RouteCluster, text: string): Map<string, { n: number; term: string }> {
    const counts = new Map<string, { n: number; term: string }>()
    for (const s of this.specialists.get(cluster) ?? []) {
      s.re.lastIndex = 0
      if (!s.re.test(text)) continue
      const c = counts.get(s.skill)
      if (c) c.n++
      else counts.set(s.skill, { n: 1, term: s.term })
    }
    return counts
  }

  private pick(cluster: RouteCluster, text: string): { skill: string; term: string } | null {
    // The skill with the most matching words wins; the longest term breaks ties (the list is longest first).
    const counts = new Map<string, { n: number; term: string }>()
    for (const s of this.specialists.get(cluster) ?? []) {
      s.re.lastIndex = 0
      if (!s.re.test(text)) continue
      const c = counts.get(s.skill)
      if (c) c.n++
      else counts.set(s.skill, { n: 1, term: s.term })
    }
    let best: { skill: string; term: string; n: number } | null = null
    for (const [skill, c] of counts) if (!best || c.n > best.n) best = { skill, term: c.term, n: c.n }
    return best
  }
}
