// Type tests, compiled by `npm run typecheck` (sdk/tsconfig.json) inside `npm test`: each @ts-expect-error must
// be an error, or tsc fails ("Unused '@ts-expect-error' directive"), so a loosened type cannot slip through.
// Never executed.
import { SkillsConnect, type SkillInput, type SkillName, type SkillOutput } from '../src/index.ts'

declare const client: SkillsConnect
const uuid = '00000000-0000-4000-8000-000000000000'

export async function typed(): Promise<void> {
  const r = await client.skills.invoke('identifiers.validate', { identifiers: [{ scheme: 'au_abn', value: '53 004 085 616' }] })
  const skill: 'identifiers.validate' = r.skill
  const corr: string = r.correlation_id
  const out: SkillOutput<'identifiers.validate'> = r.output
  void skill; void corr; void out

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
  void names; void bad
}
