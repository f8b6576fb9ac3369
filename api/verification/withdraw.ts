import { and, eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { clergyReferences, deaconLetters, users } from '../db/schema.ts'
import { recordModerationAction } from '../moderation/audit-trail.ts'
import type { AuthorNotice } from '../moderation/review-once.ts'
import { readTimePage } from '../moderation/time-cursor.ts'
import { PROFILE_SOURCE_COLUMNS } from '../users/profile-columns.ts'
import { toPublicProfile } from '../users/profile-shapes.ts'
import { settleVerified } from './verified-status.ts'

/**
 * The Verified members for moderators (decision 050), the newest accounts first by
 * (created_at, id), each with what earned the badge and when it was verified.
 */
export async function verifiedMembers(db: Database, query: { cursor?: string; limit: number }) {
  const { page, nextCursor } = await readTimePage(
    query,
    { time: users.createdAt, id: users.id, direction: 'desc' },
    ({ micros, past, orderBy, limit }) =>
      db
        .select({
          profile: PROFILE_SOURCE_COLUMNS,
          referenceAt: clergyReferences.reviewedAt,
          letterAt: deaconLetters.reviewedAt,
          micros,
        })
        .from(users)
        .leftJoin(
          clergyReferences,
          and(eq(clergyReferences.userId, users.id), eq(clergyReferences.status, 'verified')),
        )
        .leftJoin(
          deaconLetters,
          and(eq(deaconLetters.userId, users.id), eq(deaconLetters.status, 'verified')),
        )
        .where(and(eq(users.isVerified, true), past))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => row.profile.id,
  )
  return {
    members: page.map(({ profile, referenceAt, letterAt }) => {
      const times = [referenceAt, letterAt].filter((at): at is Date => at !== null)
      const latest = Math.max(...times.map((at) => at.getTime()))
      return {
        member: toPublicProfile(profile),
        earnedBy: [
          ...(referenceAt ? (['clergy-reference'] as const) : []),
          ...(letterAt ? (['deacon-letter'] as const) : []),
        ],
        // A badge no review stands behind cannot be listed (settleVerified), but never crash.
        verifiedAt: new Date(times.length > 0 ? latest : profile.createdAt.getTime()).toISOString(),
      }
    }),
    nextCursor,
  }
}

export type WithdrawOutcome =
  | { kind: 'withdrawn'; notice: AuthorNotice }
  | { kind: 'not-found' }
  | { kind: 'own' }
  | { kind: 'not-verified' }

/**
 * Withdraws the Verified badge exactly once: every verified review that earned it (the clergy
 * reference, the deacon letter) becomes rejected with the moderator's reason, which the member's
 * own record shows; the badge is settled and the audit trail's row written in one transaction.
 * Of two racing withdrawals one claims the reviews and the other finds the member not verified.
 * The member may send a new reference or letter, which waits for review as any other.
 */
export function withdrawVerification(
  db: Database,
  input: { memberId: number; moderatorId: number; reason: string },
  now: Date,
): Promise<WithdrawOutcome> {
  const { memberId, moderatorId, reason } = input
  return db.transaction(async (tx): Promise<WithdrawOutcome> => {
    const [member] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, memberId))
      .for('update')
    if (!member) return { kind: 'not-found' }
    if (memberId === moderatorId) return { kind: 'own' }
    const rejected = {
      status: 'rejected',
      reviewedById: moderatorId,
      reviewedAt: now,
      reviewReason: reason,
    }
    const references = await tx
      .update(clergyReferences)
      .set(rejected)
      .where(and(eq(clergyReferences.userId, memberId), eq(clergyReferences.status, 'verified')))
      .returning({ id: clergyReferences.id })
    const letters = await tx
      .update(deaconLetters)
      .set(rejected)
      .where(and(eq(deaconLetters.userId, memberId), eq(deaconLetters.status, 'verified')))
      .returning({ id: deaconLetters.id })
    if (references.length === 0 && letters.length === 0) return { kind: 'not-verified' }
    await tx
      .update(users)
      .set({
        ...(references.length > 0
          ? { clergyVerificationStatus: 'rejected', clergyReviewReason: reason }
          : {}),
        ...(letters.length > 0
          ? { deaconLetterStatus: 'rejected', deaconLetterReviewReason: reason }
          : {}),
      })
      .where(eq(users.id, memberId))
    await settleVerified(tx, memberId)
    await recordModerationAction(
      tx,
      { moderatorId, memberId, reportId: null, action: 'withdraw-verified', note: reason },
      now,
    )
    const subject = references.length > 0 ? 'clergy-reference' : 'deacon-letter'
    return { kind: 'withdrawn', notice: { memberId, subject, approved: false } }
  })
}
