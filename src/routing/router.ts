// Intent routing with an optional model (research topics-model.md §4.3). The rules always run (cheap, explainable).
// With a model: one structured-output call whose enums come from the live catalogue (clusters, and the skills the
// rules know plus every clustered skill), so the model cannot name a skill that does not exist; its answer is then
// validated (the skill belongs to the cluster, the caller holds its permission, confidence at least MIN) and used, or
// the rules' answer is kept with the reason in the trace. A model failure or timeout (ROUTE_DEADLINE_MS) falls back too.
import { CLUSTERS, type Route, type RouteCluster, type RuleRouter } from './classifier.ts'

export interface CatalogueSkill {
  name: string
  slug: string
  cluster: string
  permission: string
}

/** What the router asks a model for (the SDK's AdvisoryModel shape). */
export interface RouterModel {
  structured(req: {
    system: string
    prompt: string
    name: string
    schema: Record<string, unknown>
    maxTokens?: number
    deadlineMs?: number
  }): Promise<{ json: unknown; model: string }>
}

export interface RoutedIntent extends Route {
  /** The skill's catalogue name (the route's `skill` is its slug). */
  skill_name: string
  /** The permission the skill needs, and whether the caller holds it. */
  permission: string
  permitted: boolean
  /** The model's proposal when one was asked, and why it was not used. */
  model: { cluster: RouteCluster; skill: string; confidence: number; reason: string; model: string } | null
  fallback_reason: string | null
}

export const MIN_MODEL_CONFIDENCE = 0.5
export const ROUTE_DEADLINE_MS = 3000

const SYSTEM =
  "Route an accountant's request to one cluster and one skill. Clusters: TAX tax advice; ASR audit, assurance and forensic; " +
  'CMP regulatory compliance; WLT wealth, trusts, estates and retirement; BOP bookkeeping, payroll and operations; XCT accounting standards ' +
  'and executive reporting; MAV mergers, acquisitions and valuation; NONE anything else. Pick the skill from the list that best serves it.'

export class IntentRouter {
  private readonly rules: RuleRouter
  private readonly catalogue: () => CatalogueSkill[]
  constructor(rules: RuleRouter, catalogue: () => CatalogueSkill[]) {
    this.rules = rules
    this.catalogue = catalogue
  }

  /** Slugs a cluster may route to: what the rules name for it, and every catalogue skill declaring that cluster. */
  allowed(cluster: RouteCluster, bySlug: Map<string, CatalogueSkill>): Set<string> {
    const out = new Set(this.rules.skillsOf(cluster).filter((s) => bySlug.has(s)))
    if (cluster !== 'NONE') for (const s of bySlug.values()) if (s.cluster === cluster) out.add(s.slug)
    return out
  }

  async route(
    text: string,
    o: { holds: (permission: string) => boolean; model?: RouterModel | null },
  ): Promise<RoutedIntent> {
    const bySlug = new Map(this.catalogue().map((s) => [s.slug, s]))
    const byRules = this.rules.route(text)
    const finish = (r: Route, model: RoutedIntent['model'], fallback: string | null): RoutedIntent => {
      const s = bySlug.get(r.skill)
      return {
        ...r,
        skill_name: s?.name ?? r.skill,
        permission: s?.permission ?? '',
        permitted: s ? o.holds(s.permission) : false,
        model,
        fallback_reason: fallback,
      }
    }
    if (!o.model) return finish(byRules, null, null)
    const skills = [...new Set([...CLUSTERS, 'NONE' as const].flatMap((c) => [...this.allowed(c, bySlug)]))].sort()
    const listing = skills.map((s) => `${s} (${bySlug.get(s)?.cluster || 'general'})`).join(', ')
    let proposal: RoutedIntent['model'] = null
    try {
      const r = await o.model.structured({
        system: SYSTEM,
        name: 'route_intent',
        maxTokens: 200,
        deadlineMs: ROUTE_DEADLINE_MS,
        prompt: `Skills: ${listing}\n\nRequest: ${text}`,
        schema: {
          type: 'object',
          additionalProperties: false,
          required: ['cluster', 'skill', 'confidence', 'reason'],
          properties: {
            cluster: { enum: [...CLUSTERS, 'NONE'] },
            skill: { enum: skills },
            confidence: { type: 'number', minimum: 0, maximum: 1 },
            reason: { type: 'string', maxLength: 200 },
          },
        },
      })
      const j = r.json as { cluster: RouteCluster; skill: string; confidence: number; reason: string }
      proposal = { cluster: j.cluster, skill: j.skill, confidence: j.confidence, reason: j.reason, model: r.model }
    } catch (e) {
      const code = (e as { code?: unknown }).code
      return finish(byRules, null, `model failed (${typeof code === 'string' ? code : 'error'})`)
    }
    const why = !this.allowed(proposal.cluster, bySlug).has(proposal.skill)
      ? `skill ${proposal.skill} does not belong to ${proposal.cluster}`
      : !o.holds(bySlug.get(proposal.skill)!.permission)
        ? `the caller lacks ${bySlug.get(proposal.skill)!.permission} for ${proposal.skill}`
        : proposal.confidence < MIN_MODEL_CONFIDENCE
          ? `model confidence ${proposal.confidence} below ${MIN_MODEL_CONFIDENCE}`
          : null
    if (why) return finish(byRules, proposal, why)
    return finish(
      {
        cluster: proposal.cluster,
        skill: proposal.skill,
        confidence: proposal.confidence,
        ambiguous: false,
        source: 'model',
        trace: { ...byRules.trace, skill_reason: `model: ${proposal.reason}` },
      },
      proposal,
      null,
    )
  }
}
