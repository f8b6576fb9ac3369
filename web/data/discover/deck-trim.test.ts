import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PublicProfileSchema, type PublicProfile } from '#shared/schemas/user.ts'
import { db } from '../db.ts'
import { memberFixture, resetDevice } from '../testing/member.ts'
import { decide } from './decisions.ts'
import { fetchDeckPage } from './deck.ts'
import { DECK_KEPT_DECIDED } from './deck-trim.ts'

const PAGE = 60
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)
const profile = (id: number): PublicProfile => PublicProfileSchema.parse(memberFixture(id))

/** The server's deck: page `n` (cursor `p<n>`) holds ids 1000 + n·PAGE onwards. */
function serveEndlessDeck() {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const cursor = new URL(String(input), 'http://localhost').searchParams.get('cursor') ?? 'p0'
    const n = Number(cursor.slice(1))
    const page = { items: range(1000 + n * PAGE, PAGE).map(profile), nextCursor: `p${n + 1}` }
    return new Response(JSON.stringify(page), { headers: { 'Content-Type': 'application/json' } })
  })
}

/** Passes the member has already sent (no outbox row left). */
async function passedAndSent(ids: number[]) {
  await db.decisions.bulkAdd(
    ids.map((userId) => ({ userId, kind: 'pass', isMatch: null, decidedAt: 1 })),
  )
}

beforeEach(async () => {
  await resetDevice(6)
  serveEndlessDeck()
})
afterEach(() => vi.unstubAllGlobals())

describe('the deck cap', () => {
  it('keeps the undecided cards and the last decided ones, and forgets what only the dropped cards held', async () => {
    await fetchDeckPage('')
    await db.decisions.add({ userId: 1000, kind: 'like', isMatch: null, decidedAt: 1 })
    await decide('pass', 1001) // still in the outbox
    await passedAndSent(range(1002, PAGE - 2))
    await db.favorites.add({ userId: 1002, addedAt: 1 })

    await fetchDeckPage('', { more: true })

    const dropped = range(1000, PAGE - DECK_KEPT_DECIDED)
    expect((await db.deck.get(''))?.ids).toEqual(
      range(1000 + dropped.length, DECK_KEPT_DECIDED + PAGE),
    )
    // The liked member and the favorite keep their profile; the others are forgotten.
    expect((await db.profiles.bulkGet(dropped)).map((row) => row?.id ?? null)).toEqual(
      dropped.map((id) => ([1000, 1002].includes(id) ? id : null)),
    )
    // The like and the pass not yet sent stay; the sent passes go (the server hides them).
    expect((await db.decisions.bulkGet(dropped)).map((row) => row?.userId ?? null)).toEqual(
      dropped.map((id) => (id <= 1001 ? id : null)),
    )
  })

  it('holds the deck, profiles and decisions bounded however many cards are passed', async () => {
    await fetchDeckPage('')
    for (let page = 0; page < 15; page++) {
      await passedAndSent(range(1000 + page * PAGE, PAGE))
      await fetchDeckPage('', { more: true })
      expect((await db.deck.get(''))?.ids.length).toBe(DECK_KEPT_DECIDED + PAGE)
      expect(await db.profiles.count()).toBe(DECK_KEPT_DECIDED + PAGE)
      expect(await db.decisions.count()).toBe(DECK_KEPT_DECIDED)
    }
  })

  it('lets a refreshed first page release the cards it no longer holds', async () => {
    await fetchDeckPage('')
    await fetchDeckPage('', { more: true })
    expect(await db.profiles.count()).toBe(2 * PAGE)
    await fetchDeckPage('')
    expect((await db.deck.get(''))?.ids).toEqual(range(1000, PAGE))
    expect(await db.profiles.count()).toBe(PAGE)
  })
})
