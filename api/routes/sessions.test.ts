import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  EndedSessionsSchema,
  MemberSessionsSchema,
  SESSION_MESSAGES,
} from '#shared/schemas/sessions.ts'
import { sessions } from '../db/schema.ts'
import { signupBody } from '../testing/members.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { sessionCookieFrom, testApp, testClock } from '../testing/test-app.ts'

/**
 * Where you are signed in (docs/accounts.md, issue #34 part 6): a member lists their sessions,
 * named by browser and system, and signs out one other session or all others.
 */

const database = useTestDatabase()
const DAY = 24 * 60 * 60 * 1000
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'

beforeEach(() => database.reset())

/** A member signed in on an iPhone, a Windows computer and a browser that names nothing. */
async function memberOnThreeDevices() {
  const clock = testClock()
  const { app } = testApp(database.db, { clock: clock.now })
  const body = signupBody()
  const send = (path: string, init: RequestInit & { cookie?: string; userAgent?: string } = {}) =>
    app.request(path, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.userAgent ? { 'user-agent': init.userAgent } : {}),
      },
    })
  const signUp = await send('/api/auth/signup', {
    method: 'POST',
    body: JSON.stringify(body),
    userAgent: IPHONE,
  })
  expect(signUp.status).toBe(201)
  const logIn = async (userAgent?: string) => {
    clock.advance(60_000)
    const response = await send('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: body.email, password: body.password }),
      userAgent,
    })
    expect(response.status).toBe(200)
    return sessionCookieFrom(response)!
  }
  const phone = sessionCookieFrom(signUp)!
  const computer = await logIn(WINDOWS_CHROME)
  const unnamed = await logIn()
  const list = async (cookie: string) => {
    const response = await send('/api/auth/sessions', { cookie })
    expect(response.status).toBe(200)
    return MemberSessionsSchema.parse(await response.json()).sessions
  }
  const signedIn = async (cookie: string) =>
    (await send('/api/auth/user', { cookie })).status === 200
  return { clock, send, phone, computer, unnamed, list, signedIn }
}

describe('GET /api/auth/sessions', () => {
  it('lists where the member is signed in, the asking device first, named by browser and system', async () => {
    const { computer, list } = await memberOnThreeDevices()
    const listed = await list(computer)
    expect(listed).toHaveLength(3)
    expect(listed[0]).toMatchObject({
      browser: 'Chrome',
      system: 'Windows',
      device: 'computer',
      current: true,
    })
    expect(listed.slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          browser: 'Safari',
          system: 'iOS',
          device: 'phone',
          current: false,
        }),
        expect.objectContaining({ browser: null, system: null, device: 'unknown', current: false }),
      ]),
    )
    // Named by the public id only: never the token's hash, which is the session's key.
    const keys = (await database.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id)
    for (const session of listed) expect(keys).not.toContain(session.id)
  })

  it("keeps a session's id and name across the daily token rotation, its last activity moved on", async () => {
    const { clock, send, phone, computer, list } = await memberOnThreeDevices()
    const before = (await list(computer)).find((session) => session.browser === 'Safari')!
    clock.advance(2 * DAY)
    const rotated = await send('/api/auth/user', { cookie: phone })
    expect(sessionCookieFrom(rotated)).toBeDefined()
    const after = (await list(computer)).find((session) => session.browser === 'Safari')!
    expect(after.id).toBe(before.id)
    expect(after.signedInAt).toBe(before.signedInAt)
    expect(after.lastActiveAt).toBe(clock.now().toISOString())
  })

  it('answers 401 to a visitor who is not signed in', async () => {
    const { send } = await memberOnThreeDevices()
    const response = await send('/api/auth/sessions')
    expect(response.status).toBe(401)
  })
})

describe('signing out other sessions', () => {
  it('signs out one session: its cookie stops working at once, the others stay', async () => {
    const { send, phone, computer, unnamed, list, signedIn } = await memberOnThreeDevices()
    const phoneSession = (await list(computer)).find((session) => session.device === 'phone')!
    const response = await send(`/api/auth/sessions/${phoneSession.id}`, {
      method: 'DELETE',
      cookie: computer,
    })
    expect(response.status).toBe(204)
    expect(await signedIn(phone)).toBe(false)
    expect(await signedIn(computer)).toBe(true)
    expect(await signedIn(unnamed)).toBe(true)
    expect((await list(computer)).map((session) => session.id)).not.toContain(phoneSession.id)

    // Again: it has ended already.
    const again = await send(`/api/auth/sessions/${phoneSession.id}`, {
      method: 'DELETE',
      cookie: computer,
    })
    expect(again.status).toBe(404)
    expect(await again.json()).toMatchObject({ message: SESSION_MESSAGES.notFound })
  })

  it("refuses the asking session, a malformed id and another member's session, and changes nothing", async () => {
    const { send, computer, list } = await memberOnThreeDevices()
    const other = await memberOnThreeDevices()
    const own = (await list(computer)).find((session) => session.current)!
    const theirs = (await other.list(other.computer))[0]!
    const count = async () => (await database.db.select().from(sessions)).length
    const stored = await count()

    const current = await send(`/api/auth/sessions/${own.id}`, {
      method: 'DELETE',
      cookie: computer,
    })
    expect(current.status).toBe(409)
    expect(await current.json()).toMatchObject({
      message: SESSION_MESSAGES.current,
      code: 'current_session',
    })
    const malformed = await send('/api/auth/sessions/not-a-session', {
      method: 'DELETE',
      cookie: computer,
    })
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ field: 'id' })
    const foreign = await send(`/api/auth/sessions/${theirs.id}`, {
      method: 'DELETE',
      cookie: computer,
    })
    expect(foreign.status).toBe(404)
    expect(await other.signedIn(other.computer)).toBe(true)
    expect(await count()).toBe(stored)
  })

  it('signs out every other session, and only the member’s own', async () => {
    const { send, phone, computer, unnamed, signedIn } = await memberOnThreeDevices()
    const other = await memberOnThreeDevices()
    const response = await send('/api/auth/sessions/end-others', {
      method: 'POST',
      cookie: computer,
    })
    expect(response.status).toBe(200)
    expect(EndedSessionsSchema.parse(await response.json())).toEqual({ ended: 2 })
    expect(await signedIn(phone)).toBe(false)
    expect(await signedIn(unnamed)).toBe(false)
    expect(await signedIn(computer)).toBe(true)
    expect(await other.signedIn(other.phone)).toBe(true)
    const [me] = await database.db
      .select({ userId: sessions.userId })
      .from(sessions)
      .where(eq(sessions.userAgent, WINDOWS_CHROME))
    expect(me).toBeDefined()
  })
})
