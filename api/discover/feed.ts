import { sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { pairScores } from '#shared/domain/compatibility.ts'
import { theologicalMatch } from '#shared/domain/theological-match.ts'
import { deckOriginOf } from '#shared/domain/travel.ts'
import { DISCOVER_PAGE_SIZE } from '#shared/schemas/discover.ts'
import type { DiscoverFilters } from '#shared/schemas/filters.ts'
import type { Database } from '../db/connect.ts'
import { perDatabase } from '../db/per-database.ts'
import { sameEvents } from '../events/same-event.ts'
import { users, type UserRow } from '../db/schema.ts'
import { viewerProfileHead } from '../users/profile-shapes.ts'
import {
  conditionValues,
  deckConditions,
  deckFiltersOf,
  setFilters,
  type ConditionFilter,
  type DeckFilters,
} from './conditions.ts'
import { encodeCursor, type FeedPosition } from './cursor.ts'
import {
  extendDeck,
  MAX_DECK_MEMBERS,
  readDeck,
  recentDeck,
  storeDeck,
  type DeckNext,
  type StoredDeck,
} from './deck-store.ts'
import type { ProfileCache } from './profile-cache.ts'
import { rawRows } from '../db/raw-rows.ts'
import { compatibilityProfileOf } from './scoring.ts'
import { nextTier, type TierPhase } from './tier.ts'

/**
 * The discover deck (GET /api/users), ranked (decision 036, docs/discover-and-likes.md): a deck is
 * ranked a tier at a time (api/discover/tier.ts) and kept in deck_rankings while its member pages
 * through it, so every page continues exactly where the last stopped. A page reads its slice of
 * the deck and checks those members are still to be shown (not decided, blocked, hidden or
 * snoozed since), in one statement; the profiles come from the profile cache.
 *
 * minCompatibility is applied to the members of the slice after scoring: a page can then be short
 * (even empty) with a non-null cursor. One request examines at most MAX_EXAMINED members.
 */
const MAX_EXAMINED = 2000
/**
 * A member who opens Discover again within this time continues their deck instead of having it
 * ranked again (members who sign up meanwhile wait for the next deck).
 */
export const DECK_REUSE_MS = 10 * 60 * 1000
/** Members of a deck read per slice: a page, or more when minCompatibility may drop some. */
const SLICE = DISCOVER_PAGE_SIZE
const FILTERED_SLICE = 200

export interface FeedRequest {
  viewer: UserRow
  filters: DiscoverFilters
  /** Where the last page stopped; null: a new deck. */
  position: FeedPosition | null
  now: Date
  /** Where the members' public columns and scoring inputs come from (by profile version). */
  profiles: ProfileCache
}

/** What a request needs to rank and read the viewer's deck. */
interface DeckContext {
  db: Database
  viewer: UserRow
  filters: DeckFilters
  set: ConditionFilter[]
  beyond: boolean
  key: string
  now: Date
  profiles: ProfileCache
  /** The deck's end was walked again in this request (extend). */
  rewalked?: boolean
}

/** A deck open in this request: its stored state and the members read from `offset` on. */
interface OpenDeck extends StoredDeck {
  rankedAt: Date
  offset: number
}

/**
 * What a deck was ranked for: a cursor continues only a deck ranked for the same conditions and
 * origin (a member who changed their preferences or travels gets a new deck).
 */
export function filtersKeyOf(
  viewer: UserRow,
  filters: DeckFilters,
  set: readonly ConditionFilter[],
  beyond: boolean,
) {
  return JSON.stringify([
    filters.gender ?? viewer.lookingFor,
    set.map((name) => [name, filters[name]]),
    beyond,
    deckOriginOf(viewer),
  ])
}

async function tierOf(
  context: DeckContext,
  phase: TierPhase,
  rankedAt: Date,
  offset: number,
  ranked: boolean,
) {
  return nextTier(context.db, { ...context, phase, rankedAt, offset, ranked })
}

/**
 * A new deck: its first tier within the distance, and the first beyond it too when those within
 * are fewer than a page and the viewer asked to see others when they run out.
 */
async function startDeck(context: DeckContext): Promise<OpenDeck> {
  let rankedAt = context.now
  const first = await tierOf(context, 'n', rankedAt, 0, false)
  let ids = first.ids
  let next: DeckNext = first.more ? 'n' : context.beyond ? 'r' : 'e'
  const sparse =
    context.filters.withinMiles !== undefined && !first.more && ids.length < DISCOVER_PAGE_SIZE
  let beyondFrom: number | null = null
  if (next === 'r' && ids.length < DISCOVER_PAGE_SIZE) {
    const far = await tierOf(context, 'r', rankedAt, ids.length, false)
    beyondFrom = ids.length
    ids = [...ids, ...far.ids]
    next = far.more ? 'r' : 'e'
  }
  const deck = {
    viewerId: context.viewer.id,
    filtersKey: context.key,
    memberIds: ids,
    beyondFrom,
    next,
    withinCount: sparse ? first.ids.length : null,
  }
  // Two first pages of one viewer in the same millisecond: the second deck takes the next one.
  while (!(await storeDeck(context.db, { ...deck, rankedAt }))) {
    rankedAt = new Date(rankedAt.getTime() + 1)
  }
  return { ...deck, ids, total: ids.length, rankedAt, offset: 0 }
}

/**
 * The deck a cursor names, from its offset on, or a new one when it is gone or was for other
 * conditions. A first page continues the viewer's deck for the same conditions when it was
 * ranked within DECK_REUSE_MS (from its start: whoever they decided on since is left out), and
 * ranks a new one otherwise.
 */
async function openDeck(context: DeckContext, position: FeedPosition | null): Promise<OpenDeck> {
  const { db, viewer, key, now } = context
  const size = context.filters.minCompatibility === undefined ? SLICE : FILTERED_SLICE
  if (position) {
    const stored = await readDeck(db, viewer.id, position.rankedAt, position.offset, size)
    if (stored && stored.filtersKey === key) return { ...stored, ...position }
  } else if (context.filters.fresh !== true) {
    const since = new Date(now.getTime() - DECK_REUSE_MS)
    const recent = await recentDeck(db, viewer.id, key, since, size)
    if (recent) return { ...recent, offset: 0 }
  }
  return startDeck(context)
}

/**
 * More of the deck after what this request has read of it: the stored members that follow, or,
 * once they are all read, a new tier (extend). False when the deck has ended.
 */
async function readMore(context: DeckContext, deck: OpenDeck): Promise<boolean> {
  const loaded = deck.offset + deck.ids.length
  if (loaded >= deck.total) return extend(context, deck)
  const { db, viewer } = context
  const stored = await readDeck(db, viewer.id, deck.rankedAt, loaded, FILTERED_SLICE)
  if (!stored) return false
  deck.ids.push(...stored.ids)
  Object.assign(deck, { total: stored.total, beyondFrom: stored.beyondFrom, next: stored.next })
  return stored.ids.length > 0
}

/**
 * Ranks the deck's next tier onto it (the members not ranked yet, in the phase `next` names, or
 * once a request a walk again at its end). Answers false when the deck has ended. When another request extended the deck first, reads it
 * again instead, so a tier is never ranked in twice.
 */
async function extend(context: DeckContext, deck: OpenDeck): Promise<boolean> {
  let phase: TierPhase
  if (deck.next !== 'e') phase = deck.next
  else if (context.rewalked || deck.beyondFrom !== null || deck.total >= MAX_DECK_MEMBERS) {
    return false
  } else {
    // At its end, a deck is walked once more: members who became visible since it was ranked
    // (unblocked, back from a snooze, reinstated, signed up) join it. Not behind members from
    // beyond the distance, who would then come first: those wait for the next deck.
    context.rewalked = true
    phase = 'n'
  }
  const tier = await tierOf(context, phase, deck.rankedAt, deck.total, true)
  const beyondFrom = phase === 'r' && deck.beyondFrom === null ? deck.total : null
  let next: DeckNext = tier.more ? phase : phase === 'n' && context.beyond ? 'r' : 'e'
  if (deck.total + tier.ids.length >= MAX_DECK_MEMBERS) next = 'e'
  const key = { viewerId: context.viewer.id, rankedAt: deck.rankedAt }
  if (await extendDeck(context.db, key, deck.total, { ids: tier.ids, beyondFrom, next })) {
    deck.ids.push(...tier.ids)
    deck.total += tier.ids.length
    deck.beyondFrom ??= beyondFrom
    deck.next = next
    return true
  }
  const read = deck.offset + deck.ids.length
  const fresh = await readDeck(context.db, key.viewerId, key.rankedAt, read, FILTERED_SLICE)
  if (!fresh) return false
  deck.ids.push(...fresh.ids)
  Object.assign(deck, { total: fresh.total, beyondFrom: fresh.beyondFrom, next: fresh.next })
  return true
}

/**
 * The members of a slice still to be shown, with their profile versions: the deck's conditions
 * but the distance (members beyond it are in the deck on purpose), in one statement per shape.
 */
export function liveStatement(db: Pick<Database, 'select'>, set: readonly ConditionFilter[]) {
  return (
    db
      // Aliased as the rows are read raw (liveMembers): the profile cache compares `version`.
      .select({ id: users.id, version: sql<number>`${users.profileVersion}`.as('version') })
      .from(users)
      .where(
        sql.join(
          [
            sql`${users.id} = any(${sql.placeholder('ids')}::int[])`,
            ...deckConditions(
              db,
              set.filter((name) => name !== 'withinMiles'),
              false,
            ),
          ],
          sql` and `,
        ),
      )
  )
}

type PreparedLive = ReturnType<ReturnType<typeof liveStatement>['prepare']>
let preparedCount = 0
const liveStatementsOf = perDatabase(() => new LRUCache<string, PreparedLive>({ max: 500 }))

/** The placeholder values of the live statement. */
export function liveValues(
  context: Pick<DeckContext, 'viewer' | 'filters' | 'set' | 'now'>,
  ids: number[],
) {
  return { ...conditionValues(context.viewer, context.filters, context.set, context.now), ids }
}

async function liveMembers(context: DeckContext, ids: number[]) {
  const statements = liveStatementsOf(context.db)
  const shape = context.set.join(',')
  let statement = statements.get(shape)
  if (!statement) {
    statement = liveStatement(context.db, context.set).prepare(`deck_live_${++preparedCount}`)
    statements.set(shape, statement)
  }
  return rawRows<{ id: number; version: number }>(statement, liveValues(context, ids))
}

/** A member on a deck page: the viewer's part (viewerProfileHead) and the cached public part. */
export interface FeedItem {
  head: string
  body: Buffer
}

export interface FeedPage {
  items: FeedItem[]
  nextCursor: string | null
  /** Members within the viewer's distance, when they are fewer than a page (sparse region). */
  within: { miles: number; count: number } | null
}

/** JSON with every character past ASCII escaped: a head is written as latin1 (feedPageBody). */
const asciiJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )

const COMMA = 0x2c
const CLOSE_BRACE = 0x7d

/**
 * The page as the UTF-8 JSON of DiscoverPageSchema, in one buffer the size of the answer: the
 * heads are ASCII and the bodies encoded already, so nothing is joined, measured or encoded again
 * on the way to the socket.
 */
export function feedPageBody(page: FeedPage): Buffer<ArrayBuffer> {
  const open = '{"items":['
  const within = page.within ? `,"within":${JSON.stringify(page.within)}` : ''
  const close = `],"nextCursor":${JSON.stringify(page.nextCursor)}${within}}`
  let size = open.length + Buffer.byteLength(close) + Math.max(0, page.items.length - 1)
  for (const { head, body } of page.items) size += head.length + body.length + 1
  const out = Buffer.allocUnsafe(size)
  let at = out.write(open, 0, 'latin1')
  page.items.forEach(({ head, body }, index) => {
    if (index > 0) at = out.writeUInt8(COMMA, at)
    at += out.write(head, at, 'latin1')
    at += body.copy(out, at)
    at = out.writeUInt8(CLOSE_BRACE, at)
  })
  out.write(close, at)
  return out
}

export async function discoverPage(db: Database, request: FeedRequest): Promise<FeedPage> {
  const { viewer, now, profiles } = request
  const { filters, beyond } = deckFiltersOf(viewer, request.filters)
  const set = setFilters(filters)
  const context: DeckContext = {
    db,
    viewer,
    filters,
    set,
    beyond,
    key: filtersKeyOf(viewer, filters, set, beyond),
    now,
    profiles,
  }
  const deck = await openDeck(context, request.position)
  const minCompatibility = filters.minCompatibility
  const origin = deckOriginOf(viewer)
  const seenFrom = {
    id: viewer.id,
    latitude: origin?.latitude ?? null,
    longitude: origin?.longitude ?? null,
  }
  const items: FeedItem[] = []
  const itemIds: number[] = []
  let read = 0 // members of deck.ids consumed
  while (items.length < DISCOVER_PAGE_SIZE && read < MAX_EXAMINED) {
    if (read >= deck.ids.length && !(await readMore(context, deck))) break
    const size = minCompatibility === undefined ? DISCOVER_PAGE_SIZE - items.length : FILTERED_SLICE
    const chunk = deck.ids.slice(read, read + size)
    if (chunk.length === 0) continue
    const live = await liveMembers(context, chunk)
    const found = await profiles.resolve(db, [
      { id: viewer.id, version: viewer.profileVersion },
      ...live,
    ])
    const shown = new Set(live.map((row) => row.id))
    const me = found.get(viewer.id)?.compatibility ?? compatibilityProfileOf(viewer, null)
    for (const id of chunk) {
      if (items.length === DISCOVER_PAGE_SIZE) break
      const index = deck.offset + read
      read++
      const member = shown.has(id) ? found.get(id) : undefined
      if (!member) continue // decided, blocked, hidden or deleted since the deck was ranked
      const scores = pairScores(me, member.compatibility)
      // A minimum compatibility asks for a score: a member with none (not said enough) is left out.
      const score = scores.compatibilityScore
      if (minCompatibility !== undefined && (score === null || score < minCompatibility)) continue
      const theology = theologicalMatch(me, member.compatibility)
      const head = viewerProfileHead(member.row, seenFrom, { ...scores, theology })
      const beyondDistance = deck.beyondFrom !== null && index >= deck.beyondFrom
      items.push({
        head: beyondDistance ? `{"beyondDistance":true,${head.slice(1)}` : head,
        body: member.json,
      })
      itemIds.push(id)
    }
  }
  const going = await sameEvents(db, viewer, itemIds, now)
  items.forEach((item, i) => {
    const event = going.get(itemIds[i]!)
    if (event) item.head = `{"sameEvent":${asciiJson(event)},${item.head.slice(1)}`
  })
  const consumed = deck.offset + read
  const more = consumed < deck.total || deck.next !== 'e'
  return {
    items,
    nextCursor: more ? encodeCursor({ rankedAt: deck.rankedAt, offset: consumed }) : null,
    within:
      deck.withinCount === null || filters.withinMiles === undefined
        ? null
        : { miles: filters.withinMiles, count: deck.withinCount },
  }
}
