// topic_ask's own stub_fields and warnings (issue 25 §3): an answer without text, or no answer at all, is named in
// the skill's top-level stub_fields with a warning saying why; a written answer lists nothing.
import { describe, expect, it } from 'vitest'
import { EMPTY_ANSWER_WARNING, withStubs } from './skill-api.ts'
import type { PostResult } from './messages.ts'

const answer = (content: string, stub_fields: string[] = [], warnings: string[] = []) => ({
  id: 'msg_a',
  topic_id: 'top_1',
  conversation_id: 'cnv_1',
  seq: 2,
  role: 'assistant' as const,
  content,
  query_id: 'qry_1',
  model: 'm',
  citations: [],
  artifact_refs: [],
  client_message_id: null,
  stub_fields,
  warnings,
  created_at: '2026-01-01T00:00:00.000Z',
})
const base = (over: Partial<PostResult>): PostResult => ({
  status: 'completed',
  query_id: 'qry_1',
  conversation_id: 'cnv_1',
  message: { ...answer('q'), role: 'user', seq: 1 },
  answer: null,
  error: null,
  replayed: false,
  ...over,
})

describe('withStubs (topic_ask, topic_post_message)', () => {
  it('lists nothing for a written answer', () => {
    expect(withStubs(base({ answer: answer('Lodge by 28 October.') }), true)).toMatchObject({
      stub_fields: [],
      warnings: [],
    })
  })
  it('lifts the answer stub fields and warnings (no model)', () => {
    expect(withStubs(base({ answer: answer('', ['content'], ['no model']) }), true)).toMatchObject({
      stub_fields: ['answer.content'],
      warnings: ['no model'],
    })
  })
  it('names an empty answer the provider returned without stub fields, and warns', () => {
    expect(withStubs(base({ answer: answer('') }), true)).toMatchObject({
      stub_fields: ['answer.content'],
      warnings: [EMPTY_ANSWER_WARNING],
    })
  })
  it('names a missing answer of a running, failed or cancelled turn, and says why', () => {
    const running = withStubs(base({ status: 'running', poll_after_ms: 1000 }), true)
    expect(running.stub_fields).toEqual(['answer'])
    expect(running.warnings[0]).toMatch(/still running.*topic_follow_turn/)
    const failed = withStubs(
      base({ status: 'failed', error: { code: 'provider_timeout', message: 'The model did not answer.' } }),
      true,
    )
    expect(failed).toMatchObject({
      stub_fields: ['answer'],
      warnings: [expect.stringMatching(/failed \(provider_timeout/)],
    })
    expect(withStubs(base({ status: 'submitted' }), false)).toMatchObject({ stub_fields: [], warnings: [] })
  })
})
