import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { hashPassword } from '../auth/password.ts'
import { openDatabase, type Database, type OpenedDatabase } from '../db/connect.ts'
import { rateLimitHits, reports, users } from '../db/schema.ts'
import { insertMember, sessionCookie, signupBody } from '../testing/members.ts'
import { testJpeg } from '../testing/photos.ts'
import { jsonHeaders, testApp, testClock, testConfig } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { clearOldHits } from './counter.ts'
import { RATE_LIMITS } from './limits.ts'

/**
 * Each limited route answers 429 with Retry-After and a message once its limit is used up, and
 * the count holds across two API instances on one database (on PostgreSQL, each with its own
 * pool, as two processes or machines have).
 */

const database = useTestDatabase()
const HOUR = 3_600_000
const PDF = new TextEncoder().encode('%PDF-1.7\n% a letter from Fr. Ioan\n')

let second: OpenedDatabase | undefined
afterAll(() => second?.close())
/** The other instance's database: its own pool on PostgreSQL, the same PGlite otherwise. */
async function otherProcessDb(): Promise<Database> {
  if (!database.url) return database.db
  second ??= await openDatabase({ kind: 'postgres', url: database.url, poolSize: 10 })
  return second.db
}

let dataDir: string
beforeEach(async () => {
  await database.reset()
  dataDir = mkdtempSync(join(tmpdir(), 'oh-rate-limits-'))
})
afterEach(() => rmSync(dataDir, { recursive: true, force: true }))

/** Two API instances on the same database and clock; `send` alternates between them. */
async function twoInstances(overrides: Record<string, string> = {}) {
  const clock = testClock()
  const config = testConfig({ DATA_DIR: dataDir, ...overrides })
  const instances = [
    testApp(database.db, { clock: clock.now, config }),
    testApp(await otherProcessDb(), { clock: clock.now, config }),
  ]
  let turn = 0
  const send = (path: string, init: RequestInit) => instances[turn++ % 2]!.app.request(path, init)
  const json = (method: string, path: string, body: unknown, cookie?: string) =>
    send(path, { method, headers: jsonHeaders(cookie), body: JSON.stringify(body) })
  const multipart = (method: string, path: string, parts: Record<string, Blob>, cookie: string) => {
    const form = new FormData()
    for (const [name, value] of Object.entries(parts)) form.append(name, value)
    return send(path, { method, headers: { origin: 'http://localhost', cookie }, body: form })
  }
  const setAddress = (address: string) => instances.forEach((i) => i.setAddress(address))
  return { clock, send, json, multipart, setAddress }
}

async function expectTooMany(response: Response, retryAfterSeconds: number, message: string) {
  expect(response.status).toBe(429)
  expect(response.headers.get('retry-after')).toBe(String(retryAfterSeconds))
  expect(await response.json()).toMatchObject({ message })
}

const countOf = async (table: typeof users | typeof reports) =>
  (await database.db.select().from(table)).length

describe('sign-up: 20 per hour from one address', () => {
  it('refuses the 21st with 429, creating no account, until the hour has passed', async () => {
    const { json, clock, setAddress } = await twoInstances()
    for (let i = 0; i < RATE_LIMITS['sign-up'].max; i++) {
      expect((await json('POST', '/api/auth/signup', signupBody())).status).toBe(201)
    }
    const refused = await json('POST', '/api/auth/signup', signupBody())
    await expectTooMany(
      refused,
      3600,
      'Too many sign-ups from this network. Please try again in 60 minutes.',
    )
    expect(await countOf(users)).toBe(20)

    setAddress('198.51.100.9')
    expect((await json('POST', '/api/auth/signup', signupBody())).status).toBe(201)
    setAddress('203.0.113.1')
    clock.advance(HOUR)
    expect((await json('POST', '/api/auth/signup', signupBody())).status).toBe(201)
  })

  it('lets exactly 20 of 30 parallel sign-ups through, across both instances', async () => {
    const { json } = await twoInstances()
    const answers = await Promise.all(
      // Different names: 30 parallel Sofia Georgious would race for one username (accounts.ts).
      Array.from({ length: 30 }, (_, i) =>
        json(
          'POST',
          '/api/auth/signup',
          signupBody({ lastName: `Georgiou${'abcdef'[i % 6]}${'ghijk'[i % 5]}` }),
        ),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([...Array<number>(20).fill(201), ...Array<number>(10).fill(429)])
    expect(await countOf(users)).toBe(20)
  })

  it('is raised, not removed, by RATE_LIMIT_SCALE', async () => {
    const { json, clock } = await twoInstances({ RATE_LIMIT_SCALE: '2' })
    const at = clock.now()
    await database.db
      .insert(rateLimitHits)
      .values(Array.from({ length: 39 }, () => ({ key: 'sign-up:203.0.113.1', at })))
    expect((await json('POST', '/api/auth/signup', signupBody())).status).toBe(201)
    expect((await json('POST', '/api/auth/signup', signupBody())).status).toBe(429)
  })
})

describe('password checks: 5 wrong passwords per account in 15 minutes', () => {
  it('refuses deleting the account after 5 wrong passwords, even with the right one, and keeps it', async () => {
    const { json, clock } = await twoInstances()
    const member = await insertMember(database.db, { password: await hashPassword('right-one') })
    const cookie = await sessionCookie(database.db, member.id, clock.now())
    for (let i = 0; i < 5; i++) {
      const wrong = await json('DELETE', '/api/privacy/account', { password: 'wrong' }, cookie)
      expect(wrong.status).toBe(403)
    }
    const refused = await json('DELETE', '/api/privacy/account', { password: 'right-one' }, cookie)
    await expectTooMany(refused, 900, 'Too many password attempts. Please try again in 15 minutes.')
    expect(await database.db.select().from(users).where(eq(users.id, member.id))).toHaveLength(1)

    clock.advance(15 * 60 * 1000)
    expect(
      (await json('DELETE', '/api/privacy/account', { password: 'right-one' }, cookie)).status,
    ).toBe(204)
    expect(await database.db.select().from(users).where(eq(users.id, member.id))).toEqual([])
  })

  it('counts wrong passwords at sign-in and at account deletion together', async () => {
    const { json, clock } = await twoInstances()
    const member = await insertMember(database.db, { password: await hashPassword('right-one') })
    const cookie = await sessionCookie(database.db, member.id, clock.now())
    for (let i = 0; i < 3; i++) {
      const login = { email: member.email, password: 'wrong' }
      expect((await json('POST', '/api/auth/login', login)).status).toBe(401)
    }
    for (let i = 0; i < 2; i++) {
      const wrong = await json('DELETE', '/api/privacy/account', { password: 'wrong' }, cookie)
      expect(wrong.status).toBe(403)
    }
    const login = { email: member.email, password: 'right-one' }
    expect((await json('POST', '/api/auth/login', login)).status).toBe(429)
  })
})

describe('reports: 20 per member per day', () => {
  it('refuses the 21st with 429, storing no report, until the day has passed', async () => {
    const { json, clock } = await twoInstances()
    const reporter = await insertMember(database.db)
    const cookie = await sessionCookie(database.db, reporter.id, clock.now())
    const others = await Promise.all(
      Array.from({ length: 22 }, () => insertMember(database.db, { gender: 'male' })),
    )
    const report = (reportedUserId: number) =>
      json('POST', '/api/reports', { reportedUserId, reason: 'spam' }, cookie)
    for (const other of others.slice(0, 20)) expect((await report(other.id)).status).toBe(201)

    await expectTooMany(
      await report(others[20]!.id),
      24 * 3600,
      'Too many reports. Please try again in 24 hours.',
    )
    expect(await countOf(reports)).toBe(20)
    clock.advance(24 * HOUR)
    expect((await report(others[21]!.id)).status).toBe(201)
  })
})

describe('uploads: 60 photos and letters per member per hour', () => {
  const letter = () => ({ deaconLetter: new File([PDF], 'letter.pdf') })
  const used = 'Too many uploads. Please try again in 60 minutes.'

  it('counts deacon letters, refuses the 61st with 429 and stores no file', async () => {
    const { multipart, clock } = await twoInstances()
    const member = await insertMember(database.db)
    const cookie = await sessionCookie(database.db, member.id, clock.now())
    const upload = () => multipart('POST', '/api/upload/deacon-letter', letter(), cookie)
    for (let i = 0; i < 60; i++) expect((await upload()).status).toBe(201)
    await expectTooMany(await upload(), 3600, used)
    expect(readdirSync(join(dataDir, 'uploads', 'deacon-letters'))).toHaveLength(60)
  })

  it('counts photos with letters: each photo route refuses once the hour’s 60 are used', async () => {
    const { multipart, clock } = await twoInstances()
    const member = await insertMember(database.db)
    const cookie = await sessionCookie(database.db, member.id, clock.now())
    const photo = () => ({
      photo: new File([new Uint8Array(jpeg)], 'photo.jpg', { type: 'image/jpeg' }),
    })
    const jpeg = await testJpeg({ width: 400, height: 500 })

    const added = await multipart('POST', '/api/profile/photos', photo(), cookie)
    expect(added.status).toBe(201)
    const { photoId } = (await added.json()) as { photoId: string }
    for (let i = 0; i < 59; i++) {
      expect((await multipart('POST', '/api/upload/deacon-letter', letter(), cookie)).status).toBe(
        201,
      )
    }
    for (const [method, path] of [
      ['POST', '/api/profile/photos'],
      ['PUT', `/api/profile/photos/${photoId}`],
      ['PUT', '/api/profile/photo'],
    ] as const) {
      await expectTooMany(await multipart(method, path, photo(), cookie), 3600, used)
    }
    const [row] = await database.db
      .select({ photos: users.photos })
      .from(users)
      .where(eq(users.id, member.id))
    expect(row?.photos.map((p) => p.id)).toEqual([photoId])
  })
})

describe('the counts no limit needs any more', () => {
  it('are deleted after the longest window (a day); younger ones stay', async () => {
    const now = new Date('2026-03-02T12:00:00Z')
    await database.db.insert(rateLimitHits).values([
      { key: 'sign-in:192.0.2.1', at: new Date(now.getTime() - 24 * HOUR - 1) },
      { key: 'report:7', at: new Date(now.getTime() - 23 * HOUR) },
    ])
    expect(await clearOldHits(database.db, now)).toBe(1)
    const left = await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)
    expect(left).toEqual([{ key: 'report:7' }])
  })
})
