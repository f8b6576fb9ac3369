import { and, eq, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { deckRankings, deckRestarts, passes } from '../db/schema.ts'
import { Refusal } from '../http/refusal.ts'
import { LIKE_MESSAGES } from './record-like.ts'

/**
 * Start Over (spec core §4 "Start Over resets the index to 0"; issue #33): the member's passes
 * made until now are forgotten, so the members they passed come back from the start of a deck
 * ranked anew (the member's stored decks are dropped with them). Likes, matches and blocks stay:
 * those members never come back. Rewinds of the forgotten passes have nothing left to undo.
 *
 * Exactly once by `clientId`: a replay answers the first answer and forgets nothing more (the
 * member may have passed others since); the id used by another member is 409. Start Overs of one
 * member take turns (an advisory lock).
 */
export async function startOver(
  db: Pick<Database, 'transaction'>,
  input: { memberId: number; clientId: string; now: Date },
): Promise<{ passesForgotten: number }> {
  const { memberId, clientId, now } = input
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('deck_restarts'), ${memberId})`)
    const [done] = await tx.select().from(deckRestarts).where(eq(deckRestarts.clientId, clientId))
    if (done) {
      if (done.memberId !== memberId)
        throw new Refusal(409, 'idempotency_conflict', LIKE_MESSAGES.clientIdReused)
      return { passesForgotten: done.passesForgotten }
    }
    const forgotten = await tx
      .delete(passes)
      .where(and(eq(passes.fromUserId, memberId), lte(passes.createdAt, now)))
      .returning({ id: passes.id })
    await tx.delete(deckRankings).where(eq(deckRankings.viewerId, memberId))
    await tx.insert(deckRestarts).values({
      clientId,
      memberId,
      restartedAt: now,
      passesForgotten: forgotten.length,
    })
    return { passesForgotten: forgotten.length }
  })
}
