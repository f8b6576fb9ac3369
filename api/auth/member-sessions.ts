import { and, desc, eq, gt, ne } from 'drizzle-orm'
import type { MemberSession } from '#shared/schemas/sessions.ts'
import type { Database } from '../db/connect.ts'
import { sessions } from '../db/schema.ts'
import { sessionDevice } from './session-device.ts'

/**
 * The member's own sessions (Settings › Where you're signed in, docs/accounts.md): listed, one
 * signed out, or all but the asking one. `currentId` is the asking session's id (the token's
 * hash); the list names sessions only by their public id. Expired sessions are not listed.
 */
export async function listMemberSessions(
  db: Database,
  userId: number,
  currentId: string,
  now: Date,
): Promise<MemberSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.rotatedAt), desc(sessions.createdAt))
  return rows
    .map((row) => ({
      id: row.publicId,
      ...sessionDevice(row.userAgent),
      signedInAt: row.createdAt.toISOString(),
      lastActiveAt: row.rotatedAt.toISOString(),
      current: row.id === currentId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current))
}

/**
 * Signs out the member's session `publicId`, never the asking one: answers 'ended', 'current'
 * (the asking session: Sign Out is for that) or 'unknown' (not theirs, or ended already).
 */
export async function endMemberSession(
  db: Database,
  userId: number,
  currentId: string,
  publicId: string,
): Promise<'ended' | 'current' | 'unknown'> {
  const mine = and(eq(sessions.userId, userId), eq(sessions.publicId, publicId))
  const [found] = await db.select({ id: sessions.id }).from(sessions).where(mine)
  if (!found) return 'unknown'
  if (found.id === currentId) return 'current'
  const ended = await db.delete(sessions).where(mine).returning({ id: sessions.id })
  return ended.length > 0 ? 'ended' : 'unknown'
}

/** Signs out every session of the member but the asking one; answers how many ended. */
export async function endOtherSessions(
  db: Database,
  userId: number,
  currentId: string,
): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, currentId)))
    .returning({ id: sessions.id })
  return ended.length
}

/** Whether the session (its id, the token's hash) is still signed in. */
export async function sessionExists(db: Database, id: string): Promise<boolean> {
  const [found] = await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.id, id))
  return found !== undefined
}
