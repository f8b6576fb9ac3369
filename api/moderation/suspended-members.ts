import { and, eq, isNotNull } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { users } from '../db/schema.ts'
import { PROFILE_SOURCE_COLUMNS } from '../users/profile-columns.ts'
import { toPublicProfile } from '../users/profile-shapes.ts'
import { recordModerationAction } from './audit-trail.ts'
import { readTimePage } from './time-cursor.ts'

/**
 * Suspended members for moderators (docs/safety.md), the most recently suspended first, by
 * (suspended_at, id); they are few (the partial index users_suspended_idx finds them). Paged
 * with the moderation lists' time cursor (time-cursor.ts).
 */
export async function suspendedMembers(db: Database, query: { cursor?: string; limit: number }) {
  const { page, nextCursor } = await readTimePage(
    query,
    { time: users.suspendedAt, id: users.id, direction: 'desc' },
    ({ micros, past, orderBy, limit }) =>
      db
        .select({
          profile: PROFILE_SOURCE_COLUMNS,
          suspendedAt: users.suspendedAt,
          micros,
        })
        .from(users)
        .where(and(isNotNull(users.suspendedAt), past))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => row.profile.id,
  )
  return {
    members: page.map((row) => ({
      member: toPublicProfile(row.profile),
      suspendedAt: row.suspendedAt!.toISOString(),
    })),
    nextCursor,
  }
}

export type ReinstateOutcome = 'reinstated' | 'not-found' | 'not-suspended'

/**
 * Lifts a suspension exactly once: the UPDATE claims the member only while suspended, so of two
 * racing reinstatements one wins and the other sees 'not-suspended'. The winner records who
 * reinstated whom in the audit trail in the same transaction. The member can sign in again
 * (their sessions ended when they were suspended) and is shown to others again.
 */
export async function reinstateMember(
  db: Database,
  input: { memberId: number; moderatorId: number },
  now: Date,
): Promise<ReinstateOutcome> {
  return db.transaction(async (tx): Promise<ReinstateOutcome> => {
    const [claimed] = await tx
      .update(users)
      .set({ suspendedAt: null })
      .where(and(eq(users.id, input.memberId), isNotNull(users.suspendedAt)))
      .returning({ id: users.id })
    if (claimed) {
      await recordModerationAction(
        tx,
        { ...input, reportId: null, action: 'reinstate', note: null },
        now,
      )
      return 'reinstated'
    }
    const [exists] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, input.memberId))
    return exists ? 'not-suspended' : 'not-found'
  })
}
