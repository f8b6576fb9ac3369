import { beforeEach, describe, expect, it } from 'vitest'
import { StoredQuestionnaireResponseSchema } from '#shared/schemas/questionnaire.ts'
import { orthodoxQuestionnaireResponses as responses } from '../db/schema.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

/** The wide questionnaire's calls (profile-faith-parish §7): POST /api/questionnaires, GET …/{userId}. */
const database = useTestDatabase()
beforeEach(() => database.reset())

async function setup() {
  const clock = testClock()
  const member = await insertMember(database.db, { gender: 'female', lookingFor: 'male' })
  const other = await insertMember(database.db, { gender: 'male', lookingFor: 'female' })
  const cookie = await sessionCookie(database.db, member.id, clock.now())
  const { app } = testApp(database.db, { clock: clock.now })
  const post = (path: string, body: unknown, as: string | null = cookie) =>
    app.request(path, {
      method: 'POST',
      headers: jsonHeaders(as ?? undefined),
      body: JSON.stringify(body),
    })
  const get = (userId: number | string, as: string | null = cookie) =>
    app.request(`/api/questionnaires/${userId}`, { headers: as ? { cookie: as } : {} })
  const rows = () => database.db.select().from(responses)
  return { clock, member, other, post, get, rows }
}

describe('POST /api/questionnaires', () => {
  it('autosaves progress, then the final submit completes the same one row', async () => {
    const { member, post, get, rows, clock } = await setup()
    const progress = await post('/api/questionnaires', {
      userId: member.id,
      believesOrthodoxChurch: 'yes',
    })
    expect(progress.status).toBe(200)
    const saved = StoredQuestionnaireResponseSchema.parse(await progress.json())
    expect(saved).toMatchObject({ userId: member.id, believesOrthodoxChurch: 'yes' })

    clock.advance(2_000)
    const final = await post('/api/questionnaires', {
      userId: member.id,
      believesOrthodoxChurch: 'yes',
      prayerFrequency: 'daily',
      bornOrthodox: true,
      isConvert: false,
      liturgicalTradition: 'serbian',
      languages: ['English', 'Serbian'],
      traditionalWedding: 'important',
    })
    expect(final.status).toBe(200)
    const all = await rows()
    expect(all).toHaveLength(1)
    expect(all[0]).toMatchObject({
      id: saved.id,
      prayerFrequency: 'daily',
      bornOrthodox: true,
      liturgicalTradition: 'serbian',
      languages: ['English', 'Serbian'],
      traditionalWedding: 'important',
    })

    const read = await get(member.id)
    expect(read.status).toBe(200)
    expect(StoredQuestionnaireResponseSchema.parse(await read.json())).toMatchObject({
      id: saved.id,
      languages: ['English', 'Serbian'],
    })
  })

  it('shares the row with the faith profile: answers of either call are read by both', async () => {
    const { member, post, get, rows } = await setup()
    await post('/api/questionnaire', { prayerFrequency: 'weekly' })
    await post('/api/questionnaires', { fastingFrequency: 'monthly' })
    expect(await rows()).toHaveLength(1)
    expect(await (await get(member.id)).json()).toMatchObject({
      prayerFrequency: 'weekly',
      fastingFrequency: 'monthly',
    })
  })

  it('refuses a bad answer with 400 naming the field, saving nothing', async () => {
    const { post, rows } = await setup()
    const response = await post('/api/questionnaires', {
      believesOrthodoxChurch: 'yes',
      spouseMustPray: 'essential',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/^spouseMustPray: Choose one of: /)
    expect(await rows()).toEqual([])
  })

  it('answers 401 signed out and 403 for another member, changing nothing', async () => {
    const { post, other, rows } = await setup()
    expect((await post('/api/questionnaires', { prayerFrequency: 'daily' }, null)).status).toBe(401)
    const forOther = await post('/api/questionnaires', {
      userId: other.id,
      prayerFrequency: 'daily',
    })
    expect(forOther.status).toBe(403)
    expect(await forOther.json()).toMatchObject({
      message: 'You can only act for your own account',
    })
    expect(await rows()).toEqual([])
  })
})

describe('GET /api/questionnaires/:userId', () => {
  it('answers 404 before any save, 403 for another member, 401 signed out, 400 for a bad id', async () => {
    const { member, other, get } = await setup()
    const none = await get(member.id)
    expect(none.status).toBe(404)
    expect(await none.json()).toMatchObject({ message: 'No saved questionnaire' })
    expect((await get(other.id)).status).toBe(403)
    expect((await get(member.id, null)).status).toBe(401)
    const bad = await get('abc')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toHaveProperty('message')
  })
})
