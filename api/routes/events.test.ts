import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LiveEventSchema } from '#shared/schemas/live-events.ts'
import { openDatabase, type OpenedDatabase } from '../db/connect.ts'
import { matches, type UserRow } from '../db/schema.ts'
import { createNotifier, publish, type Notifier } from '../realtime/notifier.ts'
import { readEventStream } from '../testing/event-stream.ts'
import { insertMatch } from '../testing/matches.ts'
import { insertMember, sessionCookie } from '../testing/members.ts'
import { jsonHeaders, testApp } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'
import { HEARTBEAT_MS } from './events.ts'

const database = useTestDatabase()
let notifier: Notifier
let app: ReturnType<typeof testApp>['app']

beforeAll(() => {
  notifier = createNotifier(database.db)
  app = testApp(database.db, { notifier }).app
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

function send(from: Member, to: Member, content: string, on = app) {
  return on.request('/api/messages', {
    method: 'POST',
    headers: jsonHeaders(from.cookie),
    body: JSON.stringify({ fromUserId: from.id, toUserId: to.id, content, clientId: randomUUID() }),
  })
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
    await publish(database.db, stranger.id, { type: 'match', matchId: 999, partnerId: anna.id })
    expect(await parsed(strangerStream.next())).toMatchObject({ type: 'match', matchId: 999 })
    await annaStream.close()
    await strangerStream.close()
  })

  it('tells both members of a new match made by their mutual likes', async () => {
    const anna = await member()
    const petros = await member({ gender: 'male', lookingFor: 'female' })
    const annaStream = await openStream(anna)
    const petrosStream = await openStream(petros)
    const like = (from: Member, to: Member) =>
      app.request('/api/likes', {
        method: 'POST',
        headers: { ...jsonHeaders(from.cookie), origin: 'http://localhost' },
        body: JSON.stringify({ fromUserId: from.id, toUserId: to.id, clientId: randomUUID() }),
      })
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

  it('writes a heartbeat comment every 25 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval'] })
    try {
      const anna = await member()
      const stream = await openStream(anna)
      vi.advanceTimersByTime(HEARTBEAT_MS * 2)
      // A marker event after the two heartbeats: once it is read, so are they.
      await publish(database.db, anna.id, { type: 'match', matchId: 1, partnerId: 2 })
      await stream.next('match')
      expect(stream.stats.comments).toBe(2)
      await stream.close()
    } finally {
      vi.useRealTimers()
    }
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
      second = await openDatabase({ databaseUrl: database.url, dataDir: '' })
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
