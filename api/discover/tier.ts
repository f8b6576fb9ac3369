import { ageToday } from '#shared/domain/age.ts'
import { and, desc, sql, type SQL } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { LRUCache } from 'lru-cache'
import { pairScores } from '#shared/domain/compatibility.ts'
import {
  hasPriorityMatching,
  rankTier,
  theirFitOf,
  type RankCandidate,
} from '#shared/domain/deck-rank.ts'
import { MAX_DISTANCE_ANYWHERE } from '#shared/domain/discovery.ts'
import { milesBetween } from '#shared/domain/distance.ts'
import { deckOriginOf } from '#shared/domain/travel.ts'
import type { Database } from '../db/connect.ts'
import { perDatabase } from '../db/per-database.ts'
import { likes, users, type UserRow } from '../db/schema.ts'
import {
  conditionValues,
  deckConditions,
  withinDistance,
  type ConditionFilter,
  type DeckFilters,
} from './conditions.ts'
import type { ProfileCache } from './profile-cache.ts'
import { rawRows } from '../db/raw-rows.ts'
import { compatibilityProfileOf } from './scoring.ts'

/**
 * One tier of the ranked deck (decision 036): the next TIER_SIZE members of the walk, most
 * recently active first, that meet the deck's conditions and are not ranked in this deck yet
 * (plus, within the distance, the boosted members not ranked yet), put in deck order by
 * shared/domain/deck-rank.ts. Phase 'n' walks the members within the viewer's distance (everyone
 * when they set none), 'r' those beyond it.
 */
export const TIER_SIZE = 250

export type TierPhase = 'n' | 'r'

/** A walked member as the tier statement returns it. */
interface TierRow {
  id: number
  version: number
  activeAt: number
  boosted: boolean
  likedViewer: boolean
}

/** The tier statement's columns: narrow, from the deck index, plus two hashed set lookups. */
function tierColumns(boosted: SQL) {
  return {
    id: users.id,
    version: sql<number>`${users.profileVersion}`.as('version'),
    // In ms since the epoch: drivers give a timestamp as text in raw rows.
    activeAt: sql<number>`(extract(epoch from ${users.lastActiveAt}) * 1000)::float8`.as(
      'activeAt',
    ),
    boosted: sql<boolean>`${boosted}`.as('boosted'),
    likedViewer: sql<boolean>`${users.id} in (select ${likes.fromUserId} from ${likes}
      where ${likes.toUserId} = ${sql.placeholder('viewerId')})`.as('likedViewer'),
  }
}

const boostRuns = () =>
  sql`(${users.boostedUntil} is not null and ${users.boostedUntil} > ${sql.placeholder('now')})`

/**
 * The statement of a tier's shape: the phase, the set filters, and whether the deck has ranked
 * members already (their exclusion reads deck_rankings). Within the distance it also reads the
 * boosted members not ranked yet (users_deck_boosted_idx, a few entries), whatever their activity.
 */
export function tierStatement(
  db: Pick<Database, 'select'>,
  set: readonly ConditionFilter[],
  phase: TierPhase,
  ranked: boolean,
) {
  const anywhere = set.filter((name) => name !== 'withinMiles')
  const conditions =
    phase === 'n'
      ? deckConditions(db, set, ranked)
      : [...deckConditions(db, anywhere, ranked), sql`not coalesce(${withinDistance()}, false)`]
  const walk = db
    .select(tierColumns(boostRuns()))
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.lastActiveAt), desc(users.id))
    .limit(sql.placeholder('tier'))
  if (phase === 'r') return walk
  const boosted = db
    .select(tierColumns(sql`true`))
    .from(users)
    .where(and(...conditions, sql`${users.boosted}`, boostRuns()))
    .limit(sql.placeholder('tier'))
  return unionAll(boosted, walk)
}

type PreparedTier = ReturnType<ReturnType<typeof tierStatement>['prepare']>
let preparedCount = 0
const statementsOf = perDatabase(() => new LRUCache<string, PreparedTier>({ max: 500 }))

function preparedTier(
  db: Database,
  set: readonly ConditionFilter[],
  phase: TierPhase,
  ranked: boolean,
) {
  const statements = statementsOf(db)
  const shape = `${phase}${ranked ? '+' : ''}:${set.join(',')}`
  let statement = statements.get(shape)
  if (!statement) {
    statement = tierStatement(db, set, phase, ranked).prepare(`deck_tier_${++preparedCount}`)
    statements.set(shape, statement)
  }
  return statement
}

export interface TierRequest {
  viewer: UserRow
  filters: DeckFilters
  set: readonly ConditionFilter[]
  phase: TierPhase
  /** The deck's moment: the ranking's clock, and its name in deck_rankings. */
  rankedAt: Date
  /** Whether deck_rankings holds members of this deck already (they are left out). */
  ranked: boolean
  /** Where in the deck the tier starts (the steady rate of likers runs on across tiers). */
  offset: number
  now: Date
  profiles: ProfileCache
}

/** A tier in deck order, and whether the walk of its phase has more after it. */
export interface Tier {
  ids: number[]
  more: boolean
}

/** The placeholder values of a tier's statement. */
export function tierValues(request: Omit<TierRequest, 'profiles' | 'offset'>) {
  const { viewer, filters, set, rankedAt, now } = request
  return {
    ...conditionValues(viewer, filters, set, now),
    rankedAt: rankedAt.toISOString(),
    tier: TIER_SIZE,
    withinMiles: filters.withinMiles ?? null,
  }
}

/** The next tier of the viewer's deck, ranked. */
export async function nextTier(db: Database, request: TierRequest): Promise<Tier> {
  const { viewer, set, phase, rankedAt, ranked, profiles } = request
  const rows = await rawRows<TierRow>(preparedTier(db, set, phase, ranked), tierValues(request))
  const walked = rows.filter((row) => !row.boosted).length
  const unique = new Map<number, TierRow>()
  for (const row of rows) if (!unique.has(row.id)) unique.set(row.id, row)
  const found = await profiles.resolve(db, [
    { id: viewer.id, version: viewer.profileVersion },
    ...unique.values(),
  ])
  const me = found.get(viewer.id)?.compatibility ?? compatibilityProfileOf(viewer, null)
  const origin = deckOriginOf(viewer)
  // The viewer as the candidates' preferences see them.
  const asSeen = {
    gender: viewer.gender,
    age: ageToday(viewer.birthDate),
    denomination: viewer.denomination,
  }
  const candidates: RankCandidate[] = []
  for (const row of unique.values()) {
    const member = found.get(row.id)
    if (!member) continue // deleted since the statement read it
    const { latitude, longitude } = member.row
    const milesAway =
      origin && latitude !== null && longitude !== null
        ? milesBetween(origin, { latitude, longitude })
        : null
    candidates.push({
      id: row.id,
      milesAway,
      fitsThem: theirFitOf(asSeen, member.seeking, milesAway, MAX_DISTANCE_ANYWHERE),
      compatibility: pairScores(me, member.compatibility).compatibilityScore,
      lastActiveAt: row.activeAt,
      joinedAt: member.row.createdAt.getTime(),
      boosted: row.boosted,
      priority: hasPriorityMatching(member.row.membershipTier),
      likedViewer: row.likedViewer,
    })
  }
  return {
    ids: rankTier(candidates, { id: viewer.id, rankedAt: rankedAt.getTime() }, request.offset),
    more: walked >= TIER_SIZE,
  }
}
