import { and, count, eq, gt, inArray, lte, min, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { loginAttempts } from '../db/schema.ts'

export const LOGIN_WINDOW_MS = 15 * 60 * 1000
export const MAX_FAILURES_PER_ACCOUNT = 5
export const MAX_FAILURES_PER_ADDRESS = 20

export const accountKey = (email: string) => `account:${email}`
export const addressKey = (address: string) => `address:${address}`

export type LoginSlot =
  { allowed: true; attemptIds: number[] } | { allowed: false; retryAfterSeconds: number }

/**
 * Reserves this sign-in attempt before the password is checked. Under a transaction-scoped
 * advisory lock per key (account first, then address: one order, no deadlock) it counts the
 * attempts of the last 15 minutes and, below both limits, records this one; so parallel
 * guesses cannot slip past the limit on any number of API processes. The password check
 * happens after the short transaction. A successful sign-in releases its rows
 * (releaseLoginSlot); a failed one leaves them counted.
 */
export async function reserveLoginSlot(
  db: Database,
  keys: { email: string; address: string },
  now: Date,
): Promise<LoginSlot> {
  const account = accountKey(keys.email)
  const address = addressKey(keys.address)
  const windowStart = new Date(now.getTime() - LOGIN_WINDOW_MS)
  return db.transaction(async (tx) => {
    for (const key of [account, address]) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
    }
    await tx
      .delete(loginAttempts)
      .where(
        and(inArray(loginAttempts.key, [account, address]), lte(loginAttempts.at, windowStart)),
      )
    const counts = await tx
      .select({ key: loginAttempts.key, attempts: count(), oldest: min(loginAttempts.at) })
      .from(loginAttempts)
      .where(and(inArray(loginAttempts.key, [account, address]), gt(loginAttempts.at, windowStart)))
      .groupBy(loginAttempts.key)
    const limits = new Map([
      [account, MAX_FAILURES_PER_ACCOUNT],
      [address, MAX_FAILURES_PER_ADDRESS],
    ])
    let retryAfterMs = 0
    for (const row of counts) {
      if (row.attempts >= (limits.get(row.key) ?? Infinity)) {
        const oldest = row.oldest ? new Date(row.oldest).getTime() : now.getTime()
        retryAfterMs = Math.max(retryAfterMs, oldest + LOGIN_WINDOW_MS - now.getTime())
      }
    }
    if (retryAfterMs > 0) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
    }
    const inserted = await tx
      .insert(loginAttempts)
      .values([
        { key: account, at: now },
        { key: address, at: now },
      ])
      .returning({ id: loginAttempts.id })
    return { allowed: true, attemptIds: inserted.map((row) => row.id) }
  })
}

/** Forgets the reserved attempt rows (a successful sign-in is not a failure). */
export async function releaseLoginSlot(db: Database, attemptIds: number[]): Promise<void> {
  if (attemptIds.length > 0) {
    await db.delete(loginAttempts).where(inArray(loginAttempts.id, attemptIds))
  }
}

/** After a successful sign-in the account's earlier failures no longer count. */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, accountKey(email)))
}
