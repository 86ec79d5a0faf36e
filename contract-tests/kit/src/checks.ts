// The node:test file the bin runs (node:test run(), in a process of its own: context.ts says why and how the run is
// handed over). Suites in order: the read-only ones, the write ones with --allow-writes, teardown last. --only picks
// suites; auth always runs, because the others read what getMe said about the key.
import { describe, it } from 'node:test'
import { openRun } from './child.ts'
import { WRITE_SUITES, type Suite } from './context.ts'
import { authChecks } from './suites/auth.ts'
import { clientChecks } from './suites/clients.ts'
import { errorChecks } from './suites/errors.ts'
import { idempotencyChecks } from './suites/idempotency.ts'
import { keyChecks } from './suites/keys.ts'
import { serviceChecks } from './suites/service.ts'
import { skillChecks } from './suites/skills.ts'
import { teardownChecks } from './suites/teardown.ts'
import { tenancyChecks } from './suites/tenancy.ts'
import { webhookChecks } from './suites/webhooks.ts'

const SUITE_CHECKS: Record<Suite, () => void> = {
  service: serviceChecks,
  auth: authChecks,
  errors: errorChecks,
  skills: skillChecks,
  tenancy: tenancyChecks,
  keys: keyChecks,
  idempotency: idempotencyChecks,
  clients: clientChecks,
  webhooks: webhookChecks,
}

const ctx = openRun()
const wanted = (s: Suite) => s === 'auth' || !ctx.options.only || ctx.options.only.includes(s)
const writesWanted = WRITE_SUITES.filter(wanted)

for (const [suite, register] of Object.entries(SUITE_CHECKS) as [Suite, () => void][]) {
  if (!wanted(suite)) continue
  if (WRITE_SUITES.includes(suite) && !ctx.options.allowWrites) continue
  register()
}
if (!ctx.options.allowWrites && writesWanted.length) {
  describe('writes', () => {
    it(`${writesWanted.join(', ')}: not run (read-only; pass --allow-writes)`, (t) => {
      t.skip('read-only run')
    })
  })
}
teardownChecks()
