import { useLiveQuery } from 'dexie-react-hooks'
import { DiscoverPageSchema, SameEventSchema, type SameEvent } from '#shared/schemas/discover.ts'
import type { PublicProfile } from '#shared/schemas/user.ts'
import { apiRequest } from '../api-client.ts'
import { db } from '../db.ts'
import { EARLY_PATHS } from '../early-answers.ts'
import { capDeck, deckCapTables, releaseCards } from './deck-trim.ts'
import { asPublicProfile, storeProfiles } from './profiles.ts'

/**
 * The discover deck: pages of GET /api/users (cursor pagination) kept in Dexie per filter set,
 * so the cards already fetched — and the next page, fetched ahead — work with no network.
 * The member's decisions (the `decisions` table, written at once by the like/pass actions)
 * come with the cards: the swipe deck leaves decided cards out, the list only passed ones.
 */

/** When fewer undecided cards than this remain, the next page is fetched ahead. */
export const PREFETCH_BELOW = 10

export interface DeckPageRequest {
  /** The page after the stored cursor, appended (else the first page, replacing the stored one). */
  more?: boolean
  /** The first page's answer, already asked for (the head script's, web/data/early-answers.ts). */
  answered?: Promise<Response>
}

/**
 * Fetches a page of the deck for `filterKey` (a query string from discoverQuery) and stores it:
 * the first page replaces what was cached, `more` appends the page after the stored cursor; the
 * deck then keeps its undecided cards and only the last decided ones (deck-trim.ts), and forgets
 * what only the cards it let go needed. Throws the API's errors (NetworkError offline: the cache
 * stays as it was).
 */
export async function fetchDeckPage(
  filterKey: string,
  { more = false, answered }: DeckPageRequest = {},
): Promise<void> {
  const stored = await db.deck.get(filterKey)
  if (more && !stored?.nextCursor) return
  const params = new URLSearchParams(filterKey)
  if (more && stored?.nextCursor) params.set('cursor', stored.nextCursor)
  const query = params.toString()
  const page = await apiRequest(`${EARLY_PATHS.deck}${query ? `?${query}` : ''}`, {
    schema: DiscoverPageSchema,
    answered: more ? undefined : answered,
  })
  const now = Date.now()
  await db.transaction('rw', deckCapTables(), async () => {
    await storeProfiles(page.items, now)
    const previous = (await db.deck.get(filterKey))?.ids ?? []
    const current = more ? previous : []
    const ids = [
      ...current,
      ...page.items.map((item) => item.id).filter((id) => !current.includes(id)),
    ]
    const { kept, dropped } = await capDeck(ids)
    const keptSet = new Set(kept)
    const beyond = [
      ...(more ? (stored?.beyond ?? []) : []),
      ...page.items.filter((item) => item.beyondDistance).map((item) => item.id),
    ].filter((id) => keptSet.has(id))
    await db.deck.put({
      filterKey,
      ids: kept,
      nextCursor: page.nextCursor,
      fetchedAt: now,
      within: page.within ?? null,
      beyond,
    })
    const otherDecks = (await db.deck.toArray()).filter((row) => row.filterKey !== filterKey)
    await releaseCards(
      [...new Set([...dropped, ...previous.filter((id) => !keptSet.has(id))])],
      new Set([...keptSet, ...otherDecks.flatMap((row) => row.ids)]),
    )
  })
}

export interface DeckState {
  /** false until the device has a page for these filters (fetched now or before). */
  cached: boolean
  /** The cards fetched, in the server's order, decided ones included. */
  cards: PublicProfile[]
  /** The member's decision per card id (liked or passed; absent: undecided). */
  decisions: Map<number, 'like' | 'pass' | 'superlike'>
  hasMore: boolean
  /** The stored cursor of the next page (changes after each page, even an empty one). */
  nextCursor: string | null
  /** Members within the member's distance when fewer than a page (a sparse region); else null. */
  within: { miles: number; count: number } | null
  /** Cards from beyond the member's distance. */
  beyond: ReadonlySet<number>
  /** Per card, an upcoming event the member and the viewer both go to (the server's sameEvent). */
  sameEvent: ReadonlyMap<number, SameEvent>
}

/** The deck for `filterKey`, live from Dexie; undefined while reading. */
export function useDeck(filterKey: string): DeckState | undefined {
  return useLiveQuery(async () => {
    const deck = await db.deck.get(filterKey)
    if (!deck)
      return {
        cached: false,
        cards: [],
        decisions: new Map(),
        hasMore: false,
        nextCursor: null,
        within: null,
        beyond: new Set<number>(),
        sameEvent: new Map(),
      }
    const decisions = new Map(
      (await db.decisions.bulkGet(deck.ids))
        .filter((row) => row !== undefined)
        .map((row) => [row.userId, row.kind] as const),
    )
    const rows = await db.profiles.bulkGet(deck.ids)
    const cards = rows.map(asPublicProfile).filter((card) => card !== null)
    const sameEvent = new Map<number, SameEvent>()
    for (const row of rows) {
      const event = SameEventSchema.safeParse(row?.sameEvent)
      if (row && event.success) sameEvent.set(row.id, event.data)
    }
    return {
      cached: true,
      cards,
      decisions,
      hasMore: deck.nextCursor !== null,
      nextCursor: deck.nextCursor,
      within: deck.within,
      beyond: new Set(deck.beyond),
      sameEvent,
    }
  }, [filterKey])
}

/** The cards still to decide (the swipe deck). */
export function undecidedCards(deck: DeckState): PublicProfile[] {
  return deck.cards.filter((card) => !deck.decisions.has(card.id))
}

/** The cards of the list: every card but the passed ones (a pass removes the card). */
export function listedCards(deck: DeckState): PublicProfile[] {
  return deck.cards.filter((card) => deck.decisions.get(card.id) !== 'pass')
}
