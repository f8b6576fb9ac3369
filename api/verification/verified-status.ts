import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { clergyReferences, deaconLetters, users } from '../db/schema.ts'
import type { Transaction } from '../likes/record-like.ts'

/**
 * The one writer of users.is_verified (decision 050): the member is Verified while a moderator
 * has verified their current clergy reference or their current deacon letter. Called in the
 * transaction of everything that changes either (a review, a resubmission, a new letter, a
 * withdrawal, consent withdrawn), so the badge never outlives what earned it. Nothing else
 * (no plan, no payment, no seed) sets the flag.
 */
export function settleVerified(tx: Transaction | Database, memberId: number): Promise<void> {
  return settle(tx, sql`${users.id} = ${memberId}`)
}

/** settleVerified for every member at once (the demo seed, after inserting its reviews). */
export function settleEveryVerified(tx: Transaction | Database): Promise<void> {
  return settle(tx, sql`true`)
}

async function settle(tx: Transaction | Database, which: SQL): Promise<void> {
  const earned = sql<boolean>`(
    exists (select 1 from ${clergyReferences}
      where ${clergyReferences.userId} = ${users.id} and ${clergyReferences.status} = 'verified')
    or exists (select 1 from ${deaconLetters}
      where ${deaconLetters.userId} = ${users.id} and ${deaconLetters.status} = 'verified'))`
  await tx
    .update(users)
    .set({ isVerified: earned })
    // Unchanged rows are left alone, so profile_version moves only when the badge does.
    .where(sql`${which} and ${users.isVerified} is distinct from ${earned}`)
}
