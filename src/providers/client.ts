// The metered model client: a ModelProvider plus usage recording. Every complete() writes one usage row for the
// organization it ran for (success or failure, with whatever tokens the provider reported), so usage is known per
// call and summed per organization (ports/model-usage.ts). Callers other than tests use this, not a bare provider.
import type { Clock } from '../lib/clock.ts'
import type { IdSource } from '../lib/ids.ts'
import type { Logger } from '../lib/logger.ts'
import type { ModelUsageStore } from '../store/ports/index.ts'
import { ProviderError, type CompleteRequest, type CompleteResult, type ModelProvider } from './types.ts'

export interface ModelClientDeps {
  usage: ModelUsageStore
  clock: Clock
  ids: IdSource
  logger?: Logger
}

export class ModelClient {
  readonly provider: ModelProvider
  private readonly d: ModelClientDeps
  constructor(provider: ModelProvider, d: ModelClientDeps) {
    this.provider = provider
    this.d = d
  }

  get id(): string {
    return this.provider.id
  }

  async complete(
    req: CompleteRequest,
    who: { organizationId: string; purpose: string; topicId?: string | null },
  ): Promise<CompleteResult> {
    const id = this.d.ids.id('mu')
    const at = this.d.clock.now()
    try {
      const r = await this.provider.complete(req)
      await this.record({ id, at, who, model: r.model, usage: r.usage, attempts: r.attempts, outcome: 'ok' })
      return r
    } catch (e) {
      if (e instanceof ProviderError) {
        await this.record({
          id,
          at,
          who,
          model: this.provider.model,
          usage: e.usage,
          attempts: e.attempts,
          outcome: e.code,
        })
      }
      throw e
    }
  }

  private async record(r: {
    id: string
    at: Date
    who: { organizationId: string; purpose: string; topicId?: string | null }
    model: string
    usage: CompleteResult['usage']
    attempts: number
    outcome: string
  }): Promise<void> {
    try {
      await this.d.usage.record({
        id: r.id,
        organizationId: r.who.organizationId,
        provider: this.provider.id,
        model: r.model,
        purpose: r.who.purpose,
        topicId: r.who.topicId ?? null,
        inputTokens: r.usage.inputTokens,
        outputTokens: r.usage.outputTokens,
        attempts: r.attempts,
        outcome: r.outcome,
        at: r.at,
      })
    } catch (e) {
      // The answer is not thrown away for want of a usage row; the miss is logged (without the prompt).
      this.d.logger?.warn(
        { err: e instanceof Error ? e.message : String(e), provider: this.provider.id },
        'model usage not recorded',
      )
    }
  }
}
