import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../db/schema.ts'
import { signupBody } from '../testing/members.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { jsonHeaders, sessionCookieFrom, testApp } from '../testing/test-app.ts'

const database = useTestDatabase()

const memberCount = async () => (await database.db.select({ n: count() }).from(users))[0]!.n

describe('text PostgreSQL cannot store: the NUL character (U+0000), an unpaired surrogate', () => {
  it('a sign-up whose first name holds one is refused with 400 naming the field; nobody is created', async () => {
    const { app } = testApp(database.db)
    const before = await memberCount()
    for (const firstName of [
      'Sof\u0000ia',
      '\u0000',
      '\u0000\u0000\u0000',
      'Sof\ud800ia',
      '\udfff',
      // Not PostgreSQL's limit but the one-line field's (shared/schemas/text.ts): the same answer.
      'So\u001bfia',
    ]) {
      const response = await app.request('/api/auth/signup', {
        method: 'POST',
        headers: jsonHeaders(),
        body: JSON.stringify(signupBody({ firstName })),
      })
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        message: 'firstName: Contains a character that cannot be stored',
      })
    }
    expect(await memberCount()).toBe(before)
  })

  it('names a nested field and a key, and a query parameter, and leaves other text alone', async () => {
    const { app } = testApp(database.db)
    const answer = await app.request('/api/auth/signup', {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify(signupBody()),
    })
    expect(answer.status).toBe(201)
    const cookie = sessionCookieFrom(answer)!
    const me = (await answer.json()) as { id: number }

    const nested = await app.request(`/api/users/${me.id}/settings`, {
      method: 'PUT',
      headers: { ...jsonHeaders(), cookie },
      body: JSON.stringify({ notes: [{ text: 'ok' }, { text: 'bad\u0000' }] }),
    })
    expect(await nested.json()).toMatchObject({
      message: 'notes.1.text: Contains a character that cannot be stored',
    })
    expect(nested.status).toBe(400)

    const key = await app.request(`/api/users/${me.id}/settings`, {
      method: 'PUT',
      headers: { ...jsonHeaders(), cookie },
      body: JSON.stringify({ ['x\u0000']: true }),
    })
    expect(await key.json()).toMatchObject({
      message: 'x\u0000: Contains a character that cannot be stored',
    })

    const query = await app.request('/api/users?denomination=%00', { headers: { cookie } })
    expect(query.status).toBe(400)
    expect(await query.json()).toMatchObject({
      message: 'denomination: Contains a character that cannot be stored',
    })

    // A backslash-u spelled out in text is not a NUL: it passes to the route.
    const [row] = await database.db.select().from(users).where(eq(users.id, me.id))
    const spelled = await app.request('/api/auth/signup', {
      method: 'POST',
      headers: jsonHeaders(),
      body: JSON.stringify(signupBody({ lastName: 'Geo\\u0000rgiou' })),
    })
    expect(spelled.status).toBe(201)
    expect(row?.firstName).toBe('Sofia')
  })

  it('a body nested 30,000 deep with a NUL at the bottom is refused with 400, not 500 (stack overflow)', async () => {
    const { app } = testApp(database.db)
    const before = await memberCount()
    const depth = 30_000
    const response = await app.request('/api/auth/signup', {
      method: 'POST',
      headers: jsonHeaders(),
      body: '['.repeat(depth) + '"\\u0000"' + ']'.repeat(depth),
    })
    expect(response.status).toBe(400)
    const { message } = (await response.json()) as { message: string }
    expect(message).toMatch(/^(0\.){100}…: Contains a character that cannot be stored$/)
    expect(await memberCount()).toBe(before)
  })
})
