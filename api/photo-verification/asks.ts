import { eq, sql } from 'drizzle-orm'
import { VERIFY_ASK_INTERVAL_DAYS } from '#shared/domain/photo-verification.ts'
import type { Database } from '../db/connect.ts'
import { photoVerificationAsks, users } from '../db/schema.ts'
import { areMatched } from '../messages/matched.ts'

export type AskOutcome =
  | { kind: 'asked'; askedAt: Date }
  | { kind: 'not-a-match' }
  /** The match shows the badge already. */
  | { kind: 'verified' }
  /** This member asked this match within VERIFY_ASK_INTERVAL_DAYS. */
  | { kind: 'asked-already' }

/**
 * A member asks a match to verify their photo (docs/safety.md "Photo verification"): only a
 * match, only one who is not photo-verified, and once per pair in VERIFY_ASK_INTERVAL_DAYS. The
 * ask is one conditional upsert, so two racing asks (two devices, an outbox replaying) store one.
 */
export async function askToVerify(
  db: Database,
  input: { askerId: number; askedId: number },
  now: Date,
): Promise<AskOutcome> {
  if (!(await areMatched(db, input.askerId, input.askedId))) return { kind: 'not-a-match' }
  const [asked] = await db
    .select({ photoVerified: users.photoVerified })
    .from(users)
    .where(eq(users.id, input.askedId))
  if (!asked) return { kind: 'not-a-match' }
  if (asked.photoVerified) return { kind: 'verified' }
  const lapsed = new Date(now.getTime() - VERIFY_ASK_INTERVAL_DAYS * 24 * 60 * 60 * 1000)
  const [stored] = await db
    .insert(photoVerificationAsks)
    .values({ ...input, askedAt: now })
    .onConflictDoUpdate({
      target: [photoVerificationAsks.askerId, photoVerificationAsks.askedId],
      set: { askedAt: now },
      setWhere: sql`${photoVerificationAsks.askedAt} <= ${lapsed.toISOString()}::timestamptz`,
    })
    .returning({ askedAt: photoVerificationAsks.askedAt })
  return stored ? { kind: 'asked', askedAt: stored.askedAt } : { kind: 'asked-already' }
}
