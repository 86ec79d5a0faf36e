// What the topics capability needs, built once in services.ts.
import type { Clock } from '../lib/clock.ts'
import type { IdSource } from '../lib/ids.ts'
import type { Logger } from '../lib/logger.ts'
import type { ModelClient } from '../providers/index.ts'
import type { Stores } from '../store/ports/index.ts'
import type { TurnRunner } from './turns.ts'

export interface TopicsDeps {
  stores: Stores
  clock: Clock
  ids: IdSource
  logger: Logger
  /** The metered model client, or null when no provider is configured (answers are retrieval-only and say so). */
  model: ModelClient | null
  /** Runs turns (set once the runner is built). */
  turns: TurnRunner
  /** topic_ask's default wait (TOPIC_ASK_WAIT_MS). */
  askWaitMs: number
}
