// The reaper runs every 15 minutes (spec: API key states) and survives a failing pass.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { KeyReaper, REAPER_INTERVAL_SECONDS, type KeysDeps } from './index.ts'
import { ManualClock } from '../lib/clock.ts'
import { createLogger } from '../lib/logger.ts'

function deps(listExpired: () => Promise<never[]>): KeysDeps {
  const none = async () => [] as never[]
  return {
    stores: {
      keyMirror: { listExpired, listInvalidations: none },
      identityKeys: { listPending: none, listInvalidations: none },
    },
    clock: new ManualClock(),
    logger: createLogger('silent'),
  } as unknown as KeysDeps
}

describe('key reaper schedule', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('passes every 15 minutes, not before', async () => {
    expect(REAPER_INTERVAL_SECONDS).toBe(900)
    vi.useFakeTimers()
    const listExpired = vi.fn(async () => [] as never[])
    const reaper = new KeyReaper(deps(listExpired))
    reaper.start()
    await vi.advanceTimersByTimeAsync(899_000)
    expect(listExpired).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(listExpired).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(900_000)
    expect(listExpired).toHaveBeenCalledTimes(2)
    await reaper.stop()
    await vi.advanceTimersByTimeAsync(3_600_000)
    expect(listExpired).toHaveBeenCalledTimes(2)
  })

  it('keeps its schedule after a failed pass', async () => {
    vi.useFakeTimers()
    const listExpired = vi.fn().mockRejectedValueOnce(new Error('store down')).mockResolvedValue([])
    const reaper = new KeyReaper(deps(listExpired as never))
    reaper.start()
    await vi.advanceTimersByTimeAsync(1_800_000)
    expect(listExpired).toHaveBeenCalledTimes(2)
    await reaper.stop()
  })
})
