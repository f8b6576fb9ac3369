import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { schedulePeriodic } from './periodic.ts'

const HOUR = 3_600_000

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('schedulePeriodic', () => {
  it('runs at once, then every interval, and never keeps the process alive', async () => {
    const run = vi.fn(async () => {})
    const job = schedulePeriodic('Counting', HOUR, run)
    expect(run).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(3 * HOUR)
    expect(run).toHaveBeenCalledTimes(4)
    await job.stop()
    await vi.advanceTimersByTimeAsync(3 * HOUR)
    expect(run).toHaveBeenCalledTimes(4)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('does not start a run while the last one is still under way, and stop() waits for it', async () => {
    let finish!: () => void
    let done = false
    const run = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = () => {
            done = true
            resolve()
          }
        }),
    )
    const job = schedulePeriodic('Slow', HOUR, run)
    await vi.advanceTimersByTimeAsync(2 * HOUR)
    expect(run).toHaveBeenCalledTimes(1)
    const stopped = job.stop()
    finish()
    await stopped
    expect(done).toBe(true)
  })

  it('logs a failed run with its name and tries again at the next interval', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const run = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(undefined)
    const job = schedulePeriodic('Clearing ended boosts', HOUR, run)
    await vi.waitFor(() =>
      expect(log).toHaveBeenCalledWith('Clearing ended boosts failed:', expect.any(Error)),
    )
    await vi.advanceTimersByTimeAsync(HOUR)
    expect(run).toHaveBeenCalledTimes(2)
    await job.stop()
  })
})
