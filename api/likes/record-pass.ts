import { eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { passes, passRewinds, users } from '../db/schema.ts'
import { LIKE_MESSAGES } from './record-like.ts'
import { Refusal } from '../http/refusal.ts'

/**
 * Hides `toUserId` from the member's deck for good. Idempotent: a replay of the clientId, or a
 * second pass of the same member, changes nothing. A clientId already used for another pass: 409.
 * A pass already undone (rewind-pass.ts) is not stored again when it arrives late.
 */
export async function recordPass(
  db: Pick<Database, 'select' | 'insert'>,
  input: { fromUserId: number; toUserId: number; clientId: string; now: Date },
): Promise<void> {
  const { fromUserId, toUserId, clientId, now } = input
  const [target] = await db.select({ id: users.id }).from(users).where(eq(users.id, toUserId))
  if (!target) throw new Refusal(404, 'not_found', LIKE_MESSAGES.memberNotFound)
  const [undone] = await db
    .select({ fromUserId: passRewinds.fromUserId })
    .from(passRewinds)
    .where(eq(passRewinds.clientId, clientId))
  if (undone?.fromUserId === fromUserId) return
  if (undone) throw new Refusal(409, 'idempotency_conflict', LIKE_MESSAGES.clientIdReused)
  await db
    .insert(passes)
    .values({ fromUserId, toUserId, clientId, createdAt: now })
    .onConflictDoNothing()
  const [stored] = await db
    .select({ fromUserId: passes.fromUserId, toUserId: passes.toUserId })
    .from(passes)
    .where(eq(passes.clientId, clientId))
  const samePair = stored && stored.fromUserId === fromUserId && stored.toUserId === toUserId
  if (stored && !samePair) {
    throw new Refusal(409, 'idempotency_conflict', LIKE_MESSAGES.clientIdReused)
  }
}
