import {
  and,
  desc,
  eq,
  gte,
  lt,
  lte,
  ne,
  notInArray,
  sql,
  type Placeholder,
  type SQL,
} from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
import { DISCOVER_PAGE_SIZE } from '#shared/schemas/discover.ts'
import type { DiscoverFilters } from '#shared/schemas/filters.ts'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Database } from '../db/connect.ts'
import { perDatabase } from '../db/per-database.ts'
import { likes, passes, users, type UserRow } from '../db/schema.ts'
import { blockedWithSelects } from '../safety/blocks.ts'
import { viewerProfileHead } from '../users/profile-shapes.ts'
import { encodeCursor, type FeedPosition } from './cursor.ts'
import type { ProfileCache } from './profile-cache.ts'
import { pairScores } from '#shared/domain/compatibility.ts'
import { MAX_DISTANCE_ANYWHERE } from '#shared/domain/discovery.ts'
import { EARTH_RADIUS_MILES } from '#shared/domain/distance.ts'
import { compatibilityProfileOf } from './scoring.ts'

/**
 * The discover deck (GET /api/users), keyset-paginated in two phases: members with an active
 * boost first, then everyone else, each newest first. Every filter but minCompatibility is a
 * WHERE condition; a page is one statement (both phases UNION ALL while in the boosted one),
 * each phase an index range scan that stops at the limit.
 *
 * minCompatibility needs both members' scores (shared/domain/compatibility.ts), so it is applied
 * after scoring: the query over-fetches in batches and the cursor records the last member
 * *examined*, not the last one returned, so no member is skipped or repeated. One request examines
 * at most MAX_EXAMINED members; a page can then be short (even empty) with a non-null cursor.
 */
const OVERFETCH_BATCH = 200
const MAX_EXAMINED = 2000

export interface FeedRequest {
  viewer: UserRow
  filters: DiscoverFilters
  position: FeedPosition
  now: Date
  /** Where the members' public columns and scoring inputs come from (by profile version). */
  profiles: ProfileCache
}

/**
 * What a deck request asks for (decision 035): the request's filters over the viewer's discovery
 * preferences. An age filter of the request replaces the viewer's age range for that search; a
 * denomination chosen replaces the denominations they seek; the distance is the viewer's own.
 */
export type DeckFilters = DiscoverFilters & {
  /** Any of these denominations (the viewer's seeking_denominations). */
  denominations?: string[]
  /** Miles from the viewer, when they limit the distance and their location is known. */
  withinMiles?: number
}

/** Great-circle miles from the viewer (placeholders originLat/originLon) to the member, in SQL. */
const milesFromViewer = sql`2 * ${sql.raw(String(EARTH_RADIUS_MILES))} * asin(least(1, sqrt(
  power(sin(radians(${users.latitude} - ${sql.placeholder('originLat')}) / 2), 2)
  + cos(radians(${sql.placeholder('originLat')})) * cos(radians(${users.latitude}))
  * power(sin(radians(${users.longitude} - ${sql.placeholder('originLon')}) / 2), 2))))`

/** The filters that are WHERE conditions, each bound to a placeholder of its own name. */
const FILTER_CONDITIONS = {
  denomination: (p) => eq(users.denomination, p),
  country: (p) => eq(users.country, p),
  minAge: (p) => gte(users.age, p),
  maxAge: (p) => lte(users.age, p),
  minWeight: (p) => gte(users.weight, p),
  maxWeight: (p) => lte(users.weight, p),
  minIncome: (p) => gte(users.income, p),
  maxIncome: (p) => lte(users.income, p),
  churchAttendance: (p) => eq(users.churchAttendanceFrequency, p),
  educationLevel: (p) => eq(users.educationLevel, p),
  englishFluency: (p) => eq(users.englishFluency, p),
  race: (p) => eq(users.race, p),
  hasClergyEndorsement: (p) => eq(users.hasClergyEndorsement, p),
  denominations: (p) => sql`${users.denomination} = any(${p}::text[])`,
  withinMiles: (p) => sql`${milesFromViewer} <= ${p}`,
} satisfies Partial<Record<keyof DeckFilters, (p: Placeholder) => SQL>>
type ConditionFilter = keyof typeof FILTER_CONDITIONS

/**
 * The request's filters over the viewer's discovery preferences (decision 035), and whether the
 * members beyond the viewer's distance follow those within it ("show others when I run out").
 */
export function deckFiltersOf(
  viewer: UserRow,
  filters: DiscoverFilters,
): { filters: DeckFilters; beyond: boolean } {
  const ageSet = filters.minAge !== undefined || filters.maxAge !== undefined
  const located = viewer.latitude !== null && viewer.longitude !== null
  const limited = located && viewer.maxDistance < MAX_DISTANCE_ANYWHERE
  const deck: DeckFilters = {
    ...filters,
    ...(!ageSet && { minAge: viewer.minAge, maxAge: viewer.maxAge }),
    ...(filters.denomination === undefined &&
      viewer.seekingDenominations.length > 0 && { denominations: viewer.seekingDenominations }),
    ...(limited && { withinMiles: viewer.maxDistance }),
  }
  return { filters: deck, beyond: limited && !viewer.distanceStrict }
}

/** The filters set in this request that are conditions; `hasClergyEndorsement=false` is "off". */
export function setFilters(filters: DeckFilters): ConditionFilter[] {
  return (Object.keys(FILTER_CONDITIONS) as ConditionFilter[]).filter((name) =>
    name === 'hasClergyEndorsement' ? filters[name] === true : filters[name] !== undefined,
  )
}

/**
 * The WHERE conditions of the set filters and the exclusions, shared by both phases. The viewer's
 * likes, passes and blocks (either way) are one `not in` subquery, which PostgreSQL runs once per
 * statement into a hash (a "hashed SubPlan") instead of probing indexes for every candidate;
 * `show_me` is written as a bare column so the partial deck index matches under a generic
 * prepared plan too.
 */
function feedConditions(db: Pick<Database, 'select'>, set: readonly ConditionFilter[]): SQL[] {
  const viewerId = sql.placeholder('viewerId')
  return [
    eq(users.gender, sql.placeholder('gender')),
    sql`${users.showMe}`,
    // Snoozed members are left out until their snooze ends (decision 028): no job unhides them.
    sql`(${users.snoozedUntil} is null or ${users.snoozedUntil} <= ${sql.placeholder('now')})`,
    ne(users.id, viewerId),
    // Everyone the viewer liked, passed or is blocked with (either way) as ONE set: PostgreSQL
    // hashes it once per statement, and its planner discounts one `not in`, not four (with four
    // it took the deck for rare and walked a whole denomination).
    notInArray(
      users.id,
      unionAll(
        db.select({ id: likes.toUserId }).from(likes).where(eq(likes.fromUserId, viewerId)),
        db.select({ id: passes.toUserId }).from(passes).where(eq(passes.fromUserId, viewerId)),
        ...blockedWithSelects(db, viewerId),
      ),
    ),
    ...set.map((name) => FILTER_CONDITIONS[name](sql.placeholder(name))),
  ]
}

/**
 * Whether a member's boost runs at the placeholder `now`, from users.boosted_until (kept by a
 * trigger on boosts, migration 0016). The boosted phase also asks for `boosted` (boosted_until is
 * set), which matches users_deck_boosted_idx and whose statistics show how few members that is: a
 * generic plan then reads the few entries of that index whatever the filters, where estimating
 * `boosted_until > $now` alone at a third of all members it walked a whole filter index instead.
 */
function boostRuns(phase: FeedPosition['phase']): SQL {
  const now = sql.placeholder('now')
  return phase === 'b'
    ? sql`${users.boosted} and ${users.boostedUntil} > ${now}`
    : sql`(${users.boostedUntil} is null or ${users.boostedUntil} <= ${now})`
}

/**
 * The conditions of a phase: within the viewer's distance for the boosted and everyone-else
 * phases, beyond it (or with no known location) for the last one, 'r', which only a viewer who
 * asked to see others when those within run out has.
 */
function phaseConditions(
  db: Pick<Database, 'select'>,
  set: readonly ConditionFilter[],
  phase: FeedPosition['phase'],
): SQL[] {
  if (phase !== 'r') return [...feedConditions(db, set), boostRuns(phase)]
  const anywhere = set.filter((name) => name !== 'withinMiles')
  const within = FILTER_CONDITIONS.withinMiles(sql.placeholder('withinMiles'))
  return [...feedConditions(db, anywhere), sql`not coalesce(${within}, false)`]
}

/** One phase's candidates after `afterId`, newest first: narrow rows (phase, id, profile version). */
function phaseQuery(
  db: Pick<Database, 'select'>,
  set: readonly ConditionFilter[],
  phase: FeedPosition['phase'],
  after: 'afterId' | null,
) {
  return db
    .select({
      phase: sql<FeedPosition['phase']>`${sql.raw(`'${phase}'`)}`.as('phase'),
      id: users.id,
      version: sql<number>`${users.profileVersion}`.as('version'),
    })
    .from(users)
    .where(
      and(
        ...phaseConditions(db, set, phase),
        after ? lt(users.id, sql.placeholder(after)) : undefined,
      ),
    )
    .orderBy(desc(users.id))
    .limit(sql.placeholder('limit'))
}

/**
 * The next `limit` candidates after the position, in deck order, in ONE statement: the members
 * of the position's phase after it UNION ALL the first of each later phase (boosted, everyone
 * else within the distance, then beyond it when `beyond`). Every value is a placeholder, so one
 * statement serves every request of the same shape (the phase, whether it starts after a member,
 * which filters are set, whether the members beyond follow).
 */
export function candidateStatement(
  db: Pick<Database, 'select'>,
  set: readonly ConditionFilter[],
  position: FeedPosition,
  beyond = false,
) {
  const phases: FeedPosition['phase'][] = beyond ? ['b', 'n', 'r'] : ['b', 'n']
  const [first, ...later] = phases.slice(phases.indexOf(position.phase))
  const current = phaseQuery(db, set, first!, position.afterId === null ? null : 'afterId')
  if (later.length === 0) return current
  const [next, ...rest] = later.map((phase) => phaseQuery(db, set, phase, null))
  // The phases' letters sort in deck order.
  return unionAll(current, next!, ...rest)
    .orderBy(sql`"phase"`, sql`"id" desc`)
    .limit(sql.placeholder('limit'))
}

/** The placeholder values of a page's statement. */
export function candidateValues(
  viewer: UserRow,
  filters: DeckFilters,
  set: readonly ConditionFilter[],
  position: FeedPosition,
  now: Date,
  limit: number,
) {
  const values: Record<string, unknown> = {
    viewerId: viewer.id,
    gender: filters.gender ?? viewer.lookingFor,
    now: now.toISOString(),
    limit,
    afterId: position.afterId,
  }
  for (const name of set) values[name] = filters[name]
  if (filters.withinMiles !== undefined) {
    values.originLat = viewer.latitude
    values.originLon = viewer.longitude
  }
  return values
}

type PreparedBatch = ReturnType<ReturnType<typeof candidateStatement>['prepare']>
let preparedCount = 0
const statementsOf = perDatabase(() => new LRUCache<string, PreparedBatch>({ max: 500 }))

/** The prepared statement of a page's shape, built once per database handle and shape. */
function preparedBatch(
  db: Database,
  set: readonly ConditionFilter[],
  position: FeedPosition,
  beyond: boolean,
) {
  const statements = statementsOf(db)
  const shape = `${position.phase}${position.afterId === null ? '' : '>'}:${set.join(',')}${beyond ? '+r' : ''}`
  let statement = statements.get(shape)
  if (!statement) {
    statement = candidateStatement(db, set, position, beyond).prepare(`discover_${++preparedCount}`)
    statements.set(shape, statement)
  }
  return statement
}

/** A candidate as the page statement returns it. */
interface CandidateRow {
  phase: FeedPosition['phase']
  id: number
  version: number
}

/**
 * The page statement's rows as the driver returns them, without drizzle mapping each field of each
 * row: the columns are an int, an int and a text, which both drivers already give as JS values
 * (`all()`, which both drizzle drivers' prepared queries have; 25 µs a page, bench).
 */
function narrowRows(statement: PreparedBatch, values: Record<string, unknown>) {
  return (statement as unknown as { all(v: typeof values): Promise<CandidateRow[]> }).all(values)
}

/** A member on a deck page: the viewer's part (viewerProfileHead) and the cached public part. */
export interface FeedItem {
  head: string
  body: Buffer
}

export interface FeedPage {
  items: FeedItem[]
  nextCursor: string | null
}

const COMMA = 0x2c
const CLOSE_BRACE = 0x7d

/**
 * The page as the UTF-8 JSON of DiscoverPageSchema, in one buffer the size of the answer: the
 * heads are ASCII and the bodies encoded already, so nothing is joined, measured or encoded again
 * on the way to the socket.
 */
export function feedPageBody(page: FeedPage): Buffer<ArrayBuffer> {
  const open = '{"items":['
  const close = `],"nextCursor":${JSON.stringify(page.nextCursor)}}`
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
  const minCompatibility = filters.minCompatibility
  const set = setFilters(filters)
  const items: FeedItem[] = []
  let position = request.position
  // A cursor into the members beyond, after the viewer chose "only within": nothing follows.
  if (position.phase === 'r' && !beyond) return { items, nextCursor: null }
  let examined = 0
  for (;;) {
    const need = DISCOVER_PAGE_SIZE - items.length
    // One more than needed tells whether anything follows without another query.
    const batchSize =
      minCompatibility === undefined ? need + 1 : Math.max(need + 1, OVERFETCH_BATCH)
    const rows = await narrowRows(
      preparedBatch(db, set, position, beyond),
      candidateValues(viewer, filters, set, position, now, batchSize),
    )
    const found = await profiles.resolve(db, [
      { id: viewer.id, version: viewer.profileVersion },
      ...rows,
    ])
    // The viewer is absent only when their account was deleted during this request.
    const me = found.get(viewer.id)?.compatibility ?? compatibilityProfileOf(viewer, null)
    for (const { phase, id } of rows) {
      if (items.length === DISCOVER_PAGE_SIZE) {
        return { items, nextCursor: encodeCursor(position) }
      }
      position = { phase, afterId: id }
      examined++
      const member = found.get(id)
      if (!member) continue // deleted since the page statement read it
      const scores = pairScores(me, member.compatibility)
      if (minCompatibility === undefined || scores.compatibilityScore >= minCompatibility) {
        items.push({ head: viewerProfileHead(member.row, viewer, scores), body: member.json })
      }
    }
    if (rows.length < batchSize) return { items, nextCursor: null } // both phases exhausted
    if (examined >= MAX_EXAMINED && items.length < DISCOVER_PAGE_SIZE) {
      return { items, nextCursor: encodeCursor(position) }
    }
  }
}
