import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { openDatabase, type Database, type OpenedDatabase } from '../db/connect.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { schedulePeriodic } from './periodic.ts'
import { eventually } from '#shared/testing/eventually.ts'

const database = useTestDatabase()
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
const HOUR = 3_600_000

describe('schedulePeriodic', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('runs at once, then every interval, and never keeps the process alive', async () => {
    const run = vi.fn(async () => {})
    const job = schedulePeriodic(database.db, 'Counting', HOUR, run)
    await eventually(() => expect(run).toHaveBeenCalledTimes(1))
    for (let turn = 2; turn <= 4; turn++) {
      await vi.advanceTimersByTimeAsync(HOUR)
      await eventually(() => expect(run).toHaveBeenCalledTimes(turn))
    }
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
    const job = schedulePeriodic(database.db, 'Slow', HOUR, run)
    await eventually(() => expect(run).toHaveBeenCalledTimes(1))
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
    const job = schedulePeriodic(database.db, 'Clearing ended boosts', HOUR, run)
    await eventually(() =>
      expect(log).toHaveBeenCalledWith('Clearing ended boosts failed:', expect.any(Error)),
    )
    await vi.advanceTimersByTimeAsync(HOUR)
    await eventually(() => expect(run).toHaveBeenCalledTimes(2))
    await job.stop()
  })
})

describe('the same job scheduled by two API processes', () => {
  let second: OpenedDatabase | undefined
  afterAll(() => second?.close())
  /** The other process's database: its own pool on PostgreSQL, the same PGlite otherwise. */
  async function otherProcessDb(): Promise<Database> {
    if (!onPostgres) return database.db
    second ??= await openDatabase({ kind: 'postgres', url: database.url! })
    return second.db
  }

  it('never runs it in both at once, and runs it', async () => {
    const other = await otherProcessDb()
    const runs: { process: string; start: number; end: number }[] = []
    // Each run holds on for 40 ms; each process tries every 5 ms, so a turn is always due.
    const work = (process: string) => async () => {
      const start = performance.now()
      await new Promise((resolve) => setTimeout(resolve, 40))
      runs.push({ process, start, end: performance.now() })
    }
    const jobs = [
      schedulePeriodic(database.db, 'Sweeping together', 5, work('first')),
      schedulePeriodic(other, 'Sweeping together', 5, work('second')),
    ]
    await new Promise((resolve) => setTimeout(resolve, 800))
    await Promise.all(jobs.map((job) => job.stop()))

    expect(runs.length).toBeGreaterThanOrEqual(5)
    const inOrder = runs.toSorted((a, b) => a.start - b.start)
    for (let i = 1; i < inOrder.length; i++) {
      const [before, after] = [inOrder[i - 1]!, inOrder[i]!]
      expect(
        after.start,
        `${after.process} started inside ${before.process}'s run`,
      ).toBeGreaterThanOrEqual(before.end)
    }
  })

  it('runs different jobs at the same time', async () => {
    const other = await otherProcessDb()
    let bothRunning = false
    let running = 0
    const work = async () => {
      running++
      if (running === 2) bothRunning = true
      await new Promise((resolve) => setTimeout(resolve, 40))
      running--
    }
    const jobs = [
      schedulePeriodic(database.db, 'One job', 5, work),
      schedulePeriodic(other, 'Another job', 5, work),
    ]
    await eventually(() => expect(bothRunning).toBe(true))
    await Promise.all(jobs.map((job) => job.stop()))
  })
})
