// Which test configuration is running. CI (.ci/run) runs `npm test` twice: on the embedded store, then with
// MONGODB_URL and REDIS_URL set, to run every store-dependent test again on MongoDB + Redis. Tests that do not depend
// on the store (the pages in Chromium, the packed packages, the generated clients, the lint gate, Prism's mock, the
// skill kit, the contract kit, the CLI) run in the embedded configuration only: the second run would repeat them
// unchanged and costs CI minutes. Each skip prints its reason.
import { describe } from 'vitest'

/** The second, MongoDB + Redis, configuration. */
export const storeRun = Boolean(process.env.MONGODB_URL)

/** Says why a store-independent suite is skipped in the MongoDB + Redis configuration. */
export function noteStoreIndependentSkip(name: string): void {
  console.log(
    `${name}: skipped in the MongoDB + Redis configuration (it does not depend on the store; the embedded run covers it)`,
  )
}

type Body = () => void
/** `describe`, skipped (with the reason printed) in the MongoDB + Redis configuration. */
export function describeStoreIndependent(name: string, optionsOrBody: { timeout?: number } | Body, body?: Body): void {
  const [options, fn] = typeof optionsOrBody === 'function' ? [{}, optionsOrBody] : [optionsOrBody, body!]
  if (storeRun) {
    noteStoreIndependentSkip(name)
    describe.skip(name, options, fn)
    return
  }
  describe(name, options, fn)
}
