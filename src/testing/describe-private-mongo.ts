// A fault-test suite that stalls a private server: skipped, saying why, where none can start here; an error instead
// under REQUIRE_SERVERS=1 (CI), where a missing server must fail the run.
import { describe, it } from 'vitest'
import { privateMongoMissing } from './private-mongo.ts'

/** `describe(title + ' (SIGSTOP)', body)` when a private mongo-java-server can start, else the skip or the error. */
export function describeWithPrivateMongo(title: string, body: () => void): void {
  const missing = privateMongoMissing()
  if (missing && process.env.REQUIRE_SERVERS === '1') {
    describe(title, () => {
      it('has a private mongo-java-server to stall', () => {
        throw new Error(`REQUIRE_SERVERS=1 but ${missing}`)
      })
    })
  } else if (missing) {
    console.log(`${title}: skipped, ${missing} (set REQUIRE_SERVERS=1 to make this an error)`)
    describe.skip(title, () => {
      it('skipped', () => undefined)
    })
  } else {
    describe(`${title} (SIGSTOP)`, body)
  }
}
