import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import postgres from 'postgres'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LiveEventSchema } from '#shared/schemas/live-events.ts'
import { MemberSessionsSchema } from '#shared/schemas/sessions.ts'
import { openDatabase, type OpenedDatabase } from '../db/connect.ts'
import { blocks, matches, messages, type UserRow } from '../db/schema.ts'
import { createNotifier, type Notifier } from '../realtime/notifier.ts'
import { createPublisher, type Publisher } from '../realtime/publisher.ts'
import { readEventStream } from '../testing/event-stream.ts'
import { insertMatch } from '../testing/matches.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, testApp } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { HEARTBEAT_MS } from './events.ts'

const database = useTestDatabase()
let notifier: Notifier
/** The app's publisher: a marker published through it leaves after every event published before. */
let publisher: Publisher
let app: ReturnType<typeof testApp>['app']

beforeAll(() => {
  notifier = createNotifier(database.db)
  publisher = createPublisher(database.db)
  app = testApp(database.db, { notifier, publisher }).app
})
afterAll(() => notifier.close())
beforeEach(() => database.reset())

async function member(overrides: Partial<UserRow> = {}) {
  const row = await insertMember(database.db, overrides)
  return { row, id: row.id, cookie: await sessionCookie(database.db, row.id) }
}
type Member = Awaited<ReturnType<typeof member>>

/** Opens the member's event stream on `on` and waits until it is live. */
async function openStream(who: Member, on = app) {
  const res = await on.request('/api/events', { headers: { cookie: who.cookie } })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('text/event-stream')
  const stream = readEventStream(res)
  await stream.next('ready')
  return stream
}

function send(from: Member, to: Member, content: string, on = app, clientId = randomUUID()) {
  return on.request('/api/messages', {
    method: 'POST',
    headers: jsonHeaders(from.cookie),
    body: JSON.stringify({ fromUserId: from.id, toUserId: to.id, content, clientId }),
  })
}

function like(from: Member, to: Member, clientId = randomUUID()) {
  return app.request('/api/likes', {
    method: 'POST',
    headers: { ...jsonHeaders(from.cookie), origin: 'http://localhost' },
    body: JSON.stringify({ fromUserId: from.id, toUserId: to.id, clientId }),
  })
}

/**
 * A marker event for the member, through the app's publisher: it leaves after every event
 * published before it, so once it is the next event read, nothing else was sent before it.
 */
function marker(who: Member, matchId = 999) {
  publisher.publish(who.id, { type: 'match', matchId, partnerId: who.id })
}

const parsed = async (promise: Promise<{ data: string }>) =>
  LiveEventSchema.parse(JSON.parse((await promise).data))

describe('GET /api/events', () => {
  it('needs a session', async () => {
    const res = await app.request('/api/events')
    expect(res.status).toBe(401)
  })

  it("delivers a message POSTed in another request to the recipient's and the sender's streams", async () => {
    const anna = await member()
    const petros = await member()
    await insertMatch(database.db, anna.id, petros.id)
    const annaStream = await openStream(anna)
    const petrosStream = await openStream(petros)
    const res = await send(petros, anna, 'Christ is risen!')
    expect(res.status).toBe(201)
    const sent = await res.json()
    const received = await parsed(annaStream.next('message'))
    expect(received).toEqual({ type: 'message', message: sent })
    expect(await parsed(petrosStream.next('message'))).toEqual({ type: 'message', message: sent })
    await annaStream.close()
    await petrosStream.close()
  })

  it('sends nothing for a refused message, and nothing to members outside the conversation', async () => {
    const anna = await member()
    const petros = await member()
    const stranger = await member()
    await insertMatch(database.db, anna.id, petros.id)
    const annaStream = await openStream(anna)
    const strangerStream = await openStream(stranger)
    expect((await send(stranger, anna, 'refused')).status).toBe(403)
    expect((await send(petros, anna, 'allowed')).status).toBe(201)
    const first = await parsed(annaStream.next('message'))
    expect(first.type === 'message' && first.message.content).toBe('allowed')
    expect(annaStream.pending()).toEqual([])
    // The stranger's first event is a marker published after both sends: nothing came before it.
    marker(stranger)
    expect(await parsed(strangerStream.next())).toMatchObject({ type: 'match', matchId: 999 })
    await annaStream.close()
    await strangerStream.close()
  })

  it('tells both members of a new match made by their mutual likes', async () => {
    const anna = await member()
    const petros = await member({ gender: 'male', lookingFor: 'female' })
    const annaStream = await openStream(anna)
    const petrosStream = await openStream(petros)
    expect(await (await like(anna, petros)).json()).toEqual({ isMatch: false })
    expect(await (await like(petros, anna)).json()).toEqual({ isMatch: true })
    const [match] = await database.db.select({ id: matches.id }).from(matches)
    const matchId = match!.id
    expect(await parsed(annaStream.next('match'))).toEqual({
      type: 'match',
      matchId,
      partnerId: petros.id,
    })
    expect(await parsed(petrosStream.next('match'))).toEqual({
      type: 'match',
      matchId,
      partnerId: anna.id,
    })
    await annaStream.close()
    await petrosStream.close()
  })

  it("tells the partner the reader's read point, unless the reader hides read receipts", async () => {
    const anna = await member()
    const petros = await member({ showReadReceipts: false })
    await insertMatch(database.db, anna.id, petros.id)
    const annaStream = await openStream(anna)
    const petrosStream = await openStream(petros)
    const toAnna = await (await send(petros, anna, 'one')).json()
    const toPetros = await (await send(anna, petros, 'two')).json()
    const read = (who: Member, partner: Member, id: number) =>
      app.request(`/api/conversations/${who.id}/${partner.id}/read`, {
        method: 'POST',
        headers: jsonHeaders(who.cookie),
        body: JSON.stringify({ lastReadMessageId: id }),
      })
    expect((await read(anna, petros, toAnna.id)).status).toBe(200)
    const seen = {
      type: 'read',
      readerId: anna.id,
      partnerId: petros.id,
      lastReadMessageId: toAnna.id,
    }
    expect(await parsed(petrosStream.next('read'))).toEqual(seen)
    expect(await parsed(annaStream.next('read'))).toEqual(seen)
    // Petros hides his read receipts: only his own devices hear that he read.
    expect((await read(petros, anna, toPetros.id)).status).toBe(200)
    expect(await parsed(petrosStream.next('read'))).toMatchObject({ readerId: petros.id })
    expect((await send(petros, anna, 'three')).status).toBe(201)
    const contents = []
    for (let i = 0; i < 3; i++) {
      const event = await parsed(annaStream.next('message'))
      if (event.type === 'message') contents.push(event.message.content)
    }
    expect(contents).toEqual(['one', 'two', 'three'])
    expect(annaStream.pending().filter((e) => e.event === 'read')).toEqual([])
    await annaStream.close()
    await petrosStream.close()
  })

  it('sends a message once: its replay, answered with the first result, sends nothing more', async () => {
    const anna = await member()
    const petros = await member()
    await insertMatch(database.db, anna.id, petros.id)
    const annaStream = await openStream(anna)
    const clientId = randomUUID()
    const first = await send(petros, anna, 'Once', app, clientId)
    expect(first.status).toBe(201)
    const stored = await first.json()
    const replay = await send(petros, anna, 'Once', app, clientId)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual(stored)
    expect(await parsed(annaStream.next())).toEqual({ type: 'message', message: stored })
    marker(anna)
    expect(await parsed(annaStream.next())).toMatchObject({ type: 'match', matchId: 999 })
    await annaStream.close()
  })

  it('sends nothing for a message refused by a block or by the daily limit', async () => {
    const anna = await member()
    const petros = await member()
    const free = await member({ membershipTier: 'free' })
    await insertMatch(database.db, anna.id, petros.id)
    await insertMatch(database.db, anna.id, free.id)
    const annaStream = await openStream(anna)
    const sent = []
    for (let i = 0; i < 6; i++) {
      const res = await send(free, anna, `Message ${i}`)
      if (res.status === 201) sent.push(await res.json())
      else expect(res.status).toBe(403)
    }
    expect(sent).toHaveLength(5) // a free member's daily messages
    await database.db.insert(blocks).values({ blockerId: anna.id, blockedId: petros.id })
    expect((await send(petros, anna, 'Blocked')).status).toBe(403)
    marker(anna)
    const received = []
    for (;;) {
      const event = await parsed(annaStream.next())
      if (event.type === 'match') break
      received.push(event)
    }
    expect(received).toEqual(sent.map((message) => ({ type: 'message', message })))
    expect(await database.db.$count(messages)).toBe(sent.length)
    await annaStream.close()
  })

  it('announces a match once: not again for a replayed like, nothing for a refused one', async () => {
    const anna = await member()
    const petros = await member({ gender: 'male', lookingFor: 'female' })
    const annaStream = await openStream(anna)
    expect(await (await like(anna, petros)).json()).toEqual({ isMatch: false })
    const clientId = randomUUID()
    expect(await (await like(petros, anna, clientId)).json()).toEqual({ isMatch: true })
    expect(await (await like(petros, anna, clientId)).json()).toEqual({ isMatch: true })
    expect((await like(petros, anna)).status).toBe(409)
    const [match] = await database.db.select({ id: matches.id }).from(matches)
    expect(await parsed(annaStream.next())).toEqual({
      type: 'match',
      matchId: match!.id,
      partnerId: petros.id,
    })
    marker(anna)
    expect(await parsed(annaStream.next())).toMatchObject({ type: 'match', matchId: 999 })
    await annaStream.close()
  })

  it('announces a match made by a super like, and nothing for one the weekly limit refused', async () => {
    const anna = await member({ membershipTier: 'free' })
    const petros = await member({ gender: 'male', lookingFor: 'female' })
    const maria = await member({ gender: 'male', lookingFor: 'female' })
    const annaStream = await openStream(anna)
    const superLike = (from: Member, to: Member) =>
      app.request('/api/membership/super-like', {
        method: 'POST',
        headers: jsonHeaders(from.cookie),
        body: JSON.stringify({ fromUserId: from.id, toUserId: to.id, clientId: randomUUID() }),
      })
    expect((await like(petros, anna)).status).toBe(200)
    expect((await like(maria, anna)).status).toBe(200)
    const answers = [await superLike(anna, petros), await superLike(anna, maria)]
    const matched = answers.filter((res) => res.status === 200)
    expect(matched).toHaveLength(1) // a free member has one super like a week
    expect(answers.map((res) => res.status)).toContain(403)
    const rows = await database.db.select().from(matches)
    expect(rows).toHaveLength(1)
    expect(await parsed(annaStream.next())).toEqual({
      type: 'match',
      matchId: rows[0]!.id,
      partnerId: petros.id,
    })
    marker(anna)
    expect(await parsed(annaStream.next())).toMatchObject({ type: 'match', matchId: 999 })
    await annaStream.close()
  })

  it('writes a heartbeat comment every 25 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] })
    try {
      const anna = await member()
      const stream = await openStream(anna)
      vi.advanceTimersByTime(HEARTBEAT_MS * 2)
      // A marker event after the two heartbeats: once it is read, so are they.
      marker(anna, 1)
      await stream.next('match')
      expect(stream.stats.comments).toBe(2)
      await stream.close()
    } finally {
      vi.useRealTimers()
    }
  })

  it("ends the stream of a session signed out from another device, and only that one's", async () => {
    const anna = await member()
    const lostPhone = { ...anna, cookie: await sessionCookie(database.db, anna.id) }
    const lostStream = await openStream(lostPhone)
    const ownStream = await openStream(anna)
    const listed = await app.request('/api/auth/sessions', { headers: { cookie: anna.cookie } })
    const { sessions } = MemberSessionsSchema.parse(await listed.json())
    const lost = sessions.find((session) => !session.current)!
    const ended = await app.request(`/api/auth/sessions/${lost.id}`, {
      method: 'DELETE',
      headers: { cookie: anna.cookie, origin: 'http://localhost' },
    })
    expect(ended.status).toBe(204)
    await expect(lostStream.next()).rejects.toThrow(/The stream ended/)
    // This device's stream goes on: the marker reaches it, and no 'sessions-ended' came before.
    marker(anna, 2)
    expect(await parsed(ownStream.next())).toMatchObject({ type: 'match', matchId: 2 })
    await ownStream.close()
  })

  it('stops listening for a member whose stream disconnected', async () => {
    const anna = await member()
    const before = notifier.subscriptions()
    const stream = await openStream(anna)
    expect(notifier.subscriptions()).toBe(before + 1)
    await stream.close()
    for (let i = 0; i < 50 && notifier.subscriptions() > before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    expect(notifier.subscriptions()).toBe(before)
  })
})

describe('two API instances on one database', () => {
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL)
  let second: OpenedDatabase | undefined
  let secondNotifier: Notifier | undefined
  afterAll(async () => {
    await secondNotifier?.close()
    await second?.close()
  })

  it.skipIf(!onPostgres)(
    'delivers a message POSTed through one to a stream held on the other (PostgreSQL only: skipped on PGlite, an embedded database of one process)',
    async () => {
      second = await openDatabase({ kind: 'postgres', url: database.url! })
      secondNotifier = createNotifier(second.db)
      const otherApp = testApp(second.db, { notifier: secondNotifier }).app
      const anna = await member()
      const petros = await member()
      await insertMatch(database.db, anna.id, petros.id)
      const annaStream = await openStream(anna, otherApp)
      const res = await send(petros, anna, 'Through the first instance', app)
      expect(res.status).toBe(201)
      expect(await parsed(annaStream.next('message'))).toEqual({
        type: 'message',
        message: await res.json(),
      })
      await annaStream.close()
    },
  )

  it.skipIf(!onPostgres)(
    'delivers each of many messages sent at once through one to the streams held on the other (PostgreSQL only)',
    async () => {
      second ??= await openDatabase({ kind: 'postgres', url: database.url! })
      secondNotifier ??= createNotifier(second.db)
      const otherApp = testApp(second.db, { notifier: secondNotifier }).app
      const petros = await member({ membershipTier: 'premium' }) // no daily limit
      const partners = [await member(), await member(), await member()]
      for (const partner of partners) await insertMatch(database.db, petros.id, partner.id)
      const streams = await Promise.all(partners.map((partner) => openStream(partner, otherApp)))
      // Sent together: their events leave this process in batches.
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => send(petros, partners[i % 3]!, `Message ${i}`, app)),
      )
      expect(answers.map((res) => res.status)).toEqual(answers.map(() => 201))
      const stored = await Promise.all(answers.map((res) => res.json()))
      for (const [p, stream] of streams.entries()) {
        const mine = stored.filter((message) => message.toUserId === partners[p]!.id)
        const received: unknown[] = []
        for (const _ of mine) {
          const event = await parsed(stream.next('message'))
          if (event.type === 'message') received.push(event.message)
        }
        expect(new Set(received)).toEqual(new Set(mine))
        await stream.close()
      }
    },
  )

  it.skipIf(!onPostgres).each([
    ['answers it as a replay: the same sender, recipient and text', 'Hello', 200],
    ['refuses it 409: the same clientId for other text', 'Hello again', 409],
  ])(
    'sends nothing for a send whose statement was undone by a concurrent insert of its clientId, and %s (PostgreSQL only)',
    async (_name, text, status) => {
      const anna = await member()
      const petros = await member()
      await insertMatch(database.db, anna.id, petros.id)
      const annaStream = await openStream(anna)
      const clientId = randomUUID()
      const other = postgres(database.url!, { max: 2, onnotice: () => {} })
      try {
        const first = await other.reserve()
        await first`begin`
        const [row] = await first<{ id: number }[]>`
          insert into messages (from_user_id, to_user_id, content, client_id, created_at)
          values (${petros.id}, ${anna.id}, 'Hello', ${clientId}, now()) returning id`
        // The send waits on the unique clientId until the first insert commits; its statement is
        // then undone (its count too) and sent again, this time finding the first message: a
        // replay when it is the same request (decision 046), a conflict otherwise.
        const sending = send(petros, anna, text, app, clientId)
        let waited = false
        for (let i = 0; i < 1000 && !waited; i++) {
          const [waiting] = await other<{ n: number }[]>`
            select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`
          waited = waiting!.n > 0
          if (!waited) await new Promise((resolve) => setTimeout(resolve, 10))
        }
        expect(waited).toBe(true)
        await first`commit`
        first.release()
        const res = await sending
        expect(res.status).toBe(status)
        expect(await res.json()).toMatchObject(
          status === 200 ? { id: row!.id, content: 'Hello' } : { code: 'idempotency_conflict' },
        )
      } finally {
        await other.end()
      }
      expect(await database.db.$count(messages)).toBe(1)
      marker(anna)
      expect(await parsed(annaStream.next())).toMatchObject({ type: 'match', matchId: 999 })
      await annaStream.close()
    },
  )

  it.skipIf(!onPostgres)(
    'sends ready again after the database listener reconnected, and keeps delivering (PostgreSQL only: an embedded PGlite never drops its listener)',
    async () => {
      const anna = await member()
      const petros = await member()
      await insertMatch(database.db, anna.id, petros.id)
      const annaStream = await openStream(anna)
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen %' and datname = current_database()`,
      )
      await annaStream.next('ready')
      const res = await send(petros, anna, 'After the reconnect')
      expect(await parsed(annaStream.next('message'))).toEqual({
        type: 'message',
        message: await res.json(),
      })
      await annaStream.close()
    },
  )
})
