// Type tests, compiled by `npm run typecheck` (sdk/tsconfig.json) inside `npm test`: each @ts-expect-error must
// be an error, or tsc fails ("Unused '@ts-expect-error' directive"), so a loosened type cannot slip through.
// Never executed.
import type { SkillsConnect, SkillInput, SkillName, SkillOutput } from '../src/index.ts'

declare const client: SkillsConnect
const uuid = '00000000-0000-4000-8000-000000000000'

export async function typed(): Promise<void> {
  const r = await client.skills.invoke('identifiers.validate', {
    identifiers: [{ scheme: 'au_abn', value: '53 004 085 616' }],
  })
  const skill: 'identifiers.validate' = r.skill
  const corr: string = r.correlation_id
  const out: SkillOutput<'identifiers.validate'> = r.output
  void skill
  void corr
  void out

  // @ts-expect-error a misspelt skill name
  await client.skills.invoke('identifiers.validat', { identifiers: [] })
  // @ts-expect-error a missing required field (identifiers)
  await client.skills.invoke('identifiers.validate', {})
  // @ts-expect-error a field of the wrong type
  await client.skills.invoke('identifiers.validate', { identifiers: 'abn' })
  // @ts-expect-error an unknown scheme
  await client.skills.invoke('identifiers.validate', { identifiers: [{ scheme: 'xx_nope', value: '1' }] })
  // @ts-expect-error a field the skill does not take
  await client.skills.invoke('accruals.suggest', { client_id: uuid, period: '2026-03', nope: true })
  // Fields with a default stay optional (openapi-typescript --default-non-nullable false).
  const input: SkillInput<'accruals.suggest'> = { client_id: uuid, period: '2026-03' }
  await client.skills.invoke('accruals.suggest', input)
  // A skill this version does not know goes through invokeRaw.
  await client.skills.invokeRaw('some.future-skill', { anything: 1 })

  // Connect keys: the body is typed from the spec.
  const k = await client.connectKeys.create({ name: 'ci', permissions: ['clients:read'] })
  const value: string = k.value
  void value
  // @ts-expect-error name is required
  await client.connectKeys.create({ permissions: [] })
  // @ts-expect-error environment is sandbox | live
  await client.connectKeys.create({ name: 'x', environment: 'prod' })
  for await (const key of client.connectKeys.list({ limit: 50 })) {
    const id: string = key.id
    void id
  }
  const names: SkillName[] = ['identifiers.validate', 'workstream.run']
  // @ts-expect-error not a skill
  const bad: SkillName = 'no.such-skill'
  void names
  void bad
  // WorkStreams, topics and files: bodies typed from the spec.
  await client.workstreams.cycles.approve('cyc_1', { task_key: 'post', comment: 'ok' }, { ifMatch: 3 })
  // @ts-expect-error an approval needs a comment
  await client.workstreams.cycles.approve('cyc_1', { task_key: 'post' })
  // @ts-expect-error pause mode is drain | immediate
  await client.workstreams.cycles.pause('cyc_1', { mode: 'now' })
  // @ts-expect-error a preview needs the period
  await client.workstreams.drafts.preview('wsd_1', { workplan_id: 'wp_1' })
  const topic = (await client.topics.create({ name: 'Q3' })).topic
  // @ts-expect-error a topic needs a name
  await client.topics.create({ description: 'x' })
  const asked = await client.topics.ask({ topic_id: topic.id, content: 'When?' })
  const status: 'completed' | 'failed' | 'running' | 'cancelled' = asked.status
  void status
  // Free-form objects take any field (emptyObjectsUnknown): artifact metadata, a task's input.
  await client.topics.artifacts.link(topic.id, { artifact_id: uuid, metadata: { kind: 'letter', year: 2026 } })
  await client.workstreams.templates.create({
    name: 't',
    tasks: [{ key: 'a', skill: 'identifiers.validate', input: { identifiers: [] } }],
  })
  const file = await client.files.create(new Uint8Array([1, 2]), { filename: 'a.bin' })
  const sha: string = file.sha256
  void sha
  // @ts-expect-error not an uploadable value
  await client.files.create(42)
}
