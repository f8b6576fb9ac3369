import { and, eq, fillPlaceholders, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { perDatabase } from '../db/per-database.ts'
import { sessions, users, type UserRow } from '../db/schema.ts'
import { newSessionToken, sessionIdOf } from './session-token.ts'

const DAY_MS = 24 * 60 * 60 * 1000
/** A session token older than this is replaced by a fresh one on its next use. */
export const ROTATE_AFTER_MS = DAY_MS

export interface IssuedSession {
  token: string
  expiresAt: Date
}

export interface ResolvedSession {
  member: UserRow
  sessionId: string
  /** Set when the token was rotated: the new cookie to send. */
  rotated?: IssuedSession
}

/** Every request's lookup, prepared once per database handle. */
const sessionWithMember = perDatabase((db) =>
  db
    .select({ session: sessions, member: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_with_member'),
)

/** The SQL and parameters of the session lookup for a token, as every request sends it (bench). */
export function sessionLookupQuery(db: Database, token: string) {
  const query = sessionWithMember(db).getQuery()
  return { sql: query.sql, params: fillPlaceholders(query.params, { id: sessionIdOf(token) }) }
}

const expiryFrom = (now: Date, ttlDays: number) => new Date(now.getTime() + ttlDays * DAY_MS)

/** A new session for the member (every sign-in issues one); their expired ones are removed. */
export async function startSession(
  db: Database,
  userId: number,
  now: Date,
  ttlDays: number,
): Promise<IssuedSession> {
  const token = newSessionToken()
  const expiresAt = expiryFrom(now, ttlDays)
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)))
  await db
    .insert(sessions)
    .values({ id: sessionIdOf(token), userId, createdAt: now, rotatedAt: now, expiresAt })
  return { token, expiresAt }
}

/**
 * The member behind a cookie token, or null when it is unknown or expired (an expired row is
 * deleted). A token issued more than a day ago is rotated: the old row is deleted and a new
 * one, with a fresh expiry, is returned for the cookie.
 */
export async function resolveSession(
  db: Database,
  token: string,
  now: Date,
  ttlDays: number,
): Promise<ResolvedSession | null> {
  const id = sessionIdOf(token)
  const [found] = await sessionWithMember(db).execute({ id })
  if (!found) return null
  const { session, member } = found
  // Suspending deletes the member's sessions; a request already past that point still ends here.
  if (member.suspendedAt) return null
  if (session.expiresAt.getTime() <= now.getTime()) {
    await db.delete(sessions).where(eq(sessions.id, id))
    return null
  }
  if (now.getTime() - session.rotatedAt.getTime() < ROTATE_AFTER_MS) {
    return { member, sessionId: id }
  }
  // Only the request that deletes the old row issues the new token; a parallel request
  // with the same old token stays signed in for this answer without a new cookie.
  const rotated = await db.transaction(async (tx) => {
    const [claimed] = await tx.delete(sessions).where(eq(sessions.id, id)).returning()
    if (!claimed) return undefined
    const fresh = newSessionToken()
    const expiresAt = expiryFrom(now, ttlDays)
    await tx.insert(sessions).values({
      id: sessionIdOf(fresh),
      userId: claimed.userId,
      createdAt: claimed.createdAt,
      rotatedAt: now,
      expiresAt,
    })
    return { token: fresh, expiresAt }
  })
  return rotated
    ? { member, sessionId: sessionIdOf(rotated.token), rotated }
    : { member, sessionId: id }
}

export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionIdOf(token)))
}
