import { and, eq, lt } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { users, type UserRow } from '../db/schema.ts'

/** How stale users.last_active_at may be before a request writes it again (decision 036). */
export const ACTIVITY_RESOLUTION_MS = 60 * 60 * 1000

/**
 * Records that the member uses the app, at most once an hour: the deck ranks recently active
 * members first. Skipped (no round trip) while the value the session check read is recent; the
 * condition in the statement keeps parallel requests from writing it twice.
 */
export async function noteActivity(
  db: Database,
  member: Pick<UserRow, 'id' | 'lastActiveAt'>,
  now: Date,
): Promise<void> {
  if (now.getTime() - member.lastActiveAt.getTime() < ACTIVITY_RESOLUTION_MS) return
  const stale = new Date(now.getTime() - ACTIVITY_RESOLUTION_MS)
  await db
    .update(users)
    .set({ lastActiveAt: now })
    .where(and(eq(users.id, member.id), lt(users.lastActiveAt, stale)))
}
