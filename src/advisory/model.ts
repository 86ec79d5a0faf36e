// The metered model client as a skill sees it (ctx.model): structured output only, for the caller's organization,
// under the call's signal; a ProviderError becomes an AdvisoryModelError with the same code (never the prompt).
import { ProviderError, type ModelClient } from '../providers/index.ts'
import { AdvisoryModelError, type AdvisoryModel, type StructuredRequest } from './types.ts'

export function skillModel(
  model: ModelClient,
  who: { organizationId: string; purpose: string },
  signal?: AbortSignal,
): AdvisoryModel {
  return {
    name: model.provider.model,
    async structured(req: StructuredRequest & { deadlineMs?: number }) {
      try {
        const r = await model.complete(
          {
            system: req.system,
            messages: [{ role: 'user', content: req.prompt }],
            schema: { name: req.name, schema: req.schema },
            ...(req.maxTokens ? { maxTokens: req.maxTokens } : {}),
            ...(req.deadlineMs ? { deadlineMs: req.deadlineMs } : {}),
            ...(signal ? { signal } : {}),
          },
          who,
        )
        return { json: r.json, model: r.model }
      } catch (e) {
        if (e instanceof ProviderError) throw new AdvisoryModelError(e.code, e.message)
        throw e
      }
    },
  }
}
