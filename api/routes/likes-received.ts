import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { canSeeWhoLikedYou } from '#shared/domain/membership.ts'
import { likes, passes, superLikes, users } from '../db/schema.ts'
import type { AppEnv } from '../http/app-env.ts'
import type { RouteDeps } from '../http/deps.ts'
import { notBlockedWith } from '../safety/blocks.ts'
import { toPublicProfile } from '../users/profile-shapes.ts'

/** The most members the list shows at once (the count is always the full number). */
export const LIKES_RECEIVED_PAGE = 100

/**
 * GET /api/likes/received (LikesReceivedSchema): members who liked the signed-in member and whom
 * the member has neither liked back nor passed, newest first. Seeing who they are is a paid
 * feature (core-experience §6): free members get only the count. `superLikedBy` marks the
 * listed members whose like was a super like. Members blocked either way, and suspended members,
 * are neither listed nor counted (the block's code path, api/safety/blocks.ts), nor are snoozed
 * members (decision 028), nor members whose profile lacks the minimum (docs/first-run.md).
 */
export function likesReceivedRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const member = c.var.member
    const unanswered = and(
      eq(likes.toUserId, member.id),
      sql`not exists (select 1 from ${likes} as mine where mine.from_user_id = ${member.id} and mine.to_user_id = ${likes.fromUserId})`,
      sql`not exists (select 1 from ${passes} where ${passes.fromUserId} = ${member.id} and ${passes.toUserId} = ${likes.fromUserId})`,
      ...notBlockedWith(deps.db, likes.fromUserId, member.id),
      // A snoozed liker is neither listed nor counted until their snooze ends (decision 028), nor
      // one whose profile lacks the minimum others are shown (issue #35).
      sql`not exists (select 1 from ${users} as liker where liker.id = ${likes.fromUserId} and (liker.snoozed_until > ${deps.clock().toISOString()}::timestamptz or not liker.deck_ready))`,
    )
    const [total] = await deps.db.select({ n: count() }).from(likes).where(unanswered)
    const n = total?.n ?? 0
    if (!canSeeWhoLikedYou(member.membershipTier) || n === 0) {
      return c.json({ count: n, members: [], superLikedBy: [] }, 200)
    }
    const rows = await deps.db
      .select({ user: users })
      .from(likes)
      .innerJoin(users, eq(users.id, likes.fromUserId))
      .where(unanswered)
      .orderBy(desc(likes.createdAt), desc(likes.id))
      .limit(LIKES_RECEIVED_PAGE)
    const ids = rows.map((r) => r.user.id)
    const starred = await deps.db
      .selectDistinct({ id: superLikes.fromUserId })
      .from(superLikes)
      .where(and(eq(superLikes.toUserId, member.id), inArray(superLikes.fromUserId, ids)))
    const superLikedBy = ids.filter((id) => starred.some((s) => s.id === id))
    return c.json(
      { count: n, members: rows.map((r) => toPublicProfile(r.user, member)), superLikedBy },
      200,
    )
  })
}
