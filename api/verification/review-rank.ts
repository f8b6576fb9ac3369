import { sql } from 'drizzle-orm'
import { REVIEW_FIRST_TIER } from '#shared/domain/verification.ts'
import { users } from '../db/schema.ts'

/**
 * The rank of a submission in the verification queues (clergy references, deacon letters), over
 * its member's row: members of the Verified Orthodox plan first (0), everyone else after (1),
 * each rank oldest first. What the plan buys is an earlier review, never the badge (decision 050).
 */
export const reviewFirstRank = () =>
  sql<number>`(case when ${users.membershipTier} = ${REVIEW_FIRST_TIER} then 0 else 1 end)`
