import { eq, getTableColumns } from 'drizzle-orm'
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest'
import { letterStoreFor } from '../http/deps.ts'
import { orthodoxQuestionnaireResponses, users } from '../db/schema.ts'
import { ProfileSchema } from '#shared/schemas/profile.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, testApp, testConfig } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { completeProfile, currentProfileEditVersion } from '../testing/profiles.ts'

const database = useTestDatabase()
beforeEach(() => database.reset())

const PDF = new TextEncoder().encode('%PDF-1.7\n% a letter from Fr. Ioan\n')

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
  /** A submit made from a builder opened now: baseVersion is the current profile edit version. */
  const submit = async (body: Record<string, unknown>) =>
    post({ baseVersion: await currentProfileEditVersion(database.db, member.id), ...body })
  return { member, post, submit, stored }
}

describe('POST /api/profile', () => {
  it('saves every field, sets step 5 and answers the current user', async () => {
    const { member, submit, stored } = await setup()
    const response = await submit({ ...completeProfile, ...clientPlaceholders })
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

  it('places the member at the city the location names, and nowhere for a place off the list (decision 037)', async () => {
    const { submit, stored } = await setup()
    expect((await submit({ ...completeProfile, location: 'Iasi, Moldova' })).status).toBe(200)
    expect(await stored()).toMatchObject({
      location: 'Iasi, Moldova',
      latitude: 47.16,
      longitude: 27.59,
    })
    // The same place again keeps the coordinates; another off the list has none.
    expect(
      (await submit({ ...completeProfile, location: 'Iasi, Moldova', bio: 'Hi' })).status,
    ).toBe(200)
    expect(await stored()).toMatchObject({ latitude: 47.16, longitude: 27.59 })
    expect((await submit({ ...completeProfile, location: 'Vaslui' })).status).toBe(200)
    expect(await stored()).toMatchObject({ latitude: null, longitude: null })
  })

  it('keeps coordinates set otherwise while the place stays the same', async () => {
    const { submit, stored } = await setup({
      location: 'Vaslui',
      country: 'Romania',
      latitude: 46.64,
      longitude: 27.73,
    })
    expect((await submit({ ...completeProfile, location: 'Vaslui' })).status).toBe(200)
    expect(await stored()).toMatchObject({ latitude: 46.64, longitude: 27.73 })
  })

  it('refuses the faith fields (403) without consent to store religious data, changing nothing', async () => {
    const { submit, stored } = await setup({ religiousDataConsentAt: null })
    const response = await submit(completeProfile)
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({
      message: 'Consent to store religious data is required',
    })
    const row = await stored()
    expect(row.denomination).toBeNull()
    expect(row.profileCompletionStep).toBe(0)
    expect(row.occupation).toBeNull()
  })

  it('cannot change the email, password, username, gender or age range', async () => {
    const { member, submit, stored } = await setup()
    expect((await submit({ ...completeProfile, ...clientPlaceholders })).status).toBe(200)
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
    const { submit, stored } = await setup()
    await submit({ ...completeProfile, bio: '  ', spiritualFatherName: '', cupSize: null })
    const row = await stored()
    expect(row).toMatchObject({ bio: null, spiritualFatherName: null, cupSize: null })
  })

  it.each([
    [{ firstName: ' ' }, 'firstName: First name is required'],
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
    const { submit, stored } = await setup()
    const response = await submit({ ...completeProfile, ...change })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message })
    const row = await stored()
    expect(row.profileCompletionStep).toBe(0)
    expect(row.denomination).toBeNull()
  })

  it('takes only a letter this member uploaded as deaconLetterUrl', async () => {
    const { member, submit, stored } = await setup()
    const own = await letterStoreFor(testConfig()).save(member.id, PDF, 'application/pdf')
    onTestFinished(() =>
      letterStoreFor(testConfig())
        .delete(member.id, own)
        .then(() => {}),
    )
    expect((await submit({ ...completeProfile, deaconLetterUrl: own })).status).toBe(200)
    expect((await stored()).deaconLetterUrl).toBe(own)
    for (const foreign of [
      `uploads/deacon-letters/${member.id + 1}-3f2a.pdf`,
      `uploads/deacon-letters/${member.id}-never-stored.pdf`,
      'https://evil.example/letter.pdf',
      `uploads/deacon-letters/${member.id}-../../x`,
    ]) {
      const response = await submit({ ...completeProfile, deaconLetterUrl: foreign })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        message: 'deaconLetterUrl: Upload the letter first',
      })
    }
    expect((await stored()).deaconLetterUrl).toBe(own)
    // Unchanged on a later save, and clearable.
    expect((await submit({ ...completeProfile, deaconLetterUrl: own })).status).toBe(200)
    expect((await submit({ ...completeProfile, deaconLetterUrl: '' })).status).toBe(200)
    expect((await stored()).deaconLetterUrl).toBeNull()
  })

  it('answers 401 when signed out and changes nothing', async () => {
    const { post, stored } = await setup()
    const response = await post(completeProfile, false)
    expect(response.status).toBe(401)
    expect((await stored()).profileCompletionStep).toBe(0)
  })
})

describe('POST /api/profile from an edit started on an older version (decisions 009, 011)', () => {
  const clientId = '3f0c9a52-7d1e-4b8e-9a43-2f6d1c0e5b7a'
  /** A submit queued in the outbox now: the current version and the row's clientId. */
  const queuedBody = async (memberId: number) => ({
    ...completeProfile,
    baseVersion: await currentProfileEditVersion(database.db, memberId),
    clientId,
  })

  it('applies when baseVersion is the current profile version, and answers the new version', async () => {
    const { member, post, stored } = await setup()
    const body = await queuedBody(member.id)
    const response = await post(body)
    expect(response.status).toBe(200)
    const row = await stored()
    expect(row).toMatchObject({ location: 'Bucharest', profileCompletionStep: 5 })
    expect(row.profileEditVersion).toBeGreaterThan(body.baseVersion)
    expect(await response.json()).toMatchObject({ profileEditVersion: row.profileEditVersion })
  })

  it('refuses a stale baseVersion with 409 and keeps the newer edit', async () => {
    const { member, post, stored } = await setup()
    const body = await queuedBody(member.id)
    // Another device changes the profile after this edit started.
    await database.db.update(users).set({ location: 'Iași' }).where(eq(users.id, member.id))
    const before = await stored()

    const response = await post(body)

    expect(response.status).toBe(409)
    expect(await response.json()).toMatchObject({
      message: 'Your profile was changed on another device after you started this edit',
    })
    expect(await stored()).toEqual(before)
  })

  it('applies over changes made meanwhile outside the builder: consent, settings, tier, questionnaire (decision 011)', async () => {
    const { member, post, stored } = await setup({ religiousDataConsentAt: null })
    const body = await queuedBody(member.id)
    // While the edit waits in the outbox, the member consents, changes settings, upgrades and
    // answers the questionnaire: none of it is a field the builder writes.
    await database.db
      .update(users)
      .set({
        religiousDataConsentAt: new Date(),
        showMe: false,
        showDistance: false,
        membershipTier: 'premium',
      })
      .where(eq(users.id, member.id))
    await database.db
      .insert(orthodoxQuestionnaireResponses)
      .values({ userId: member.id, prayerFrequency: 'daily' })
    expect(await currentProfileEditVersion(database.db, member.id)).toBe(body.baseVersion)

    const response = await post(body)

    expect(response.status).toBe(200)
    expect(await stored()).toMatchObject({
      location: 'Bucharest',
      showMe: false,
      membershipTier: 'premium',
      profileCompletionStep: 5,
    })
  })

  it('moves the edit version on a change of each field the builder writes, and only then', async () => {
    const { member, stored } = await setup()
    const columns = getTableColumns(users)
    for (const field of Object.keys(ProfileSchema.shape) as (keyof typeof columns)[]) {
      const version = (await stored()).profileEditVersion
      const before = (await stored())[field]
      const type = columns[field].dataType
      // The "show on my profile" choices are booleans (decision 051): flipped.
      const changed = type === 'number' ? 77 : type === 'boolean' ? !before : `changed ${field}`
      await database.db
        .update(users)
        .set({ [field]: changed })
        .where(eq(users.id, member.id))
      expect({ field, version: (await stored()).profileEditVersion }).toEqual({
        field,
        version: version + 1,
      })
    }
    // Writing the same values again is no change.
    const row = await stored()
    await database.db
      .update(users)
      .set({ firstName: row.firstName, bio: row.bio })
      .where(eq(users.id, member.id))
    expect((await stored()).profileEditVersion).toBe(row.profileEditVersion)
  })

  it('answers a replay of an applied submit (same clientId) with the member, changing nothing', async () => {
    const { member, post, stored } = await setup()
    const body = await queuedBody(member.id)
    const first = await post(body)
    const afterFirst = await stored()
    const replay = await post(body)
    expect(first.status).toBe(200)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual(await first.json())
    expect(await stored()).toEqual(afterFirst)
    // The same values from another submit (another clientId) are a conflict, not a replay.
    const other = await post({ ...body, clientId: '9b1c2d3e-4f50-4a6b-8c7d-0e1f2a3b4c5d' })
    expect(other.status).toBe(409)
    expect(await stored()).toEqual(afterFirst)
  })

  it('answers a late replay with the member as they are now, without applying it again', async () => {
    const { member, post, stored } = await setup()
    const body = await queuedBody(member.id)
    expect((await post(body)).status).toBe(200)
    await database.db.update(users).set({ location: 'Iași' }).where(eq(users.id, member.id))
    const before = await stored()

    const replay = await post(body)

    expect(replay.status).toBe(200)
    expect(await replay.json()).toMatchObject({ location: 'Iași', profileCompletionStep: 5 })
    expect(await stored()).toEqual(before)
  })

  it.each([
    [{}, 'baseVersion: Must be the profile version the edit started from'],
    [{ baseVersion: 0 }, 'baseVersion: Must be the profile version the edit started from'],
    [{ baseVersion: '3' }, 'baseVersion: Must be the profile version the edit started from'],
    [{ baseVersion: 1.5 }, 'baseVersion: Must be the profile version the edit started from'],
    [{ baseVersion: 1, clientId: 'x' }, 'clientId: Must be a UUID'],
  ])('refuses %o with 400 naming the field and changes nothing', async (extra, message) => {
    const { post, stored } = await setup()
    const before = await stored()
    const response = await post({ ...completeProfile, ...extra })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message })
    expect(await stored()).toEqual(before)
  })

  it('applies exactly one of two submits made at once from the same version', async () => {
    const { member, post, stored } = await setup()
    const base = await currentProfileEditVersion(database.db, member.id)
    const responses = await Promise.all(
      ['Cluj-Napoca', 'Timișoara'].map((location, i) =>
        post({
          ...completeProfile,
          location,
          baseVersion: base,
          clientId: `3f0c9a52-7d1e-4b8e-9a43-2f6d1c0e5b7${i}`,
        }),
      ),
    )
    expect(responses.map((r) => r.status).sort()).toEqual([200, 409])
    const applied = responses.findIndex((r) => r.status === 200)
    expect((await stored()).location).toBe(['Cluj-Napoca', 'Timișoara'][applied])
  })
})
