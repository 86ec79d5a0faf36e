// Coverage, checked both ways against the served description (src/generated/openapi.json):
// - every route has an SDK method (the table below), except the few listed with the reason they are left out;
//   a route added to the spec without a method fails here;
// - each method sends the method and path of its route (a scripted fetch records the request).
// Skills are reached through `skills.invoke` (typed per skill); the topic skills also have their `topics.*` methods,
// so they are in the table too.
// - every operation is reachable from both SDKs: this table's method and the Python SDK's, read from the description
//   both Python clients are generated from (sdk-python/resources.yaml; sdk-python/tests/test_routes.py calls each
//   of its methods on the sync and the async client). The check is here, not in pytest, because that description is
//   data and this table is code: read as it is, without Python, in every `npm test`.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import YAML from 'yaml'
import { SkillsConnect } from '../src/index.ts'
import { SKILLS } from '../src/generated/meta.ts'

interface Doc {
  paths: Record<string, Record<string, { operationId?: string; 'x-skill-name'?: string }>>
}
const doc = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../src/generated/openapi.json'), 'utf8'),
) as Doc

/** Routes with no method of their own, and why. */
const LEFT_OUT: Record<string, string> = {
  getOpenApi: 'the description the SDK is generated from (client.request("GET", "/openapi.json") reads it)',
  logout: 'revokes a portal session; API keys answer 403',
  listSessions: "a portal session's own sessions; API keys answer 403",
  revokeSession: 'ends a portal session; API keys answer 403',
  revokeAllSessions: "signs a portal session's person out everywhere; API keys answer 403",
  listBlueprints: 'deprecated alias of workstreams.workplans.list',
  createBlueprint: 'deprecated alias of workstreams.workplans.create',
  getBlueprint: 'deprecated alias of workstreams.workplans.retrieve',
  updateBlueprint: 'deprecated alias of workstreams.workplans.update',
  archiveBlueprint: 'deprecated alias of workstreams.workplans.archive',
  getBlueprintWriteStatus: 'deprecated alias of workstreams.workplans.writeStatus',
  enableBlueprintWrites: 'deprecated alias of workstreams.workplans.enableWrites',
  disableBlueprintWrites: 'deprecated alias of workstreams.workplans.disableWrites',
  listBlueprintTriggers: 'deprecated alias of workstreams.workplans.triggers',
}

type Call = (c: SkillsConnect) => unknown
const drain = async (it: AsyncIterable<unknown>) => {
  for await (const _ of it) {
    /* every event */
  }
}
const T = 'top_1'

/** operationId → a call of the SDK method that serves it. */
const METHODS: Record<string, Call> = {
  getHealth: (c) => c.health(),
  getMe: (c) => c.me(),
  listSkills: (c) => c.skills.list(),
  invokeSkillByNameOrSlug: (c) => c.skills.invokeRaw('{skill}', {}),
  listConnectKeys: (c) => c.connectKeys.list(),
  createConnectKey: (c) => c.connectKeys.create({ name: 'n' }),
  getPermissionCatalog: (c) => c.connectKeys.permissionCatalog(),
  listKeyWorkspaces: (c) => c.connectKeys.workspaces(),
  getConnectKey: (c) => c.connectKeys.retrieve('k'),
  updateConnectKey: (c) => c.connectKeys.update('k', { name: 'n' }),
  deleteConnectKey: (c) => c.connectKeys.delete('k'),
  flushConnectKeyCache: (c) => c.connectKeys.flushCache('k'),
  rotateConnectKey: (c) => c.connectKeys.rotate('k'),
  listConnections: (c) => c.connections.list(),
  revokeConnection: (c) => c.connections.revoke('con'),
  uploadFile: (c) => c.files.create(new Uint8Array([1])),
  getFile: (c) => c.files.retrieve('f'),
  getFileContent: (c) => c.files.content('f'),
  listClients: (c) => c.clients.list(),
  listJournalEntries: (c) => c.clients.journalEntries('cl'),
  getJournalEntry: (c) => c.clients.journalEntry('cl', 'je'),
  listStatementLines: (c) => c.clients.statementLines('cl'),
  listWorkspaces: (c) => c.workspaces.list(),
  createWorkspace: (c) => c.workspaces.create({ name: 'Audit' }),
  getWorkspace: (c) => c.workspaces.retrieve('ws'),
  updateWorkspace: (c) => c.workspaces.update('ws', { name: 'n' }),
  archiveWorkspace: (c) => c.workspaces.archive('ws'),
  restoreWorkspace: (c) => c.workspaces.restore('ws'),
  createClient: (c) => c.clients.create({ name: 'n' } as never),
  getClient: (c) => c.clients.retrieve('cl'),
  updateClient: (c) => c.clients.update('cl', { name: 'n' }),
  listWebhookEndpoints: (c) => c.webhooks.endpoints.list(),
  createWebhookEndpoint: (c) => c.webhooks.endpoints.create({ url: 'https://x.test/h' } as never),
  getWebhookEndpoint: (c) => c.webhooks.endpoints.retrieve('e'),
  updateWebhookEndpoint: (c) => c.webhooks.endpoints.update('e', {}),
  deleteWebhookEndpoint: (c) => c.webhooks.endpoints.delete('e'),
  rotateWebhookSecret: (c) => c.webhooks.endpoints.rotateSecret('e'),
  listWebhookDeliveries: (c) => c.webhooks.endpoints.deliveries.list('e'),
  redeliverWebhook: (c) => c.webhooks.endpoints.deliveries.redeliver('e', 'd'),
  getWebhookDelivery: (c) => c.webhooks.endpoints.deliveries.retrieve('e', 'd'),
  sendWebhookTestEvent: (c) => c.webhooks.endpoints.sendTestEvent('e'),
  listWebhookEventTypes: (c) => c.webhooks.eventTypes(),
  listWorkstreamTemplates: (c) => c.workstreams.templates.list(),
  createWorkstreamTemplate: (c) => c.workstreams.templates.create({ name: 'n', tasks: [] } as never),
  getWorkstreamTemplate: (c) => c.workstreams.templates.retrieve('t'),
  publishWorkstreamTemplateVersion: (c) => c.workstreams.templates.versions.create('t', { tasks: [] } as never),
  getWorkstreamTemplateVersion: (c) => c.workstreams.templates.versions.retrieve('t', 2),
  listWorkplans: (c) => c.workstreams.workplans.list(),
  createWorkplan: (c) => c.workstreams.workplans.create({ name: 'n', client_id: 'c' }),
  getWorkplan: (c) => c.workstreams.workplans.retrieve('w'),
  updateWorkplan: (c) => c.workstreams.workplans.update('w', { name: 'n' }),
  archiveWorkplan: (c) => c.workstreams.workplans.archive('w'),
  getWorkplanWriteStatus: (c) => c.workstreams.workplans.writeStatus('w'),
  enableWorkplanWrites: (c) => c.workstreams.workplans.enableWrites('w'),
  disableWorkplanWrites: (c) => c.workstreams.workplans.disableWrites('w'),
  listWorkplanTriggers: (c) => c.workstreams.workplans.triggers('w'),
  listCycles: (c) => c.workstreams.cycles.list(),
  startCycle: (c) => c.workstreams.cycles.create({ workplan_id: 'w', period: '2026-03' }),
  getCycle: (c) => c.workstreams.cycles.retrieve('cy'),
  listCycleTasks: (c) => c.workstreams.cycles.tasks.list('cy'),
  listCycleEvents: (c) => c.workstreams.cycles.events('cy'),
  pauseCycle: (c) => c.workstreams.cycles.pause('cy'),
  resumeCycle: (c) => c.workstreams.cycles.resume('cy'),
  cancelCycle: (c) => c.workstreams.cycles.cancel('cy'),
  approveCycleTask: (c) => c.workstreams.cycles.approve('cy', { task_key: 'a', comment: 'ok' }),
  retryCycleTask: (c) => c.workstreams.cycles.tasks.retry('cy', 'a'),
  skipCycleTask: (c) => c.workstreams.cycles.tasks.skip('cy', 'a', { justification: 'j' }),
  supplyCycleTaskInput: (c) => c.workstreams.cycles.tasks.input('cy', 'a', { value: {} }),
  listPendingApprovals: (c) => c.workstreams.approvals.list(),
  listWorkstreamDrafts: (c) => c.workstreams.drafts.list(),
  createWorkstreamDraft: (c) => c.workstreams.drafts.create({ name: 'n' }),
  getWorkstreamDraft: (c) => c.workstreams.drafts.retrieve('d'),
  updateWorkstreamDraft: (c) => c.workstreams.drafts.update('d', { name: 'n' }),
  deleteWorkstreamDraft: (c) => c.workstreams.drafts.delete('d'),
  validateWorkstreamDraft: (c) => c.workstreams.drafts.validate('d'),
  previewWorkstreamDraft: (c) => c.workstreams.drafts.preview('d', { workplan_id: 'w', period: '2026-03' } as never),
  publishWorkstreamDraft: (c) => c.workstreams.drafts.publish('d'),
  getModelUsage: (c) => c.modelUsage.retrieve(),
  linkTopicArtifact: (c) => c.topics.artifacts.link(T, { artifact_id: 'f' }),
  listTopicArtifacts: (c) => c.topics.artifacts.list(T),
  listTopicConversations: (c) => c.topics.conversations.list(T),
  getTopicConversation: (c) => c.topics.conversations.retrieve(T, 'cv'),
  listConversationMessages: (c) => c.topics.conversations.messages(T, 'cv'),
  invoke_topic_list: (c) => c.topics.list(),
  invoke_topic_create: (c) => c.topics.create({ name: 'n' }),
  invoke_topic_get: (c) => c.topics.retrieve(T),
  invoke_topic_ask: (c) => c.topics.ask({ topic_id: T, content: 'q' }),
  invoke_topic_post_message: (c) => c.topics.postMessage({ topic_id: T, content: 'q' }),
  invoke_topic_messages: (c) => c.topics.messages({ topic_id: T }),
  invoke_topic_follow_turn: (c) => drain(c.topics.followTurn({ topic_id: T, query_id: 'q' })),
  invoke_topic_cancel_turn: (c) => c.topics.cancelTurn({ topic_id: T, query_id: 'q' }),
  invoke_topic_members: (c) => c.topics.members.list(T),
  invoke_topic_add_member: (c) => c.topics.members.add({ topic_id: T, user_id: 'u' }),
  invoke_topic_remove_member: (c) => c.topics.members.remove({ topic_id: T, user_id: 'u' }),
  invoke_topic_link_conversation: (c) => c.topics.conversations.link({ topic_id: T, conversation_id: 'cv' }),
}

/** Streams and their routes: checked the same way, not counted as the route's method. */
const STREAMS: Array<[string, string, Call]> = [
  ['POST', '/api/v1/skills/topic.ask/invoke', (c) => drain(c.topics.askStream({ topic_id: T, content: 'q' }))],
  [
    'POST',
    '/api/v1/skills/accruals.suggest/invoke',
    (c) => drain(c.skills.stream('accruals.suggest', { client_id: 'c', period: '2026-03' })),
  ],
  [
    'GET',
    '/api/v1/workstreams/cycles/{cycle_id}/events',
    (c) => drain(c.workstreams.cycles.tail('cy', { maxReconnects: 0 })),
  ],
  ['PUT', '/anything/{x}', (c) => c.request('PUT', '/anything/1', { body: {} })],
]

/** A skill's own route that only `skills.invoke` serves (every skill's but the topic skills'). */
const bySkillsInvoke = (p: string) =>
  p.startsWith('/api/v1/skills/') && !p.includes('{') && !p.startsWith('/api/v1/skills/topic.') && p.endsWith('/invoke')

const routes = Object.entries(doc.paths).flatMap(([p, item]) =>
  Object.entries(item).flatMap(([m, op]) =>
    op?.operationId && !bySkillsInvoke(p) ? [{ id: op.operationId, method: m.toUpperCase(), path: p }] : [],
  ),
)

const template = (p: string) => new RegExp(`^${p.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`)

async function firstRequest(call: Call): Promise<{ method: string; path: string; headers: Headers }> {
  const seen: Array<{ method: string; path: string; headers: Headers }> = []
  const body = {
    data: [],
    has_more: false,
    skill: 's',
    output: { topics: [], messages: [], has_more: false },
    correlation_id: 'c',
  }
  const fetch = async (url: string, init: RequestInit) => {
    seen.push({
      method: String(init.method),
      path: decodeURIComponent(new URL(url).pathname),
      headers: new Headers(init.headers),
    })
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
  }
  const c = new SkillsConnect({ apiKey: 'sk_test', baseUrl: 'http://sdk.test', fetch, maxRetries: 0 })
  try {
    await call(c)
  } catch {
    /* the route is what counts */
  }
  expect(seen.length).toBeGreaterThan(0)
  return seen[0]!
}

describe('every route has its SDK method', () => {
  it('the table names every operation of the description, and nothing else', () => {
    const served = routes
      .map((r) => r.id)
      .filter((id) => !(id in LEFT_OUT))
      .sort()
    expect(Object.keys(METHODS).sort()).toEqual(served)
    for (const id of Object.keys(LEFT_OUT)) expect(routes.map((r) => r.id)).toContain(id)
  })

  it.each(routes.filter((r) => r.id in METHODS))('$id: $method $path', async (r) => {
    const sent = await firstRequest(METHODS[r.id]!)
    expect(sent.method).toBe(r.method)
    expect(sent.path).toMatch(template(r.path))
  })

  it.each(STREAMS)('streams and the escape hatch: %s %s', async (method, p, call) => {
    const sent = await firstRequest(call)
    expect(sent.method).toBe(method)
    expect(sent.path).toMatch(template(p))
  })
})

// -- the same operations from the Python SDK --------------------------------------------------------------------------

interface PyMethod {
  op: string
  stream?: boolean
}
interface PyResource {
  methods?: Record<string, PyMethod>
  resources?: Record<string, PyResource>
}
interface PyDescription {
  left_out: Record<string, string>
  client: PyResource
}
const PY_SKILL = 'x-skill-name'
const python = YAML.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../sdk-python/resources.yaml'), 'utf8'),
) as PyDescription
const pythonSkills = fs.readFileSync(
  path.resolve(import.meta.dirname, '../../sdk-python/src/skills_connect/_generated/meta.py'),
  'utf8',
)

/** The Python methods by their path from the client (`connect_keys.create`), streams left aside. */
function pythonMethods(r: PyResource, prefix = ''): Array<[string, PyMethod]> {
  return [
    ...Object.entries(r.methods ?? {})
      .filter(([, m]) => !m.stream)
      .map(([n, m]): [string, PyMethod] => [prefix + n, m]),
    ...Object.entries(r.resources ?? {}).flatMap(([n, c]) => pythonMethods(c, `${prefix}${n}.`)),
  ]
}

/** The TypeScript method a call of the table makes: `(c) => c.connectKeys.create(...)` is connectKeys.create. */
const tsName = (call: Call) => /\bc\.([\w.]+)\(/.exec(String(call))?.[1]

interface Reach {
  op: string
  ts: string | null
  python: string | null
}

/** For each operation of `d`, the method that reaches it in each SDK (null: none), or why it is left out. */
function reachability(d: Doc, py: PyDescription = python): Reach[] {
  const pyByOp = new Map<string, string[]>()
  for (const [name, m] of pythonMethods(py.client)) pyByOp.set(m.op, [...(pyByOp.get(m.op) ?? []), name])
  const pyInvoke = pyByOp.get(PY_SKILL)?.[0]
  return Object.entries(d.paths).flatMap(([p, item]) =>
    Object.values(item).flatMap((op) => {
      if (!op?.operationId) return []
      const id = op.operationId
      const skill = op['x-skill-name']
      const ts =
        id in LEFT_OUT
          ? 'left out'
          : METHODS[id]
            ? (tsName(METHODS[id]!) ?? null)
            : skill && bySkillsInvoke(p) && skill in SKILLS
              ? `skills.invoke('${skill}')`
              : null
      const named = pyByOp.get(id)
      const pyName =
        id in py.left_out
          ? 'left out'
          : named
            ? named.join(', ')
            : skill && pyInvoke && pythonSkills.includes(`'${skill}': {'slug'`)
              ? `${pyInvoke}('${skill}')`
              : null
      return [{ op: id, ts, python: pyName }]
    }),
  )
}

describe('every operation is reachable from the TypeScript SDK and from the Python SDK (sync and async)', () => {
  const table = reachability(doc)

  it.each(table)('$op: TypeScript $ts, Python $python', (r) => {
    expect(r.ts, `${r.op} has no method in the TypeScript SDK (sdk/src, and the table above)`).not.toBeNull()
    expect(r.python, `${r.op} has no method in the Python SDK (sdk-python/resources.yaml)`).not.toBeNull()
    // Left out by one SDK means left out by both (each says why: LEFT_OUT above, left_out in resources.yaml).
    expect(r.ts === 'left out').toBe(r.python === 'left out')
  })

  it('names no operation the served description lacks', () => {
    const ops = new Set(table.map((r) => r.op))
    const named = [...pythonMethods(python.client).map(([, m]) => m.op), ...Object.keys(python.left_out)]
    expect(named.filter((op) => op !== PY_SKILL && !ops.has(op))).toEqual([])
  })

  it('fails for an operation added to the description without a method in either SDK', () => {
    // (What is missing already, if anything, is the cases' above to show: left aside here.)
    const before = new Set(table.filter((r) => r.ts === null || r.python === null).map((r) => r.op))
    const missing = (rows: Reach[]) => rows.filter((r) => (r.ts === null || r.python === null) && !before.has(r.op))
    const more: Doc = { paths: { ...doc.paths, '/api/v1/widgets': { get: { operationId: 'listWidgets' } } } }
    expect(missing(reachability(more))).toEqual([{ op: 'listWidgets', ts: null, python: null }])
    // ... and without one in the Python SDK only.
    const noHealth: PyDescription = {
      ...python,
      client: { ...python.client, methods: { me: python.client.methods!.me! } },
    }
    expect(missing(reachability(doc, noHealth))).toEqual([{ op: 'getHealth', ts: 'health', python: null }])
  })
})
