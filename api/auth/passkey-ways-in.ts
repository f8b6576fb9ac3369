import { and, count, eq } from 'drizzle-orm'
import { passkeys, users, type UserRow } from '../db/schema.ts'
import type { RouteDeps } from '../http/deps.ts'
import { forgetHits, type LimitRefusal } from '../rate-limits/counter.ts'
import { countRequest } from '../rate-limits/too-many.ts'
import { NO_PASSWORD, verifyPassword } from './password.ts'

/**
 * A member's ways in: their password and their passkeys (docs/accounts.md "Passkeys"). Neither
 * change here may leave an account nobody can sign in to; each locks the member's row first, so
 * two removals at the same time are decided one after the other.
 */

export type RemovePasskeyOutcome = 'removed' | 'unknown' | 'last-way-in'

/** Removes one of the member's passkeys, unless it is their only way in. */
export async function removePasskey(
  deps: Pick<RouteDeps, 'db'>,
  memberId: number,
  passkeyId: string,
): Promise<RemovePasskeyOutcome> {
  return deps.db.transaction(async (tx) => {
    const [member] = await tx
      .select({ password: users.password })
      .from(users)
      .where(eq(users.id, memberId))
      .for('update')
    const [owned] = await tx
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(and(eq(passkeys.id, passkeyId), eq(passkeys.userId, memberId)))
    if (!member || !owned) return 'unknown'
    if (member.password === NO_PASSWORD) {
      const [held] = await tx
        .select({ n: count() })
        .from(passkeys)
        .where(eq(passkeys.userId, memberId))
      if ((held?.n ?? 0) <= 1) return 'last-way-in'
    }
    await tx.delete(passkeys).where(eq(passkeys.id, passkeyId))
    return 'removed'
  })
}

export type RemovePasswordOutcome =
  | { kind: 'removed' | 'wrong-password' | 'no-passkey' | 'no-password' }
  | { kind: 'rate-limited'; refusal: LimitRefusal }

/**
 * Removes the member's password once they have typed it again (a wrong one counts with the
 * account's wrong passwords, limit 'password'): they sign in with a passkey from then on, and a
 * reset link sets a password again. Only a member with a passkey may.
 */
export async function removePassword(
  deps: Pick<RouteDeps, 'db' | 'clock' | 'config'>,
  member: Pick<UserRow, 'id' | 'email' | 'password'>,
  password: string,
): Promise<RemovePasswordOutcome> {
  if (member.password === NO_PASSWORD) return { kind: 'no-password' }
  const counted = await countRequest(deps, { limit: 'password', subject: member.email })
  if (!counted.allowed) return { kind: 'rate-limited', refusal: counted }
  if (!(await verifyPassword(member.password, password))) return { kind: 'wrong-password' }
  await forgetHits(deps.db, counted.hitIds)
  const kind = await deps.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for('update')
    const [held] = await tx
      .select({ n: count() })
      .from(passkeys)
      .where(eq(passkeys.userId, member.id))
    if ((held?.n ?? 0) === 0) return 'no-passkey' as const
    await tx.update(users).set({ password: NO_PASSWORD }).where(eq(users.id, member.id))
    return 'removed' as const
  })
  return { kind }
}
