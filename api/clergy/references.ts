import { eq, sql } from 'drizzle-orm'
import {
  StoredClergyReferenceSchema,
  type ClergyReference,
  type StoredClergyReference,
} from '#shared/schemas/clergy.ts'
import type { Database } from '../db/connect.ts'
import { clergyReferences, users, type ClergyReferenceRow } from '../db/schema.ts'
import { settleVerified } from '../verification/verified-status.ts'

/**
 * Clergy references (docs/clergy-reference.md): one current reference per member. Submitting
 * stores it (replacing an earlier one) and puts the member's clergy verification in 'pending',
 * in one transaction. Moderators review it (review.ts).
 */

/**
 * The row as the API answers it to its member: the one place a stored reference becomes the
 * member's answer. Parsed with the shared contract (which leaves out who reviewed it and the
 * revision), so the text columns leave as the vocabularies they were stored from.
 */
export function toClergyReferenceAnswer(row: ClergyReferenceRow): StoredClergyReference {
  return StoredClergyReferenceSchema.parse({
    ...row,
    createdAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  })
}

/**
 * Stores the member's reference (replacing any earlier one, as a new revision with no review) and
 * marks them pending review: also after a verification, so a badge the reference earned is
 * withdrawn until a moderator has read the new answers (a verified deacon letter keeps it).
 */
export async function submitClergyReference(
  db: Database,
  userId: number,
  reference: ClergyReference,
  now: Date,
): Promise<ClergyReferenceRow> {
  const values = {
    ...reference,
    // The specify field belongs to status 'other' only; an empty one is no answer.
    statusOther: (reference.statusWithChurch === 'other' && reference.statusOther) || null,
    status: 'submitted',
    reviewedById: null,
    reviewedAt: null,
    reviewReason: null,
    createdAt: now,
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clergyReferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: clergyReferences.userId,
        set: { ...values, revision: sql`${clergyReferences.revision} + 1` },
      })
      .returning()
    await tx
      .update(users)
      .set({ clergyVerificationStatus: 'pending', clergyReviewReason: null })
      .where(eq(users.id, userId))
    await settleVerified(tx, userId)
    return row!
  })
}

/** The member's current reference, or undefined when they have none. */
export async function currentClergyReference(
  db: Pick<Database, 'select'>,
  userId: number,
): Promise<ClergyReferenceRow | undefined> {
  const [row] = await db
    .select()
    .from(clergyReferences)
    .where(eq(clergyReferences.userId, userId))
    .limit(1)
  return row
}
