// Topic members after creation, over real HTTP through the one door: list (anyone who may see the topic), add or
// change a role and remove (the topic's owners only; anyone may leave), a topic never left without an owner, users
// outside the organization refused, and a removed member of a members-only topic no longer seeing it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call, createTenant, startTestServer, type Tenant, type TestServer } from '../testing/test-server.ts'
import { createKey } from '../keys/index.ts'
import { PERMISSION_SLUGS } from '../permissions/index.ts'

type Out = { output: Record<string, any> }
type ErrorBody = { error: { code: string; type: string; param?: string } }

describe('topic members', () => {
  let srv: TestServer
  let t: Tenant
  let colleague: { userId: string; key: string }
  beforeAll(async () => {
    srv = await startTestServer({ provider: null })
    t = await createTenant(srv.services)
    // A second user of the same organization, with a key of their own.
    const userId = `usr_colleague_${t.organizationId.slice(4, 12)}`
    await srv.services.stores.memberships.insert({
      organizationId: t.organizationId,
      userId,
      role: 'member',
      createdAt: srv.services.clock.now(),
    })
    const key = await createKey(
      srv.services.keysDeps,
      { ...t.owner, userId },
      { name: 'colleague', permissions: [...PERMISSION_SLUGS] },
    )
    colleague = { userId, key: key.value }
  }, 60_000)
  afterAll(async () => {
    await srv?.close()
  })
  const skill = <T = Out>(name: string, body: unknown, token = t.adminKey) =>
    call<T>(srv.url, `/api/v1/skills/${name}/invoke`, { token, body })

  it('the owner adds a member, promotes them, and lists both; adding again changes nothing', async () => {
    const topic = (await skill('topic_create', { name: 'Members' })).body.output.topic.id as string
    const added = await skill('topic_add_member', { topic_id: topic, user_id: colleague.userId })
    expect(added.status).toBe(200)
    expect(added.body.output).toMatchObject({
      topic_id: topic,
      change: 'added',
      member: { user_id: colleague.userId, role: 'member' },
    })
    expect((await skill('topic_add_member', { topic_id: topic, user_id: colleague.userId })).body.output.change).toBe(
      'unchanged',
    )
    expect(
      (await skill('topic_add_member', { topic_id: topic, user_id: colleague.userId, role: 'owner' })).body.output,
    ).toMatchObject({ change: 'updated', member: { role: 'owner' } })
    const list = (await skill('topic_members', { topic_id: topic }, colleague.key)).body.output
    expect(list.members.map((m: { user_id: string; role: string }) => [m.user_id, m.role])).toEqual([
      [t.userId, 'owner'],
      [colleague.userId, 'owner'],
    ])
  })

  it('refuses a non-owner managing members (403 topic_owner_required), a user outside the organization (422) and an unknown topic (404)', async () => {
    const topic = (await skill('topic_create', { name: 'Owners only' })).body.output.topic.id as string
    const byColleague = await skill<ErrorBody>(
      'topic_add_member',
      { topic_id: topic, user_id: colleague.userId },
      colleague.key,
    )
    expect(byColleague.status).toBe(403)
    expect(byColleague.body.error).toMatchObject({ code: 'topic_owner_required', type: 'permission_error' })
    await skill('topic_add_member', { topic_id: topic, user_id: colleague.userId })
    const removeOwner = await skill<ErrorBody>(
      'topic_remove_member',
      { topic_id: topic, user_id: t.userId },
      colleague.key,
    )
    expect(removeOwner.status).toBe(403)
    const stranger = await skill<ErrorBody>('topic_add_member', { topic_id: topic, user_id: 'usr_not_in_this_org' })
    expect(stranger.status).toBe(422)
    expect(stranger.body.error).toMatchObject({ code: 'validation_error', param: 'user_id' })
    const other = await createTenant(srv.services)
    const cross = await skill<ErrorBody>('topic_members', { topic_id: topic }, other.adminKey)
    expect(cross.status).toBe(404)
    expect(cross.body.error).toMatchObject({ code: 'topic_not_found', param: 'topic_id' })
    const bad = await skill<ErrorBody>('topic_add_member', {
      topic_id: topic,
      user_id: colleague.userId,
      role: 'admin',
    })
    expect(bad.status).toBe(422)
    expect(bad.body.error).toMatchObject({ code: 'validation_error', param: 'role' })
  })

  it('keeps one owner: the last owner cannot be demoted or removed, and may leave once another owner exists', async () => {
    const topic = (await skill('topic_create', { name: 'Last owner' })).body.output.topic.id as string
    const demote = await skill<ErrorBody>('topic_add_member', { topic_id: topic, user_id: t.userId, role: 'member' })
    expect(demote.status).toBe(409)
    expect(demote.body.error).toMatchObject({ code: 'topic_last_owner' })
    const leave = await skill<ErrorBody>('topic_remove_member', { topic_id: topic, user_id: t.userId })
    expect(leave.status).toBe(409)
    expect(leave.body.error.code).toBe('topic_last_owner')
    await skill('topic_add_member', { topic_id: topic, user_id: colleague.userId, role: 'owner' })
    expect((await skill('topic_remove_member', { topic_id: topic, user_id: t.userId })).body.output).toEqual({
      topic_id: topic,
      user_id: t.userId,
      removed: true,
      stub_fields: [],
      warnings: [],
    })
    expect(
      (await skill('topic_remove_member', { topic_id: topic, user_id: t.userId }, colleague.key)).body.output.removed,
    ).toBe(false)
  })

  it('a member removed from a members-only topic no longer sees it; a member may leave on their own', async () => {
    const topic = (
      await skill('topic_create', { name: 'Partners', visibility: 'members', members: [colleague.userId] })
    ).body.output.topic.id as string
    expect((await skill('topic_get', { topic_id: topic }, colleague.key)).status).toBe(200)
    expect(
      (await skill('topic_remove_member', { topic_id: topic, user_id: colleague.userId }, colleague.key)).body.output
        .removed,
    ).toBe(true)
    const gone = await skill<ErrorBody>('topic_get', { topic_id: topic }, colleague.key)
    expect(gone.status).toBe(404)
    expect(gone.body.error.code).toBe('topic_not_found')
    const post = await skill<ErrorBody>(
      'topic_post_message',
      { topic_id: topic, content: 'Still here?' },
      colleague.key,
    )
    expect(post.status).toBe(404)
    const manage = await skill<ErrorBody>(
      'topic_add_member',
      { topic_id: topic, user_id: colleague.userId },
      colleague.key,
    )
    expect(manage.status).toBe(404)
  })
})
