// Every skill runs on the embedded store and on MongoDB (issue: Client books, "Proof"): each example of every skill
// (skills/*/examples) is invoked over real HTTP against a server on each store, with the examples' clients seeded,
// and answers 200 with output its schema accepts (the runtime checks the output; an invalid one is a 500). The file the
// document skills' examples name is stored under its id. The workstream skills' workplans and cycles are made with the examples' ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { seedExampleBooks } from './synthetic/examples.ts'
import { provisionWorkstreamExamples } from '../workstreams/testing/examples.ts'
import { provisionTopicExamples } from '../topics/testing/examples.ts'
import { provisionFileExamples } from '../documents/testing/examples.ts'

const mongo = process.env.MONGODB_URL || process.env.TEST_MONGODB_URL
const required = process.env.REQUIRE_SERVERS === '1'
if (!mongo && !required)
  console.log('skills on MongoDB skipped: no MongoDB URL (set REQUIRE_SERVERS=1 to make this an error)')

const variants = [
  { name: 'embedded store', env: { MONGODB_URL: '' }, run: true },
  { name: 'MongoDB', env: { MONGODB_URL: mongo ?? '' }, run: Boolean(mongo) || required },
]

for (const v of variants) {
  ;(v.run ? describe : describe.skip)(`every skill's examples on the ${v.name}`, () => {
    let srv: TestServer
    let t: Tenant
    beforeAll(async () => {
      if (!v.env.MONGODB_URL && v.name === 'MongoDB') throw new Error('REQUIRE_SERVERS=1 but no MongoDB URL')
      srv = await startTestServer({
        env: { ...v.env, MONGODB_DB: `skills_${Date.now()}_${Math.random().toString(36).slice(2, 8)}` },
      })
      t = await createTenant(srv.services)
      await seedExampleBooks(srv.services.stores, t.organizationId, srv.services.registry.list())
      // The workstream skills' examples name a workplan and cycles: those ids exist too.
      const client = await call<{ id: string }>(srv.url, '/api/v1/clients', {
        token: t.adminKey,
        body: { name: 'WorkStream examples', currency: 'AUD' },
      })
      await provisionWorkstreamExamples(
        srv.services,
        { organizationId: t.organizationId, userId: t.userId, clientId: client.body.id },
        srv.services.registry.list().flatMap((s) => s.examples.map((e) => e.input)),
      )
      // The topic skills' examples name a topic: it exists too.
      await provisionTopicExamples(
        srv.services,
        { organizationId: t.organizationId, userId: t.userId },
        srv.services.registry.list().flatMap((s) => s.examples.map((e) => e.input)),
      )
      // The document skills' examples name an uploaded file: it exists too.
      await provisionFileExamples(
        srv.services,
        { organizationId: t.organizationId },
        srv.services.registry.list().flatMap((s) => s.examples.map((e) => e.input)),
      )
    }, 60_000)
    afterAll(async () => {
      await srv?.close()
    })

    it('answers 200 for every example', async () => {
      const ran: string[] = []
      for (const s of srv.services.registry.list()) {
        for (const ex of s.examples) {
          const r = await call(srv.url, `/api/v1/skills/${s.manifest.slug}/invoke`, {
            token: t.adminKey,
            body: ex.input,
            headers: { 'Idempotency-Key': crypto.randomUUID() },
          })
          expect(r.status, `${s.manifest.name} examples/${ex.file} on the ${v.name}: ${r.text.slice(0, 400)}`).toBe(200)
          ran.push(s.manifest.name)
        }
      }
      expect(new Set(ran).size).toBe(srv.services.registry.list().filter((s) => s.examples.length > 0).length)
    }, 120_000)
  })
}
