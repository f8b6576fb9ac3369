import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { DiscoverPageSchema } from '#shared/schemas/discover.ts'
import { StoredQuestionnaireResponseSchema } from '#shared/schemas/questionnaire.ts'
import { orthodoxQuestionnaireResponses as responses } from '../db/schema.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
beforeEach(() => database.reset())

async function setup() {
  const clock = testClock()
  const member = await insertMember(database.db, { gender: 'female', lookingFor: 'male' })
  const other = await insertMember(database.db, { gender: 'male', lookingFor: 'female' })
  const cookie = await sessionCookie(database.db, member.id, clock.now())
  const otherCookie = await sessionCookie(database.db, other.id, clock.now())
  const { app } = testApp(database.db, { clock: clock.now })
  const post = (body: unknown, as: string | null = cookie) =>
    app.request('/api/questionnaire', {
      method: 'POST',
      headers: jsonHeaders(as ?? undefined),
      body: JSON.stringify(body),
    })
  const get = (userId: number | string, as: string | null = cookie) =>
    app.request(`/api/questionnaire/${userId}`, { headers: as ? { cookie: as } : {} })
  const rows = () => database.db.select().from(responses)
  return { app, clock, member, other, cookie, otherCookie, post, get, rows }
}

describe('POST /api/questionnaire', () => {
  it('saves a partial set of answers, then completes them into the same row', async () => {
    const { member, post, get, rows, clock } = await setup()
    const first = await post({
      userId: member.id,
      believesOrthodoxChurch: 'yes',
      prayerFrequency: 'daily',
    })
    expect(first.status).toBe(200)
    const saved = StoredQuestionnaireResponseSchema.parse(await first.json())
    expect(saved).toMatchObject({
      userId: member.id,
      believesOrthodoxChurch: 'yes',
      prayerFrequency: 'daily',
      divorcePosition: null,
      isConvert: false,
      languages: null,
    })

    clock.advance(60_000)
    const second = await post({
      prayerFrequency: 'weekly',
      divorcePosition: 'strongly_disagree',
      traditionalGenderRoles: 'true',
      liturgicalTradition: 'greek',
      spouseMustPray: 'important',
      isConvert: true,
      languages: ['English', 'Greek'],
    })
    expect(second.status).toBe(200)
    const all = await rows()
    expect(all).toHaveLength(1)
    // Fields left out keep their saved value; the row is the same one.
    expect(all[0]).toMatchObject({
      id: saved.id,
      userId: member.id,
      believesOrthodoxChurch: 'yes',
      prayerFrequency: 'weekly',
      divorcePosition: 'strongly_disagree',
      traditionalGenderRoles: 'true',
      liturgicalTradition: 'greek',
      spouseMustPray: 'important',
      isConvert: true,
      bornOrthodox: false,
      languages: ['English', 'Greek'],
    })
    expect(all[0]!.updatedAt.getTime()).toBeGreaterThan(all[0]!.createdAt.getTime())

    const read = await get(member.id)
    expect(read.status).toBe(200)
    expect(StoredQuestionnaireResponseSchema.parse(await read.json())).toMatchObject({
      id: saved.id,
      prayerFrequency: 'weekly',
      languages: ['English', 'Greek'],
    })
  })

  it("stores the assessment's beliefs on its scale beside the faith profile's words", async () => {
    const { post, rows } = await setup()
    await post({ believesOrthodoxChurch: 'yes', believesRealPresence: 'unsure' })
    const response = await post({
      believesRealPresence: 'strongly_agree',
      believesIconVeneration: 'neutral',
      divorcePosition: 'disagree',
      bornOrthodox: true,
    })
    expect(response.status).toBe(200)
    expect((await rows())[0]).toMatchObject({
      believesOrthodoxChurch: 'yes',
      believesRealPresence: 'strongly_agree',
      believesIconVeneration: 'neutral',
      divorcePosition: 'disagree',
      bornOrthodox: true,
    })
  })

  it('clears an answer sent as null', async () => {
    const { post, rows } = await setup()
    await post({ prayerFrequency: 'daily', fastingFrequency: 'weekly' })
    expect((await post({ prayerFrequency: null })).status).toBe(200)
    expect((await rows())[0]).toMatchObject({ prayerFrequency: null, fastingFrequency: 'weekly' })
  })

  it.each([
    [
      { believesRealPresence: 'maybe' },
      'believesRealPresence: Choose one of: yes, no, unsure, strongly_agree, agree, neutral, disagree, strongly_disagree',
    ],
    [
      { prayerFrequency: 'hourly' },
      'prayerFrequency: Choose one of: daily, weekly, monthly, rarely, never',
    ],
    [{ spouseStayHome: 3 }, 'spouseStayHome: Choose one of: true, false'],
    [{ isConvert: 'yes' }, 'isConvert: isConvert must be true or false'],
    [{ languages: 'Greek' }, 'languages: languages must be a list of languages'],
    [{ userId: 0 }, 'userId: Must be a positive whole number'],
  ])('refuses %o with 400 naming the field and saves nothing', async (body, message) => {
    const { post, rows } = await setup()
    const response = await post({ believesOrthodoxChurch: 'yes', ...body })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message })
    expect(await rows()).toEqual([])
  })

  it('refuses a language outside the list, naming its place', async () => {
    const { post, rows } = await setup()
    const response = await post({ languages: ['English', 'Klingon'] })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/^languages\.1: /)
    expect(await rows()).toEqual([])
  })

  it('answers 401 signed out and 403 for another member, changing nothing', async () => {
    const { post, other, rows } = await setup()
    const signedOut = await post({ prayerFrequency: 'daily' }, null)
    expect(signedOut.status).toBe(401)
    const forOther = await post({ userId: other.id, prayerFrequency: 'daily' })
    expect(forOther.status).toBe(403)
    expect(await forOther.json()).toMatchObject({
      message: 'You can only act for your own account',
    })
    expect(await rows()).toEqual([])
  })
})

describe('GET /api/questionnaire/:userId', () => {
  it("answers 404 before any save, 403 for another member's answers, 401 signed out", async () => {
    const { member, other, get, post, otherCookie } = await setup()
    const none = await get(member.id)
    expect(none.status).toBe(404)
    expect(await none.json()).toMatchObject({ message: 'No saved questionnaire' })
    await post({ prayerFrequency: 'daily' }, otherCookie)
    const foreign = await get(other.id)
    expect(foreign.status).toBe(403)
    expect(await foreign.json()).not.toHaveProperty('prayerFrequency')
    expect((await get(member.id, null)).status).toBe(401)
    expect((await get('abc')).status).toBe(400)
  })
})

describe('saved answers reach the discover deck', () => {
  it("changes the theological score another member's deck shows", async () => {
    const { app, member, post, otherCookie } = await setup()
    const deckScore = async () => {
      const response = await app.request('/api/users', { headers: { cookie: otherCookie } })
      expect(response.status).toBe(200)
      const item = DiscoverPageSchema.parse(await response.json()).items.find(
        (i) => i.id === member.id,
      )
      return item!.theologicalScore
    }
    await post({ prayerFrequency: 'daily', believesOrthodoxChurch: 'yes' }, otherCookie)
    // The member has not answered yet: no score (issue #35), not a default.
    expect(await deckScore()).toBeNull()

    expect((await post({ prayerFrequency: 'daily', believesOrthodoxChurch: 'yes' })).status).toBe(
      200,
    )
    expect(await deckScore()).toBe(100)

    expect((await post({ prayerFrequency: 'never', believesOrthodoxChurch: 'no' })).status).toBe(
      200,
    )
    expect(await deckScore()).toBe(0)
    const stored = await database.db.select().from(responses).where(eq(responses.userId, member.id))
    expect(stored[0]!.prayerFrequency).toBe('never')
  })
})
