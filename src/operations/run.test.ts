// The context a skill's handler receives (run.ts): what it offers, and that every call's object has the same V8
// shape with fast properties. A getter in a per-call object literal made each ctx a dictionary-mode object whose
// accessor pair sits in old space and points at that call's closures: under load every call's whole object graph
// survived young-generation collections and was promoted (contract-tests/bench/HISTORY.md, "GC").
import v8 from 'node:v8'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import type { SkillContext } from '../skill-runtime/index.ts'
import { FIXTURE_SKILLS } from './policy.suite.ts'

v8.setFlagsFromString('--allow-natives-syntax')
const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean

describe('the skill context', () => {
  let srv: TestServer
  let t: Tenant
  const seen: SkillContext[] = []
  beforeAll(async () => {
    srv = await startTestServer({ env: { SKILLS_DIR: FIXTURE_SKILLS } })
    t = await createTenant(srv.services)
    const skill = srv.services.registry.list().find((s) => s.manifest.name === 'echo.fixture')!
    const real = skill.handler
    ;(skill as { handler: typeof real }).handler = {
      ...real,
      run: (input, ctx) => {
        seen.push(ctx)
        return real.run(input, ctx)
      },
    }
  })
  afterAll(async () => {
    await srv?.close()
  })

  it('is one shape for every call, with fast properties, and still offers everything a handler reads', async () => {
    const principal = await srv.services.authenticator.authenticate({ authorization: `Bearer ${t.adminKey}` })
    const call = (text: string) => srv.services.inProcess.invokeSkill('echo.fixture', { text }, { principal })
    await call('one')
    await call('two')
    expect(seen).toHaveLength(2)
    const [a, b] = seen as [SkillContext, SkillContext]
    expect(hasFastProperties(a)).toBe(true)
    expect(haveSameMap(a, b)).toBe(true)
    expect(a.correlationId).not.toBe(b.correlationId)
    expect(a).toMatchObject({
      skill: 'echo.fixture',
      caller: { organizationId: t.organizationId, userId: principal.userId },
      idempotencyKey: null,
    })
    expect(a.signal).toBeInstanceOf(AbortSignal)
    expect(a.data.organizationId).toBe(t.organizationId)
    expect(a.data).toBe(a.data) // built once per call
    expect(a.now()).toBeInstanceOf(Date)
    a.logger.info({ n: 1 }, 'from the skill')
    expect(srv.logs.find((l) => l.msg === 'from the skill')).toMatchObject({
      skill: 'echo.fixture',
      correlation_id: a.correlationId,
      n: 1,
    })
    // the level methods work detached, and follow the root logger's level as it is at each call
    const { info, debug, warn } = b.logger
    const root = srv.services.logger
    const level = root.level
    try {
      root.level = 'info'
      info({ n: 2 }, 'detached info')
      warn({ n: 3 })
      debug({ n: 4 }, 'not written')
      root.level = 'debug'
      debug({ n: 5 }, 'written')
    } finally {
      root.level = level
    }
    expect(srv.logs.find((l) => l.msg === 'detached info')).toMatchObject({
      skill: 'echo.fixture',
      correlation_id: b.correlationId,
      n: 2,
    })
    expect(srv.logs.find((l) => l.n === 3 && l.correlation_id === b.correlationId)).toMatchObject({
      skill: 'echo.fixture',
      level: 40,
    })
    expect(srv.logs.find((l) => l.msg === 'not written' || l.n === 4)).toBeUndefined()
    expect(srv.logs.find((l) => l.msg === 'written')).toMatchObject({
      skill: 'echo.fixture',
      correlation_id: b.correlationId,
      n: 5,
      level: 20,
    })
    expect(() => {
      a.progress(0.5, 'half')
      a.delta('x')
    }).not.toThrow() // no stream: ignored
  })
})
