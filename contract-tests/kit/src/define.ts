// How a check is declared: node:test's `it`, plus the two ways a check ends without passing or failing. `Skip` for a
// check the run cannot make (the key lacks a permission, no second key, …); `Throttled` (http.ts) for one the target's
// rate limits kept from finishing within --max-throttle-wait: both are JUnit `<skipped>` with the reason, and the
// throttled ones are also counted apart (exit code 4 when nothing failed).
import { it, type TestContext } from 'node:test'
import { context } from './context.ts'
import { Throttled } from './http.ts'

export class Skip extends Error {
  override name = 'Skip'
}

export function check(name: string, fn: (t: TestContext) => Promise<void> | void): void {
  it(name, async (t) => {
    const ctx = context()
    ctx.currentCheck = name
    try {
      await fn(t)
    } catch (e) {
      if (e instanceof Skip) {
        t.skip(e.message)
        return
      }
      if (e instanceof Throttled) {
        context().throttledChecks.push(name)
        t.skip(`throttled: ${e.message}`)
        return
      }
      throw e
    } finally {
      ctx.currentCheck = null
    }
  })
}

/** Skips the check (with the reason in the report) unless `ok`. */
export function need(ok: unknown, reason: string): asserts ok {
  if (!ok) throw new Skip(reason)
}
