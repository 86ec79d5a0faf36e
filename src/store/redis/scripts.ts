// Lua scripts through ioredis' defineCommand: EVAL on the first use per connection, EVALSHA after, and EVAL
// again on NOSCRIPT (a restarted or flushed server), so a script cache lost with Redis costs nothing.
import type { Redis } from 'ioredis'

export type ScriptArg = string | number
/** Runs a one-key script: (key, ...argv). */
export type RunScript = (key: string, ...argv: ScriptArg[]) => Promise<unknown>

export function defineScript(client: Redis, name: string, lua: string): RunScript {
  client.defineCommand(name, { numberOfKeys: 1, lua })
  // cast: ioredis defines a method per script by defineCommand, untyped; looked up by the name defined
  const fn = (client as unknown as Record<string, (...args: ScriptArg[]) => Promise<unknown>>)[name]
  if (typeof fn !== 'function') throw new Error(`ioredis did not define script command ${name}`)
  return (key, ...argv) => fn.call(client, key, ...argv)
}

/** A number as a Redis argument (Redis parses scores and times from their decimal text). */
export function arg(n: number): string {
  if (Number.isNaN(n)) throw new RangeError('NaN passed to redis')
  return String(n)
}
