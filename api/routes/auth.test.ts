import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { rateLimitHits, sessions, users } from '../db/schema.ts'
import { sessionIdOf } from '../auth/session-token.ts'
import { createApp } from '../app.ts'
import { birthDateForAge, insertMember, sessionCookie } from '../testing/members.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import {
  jsonHeaders,
  sessionCookieFrom,
  testApp,
  testClock,
  testConfig,
} from '../testing/test-app.ts'

const database = useTestDatabase()
const DAY = 24 * 60 * 60 * 1000

const newMember = {
  email: '  Maria.Pappas@Example.ORG ',
  password: 'theotokos-1',
  firstName: 'Maria',
  lastName: 'Pappas',
  birthDate: birthDateForAge(29),
  gender: 'female',
  lookingFor: 'male',
}

function setup() {
  const clock = testClock()
  const { app, setAddress } = testApp(database.db, { clock: clock.now })
  const post = (path: string, body: unknown, cookie?: string) =>
    app.request(path, { method: 'POST', headers: jsonHeaders(cookie), body: JSON.stringify(body) })
  const get = (path: string, cookie?: string) =>
    app.request(path, { headers: cookie ? { cookie } : {} })
  return { app, clock, setAddress, post, get }
}

beforeEach(() => database.reset())

describe('POST /api/auth/signup', () => {
  it('creates the account, signs the member in and stores only an argon2id hash', async () => {
    const { post, get } = setup()
    const response = await post('/api/auth/signup', newMember)
    expect(response.status).toBe(201)
    const body = await response.json()
    expect(body).toMatchObject({
      email: 'maria.pappas@example.org',
      username: 'mariapappas',
      firstName: 'Maria',
      age: 29,
      matchPreferences: null,
      profileCompletionStep: 0,
    })
    expect(body).not.toHaveProperty('password')
    const [row] = await database.db.select().from(users).where(eq(users.id, body.id))
    expect(row?.password).toMatch(/^\$argon2id\$/)
    expect(row?.password).not.toContain('theotokos-1')

    const cookie = sessionCookieFrom(response)
    const me = await get('/api/auth/user', cookie)
    expect(me.status).toBe(200)
    expect((await me.json()).id).toBe(body.id)
  })

  it.each([
    [
      { birthDate: birthDateForAge(17) },
      'birthDate: You must be 18 or older to join Orthodox Hearts',
    ],
    [{ email: 'not-an-email' }, 'email: Please enter a valid email address'],
    [{ password: 'short' }, 'password: Password must be at least 8 characters'],
    [{ password: 'x'.repeat(129) }, 'password: Password must be at most 128 characters'],
    [{ firstName: '   ' }, 'firstName: First name is required'],
    [{ gender: 'other' }, 'gender: Please choose male or female'],
    [{ birthDate: 29 }, 'birthDate: Please enter your date of birth'],
  ])('refuses %o with 400 naming the field and creates nothing', async (change, message) => {
    const { post } = setup()
    const response = await post('/api/auth/signup', { ...newMember, ...change })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ message })
    expect(await database.db.select().from(users)).toHaveLength(0)
  })

  it('answers 400 for malformed JSON', async () => {
    const { app } = setup()
    const response = await app.request('/api/auth/signup', {
      method: 'POST',
      headers: jsonHeaders(),
      body: '{"email": ',
    })
    expect(response.status).toBe(400)
    expect((await response.json()).message).toMatch(/JSON/i)
  })

  it('answers 409 for an email that already has an account, whatever its case', async () => {
    const { post } = setup()
    expect((await post('/api/auth/signup', newMember)).status).toBe(201)
    const again = await post('/api/auth/signup', {
      ...newMember,
      email: 'MARIA.PAPPAS@example.org',
    })
    expect(again.status).toBe(409)
    expect(await again.json()).toMatchObject({
      message: 'An account with this email already exists',
    })
    expect(await database.db.select().from(users)).toHaveLength(1)
  })

  it('makes usernames unique', async () => {
    const { post } = setup()
    await post('/api/auth/signup', newMember)
    const second = await post('/api/auth/signup', { ...newMember, email: 'other@example.org' })
    expect((await second.json()).username).toBe('mariapappas2')
  })

  it('gives parallel sign-ups with the same name distinct usernames', async () => {
    const { post } = setup()
    const answers = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        post('/api/auth/signup', { ...newMember, email: `maria${i}@example.org` }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201])
    const names = (await database.db.select({ username: users.username }).from(users))
      .map((row) => row.username)
      .sort()
    expect(names).toEqual(['mariapappas', 'mariapappas2', 'mariapappas3', 'mariapappas4'])
  })

  it('gives many parallel sign-ups with the same name a username each, never a 500', async () => {
    const { post } = setup()
    const answers = await Promise.all(
      Array.from({ length: 18 }, (_, i) =>
        post('/api/auth/signup', { ...newMember, email: `many${i}@example.org` }),
      ),
    )
    expect(answers.map((answer) => answer.status)).toEqual(Array(18).fill(201))
    const names = (await database.db.select({ username: users.username }).from(users)).map(
      (row) => row.username,
    )
    expect(new Set(names).size).toBe(18)
    expect(names.every((name) => name.startsWith('mariapappas'))).toBe(true)
  })

  it('creates exactly one account when the same email signs up in parallel', async () => {
    const { post } = setup()
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post('/api/auth/signup', { ...newMember, firstName: `Maria${i}` }),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409])
    expect(await database.db.select().from(users)).toHaveLength(1)
  })
})

describe('POST /api/auth/login', () => {
  it('signs in with the right password and sets a hardened session cookie', async () => {
    const { post, get } = setup()
    await post('/api/auth/signup', newMember)
    const response = await post('/api/auth/login', {
      email: 'MARIA.PAPPAS@example.org',
      password: newMember.password,
    })
    expect(response.status).toBe(200)
    expect((await response.json()).email).toBe('maria.pappas@example.org')
    const setCookie = response.headers.get('set-cookie') ?? ''
    expect(setCookie).toMatch(/^oh_session=[A-Za-z0-9_-]{43};/)
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    expect(setCookie).toMatch(/Path=\//)
    expect(setCookie).toMatch(/Max-Age=2592000/)
    expect(setCookie).not.toMatch(/Secure/)
    // Only the token's hash is stored.
    const token = /oh_session=([^;]*)/.exec(setCookie)?.[1] ?? ''
    const stored = await database.db.select().from(sessions)
    expect(stored.map((row) => row.id)).toContain(sessionIdOf(token))
    expect(stored.map((row) => row.id)).not.toContain(token)
    expect((await get('/api/auth/user', sessionCookieFrom(response))).status).toBe(200)
  })

  it('marks the cookie Secure over https', async () => {
    const { app, post } = setup()
    await post('/api/auth/signup', newMember)
    const response = await app.request('https://hearts.example.org/api/auth/login', {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify({ email: newMember.email, password: newMember.password }),
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('set-cookie')).toMatch(/; Secure/)
  })

  it('answers 401 for a wrong password or an unknown email, without a cookie', async () => {
    const { post } = setup()
    await post('/api/auth/signup', newMember)
    for (const attempt of [
      { email: newMember.email, password: 'wrong-password' },
      { email: 'nobody@example.org', password: newMember.password },
    ]) {
      const response = await post('/api/auth/login', attempt)
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ message: 'Invalid email or password' })
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('refuses a member stored without a usable password', async () => {
    const { post } = setup()
    await database.db.insert(users).values({
      username: 'seeded',
      email: 'seeded@example.org',
      password: '!',
      firstName: 'Seeded',
      lastName: 'Member',
      birthDate: '1996-05-01',
      gender: 'male',
      lookingFor: 'female',
    })
    for (const password of ['!', '', 'anything']) {
      const response = await post('/api/auth/login', { email: 'seeded@example.org', password })
      expect([400, 401]).toContain(response.status)
    }
  })

  it('limits failures per account: the sixth try within 15 minutes gets 429 with Retry-After', async () => {
    const { post, clock } = setup()
    await post('/api/auth/signup', newMember)
    const wrong = { email: newMember.email, password: 'wrong-password' }
    for (let i = 0; i < 5; i++) expect((await post('/api/auth/login', wrong)).status).toBe(401)
    const limited = await post('/api/auth/login', { ...wrong, password: newMember.password })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBe(15 * 60)
    expect((await limited.json()).message).toBe(
      'Too many password attempts. Please try again in 15 minutes.',
    )
    clock.advance(15 * 60 * 1000 + 1000)
    const later = await post('/api/auth/login', { ...wrong, password: newMember.password })
    expect(later.status).toBe(200)
    // A successful sign-in forgets the account's failures.
    const left = await database.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, 'password:maria.pappas@example.org'))
    expect(left).toHaveLength(0)
  })

  it('limits parallel guesses at the same account to five failures', async () => {
    const { post } = setup()
    await post('/api/auth/signup', newMember)
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        post('/api/auth/login', { email: newMember.email, password: 'wrong-password' }),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 401)).toHaveLength(5)
    expect(statuses.filter((status) => status === 429)).toHaveLength(7)
  })

  it('limits failures per address across accounts: 20 per 15 minutes', async () => {
    const { post, setAddress } = setup()
    setAddress('198.51.100.7')
    for (let i = 0; i < 20; i++) {
      const response = await post('/api/auth/login', {
        email: `guess${i}@example.org`,
        password: 'wrong-password',
      })
      expect(response.status).toBe(401)
    }
    const limited = await post('/api/auth/login', {
      email: 'guess-new@example.org',
      password: 'wrong-password',
    })
    expect(limited.status).toBe(429)
    setAddress('198.51.100.8')
    const elsewhere = await post('/api/auth/login', {
      email: 'guess-new@example.org',
      password: 'wrong-password',
    })
    expect(elsewhere.status).toBe(401)
  })
})

describe('behind a trusted proxy (TRUST_PROXY=true)', () => {
  it('counts failures per address from the last X-Forwarded-For entry', async () => {
    const app = createApp({ db: database.db, config: testConfig({ TRUST_PROXY: 'true' }) })
    const attempt = (forwardedFor: string) =>
      app.request('/api/auth/login', {
        method: 'POST',
        headers: { ...jsonHeaders(), 'x-forwarded-for': forwardedFor },
        body: JSON.stringify({ email: `x${Math.random()}@example.org`, password: 'wrong-pass' }),
      })
    // The client-claimed first entry changes every time; the proxy's entry does not.
    for (let i = 0; i < 20; i++) expect((await attempt(`10.0.0.${i}, 192.0.2.50`)).status).toBe(401)
    expect((await attempt('10.9.9.9, 192.0.2.50')).status).toBe(429)
    expect((await attempt('192.0.2.51')).status).toBe(401)
  })
})

describe('sessions', () => {
  it('rotates a token older than a day: new cookie, old token no longer works', async () => {
    const { post, get, clock } = setup()
    const signup = await post('/api/auth/signup', newMember)
    const first = sessionCookieFrom(signup)
    clock.advance(2 * 60 * 60 * 1000)
    const early = await get('/api/auth/user', first)
    expect(early.status).toBe(200)
    expect(early.headers.get('set-cookie')).toBeNull()

    clock.advance(DAY)
    const rotated = await get('/api/auth/user', first)
    expect(rotated.status).toBe(200)
    const second = sessionCookieFrom(rotated)
    expect(second).toBeDefined()
    expect(second).not.toBe(first)
    expect((await get('/api/auth/user', first)).status).toBe(401)
    expect((await get('/api/auth/user', second)).status).toBe(200)
    expect(await database.db.select().from(sessions)).toHaveLength(1)
  })

  it('expires a session after SESSION_TTL_DAYS without use', async () => {
    const { post, get, clock } = setup()
    const cookie = sessionCookieFrom(await post('/api/auth/signup', newMember))
    clock.advance(30 * DAY + 1000)
    const response = await get('/api/auth/user', cookie)
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'Not signed in' })
    expect(await database.db.select().from(sessions)).toHaveLength(0)
  })

  it('logout ends the session and clears the cookie', async () => {
    const { post, get, app } = setup()
    const cookie = sessionCookieFrom(await post('/api/auth/signup', newMember))
    // A bodiless POST is form-like to the CSRF check: browsers always send Origin with it.
    const response = await app.request('/api/auth/logout', {
      method: 'POST',
      headers: { origin: 'http://localhost', ...(cookie ? { cookie } : {}) },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('set-cookie')).toMatch(/oh_session=;.*Max-Age=0/)
    expect((await get('/api/auth/user', cookie)).status).toBe(401)
    expect(await database.db.select().from(sessions)).toHaveLength(0)
  })

  it('sees a change to the member made elsewhere (another process) on the next request', async () => {
    const { post, get } = setup()
    const cookie = sessionCookieFrom(await post('/api/auth/signup', newMember))
    const before = await get('/api/auth/user', cookie)
    expect(((await before.json()) as { firstName: string }).firstName).toBe('Maria')
    // Not through this app: its member cache is not told, the row's version moves.
    await database.db.update(users).set({ firstName: 'Marina' })
    const after = await get('/api/auth/user', cookie)
    expect(((await after.json()) as { firstName: string }).firstName).toBe('Marina')
    await database.db.update(users).set({ suspendedAt: new Date() })
    expect((await get('/api/auth/user', cookie)).status).toBe(401)
  })

  it('never serves a member deleted and created again under the same id from the cache', async () => {
    const { get } = setup()
    const first = await insertMember(database.db, { firstName: 'Irene' })
    const before = await get('/api/auth/user', await sessionCookie(database.db, first.id))
    expect(((await before.json()) as { firstName: string }).firstName).toBe('Irene')
    // Same id, same profile_version (a restore, an identity restarted): another row version.
    await database.db.delete(users).where(eq(users.id, first.id))
    const again = await insertMember(database.db, { id: first.id, firstName: 'Eleni' })
    expect(again.profileVersion).toBe(first.profileVersion)
    const after = await get('/api/auth/user', await sessionCookie(database.db, first.id))
    expect(((await after.json()) as { firstName: string }).firstName).toBe('Eleni')
  })

  it('GET /api/auth/user answers 401 when signed out or with an unknown token', async () => {
    const { get } = setup()
    for (const cookie of [undefined, 'oh_session=forged-token']) {
      const response = await get('/api/auth/user', cookie)
      expect(response.status).toBe(401)
      expect(await response.json()).toMatchObject({ message: 'Not signed in' })
    }
  })
})
