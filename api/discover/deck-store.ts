import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { deckRankings } from '../db/schema.ts'

/**
 * The ranked decks being paged through (deck_rankings, decision 036): created with the first
 * tier, read a slice per page, extended a tier at a time.
 */

/** Members a deck may hold before it ends (a member who pages this far starts a new deck). */
export const MAX_DECK_MEMBERS = 5000
/** A viewer's decks older than this are removed when they start another. */
const DECK_KEPT_MS = 24 * 60 * 60 * 1000

export type DeckNext = 'n' | 'r' | 'e'

export interface StoredDeck {
  filtersKey: string
  /** The members from the asked offset on, as many as asked. */
  ids: number[]
  total: number
  beyondFrom: number | null
  next: DeckNext
  withinCount: number | null
}

export interface NewDeck {
  viewerId: number
  rankedAt: Date
  filtersKey: string
  memberIds: number[]
  beyondFrom: number | null
  next: DeckNext
  withinCount: number | null
}

/**
 * Stores a new deck, and removes the viewer's decks older than a day, in one statement. Answers
 * false when the viewer has a deck ranked at that very millisecond already (the caller picks the
 * next one).
 */
export async function storeDeck(db: Database, deck: NewDeck): Promise<boolean> {
  const stored = await db.execute<{ viewer_id: number }>(storeDeckQuery(deck))
  // postgres.js answers an array of rows, PGlite an object holding them.
  const rows = Array.isArray(stored) ? stored : (stored as unknown as { rows: unknown[] }).rows
  return rows.length === 1
}

/** The statement of storeDeck (the bench sends it directly too). */
export function storeDeckQuery(deck: NewDeck) {
  const before = new Date(deck.rankedAt.getTime() - DECK_KEPT_MS).toISOString()
  // One text parameter for the ids: drizzle would spread a JS array into a list of parameters.
  const ids = `{${deck.memberIds.join(',')}}`
  return sql`with pruned as (
      delete from ${deckRankings}
      where ${deckRankings.viewerId} = ${deck.viewerId} and ${deckRankings.rankedAt} < ${before}
    )
    insert into ${deckRankings} (viewer_id, ranked_at, filters_key, member_ids, beyond_from, next,
      within_count)
    values (${deck.viewerId}, ${deck.rankedAt.toISOString()}, ${deck.filtersKey}, ${ids}::int[],
      ${deck.beyondFrom}::int, ${deck.next}, ${deck.withinCount}::int)
    on conflict do nothing
    returning viewer_id`
}

/**
 * The viewer's latest deck for these conditions ranked since `since`, from its start: a member
 * who opens Discover again within minutes continues the same ranking (whoever they decided on
 * since is left out by the page's live check) instead of having it ranked again.
 */
export async function recentDeck(
  db: Database,
  viewerId: number,
  filtersKey: string,
  since: Date,
  count: number,
): Promise<(StoredDeck & { rankedAt: Date }) | null> {
  const [row] = await recentDeckStatement(db, viewerId, filtersKey, since, count)
  return row ?? null
}

/** The statement of recentDeck (the bench sends it directly too). */
export function recentDeckStatement(
  db: Pick<Database, 'select'>,
  viewerId: number,
  filtersKey: string,
  since: Date,
  count: number,
) {
  return db
    .select({
      rankedAt: deckRankings.rankedAt,
      ...deckColumns(0, count),
    })
    .from(deckRankings)
    .where(
      and(
        eq(deckRankings.viewerId, viewerId),
        eq(deckRankings.filtersKey, filtersKey),
        sql`${deckRankings.rankedAt} > ${since.toISOString()}`,
      ),
    )
    .orderBy(sql`${deckRankings.rankedAt} desc`)
    .limit(1)
}

/** What a page reads of a deck: `count` members from `offset`, and the deck's state. */
function deckColumns(offset: number, count: number) {
  return {
    filtersKey: deckRankings.filtersKey,
    ids: sql<number[]>`coalesce(${deckRankings.memberIds}[${offset + 1}:${offset + count}], '{}')`,
    total: sql<number>`cardinality(${deckRankings.memberIds})`,
    beyondFrom: deckRankings.beyondFrom,
    next: deckRankings.next,
    withinCount: deckRankings.withinCount,
  }
}

/** `count` members of a deck from `offset` on, with what the deck knows; null: no such deck. */
export async function readDeck(
  db: Database,
  viewerId: number,
  rankedAt: Date,
  offset: number,
  count: number,
): Promise<StoredDeck | null> {
  const [row] = await readDeckStatement(db, viewerId, rankedAt, offset, count)
  return row ?? null
}

/** The statement of readDeck (the bench sends it directly too). */
export function readDeckStatement(
  db: Pick<Database, 'select'>,
  viewerId: number,
  rankedAt: Date,
  offset: number,
  count: number,
) {
  return db
    .select({
      filtersKey: deckRankings.filtersKey,
      ids: sql<
        number[]
      >`coalesce(${deckRankings.memberIds}[${offset + 1}:${offset + count}], '{}')`,
      total: sql<number>`cardinality(${deckRankings.memberIds})`,
      beyondFrom: deckRankings.beyondFrom,
      next: deckRankings.next,
      withinCount: deckRankings.withinCount,
    })
    .from(deckRankings)
    .where(and(eq(deckRankings.viewerId, viewerId), eq(deckRankings.rankedAt, rankedAt)))
}

/**
 * Appends a tier to a deck that still holds `total` members: false when another request
 * extended it first (the caller reads it again), so no tier is appended twice.
 */
export async function extendDeck(
  db: Database,
  key: { viewerId: number; rankedAt: Date },
  total: number,
  tier: { ids: number[]; beyondFrom: number | null; next: DeckNext },
): Promise<boolean> {
  const extended = await db
    .update(deckRankings)
    .set({
      // One text parameter: drizzle would spread a JS array into a list of parameters.
      memberIds: sql`${deckRankings.memberIds} || ${`{${tier.ids.join(',')}}`}::int[]`,
      beyondFrom: sql`coalesce(${deckRankings.beyondFrom}, ${tier.beyondFrom}::int)`,
      next: tier.next,
    })
    .where(
      and(
        eq(deckRankings.viewerId, key.viewerId),
        eq(deckRankings.rankedAt, key.rankedAt),
        sql`cardinality(${deckRankings.memberIds}) = ${total}`,
      ),
    )
    .returning({ viewerId: deckRankings.viewerId })
  return extended.length === 1
}
