import { beforeEach, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { ConversationListSchema, ConversationPageSchema } from '#shared/schemas/messages.ts'
import { conversationReads, messages, users, type UserRow } from '../db/schema.ts'
import { insertMatch } from '../testing/matches.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, testApp } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()

beforeEach(() => database.reset())

let seq = 0
async function say(from: UserRow, to: UserRow, content: string) {
  const [row] = await database.db
    .insert(messages)
    .values({
      fromUserId: from.id,
      toUserId: to.id,
      content,
      createdAt: new Date(Date.UTC(2026, 10, 22, 12, 0, seq++)),
    })
    .returning()
  return row!
}

async function signedIn(member: UserRow) {
  const cookie = await sessionCookie(database.db, member.id)
  const { app } = testApp(database.db)
  return {
    get: (path: string) => app.request(path, { headers: jsonHeaders(cookie) }),
    post: (path: string, body: unknown) =>
      app.request(path, {
        method: 'POST',
        headers: jsonHeaders(cookie),
        body: JSON.stringify(body),
      }),
    patch: (path: string, body: unknown) =>
      app.request(path, {
        method: 'PATCH',
        headers: jsonHeaders(cookie),
        body: JSON.stringify(body),
      }),
  }
}

async function threeMembers() {
  const me = await insertMember(database.db, { firstName: 'Sophia' })
  const anna = await insertMember(database.db, { firstName: 'Anna' })
  const petros = await insertMember(database.db, {
    firstName: 'Petros',
    email: 'petros@example.org',
  })
  await insertMatch(database.db, me.id, anna.id)
  await insertMatch(database.db, me.id, petros.id)
  return { me, anna, petros }
}

describe('GET /api/users/:id/conversations', () => {
  it('lists each conversation once with its last message and unread count, newest first', async () => {
    const { me, anna, petros } = await threeMembers()
    await say(anna, me, 'Hi Sophia')
    await say(me, anna, 'Hi Anna')
    await say(petros, me, 'Christ is risen!')
    await say(petros, me, 'How was Pascha?')
    const latestAnna = await say(anna, me, 'Are you at Vespers?')
    const res = await (await signedIn(me)).get(`/api/users/${me.id}/conversations`)
    expect(res.status).toBe(200)
    const list = ConversationListSchema.parse(await res.json())
    expect(
      list.map((c) => [c.content, c.fromUser.firstName, c.toUser.firstName, c.unreadCount]),
    ).toEqual([
      ['Are you at Vespers?', 'Anna', 'Sophia', 2],
      ['How was Pascha?', 'Petros', 'Sophia', 2],
    ])
    expect(list[0]!.id).toBe(latestAnna.id)
    expect(JSON.stringify(list)).not.toContain('petros@example.org')
  })

  it('counts only messages past the read point', async () => {
    const { me, anna } = await threeMembers()
    const first = await say(anna, me, 'one')
    await say(anna, me, 'two')
    await say(anna, me, 'three')
    const client = await signedIn(me)
    expect(
      (
        await client.post(`/api/conversations/${me.id}/${anna.id}/read`, {
          lastReadMessageId: first.id,
        })
      ).status,
    ).toBe(200)
    const list = ConversationListSchema.parse(
      await (await client.get(`/api/users/${me.id}/conversations`)).json(),
    )
    expect(list[0]!.unreadCount).toBe(2)
  })

  it('answers an empty list to a member without messages', async () => {
    const { me } = await threeMembers()
    const res = await (await signedIn(me)).get(`/api/users/${me.id}/conversations`)
    expect(await res.json()).toEqual([])
  })

  it("refuses another member's list with 403", async () => {
    const { me, anna } = await threeMembers()
    const res = await (await signedIn(me)).get(`/api/users/${anna.id}/conversations`)
    expect(res.status).toBe(403)
  })
})

describe('GET /api/conversations/:userId/:partnerId', () => {
  it('answers the messages of the pair only, in server order', async () => {
    const { me, anna, petros } = await threeMembers()
    await say(anna, me, 'a1')
    await say(petros, me, 'p1')
    await say(me, anna, 'm1')
    await say(anna, me, 'a2')
    const res = await (await signedIn(me)).get(`/api/conversations/${me.id}/${anna.id}`)
    expect(res.status).toBe(200)
    const page = ConversationPageSchema.parse(await res.json())
    expect(page.messages.map((m) => m.content)).toEqual(['a1', 'm1', 'a2'])
    expect(page.hasOlder).toBe(false)
    expect(page).toMatchObject({ lastReadMessageId: null, partnerLastReadMessageId: null })
  })

  it('pages back with ?before= and ?limit=', async () => {
    const { me, anna } = await threeMembers()
    for (let i = 1; i <= 7; i++) await say(i % 2 ? anna : me, i % 2 ? me : anna, `m${i}`)
    const client = await signedIn(me)
    const newest = ConversationPageSchema.parse(
      await (await client.get(`/api/conversations/${me.id}/${anna.id}?limit=3`)).json(),
    )
    expect(newest.messages.map((m) => m.content)).toEqual(['m5', 'm6', 'm7'])
    expect(newest.hasOlder).toBe(true)
    const older = ConversationPageSchema.parse(
      await (
        await client.get(
          `/api/conversations/${me.id}/${anna.id}?limit=3&before=${newest.messages[0]!.id}`,
        )
      ).json(),
    )
    expect(older.messages.map((m) => m.content)).toEqual(['m2', 'm3', 'm4'])
    const oldest = ConversationPageSchema.parse(
      await (
        await client.get(
          `/api/conversations/${me.id}/${anna.id}?limit=3&before=${older.messages[0]!.id}`,
        )
      ).json(),
    )
    expect(oldest.messages.map((m) => m.content)).toEqual(['m1'])
    expect(oldest.hasOlder).toBe(false)
  })

  it.each([
    ['?limit=0', 'limit: Must be a whole number from 1 to 200'],
    ['?limit=201', 'limit: Must be a whole number from 1 to 200'],
    ['?before=abc', 'before: Must be a positive whole number'],
  ])('answers %s with 400 naming the field', async (query, message) => {
    const { me, anna } = await threeMembers()
    const res = await (await signedIn(me)).get(`/api/conversations/${me.id}/${anna.id}${query}`)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ message })
  })

  it("refuses reading another member's conversation with 403", async () => {
    const { me, anna, petros } = await threeMembers()
    await say(anna, petros, 'private')
    const res = await (await signedIn(me)).get(`/api/conversations/${anna.id}/${petros.id}`)
    expect(res.status).toBe(403)
  })
})

describe('read points and the "seen" mark', () => {
  it("shows the partner's read point, which never moves back", async () => {
    const { me, anna } = await threeMembers()
    const m1 = await say(me, anna, 'one')
    const m2 = await say(me, anna, 'two')
    const annaClient = await signedIn(anna)
    const read = await annaClient.post(`/api/conversations/${anna.id}/${me.id}/read`, {
      lastReadMessageId: m2.id,
    })
    expect(await read.json()).toEqual({ lastReadMessageId: m2.id })
    const back = await annaClient.post(`/api/conversations/${anna.id}/${me.id}/read`, {
      lastReadMessageId: m1.id,
    })
    expect(await back.json()).toEqual({ lastReadMessageId: m2.id })
    const page = ConversationPageSchema.parse(
      await (await (await signedIn(me)).get(`/api/conversations/${me.id}/${anna.id}`)).json(),
    )
    expect(page.partnerLastReadMessageId).toBe(m2.id)
    const annaPage = ConversationPageSchema.parse(
      await (await annaClient.get(`/api/conversations/${anna.id}/${me.id}`)).json(),
    )
    expect(annaPage.lastReadMessageId).toBe(m2.id)
  })

  it('hides the read point of a partner who turned read receipts off', async () => {
    const { me, anna } = await threeMembers()
    const m1 = await say(me, anna, 'one')
    const annaClient = await signedIn(anna)
    const settings = await annaClient.patch(`/api/users/${anna.id}/settings`, {
      showReadReceipts: false,
    })
    const saved = {
      showReadReceipts: false,
      showMe: true,
      showDistance: true,
      notifyNewMatches: true,
      notifyMessages: true,
      notifyLikes: true,
      showAtEvents: false,
      messagesFromPhotoVerifiedOnly: false,
    }
    expect(await settings.json()).toEqual(saved)
    expect(await (await annaClient.get(`/api/users/${anna.id}/settings`)).json()).toEqual(saved)
    await annaClient.post(`/api/conversations/${anna.id}/${me.id}/read`, {
      lastReadMessageId: m1.id,
    })
    const page = ConversationPageSchema.parse(
      await (await (await signedIn(me)).get(`/api/conversations/${me.id}/${anna.id}`)).json(),
    )
    expect(page.partnerLastReadMessageId).toBeNull()
  })

  it('refuses a message of another conversation (404) and bad bodies (400), storing nothing', async () => {
    const { me, anna, petros } = await threeMembers()
    const elsewhere = await say(petros, me, 'not yours, Anna')
    const annaClient = await signedIn(anna)
    const res = await annaClient.post(`/api/conversations/${anna.id}/${me.id}/read`, {
      lastReadMessageId: elsewhere.id,
    })
    expect(res.status).toBe(404)
    const bad = await annaClient.post(`/api/conversations/${anna.id}/${me.id}/read`, {
      lastReadMessageId: 0,
    })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/^lastReadMessageId: /)
    expect(await database.db.select().from(conversationReads)).toHaveLength(0)
  })

  it('refuses settings of another member (403) and a non-boolean (400)', async () => {
    const { me, anna } = await threeMembers()
    const client = await signedIn(me)
    expect(
      (await client.patch(`/api/users/${anna.id}/settings`, { showReadReceipts: false })).status,
    ).toBe(403)
    const bad = await client.patch(`/api/users/${me.id}/settings`, { showReadReceipts: 'no' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).message).toMatch(/^showReadReceipts: /)
  })

  it('saves "Show me" and "Distance Info" on the member, one at a time', async () => {
    const { me } = await threeMembers()
    const client = await signedIn(me)
    const hidden = await client.patch(`/api/users/${me.id}/settings`, { showMe: false })
    expect(await hidden.json()).toEqual({
      showReadReceipts: true,
      showMe: false,
      showDistance: true,
      notifyNewMatches: true,
      notifyMessages: true,
      notifyLikes: true,
      showAtEvents: false,
      messagesFromPhotoVerifiedOnly: false,
    })
    await client.patch(`/api/users/${me.id}/settings`, { showDistance: false })
    const [row] = await database.db.select().from(users).where(eq(users.id, me.id))
    expect(row).toMatchObject({ showMe: false, showDistance: false, showReadReceipts: true })
  })
})
