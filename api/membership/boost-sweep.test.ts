import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { openDatabase, type OpenedDatabase } from '../db/connect.ts'
import { boosts, users } from '../db/schema.ts'
import { insertMember } from '../testing/members.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { BOOST_SWEEP_INTERVAL_MS, clearEndedBoosts, scheduleBoostSweep } from './boost-sweep.ts'
import { startBoost } from './boost.ts'
import { eventually } from '#shared/testing/eventually.ts'

const database = useTestDatabase()
const clock = testClock()
const HOUR = 3_600_000
const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs)

beforeEach(() => database.reset())

async function boostedUntil(userId: number) {
  const [row] = await database.db
    .select({ until: users.boostedUntil })
    .from(users)
    .where(eq(users.id, userId))
  return row?.until ?? null
}
function boost(
  userId: number,
  endOffsetMs: number,
  extra: Partial<typeof boosts.$inferInsert> = {},
) {
  return database.db
    .insert(boosts)
    .values({ userId, startTime: at(-HOUR), endTime: at(endOffsetMs), ...extra })
    .returning()
    .then(([row]) => row!)
}

describe('users.boosted_until follows the member’s boosts (trigger, migration 0016)', () => {
  it('is the latest end of the active boosts, and null without any', async () => {
    const member = await insertMember(database.db)
    const other = await insertMember(database.db)
    expect(await boostedUntil(member.id)).toBeNull()

    const first = await boost(member.id, 2 * HOUR)
    expect(await boostedUntil(member.id)).toEqual(at(2 * HOUR))
    const later = await boost(member.id, 5 * HOUR)
    await boost(member.id, 9 * HOUR, { isActive: false })
    expect(await boostedUntil(member.id)).toEqual(at(5 * HOUR))
    expect(await boostedUntil(other.id)).toBeNull()

    await database.db.update(boosts).set({ isActive: false }).where(eq(boosts.id, later.id))
    expect(await boostedUntil(member.id)).toEqual(at(2 * HOUR))
    await database.db.delete(boosts).where(eq(boosts.id, first.id))
    expect(await boostedUntil(member.id)).toBeNull()
  })

  it('is set by a boost started through the app, in the boost’s own transaction', async () => {
    const member = await insertMember(database.db, { membershipTier: 'premium' })
    const window = await database.db.transaction((tx) =>
      startBoost(tx, {
        userId: member.id,
        durationHours: 24,
        clientId: crypto.randomUUID(),
        now: clock.now(),
      }),
    )
    expect(await boostedUntil(member.id)).toEqual(new Date(window.endTime))
  })

  it('moves with a boost given to another member (an update of user_id)', async () => {
    const [a, b] = [await insertMember(database.db), await insertMember(database.db)]
    const row = await boost(a.id, HOUR)
    await database.db.update(boosts).set({ userId: b.id }).where(eq(boosts.id, row.id))
    expect(await boostedUntil(a.id)).toBeNull()
    expect(await boostedUntil(b.id)).toEqual(at(HOUR))
  })

  it('goes with the account: deleting a boosted member deletes their boosts cleanly', async () => {
    const member = await insertMember(database.db)
    await boost(member.id, HOUR)
    await database.db.delete(users).where(eq(users.id, member.id))
    expect(await database.db.select().from(boosts)).toEqual([])
  })
})

describe('clearEndedBoosts', () => {
  it('clears the ends that have passed, keeps running boosts and the boosts table', async () => {
    const [ended, running, never] = [
      await insertMember(database.db),
      await insertMember(database.db),
      await insertMember(database.db),
    ]
    await boost(ended.id, -1)
    await boost(running.id, HOUR)

    expect(await clearEndedBoosts(database.db, clock.now())).toBe(1)
    expect(await boostedUntil(ended.id)).toBeNull()
    expect(await boostedUntil(running.id)).toEqual(at(HOUR))
    expect(await boostedUntil(never.id)).toBeNull()
    expect(await database.db.select().from(boosts)).toHaveLength(2)
    expect(await clearEndedBoosts(database.db, clock.now())).toBe(0)
  })

  it('runs at start and then every hour until stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    try {
      const member = await insertMember(database.db)
      await boost(member.id, HOUR)
      let now = at(2 * HOUR)
      const schedule = scheduleBoostSweep({ db: database.db, clock: () => now })
      await eventually(async () => expect(await boostedUntil(member.id)).toBeNull())

      await boost(member.id, 3 * HOUR)
      now = at(4 * HOUR)
      await vi.advanceTimersByTimeAsync(BOOST_SWEEP_INTERVAL_MS)
      await eventually(async () => expect(await boostedUntil(member.id)).toBeNull())

      await schedule.stop()
      await boost(member.id, 5 * HOUR)
      now = at(6 * HOUR)
      await vi.advanceTimersByTimeAsync(3 * BOOST_SWEEP_INTERVAL_MS)
      expect(vi.getTimerCount()).toBe(0)
      expect(await boostedUntil(member.id)).toEqual(at(5 * HOUR))
    } finally {
      vi.useRealTimers()
    }
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('concurrent boosts (PostgreSQL only)', () => {
  let second: OpenedDatabase | undefined
  afterAll(() => second?.close())

  it('keeps the latest end when two boosts of one member commit at the same time', async () => {
    second ??= await openDatabase({ kind: 'postgres', url: database.url! })
    for (let round = 0; round < 5; round++) {
      const member = await insertMember(database.db)
      // The longer boost takes the member's row and commits while the shorter one waits for the
      // row: the shorter one must then read the latest end again, not the one before that commit.
      let releaseFirst!: () => void
      const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve))
      const first = database.db.transaction(async (tx) => {
        await tx
          .insert(boosts)
          .values({ userId: member.id, startTime: at(-HOUR), endTime: at(8 * HOUR) })
        await firstHolds
      })
      await new Promise((resolve) => setTimeout(resolve, 50))
      const secondBoost = second.db.insert(boosts).values({
        userId: member.id,
        startTime: at(-HOUR),
        endTime: at(HOUR),
      })
      await new Promise((resolve) => setTimeout(resolve, 50))
      releaseFirst()
      await Promise.all([first, secondBoost])
      expect(await boostedUntil(member.id)).toEqual(at(8 * HOUR))
    }
  })
})
