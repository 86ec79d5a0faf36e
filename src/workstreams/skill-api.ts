// ctx.workstreams for the workstream_* skills (skill-runtime/sdk.ts SkillWorkstreams): the REST operations' functions
// as the calling principal, so permissions, organization scoping and refusals are the same. Three are lenient where an
// agent retries a call: run answers the period's open cycle, a repeated decision is not recorded twice, cancelling a
// cancelled cycle answers it.
import { reaches } from '../tenancy/index.ts'
import { isAppError } from '../errors/index.ts'
import type { Principal } from '../auth/index.ts'
import type { SkillJson, SkillWorkstreams } from '../skill-runtime/index.ts'
import type { WorkstreamsDeps } from './deps.ts'
import * as cycles from './cycles.ts'
import { getTemplate, getVersion } from './templates.ts'
import { getWorkplan, listWorkplans } from './workplans.ts'
import { cycleView } from './views.ts'
import { cycleNotFound } from './engine.ts'
import { createDraft, validationOf } from './drafts.ts'

const json = (v: unknown): SkillJson => v as SkillJson

export function skillWorkstreams(d: WorkstreamsDeps, p: Principal): SkillWorkstreams {
  // The cycle a lenient answer returns, read without asking workstreams:read: the write already needed workstreams:write.
  const current = async (id: string) => {
    const c = await d.stores.cycles.get(p.organizationId, id)
    if (!c || !reaches(p, c.workspaceId)) throw cycleNotFound(id)
    return json(cycleView(c))
  }
  return {
    async listWorkplans(o) {
      const r = await listWorkplans(d, p, o)
      return { workplans: r.data.map(json), has_more: r.has_more }
    },
    async describe(workplanId) {
      const w = await getWorkplan(d, p, workplanId)
      const template =
        w.template_version === null
          ? await getTemplate(d, p, w.template_id)
          : await getVersion(d, p, w.template_id, w.template_version)
      const open = await d.stores.cycles.listOpen(p.organizationId, workplanId)
      return { workplan: json(w), template: json(template), open_cycles: open.map((c) => json(cycleView(c))) }
    },
    async status(cycleId) {
      const c = await cycles.getCycle(d, p, cycleId)
      const tasks = await cycles.listTasks(d, p, cycleId, { limit: 100 })
      return { cycle: json(c.cycle), tasks: tasks.data.map(json) }
    },
    async run(workplanId, period) {
      try {
        return {
          cycle: json((await cycles.startCycle(d, p, { workplan_id: workplanId, period })).cycle),
          created: true,
        }
      } catch (e) {
        const open = isAppError(e) && e.code === 'cycle_already_open' ? e.extra?.cycle_id : undefined
        if (typeof open !== 'string' || open === 'unknown') throw e
        return { cycle: await current(open), created: false }
      }
    },
    async decide(cycleId, taskKey, decision, comment) {
      try {
        return {
          cycle: json((await cycles.approveTask(d, p, cycleId, { task_key: taskKey, decision, comment })).cycle),
          recorded: true,
        }
      } catch (e) {
        if (!isAppError(e) || e.code !== 'approval_already_decided') throw e
        return { cycle: await current(cycleId), recorded: false }
      }
    },
    async createDraft(body) {
      // cast: the skill's input, validated by its input.schema.json, is the draft body createDraft takes
      const r = await createDraft(d, p, body as unknown as Parameters<typeof createDraft>[2])
      const validation = await validationOf(d, r.stored)
      return { draft: json(r.draft), validation: json(validation) }
    },
    async cancel(cycleId, reason) {
      try {
        return { cycle: json((await cycles.cancelCycle(d, p, cycleId, { reason })).cycle), changed: true }
      } catch (e) {
        if (!isAppError(e) || e.code !== 'invalid_state_transition' || e.extra?.current_state !== 'cancelled') throw e
        return { cycle: await current(cycleId), changed: false }
      }
    },
  }
}
