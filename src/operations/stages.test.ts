// execute(): the stage table runs without a promise while every stage answers synchronously, follows the first
// promise from there on, and keeps the order and the refusals either way (Operations.run still always returns one).
import { describe, expect, it } from 'vitest'
import { execute, type Stage } from './stages.ts'
import type { OpContext } from './context.ts'
import type { OperationResult } from './types.ts'

const ctx = () => ({}) as unknown as OpContext
const result = (body: unknown): OperationResult => ({ status: 200, body, headers: {} })

function table(log: string[], asyncAt: string | null, refuseAt: string | null = null): Stage[] {
  const step = (name: string) => () => {
    log.push(name)
    if (name === refuseAt) {
      if (asyncAt === name) return Promise.reject(new Error(`refused by ${name}`))
      throw new Error(`refused by ${name}`)
    }
    return asyncAt === name ? Promise.resolve() : undefined
  }
  return [
    { name: 'a', kind: 'before', run: step('a') },
    { name: 'skipped', kind: 'before', when: () => false, run: step('skipped') },
    { name: 'b', kind: 'before', run: step('b') },
    {
      name: 'run',
      kind: 'run',
      run: () => {
        log.push('run')
        return asyncAt === 'run' ? Promise.resolve(result(1)) : result(1)
      },
    },
    {
      name: 'double',
      kind: 'after',
      run: (_c, r) => {
        log.push('double')
        const next = result((r.body as number) * 2)
        return asyncAt === 'double' ? Promise.resolve(next) : next
      },
    },
    {
      name: 'plus',
      kind: 'after',
      run: (_c, r) => {
        log.push('plus')
        return result((r.body as number) + 1)
      },
    },
  ]
}

describe('execute', () => {
  it('answers a table of synchronous stages with the result itself, in order', () => {
    const log: string[] = []
    const r = execute(table(log, null), ctx())
    expect(r).not.toBeInstanceOf(Promise)
    expect((r as OperationResult).body).toBe(3)
    expect(log).toEqual(['a', 'b', 'run', 'double', 'plus'])
  })

  it.each(['a', 'b', 'run', 'double'])(
    'follows a promise from stage %s on, with the same order and result',
    async (at) => {
      const log: string[] = []
      const r = execute(table(log, at), ctx())
      expect(r).toBeInstanceOf(Promise)
      expect((await r).body).toBe(3)
      expect(log).toEqual(['a', 'b', 'run', 'double', 'plus'])
    },
  )

  it('throws a synchronous refusal and rejects an asynchronous one; nothing after the refusal runs', async () => {
    const log: string[] = []
    expect(() => execute(table(log, null, 'b'), ctx())).toThrow('refused by b')
    expect(log).toEqual(['a', 'b'])
    const log2: string[] = []
    await expect(execute(table(log2, 'a', 'b'), ctx())).rejects.toThrow('refused by b')
    expect(log2).toEqual(['a', 'b'])
  })
})
