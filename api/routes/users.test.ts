import { Hono } from 'hono'
import * as z from 'zod'
import { beforeAll, describe, expect, it } from 'vitest'
import { refuseOtherMember } from '../auth/require-member.ts'
import { users } from '../db/schema.ts'
import type { AppEnv } from '../http/app-env.ts'
import { validate } from '../http/validation.ts'
import { birthDateForAge } from '../testing/members.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { jsonHeaders, sessionCookieFrom, testApp } from '../testing/test-app.ts'

const database = useTestDatabase()
let cookie: string | undefined
let viewerId: number
let otherId: number
let hiddenDistanceId: number

let app: ReturnType<typeof testApp>['app']

beforeAll(async () => {
  app = testApp(database.db).app
  const signup = await app.request('/api/auth/signup', {
    method: 'POST',
    headers: jsonHeaders(),
    body: JSON.stringify({
      email: 'viewer@example.org',
      password: 'viewer-password',
      firstName: 'Nikolai',
      lastName: 'Ivanov',
      birthDate: '1995-04-12',
      gender: 'male',
      lookingFor: 'female',
    }),
  })
  cookie = sessionCookieFrom(signup)
  viewerId = (await signup.json()).id
  // Chicago, for the viewer; New York and a member who hides her distance.
  await database.db.update(users).set({ latitude: 41.88, longitude: -87.63 })
  const [other, hidden] = await database.db
    .insert(users)
    .values([
      {
        username: 'elenapetrova',
        email: 'elena@example.org',
        password: '!',
        firstName: 'Elena',
        lastName: 'Petrova',
        birthDate: birthDateForAge(28),
        gender: 'female',
        lookingFor: 'male',
        denomination: 'Russian Orthodox',
        location: 'New York',
        country: 'United States',
        latitude: 40.71,
        longitude: -74.01,
        stripeCustomerId: 'cus_secret',
        stripeSubscriptionId: 'sub_secret',
        matchPreferences: { wantsChildren: 'yes' },
        spiritualFatherName: 'Fr. John',
      },
      {
        username: 'annahidden',
        email: 'anna@example.org',
        password: '!',
        firstName: 'Anna',
        lastName: 'Hidden',
        birthDate: birthDateForAge(33),
        gender: 'female',
        lookingFor: 'male',
        latitude: 40.71,
        longitude: -74.01,
        showDistance: false,
      },
    ])
    .returning()
  otherId = other!.id
  hiddenDistanceId = hidden!.id
})

describe('GET /api/users/:id', () => {
  it("shows another member's public profile with a rounded distance and nothing private", async () => {
    const response = await app.request(`/api/users/${otherId}`, { headers: { cookie: cookie! } })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      id: otherId,
      firstName: 'Elena',
      denomination: 'Russian Orthodox',
      location: 'New York',
      membershipTier: 'free',
    })
    expect(body.distanceMiles).toBeGreaterThan(700)
    expect(body.distanceMiles).toBeLessThan(730)
    expect(Number.isInteger(body.distanceMiles)).toBe(true)
    for (const hidden of [
      'email',
      'password',
      'username',
      'stripeCustomerId',
      'stripeSubscriptionId',
      'latitude',
      'longitude',
      'matchPreferences',
      'spiritualFatherName',
      'showMe',
    ]) {
      expect(body).not.toHaveProperty(hidden)
    }
    expect(JSON.stringify(body)).not.toMatch(/cus_secret|sub_secret|elena@example\.org|40\.71/)
  })

  it('leaves out the distance of a member who hides it', async () => {
    const response = await app.request(`/api/users/${hiddenDistanceId}`, {
      headers: { cookie: cookie! },
    })
    expect((await response.json()).distanceMiles).toBeNull()
  })

  it('answers 404 for an unknown member and 400 for a bad id', async () => {
    const missing = await app.request('/api/users/999999', { headers: { cookie: cookie! } })
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ message: 'Profile not found' })
    const bad = await app.request('/api/users/abc', { headers: { cookie: cookie! } })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ message: 'id: Must be a positive whole number' })
  })

  it('answers 401 when signed out', async () => {
    const response = await app.request(`/api/users/${otherId}`)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'Not signed in' })
  })
})

describe('refuseOtherMember', () => {
  // A route of the kind later issues add: it acts for fromUserId, which must be the member.
  const acting = () =>
    new Hono<AppEnv>().post('/', validate('json', z.object({ fromUserId: z.number() })), (c) => {
      refuseOtherMember(c, c.req.valid('json').fromUserId)
      return c.json({ actedFor: c.req.valid('json').fromUserId }, 200)
    })

  it('lets the member act for themself and refuses anyone else with 403', async () => {
    const withRoute = testApp(database.db).app
    withRoute.route('/api/acting-test', acting())
    const post = (fromUserId: number) =>
      withRoute.request('/api/acting-test', {
        method: 'POST',
        headers: jsonHeaders(cookie),
        body: JSON.stringify({ fromUserId }),
      })
    const own = await post(viewerId)
    expect(own.status).toBe(200)
    expect(await own.json()).toEqual({ actedFor: viewerId })
    const other = await post(otherId)
    expect(other.status).toBe(403)
    expect(await other.json()).toMatchObject({ message: 'You can only act for your own account' })
  })
})
