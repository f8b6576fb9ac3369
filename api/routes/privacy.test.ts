import { eq, inArray, or } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { PrivacyExportSchema } from '#shared/schemas/privacy.ts'
import { hashPassword } from '../auth/password.ts'
import {
  blocks,
  clergyReferences,
  likes,
  rateLimitHits,
  matches,
  messages,
  orthodoxQuestionnaireResponses as questionnaires,
  passes,
  passRewinds,
  deckRestarts,
  pushSubscriptions,
  reports,
  sessions,
  users,
} from '../db/schema.ts'
import { insertMatch } from '../testing/matches.ts'
import { clergyReferenceAnswers } from '../testing/clergy-references.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, sessionCookieFrom, testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
beforeEach(() => database.reset())

const PASSWORD = 'a-long-password'
const UNDONE_AT = new Date('2026-03-01T12:05:00Z')
const reference = clergyReferenceAnswers

async function setup(consent = true) {
  const clock = testClock()
  const member = await insertMember(database.db, {
    firstName: 'Anna',
    password: await hashPassword(PASSWORD),
    jurisdiction: 'GOARCH',
    churchAttendanceFrequency: 'Weekly',
    spiritualFatherName: 'Fr. Nicholas',
    religiousDataConsentAt: consent ? new Date('2026-01-01T00:00:00Z') : null,
  })
  const other = await insertMember(database.db, {
    firstName: 'Basil',
    gender: 'male',
    lookingFor: 'female',
    bio: 'Other bio',
    spiritualFatherName: 'Fr. Secret',
  })
  const cookie = await sessionCookie(database.db, member.id, clock.now())
  const otherCookie = await sessionCookie(database.db, other.id, clock.now())
  const { app } = testApp(database.db, { clock: clock.now })
  const send = (method: string, path: string, body?: unknown, as: string | null = cookie) =>
    app.request(path, {
      method,
      headers: jsonHeaders(as ?? undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  const memberRow = async () =>
    (await database.db.select().from(users).where(eq(users.id, member.id)))[0]
  return { app, clock, member, other, cookie, otherCookie, send, memberRow }
}

describe('PUT /api/privacy/consent', () => {
  it('records consent, keeps the first date on a repeat, and shows it in GET /api/auth/user', async () => {
    const { send, memberRow, clock } = await setup(false)
    expect((await memberRow())!.religiousDataConsentAt).toBeNull()
    expect(await (await send('GET', '/api/auth/user')).json()).toMatchObject({
      religiousDataConsentAt: null,
    })

    const given = await send('PUT', '/api/privacy/consent', { religiousData: true })
    expect(given.status).toBe(200)
    const at = clock.now().toISOString()
    expect(await given.json()).toEqual({ religiousDataConsentAt: at })
    clock.advance(60_000)
    const again = await send('PUT', '/api/privacy/consent', { religiousData: true })
    expect(await again.json()).toEqual({ religiousDataConsentAt: at })
    expect((await memberRow())!.religiousDataConsentAt?.toISOString()).toBe(at)
    expect(await (await send('GET', '/api/auth/user')).json()).toMatchObject({
      religiousDataConsentAt: at,
    })
  })

  it('withdrawing deletes the questionnaire and clergy reference and clears the faith fields, in one go', async () => {
    const { send, member, other, memberRow } = await setup()
    expect((await send('POST', '/api/questionnaire', { prayerFrequency: 'daily' })).status).toBe(
      200,
    )
    expect((await send('POST', '/api/clergy-reference', reference)).status).toBe(201)
    const preferences = { ageRange: [30, 45], acceptableJurisdictions: ['Serbian Orthodox'] }
    expect(
      (await send('PATCH', `/api/users/${member.id}`, { matchPreferences: preferences })).status,
    ).toBe(200)
    // The other member's faith data stays.
    await database.db.insert(questionnaires).values({ userId: other.id, prayerFrequency: 'weekly' })

    const withdrawn = await send('PUT', '/api/privacy/consent', { religiousData: false })
    expect(withdrawn.status).toBe(200)
    expect(await withdrawn.json()).toEqual({ religiousDataConsentAt: null })

    const row = (await memberRow())!
    expect(row).toMatchObject({
      religiousDataConsentAt: null,
      denomination: null,
      jurisdiction: null,
      churchAttendanceFrequency: null,
      spiritualFatherName: null,
      clergyVerificationStatus: 'none',
      // Not religious data: kept.
      firstName: 'Anna',
      location: 'Chicago',
    })
    // The preferences keep their secular part; the religious part is back at the defaults.
    expect(row.matchPreferences).toMatchObject({ ageRange: [30, 45], acceptableJurisdictions: [] })
    const leftQuestionnaires = await database.db.select().from(questionnaires)
    expect(leftQuestionnaires.map((r) => r.userId)).toEqual([other.id])
    expect(
      await database.db
        .select()
        .from(clergyReferences)
        .where(eq(clergyReferences.userId, member.id)),
    ).toEqual([])
    // And new faith data is refused until consent is given again.
    const refused = await send('POST', '/api/questionnaire', { prayerFrequency: 'daily' })
    expect(refused.status).toBe(403)
  })

  it('refuses a bad body with 400 naming the field, and a visitor with 401; nothing changes', async () => {
    const { send, memberRow } = await setup()
    const bad = await send('PUT', '/api/privacy/consent', { religiousData: 'yes' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/^religiousData: /)
    const anonymous = await send('PUT', '/api/privacy/consent', { religiousData: false }, null)
    expect(anonymous.status).toBe(401)
    expect((await memberRow())!.religiousDataConsentAt).not.toBeNull()
    expect((await memberRow())!.jurisdiction).toBe('GOARCH')
  })
})

describe('consent is required to write religious data', () => {
  it('POST /api/questionnaire and POST /api/clergy-reference answer 403 without consent and store nothing', async () => {
    const { send, member } = await setup(false)
    const questionnaire = await send('POST', '/api/questionnaire', {
      userId: member.id,
      prayerFrequency: 'daily',
    })
    expect(questionnaire.status).toBe(403)
    expect(await questionnaire.json()).toMatchObject({
      message: 'Consent to store religious data is required',
    })
    const clergy = await send('POST', '/api/clergy-reference', reference)
    expect(clergy.status).toBe(403)
    expect(await clergy.json()).toMatchObject({
      message: 'Consent to store religious data is required',
    })
    expect(await database.db.select().from(questionnaires)).toEqual([])
    expect(await database.db.select().from(clergyReferences)).toEqual([])

    await send('PUT', '/api/privacy/consent', { religiousData: true })
    expect(
      (await send('POST', '/api/questionnaire', { userId: member.id, prayerFrequency: 'daily' }))
        .status,
    ).toBe(200)
  })

  it('sign-up records consent only when religiousDataConsent is true', async () => {
    const { app } = testApp(database.db)
    const signUp = (email: string, extra: Record<string, unknown>) =>
      app.request('/api/auth/signup', {
        method: 'POST',
        headers: jsonHeaders(),
        body: JSON.stringify({
          email,
          password: PASSWORD,
          firstName: 'Irina',
          lastName: 'Volkova',
          birthDate: '1996-05-01',
          gender: 'female',
          lookingFor: 'male',
          ...extra,
        }),
      })
    const withConsent = await signUp('with@example.org', { religiousDataConsent: true })
    expect(withConsent.status).toBe(201)
    expect((await withConsent.json()).religiousDataConsentAt).toEqual(expect.any(String))
    const without = await signUp('without@example.org', {})
    expect(without.status).toBe(201)
    expect((await without.json()).religiousDataConsentAt).toBeNull()
    const bad = await signUp('bad@example.org', { religiousDataConsent: false })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/^religiousDataConsent: /)
    const emails = (await database.db.select({ email: users.email }).from(users)).map(
      (r) => r.email,
    )
    expect(emails.sort()).toEqual(['with@example.org', 'without@example.org'])
  })
})

describe('GET /api/privacy/export', () => {
  it('is a JSON download of everything held about the member, with no other member’s private data', async () => {
    const { send, member, other } = await setup()
    await send('POST', '/api/questionnaire', { prayerFrequency: 'daily' })
    await send('POST', '/api/clergy-reference', reference)
    const third = await insertMember(database.db, { firstName: 'Chris', gender: 'male' })
    await database.db.insert(likes).values([
      { fromUserId: member.id, toUserId: other.id },
      { fromUserId: third.id, toUserId: member.id },
    ])
    await database.db.insert(passes).values({ fromUserId: member.id, toUserId: third.id })
    await database.db.insert(passRewinds).values([
      {
        clientId: crypto.randomUUID(),
        fromUserId: member.id,
        toUserId: other.id,
        rewoundAt: UNDONE_AT,
      },
      {
        clientId: crypto.randomUUID(),
        fromUserId: member.id,
        toUserId: null,
        rewoundAt: UNDONE_AT,
      },
    ])
    await database.db.insert(deckRestarts).values({
      clientId: crypto.randomUUID(),
      memberId: member.id,
      restartedAt: UNDONE_AT,
      passesForgotten: 4,
    })
    await insertMatch(database.db, member.id, other.id)
    await database.db.insert(messages).values([
      { fromUserId: member.id, toUserId: other.id, content: 'Christ is risen!' },
      { fromUserId: other.id, toUserId: member.id, content: 'Truly He is risen!' },
      { fromUserId: other.id, toUserId: third.id, content: 'Not hers to see' },
    ])
    await database.db.insert(blocks).values({ blockerId: member.id, blockedId: third.id })
    await database.db.insert(pushSubscriptions).values({
      userId: member.id,
      endpoint: 'https://push.example/secret-token',
      p256dh: 'p',
      auth: 'a',
    })
    await database.db
      .insert(reports)
      .values({ reporterId: member.id, reportedId: third.id, reason: 'spam', details: 'ads' })

    const response = await send('GET', '/api/privacy/export')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      new RegExp(
        `^attachment; filename="orthodox-hearts-data-${member.id}-\\d{4}-\\d\\d-\\d\\d\\.json"$`,
      ),
    )
    const text = await response.text()
    const data = PrivacyExportSchema.parse(JSON.parse(text))
    expect(data.profile).toMatchObject({
      id: member.id,
      email: member.email,
      firstName: 'Anna',
      spiritualFatherName: 'Fr. Nicholas',
    })
    expect(data.profile).not.toHaveProperty('password')
    expect(data.consent.religiousDataConsentAt).toBe('2026-01-01T00:00:00.000Z')
    expect(data.settings).toEqual({
      showMe: true,
      showDistance: true,
      showReadReceipts: true,
      notifyNewMatches: true,
      notifyMessages: true,
      notifyLikes: true,
      showAtEvents: false,
      messagesFromPhotoVerifiedOnly: false,
      language: 'en',
    })
    expect(data.photoVerification).toBeNull()
    expect(text).not.toContain('secret-token')
    expect(data.pushDevices).toEqual([
      { pushService: 'https://push.example', createdAt: expect.any(String) as string },
    ])
    expect(data.questionnaire).toMatchObject({ prayerFrequency: 'daily' })
    expect(data.clergyReference).toMatchObject({ clergyName: 'Fr. Nicholas Kostas' })
    expect(data.likesGiven.map((l) => l.userId)).toEqual([other.id])
    expect(data.likesReceived.map((l) => l.userId)).toEqual([third.id])
    expect(data.passes.map((p) => p.userId)).toEqual([third.id])
    expect(data.passesUndone).toEqual([{ userId: other.id, createdAt: UNDONE_AT.toISOString() }])
    expect(data.startOvers).toEqual([{ restartedAt: UNDONE_AT.toISOString(), passesForgotten: 4 }])
    expect(data.matches.map((m) => m.member)).toEqual([{ id: other.id, firstName: 'Basil' }])
    expect(data.messagesSent.map((m) => m.content)).toEqual(['Christ is risen!'])
    expect(data.messagesReceived.map((m) => m.content)).toEqual(['Truly He is risen!'])
    expect(data.blocks.map((b) => b.userId)).toEqual([third.id])
    expect(data.reports).toMatchObject([{ userId: third.id, reason: 'spam', details: 'ads' }])
    // Nothing private of the other members: not their emails, bios, last names or faith data.
    for (const secret of [other.email, third.email, 'Other bio', 'Fr. Secret', 'Not hers to see']) {
      expect(text).not.toContain(secret)
    }
    expect(text).not.toContain('$argon2')
  })

  it('answers 401 to a visitor', async () => {
    const { send } = await setup()
    expect((await send('GET', '/api/privacy/export', undefined, null)).status).toBe(401)
  })
})

describe('DELETE /api/privacy/account', () => {
  it('with the right password deletes the member and every row of theirs, ends every session and clears the cookie', async () => {
    const { send, member, other, otherCookie, clock } = await setup()
    await send('POST', '/api/questionnaire', { prayerFrequency: 'daily' })
    await send('POST', '/api/clergy-reference', reference)
    await database.db.insert(likes).values({ fromUserId: other.id, toUserId: member.id })
    await insertMatch(database.db, member.id, other.id)
    await database.db
      .insert(messages)
      .values({ fromUserId: other.id, toUserId: member.id, content: 'Hello' })
    await database.db.insert(rateLimitHits).values(
      [`password:${member.email}`, `upload:${member.id}`, `report:${member.id}`].map((key) => ({
        key,
        at: new Date('2026-03-01T11:59:00Z'),
      })),
    )
    await database.db.insert(rateLimitHits).values({ key: `upload:${other.id}` })
    const secondDevice = await sessionCookie(database.db, member.id, clock.now())

    const response = await send('DELETE', '/api/privacy/account', { password: PASSWORD })
    expect(response.status).toBe(204)
    expect(response.headers.get('set-cookie')).toMatch(/oh_session=;.*Max-Age=0/i)
    expect(sessionCookieFrom(response)).toBeUndefined()

    expect(await database.db.select().from(users).where(eq(users.id, member.id))).toEqual([])
    const mine = (table: typeof likes | typeof messages) =>
      database.db
        .select()
        .from(table)
        .where(or(eq(table.fromUserId, member.id), eq(table.toUserId, member.id)))
    expect(await mine(likes)).toEqual([])
    expect(await mine(messages)).toEqual([])
    expect(await database.db.select().from(matches)).toEqual([])
    expect(await database.db.select().from(questionnaires)).toEqual([])
    expect(await database.db.select().from(clergyReferences)).toEqual([])
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual(
      [],
    )
    const counted = await database.db.select({ key: rateLimitHits.key }).from(rateLimitHits)
    expect(counted).toEqual([{ key: `upload:${other.id}` }])
    // The other member is untouched, and the deleted member's devices are signed out.
    expect(
      await database.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.id, [other.id])),
    ).toEqual([{ id: other.id }])
    expect((await send('GET', '/api/auth/user', undefined, otherCookie)).status).toBe(200)
    expect((await send('GET', '/api/auth/user', undefined, secondDevice)).status).toBe(401)
    // Cannot sign in again.
    const login = await send(
      'POST',
      '/api/auth/login',
      { email: member.email, password: PASSWORD },
      null,
    )
    expect(login.status).toBe(401)
  })

  it('with a wrong password answers 403 and changes nothing', async () => {
    const { send, member, memberRow } = await setup()
    const response = await send('DELETE', '/api/privacy/account', { password: 'not-my-password' })
    expect(response.status).toBe(403)
    expect(await response.json()).toMatchObject({ message: 'Password is incorrect' })
    expect((await memberRow())!.id).toBe(member.id)
    expect((await send('GET', '/api/auth/user')).status).toBe(200)
  })

  it('refuses a missing password with 400, and a visitor with 401', async () => {
    const { send, memberRow } = await setup()
    const missing = await send('DELETE', '/api/privacy/account', {})
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({ message: 'password: Password is required' })
    const anonymous = await send('DELETE', '/api/privacy/account', { password: PASSWORD }, null)
    expect(anonymous.status).toBe(401)
    expect(await memberRow()).toBeDefined()
  })
})
