import { desc, eq, sql } from 'drizzle-orm'
import { canRewind, REWIND_MESSAGES, rewindable } from '#shared/domain/rewind.ts'
import type { Database } from '../db/connect.ts'
import { passes, passRewinds } from '../db/schema.ts'
import { tierOf } from '../membership/allowance.ts'
import { LIKE_MESSAGES, type Transaction } from './record-like.ts'
import { Refusal } from '../http/refusal.ts'

/**
 * Undoes the member's pass made with `clientId` (rewind, decision 033): the passed member is in
 * their deck again. Premium and Verified only (403 otherwise); only the member's most recent pass
 * since their last rewind, within REWIND_WINDOW_MINUTES (409 otherwise).
 *
 * Exactly once: the rewind leaves the pass's client id in pass_rewinds, so a replay answers the
 * same, and recordPass never stores a pass of that client id again. A pass the server never
 * received (it waited in an outbox) is only recorded as undone, so it cannot land later.
 * Rewinds of one member take turns (an advisory lock), so two at once cannot undo two passes.
 */
export async function rewindPass(
  db: Pick<Database, 'transaction'>,
  input: { memberId: number; clientId: string; now: Date },
): Promise<void> {
  const { memberId, clientId, now } = input
  await db.transaction(async (tx) => {
    if (!canRewind(await tierOf(tx, memberId)))
      throw new Refusal(403, 'upgrade_required', REWIND_MESSAGES.tier)
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('pass_rewinds'), ${memberId})`)
    const [done] = await tx
      .select({ fromUserId: passRewinds.fromUserId })
      .from(passRewinds)
      .where(eq(passRewinds.clientId, clientId))
    if (done) {
      if (done.fromUserId === memberId) return
      throw new Refusal(409, 'idempotency_conflict', LIKE_MESSAGES.clientIdReused)
    }
    const [pass] = await tx.select().from(passes).where(eq(passes.clientId, clientId))
    if (pass && pass.fromUserId !== memberId)
      throw new Refusal(409, 'idempotency_conflict', LIKE_MESSAGES.clientIdReused)
    if (pass) await refuseUnlessLast(tx, pass, now)
    if (pass) await tx.delete(passes).where(eq(passes.id, pass.id))
    await tx
      .insert(passRewinds)
      .values({ clientId, fromUserId: memberId, toUserId: pass?.toUserId ?? null, rewoundAt: now })
  })
}

/** 409 unless `pass` is its member's latest, made after their last rewind, within the window. */
async function refuseUnlessLast(tx: Transaction, pass: typeof passes.$inferSelect, now: Date) {
  const [latest] = await tx
    .select({ id: passes.id })
    .from(passes)
    .where(eq(passes.fromUserId, pass.fromUserId))
    .orderBy(desc(passes.createdAt), desc(passes.id))
    .limit(1)
  const [lastRewind] = await tx
    .select({ at: passRewinds.rewoundAt })
    .from(passRewinds)
    .where(eq(passRewinds.fromUserId, pass.fromUserId))
    .orderBy(desc(passRewinds.rewoundAt))
    .limit(1)
  if (latest?.id !== pass.id) {
    throw new Refusal(409, 'rewind_unavailable', REWIND_MESSAGES.notLast)
  }
  if (!rewindable(pass.createdAt, now, lastRewind?.at ?? null)) {
    const late = lastRewind === undefined || pass.createdAt > lastRewind.at
    const message = late ? REWIND_MESSAGES.tooLate : REWIND_MESSAGES.notLast
    throw new Refusal(409, 'rewind_unavailable', message)
  }
}
