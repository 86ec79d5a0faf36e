// ctx.model (the skill SDK's SkillModel) over the metered model client: every completion is recorded against the
// caller's organization with the skill as its purpose, and runs under the call's signal (caller gone, time limit).
import type { ModelClient } from '../providers/index.ts'
import type { SkillModel } from '../skill-runtime/index.ts'

export function skillModelFactory(model: ModelClient | null): ((organizationId: string, skill: string, signal: () => AbortSignal) => SkillModel | null) | undefined {
  if (!model) return undefined
  return (organizationId, skill, signal) => ({
    id: model.id,
    async complete(req) {
      const r = await model.complete({
        ...(req.system === undefined ? {} : { system: req.system }),
        messages: [{ role: 'user', content: req.prompt }],
        ...(req.schema ? { schema: req.schema } : {}),
        ...(req.maxTokens === undefined ? {} : { maxTokens: req.maxTokens }),
        signal: signal(),
      }, { organizationId, purpose: req.purpose ?? skill })
      return { text: r.text, ...(r.json === undefined ? {} : { json: r.json }), model: r.model }
    },
  })
}
