import { and, eq, fillPlaceholders, getTableColumns, lte, sql } from 'drizzle-orm'
import { LRUCache } from 'lru-cache'
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
 * Which version of a member's row a statement read: the row's xmin, the transaction that wrote
 * it. Every update writes a new row version, so it moves on every change of the row, whatever
 * process or statement makes it, and a member deleted and created again (tests' identity restart,
 * a restore) has another one even under the same id and profile_version.
 */
const ROW_VERSION = sql<string>`"users"."xmin"::text`.as('row_version')

/**
 * Every request's lookup, prepared once per database handle: the session's times and its member's
 * id and row version (aliased, read raw). The member's row itself comes from the member cache
 * while the version is the cached one (decision 042).
 */
const sessionStamp = perDatabase((db) =>
  db
    .select({
      userId: sql<number>`${sessions.userId}`.as('user_id'),
      rowVersion: ROW_VERSION,
      expiresAt: sql<string>`${sessions.expiresAt}`.as('expires_at'),
      rotatedAt: sql<string>`${sessions.rotatedAt}`.as('rotated_at'),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, sql.placeholder('id')))
    .prepare('session_stamp'),
)

interface SessionStamp {
  user_id: number
  row_version: string
  expires_at: string
  rotated_at: string
}

/** A member's whole row and its version, read raw, when the cache has not got that version. */
const memberRow = perDatabase((db) =>
  db
    .select({ ...getTableColumns(users), rowVersion: ROW_VERSION })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('member_row'),
)

const memberOf = tableRowDecoder(users)
const timeOf = (raw: string) => sessions.expiresAt.mapFromDriverValue(raw) as Date

/** Signed-in members' rows a process keeps; a few KB each. */
export const MEMBER_CACHE_SIZE = 5_000

interface CachedMember {
  rowVersion: string
  /** Frozen: concurrent requests share it. */
  member: UserRow
}

/** Members' rows by id with the row version they were read at, one cache per app (AppDeps.members). */
export type MemberCache = LRUCache<number, CachedMember>

export const newMemberCache = (): MemberCache => new LRUCache({ max: MEMBER_CACHE_SIZE })

async function memberAt(
  db: Database,
  cache: MemberCache,
  stamp: SessionStamp,
): Promise<UserRow | null> {
  const cached = cache.get(stamp.user_id)
  if (cached?.rowVersion === stamp.row_version) return cached.member
  const [raw] = await rawRows<Record<string, unknown>>(memberRow(db), { id: stamp.user_id })
  if (!raw) return null // deleted since the lookup
  const member = Object.freeze(memberOf(raw))
  cache.set(member.id, { rowVersion: raw.row_version as string, member })
  return member
}

/** The SQL and parameters of the session lookup for a token, as every request sends it (bench). */
export function sessionLookupQuery(db: Database, token: string) {
  const query = sessionStamp(db).getQuery()
  return { sql: query.sql, params: fillPlaceholders(query.params, { id: sessionIdOf(token) }) }
}

const expiryFrom = (now: Date, ttlDays: number) => new Date(now.getTime() + ttlDays * DAY_MS)

/** The most of a User-Agent a session keeps (they are rarely over 300 characters). */
export const USER_AGENT_MAX = 512

/**
 * A new session for the member (every sign-in issues one), named by the browser's User-Agent in
 * the member's session list; their expired ones are removed.
 */
export async function startSession(
  db: Database,
  userId: number,
  now: Date,
  ttlDays: number,
  userAgent?: string | null,
): Promise<IssuedSession> {
  const token = newSessionToken()
  const expiresAt = expiryFrom(now, ttlDays)
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)))
  await db.insert(sessions).values({
    id: sessionIdOf(token),
    userId,
    createdAt: now,
    rotatedAt: now,
    expiresAt,
    userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
  })
  return { token, expiresAt }
}

/**
 * The member behind a cookie token, or null when it is unknown or expired (an expired row is
 * deleted). A token issued more than a day ago is rotated: the old row is deleted and a new
 * one, with a fresh expiry and the same public id, is returned for the cookie. The rotation time
 * is what the session list shows as last active (to the day, without a write per request).
 */
export async function resolveSession(
  db: Database,
  token: string,
  now: Date,
  ttlDays: number,
  members: MemberCache,
): Promise<ResolvedSession | null> {
  const id = sessionIdOf(token)
  const [found] = await rawRows<SessionStamp>(sessionStamp(db), { id })
  if (!found) return null
  const member = await memberAt(db, members, found)
  if (!member) return null
  const session = { expiresAt: timeOf(found.expires_at), rotatedAt: timeOf(found.rotated_at) }
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
      publicId: claimed.publicId,
      userAgent: claimed.userAgent,
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
