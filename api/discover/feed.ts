import {
  and,
  desc,
  eq,
  gt,
  gte,
  inArray,
  lt,
  lte,
  ne,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm'
import { DISCOVER_PAGE_SIZE } from '#shared/schemas/discover.ts'
import type { DiscoverFilters } from '#shared/schemas/filters.ts'
import { unionAll } from 'drizzle-orm/pg-core'
import type { Database } from '../db/connect.ts'
import { boosts, likes, passes, users, type UserRow } from '../db/schema.ts'
import { toPublicProfile } from '../users/profile-shapes.ts'
import { encodeCursor, type FeedPosition } from './cursor.ts'
import type { ProfileCache } from './profile-cache.ts'
import { compatibilityProfileOf, scoresBetween } from './scoring.ts'

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

/** The WHERE conditions of the filters and exclusions, shared by both phases. */
export function feedConditions(viewer: UserRow, filters: DiscoverFilters): SQL[] {
  const f = filters
  const conditions: (SQL | undefined)[] = [
    eq(users.gender, f.gender ?? viewer.lookingFor),
    eq(users.showMe, true),
    ne(users.id, viewer.id),
    sql`not exists (select 1 from ${likes} where ${likes.fromUserId} = ${viewer.id} and ${likes.toUserId} = ${users.id})`,
    sql`not exists (select 1 from ${passes} where ${passes.fromUserId} = ${viewer.id} and ${passes.toUserId} = ${users.id})`,
    f.denomination === undefined ? undefined : eq(users.denomination, f.denomination),
    f.country === undefined ? undefined : eq(users.country, f.country),
    f.minAge === undefined ? undefined : gte(users.age, f.minAge),
    f.maxAge === undefined ? undefined : lte(users.age, f.maxAge),
    f.minWeight === undefined ? undefined : gte(users.weight, f.minWeight),
    f.maxWeight === undefined ? undefined : lte(users.weight, f.maxWeight),
    f.minIncome === undefined ? undefined : gte(users.income, f.minIncome),
    f.maxIncome === undefined ? undefined : lte(users.income, f.maxIncome),
    f.churchAttendance === undefined
      ? undefined
      : eq(users.churchAttendanceFrequency, f.churchAttendance),
    f.educationLevel === undefined ? undefined : eq(users.educationLevel, f.educationLevel),
    f.englishFluency === undefined ? undefined : eq(users.englishFluency, f.englishFluency),
    f.race === undefined ? undefined : eq(users.race, f.race),
    f.hasClergyEndorsement === true ? eq(users.hasClergyEndorsement, true) : undefined,
  ]
  return conditions.filter((c): c is SQL => c !== undefined)
}

/** Members with a boost running now. */
function activeBoosters(db: Pick<Database, 'select'>, now: Date) {
  return db
    .select({ userId: boosts.userId })
    .from(boosts)
    .where(and(eq(boosts.isActive, true), gt(boosts.endTime, now), lte(boosts.startTime, now)))
}

/** One phase's candidates after `afterId`, newest first: narrow rows (phase, id, profile version). */
function phaseQuery(
  db: Pick<Database, 'select'>,
  conditions: SQL[],
  phase: FeedPosition['phase'],
  afterId: number | null,
  now: Date,
  limit: number,
) {
  const boosted =
    phase === 'b'
      ? inArray(users.id, activeBoosters(db, now))
      : notInArray(users.id, activeBoosters(db, now))
  const after = afterId === null ? undefined : lt(users.id, afterId)
  return db
    .select({
      phase: sql<FeedPosition['phase']>`${sql.raw(phase === 'b' ? "'b'" : "'n'")}`.as('phase'),
      id: users.id,
      version: users.profileVersion,
    })
    .from(users)
    .where(and(...conditions, boosted, after))
    .orderBy(desc(users.id))
    .limit(limit)
}

/**
 * The next `limit` candidates after the position, in deck order, in ONE statement: in the boosted
 * phase, the boosted members after it UNION ALL the first of everyone else.
 */
export function candidateBatch(
  db: Pick<Database, 'select'>,
  conditions: SQL[],
  position: FeedPosition,
  now: Date,
  limit: number,
) {
  const restAfter = position.phase === 'n' ? position.afterId : null
  const rest = phaseQuery(db, conditions, 'n', restAfter, now, limit)
  if (position.phase === 'n') return rest
  return unionAll(phaseQuery(db, conditions, 'b', position.afterId, now, limit), rest)
    .orderBy(sql`"phase"`, sql`"id" desc`)
    .limit(limit)
}

export async function discoverPage(db: Database, request: FeedRequest) {
  const { viewer, filters, now, profiles } = request
  const conditions = feedConditions(viewer, filters)
  const minCompatibility = filters.minCompatibility
  const items: ReturnType<typeof toPublicProfile>[] = []
  let position = request.position
  let examined = 0
  for (;;) {
    const need = DISCOVER_PAGE_SIZE - items.length
    // One more than needed tells whether anything follows without another query.
    const batchSize =
      minCompatibility === undefined ? need + 1 : Math.max(need + 1, OVERFETCH_BATCH)
    const rows = await candidateBatch(db, conditions, position, now, batchSize)
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
      const scores = scoresBetween(me, member.compatibility)
      if (minCompatibility === undefined || scores.compatibilityScore >= minCompatibility) {
        items.push(toPublicProfile(member.row, viewer, scores))
      }
    }
    if (rows.length < batchSize) return { items, nextCursor: null } // both phases exhausted
    if (examined >= MAX_EXAMINED && items.length < DISCOVER_PAGE_SIZE) {
      return { items, nextCursor: encodeCursor(position) }
    }
  }
}
