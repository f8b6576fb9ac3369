import { and, eq, inArray, ne, or, sql } from 'drizzle-orm'
import { mailMessages, reports, subscriptions, users, type UserRow } from '../db/schema.ts'
import { verifyPassword } from '../auth/password.ts'
import type { Database } from '../db/connect.ts'
import type { RouteDeps } from '../http/deps.ts'
import { ProviderUnavailableError } from '../payments/port.ts'
import { PAID_STATUSES } from '../payments/subscription-state.ts'
import { forgetCounts, forgetHits, type LimitRefusal } from '../rate-limits/counter.ts'
import { countRequest } from '../rate-limits/too-many.ts'

export type DeleteOutcome =
  | { kind: 'deleted' }
  | { kind: 'wrong-password' }
  | { kind: 'payments-unavailable' }
  | { kind: 'storage-unavailable' }
  | { kind: 'rate-limited'; refusal: LimitRefusal }

/**
 * Deletes the member's account (GDPR art. 17) once their password is confirmed (docs/privacy.md;
 * a wrong one counts with the account's wrong passwords at sign-in, limit 'password'):
 * 1. every subscription still paid is cancelled at the payment provider first; when the provider
 *    cannot be reached nothing is deleted (the member tries again), so no card is charged for an
 *    account that no longer exists;
 * 2. their uploaded deacon letters are deleted from the letter store, their profile photos from
 *    the photo store; when the store is away nothing more is deleted and the member is answered
 *    503 (a store that fails midway may have deleted some of the files: the retry finishes);
 * 3. in one transaction: the open reports other members filed about them are kept for the
 *    moderators with the reported member's name (reported_id becomes null by its foreign key),
 *    the resolved ones go; the open reports they filed are kept without them (reporter_id becomes
 *    null by its foreign key), the resolved ones they filed go; the member row goes, and with it,
 *    by ON DELETE CASCADE, their sessions, likes, passes, matches, messages, usage,
 *    subscriptions, blocks, questionnaire answers and clergy reference; then what the rate limits
 *    counted against their email and id;
 * 4. the deletion is noted beside the uploads (DeletionLedger: the id and creation time only), so
 *    a restore of an older backup deletes the account again (api/backup/restore-backup.ts);
 * 5. the files are deleted again, in case an upload of theirs landed between 2 and 3; a store
 *    that fails now is logged (the account is gone: an unsaved letter is swept within a day,
 *    api/uploads/letter-sweep.ts, a photo is not).
 *
 * The files go before the rows, not after: the other way round a store that is away would leave
 * the member's photos and letters stored for good with no account, and no sweep knows of them.
 */
export async function deleteAccount(
  deps: Pick<
    RouteDeps,
    'db' | 'clock' | 'config' | 'payments' | 'letters' | 'photos' | 'deletions'
  >,
  member: Pick<UserRow, 'id' | 'email' | 'password' | 'createdAt'>,
  password: string,
): Promise<DeleteOutcome> {
  const passwordCheck = { limit: 'password', subject: member.email } as const
  const counted = await countRequest(deps, passwordCheck)
  if (!counted.allowed) return { kind: 'rate-limited', refusal: counted }
  if (!(await verifyPassword(member.password, password))) return { kind: 'wrong-password' }
  await forgetHits(deps.db, counted.hitIds)
  const paid = await deps.db
    .select({ id: subscriptions.stripeSubscriptionId })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.userId, member.id), inArray(subscriptions.status, [...PAID_STATUSES])),
    )
  try {
    for (const { id } of paid) await deps.payments.cancelSubscription(id)
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error
    console.warn(error.message)
    return { kind: 'payments-unavailable' }
  }
  try {
    await deleteFilesOf(deps, member.id)
  } catch (error) {
    console.error(`Could not delete the files of member ${member.id}; the account is kept:`, error)
    return { kind: 'storage-unavailable' }
  }
  await deleteAccountRows(deps.db, member)
  // Noted beside the uploads, so a database restored from an older backup deletes it again.
  await deps.deletions
    .record({
      userId: member.id,
      createdAt: member.createdAt.toISOString(),
      deletedAt: deps.clock().toISOString(),
    })
    .catch((error: unknown) => {
      console.error(`Could not note the deletion of member ${member.id}:`, error)
    })
  await deleteFilesOf(deps, member.id).catch((error: unknown) => {
    console.error(`Could not delete the files of deleted member ${member.id} again:`, error)
  })
  return { kind: 'deleted' }
}

/**
 * Step 3 of deleteAccount, in one transaction: the reports kept or removed, the member's row (and
 * by ON DELETE CASCADE everything of theirs), what the rate limits counted against them. Also how
 * a restore deletes again an account deleted after its backup (api/backup/restore-backup.ts).
 */
export async function deleteAccountRows(db: Database, member: Pick<UserRow, 'id' | 'email'>) {
  await db.transaction(async (tx) => {
    await tx
      .update(reports)
      .set({
        reportedName: sql`(select ${users.firstName} || ' ' || ${users.lastName} from ${users} where ${users.id} = ${member.id})`,
      })
      .where(and(eq(reports.reportedId, member.id), eq(reports.status, 'open')))
    await tx
      .delete(reports)
      .where(
        and(
          or(eq(reports.reportedId, member.id), eq(reports.reporterId, member.id)),
          ne(reports.status, 'open'),
        ),
      )
    await tx.delete(users).where(eq(users.id, member.id))
    const byId = String(member.id)
    await forgetCounts(tx, [
      { limit: 'password', subject: member.email },
      { limit: 'upload', subject: byId },
      { limit: 'report', subject: byId },
      { limit: 'event-proposal', subject: byId },
      { limit: 'parish-correction', subject: byId },
      { limit: 'photo-verification', subject: byId },
      { limit: 'verify-ask', subject: byId },
      { limit: 'password-reset', subject: member.email },
    ])
    // The mail to the address, sent or waiting (its reset links went with the account's row).
    await tx.delete(mailMessages).where(eq(mailMessages.toAddress, member.email))
  })
}

/** Every deacon letter and profile photo file the member stored. */
async function deleteFilesOf(deps: Pick<RouteDeps, 'letters' | 'photos'>, userId: number) {
  await deps.letters.deleteAllOf(userId)
  await deps.photos.deleteAllOf(userId)
}
