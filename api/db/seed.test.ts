import { and, eq, ne } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestDatabase } from '../testing/test-db.ts'
import { jsonHeaders, testApp } from '../testing/test-app.ts'
import { DEMO_EMAIL, DEMO_MEMBER_ID, DEMO_PASSWORD, buildDemoData } from './demo-data.ts'
import { DEMO_MODERATOR_EMAIL, DEMO_MODERATOR_PASSWORD } from './demo/moderator.ts'
import { hasNoMembers, seedDemo } from './seed.ts'
import { ParishesInViewSchema } from '#shared/schemas/parish.ts'
import { sessionCookie } from '../testing/members.ts'
import {
  clergyReferences,
  matches,
  moderationActions,
  parishes,
  photoVerifications,
  users,
} from './schema.ts'

const database = useTestDatabase()
const now = new Date('2026-03-01T12:00:00Z')
const MEMBERS = 12

beforeAll(async () => {
  expect(await hasNoMembers(database.db)).toBe(true)
  await seedDemo(database.db, { members: MEMBERS, now })
})

const login = (email: string, password: string) =>
  testApp(database.db).app.request('/api/auth/login', {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify({ email, password }),
  })

describe('seedDemo', () => {
  it('inserts what buildDemoData returns', async () => {
    const expected = buildDemoData({ members: MEMBERS, now })
    expect(await hasNoMembers(database.db)).toBe(false)
    // The demo members, and the demo moderator after them.
    expect(await database.db.select().from(users)).toHaveLength(expected.users.length + 1)
    const storedMatches = await database.db.select().from(matches)
    expect(storedMatches).toHaveLength(expected.matches.length)
    expect(storedMatches.every((match) => match.isMatch)).toBe(true)
  })

  it('makes Verified only the members a verified clergy reference and its audit row stand behind (decision 050)', async () => {
    const expected = buildDemoData({ members: MEMBERS, now })
    const verified = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.isVerified, true))
      .orderBy(users.id)
    expect(verified.map((m) => m.id)).toEqual(
      expected.users.filter((u) => u.isVerified).map((u) => u.id),
    )
    expect(verified.length).toBeGreaterThan(0)
    const references = await database.db
      .select({ userId: clergyReferences.userId })
      .from(clergyReferences)
      .where(eq(clergyReferences.status, 'verified'))
      .orderBy(clergyReferences.userId)
    expect(references).toEqual(verified.map((m) => ({ userId: m.id })))
    const audited = await database.db
      .select({ memberId: moderationActions.memberId })
      .from(moderationActions)
      .where(eq(moderationActions.action, 'verify-clergy'))
      .orderBy(moderationActions.memberId)
    expect(audited).toEqual(verified.map((m) => ({ memberId: m.id })))
  })

  it('photo-verifies every third member but the demo member, each with its audit row and main photo', async () => {
    const expected = buildDemoData({ members: MEMBERS, now })
    const badged = await database.db
      .select({ id: users.id, photos: users.photos })
      .from(users)
      .where(eq(users.photoVerified, true))
      .orderBy(users.id)
    expect(badged.map((m) => m.id)).toEqual([3, 9, 12])
    expect(expected.photoVerifications.map((v) => v.userId)).toEqual([3, 9, 12])
    const stored = await database.db
      .select()
      .from(photoVerifications)
      .orderBy(photoVerifications.userId)
    for (const [index, member] of badged.entries()) {
      expect(stored[index]).toMatchObject({
        userId: member.id,
        status: 'approved',
        selfieName: null,
        approvedPhotoName: member.photos[0]!.name,
      })
      expect(stored[index]!.approvedAt!.getTime()).toBeLessThan(now.getTime())
    }
    const audited = await database.db
      .select({ memberId: moderationActions.memberId })
      .from(moderationActions)
      .where(eq(moderationActions.action, 'verify-photo'))
      .orderBy(moderationActions.memberId)
    expect(audited).toEqual(badged.map((m) => ({ memberId: m.id })))
  })

  it('lets the demo member sign in as member 6', async () => {
    const response = await login(DEMO_EMAIL, DEMO_PASSWORD)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.id).toBe(DEMO_MEMBER_ID)
    expect(body.email).toBe(DEMO_EMAIL)
  })

  it('makes one demo moderator who can sign in and is in no deck', async () => {
    const response = await login(DEMO_MODERATOR_EMAIL, DEMO_MODERATOR_PASSWORD)
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ role: 'moderator', showMe: false })
    const moderators = await database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.role, 'moderator'))
    expect(moderators).toEqual([{ email: DEMO_MODERATOR_EMAIL }])
  })

  it('gives no other member a usable password', async () => {
    const others = await database.db
      .select({ password: users.password, email: users.email })
      .from(users)
      .where(and(ne(users.id, DEMO_MEMBER_ID), ne(users.email, DEMO_MODERATOR_EMAIL)))
    expect(new Set(others.map((row) => row.password))).toEqual(new Set(['!']))
    const response = await login(others[0]!.email, '!')
    expect(response.status).toBe(401)
    const [demo] = await database.db.select().from(users).where(eq(users.id, DEMO_MEMBER_ID))
    expect(demo?.password).toMatch(/^\$argon2id\$/)
  })

  it('stores the demo parishes, and the map finds the ones of Athens with their next events', async () => {
    const expected = buildDemoData({ members: MEMBERS, now })
    expect(await database.db.$count(parishes)).toBe(expected.parishes.length)
    expect(expected.parishes.length).toBeGreaterThanOrEqual(500)
    const cookie = await sessionCookie(database.db, DEMO_MEMBER_ID, now)
    const response = await testApp(database.db, { clock: () => now }).app.request(
      '/api/parishes?bbox=23.5,37.8,24,38.2',
      { headers: { cookie } },
    )
    expect(response.status).toBe(200)
    const answer = ParishesInViewSchema.parse(await response.json())
    expect(answer.parishes.length).toBeGreaterThan(5)
    for (const parish of answer.parishes) {
      expect(parish.jurisdiction).toBe('Church of Greece')
      expect(parish.address).toMatch(/(Athens|Piraeus)$/)
      expect(parish.events.length).toBeGreaterThanOrEqual(1)
      for (const event of parish.events)
        expect(Date.parse(event.eventDate)).toBeGreaterThanOrEqual(now.getTime())
    }
  })

  it('moves the id sequences past the seeded ids', async () => {
    const response = await testApp(database.db).app.request('/api/auth/signup', {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({
        email: 'newcomer@example.org',
        password: 'newcomer-password',
        firstName: 'New',
        lastName: 'Comer',
        birthDate: '1986-05-01',
        gender: 'male',
        lookingFor: 'female',
      }),
    })
    expect(response.status).toBe(201)
    // MEMBERS + 1 is the demo moderator.
    expect((await response.json()).id).toBe(MEMBERS + 2)
  })
})
