// Which test configuration is running. CI (.ci/run) runs `npm test` twice: on the embedded store, then with
// MONGODB_URL and REDIS_URL set, to run every store-dependent test again on MongoDB + Redis. Tests that do not depend
// on the store (the pages in Chromium, the packed packages, the generated clients, the lint gate, the skill kit, the
// contract kit, the CLI) run in the embedded configuration only: the second run would repeat them unchanged and
// costs CI minutes.
import { describe } from 'vitest'

/** The second, MongoDB + Redis, configuration. */
export const storeRun = Boolean(process.env.MONGODB_URL)

/** `describe`, skipped in the MongoDB + Redis configuration (the suite does not depend on the store). */
export const describeStoreIndependent = (storeRun ? describe.skip : describe) as typeof describe
