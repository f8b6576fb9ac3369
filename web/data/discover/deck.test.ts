import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PublicProfileSchema, type PublicProfile } from '#shared/schemas/user.ts'
import { db } from '../db.ts'
import { memberFixture, resetDevice } from '../testing/member.ts'
import { fetchDeckPage, listedCards, undecidedCards, type DeckState } from './deck.ts'

/** The public shape of a member (the contract's schema drops the private fields). */
function profile(id: number): PublicProfile {
  return PublicProfileSchema.parse(memberFixture(id))
}

const seen: string[] = []
function servePages(pages: Record<string, { items: PublicProfile[]; nextCursor: string | null }>) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    seen.push(url.pathname + url.search)
    const page = pages[url.searchParams.get('cursor') ?? 'first']
    if (!page) throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(page), { headers: { 'Content-Type': 'application/json' } })
  })
}

beforeEach(async () => {
  seen.length = 0
  await resetDevice(6)
})
afterEach(() => vi.unstubAllGlobals())

describe('the discover deck', () => {
  it('stores pages in order, keeps the cursor, and sends the filters', async () => {
    servePages({
      first: { items: [profile(11), profile(12)], nextCursor: 'c2' },
      c2: { items: [profile(12), profile(13)], nextCursor: null },
    })
    await fetchDeckPage('gender=male')
    await fetchDeckPage('gender=male', { more: true })
    await fetchDeckPage('gender=male', { more: true }) // no cursor left: no request

    expect(seen).toEqual(['/api/users?gender=male', '/api/users?gender=male&cursor=c2'])
    expect(await db.deck.get('gender=male')).toMatchObject({ ids: [11, 12, 13], nextCursor: null })
    expect((await db.profiles.get(13))?.firstName).toBe('Member13')
  })

  it('takes a first page already answered (the head script’s) instead of asking, and never for a next page', async () => {
    servePages({ c2: { items: [profile(13)], nextCursor: null } })
    const early = { items: [profile(11), profile(12)], nextCursor: 'c2' }
    const answered = Promise.resolve(Response.json(early))
    await fetchDeckPage('gender=male', { answered })
    expect(seen).toEqual([])
    expect(await db.deck.get('gender=male')).toMatchObject({ ids: [11, 12], nextCursor: 'c2' })

    await fetchDeckPage('gender=male', { more: true, answered })
    expect(seen).toEqual(['/api/users?gender=male&cursor=c2'])
    expect(await db.deck.get('gender=male')).toMatchObject({ ids: [11, 12, 13] })
  })

  it('keeps the cached deck when the network is gone', async () => {
    servePages({ first: { items: [profile(11)], nextCursor: 'gone' } })
    await fetchDeckPage('')
    await expect(fetchDeckPage('', { more: true })).rejects.toThrow()
    expect(await db.deck.get('')).toMatchObject({ ids: [11], nextCursor: 'gone' })
  })

  it('leaves decided cards out of the swipe deck and passed ones out of the list', () => {
    const deck: DeckState = {
      cached: true,
      cards: [profile(11), profile(12), profile(13)],
      decisions: new Map([
        [11, 'like'],
        [12, 'pass'],
      ]),
      hasMore: false,
      nextCursor: null,
      within: null,
      beyond: new Set(),
      sameEvent: new Map(),
    }
    expect(undecidedCards(deck).map((card) => card.id)).toEqual([13])
    expect(listedCards(deck).map((card) => card.id)).toEqual([11, 13])
  })
})
