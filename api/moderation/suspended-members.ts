import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import { MODERATION_MESSAGES } from '#shared/domain/moderation.ts'
import type { Database } from '../db/connect.ts'
import { users } from '../db/schema.ts'
import { PROFILE_SOURCE_COLUMNS } from '../users/profile-columns.ts'
import { toPublicProfile } from '../users/profile-shapes.ts'

/**
 * Suspended members for moderators (docs/safety.md), the most recently suspended first, by
 * (suspended_at, id); they are few (the partial index users_suspended_idx finds them). The cursor
 * is the last member's suspended_at in whole microseconds and id, opaque, as the report queue's.
 */
interface Position {
  micros: string
  id: number
}

const encode = (position: Position) =>
  Buffer.from(`${position.micros}.${position.id}`).toString('base64url')

function decode(cursor: string | undefined): Position | null {
  if (cursor === undefined || cursor === '') return null
  const match = /^(-?[0-9]{1,19})\.([1-9][0-9]{0,9})$/.exec(
    Buffer.from(cursor, 'base64url').toString(),
  )
  if (!match) throw new HTTPException(400, { message: MODERATION_MESSAGES.cursorInvalid })
  return { micros: match[1]!, id: Number(match[2]) }
}

const suspendedMicros = sql<string>`(extract(epoch from ${users.suspendedAt}) * 1000000)::bigint::text`

export async function suspendedMembers(db: Database, query: { cursor?: string; limit: number }) {
  const after = decode(query.cursor)
  const rows = await db
    .select({
      profile: PROFILE_SOURCE_COLUMNS,
      suspendedAt: users.suspendedAt,
      micros: suspendedMicros,
    })
    .from(users)
    .where(
      and(
        isNotNull(users.suspendedAt),
        after
          ? sql`(${users.suspendedAt}, ${users.id}) < (timestamptz 'epoch' + ${after.micros}::bigint * interval '1 microsecond', ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(users.suspendedAt), desc(users.id))
    .limit(query.limit + 1)
  const page = rows.slice(0, query.limit)
  const last = page.at(-1)
  return {
    members: page.map((row) => ({
      member: toPublicProfile(row.profile),
      suspendedAt: row.suspendedAt!.toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encode({ micros: last.micros, id: last.profile.id })
        : null,
  }
}

export type ReinstateOutcome = 'reinstated' | 'not-found' | 'not-suspended'

/**
 * Lifts a suspension exactly once: the UPDATE claims the member only while suspended, so of two
 * racing reinstatements one wins and the other sees 'not-suspended'. The member can sign in
 * again (their sessions ended when they were suspended) and is shown to others again.
 */
export async function reinstateMember(db: Database, memberId: number): Promise<ReinstateOutcome> {
  const [claimed] = await db
    .update(users)
    .set({ suspendedAt: null })
    .where(and(eq(users.id, memberId), isNotNull(users.suspendedAt)))
    .returning({ id: users.id })
  if (claimed) return 'reinstated'
  const [exists] = await db.select({ id: users.id }).from(users).where(eq(users.id, memberId))
  return exists ? 'not-suspended' : 'not-found'
}
