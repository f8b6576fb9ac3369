import { and, desc, eq, or, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { matches, users, type UserRow } from '../db/schema.ts'
import { publicProfilesFor } from '../discover/scoring.ts'
import { notBlockedWith } from '../safety/blocks.ts'
import { PROFILE_SOURCE_COLUMNS } from '../users/profile-columns.ts'

/**
 * The member's matches, newest first, never with a member blocked either way: the match id, the
 * other member (public shape), the date.
 */
export async function matchesOf(db: Database, viewer: UserRow) {
  const partnerId = sql`case when ${matches.userId1} = ${viewer.id} then ${matches.userId2} else ${matches.userId1} end`
  const rows = await db
    .select({ id: matches.id, createdAt: matches.createdAt, partner: PROFILE_SOURCE_COLUMNS })
    .from(matches)
    .innerJoin(users, eq(users.id, partnerId))
    .where(
      and(
        or(eq(matches.userId1, viewer.id), eq(matches.userId2, viewer.id)),
        ...notBlockedWith(db, users.id, viewer.id),
      ),
    )
    .orderBy(desc(matches.createdAt), desc(matches.id))
  const profiles = await publicProfilesFor(
    db,
    viewer,
    rows.map((row) => row.partner),
  )
  return rows.map((row, i) => ({
    id: row.id,
    user: profiles[i]!,
    createdAt: row.createdAt.toISOString(),
  }))
}
