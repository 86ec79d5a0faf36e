// Redis coordination (REDIS_URL), shared by every instance. Start with coordination.ts.
export { openRedisCoordination, DEFAULT_KEY_PREFIX, type RedisCoordinationOptions } from './coordination.ts'
export { openRedisWakeups } from './wakeups.ts'
