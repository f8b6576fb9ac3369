import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { REWIND_MESSAGES, REWIND_WINDOW_MS } from '#shared/domain/rewind.ts'
import { DiscoverPageSchema } from '#shared/schemas/discover.ts'
import {
  blocks,
  deckRankings,
  deckRestarts,
  passes,
  passRewinds,
  type UserRow,
} from '../db/schema.ts'
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

async function pass(from: Member, to: { id: number }, clientId = randomUUID()) {
  const response = await app.request('/api/passes', {
    method: 'POST',
    headers: headers(from),
    body: JSON.stringify({ fromUserId: from.id, toUserId: to.id, clientId }),
  })
  expect(response.status).toBe(204)
  return clientId
}

const rewind = (as: Member, clientId: string) =>
  app.request(`/api/passes/${clientId}`, { method: 'DELETE', headers: headers(as) })

async function refusal(response: Response) {
  return {
    status: response.status,
    message: ((await response.json()) as { message: string }).message,
  }
}

async function deckIds(as: Member) {
  const response = await app.request('/api/users', { headers: { cookie: as.cookie } })
  expect(response.status).toBe(200)
  return DiscoverPageSchema.parse(await response.json()).items.map((item) => item.id)
}

const passedBy = async (memberId: number) =>
  (await database.db.select().from(passes)).filter((row) => row.fromUserId === memberId)

/** A Premium man and the women of his deck. */
async function premiumWithDeck(women = 2) {
  const me = await member({ gender: 'male', lookingFor: 'female', membershipTier: 'premium' })
  const deck: Member[] = []
  for (let i = 0; i < women; i++) deck.push(await member({ gender: 'female' }))
  return { me, deck }
}

describe('DELETE /api/passes/:clientId (rewind)', () => {
  it('puts the last passed member back in the deck, once, however often it is replayed', async () => {
    const { me, deck } = await premiumWithDeck()
    const [anna] = deck
    const clientId = await pass(me, anna!)
    expect(await deckIds(me)).not.toContain(anna!.id)
    clock.advance(60_000)
    expect((await rewind(me, clientId)).status).toBe(204)
    expect(await deckIds(me)).toContain(anna!.id)
    expect(await passedBy(me.id)).toHaveLength(0)
    // A replay of the rewind, and a late replay of the pass itself, change nothing.
    expect((await rewind(me, clientId)).status).toBe(204)
    await pass(me, anna!, clientId)
    expect(await passedBy(me.id)).toHaveLength(0)
    expect(await database.db.select().from(passRewinds)).toEqual([
      { clientId, fromUserId: me.id, toUserId: anna!.id, rewoundAt: clock.now() },
    ])
    // A new pass of the same member is a new decision, stored as usual.
    await pass(me, anna!)
    expect(await passedBy(me.id)).toHaveLength(1)
  })

  it('undoes only the last pass, and not the one before it after a rewind', async () => {
    const { me, deck } = await premiumWithDeck(3)
    const first = await pass(me, deck[0]!)
    clock.advance(1000)
    const second = await pass(me, deck[1]!)
    expect(await refusal(await rewind(me, first))).toEqual({
      status: 409,
      message: REWIND_MESSAGES.notLast,
    })
    expect((await rewind(me, second)).status).toBe(204)
    clock.advance(1000)
    // `first` is now the latest pass, but it came before the rewind.
    expect(await refusal(await rewind(me, first))).toEqual({
      status: 409,
      message: REWIND_MESSAGES.notLast,
    })
    expect((await passedBy(me.id)).map((row) => row.clientId)).toEqual([first])
    // A pass made after the rewind can be undone again.
    clock.advance(1000)
    const third = await pass(me, deck[2]!)
    expect((await rewind(me, third)).status).toBe(204)
  })

  it(`refuses after ${REWIND_WINDOW_MS / 60_000} minutes`, async () => {
    const { me, deck } = await premiumWithDeck(1)
    const clientId = await pass(me, deck[0]!)
    clock.advance(REWIND_WINDOW_MS + 1000)
    expect(await refusal(await rewind(me, clientId))).toEqual({
      status: 409,
      message: REWIND_MESSAGES.tooLate,
    })
    expect(await passedBy(me.id)).toHaveLength(1)
  })

  it('refuses a free member with the upgrade message, and changes nothing', async () => {
    const me = await member({ gender: 'male', lookingFor: 'female' })
    const anna = await member({ gender: 'female' })
    const clientId = await pass(me, anna)
    expect(await refusal(await rewind(me, clientId))).toEqual({
      status: 403,
      message: REWIND_MESSAGES.tier,
    })
    expect(await passedBy(me.id)).toHaveLength(1)
    expect(await database.db.select().from(passRewinds)).toHaveLength(0)
  })

  it("never undoes another member's pass, and refuses what is not a client id", async () => {
    const { me, deck } = await premiumWithDeck(1)
    const other = await member({ gender: 'male', membershipTier: 'verified' })
    const theirs = await pass(other, deck[0]!)
    expect((await rewind(me, theirs)).status).toBe(409)
    expect(await passedBy(other.id)).toHaveLength(1)
    expect(await refusal(await rewind(me, 'not-a-uuid'))).toEqual({
      status: 400,
      message: 'clientId: Must be a UUID',
    })
    const anonymous = await app.request(`/api/passes/${theirs}`, {
      method: 'DELETE',
      headers: { origin: 'http://localhost' },
    })
    expect(anonymous.status).toBe(401)
  })

  it('records a pass that never reached the server as undone, so it cannot land later', async () => {
    const { me, deck } = await premiumWithDeck(1)
    const clientId = randomUUID()
    expect((await rewind(me, clientId)).status).toBe(204)
    await pass(me, deck[0]!, clientId)
    expect(await passedBy(me.id)).toHaveLength(0)
    expect(await deckIds(me)).toContain(deck[0]!.id)
  })

  it('two rewinds at once of two passes undo one of them', async () => {
    const { me, deck } = await premiumWithDeck(2)
    const first = await pass(me, deck[0]!)
    clock.advance(1000)
    const second = await pass(me, deck[1]!)
    const answers = await Promise.all([rewind(me, second), rewind(me, first)])
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409])
    expect((await passedBy(me.id)).map((row) => row.clientId)).toEqual([first])
  })
})

async function like(from: Member, to: { id: number }) {
  const response = await app.request('/api/likes', {
    method: 'POST',
    headers: headers(from),
    body: JSON.stringify({ fromUserId: from.id, toUserId: to.id, clientId: randomUUID() }),
  })
  expect(response.ok).toBe(true)
}

const startOver = (as: Member, clientId: string = randomUUID()) =>
  app.request('/api/passes/start-over', {
    method: 'POST',
    headers: headers(as),
    body: JSON.stringify({ clientId }),
  })

describe('POST /api/passes/start-over (spec core §4: Start Over)', () => {
  it('brings back the members passed, from the start of a deck ranked anew, and never the liked, matched or blocked', async () => {
    const me = await member({ gender: 'male', lookingFor: 'female' })
    const [passed, liked, matched, blocked, unseen] = await Promise.all(
      [1, 2, 3, 4, 5].map(() => member({ gender: 'female' })),
    )
    await pass(me, passed!)
    await like(me, liked!)
    // A match is two likes.
    await like(matched!, me)
    await like(me, matched!)
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
    await pass(me, first!)
    const clientId = randomUUID()
    expect(await (await startOver(me, clientId)).json()).toEqual({ passesForgotten: 1 })
    clock.advance(1_000)
    await pass(me, second!)

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
    await pass(me, her)
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
