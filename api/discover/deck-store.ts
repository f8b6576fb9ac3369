import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { perDatabase } from '../db/per-database.ts'
import { runStatement, statementShape } from '../db/round-trips.ts'
import { deckRankings } from '../db/schema.ts'
import { rawRows } from '../db/raw-rows.ts'

/**
 * The ranked decks being paged through (deck_rankings, decision 036): created with the first
 * tier, read a slice per page, extended a tier at a time.
 */

/** Members a deck may hold before it ends (a member who pages this far starts a new deck). */
export const MAX_DECK_MEMBERS = 5000

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

/** Ids as one int[] literal parameter: drizzle would spread a JS array into a list of them. */
const intArrayLiteral = (ids: readonly number[]) => `{${ids.join(',')}}`

const STORE_NAMES = [
  'viewerId',
  'rankedAt',
  'filtersKey',
  'memberIds',
  'beyondFrom',
  'next',
  'withinCount',
] as const

/**
 * The statement of storeDeck (the bench sends it directly too): built once, sent prepared in one
 * round trip (api/db/round-trips.ts). Unprepared, postgres.js first asks the server for the
 * parameters' types, a second round trip, and the server parses and plans it every time.
 */
export const storeDeckStatement = statementShape(
  STORE_NAMES,
  (_db, v) => sql`insert into ${deckRankings}
      (viewer_id, ranked_at, filters_key, member_ids, beyond_from, next, within_count)
    values (${v.viewerId}::int, ${v.rankedAt}::timestamptz, ${v.filtersKey}::text,
      ${v.memberIds}::int[], ${v.beyondFrom}::int, ${v.next}::text, ${v.withinCount}::int)
    on conflict do nothing
    returning viewer_id`,
)

/** The values of storeDeckStatement for a deck (its ids as one int[] literal). */
export function storeDeckValues(deck: NewDeck) {
  return {
    viewerId: deck.viewerId,
    rankedAt: deck.rankedAt.toISOString(),
    filtersKey: deck.filtersKey,
    memberIds: intArrayLiteral(deck.memberIds),
    beyondFrom: deck.beyondFrom,
    next: deck.next,
    withinCount: deck.withinCount,
  }
}

/**
 * Stores a new deck. Answers false when the viewer has a deck ranked at that very millisecond
 * already (the caller picks the next one). Decks older than a day are deleted by the hourly sweep
 * (api/discover/deck-sweep.ts).
 */
export async function storeDeck(db: Database, deck: NewDeck): Promise<boolean> {
  const rows = await runStatement(db, storeDeckStatement(db, storeDeckValues(deck)))
  return rows.length === 1
}

/**
 * What a page reads of a deck: members `from` to `to` (1-based, inclusive) and the deck's state,
 * aliased to the names StoredDeck reads: the statements are prepared once and their rows read raw
 * (rawRows), so a page neither builds their SQL nor maps their rows again.
 */
const deckColumns = {
  filtersKey: sql<string>`${deckRankings.filtersKey}`.as('filtersKey'),
  ids: sql<
    number[]
  >`coalesce(${deckRankings.memberIds}[${sql.placeholder('from')}::int:${sql.placeholder('to')}::int], '{}')`.as(
    'ids',
  ),
  total: sql<number>`cardinality(${deckRankings.memberIds})`.as('total'),
  beyondFrom: sql<number | null>`${deckRankings.beyondFrom}`.as('beyondFrom'),
  next: sql<DeckNext>`${deckRankings.next}`.as('next'),
  withinCount: sql<number | null>`${deckRankings.withinCount}`.as('withinCount'),
}

/** The placeholder values of a slice: `count` members from `offset` on. */
const sliceValues = (offset: number, count: number) => ({ from: offset + 1, to: offset + count })

/**
 * The statement of recentDeck (the bench sends it directly too): the viewer's latest deck for a
 * filters key ranked after `since`, its ranking moment in epoch milliseconds.
 */
export function recentDeckStatement(db: Pick<Database, 'select'>) {
  return db
    .select({
      rankedAtMs: sql<number>`(extract(epoch from ${deckRankings.rankedAt}) * 1000)::float8`.as(
        'rankedAtMs',
      ),
      ...deckColumns,
    })
    .from(deckRankings)
    .where(
      and(
        eq(deckRankings.viewerId, sql.placeholder('viewerId')),
        eq(deckRankings.filtersKey, sql.placeholder('filtersKey')),
        sql`${deckRankings.rankedAt} > ${sql.placeholder('since')}::timestamptz`,
      ),
    )
    .orderBy(sql`${deckRankings.rankedAt} desc`)
    .limit(1)
}

/** The placeholder values of recentDeckStatement. */
export const recentDeckValues = (
  viewerId: number,
  filtersKey: string,
  since: Date,
  count: number,
) => ({ viewerId, filtersKey, since: since.toISOString(), ...sliceValues(0, count) })

/** The statement of readDeck (the bench sends it directly too). */
export function readDeckStatement(db: Pick<Database, 'select'>) {
  return db
    .select(deckColumns)
    .from(deckRankings)
    .where(
      and(
        eq(deckRankings.viewerId, sql.placeholder('viewerId')),
        sql`${deckRankings.rankedAt} = ${sql.placeholder('rankedAt')}::timestamptz`,
      ),
    )
}

/** The placeholder values of readDeckStatement. */
export const readDeckValues = (
  viewerId: number,
  rankedAt: Date,
  offset: number,
  count: number,
) => ({
  viewerId,
  rankedAt: rankedAt.toISOString(),
  ...sliceValues(offset, count),
})

const preparedRecent = perDatabase((db) => recentDeckStatement(db).prepare('deck_recent'))
const preparedRead = perDatabase((db) => readDeckStatement(db).prepare('deck_read'))

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
  const [row] = await rawRows<StoredDeck & { rankedAtMs: number }>(
    preparedRecent(db),
    recentDeckValues(viewerId, filtersKey, since, count),
  )
  if (!row) return null
  const { rankedAtMs, ...deck } = row
  return { ...deck, rankedAt: new Date(rankedAtMs) }
}

/** `count` members of a deck from `offset` on, with what the deck knows; null: no such deck. */
export async function readDeck(
  db: Database,
  viewerId: number,
  rankedAt: Date,
  offset: number,
  count: number,
): Promise<StoredDeck | null> {
  const [row] = await rawRows<StoredDeck>(
    preparedRead(db),
    readDeckValues(viewerId, rankedAt, offset, count),
  )
  return row ?? null
}

const EXTEND_NAMES = ['viewerId', 'rankedAt', 'total', 'ids', 'beyondFrom', 'next'] as const

/** The statement of extendDeck, built once and sent prepared, as storeDeckStatement. */
const extendDeckStatement = statementShape(
  EXTEND_NAMES,
  (_db, v) => sql`update ${deckRankings}
    set member_ids = ${deckRankings.memberIds} || ${v.ids}::int[],
      beyond_from = coalesce(${deckRankings.beyondFrom}, ${v.beyondFrom}::int),
      next = ${v.next}::text
    where ${deckRankings.viewerId} = ${v.viewerId}::int
      and ${deckRankings.rankedAt} = ${v.rankedAt}::timestamptz
      and cardinality(${deckRankings.memberIds}) = ${v.total}::int
    returning viewer_id`,
)

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
  const extended = await runStatement(
    db,
    extendDeckStatement(db, {
      viewerId: key.viewerId,
      rankedAt: key.rankedAt.toISOString(),
      total,
      ids: intArrayLiteral(tier.ids),
      beyondFrom: tier.beyondFrom,
      next: tier.next,
    }),
  )
  return extended.length === 1
}
