import { randomUUID } from 'node:crypto'
import { beforeEach, describe, expect, it } from 'vitest'
import { REWIND_MESSAGES, REWIND_WINDOW_MS } from '#shared/domain/rewind.ts'
import { DiscoverPageSchema } from '#shared/schemas/discover.ts'
import { passes, passRewinds, type UserRow } from '../db/schema.ts'
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
