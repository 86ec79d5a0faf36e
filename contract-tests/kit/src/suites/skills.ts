// listSkills, and each skill of the target's document invoked with the request examples that document carries. Here
// only skills whose x-skill-writes is false are invoked with their examples; with --allow-writes a write skill's refusal
// of `{}` is checked (a 422 is answered before anything runs), and the clients suite sends the write skills' examples
// that name nothing but a client into the kit's own client (suites/clients.ts); the rest (topics, WorkStreams, which
// name resources the kit does not make) are never sent.
import { describe } from 'node:test'
import { context } from '../context.ts'
import { check, need } from '../define.ts'
import { namedIds, skillsOf, type DocSkill } from '../document.ts'
import { ensure, expectError, expectInsufficientScope, expectOk, expectValidationError, fail, same } from '../expect.ts'
import type { KitResponse } from '../http.ts'
import { holds } from './auth.ts'

function expectInvocation(r: KitResponse, skill: string, version: string): void {
  expectOk(r, 200, version)
  same(
    Object.keys(r.body ?? {}).sort(),
    ['correlation_id', 'output', 'skill'],
    `invocation result members\n${r.describe()}`,
  )
  ensure(r.body.skill === skill, r, `result names skill ${String(r.body.skill)}`)
  ensure(r.body.correlation_id === r.headers.get('x-correlation-id'), r, 'correlation_id differs from X-Correlation-Id')
  ensure(
    Array.isArray(r.body.output?.stub_fields) && Array.isArray(r.body.output?.warnings),
    r,
    'output lacks the stub_fields and warnings lists',
  )
}

/** An example whose input names no resource (`*_id`): it must answer 200 in any organization. */
const selfContained = (s: DocSkill) => s.examples.find((e) => namedIds(e.value).length === 0)

export function skillChecks(): void {
  const ctx = context()
  const skills = skillsOf(ctx.doc)
  const invoked = skills.filter((s) => !s.writes && !(ctx.options.skipAdvisory && s.advisory))
  const writes = skills.filter((s) => s.writes)
  if (!ctx.options.allowWrites && writes.length)
    ctx.notes.push(`${writes.length} write skills not invoked (read-only run)`)
  if (ctx.options.skipAdvisory)
    ctx.notes.push(
      `${skills.filter((s) => !s.writes && s.advisory).length} advisory skills not invoked (--skip-advisory)`,
    )

  describe('skills', () => {
    check(
      `listSkills GET /api/v1/skills: the ${skills.length} skills of the document, sorted, with slug, permission and invoke link`,
      async () => {
        const listed: Record<string, unknown>[] = []
        for (let offset = 0; ; offset += 100) {
          const r = await ctx.proxy(`/api/v1/skills?limit=100&offset=${offset}`, { token: ctx.apiKey })
          expectOk(r, 200, ctx.doc.info.version)
          listed.push(...(r.body.skills as Record<string, unknown>[]))
          if (!r.body.has_more) break
          ensure(offset < 10_000, r, 'has_more never ends')
        }
        const names = listed.map((s) => String(s.name))
        same(
          names,
          [...names].sort((a, b) => a.localeCompare(b)),
          'listSkills is not sorted by name',
        )
        same(
          names,
          skills.map((s) => s.name),
          'listSkills and the document name different skills',
        )
        for (const s of skills) {
          const item = listed.find((x) => x.name === s.name) as {
            slug?: unknown
            permission?: unknown
            links?: { invoke?: unknown }
          }
          same(
            [item.slug, item.permission, item.links?.invoke],
            [s.slug, s.permission, s.path],
            `listSkills entry of ${s.name}`,
          )
        }
      },
    )

    check('listSkills: limit and offset page the catalogue, with has_more', async () => {
      const first = await ctx.proxy('/api/v1/skills?limit=1', { token: ctx.apiKey })
      expectOk(first)
      ensure(
        first.body.skills.length === Math.min(1, skills.length) && first.body.has_more === skills.length > 1,
        first,
        'limit=1 page',
      )
      const last = await ctx.proxy(`/api/v1/skills?limit=1&offset=${Math.max(0, skills.length - 1)}`, {
        token: ctx.apiKey,
      })
      expectOk(last)
      ensure(last.body.has_more === false, last, 'the last page says has_more')
    })

    for (const s of invoked) {
      for (const ex of s.examples) {
        const ids = namedIds(ex.value)
        check(
          `${s.name} (${s.operationId}): example ${ex.key} answers 200${ids.length ? `, or 404 for the ${ids.join(', ')} it names` : ''}`,
          async (t) => {
            need(ctx.me, 'getMe did not pass')
            const r = await ctx.proxy(s.path, { token: ctx.apiKey, body: ex.value })
            if (!holds(ctx.me, s.permission)) {
              expectInsufficientScope(r, s.permission)
              t.diagnostic(`the key lacks ${s.permission}: 403 checked`)
              return
            }
            if (r.status === 200) {
              expectInvocation(r, s.name, ctx.doc.info.version)
              return
            }
            const code = String(r.body?.error?.code ?? '')
            // The documentation's example ids (a client, a file, a topic …) need not exist in this organization.
            if (ids.length && (r.status === 404 || r.status === 422) && code.endsWith('_not_found')) {
              expectError(r, r.status, code)
              t.diagnostic(
                `${r.status} ${code}: this organization does not hold the ${ids.join(', ')} the example names`,
              )
              return
            }
            fail(
              r,
              `expected 200${ids.length ? ` or a 404 *_not_found for the ${ids.join(', ')} the example names` : ''}`,
            )
          },
        )
      }
      if (!s.examples.length) ctx.notes.push(`${s.name} has no request example in the document: not invoked`)
    }

    if (ctx.options.allowWrites) {
      for (const s of writes) {
        if (!s.firstRequired) continue
        check(
          `${s.name} (${s.operationId}, writes): 422 validation_error naming ${s.firstRequired} for {} `,
          async () => {
            need(ctx.me, 'getMe did not pass')
            const r = await ctx.proxy(s.path, { token: ctx.apiKey, body: {} })
            if (!holds(ctx.me, s.permission)) {
              expectInsufficientScope(r, s.permission)
              return
            }
            expectValidationError(r, s.firstRequired!)
          },
        )
      }
    }

    const bySlug = invoked.find((s) => selfContained(s))
    check(
      `invokeSkillByNameOrSlug POST /api/v1/skills/{skill}/invoke: 200 by slug${bySlug ? ` (${bySlug.slug})` : ''}`,
      async () => {
        need(bySlug, 'no read-only skill has an example naming no resource')
        need(holds(ctx.me, bySlug.permission), `the key lacks ${bySlug.permission}`)
        const r = await ctx.proxy(`/api/v1/skills/${bySlug.slug}/invoke`, {
          token: ctx.apiKey,
          body: selfContained(bySlug)!.value,
        })
        expectInvocation(r, bySlug.name, ctx.doc.info.version)
      },
    )

    check('invokeSkillByNameOrSlug: 404 skill_not_found for an unknown skill, naming param skill', async () => {
      const r = await ctx.proxy('/api/v1/skills/contract-kit.no-such-skill/invoke', { token: ctx.apiKey, body: {} })
      expectError(r, 404, 'skill_not_found', { param: 'skill' })
    })
  })
}
