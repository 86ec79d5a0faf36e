// Token usage of model calls (issue 11 §2): one row per complete(), by organization, so usage can be reported per
// call and summed per organization. Rows are written once (id unique; writing the same id again changes nothing).

export interface ModelUsageRow {
  id: string
  organizationId: string
  /** `<wire>:<model>` as configured (ModelProvider.id). */
  provider: string
  /** The model the provider says answered. */
  model: string
  /** What the call was for, e.g. `topic_turn`. */
  purpose: string
  /** The topic the call answered in, when it was for one (null or absent otherwise). */
  topicId?: string | null
  /** null when the provider did not report it (never estimated). */
  inputTokens: number | null
  outputTokens: number | null
  /** HTTP requests the call made (retries and a repair included). */
  attempts: number
  /** `ok`, or the ProviderError code. */
  outcome: string
  at: Date
}

export interface ModelUsageTotals {
  calls: number
  /** Sums of the reported counts (calls that reported none add nothing). */
  inputTokens: number
  outputTokens: number
}

export interface ModelUsageStore {
  /** Stores the row; a second write of the same id is ignored. */
  record(row: ModelUsageRow): Promise<void>
  /** The organization's calls at or after `since` (all without it), of one topic when `topicId` is given, summed. */
  totals(
    organizationId: string,
    o?: { since?: Date | undefined; topicId?: string | undefined },
  ): Promise<ModelUsageTotals>
  /** The organization's rows, newest first. */
  list(organizationId: string, o: { limit: number; offset: number }): Promise<ModelUsageRow[]>
}
