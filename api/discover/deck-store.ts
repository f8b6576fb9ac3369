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
 * Stores a new deck, and removes the viewer's decks older than a day. Answers false when the
 * viewer has a deck ranked at that very millisecond already (the caller picks the next one).
 */
export async function storeDeck(db: Database, deck: NewDeck): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { prune, insert } = storeDeckStatements(tx, deck)
    await prune
    return (await insert).length === 1
  })
}

/** The two statements of storeDeck (the bench sends them directly too). */
export function storeDeckStatements(db: Pick<Database, 'delete' | 'insert'>, deck: NewDeck) {
  const before = new Date(deck.rankedAt.getTime() - DECK_KEPT_MS).toISOString()
  return {
    prune: db
      .delete(deckRankings)
      .where(
        and(eq(deckRankings.viewerId, deck.viewerId), sql`${deckRankings.rankedAt} < ${before}`),
      ),
    insert: db
      .insert(deckRankings)
      .values(deck)
      .onConflictDoNothing()
      .returning({ viewerId: deckRankings.viewerId }),
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
