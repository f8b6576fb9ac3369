import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import type { EmailChange, EmailStatus } from '#shared/schemas/email-address.ts'
import type { Database } from '../db/connect.ts'
import { emailConfirmations, users, type UserRow } from '../db/schema.ts'
import { confirmNewAddressMail } from '../mail/address-mail.ts'
import { forgetHits, type LimitRefusal } from '../rate-limits/counter.ts'
import { countRequest } from '../rate-limits/too-many.ts'
import {
  CHANGE_LIFETIME_MS,
  confirmUrl,
  storeConfirmation,
  type ConfirmationDeps,
} from './email-confirmation.ts'
import { verifyPassword } from './password.ts'

type Member = Pick<UserRow, 'id' | 'email' | 'password' | 'firstName' | 'language'>

export type ChangeRequestOutcome =
  | { kind: 'requested'; email: string }
  | { kind: 'wrong-password' | 'unchanged' | 'taken' }
  | { kind: 'rate-limited'; refusal: LimitRefusal }

/**
 * Asks to move the account to a new address (docs/accounts.md): the password again (counted as
 * at sign-in), then a link and code mailed to the new address. The account keeps its address
 * until the new one is confirmed from there; an earlier change still waiting is dropped.
 */
export async function requestAddressChange(
  deps: ConfirmationDeps,
  member: Member,
  input: EmailChange,
): Promise<ChangeRequestOutcome> {
  const checked = await countRequest(deps, { limit: 'password', subject: member.email })
  if (!checked.allowed) return { kind: 'rate-limited', refusal: checked }
  if (!(await verifyPassword(member.password, input.password))) {
    return { kind: 'wrong-password' }
  }
  await forgetHits(deps.db, checked.hitIds)
  const counted = await countRequest(deps, { limit: 'email-change', subject: String(member.id) })
  if (!counted.allowed) return { kind: 'rate-limited', refusal: counted }
  if (input.email === member.email) return { kind: 'unchanged' }
  const [taken] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email))
  if (taken) return { kind: 'taken' }
  const now = deps.clock()
  await deps.db.transaction(async (tx) => {
    await tx.update(emailConfirmations).set({ usedAt: now }).where(pendingChangeOf(member.id, now))
    const change = { userId: member.id, purpose: 'change', email: input.email } as const
    const { token, code } = await storeConfirmation(tx, change, now, CHANGE_LIFETIME_MS)
    const url = confirmUrl(deps.config.APP_URL, token)
    await deps.mail.queue(tx, confirmNewAddressMail({ ...member, email: input.email }, url, code!))
  })
  deps.mail.nudge()
  return { kind: 'requested', email: input.email }
}

const pendingChangeOf = (userId: number, now: Date) =>
  and(
    eq(emailConfirmations.userId, userId),
    eq(emailConfirmations.purpose, 'change'),
    isNull(emailConfirmations.usedAt),
    gt(emailConfirmations.expiresAt, now),
  )

/** Drops the change waiting for confirmation, if any; whether there was one. */
export async function cancelAddressChange(
  db: Database,
  userId: number,
  now: Date,
): Promise<boolean> {
  const dropped = await db
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(pendingChangeOf(userId, now))
    .returning({ id: emailConfirmations.id })
  return dropped.length > 0
}

/** The account's address, whether it is confirmed, and the change waiting, for Settings. */
export async function addressStatus(
  db: Database,
  member: Pick<UserRow, 'id' | 'email' | 'emailVerifiedAt'>,
  now: Date,
): Promise<EmailStatus> {
  const [pending] = await db
    .select({ email: emailConfirmations.email, expiresAt: emailConfirmations.expiresAt })
    .from(emailConfirmations)
    .where(pendingChangeOf(member.id, now))
    .orderBy(desc(emailConfirmations.createdAt))
    .limit(1)
  return {
    email: member.email,
    verified: member.emailVerifiedAt !== null,
    pending: pending ? { email: pending.email, expiresAt: pending.expiresAt.toISOString() } : null,
  }
}
