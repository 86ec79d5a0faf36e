// The black-box contract suite: one server (embedded store, or MongoDB+Redis when MONGODB_URL / REDIS_URL are
// set) behind Prism's validating proxy, every operation of the served document with its success and its
// documented errors, and a final check that no operation went unexercised. See README.md in this folder.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startHarness, type Harness } from './support/harness.ts'
import { serviceContract } from './suites/service.ts'
import { skillsContract, skillsOf } from './suites/skills.ts'
import { connectKeysContract } from './suites/connect-keys.ts'
import { authContract } from './suites/auth.ts'
import { rateLimitsContract } from './suites/rate-limits.ts'
import { idempotencyContract } from './suites/idempotency.ts'
import { gatedServerContract } from './suites/gated-server.ts'
import { filesContract } from './suites/files.ts'
import { workstreamsContract } from './suites/workstreams.ts'
import { WEBHOOK_ENV, WebhookWriteHold, webhookReceiverHandler, webhooksContract } from './suites/webhooks.ts'
import { workspacesContract } from './suites/workspaces.ts'
import { topicsContract } from './suites/topics.ts'

// Prism takes a few seconds to start on two cores, more under a parallel test run.
const HOOK_TIMEOUT_MS = 90_000

// Per-skill tests are generated at collection time from the codegen output (kept fresh by `codegen --check`);
// the skills suite checks that the served document names the same skills.
const generated = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, '..', 'src', 'generated', 'openapi.json'), 'utf8'),
) as Parameters<typeof skillsOf>[0]

let harness: Harness | undefined
const h = (): Harness => {
  if (!harness) throw new Error('contract harness did not start (see beforeAll)')
  return harness
}

// The webhook suite holds the next endpoint write on demand (a deterministic 409 idempotency_in_progress).
const webhookHold = new WebhookWriteHold()

describe('contract (through Prism proxy --errors)', { timeout: 30_000 }, () => {
  // A local HTTPS receiver the server trusts (started first; see support/harness.ts), for real webhook deliveries.
  beforeAll(async () => {
    harness = await startHarness({
      env: WEBHOOK_ENV,
      webhookReceiver: webhookReceiverHandler,
      wrapStores: webhookHold.wrap,
    })
  }, HOOK_TIMEOUT_MS)
  afterAll(async () => {
    await harness?.close()
  }, HOOK_TIMEOUT_MS)

  describe('service', () => serviceContract(h))
  describe('skills', () => skillsContract(h, skillsOf(generated)))
  describe('connect keys', () => connectKeysContract(h))
  describe('auth', () => authContract(h))
  describe('rate limits', () => rateLimitsContract(h))
  describe('idempotency', () => idempotencyContract(h))
  describe('webhooks', () => webhooksContract(h, webhookHold))
  describe('files', () => filesContract(h))
  describe('workstreams', () => workstreamsContract(h))
  describe('workspaces and clients', () => workspacesContract(h))
  describe('topics', () => topicsContract(h))
  // A second server and Prism (small IP gate, ManualClock, fixture skills); it records into the same log.
  describe('gated server', () => gatedServerContract(() => h().log))

  // Last in the file, so it sees every request above. A new operation (route or skill) without a contract
  // test through the proxy fails here.
  describe('coverage', () => {
    it('every operationId of the served document was exercised through the proxy', () => {
      const exercised = h().log.operations('proxy')
      const missing = h()
        .operations.all.map((o) => o.operationId)
        .filter((id) => !exercised.has(id))
      expect(missing, `operations without a contract test through the proxy: ${missing.join(', ')}`).toEqual([])
    })

    it('lists documented statuses no test produced (informational)', () => {
      const gaps: string[] = []
      for (const op of h().operations.all) {
        const seen = h().log.statuses(op.operationId)
        const unseen = op.statuses.filter((s) => !seen.has(s))
        if (unseen.length) gaps.push(`${op.operationId}: ${unseen.join(', ')}`)
      }
      if (gaps.length) console.info(`documented statuses not produced by any contract test:\n  ${gaps.join('\n  ')}`)
      expect(h().log.entries.length).toBeGreaterThan(0)
    })
  })
})
