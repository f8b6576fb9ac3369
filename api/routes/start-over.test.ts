import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { DiscoverPageSchema } from '#shared/schemas/discover.ts'
import { blocks, deckRankings, deckRestarts, passes, type UserRow } from '../db/schema.ts'
import { signedInMember } from '../testing/members.ts'
import { jsonHeaders, testApp, testClock } from '../testing/test-app.ts'
import { useTestDatabase } from '../testing/test-db.ts'

const database = useTestDatabase()
const clock = testClock()
let app: ReturnType<typeof testApp>['app']

beforeEach(async () => {
  await database.reset()
  app = testApp(database.db, { clock: clock.now }).app
})

const member = (overrides: Partial<UserRow> = {}) =>
  signedInMember(database.db, clock.now(), overrides)
type Member = Awaited<ReturnType<typeof member>>

const headers = (as: Member) => ({ ...jsonHeaders(as.cookie), origin: 'http://localhost' })

const post = (as: Member, path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: headers(as), body: JSON.stringify(body) })

async function decide(kind: 'pass' | 'like', from: Member, to: Member) {
  const path = kind === 'pass' ? '/api/passes' : '/api/likes'
  const response = await post(from, path, {
    fromUserId: from.id,
    toUserId: to.id,
    clientId: randomUUID(),
  })
  expect(response.ok).toBe(true)
}

const startOver = (as: Member, clientId: string = randomUUID()) =>
  post(as, '/api/passes/start-over', { clientId })

async function deckIds(as: Member, query = '') {
  const response = await app.request(`/api/users${query}`, { headers: { cookie: as.cookie } })
  expect(response.status).toBe(200)
  return DiscoverPageSchema.parse(await response.json()).items.map((item) => item.id)
}

describe('POST /api/passes/start-over (spec core §4: Start Over)', () => {
  it('brings back the members passed, from the start of a deck ranked anew, and never the liked, matched or blocked', async () => {
    const me = await member({ gender: 'male', lookingFor: 'female' })
    const [passed, liked, matched, blocked, unseen] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => member({ gender: 'female' })),
    )
    await decide('pass', me, passed!)
    await decide('like', me, liked!)
    // A match is two likes.
    await decide('like', matched!, me)
    await decide('like', me, matched!)
    await database.db.insert(blocks).values({ blockerId: me.id, blockedId: blocked!.id })
    // The deck of minutes ago, stored: without Start Over a first page continues it.
    expect(await deckIds(me)).toEqual([unseen!.id])
    clock.advance(1_000)

    const response = await startOver(me)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ passesForgotten: 1 })

    const deck = await deckIds(me)
    expect(deck).toContain(passed!.id)
    expect(deck).toContain(unseen!.id)
    expect(deck).not.toContain(liked!.id)
    expect(deck).not.toContain(matched!.id)
    expect(deck).not.toContain(blocked!.id)
    expect(await database.db.select().from(passes)).toEqual([])
  })

  it('happens once per client id: a replay after later passes forgets nothing more', async () => {
    const me = await member({ gender: 'male', lookingFor: 'female' })
    const [first, second] = await Promise.all([1, 2].map(() => member({ gender: 'female' })))
    await decide('pass', me, first!)
    const clientId = randomUUID()
    expect(await (await startOver(me, clientId)).json()).toEqual({ passesForgotten: 1 })
    clock.advance(1_000)
    await decide('pass', me, second!)

    const replay = await startOver(me, clientId)
    expect(replay.status).toBe(200)
    expect(await replay.json()).toEqual({ passesForgotten: 1 })
    expect((await database.db.select().from(passes)).map((row) => row.toUserId)).toEqual([
      second!.id,
    ])
    expect(await database.db.select().from(deckRestarts)).toHaveLength(1)
  })

  it('refuses a client id another member used, a malformed one, and a signed-out request, changing nothing', async () => {
    const me = await member({ gender: 'male', lookingFor: 'female' })
    const other = await member({ gender: 'female', lookingFor: 'male' })
    const her = await member({ gender: 'female' })
    await decide('pass', me, her)
    const clientId = randomUUID()
    expect((await startOver(other, clientId)).status).toBe(200)

    const reused = await startOver(me, clientId)
    expect(reused.status).toBe(409)
    expect(await reused.json()).toMatchObject({ code: 'idempotency_conflict' })
    const malformed = await startOver(me, 'not-an-id')
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toMatchObject({ code: 'validation_failed', field: 'clientId' })
    const signedOut = await app.request('/api/passes/start-over', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost' },
      body: JSON.stringify({ clientId: randomUUID() }),
    })
    expect(signedOut.status).toBe(401)

    expect(await database.db.select().from(passes)).toHaveLength(1)
    expect(await database.db.select().from(deckRestarts)).toHaveLength(1)
  })

  it('drops only the member’s own stored decks', async () => {
    const me = await member({ gender: 'male', lookingFor: 'female' })
    const other = await member({ gender: 'male', lookingFor: 'female' })
    await member({ gender: 'female' })
    await deckIds(me)
    await deckIds(other)
    expect((await startOver(me)).status).toBe(200)
    const viewers = (await database.db.select().from(deckRankings)).map((row) => row.viewerId)
    expect(viewers).toEqual([other.id])
  })
})
