import { eq } from 'drizzle-orm'
import {
  StoredClergyReferenceSchema,
  type ClergyReference,
  type StoredClergyReference,
} from '#shared/schemas/clergy.ts'
import type { Database } from '../db/connect.ts'
import { clergyReferences, users, type ClergyReferenceRow } from '../db/schema.ts'

/**
 * Clergy references (docs/clergy-reference.md): one current reference per member. Submitting
 * stores it (replacing an earlier one) and puts the member's clergy verification in 'pending',
 * in one transaction.
 */

/**
 * The row as the API answers it: the one place a stored reference becomes an answer. Parsed with
 * the shared contract, so the text columns leave as the vocabularies they were stored from.
 */
export function toClergyReferenceAnswer(row: ClergyReferenceRow): StoredClergyReference {
  const { userId: _owner, ...fields } = row
  return StoredClergyReferenceSchema.parse({ ...fields, createdAt: row.createdAt.toISOString() })
}

/** Stores the member's reference (replacing any earlier one) and marks them pending review. */
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
    createdAt: now,
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clergyReferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: clergyReferences.userId, set: values })
      .returning()
    await tx.update(users).set({ clergyVerificationStatus: 'pending' }).where(eq(users.id, userId))
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
