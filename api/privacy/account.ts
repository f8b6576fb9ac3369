import { eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { loginAttempts, users, type UserRow } from '../db/schema.ts'
import { verifyPassword } from '../auth/password.ts'
import { accountKey } from '../auth/login-rate-limit.ts'

export type DeleteOutcome = { kind: 'deleted' } | { kind: 'wrong-password' }

/**
 * Deletes the member's account (GDPR art. 17) once their password is confirmed. Every table
 * that refers to a member does so with ON DELETE CASCADE (api/db/schema.ts), so deleting the
 * row removes their sessions, likes, passes, matches, messages, usage, subscriptions, blocks,
 * reports, questionnaire answers and clergy reference in the same statement; the failed
 * sign-ins counted against their email go in the same transaction.
 */
export async function deleteAccount(
  db: Database,
  member: Pick<UserRow, 'id' | 'email' | 'password'>,
  password: string,
): Promise<DeleteOutcome> {
  if (!(await verifyPassword(member.password, password))) return { kind: 'wrong-password' }
  await db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, member.id))
    await tx.delete(loginAttempts).where(eq(loginAttempts.key, accountKey(member.email)))
  })
  return { kind: 'deleted' }
}
