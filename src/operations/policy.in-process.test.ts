// The operation policy through the in-process door (WorkStream tasks, the admin command line): the caller holds a
// principal (here: resolved from the same credential the HTTP suite sends) and calls the operations directly.
import { policySuite, type DoorAnswer } from './policy.suite.ts'
import { errorBody, toAppError } from '../http/envelope.ts'
import type { OperationResult } from './index.ts'

const lower = (h: Record<string, string> = {}): Record<string, string> =>
  Object.fromEntries(Object.entries(h).map(([k, v]) => [k.toLowerCase(), v]))

policySuite('in-process', (srv) => {
  const principal = (token: string) => srv.services.authenticator.authenticate({ authorization: `Bearer ${token}` })
  const answer = async (run: () => Promise<OperationResult>): Promise<DoorAnswer> => {
    try {
      const r = await run()
      return { status: r.status, body: (r.body ?? {}) as DoorAnswer['body'], headers: lower(r.headers) }
    } catch (err) {
      const e = toAppError(err)
      return { status: e.status, body: errorBody(e, 'in-process') as DoorAnswer['body'], headers: lower(e.headers) }
    }
  }
  const door = srv.services.inProcess
  return {
    skill: async (token, nameOrSlug, input, o = {}) => {
      const p = await principal(token)
      return answer(async () => {
        const generic = srv.services.operations.deps.catalog.genericSkillOperation()
        return door.call(generic.id, { principal: p, params: { [generic.skillParam!]: nameOrSlug }, body: input, ...o })
      })
    },
    operation: async (token, operationId, o = {}) => {
      const p = await principal(token)
      return answer(() => door.call(operationId, { principal: p, ...o }))
    },
  }
})
