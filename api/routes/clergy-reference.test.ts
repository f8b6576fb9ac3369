import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { clergyReferences, users } from '../db/schema.ts'
import { clergyReferenceAnswers } from '../testing/clergy-references.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
beforeEach(() => database.reset())

const reference = clergyReferenceAnswers

async function setup() {
  const member = await insertMember(database.db)
  const cookie = await sessionCookie(database.db, member.id)
  const clock = testClock()
  const { app } = testApp(database.db, { clock: clock.now })
  const post = (body: unknown, signedIn = true) =>
    app.request('/api/clergy-reference', {
      method: 'POST',
      headers: jsonHeaders(signedIn ? cookie : undefined),
      body: JSON.stringify(body),
    })
  const get = (signedIn = true) =>
    app.request('/api/clergy-reference', { headers: jsonHeaders(signedIn ? cookie : undefined) })
  const storedRows = () =>
    database.db.select().from(clergyReferences).where(eq(clergyReferences.userId, member.id))
  const verification = async () =>
    (
      await database.db
        .select({ status: users.clergyVerificationStatus })
        .from(users)
        .where(eq(users.id, member.id))
    )[0]!.status
  return { member, post, get, storedRows, verification, clock }
}

describe('POST /api/clergy-reference', () => {
  it('stores the reference, puts the member in pending review and answers 201 with it', async () => {
    const { member, post, storedRows, verification } = await setup()
    expect(await verification()).toBe('none')
    const response = await post(reference)
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toEqual({
      ...reference,
      id: expect.any(Number),
      statusOther: null,
      status: 'submitted',
      reviewedAt: null,
      reviewReason: null,
      createdAt: '2026-03-01T12:00:00.000Z',
    })
    const rows = await storedRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ ...reference, userId: member.id, status: 'submitted' })
    expect(await verification()).toBe('pending')
  })

  it('fills the spec defaults and keeps the specify text only for status other', async () => {
    const { post, storedRows } = await setup()
    const {
      statusWithChurch: _s,
      adheresToDoctrine: _a,
      attendsLiturgy: _l,
      clergyTitle: _t,
      ...names
    } = reference
    expect((await post({ ...names, statusOther: 'Inquirer' })).status).toBe(201)
    expect((await storedRows())[0]).toMatchObject({
      statusWithChurch: 'baptized',
      statusOther: null,
      adheresToDoctrine: 'yes',
      attendsLiturgy: 'yes',
      clergyTitle: 'priest',
    })
    await post({ ...reference, statusWithChurch: 'other', statusOther: '  Inquirer ' })
    expect((await storedRows())[0]).toMatchObject({
      statusWithChurch: 'other',
      statusOther: 'Inquirer',
    })
  })

  it('keeps one current reference per member: a resubmission replaces it', async () => {
    const { post, get, storedRows, clock } = await setup()
    const first = await (await post(reference)).json()
    clock.advance(60_000)
    const second = await (await post({ ...reference, clergyTitle: 'deacon' })).json()
    expect(second.id).toBe(first.id)
    const rows = await storedRows()
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ clergyTitle: 'deacon' })
    expect(await (await get()).json()).toMatchObject({
      clergyTitle: 'deacon',
      createdAt: '2026-03-01T12:01:00.000Z',
    })
  })

  it.each([
    ['fullName', 'Full name is required'],
    ['churchName', 'Church name is required'],
    ['churchJurisdiction', 'Church jurisdiction is required'],
    ['clergyName', 'Clergy name is required'],
    ['parishName', 'Parish name is required'],
    ['signature', 'Signature is required'],
  ])(
    'refuses a %s under two characters with 400 "%s" and stores nothing',
    async (field, message) => {
      const { post, storedRows, verification } = await setup()
      for (const value of [undefined, '', ' A ']) {
        const response = await post({ ...reference, [field]: value })
        expect(response.status).toBe(400)
        expect(await response.json()).toMatchObject({ message: `${field}: ${message}` })
      }
      expect(await storedRows()).toEqual([])
      expect(await verification()).toBe('none')
    },
  )

  it.each([
    [{ date: '' }, 'date: Date is required'],
    [{ date: undefined }, 'date: Date is required'],
    [{ statusWithChurch: 'orthodox' }, 'statusWithChurch: Choose a status with the Church'],
    [{ observesFasts: 'unknown' }, 'observesFasts: Choose yes, no or partial'],
    [{ attendsLiturgy: 'partial' }, 'attendsLiturgy: Choose yes, no or occasionally'],
    [{ currentlyUnmarried: 'unknown' }, 'currentlyUnmarried: Choose yes or no'],
    [{ clergyTitle: 'bishop' }, 'clergyTitle: Choose priest or deacon'],
  ])('refuses %o with 400 naming the field', async (change, message) => {
    const { post, storedRows } = await setup()
    const response = await post({ ...reference, ...change })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message })
    expect(await storedRows()).toEqual([])
  })

  it('refuses a body that is not JSON with 400', async () => {
    const { member } = await setup()
    const cookie = await sessionCookie(database.db, member.id)
    const { app } = testApp(database.db)
    const response = await app.request('/api/clergy-reference', {
      method: 'POST',
      headers: jsonHeaders(cookie),
      body: '{"fullName":',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toHaveProperty('message')
  })

  it('answers 401 signed out and stores nothing', async () => {
    const { post, get, storedRows, verification } = await setup()
    expect((await post(reference, false)).status).toBe(401)
    expect((await get(false)).status).toBe(401)
    expect(await storedRows()).toEqual([])
    expect(await verification()).toBe('none')
  })
})

describe('GET /api/clergy-reference', () => {
  it('answers 404 before any reference, then the member’s own reference only', async () => {
    const { post, get } = await setup()
    const none = await get()
    expect(none.status).toBe(404)
    expect(await none.json()).toMatchObject({
      message: 'No clergy reference has been submitted yet',
    })
    await post(reference)
    const other = await insertMember(database.db)
    const otherCookie = await sessionCookie(database.db, other.id)
    const { app } = testApp(database.db)
    const theirs = await app.request('/api/clergy-reference', { headers: jsonHeaders(otherCookie) })
    expect(theirs.status).toBe(404)
    const mine = await get()
    expect(mine.status).toBe(200)
    expect(await mine.json()).toMatchObject({ ...reference, status: 'submitted' })
  })
})
