import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { ageOn } from '#shared/domain/age.ts'
import { BIRTH_DATE_MESSAGES } from '#shared/schemas/birth-date.ts'
import { CurrentUserSchema } from '#shared/schemas/user.ts'
import { AttendeeListSchema } from '#shared/schemas/parish-events.ts'
import { LikesReceivedSchema } from '#shared/schemas/likes-received.ts'
import { eventRsvps, likes, users, type UserRow } from '../db/schema.ts'
import { deckIds, memberApi } from '../testing/member-api.ts'
import { birthDateForAge, insertMan, insertMember, sessionCookie } from '../testing/members.ts'
import { insertEvent, insertParish } from '../testing/parishes.ts'
import { testJpeg } from '../testing/photos.ts'
import { jsonHeaders, testApp, testClock, testConfig } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
const clock = testClock(new Date('2026-11-28T12:00:00Z'))
beforeEach(() => database.reset())

/** The app over the test database (made once the database is open). */
const dataDir = mkdtempSync(join(tmpdir(), 'oh-first-run-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
const api = () =>
  testApp(database.db, { clock: clock.now, config: testConfig({ DATA_DIR: dataDir }) }).app
const as = (member: UserRow) => memberApi(database.db, clock.now, member)

const signUp = (body: Record<string, unknown>) =>
  api().request('/api/auth/signup', {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify({
      email: `new${Math.random()}@example.org`,
      password: 'a-good-password',
      firstName: 'Irene',
      lastName: 'Pappas',
      gender: 'female',
      lookingFor: 'male',
      ...body,
    }),
  })

const rowOf = async (id: number) =>
  (await database.db.select().from(users).where(eq(users.id, id)))[0]!

/** A member who just signed up: names and a date of birth, nothing of the minimum yet. */
const newcomer = () =>
  insertMember(database.db, {
    firstName: 'Irene',
    photos: [],
    location: null,
    country: null,
    latitude: null,
    longitude: null,
    denomination: null,
    religiousDataConsentAt: null,
  })

describe('sign-up with a date of birth', () => {
  it('refuses a member under 18 with a message, and stores nothing', async () => {
    const seventeen = birthDateForAge(17, clock.now())
    const before = await database.db.select({ id: users.id }).from(users)
    const response = await signUp({ birthDate: seventeen })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe(`birthDate: ${BIRTH_DATE_MESSAGES.underAge}`)
    expect(await database.db.select({ id: users.id }).from(users)).toEqual(before)
  })

  it('refuses a date that does not exist, one in the future, and a typed age', async () => {
    for (const [body, message] of [
      [{ birthDate: '2001-02-29' }, BIRTH_DATE_MESSAGES.invalid],
      [{ birthDate: '2999-01-01' }, BIRTH_DATE_MESSAGES.underAge],
      [{ birthDate: '1850-01-01' }, BIRTH_DATE_MESSAGES.invalid],
      [{ birthDate: '29/05/1996' }, BIRTH_DATE_MESSAGES.invalid],
      [{ age: 30 }, BIRTH_DATE_MESSAGES.required],
    ] as const) {
      const response = await signUp(body)
      expect(response.status).toBe(400)
      expect((await response.json()).message).toBe(`birthDate: ${message}`)
    }
    expect(await database.db.select({ id: users.id }).from(users)).toEqual([])
  })

  it('stores the date, and the age shown is computed from it', async () => {
    const response = await signUp({ birthDate: '1998-12-01' })
    expect(response.status).toBe(201)
    const me = CurrentUserSchema.parse(
      await (
        await api().request('/api/auth/user', {
          headers: { cookie: response.headers.get('set-cookie')!.split(';')[0]! },
        })
      ).json(),
    )
    expect(me).toMatchObject({ birthDate: '1998-12-01', birthDateConfirmed: true })
    expect(me.age).toBe(ageOn('1998-12-01', new Date()))
    const row = await rowOf(me.id)
    expect(row.birthDate).toBe('1998-12-01')
    // Discovery starts around that age (decision 035).
    expect([row.minAge, row.maxAge]).toEqual([me.age - 8, me.age + 8])
  })
})

describe('the minimum others are shown: a photo, a city, a denomination', () => {
  it('keeps a new member out of decks, likes-you and who is going until the first run is done', async () => {
    const irene = await newcomer()
    const basil = await insertMan(database.db, { membershipTier: 'premium' })
    const parish = await insertParish(database.db)
    const event = await insertEvent(database.db, parish.id, {
      eventDate: new Date('2026-12-05T18:00:00Z'),
    })
    await database.db.insert(eventRsvps).values([
      { eventId: event.id, userId: irene.id, status: 'going', visible: true },
      { eventId: event.id, userId: basil.id, status: 'going', visible: true },
    ])
    await database.db.insert(likes).values({ fromUserId: irene.id, toUserId: basil.id })
    const asBasil = await as(basil)
    const seenByBasil = async () => {
      const attendees = await asBasil.get(`/api/parish-events/${event.id}/attendees`)
      const received = await asBasil.get('/api/likes/received')
      return {
        deck: (await deckIds(asBasil)).includes(irene.id),
        going: AttendeeListSchema.parse(await attendees.json()).attendees.some(
          (a) => a.id === irene.id,
        ),
        likesYou: LikesReceivedSchema.parse(await received.json()).count,
      }
    }
    const hidden = { deck: false, going: false, likesYou: 0 }
    expect(await seenByBasil()).toEqual(hidden)
    expect((await rowOf(irene.id)).deckReady).toBe(false)

    // The first run's steps, each as the outbox sends it, and sent twice (a replay).
    const cookie = await sessionCookie(database.db, irene.id, clock.now())
    const form = async () => {
      const data = new FormData()
      data.append('photo', new File([new Uint8Array(await testJpeg())], 'me.jpg'))
      data.append('clientId', photoClientId)
      return data
    }
    const photoClientId = randomUUID()
    for (let sent = 0; sent < 2; sent++) {
      const photo = await api().request('/api/profile/photos', {
        method: 'POST',
        headers: { cookie, origin: 'http://localhost' },
        body: await form(),
      })
      expect(photo.status).toBeLessThan(300)
    }
    expect(await seenByBasil()).toEqual(hidden)
    const asIrene = await as(irene)
    const cityId = randomUUID()
    for (let sent = 0; sent < 2; sent++) {
      const city = await asIrene.put(`/api/users/${irene.id}/home-city`, {
        cityId: 'us-chicago',
        clientId: cityId,
      })
      expect(city.status).toBe(200)
    }
    expect(await seenByBasil()).toEqual(hidden)
    expect((await asIrene.put('/api/privacy/consent', { religiousData: true })).status).toBe(200)
    for (let sent = 0; sent < 2; sent++) {
      const faith = await asIrene.put('/api/profile/faith-basics', {
        denomination: 'Greek Orthodox',
        churchAttendanceFrequency: 'Weekly',
      })
      expect(faith.status).toBe(200)
      expect(await faith.json()).toMatchObject({
        denomination: 'Greek Orthodox',
        churchAttendanceFrequency: 'Weekly',
        location: 'Chicago',
      })
    }
    expect((await rowOf(irene.id)).deckReady).toBe(true)
    expect(await seenByBasil()).toEqual({ deck: true, going: true, likesYou: 1 })
  })

  it('hides a member again when their only photo is rejected', async () => {
    const irene = await insertMember(database.db, { firstName: 'Irene' })
    const basil = await insertMan(database.db)
    expect(await deckIds(await as(basil))).toEqual([irene.id])
    const [photo] = irene.photos
    await database.db
      .update(users)
      .set({ photos: [{ ...photo!, status: 'rejected', rejectionReason: 'Not a face' }] })
      .where(eq(users.id, irene.id))
    expect(await deckIds(await as(basil))).toEqual([])
    // A photo under review counts: the member is not kept waiting on a moderator.
    await database.db
      .update(users)
      .set({ photos: [{ ...photo!, status: 'pending' }] })
      .where(eq(users.id, irene.id))
    expect(await deckIds(await as(basil))).toEqual([irene.id])
  })

  it('refuses faith basics without consent to store religious data, and stores nothing', async () => {
    const irene = await newcomer()
    const response = await (
      await as(irene)
    ).put('/api/profile/faith-basics', {
      denomination: 'Greek Orthodox',
    })
    expect(response.status).toBe(403)
    expect((await response.json()).message).toBe('Consent to store religious data is required')
    expect((await rowOf(irene.id)).denomination).toBeNull()
  })

  it('takes the consent sent with the faith basics (the first run, offline through the outbox) in the same write', async () => {
    const irene = await newcomer()
    const asIrene = await as(irene)
    const at = clock.now()
    const basics = {
      religiousDataConsent: true,
      denomination: 'Serbian Orthodox',
      churchAttendanceFrequency: 'Weekly',
    }
    const response = await asIrene.put('/api/profile/faith-basics', basics)
    expect(response.status).toBe(200)
    const given = await rowOf(irene.id)
    expect(given).toMatchObject({
      denomination: 'Serbian Orthodox',
      churchAttendanceFrequency: 'Weekly',
    })
    expect(given.religiousDataConsentAt).toEqual(at)
    expect((await response.json()).religiousDataConsentAt).toBe(at.toISOString())
    // The outbox's replay, later: the consent keeps its first date.
    clock.advance(60_000)
    expect((await asIrene.put('/api/profile/faith-basics', basics)).status).toBe(200)
    expect((await rowOf(irene.id)).religiousDataConsentAt).toEqual(at)
  })

  it('refuses a consent of false in the faith basics, and stores nothing', async () => {
    const irene = await newcomer()
    const response = await (
      await as(irene)
    ).put('/api/profile/faith-basics', { religiousDataConsent: false, denomination: 'OCA' })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe(
      'religiousDataConsent: religiousDataConsent can only be true: consent is withdrawn in Privacy',
    )
    expect(await rowOf(irene.id)).toMatchObject({
      denomination: null,
      religiousDataConsentAt: null,
    })
  })

  it('refuses a denomination not on the list, naming it', async () => {
    const irene = await insertMember(database.db)
    const response = await (
      await as(irene)
    ).put('/api/profile/faith-basics', {
      denomination: 'Lutheran',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe('denomination: Denomination is required')
    expect((await rowOf(irene.id)).denomination).toBe('Greek Orthodox')
  })
})

describe('PUT /api/profile/birth-date: a member who joined with an age confirms a date, once', () => {
  it('stores the date once; the same date again answers the same; another is refused', async () => {
    const elder = await insertMember(database.db, {
      birthDate: birthDateForAge(40),
      birthDateConfirmed: false,
    })
    const api = await as(elder)
    const first = await api.put('/api/profile/birth-date', { birthDate: '1984-03-25' })
    expect(first.status).toBe(200)
    expect(await first.json()).toMatchObject({
      birthDate: '1984-03-25',
      birthDateConfirmed: true,
      age: ageOn('1984-03-25', new Date()),
    })
    expect((await api.put('/api/profile/birth-date', { birthDate: '1984-03-25' })).status).toBe(200)
    const other = await api.put('/api/profile/birth-date', { birthDate: '1990-01-01' })
    expect(other.status).toBe(409)
    expect((await other.json()).message).toBe(BIRTH_DATE_MESSAGES.confirmed)
    expect((await rowOf(elder.id)).birthDate).toBe('1984-03-25')
  })

  it('refuses an under-18 date and leaves the estimate as it was', async () => {
    const estimated = birthDateForAge(25)
    const elder = await insertMember(database.db, {
      birthDate: estimated,
      birthDateConfirmed: false,
    })
    const response = await (
      await as(elder)
    ).put('/api/profile/birth-date', {
      birthDate: birthDateForAge(16),
    })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toBe(`birthDate: ${BIRTH_DATE_MESSAGES.underAge}`)
    expect(await rowOf(elder.id)).toMatchObject({
      birthDate: estimated,
      birthDateConfirmed: false,
    })
  })
})
