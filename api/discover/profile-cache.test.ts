import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { orthodoxQuestionnaireResponses, users } from '../db/schema.ts'
import { insertMember } from '../testing/members.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { ProfileCache } from './profile-cache.ts'

const database = useTestDatabase()
beforeEach(() => database.reset())

const versionOf = async (id: number) =>
  (await database.db.select({ v: users.profileVersion }).from(users).where(eq(users.id, id)))[0]?.v

describe('profile_version (migration 0004 triggers)', () => {
  it('moves on every change of the member row, and not on an update that changes nothing', async () => {
    const member = await insertMember(database.db)
    expect(member.profileVersion).toBe(1)
    await database.db.update(users).set({ bio: 'New bio' }).where(eq(users.id, member.id))
    expect(await versionOf(member.id)).toBe(2)
    await database.db.update(users).set({ bio: 'New bio' }).where(eq(users.id, member.id))
    expect(await versionOf(member.id)).toBe(2)
  })

  it('moves when the member takes, changes or removes the questionnaire', async () => {
    const member = await insertMember(database.db)
    await database.db
      .insert(orthodoxQuestionnaireResponses)
      .values({ userId: member.id, prayerFrequency: 'daily' })
    const afterInsert = await versionOf(member.id)
    expect(afterInsert).toBeGreaterThan(1)
    await database.db
      .update(orthodoxQuestionnaireResponses)
      .set({ prayerFrequency: 'weekly' })
      .where(eq(orthodoxQuestionnaireResponses.userId, member.id))
    const afterUpdate = await versionOf(member.id)
    expect(afterUpdate).toBeGreaterThan(afterInsert!)
    await database.db
      .delete(orthodoxQuestionnaireResponses)
      .where(eq(orthodoxQuestionnaireResponses.userId, member.id))
    expect(await versionOf(member.id)).toBeGreaterThan(afterUpdate!)
  })

  it('lets a member with answers be deleted (the answers go with them)', async () => {
    const member = await insertMember(database.db)
    await database.db
      .insert(orthodoxQuestionnaireResponses)
      .values({ userId: member.id, prayerFrequency: 'daily' })
    await database.db.delete(users).where(eq(users.id, member.id))
    expect(await versionOf(member.id)).toBeUndefined()
    expect(await database.db.select().from(orthodoxQuestionnaireResponses)).toHaveLength(0)
  })
})

describe('ProfileCache', () => {
  it('serves a member from memory at the version read, and reloads a newer one', async () => {
    const member = await insertMember(database.db, { firstName: 'Anna' })
    const cache = new ProfileCache()
    const first = await cache.resolve(database.db, [{ id: member.id, version: 1 }])
    expect(first.get(member.id)?.row.firstName).toBe('Anna')
    expect(cache.misses).toBe(1)

    // Changed in the database behind the cache's back: the same version still hits...
    await database.db.update(users).set({ firstName: 'Anastasia' }).where(eq(users.id, member.id))
    const again = await cache.resolve(database.db, [{ id: member.id, version: 1 }])
    expect(again.get(member.id)?.row.firstName).toBe('Anna')
    expect(cache.hits).toBe(1)

    // ...and the version a statement now reads loads the new row.
    const fresh = await cache.resolve(database.db, [
      { id: member.id, version: (await versionOf(member.id))! },
    ])
    expect(fresh.get(member.id)?.row.firstName).toBe('Anastasia')
    expect(cache.misses).toBe(2)
  })

  it('carries the questionnaire answers into the compatibility inputs', async () => {
    const member = await insertMember(database.db, { age: 33 })
    await database.db
      .insert(orthodoxQuestionnaireResponses)
      .values({ userId: member.id, prayerFrequency: 'daily' })
    const cache = new ProfileCache()
    const found = await cache.resolve(database.db, [
      { id: member.id, version: (await versionOf(member.id))! },
    ])
    expect(found.get(member.id)?.compatibility).toMatchObject({
      age: 33,
      answers: expect.objectContaining({ prayerFrequency: 'daily' }),
    })
  })

  it('reads a member once for requests that need them at the same time', async () => {
    const a = await insertMember(database.db, { firstName: 'Anna' })
    const b = await insertMember(database.db, { firstName: 'Vera' })
    let reads = 0
    const db = {
      select: ((...args: never[]) => {
        reads++
        return (database.db.select as (...a: never[]) => unknown)(...args)
      }) as typeof database.db.select,
    }
    const cache = new ProfileCache()
    const refs = [
      { id: a.id, version: 1 },
      { id: b.id, version: 1 },
    ]
    const answers = await Promise.all([1, 2, 3].map(() => cache.resolve(db, refs)))
    expect(reads).toBe(1)
    for (const found of answers) {
      expect([...found.values()].map((p) => p.row.firstName).sort()).toEqual(['Anna', 'Vera'])
    }
    // A version newer than the one a shared load read is read again.
    await database.db.update(users).set({ firstName: 'Anastasia' }).where(eq(users.id, a.id))
    const newer = await cache.resolve(db, [{ id: a.id, version: (await versionOf(a.id))! }])
    expect(newer.get(a.id)?.row.firstName).toBe('Anastasia')
    expect(reads).toBe(2)
  })

  it('leaves out members that do not exist and keeps at most its size', async () => {
    const a = await insertMember(database.db)
    const b = await insertMember(database.db)
    const cache = new ProfileCache(1)
    const found = await cache.resolve(database.db, [
      { id: a.id, version: 1 },
      { id: b.id, version: 1 },
      { id: 999_999, version: 1 },
    ])
    expect([...found.keys()].sort()).toEqual([a.id, b.id].sort())
    expect(cache.size).toBe(1)
  })
})
