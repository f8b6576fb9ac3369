import { and, eq, fillPlaceholders, getTableColumns, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { perDatabase } from '../db/per-database.ts'
import { tableRowDecoder } from '../db/row-decoder.ts'
import { rawRows } from '../db/raw-rows.ts'
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

/**
 * Every request's lookup, prepared once per database handle: the member's row and the session's
 * times (aliased apart from the member's columns), read raw and decoded by memberOf.
 */
const sessionWithMember = perDatabase((db) =>
  db
    .select({
      ...getTableColumns(users),
      sessionExpiresAt: sql<string>`${sessions.expiresAt}`.as('session_expires_at'),
      sessionRotatedAt: sql<string>`${sessions.rotatedAt}`.as('session_rotated_at'),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_with_member'),
)

const memberOf = tableRowDecoder(users)
const timeOf = (raw: string) => sessions.expiresAt.mapFromDriverValue(raw) as Date

interface SessionRow extends Record<string, unknown> {
  session_expires_at: string
  session_rotated_at: string
}

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
  const [found] = await rawRows<SessionRow>(sessionWithMember(db), { id })
  if (!found) return null
  const member = memberOf(found)
  const session = {
    expiresAt: timeOf(found.session_expires_at),
    rotatedAt: timeOf(found.session_rotated_at),
  }
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
