// ctx.model (the skill SDK's SkillModel) over the metered model client: structured output only, every completion
// recorded against the caller's organization with the skill as its purpose, under the call's signal (caller gone, time
// limit). A ProviderError keeps its code; its message never holds the prompt or the answer.
import type { ModelClient } from '../providers/index.ts'
import type { SkillModel } from '../skill-runtime/index.ts'

export function skillModel(model: ModelClient, who: { organizationId: string; purpose: string }, signal?: AbortSignal): SkillModel {
  return {
    name: model.provider.model,
    async structured(req) {
      const r = await model.complete({
        system: req.system, messages: [{ role: 'user', content: req.prompt }], schema: { name: req.name, schema: req.schema },
        ...(req.maxTokens ? { maxTokens: req.maxTokens } : {}), ...(signal ? { signal } : {}),
      }, who)
      return { json: r.json, model: r.model }
    },
  }
}
