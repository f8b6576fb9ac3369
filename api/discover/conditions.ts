import { and, eq, gt, gte, lte, ne, notInArray, sql, type Placeholder, type SQL } from 'drizzle-orm'
import { unionAll } from 'drizzle-orm/pg-core'
import { birthDateRange } from '#shared/domain/age.ts'
import { MAX_DISTANCE_ANYWHERE } from '#shared/domain/discovery.ts'
import { deckOriginOf } from '#shared/domain/travel.ts'
import type { DiscoverFilters } from '#shared/schemas/filters.ts'
import type { Database } from '../db/connect.ts'
import { greatCircleMiles } from '../db/great-circle.ts'
import { deckRankings, likes, passes, users, type UserRow } from '../db/schema.ts'
import { blockedWithSelects } from '../safety/blocks.ts'

/**
 * What a deck request asks for (decision 035): the request's filters over the viewer's discovery
 * preferences. An age filter of the request replaces the viewer's age range for that search; a
 * denomination chosen replaces the denominations they seek; the distance is the viewer's own.
 */
export type DeckFilters = DiscoverFilters & {
  /** Any of these denominations (the viewer's seeking_denominations). */
  denominations?: string[]
  /** Miles from the viewer's origin, when they limit the distance and it is known. */
  withinMiles?: number
}

/** Great-circle miles from the viewer's origin (placeholders originLat/originLon) to the member. */
export const milesFromViewer = greatCircleMiles(
  { latitude: users.latitude, longitude: users.longitude },
  { latitude: sql.placeholder('originLat'), longitude: sql.placeholder('originLon') },
)

/**
 * The filters that are WHERE conditions, each bound to a placeholder of its own name. A filter on
 * a field the member hides (weight, income, race: decision 051) leaves them out, as a field not
 * given does: matching them would tell the field.
 */
const FILTER_CONDITIONS = {
  denomination: (p) => eq(users.denomination, p),
  country: (p) => eq(users.country, p),
  // Ages as birth dates (shared/domain/age.ts): the deck indexes hold birth_date, not an age that
  // changes every birthday. The placeholders are dates (conditionValues).
  minAge: (p) => lte(users.birthDate, p),
  maxAge: (p) => gt(users.birthDate, p),
  minWeight: (p) => and(users.showWeight, gte(users.weight, p))!,
  maxWeight: (p) => and(users.showWeight, lte(users.weight, p))!,
  minIncome: (p) => and(users.showIncome, gte(users.income, p))!,
  maxIncome: (p) => and(users.showIncome, lte(users.income, p))!,
  churchAttendance: (p) => eq(users.churchAttendanceFrequency, p),
  educationLevel: (p) => eq(users.educationLevel, p),
  englishFluency: (p) => eq(users.englishFluency, p),
  race: (p) => and(users.showRace, eq(users.race, p))!,
  maritalStatus: (p) => eq(users.maritalStatus, p),
  wantsChildren: (p) => eq(users.wantsChildren, p),
  smoking: (p) => eq(users.smoking, p),
  drinking: (p) => eq(users.drinking, p),
  verifiedOnly: (p) => eq(users.isVerified, p),
  photoVerifiedOnly: (p) => eq(users.photoVerified, p),
  denominations: (p) => sql`${users.denomination} = any(${p}::text[])`,
  withinMiles: (p) => sql`${milesFromViewer} <= ${p}`,
} satisfies Partial<Record<keyof DeckFilters, (p: Placeholder) => SQL>>
export type ConditionFilter = keyof typeof FILTER_CONDITIONS

/** The conditions of these filters, each bound to the placeholder of its name. */
export const filterConditions = (set: readonly ConditionFilter[]): SQL[] =>
  set.map((name) => FILTER_CONDITIONS[name](sql.placeholder(name)))

/** The viewer's distance condition, for the tier beyond it. */
export const withinDistance = () => FILTER_CONDITIONS.withinMiles(sql.placeholder('withinMiles'))

/**
 * The request's filters over the viewer's discovery preferences (decision 035), and whether the
 * members beyond the viewer's distance follow those within it ("show others when I run out").
 */
export function deckFiltersOf(
  viewer: UserRow,
  filters: DiscoverFilters,
): { filters: DeckFilters; beyond: boolean } {
  const ageSet = filters.minAge !== undefined || filters.maxAge !== undefined
  const limited = deckOriginOf(viewer) !== null && viewer.maxDistance < MAX_DISTANCE_ANYWHERE
  const deck: DeckFilters = {
    ...filters,
    ...(!ageSet && { minAge: viewer.minAge, maxAge: viewer.maxAge }),
    ...(filters.denomination === undefined &&
      viewer.seekingDenominations.length > 0 && { denominations: viewer.seekingDenominations }),
    ...(limited && { withinMiles: viewer.maxDistance }),
  }
  return { filters: deck, beyond: limited && !viewer.distanceStrict }
}

/** The switches among the filters: `false` is "off", not "only those without". */
const SWITCH_FILTERS = new Set<ConditionFilter>(['verifiedOnly', 'photoVerifiedOnly'])

/** The filters set in this request that are conditions; a switch set to false is "off". */
export function setFilters(filters: DeckFilters): ConditionFilter[] {
  return (Object.keys(FILTER_CONDITIONS) as ConditionFilter[]).filter((name) =>
    SWITCH_FILTERS.has(name) ? filters[name] === true : filters[name] !== undefined,
  )
}

/**
 * The WHERE conditions every member of a deck meets, with placeholders: shown, not snoozed, not
 * the viewer, the set filters, and not in one set of ids: everyone the viewer liked, passed or is
 * blocked with (either way) and, with `ranked`, the members the viewer's deck (placeholder
 * rankedAt) has ranked already. PostgreSQL runs that `not in` subquery once per statement into a
 * hash (a "hashed SubPlan") instead of probing indexes for every candidate. `show_me` is written
 * as a bare column so the partial deck index matches under a generic prepared plan too.
 */
export function deckConditions(
  db: Pick<Database, 'select'>,
  set: readonly ConditionFilter[],
  ranked: boolean,
): SQL[] {
  const viewerId = sql.placeholder('viewerId')
  const liked = db.select({ id: likes.toUserId }).from(likes).where(eq(likes.fromUserId, viewerId))
  const passed = db
    .select({ id: passes.toUserId })
    .from(passes)
    .where(eq(passes.fromUserId, viewerId))
  const blocked = blockedWithSelects(db, viewerId)
  const rankedAlready = db
    .select({ id: sql<number>`unnest(${deckRankings.memberIds})`.as('id') })
    .from(deckRankings)
    .where(
      and(
        eq(deckRankings.viewerId, viewerId),
        eq(deckRankings.rankedAt, sql.placeholder('rankedAt')),
      ),
    ) as unknown as typeof liked
  const excluded = ranked
    ? unionAll(liked, passed, ...blocked, rankedAlready)
    : unionAll(liked, passed, ...blocked)
  return [
    eq(users.gender, sql.placeholder('gender')),
    // Shown, and with the minimum others are shown (issue #35): both bare columns, the deck
    // indexes' own predicate, so a generic plan still matches them.
    sql`${users.showMe} and ${users.deckReady}`,
    // Snoozed members are left out until their snooze ends (decision 028): no job unhides them.
    sql`(${users.snoozedUntil} is null or ${users.snoozedUntil} <= ${sql.placeholder('now')})`,
    ne(users.id, viewerId),
    notInArray(users.id, excluded),
    ...filterConditions(set),
  ]
}

/** The placeholder values of the deck's conditions. */
export function conditionValues(
  viewer: UserRow,
  filters: DeckFilters,
  set: readonly ConditionFilter[],
  now: Date,
): Record<string, unknown> {
  const values: Record<string, unknown> = {
    viewerId: viewer.id,
    gender: filters.gender ?? viewer.lookingFor,
    now: now.toISOString(),
  }
  for (const name of set) values[name] = filters[name]
  // Of the calendar's date, as every age is (shared/domain/age.ts), not the request's clock.
  const { latest, earliestExcluded } = birthDateRange(new Date(), filters)
  if (set.includes('minAge')) values.minAge = latest
  if (set.includes('maxAge')) values.maxAge = earliestExcluded
  const origin = deckOriginOf(viewer)
  if (origin) {
    values.originLat = origin.latitude
    values.originLon = origin.longitude
  }
  return values
}
