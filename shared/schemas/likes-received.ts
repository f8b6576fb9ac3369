import * as z from './zod.ts'
import { PublicProfileSchema } from './user.ts'

/**
 * GET /api/likes/received: how many members liked the member and are still unanswered (not
 * liked back, not passed), and — for Premium and Verified only — who they are, newest first.
 * Free members get the count with an empty list (the web blurs it behind the upgrade prompt).
 */
export const LikesReceivedSchema = z.object({
  count: z.int().check(z.nonnegative()),
  members: z.array(PublicProfileSchema),
  /** Ids of the listed members whose like was a super like (shown with a star). */
  superLikedBy: z.array(z.int().check(z.positive())),
})
export type LikesReceived = z.infer<typeof LikesReceivedSchema>
