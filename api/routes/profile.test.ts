import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { users } from '../db/schema.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, testApp } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { completeProfile } from '../testing/profiles.ts'

const database = useTestDatabase()
beforeEach(() => database.reset())

/** What the spec's client adds on submit; none of it may reach the account. */
const clientPlaceholders = {
  username: 'elenapopescu',
  email: 'elena@placeholder.example',
  password: 'placeholder-password',
  gender: 'male',
  lookingFor: 'female',
  minAge: 25,
  maxAge: 45,
  maxDistance: 10000,
  profileCompletionStep: 5,
}

async function setup(overrides: Partial<typeof users.$inferInsert> = {}) {
  const member = await insertMember(database.db, {
    email: 'elena@example.org',
    password: '$argon2id$kept',
    gender: 'female',
    lookingFor: 'male',
    denomination: null,
    location: null,
    country: null,
    ...overrides,
  })
  const cookie = await sessionCookie(database.db, member.id)
  const { app } = testApp(database.db)
  const post = (body: unknown, signedIn = true) =>
    app.request('/api/profile', {
      method: 'POST',
      headers: jsonHeaders(signedIn ? cookie : undefined),
      body: JSON.stringify(body),
    })
  const stored = async () =>
    (await database.db.select().from(users).where(eq(users.id, member.id)))[0]!
  return { member, post, stored }
}

describe('POST /api/profile', () => {
  it('is idempotent: a replay of the same submit (an outbox retry) answers and stores the same', async () => {
    const { post, stored } = await setup()
    const body = { ...completeProfile, clientId: '3f0c9a52-7d1e-4b8e-9a43-2f6d1c0e5b7a' }
    const first = await post(body)
    const afterFirst = await stored()
    const replay = await post(body)
    expect(first.status).toBe(200)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual(await first.json())
    expect(await stored()).toEqual(afterFirst)
    expect(afterFirst).toMatchObject({ location: 'Bucharest', profileCompletionStep: 5 })
  })

  it('saves every field, sets step 5 and answers the current user', async () => {
    const { member, post, stored } = await setup()
    const response = await post({ ...completeProfile, ...clientPlaceholders })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      id: member.id,
      email: 'elena@example.org',
      firstName: 'Elena',
      denomination: 'Romanian Orthodox',
      location: 'Bucharest',
      profileCompletionStep: 5,
    })
    expect(body).not.toHaveProperty('password')
    const row = await stored()
    const { deaconLetterUrl, ...saved } = completeProfile
    expect(row).toMatchObject(saved)
    expect(row.deaconLetterUrl).toBe(deaconLetterUrl)
    expect(row.profileCompletionStep).toBe(5)
  })

  it('refuses the faith fields (403) without consent to store religious data, changing nothing', async () => {
    const { post, stored } = await setup({ religiousDataConsentAt: null })
    const response = await post(completeProfile)
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({
      message: 'Consent to store religious data is required',
    })
    const row = await stored()
    expect(row.denomination).toBeNull()
    expect(row.profileCompletionStep).toBe(0)
    expect(row.occupation).toBeNull()
  })

  it('cannot change the email, password, username, gender or age range', async () => {
    const { member, post, stored } = await setup()
    expect((await post({ ...completeProfile, ...clientPlaceholders })).status).toBe(200)
    const row = await stored()
    expect(row).toMatchObject({
      email: 'elena@example.org',
      password: '$argon2id$kept',
      username: member.username,
      gender: 'female',
      lookingFor: 'male',
      minAge: member.minAge,
      maxAge: member.maxAge,
    })
  })

  it('clears optional fields sent empty', async () => {
    const { post, stored } = await setup()
    await post({ ...completeProfile, bio: '  ', spiritualFatherName: '', cupSize: null })
    const row = await stored()
    expect(row).toMatchObject({ bio: null, spiritualFatherName: null, cupSize: null })
  })

  it.each([
    [{ firstName: ' ' }, 'firstName: First name is required'],
    [{ age: 17 }, 'age: Must be at least 18'],
    [{ age: 81 }, 'age: Must be under 80'],
    [{ location: '' }, 'location: Location is required'],
    [{ country: 'France' }, 'country: Country is required'],
    [{ weight: 50 }, 'weight: Weight must be realistic'],
    [{ race: undefined }, 'race: Race/ethnicity is required'],
    [{ height: '' }, 'height: Height is required'],
    [{ income: -1 }, 'income: Income cannot be negative'],
    [{ occupation: '' }, 'occupation: Occupation is required'],
    [{ denomination: 'Catholic' }, 'denomination: Denomination is required'],
    [{ jurisdiction: undefined }, 'jurisdiction: Jurisdiction is required'],
    [{ loveLanguage: 'Money' }, 'loveLanguage: Love language is required'],
  ])('refuses %o with 400 naming the field and changes nothing', async (change, message) => {
    const { post, stored } = await setup()
    const response = await post({ ...completeProfile, ...change })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ message })
    const row = await stored()
    expect(row.profileCompletionStep).toBe(0)
    expect(row.denomination).toBeNull()
  })

  it('takes only a letter this member uploaded as deaconLetterUrl', async () => {
    const { member, post, stored } = await setup()
    const own = `uploads/deacon-letters/${member.id}-3f2a.pdf`
    expect((await post({ ...completeProfile, deaconLetterUrl: own })).status).toBe(200)
    expect((await stored()).deaconLetterUrl).toBe(own)
    for (const foreign of [
      `uploads/deacon-letters/${member.id + 1}-3f2a.pdf`,
      'https://evil.example/letter.pdf',
      `uploads/deacon-letters/${member.id}-../../x`,
    ]) {
      const response = await post({ ...completeProfile, deaconLetterUrl: foreign })
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({
        message: 'deaconLetterUrl: Upload the letter first',
      })
    }
    expect((await stored()).deaconLetterUrl).toBe(own)
    // Unchanged on a later save, and clearable.
    expect((await post({ ...completeProfile, deaconLetterUrl: own })).status).toBe(200)
    expect((await post({ ...completeProfile, deaconLetterUrl: '' })).status).toBe(200)
    expect((await stored()).deaconLetterUrl).toBeNull()
  })

  it('answers 401 when signed out and changes nothing', async () => {
    const { post, stored } = await setup()
    const response = await post(completeProfile, false)
    expect(response.status).toBe(401)
    expect((await stored()).profileCompletionStep).toBe(0)
  })
})
