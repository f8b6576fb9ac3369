import { and, eq, sql } from 'drizzle-orm'
import {
  QueuedDeaconLetterSchema,
  type DeaconLetterQueue,
  type DeaconLetterReview,
  type DeaconLetterReviewRequest,
} from '#shared/schemas/verification.ts'
import type { Database } from '../db/connect.ts'
import { deaconLetters, users } from '../db/schema.ts'
import type { Transaction } from '../likes/record-like.ts'
import type { ReviewInput, ReviewOutcome } from '../moderation/review-once.ts'
import { reviewEvidence } from './evidence-review.ts'
import { readTimePage } from '../moderation/time-cursor.ts'
import { reviewFirstRank } from './review-rank.ts'
import { settleVerified } from './verified-status.ts'

/**
 * The deacon letter's review (profile-faith-parish §1, decision 050): the letter a member's
 * profile names waits for a moderator, who verifies it (the member is Verified) or rejects it
 * with a reason, exactly once, on the letter they read.
 */

/**
 * Records the letter the member's profile now names (null: none), in the profile's own
 * transaction: a new letter waits for review as a new revision, and any badge the old one earned
 * waits with it (the moderators read a file that is now deleted); no letter, no review.
 */
export async function submitDeaconLetter(
  tx: Transaction,
  memberId: number,
  reference: string | null,
  now: Date,
): Promise<void> {
  if (reference === null) {
    await tx.delete(deaconLetters).where(eq(deaconLetters.userId, memberId))
  } else {
    const values = {
      reference,
      status: 'submitted',
      reviewedById: null,
      reviewedAt: null,
      reviewReason: null,
      submittedAt: now,
    }
    await tx
      .insert(deaconLetters)
      .values({ userId: memberId, ...values })
      .onConflictDoUpdate({
        target: deaconLetters.userId,
        set: { ...values, revision: sql`${deaconLetters.revision} + 1` },
      })
  }
  await tx
    .update(users)
    .set({
      deaconLetterStatus: reference === null ? 'none' : 'pending',
      deaconLetterReviewReason: null,
    })
    .where(eq(users.id, memberId))
  await settleVerified(tx, memberId)
}

/**
 * Letters awaiting review: those of Verified Orthodox members first, then the oldest first, by
 * (rank, submitted_at, id), with the moderation lists' time cursor.
 */
export async function deaconLettersAwaitingReview(
  db: Database,
  query: { cursor?: string; limit: number },
): Promise<DeaconLetterQueue> {
  const { page, nextCursor } = await readTimePage(
    query,
    {
      time: deaconLetters.submittedAt,
      id: deaconLetters.id,
      direction: 'asc',
      rank: reviewFirstRank(),
    },
    ({ micros, rank, past, orderBy, limit }) =>
      db
        .select({
          letter: {
            id: deaconLetters.id,
            status: deaconLetters.status,
            revision: deaconLetters.revision,
            submittedAt: deaconLetters.submittedAt,
          },
          member: {
            id: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            membershipTier: users.membershipTier,
          },
          micros,
          rank,
        })
        .from(deaconLetters)
        .innerJoin(users, eq(users.id, deaconLetters.userId))
        .where(and(eq(deaconLetters.status, 'submitted'), past))
        .orderBy(...orderBy)
        .limit(limit),
    (row) => row.letter.id,
  )
  return {
    letters: page.map(({ letter, member }) =>
      QueuedDeaconLetterSchema.parse({
        ...letter,
        submittedAt: letter.submittedAt.toISOString(),
        member,
      }),
    ),
    nextCursor,
  }
}

/** The stored letter a queued review names, for a moderator to read: its member and reference. */
export async function letterUnderReview(
  db: Database,
  id: number,
): Promise<{ userId: number; reference: string } | undefined> {
  const [row] = await db
    .select({ userId: deaconLetters.userId, reference: deaconLetters.reference })
    .from(deaconLetters)
    .where(eq(deaconLetters.id, id))
  return row
}

/**
 * Verifies or rejects the letter exactly once, and only the letter the moderator read
 * (`revision`), as the clergy reference is (evidence-review.ts).
 */
export function reviewDeaconLetter(
  db: Database,
  input: ReviewInput<DeaconLetterReviewRequest>,
  now: Date,
): Promise<ReviewOutcome<DeaconLetterReview>> {
  return reviewEvidence(db, input, now, {
    table: deaconLetters,
    columns: {
      id: deaconLetters.id,
      status: deaconLetters.status,
      revision: deaconLetters.revision,
      userId: deaconLetters.userId,
    },
    memberStatus: (status, reason) => ({
      deaconLetterStatus: status,
      deaconLetterReviewReason: reason,
    }),
    subject: 'deacon-letter',
    actions: { verify: 'verify-letter', reject: 'reject-letter' },
  })
}
