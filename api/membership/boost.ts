import { eq } from 'drizzle-orm'
import { LIMIT_REACHED_MESSAGES } from '#shared/domain/membership.ts'
import type { BoostResponse } from '#shared/schemas/membership.ts'
import type { Database } from '../db/connect.ts'
import { boosts } from '../db/schema.ts'
import { consumeAllowance } from './allowance.ts'
import { Refusal } from '../http/refusal.ts'

type Tx = Pick<Database, 'select' | 'insert' | 'execute'>

export const BOOST_MESSAGES = {
  limitReached: LIMIT_REACHED_MESSAGES.boost,
  clientIdReused: 'This clientId was already used for a different request',
} as const

/**
 * Starts a profile boost exactly once per clientId, inside the caller's transaction: the row is
 * inserted first (a concurrent replay waits on its unique clientId and then finds it), then the
 * month's boost is counted; over the limit → 403 limit_reached, which rolls the row back. A
 * replay (the same member, the same duration) answers the first boost's window and counts
 * nothing; another request with the clientId: 409 idempotency_conflict.
 */
export async function startBoost(
  tx: Tx,
  input: { userId: number; durationHours: number; clientId: string; now: Date },
): Promise<BoostResponse> {
  const { userId, durationHours, clientId, now } = input
  const endTime = new Date(now.getTime() + durationHours * 3_600_000)
  const [inserted] = await tx
    .insert(boosts)
    .values({ userId, startTime: now, endTime, clientId, createdAt: now })
    .onConflictDoNothing({ target: boosts.clientId })
    .returning()
  if (!inserted) {
    const [first] = await tx.select().from(boosts).where(eq(boosts.clientId, clientId))
    const sameRequest =
      first?.userId === userId &&
      first.endTime.getTime() - first.startTime.getTime() === durationHours * 3_600_000
    if (!sameRequest) {
      throw new Refusal(409, 'idempotency_conflict', BOOST_MESSAGES.clientIdReused)
    }
    return { startTime: first.startTime.toISOString(), endTime: first.endTime.toISOString() }
  }
  const allowance = await consumeAllowance(tx, userId, 'boost', now)
  if (!allowance.allowed) throw new Refusal(403, 'limit_reached', BOOST_MESSAGES.limitReached)
  return { startTime: inserted.startTime.toISOString(), endTime: inserted.endTime.toISOString() }
}
