import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { photoVerifications, users, type UserRow } from '../db/schema.ts'
import type { Transaction } from '../likes/record-like.ts'

/**
 * The "Photo verified" badge (docs/safety.md "Photo verification"): users.photo_verified is true
 * while the member's verification is approved for the main photo others see now. Called in the
 * transaction of every change of the gallery's snapshot (refreshGallerySnapshot: an upload, a
 * replacement, a removal, a new order, a photo's review) and of every verification decision, so
 * the badge never stands beside a face no moderator compared.
 */

/** The main photo others see: the first approved photo of the member's snapshot (users.photos). */
export const publicMainPhotoName = (userId: number) => sql<string | null>`(
  select photo->>'name'
  from ${users} owner, jsonb_array_elements(owner.photos) with ordinality as shown(photo, place)
  where owner.id = ${userId} and photo->>'status' = 'approved'
  order by place limit 1)`

/**
 * Follows a change of the main photo others see, then settles the badge; answers the member's
 * row when the badge changed (null otherwise). A verification awaiting review moves to the new
 * main photo and to a new revision (a moderator decides only on what they saw); an approved one
 * goes to 'recheck' (the badge is hidden) until a moderator confirms the new photo.
 */
export async function settlePhotoVerification(
  tx: Transaction,
  userId: number,
): Promise<UserRow | null> {
  const main = publicMainPhotoName(userId)
  const approved = eq(photoVerifications.status, 'approved')
  await tx
    .update(photoVerifications)
    .set({
      status: sql`case when ${approved} then 'recheck' else ${photoVerifications.status} end`,
      // The recheck waits from the change's transaction (the gallery's changes take no clock).
      submittedAt: sql`case when ${approved} then now() else ${photoVerifications.submittedAt} end`,
      mainPhotoName: main,
      revision: sql`${photoVerifications.revision} + 1`,
    })
    .where(
      and(
        eq(photoVerifications.userId, userId),
        inArray(photoVerifications.status, ['submitted', 'recheck', 'approved']),
        sql`${photoVerifications.mainPhotoName} is distinct from ${main}`,
      ),
    )
  return settleBadge(tx, userId)
}

/**
 * The one writer of users.photo_verified: true while the member's verification is approved.
 * Answers the member's row when it changed; unchanged rows are left alone, so profile_version
 * moves only when the badge does.
 */
export async function settleBadge(
  tx: Transaction | Database,
  userId: number,
): Promise<UserRow | null> {
  const [row] = await tx
    .update(users)
    .set({ photoVerified: earned })
    .where(and(eq(users.id, userId), badgeChanges))
    .returning()
  return row ?? null
}

/** settleBadge for every member at once: the demo seed, after inserting its verifications. */
export async function settleEveryBadge(tx: Transaction | Database): Promise<void> {
  await tx.update(users).set({ photoVerified: earned }).where(badgeChanges)
}

/** Whether the member of the users row written holds an approved verification. */
const earned = sql<boolean>`exists (select 1 from ${photoVerifications}
    where ${photoVerifications.userId} = ${users.id} and ${photoVerifications.status} = 'approved')`
/** Only rows whose badge changes are written (profile_version moves only then). */
const badgeChanges = sql`${users.photoVerified} is distinct from ${earned}`
