// What the topics capability needs, built once in services.ts.
import type { Clock } from '../lib/clock.ts'
import type { IdSource } from '../lib/ids.ts'
import type { Logger } from '../lib/logger.ts'
import type { ModelClient } from '../providers/index.ts'
import type { KnowledgeBase } from '../knowledge/index.ts'
import type { Stores } from '../store/ports/index.ts'
import type { Turn } from '../store/ports/index.ts'

export interface TopicsDeps {
  stores: Stores
  clock: Clock
  ids: IdSource
  logger: Logger
  /** The metered model client, or null when no provider is configured (answers are retrieval-only and say so). */
  model: ModelClient | null
  /** Retrieval for answers (citations); absent: answers carry none. */
  knowledge?: KnowledgeBase
  /** Runs turns (turns.ts TurnRunner). */
  turns: TurnQueue
  /** topic_ask's default wait (TOPIC_ASK_WAIT_MS). */
  askWaitMs: number
}

/** What posting needs from the turn runner (turns.ts). */
export interface TurnQueue {
  /** Starts the conversation's next queued turn when none runs; the started turn, or null. */
  kick(organizationId: string, conversationId: string): Promise<Turn | null>
  /** Resolves when this instance has ended the turn it runs (at once when it runs none). */
  settled(turnId: string): Promise<void>
  /** The turn once ended, or as it is after `ms`. */
  waitFor(organizationId: string, turnId: string, ms: number, signal?: AbortSignal): Promise<Turn | null>
  /** As waitFor, handing the answer to `onText` as it is written (all of it so far first). */
  follow(
    organizationId: string,
    turnId: string,
    ms: number,
    onText: (offset: number, text: string) => void,
    signal?: AbortSignal,
  ): Promise<Turn | null>
  /** Cancels a queued or running turn; `changed: false` when it had ended (the turn as it is), `turn: null` when unknown. */
  cancel(organizationId: string, turnId: string): Promise<{ changed: boolean; turn: Turn | null }>
}
