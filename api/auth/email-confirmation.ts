import { createHash, randomInt } from 'node:crypto'
import { and, eq, gt, inArray, isNull, lt, lte, ne, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { uniqueViolation } from '../db/errors.ts'
import { emailConfirmations, sessions, users, type UserRow } from '../db/schema.ts'
import type { RouteDeps } from '../http/deps.ts'
import { addressChangedMail, verifyAddressMail } from '../mail/address-mail.ts'
import type { LimitRefusal } from '../rate-limits/counter.ts'
import { countRequest } from '../rate-limits/too-many.ts'
import { linkIdOf, newLinkToken } from './link-token.ts'

const HOUR_MS = 60 * 60 * 1000
/** How long the link and code of sign-up's mail work. */
export const VERIFY_LIFETIME_MS = 48 * HOUR_MS
/** How long the link and code that confirm a new address work. */
export const CHANGE_LIFETIME_MS = 24 * HOUR_MS
/** How long the old address's undo link works. */
export const UNDO_LIFETIME_MS = 7 * 24 * HOUR_MS
/** Wrong codes a confirmation takes before its code stops working (its link still works). */
export const CODE_ATTEMPTS = 5
/** How long a used or expired confirmation stays, to tell a late click what became of it. */
export const CONFIRMATION_KEPT_MS = 24 * HOUR_MS

/** The page a confirmation link opens (web/screens/email-address/). */
export const confirmUrl = (appUrl: string, token: string) =>
  `${appUrl}/confirm-email?token=${encodeURIComponent(token)}`
/** The page the old address's undo link opens. */
export const undoUrl = (appUrl: string, token: string) =>
  `${appUrl}/undo-email-change?token=${encodeURIComponent(token)}`

/** The stored form of a confirmation's code: bound to its row, so equal codes hash apart. */
const codeHashOf = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code}`).digest('hex')

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
export type ConfirmationDeps = Pick<RouteDeps, 'db' | 'clock' | 'config' | 'mail' | 'publisher'>
type Recipient = Pick<UserRow, 'id' | 'email' | 'firstName' | 'language'>

/** Stores a confirmation of `purpose` for `email`; its link's token, and its code if it has one. */
export async function storeConfirmation(
  tx: Transaction,
  row: { userId: number; purpose: 'verify' | 'change' | 'undo'; email: string },
  now: Date,
  lifetimeMs: number,
): Promise<{ token: string; code: string | null }> {
  const { token, id } = newLinkToken()
  const code = row.purpose === 'undo' ? null : String(randomInt(0, 1_000_000)).padStart(6, '0')
  await tx.insert(emailConfirmations).values({
    ...row,
    id,
    codeHash: code ? codeHashOf(id, code) : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + lifetimeMs),
  })
  return { token, code }
}

/** Stores a confirmation of the member's address and queues its mail, in the caller's transaction. */
export async function queueVerification(
  tx: Transaction,
  deps: Pick<RouteDeps, 'config' | 'mail'>,
  member: Recipient,
  now: Date,
): Promise<void> {
  const purpose = 'verify'
  const confirmation = { userId: member.id, purpose, email: member.email } as const
  const { token, code } = await storeConfirmation(tx, confirmation, now, VERIFY_LIFETIME_MS)
  const url = confirmUrl(deps.config.APP_URL, token)
  await deps.mail.queue(tx, verifyAddressMail(member, url, code!))
}

export type ResendOutcome =
  { kind: 'sent' | 'verified' } | { kind: 'rate-limited'; refusal: LimitRefusal }

/** Mails a new link and code to a member whose address is not confirmed yet (a few a day). */
export async function resendVerification(
  deps: ConfirmationDeps,
  member: Recipient & Pick<UserRow, 'emailVerifiedAt'>,
): Promise<ResendOutcome> {
  if (member.emailVerifiedAt) return { kind: 'verified' }
  const counted = await countRequest(deps, {
    limit: 'email-verification',
    subject: String(member.id),
  })
  if (!counted.allowed) return { kind: 'rate-limited', refusal: counted }
  await deps.db.transaction((tx) => queueVerification(tx, deps, member, deps.clock()))
  deps.mail.nudge()
  return { kind: 'sent' }
}

export type ConfirmOutcome =
  | { kind: 'confirmed'; purpose: 'verify' | 'change'; email: string }
  | { kind: 'invalid' | 'used' | 'expired' | 'taken-since' | 'wrong-code' }
  | { kind: 'rate-limited'; refusal: LimitRefusal }

type ConfirmationRow = typeof emailConfirmations.$inferSelect

type LinkRefusal =
  { kind: 'invalid' | 'used' | 'expired' } | { kind: 'rate-limited'; refusal: LimitRefusal }

/**
 * The usable confirmation of `purposes` a link's token names, or why there is none: counted per
 * network address first (the tokens cannot be guessed; this stops trying), then found, unused and
 * within its time.
 */
async function usableLink(
  deps: ConfirmationDeps,
  input: { token: string; address: string },
  purposes: ConfirmationRow['purpose'][],
  now: Date,
): Promise<{ row: ConfirmationRow } | LinkRefusal> {
  const counted = await countRequest(deps, { limit: 'email-link', subject: input.address })
  if (!counted.allowed) return { kind: 'rate-limited', refusal: counted }
  const [row] = await deps.db
    .select()
    .from(emailConfirmations)
    .where(
      and(
        eq(emailConfirmations.id, linkIdOf(input.token)),
        inArray(emailConfirmations.purpose, purposes),
      ),
    )
  if (!row) return { kind: 'invalid' }
  if (row.usedAt) return { kind: 'used' }
  if (row.expiresAt.getTime() <= now.getTime()) return { kind: 'expired' }
  return { row }
}

/**
 * Confirms an address with a mailed link's token (signed in or not, on any device). `keepSession`
 * is the asking browser's session id, kept when an address change ends the member's sessions.
 */
export async function confirmByToken(
  deps: ConfirmationDeps,
  input: { token: string; address: string; keepSession: string | null },
): Promise<ConfirmOutcome> {
  const now = deps.clock()
  const found = await usableLink(deps, input, ['verify', 'change'], now)
  if (!('row' in found)) return found
  return applyConfirmation(deps, found.row, now, input.keepSession)
}

/**
 * Confirms an address with the 6-digit code of its mail, for the signed-in member: any of their
 * pending confirmations whose code still works. A wrong code counts against each of them.
 */
export async function confirmByCode(
  deps: ConfirmationDeps,
  input: { member: Pick<UserRow, 'id'>; code: string; keepSession: string },
): Promise<ConfirmOutcome> {
  const { member, code } = input
  const counted = await countRequest(deps, { limit: 'email-code', subject: String(member.id) })
  if (!counted.allowed) return { kind: 'rate-limited', refusal: counted }
  const now = deps.clock()
  const pending = and(
    eq(emailConfirmations.userId, member.id),
    inArray(emailConfirmations.purpose, ['verify', 'change']),
    isNull(emailConfirmations.usedAt),
    gt(emailConfirmations.expiresAt, now),
    lt(emailConfirmations.codeAttempts, CODE_ATTEMPTS),
  )
  const rows = await deps.db.select().from(emailConfirmations).where(pending)
  const match = rows.find((row) => row.codeHash === codeHashOf(row.id, code))
  if (match) return applyConfirmation(deps, match, now, input.keepSession)
  const tried = rows.map((row) => row.id)
  if (tried.length > 0) {
    await deps.db
      .update(emailConfirmations)
      .set({ codeAttempts: sql`${emailConfirmations.codeAttempts} + 1` })
      .where(inArray(emailConfirmations.id, tried))
  }
  return { kind: 'wrong-code' }
}

/** Marks the member's other pending confirmations of these purposes used. */
async function closePending(
  tx: Transaction,
  userId: number,
  purposes: ConfirmationRow['purpose'][],
  now: Date,
) {
  await tx
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailConfirmations.userId, userId),
        inArray(emailConfirmations.purpose, purposes),
        isNull(emailConfirmations.usedAt),
      ),
    )
}

/** A confirmation claimed once (the first to mark it used wins), in `tx`. */
async function claim(tx: Transaction, id: string, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(emailConfirmations)
    .set({ usedAt: now })
    .where(and(eq(emailConfirmations.id, id), isNull(emailConfirmations.usedAt)))
    .returning({ id: emailConfirmations.id })
  return claimed !== undefined
}

class AddressTaken extends Error {}

/**
 * Moves the account to the confirmation's address (confirmed, since the link or code was read
 * there), closes the member's pending confirmations and ends their sessions but `keepSession`.
 * Throws AddressTaken when another account has the address.
 */
async function moveAccount(
  tx: Transaction,
  row: ConfirmationRow,
  now: Date,
  keepSession: string | null,
): Promise<void> {
  try {
    await tx
      .update(users)
      .set({ email: row.email, emailVerifiedAt: now })
      .where(eq(users.id, row.userId))
  } catch (error) {
    if (uniqueViolation(error) === 'users_email_unique') throw new AddressTaken()
    throw error
  }
  await closePending(tx, row.userId, ['verify', 'change'], now)
  const others = keepSession ? ne(sessions.id, keepSession) : undefined
  await tx.delete(sessions).where(and(eq(sessions.userId, row.userId), others))
}

/**
 * What a usable confirmation does, in one transaction. `verify`: the address is confirmed if it
 * is still the account's. `change`: the account moves to the new address (confirmed by this very
 * link), every other session ends, and the old address is told, with a link that puts it back.
 */
async function applyConfirmation(
  deps: ConfirmationDeps,
  row: ConfirmationRow,
  now: Date,
  keepSession: string | null,
): Promise<ConfirmOutcome> {
  try {
    const outcome = await deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
      if (!(await claim(tx, row.id, now))) return { kind: 'used' }
      if (row.purpose === 'verify') {
        const [confirmed] = await tx
          .update(users)
          .set({ emailVerifiedAt: now })
          .where(and(eq(users.id, row.userId), eq(users.email, row.email)))
          .returning({ id: users.id })
        // The account has moved to another address since this link was mailed.
        if (!confirmed) return { kind: 'used' }
        await closePending(tx, row.userId, ['verify'], now)
        return { kind: 'confirmed', purpose: 'verify', email: row.email }
      }
      const [old] = await tx.select().from(users).where(eq(users.id, row.userId))
      if (!old) return { kind: 'invalid' }
      await moveAccount(tx, row, now, keepSession)
      const undo = { userId: row.userId, purpose: 'undo', email: old.email } as const
      const { token } = await storeConfirmation(tx, undo, now, UNDO_LIFETIME_MS)
      const url = undoUrl(deps.config.APP_URL, token)
      await deps.mail.queue(tx, addressChangedMail(old, row.email, url))
      return { kind: 'confirmed', purpose: 'change', email: row.email }
    })
    if (outcome.kind === 'confirmed' && outcome.purpose === 'change') {
      deps.mail.nudge()
      deps.publisher.publish(row.userId, { type: 'sessions-ended' })
    }
    return outcome
  } catch (error) {
    if (error instanceof AddressTaken) return { kind: 'taken-since' }
    throw error
  }
}

export type UndoOutcome =
  | { kind: 'restored'; email: string }
  | { kind: 'invalid' | 'used' | 'expired' | 'taken-since' }
  | { kind: 'rate-limited'; refusal: LimitRefusal }

/**
 * Puts the old address back with the undo link mailed to it: the account uses it again
 * (confirmed, since the link was read there), a change still waiting is dropped, and every
 * session ends, the changer's too. The member then signs in, or resets the password.
 */
export async function undoAddressChange(
  deps: ConfirmationDeps,
  input: { token: string; address: string },
): Promise<UndoOutcome> {
  const now = deps.clock()
  const found = await usableLink(deps, input, ['undo'], now)
  if (!('row' in found)) return found
  const { row } = found
  try {
    const restored = await deps.db.transaction(async (tx) => {
      if (!(await claim(tx, row.id, now))) return false
      await moveAccount(tx, row, now, null)
      return true
    })
    if (!restored) return { kind: 'used' }
  } catch (error) {
    if (error instanceof AddressTaken) return { kind: 'taken-since' }
    throw error
  }
  deps.publisher.publish(row.userId, { type: 'sessions-ended' })
  return { kind: 'restored', email: row.email }
}

/** Deletes the confirmations expired more than CONFIRMATION_KEPT_MS ago (the session sweep). */
export async function deleteOldConfirmations(db: Database, now: Date): Promise<void> {
  await db
    .delete(emailConfirmations)
    .where(lte(emailConfirmations.expiresAt, new Date(now.getTime() - CONFIRMATION_KEPT_MS)))
}
