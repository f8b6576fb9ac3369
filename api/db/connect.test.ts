import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestDatabase } from '../testing/test-db.ts'
import { configuredDatabase, migrate, openDatabase, type Database } from './connect.ts'
import { TABLE_NAMES } from './empty-database.ts'
import { likes, matches, users } from './schema.ts'
import { uniqueViolation } from './errors.ts'

const database = useTestDatabase()

async function publicTables(db: Database): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  )
  const rows = Array.isArray(result) ? result : (result as { rows: { table_name: string }[] }).rows
  return rows.map((row) => row.table_name)
}

const member = (n: number) => ({
  username: `member${n}`,
  email: `member${n}@example.org`,
  password: '!',
  firstName: 'Member',
  lastName: `${n}`,
  birthDate: '1996-05-01',
  gender: 'male',
  lookingFor: 'female',
})

describe(`the committed migrations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('create every table of the schema, and applying them again changes nothing', async () => {
    expect(await publicTables(database.db)).toEqual([...TABLE_NAMES].sort())
    await migrate(database.db)
    expect(await publicTables(database.db)).toEqual([...TABLE_NAMES].sort())
  })

  it('apply the spec defaults to a new member', async () => {
    const [row] = await database.db.insert(users).values(member(1)).returning()
    expect(row).toMatchObject({
      isVerified: false,
      minAge: 18,
      maxAge: 50,
      maxDistance: 10000,
      profileCompletionStep: 0,
      membershipTier: 'free',
      clergyVerificationStatus: 'none',
      showMe: true,
      showDistance: true,
      denomination: null,
      matchPreferences: null,
    })
  })

  it('keep one like per pair and one match per ordered pair', async () => {
    const [a, b] = await database.db
      .insert(users)
      .values([member(2), member(3)])
      .returning()
    await database.db.insert(likes).values({ fromUserId: a!.id, toUserId: b!.id })
    const duplicate = await database.db
      .insert(likes)
      .values({ fromUserId: a!.id, toUserId: b!.id })
      .catch((error: unknown) => error)
    expect(uniqueViolation(duplicate)).toBe('likes_from_to_unique')
    const reversed = await database.db
      .insert(matches)
      .values({ userId1: b!.id, userId2: a!.id })
      .catch((error: unknown) => error)
    expect(reversed).toBeInstanceOf(Error)
    expect(await database.db.select().from(matches)).toHaveLength(0)
  })

  it('forget the initials avatars the demo seed used to draw, and nothing else (0018)', async () => {
    const initials = 'data:image/svg+xml;utf8,%3Csvg%3EAB%3C%2Fsvg%3E'
    const [seeded, uploaded] = await database.db
      .insert(users)
      .values([
        { ...member(4), profileImageUrl: initials },
        { ...member(5), profileImageUrl: '/api/uploads/profile-photos/5-x.jpg' },
      ])
      .returning()
    const statement = readFileSync(
      join(import.meta.dirname, 'migrations', '0018_forget_initials_avatars.sql'),
      'utf8',
    )
    await database.db.execute(sql.raw(statement))
    const pictures = await database.db
      .select({ id: users.id, url: users.profileImageUrl })
      .from(users)
      .where(inArray(users.id, [seeded!.id, uploaded!.id]))
      .orderBy(users.id)
    expect(pictures).toEqual([
      { id: seeded!.id, url: null },
      { id: uploaded!.id, url: '/api/uploads/profile-photos/5-x.jpg' },
    ])
  })
})

describe('the embedded database', () => {
  it('is opened only in an absolute directory: an empty or relative one is refused', async () => {
    for (const directory of ['', 'pglite', './data/pglite'])
      await expect(openDatabase({ kind: 'pglite', directory })).rejects.toThrow(
        /needs an absolute directory/,
      )
  })

  it('is DATA_DIR/pglite with DATA_DIR resolved against the working directory, unless DATABASE_URL names a server', () => {
    expect(configuredDatabase({ DATA_DIR: './data' })).toEqual({
      kind: 'pglite',
      directory: join(process.cwd(), 'data', 'pglite'),
    })
    expect(
      configuredDatabase({
        DATA_DIR: './data',
        DATABASE_URL: 'postgres://db/app',
        DATABASE_POOL_SIZE: 3,
      }),
    ).toMatchObject({ kind: 'postgres', url: 'postgres://db/app', poolSize: 3 })
  })

  it('is open in one process at a time: a second opener is refused with the reason, and opens once the first has closed', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'oh-pglite-lock-'))
    const location = configuredDatabase({ DATA_DIR: dataDir })
    try {
      const first = await openDatabase(location)
      await migrate(first.db)
      await first.db.insert(users).values(member(9))
      await expect(openDatabase(location)).rejects.toThrow(
        /is open in another process of Orthodox Hearts\. Stop that one first/,
      )
      // The refused opener touched nothing: the first still reads and writes.
      await first.db.insert(users).values(member(10))
      await first.close()

      const second = await openDatabase(location)
      const rows = await second.db.select({ email: users.email }).from(users).orderBy(users.id)
      await second.close()
      expect(rows).toEqual([{ email: 'member9@example.org' }, { email: 'member10@example.org' }])
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)

  it('persists in DATA_DIR/pglite across restarts', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'oh-pglite-'))
    try {
      const first = await openDatabase(configuredDatabase({ DATA_DIR: dataDir }))
      expect(first.kind).toBe('pglite')
      await migrate(first.db)
      await first.db.insert(users).values(member(9))
      await first.close()

      const second = await openDatabase(configuredDatabase({ DATA_DIR: dataDir }))
      await migrate(second.db)
      const rows = await second.db.select({ email: users.email }).from(users)
      await second.close()
      expect(rows).toEqual([{ email: 'member9@example.org' }])
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('the connections to a PostgreSQL server', () => {
  it('run prepared statements on one generic plan and never start parallel workers', async () => {
    const result = await database.db.execute<{ plan: string; workers: string }>(
      sql`select current_setting('plan_cache_mode') as plan,
        current_setting('max_parallel_workers_per_gather') as workers`,
    )
    const rows = Array.isArray(result) ? result : (result as { rows: unknown[] }).rows
    expect(rows).toEqual([{ plan: 'force_generic_plan', workers: '0' }])
  })
})
