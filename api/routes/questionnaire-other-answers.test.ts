import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { DiscoverPageSchema } from '#shared/schemas/discover.ts'
import { orthodoxQuestionnaireResponses as responses } from '../db/schema.ts'
import { saveQuestionnaireAnswers } from '../questionnaire/save-answers.ts'
import { memberApi } from '../testing/member-api.ts'
import { insertMember } from '../testing/members.ts'
import { testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
beforeEach(() => database.reset())

const TRADITION = 'Carpatho-Rusyn'
const LANGUAGE = 'Church Slavonic'
/** Both questions answered Other, each with its text. */
const BOTH_OTHER = {
  liturgicalTradition: 'other',
  languages: ['other'],
  otherAnswers: { liturgicalTradition: TRADITION, languages: LANGUAGE },
}

async function setup() {
  const clock = testClock()
  const member = await insertMember(database.db, { gender: 'female', lookingFor: 'male' })
  const other = await insertMember(database.db, { gender: 'male', lookingFor: 'female' })
  const api = await memberApi(database.db, clock.now, member)
  const otherApi = await memberApi(database.db, clock.now, other)
  const post = (body: unknown, path = '/api/questionnaire') => api.post(path, body)
  const stored = async () => (await database.db.select().from(responses))[0]?.otherAnswers
  return { api, otherApi, member, post, stored }
}

describe("the free-text 'Other' answers of POST /api/questionnaire(s)", () => {
  it('stores each text trimmed with the answers and answers it back', async () => {
    const { post, stored, api, member } = await setup()
    const response = await post({
      liturgicalTradition: 'other',
      languages: ['english', 'other'],
      otherAnswers: { liturgicalTradition: `  ${TRADITION} `, languages: LANGUAGE },
    })
    expect(response.status).toBe(200)
    const body = { liturgicalTradition: TRADITION, languages: LANGUAGE }
    expect(await response.json()).toMatchObject({ otherAnswers: body })
    expect(await stored()).toEqual(body)
    // The wide questionnaire's path reads the same row.
    const read = await api.get(`/api/questionnaires/${member.id}`)
    expect(await read.json()).toMatchObject({ liturgicalTradition: 'other', otherAnswers: body })
  })

  it('keeps a saved text when a save leaves it out, and clears one sent as null or empty', async () => {
    const { post, stored } = await setup()
    await post(BOTH_OTHER)
    expect((await post({ prayerFrequency: 'daily' })).status).toBe(200)
    expect(await stored()).toEqual({ liturgicalTradition: TRADITION, languages: LANGUAGE })
    await post({ otherAnswers: { languages: null } })
    expect(await stored()).toEqual({ liturgicalTradition: TRADITION })
    await post({ otherAnswers: { liturgicalTradition: '   ' } }, '/api/questionnaires')
    expect(await stored()).toEqual({})
  })

  it("clears a text once its question's answer is no longer Other, and never keeps one without it", async () => {
    const { post, stored } = await setup()
    await post(BOTH_OTHER)
    const response = await post({ liturgicalTradition: 'greek' })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({ otherAnswers: { languages: LANGUAGE } })
    await post({ languages: ['English'], otherAnswers: { languages: LANGUAGE } })
    expect(await stored()).toEqual({})
    // A text sent for a question answered otherwise is not kept.
    await post({ liturgicalTradition: 'russian', otherAnswers: { liturgicalTradition: TRADITION } })
    expect(await stored()).toEqual({})
  })

  it.each([
    [{ languages: 'x'.repeat(201) }, 'otherAnswers.languages: Must be at most 200 characters'],
    [{ liturgicalTradition: 7 }, 'otherAnswers.liturgicalTradition: Must be text'],
    [
      { prayerFrequency: 'hourly' },
      "otherAnswers: prayerFrequency: No 'Other' choice to describe (only liturgicalTradition, languages)",
    ],
  ])('refuses %o with 400 naming the field, changing nothing', async (otherAnswers, message) => {
    const { post } = await setup()
    await post({ liturgicalTradition: 'other', otherAnswers: { liturgicalTradition: TRADITION } })
    const response = await post({ liturgicalTradition: 'greek', otherAnswers })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message })
    const [row] = await database.db.select().from(responses)
    expect(row).toMatchObject({
      liturgicalTradition: 'other',
      otherAnswers: { liturgicalTradition: TRADITION },
    })
  })

  it("goes into the member's data export, and never into another member's view of them", async () => {
    const { post, api, otherApi, member } = await setup()
    await post({
      prayerFrequency: 'daily',
      liturgicalTradition: 'other',
      otherAnswers: { liturgicalTradition: TRADITION },
    })
    const exported = await api.get('/api/privacy/export')
    expect(exported.status).toBe(200)
    expect((await exported.json()).questionnaire).toMatchObject({
      otherAnswers: { liturgicalTradition: TRADITION },
    })

    const seen = [await otherApi.get('/api/users'), await otherApi.get(`/api/users/${member.id}`)]
    for (const response of seen) {
      expect(response.status).toBe(200)
      const text = await response.text()
      expect(text).toContain(member.firstName)
      expect(text).not.toContain(TRADITION)
    }
  })

  it('does not count in the score: two different texts beside Other still agree', async () => {
    const { api, otherApi, member } = await setup()
    await api.post('/api/questionnaire', {
      liturgicalTradition: 'other',
      otherAnswers: { liturgicalTradition: TRADITION },
    })
    await otherApi.post('/api/questionnaire', {
      liturgicalTradition: 'other',
      otherAnswers: { liturgicalTradition: 'Old Believer' },
    })
    const deck = DiscoverPageSchema.parse(await (await otherApi.get('/api/users')).json())
    expect(deck.items.find((item) => item.id === member.id)?.theologicalScore).toBe(100)
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "keeps both texts when a member's first two saves run at once (PostgreSQL)",
    async () => {
      const now = testClock().now()
      for (let round = 0; round < 10; round++) {
        const member = await insertMember(database.db)
        await Promise.all([
          saveQuestionnaireAnswers(
            database.db,
            member.id,
            { liturgicalTradition: 'other', otherAnswers: { liturgicalTradition: TRADITION } },
            now,
          ),
          saveQuestionnaireAnswers(
            database.db,
            member.id,
            { languages: ['other'], otherAnswers: { languages: LANGUAGE } },
            now,
          ),
        ])
        const [row] = await database.db
          .select()
          .from(responses)
          .where(eq(responses.userId, member.id))
        expect({ round, texts: row!.otherAnswers }).toEqual({
          round,
          texts: { liturgicalTradition: TRADITION, languages: LANGUAGE },
        })
      }
    },
  )
})
