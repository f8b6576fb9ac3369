import { tierHas } from './membership.ts'
import type { MembershipTier } from './vocabularies.ts'

/**
 * The order of the discover deck (issue 15 item 2, decision 036, docs/discover-and-likes.md): who a
 * member sees first. The server walks the members who pass the member's conditions (their
 * preferences and filters), most recently active first, a tier of a few hundred at a time, and
 * orders each tier here in one pass: boosted members first, then by relevance, with members who
 * already liked the viewer mixed in at a steady rate.
 */

/** What the ranking knows of one candidate, from the viewer's side. */
export interface RankCandidate {
  id: number
  /** Great-circle miles from where the viewer is (home or travel location); null: unknown. */
  milesAway: number | null
  /** The share (0–1) of the candidate's own preferences the viewer meets (theirFitOf). */
  fitsThem: number
  /**
   * The pair's compatibility score, 0–100 (shared/domain/compatibility.ts); null when either has
   * not said enough, ranked as a middling 50: neither first nor last for it.
   */
  compatibility: number | null
  /** When the candidate last used the app, in ms since the epoch. */
  lastActiveAt: number
  /** When the candidate signed up, in ms since the epoch. */
  joinedAt: number
  /** A boost of theirs runs at the moment of ranking. */
  boosted: boolean
  /** Their plan includes priority matching (the Verified Orthodox plan). */
  priority: boolean
  /** They liked the viewer (and the viewer has not answered). */
  likedViewer: boolean
}

/** The points each part of relevance can give; they add up to 100 (priority matching on top). */
export const RELEVANCE_POINTS = {
  proximity: 30,
  fit: 20,
  compatibility: 25,
  activity: 15,
  newcomer: 10,
} as const

/** Priority matching: ahead of members of similar relevance, never ahead of a much better fit. */
export const PRIORITY_POINTS = 5

/** Which plans include priority matching (the Verified Orthodox plan's promise). */
export const PRIORITY_MATCHING = {
  free: false,
  premium: false,
  verified: true,
} as const satisfies Record<MembershipTier, boolean>

/** Whether a member of `tier` is matched with priority; an unknown tier is not. */
export const hasPriorityMatching = (tier: string): boolean => tierHas(PRIORITY_MATCHING, tier)

/** At 25 miles a candidate gets half the proximity points, at 100 miles a fifth. */
export const PROXIMITY_HALF_MILES = 25
/** Activity points halve every four days without using the app. */
export const ACTIVITY_HALF_LIFE_DAYS = 4
/** New members get a first exposure that fades over their first two weeks. */
export const NEWCOMER_DAYS = 14
/** At most one card in this many is placed for having liked the viewer. */
export const LIKED_YOU_EVERY = 5

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * A candidate's relevance to the viewer at a moment, 0–105: near, fitting both ways, compatible,
 * active lately, new. Strictly higher for a closer candidate, a better fit or a higher
 * compatibility, all else equal.
 */
export function relevance(candidate: RankCandidate, moment: number): number {
  const { proximity, fit, compatibility, activity, newcomer } = RELEVANCE_POINTS
  const near =
    candidate.milesAway === null
      ? 0
      : proximity / (1 + Math.max(0, candidate.milesAway) / PROXIMITY_HALF_MILES)
  const idleDays = Math.max(0, moment - candidate.lastActiveAt) / DAY_MS
  const memberDays = Math.max(0, moment - candidate.joinedAt) / DAY_MS
  return (
    near +
    fit * clampUnit(candidate.fitsThem) +
    compatibility * clampUnit((candidate.compatibility ?? 50) / 100) +
    activity * 0.5 ** (idleDays / ACTIVITY_HALF_LIFE_DAYS) +
    newcomer * Math.max(0, 1 - memberDays / NEWCOMER_DAYS) +
    (candidate.priority ? PRIORITY_POINTS : 0)
  )
}

const clampUnit = (value: number) => Math.min(1, Math.max(0, value))

/** The viewer as a candidate's preferences see them. */
export interface FitViewer {
  gender: string
  age: number
  denomination: string | null
}

/** A candidate's own discovery preferences (decision 035). */
export interface FitPreferences {
  lookingFor: string
  minAge: number
  maxAge: number
  maxDistance: number
  seekingDenominations: readonly string[]
}

/**
 * The two-way half of fit: the share of the candidate's preferences the viewer meets (seeking,
 * age range, denominations, distance). The viewer's own preferences are conditions of the deck,
 * so a candidate the viewer sees fits them already; this ranks first those who would also want
 * to see the viewer. Unknown distance counts as not met.
 */
export function theirFitOf(
  viewer: FitViewer,
  theirs: FitPreferences,
  milesAway: number | null,
  anywhere: number,
): number {
  const met = [
    theirs.lookingFor === viewer.gender,
    viewer.age >= theirs.minAge && viewer.age <= theirs.maxAge,
    theirs.seekingDenominations.length === 0 ||
      (viewer.denomination !== null && theirs.seekingDenominations.includes(viewer.denomination)),
    theirs.maxDistance >= anywhere || (milesAway !== null && milesAway <= theirs.maxDistance),
  ]
  return met.filter(Boolean).length / met.length
}

/** Higher relevance first; equal relevance, the newer member (higher id) first. */
function byRelevance(moment: number) {
  const scores = new Map<number, number>()
  const score = (c: RankCandidate) => {
    let value = scores.get(c.id)
    if (value === undefined) scores.set(c.id, (value = relevance(c, moment)))
    return value
  }
  return (a: RankCandidate, b: RankCandidate) => score(b) - score(a) || b.id - a.id
}

/**
 * Which position of each block of LIKED_YOU_EVERY cards may hold a member who liked the viewer:
 * a different one per block, from the viewer and the moment of ranking, so no fixed position
 * tells a free member that the card there liked them.
 */
export function likedYouSlot(viewerId: number, rankedAt: number, block: number): number {
  let h = Math.imul(viewerId ^ 0x9e3779b9, 0x85ebca6b)
  h = Math.imul(h ^ (rankedAt % 0x7fffffff), 0xc2b2ae35)
  h = Math.imul(h ^ block, 0x27d4eb2f)
  h ^= h >>> 15
  return (h >>> 0) % LIKED_YOU_EVERY
}

/**
 * One tier in deck order: the boosted first, then everyone else, each by relevance, where the
 * members who liked the viewer take one position in each block of LIKED_YOU_EVERY (likedYouSlot)
 * while they last, and the others fill the rest. Deterministic for a given moment and set of
 * candidates, whatever order they come in. `offset` is the tier's position in the whole deck, so
 * the blocks run on across tiers.
 */
export function rankTier(
  candidates: readonly RankCandidate[],
  viewer: { id: number; rankedAt: number },
  offset = 0,
): number[] {
  const order = byRelevance(viewer.rankedAt)
  const boosted = candidates.filter((c) => c.boosted).sort(order)
  const likers = candidates.filter((c) => !c.boosted && c.likedViewer).sort(order)
  const others = candidates.filter((c) => !c.boosted && !c.likedViewer).sort(order)
  const ids = boosted.map((c) => c.id)
  let liker = 0
  let other = 0
  while (liker < likers.length || other < others.length) {
    const position = offset + ids.length
    const block = Math.floor(position / LIKED_YOU_EVERY)
    const likerTurn = position % LIKED_YOU_EVERY === likedYouSlot(viewer.id, viewer.rankedAt, block)
    const takeLiker = liker < likers.length && (likerTurn || other >= others.length)
    ids.push(takeLiker ? likers[liker++]!.id : others[other++]!.id)
  }
  return ids
}
