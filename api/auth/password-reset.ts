import { setTimeout as sleep } from 'node:timers/promises'
import { and, eq, isNull, lte } from 'drizzle-orm'
import type { PasswordResetConfirm } from '#shared/schemas/password-reset.ts'
import { passwordResets, sessions, users } from '../db/schema.ts'
import type { Database } from '../db/connect.ts'
import type { RouteDeps } from '../http/deps.ts'
import { passwordChangedMail, passwordResetMail } from '../mail/compose.ts'
import { forgetCounts, type LimitRefusal } from '../rate-limits/counter.ts'
import { countRequest } from '../rate-limits/too-many.ts'
import { linkIdOf, newLinkToken } from './link-token.ts'
import { hashPassword } from './password.ts'

/** How long a reset link works. */
export const RESET_LIFETIME_MS = 30 * 60 * 1000
/**
 * The least time the answer to a reset request takes, whether the address has an account or not:
 * the work of either case ends well within it, so the time tells nothing about the address.
 */
export const RESET_ANSWER_MS = 300

/** The page a reset link opens (web/screens/password-reset/). */
export const resetUrl = (appUrl: string, token: string) =>
  `${appUrl}/reset-password?token=${encodeURIComponent(token)}`
/** The page that asks for a reset link. */
export const forgotUrl = (appUrl: string) => `${appUrl}/forgot-password`

type ResetDeps = Pick<RouteDeps, 'db' | 'clock' | 'config' | 'mail' | 'publisher'>

export type ResetRequestOutcome =
  { kind: 'requested' } | { kind: 'rate-limited'; refusal: LimitRefusal }

/**
 * Asks for a reset link to `email` (OWASP Forgot Password Cheat Sheet): counted per address and
 * per network first; then, when the address has an account, a token is stored (hashed) and its
 * link queued for mail, in one transaction. The account itself is not touched. The same answer in
 * either case, after at least RESET_ANSWER_MS.
 */
export async function requestPasswordReset(
  deps: ResetDeps,
  input: { email: string; address: string },
): Promise<ResetRequestOutcome> {
  const answerAt = sleep(RESET_ANSWER_MS)
  const counted = await countRequest(
    deps,
    { limit: 'password-reset', subject: input.email },
    { limit: 'password-reset-network', subject: input.address },
  )
  if (!counted.allowed) {
    await answerAt
    return { kind: 'rate-limited', refusal: counted }
  }
  const now = deps.clock()
  const { token, id } = newLinkToken()
  const [member] = await deps.db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      language: users.language,
    })
    .from(users)
    .where(eq(users.email, input.email))
  if (member) {
    const mail = passwordResetMail(member, resetUrl(deps.config.APP_URL, token))
    await deps.db.transaction(async (tx) => {
      await tx.insert(passwordResets).values({
        id,
        userId: member.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
      })
      await deps.mail.queue(tx, mail)
    })
    deps.mail.nudge()
  }
  await answerAt
  return { kind: 'requested' }
}

export type ResetOutcome =
  | { kind: 'reset' }
  | { kind: 'invalid' | 'used' | 'expired' }
  | { kind: 'rate-limited'; refusal: LimitRefusal }

/**
 * Sets the new password with a reset link's token: once (the first request that marks the token
 * used wins), within its 30 minutes. In the same transaction every session of the member ends,
 * their other reset links stop working and the notice "your password was changed" is queued. The
 * member signs in afresh with the new password (the account's failed sign-ins are forgotten).
 */
export async function resetPassword(
  deps: ResetDeps,
  input: PasswordResetConfirm & { address: string },
): Promise<ResetOutcome> {
  const counted = await countRequest(deps, { limit: 'reset-link', subject: input.address })
  if (!counted.allowed) return { kind: 'rate-limited', refusal: counted }
  const now = deps.clock()
  const id = linkIdOf(input.token)
  const [reset] = await deps.db.select().from(passwordResets).where(eq(passwordResets.id, id))
  if (!reset) return { kind: 'invalid' }
  if (reset.usedAt) return { kind: 'used' }
  if (reset.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' }
  const password = await hashPassword(input.password)
  const member = await deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
      .returning()
    if (!claimed) return undefined
    const [changed] = await tx
      .update(users)
      .set({ password })
      .where(eq(users.id, claimed.userId))
      .returning({ email: users.email, firstName: users.firstName, language: users.language })
    if (!changed) return undefined
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)))
    await tx.delete(sessions).where(eq(sessions.userId, claimed.userId))
    await deps.mail.queue(tx, passwordChangedMail(changed, forgotUrl(deps.config.APP_URL)))
    return { ...changed, id: claimed.userId }
  })
  if (!member) return { kind: 'used' }
  deps.mail.nudge()
  // Every device is signed out: their open live-events streams end too (api/routes/events.ts).
  deps.publisher.publish(member.id, { type: 'sessions-ended' })
  await forgetCounts(deps.db, [{ limit: 'password', subject: member.email }])
  return { kind: 'reset' }
}

/** How long a reset link's row stays after its expiry, to tell a late click it expired. */
export const RESET_KEPT_MS = 24 * 60 * 60 * 1000

/** Deletes the reset links expired more than RESET_KEPT_MS ago (the session sweep's run). */
export async function deleteOldResetLinks(db: Database, now: Date): Promise<void> {
  await db
    .delete(passwordResets)
    .where(lte(passwordResets.expiresAt, new Date(now.getTime() - RESET_KEPT_MS)))
}
