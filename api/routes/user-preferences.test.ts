import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { DEFAULT_MATCH_PREFERENCES } from '#shared/schemas/preferences.ts'
import { DiscoverPageSchema } from '#shared/schemas/discover.ts'
import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { users, type UserRow } from '../db/schema.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
const clock = testClock()
let app: ReturnType<typeof testApp>['app']
let member: UserRow
let cookie: string

beforeEach(async () => {
  await database.reset()
  app = testApp(database.db, { clock: clock.now }).app
  member = await insertMember(database.db, { age: 40 })
  cookie = await sessionCookie(database.db, member.id, clock.now())
})

function patch(id: number, body: unknown, as: string | null = cookie) {
  return app.request(`/api/users/${id}`, {
    method: 'PATCH',
    headers: jsonHeaders(as ?? undefined),
    body: JSON.stringify(body),
  })
}

async function storedPreferences(id = member.id) {
  const [row] = await database.db
    .select({ matchPreferences: users.matchPreferences })
    .from(users)
    .where(eq(users.id, id))
  return row!.matchPreferences
}

describe('PATCH /api/users/:id {matchPreferences}', () => {
  it('refuses religious preferences (403) without consent, and keeps the secular ones', async () => {
    const unconsented = await insertMember(database.db, { religiousDataConsentAt: null })
    const as = await sessionCookie(database.db, unconsented.id, clock.now())
    const refused = await patch(
      unconsented.id,
      { matchPreferences: { ageRange: [30, 45], observesFasts: 'strictly' } },
      as,
    )
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({
      message: 'Consent to store religious data is required',
    })
    expect(await storedPreferences(unconsented.id)).toBeNull()
    const saved = await patch(unconsented.id, { matchPreferences: { ageRange: [30, 45] } }, as)
    expect(saved.status).toBe(200)
    expect(await storedPreferences(unconsented.id)).toMatchObject({ ageRange: [30, 45] })
  })

  it('saves the preferences with every default filled and answers the current user', async () => {
    const response = await patch(member.id, {
      matchPreferences: {
        ageRange: [30, 45],
        heightRange: [64, 76],
        acceptableJurisdictions: ['Orthodox Church in America (OCA)'],
        theologicalIssues: { contraception: 'important' },
        churchAttendance: 'weekly',
        wantsChildren: 'yes',
        numberOfChildren: 10,
      },
    })
    expect(response.status).toBe(200)
    const answer = CurrentUserSchema.parse(await response.json())
    expect(answer.id).toBe(member.id)
    expect(answer.email).toBe(member.email)
    const expected = {
      ...DEFAULT_MATCH_PREFERENCES,
      ageRange: [30, 45],
      heightRange: [64, 76],
      acceptableJurisdictions: ['Orthodox Church in America (OCA)'],
      theologicalIssues: {
        ...DEFAULT_MATCH_PREFERENCES.theologicalIssues,
        contraception: 'important',
      },
      churchAttendance: 'weekly',
      wantsChildren: 'yes',
      numberOfChildren: 10,
    }
    expect(answer.matchPreferences).toEqual(expected)
    expect(await storedPreferences()).toEqual(expected)

    const me = await app.request('/api/auth/user', { headers: { cookie } })
    expect((await me.json()).matchPreferences).toEqual(expected)
  })

  it('replaces earlier preferences on the next save (Save Progress, then Save Preferences)', async () => {
    await patch(member.id, { matchPreferences: { ageRange: [25, 30], wantsChildren: 'no' } })
    const response = await patch(member.id, { matchPreferences: { ageRange: [26, 31] } })
    expect(response.status).toBe(200)
    expect(await storedPreferences()).toMatchObject({ ageRange: [26, 31], wantsChildren: 'maybe' })
  })

  it.each([
    [{ ageRange: [17, 30] }, 'matchPreferences.ageRange.0: Age range must be between 18 and 65'],
    [{ ageRange: [30, 66] }, 'matchPreferences.ageRange.1: Age range must be between 18 and 65'],
    [
      { heightRange: [47, 70] },
      'matchPreferences.heightRange.0: Height range must be between 48 and 84',
    ],
    [
      { numberOfChildren: 11 },
      'matchPreferences.numberOfChildren: Number of children must be between 0 and 10',
    ],
    [
      { ageRange: [40, 30] },
      'matchPreferences.ageRange: Age range: minimum must not exceed maximum',
    ],
    [
      { heightRange: [72, 60] },
      'matchPreferences.heightRange: Height range: minimum must not exceed maximum',
    ],
  ])('refuses %j with 400 naming the field, and keeps what was stored', async (prefs, message) => {
    await patch(member.id, { matchPreferences: { ageRange: [25, 35] } })
    const response = await patch(member.id, { matchPreferences: prefs })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message })
    expect(await storedPreferences()).toMatchObject({ ageRange: [25, 35] })
  })

  it('refuses a choice that is not in the lists', async () => {
    const response = await patch(member.id, { matchPreferences: { observesFasts: 'always' } })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/^matchPreferences\.observesFasts: /)
    const ethnic = await patch(member.id, { matchPreferences: { ethnicBackgrounds: ['Martian'] } })
    expect(ethnic.status).toBe(400)
    expect((await ethnic.json()).message).toMatch(/^matchPreferences\.ethnicBackgrounds\.0: /)
    expect(await storedPreferences()).toBeNull()
  })

  it('refuses an empty update', async () => {
    const response = await patch(member.id, {})
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      message: 'Nothing to update: send matchPreferences, showMe or showDistance',
    })
  })

  it('answers 401 when signed out and 403 for another member, changing nothing', async () => {
    const other = await insertMember(database.db)
    const signedOut = await patch(member.id, { matchPreferences: {} }, null)
    expect(signedOut.status).toBe(401)
    expect(await signedOut.json()).toMatchObject({ message: 'Not signed in' })
    const forOther = await patch(other.id, { matchPreferences: { ageRange: [20, 21] } })
    expect(forOther.status).toBe(403)
    expect(await forOther.json()).toMatchObject({
      message: 'You can only act for your own account',
    })
    expect(await storedPreferences(other.id)).toBeNull()
    expect(await storedPreferences(member.id)).toBeNull()
  })

  it('changes the compatibility score another member sees in the deck when the age range changes', async () => {
    // The member (a woman of 40) and a man of 30 who sees her in his deck.
    const viewer = await insertMember(database.db, {
      gender: 'male',
      lookingFor: 'female',
      age: 30,
    })
    const viewerCookie = await sessionCookie(database.db, viewer.id, clock.now())
    async function scoreSeen() {
      const response = await app.request('/api/users', { headers: { cookie: viewerCookie } })
      expect(response.status).toBe(200)
      const item = DiscoverPageSchema.parse(await response.json()).items.find(
        (candidate) => candidate.id === member.id,
      )
      expect(item).toBeDefined()
      return item!.compatibilityScore!
    }
    expect((await patch(member.id, { matchPreferences: { ageRange: [25, 35] } })).status).toBe(200)
    const within = await scoreSeen()
    expect((await patch(member.id, { matchPreferences: { ageRange: [50, 65] } })).status).toBe(200)
    const outside = await scoreSeen()
    expect(outside).toBeLessThan(within)
  })
})
