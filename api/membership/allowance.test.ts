import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { userUsage } from '../db/schema.ts'
import { insertMember } from '../testing/members.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { consumeAllowance, usageOf } from './allowance.ts'

const database = useTestDatabase()
const now = new Date('2026-11-22T12:00:00Z') // a Sunday

beforeEach(() => database.reset())

describe('consumeAllowance', () => {
  it('lets exactly 25 of 40 parallel likes of a free member through, each in its own transaction', async () => {
    const member = await insertMember(database.db)
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        database.db.transaction((tx) => consumeAllowance(tx, member.id, 'like', now)),
      ),
    )
    expect(results.filter((r) => r.allowed)).toHaveLength(25)
    const [row] = await database.db.select().from(userUsage).where(eq(userUsage.userId, member.id))
    expect(row?.likesUsed).toBe(25)
  })

  it('does not count an action whose transaction rolls back', async () => {
    const member = await insertMember(database.db)
    await expect(
      database.db.transaction(async (tx) => {
        await consumeAllowance(tx, member.id, 'message', now)
        throw new Error('the insert failed')
      }),
    ).rejects.toThrow('the insert failed')
    expect((await usageOf(database.db, member.id, now)).messagesToday).toBe(0)
  })

  it('counts but never refuses an unlimited tier', async () => {
    const member = await insertMember(database.db, { membershipTier: 'premium' })
    for (let i = 0; i < 30; i++)
      expect((await consumeAllowance(database.db, member.id, 'like', now)).allowed).toBe(true)
    expect((await usageOf(database.db, member.id, now)).likesToday).toBe(30)
  })

  it('refuses a boost to a free member (limit 0) and gives premium one a month', async () => {
    const free = await insertMember(database.db)
    expect(await consumeAllowance(database.db, free.id, 'boost', now)).toEqual({
      allowed: false,
      limit: 0,
    })
    const premium = await insertMember(database.db, { membershipTier: 'premium' })
    expect((await consumeAllowance(database.db, premium.id, 'boost', now)).allowed).toBe(true)
    expect(
      (await consumeAllowance(database.db, premium.id, 'boost', new Date('2026-11-30T23:00:00Z')))
        .allowed,
    ).toBe(false)
    expect(
      (await consumeAllowance(database.db, premium.id, 'boost', new Date('2026-12-01T00:00:01Z')))
        .allowed,
    ).toBe(true)
  })

  it('starts a new super-like week on Monday 00:00 UTC', async () => {
    const member = await insertMember(database.db)
    const sunday = new Date('2026-11-22T23:59:59Z')
    const monday = new Date('2026-11-23T00:00:01Z')
    expect((await consumeAllowance(database.db, member.id, 'superlike', sunday)).allowed).toBe(true)
    expect((await consumeAllowance(database.db, member.id, 'superlike', sunday)).allowed).toBe(
      false,
    )
    expect((await consumeAllowance(database.db, member.id, 'superlike', monday)).allowed).toBe(true)
  })

  it('reports the usage of the current windows', async () => {
    const member = await insertMember(database.db, { membershipTier: 'verified' })
    await consumeAllowance(database.db, member.id, 'like', now)
    await consumeAllowance(database.db, member.id, 'message', now)
    await consumeAllowance(database.db, member.id, 'superlike', now)
    await consumeAllowance(database.db, member.id, 'boost', now)
    expect(await usageOf(database.db, member.id, now)).toEqual({
      likesToday: 1,
      messagesToday: 1,
      superlikesThisWeek: 1,
      boostsThisMonth: 1,
    })
    expect(
      (await usageOf(database.db, member.id, new Date('2026-11-23T00:00:00Z'))).likesToday,
    ).toBe(0)
  })
})
