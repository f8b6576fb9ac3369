import type { PushSender } from '../push/sender.ts'
import type { LikeOutcome } from './record-like.ts'

/**
 * What a committed like (a like or a super like) pushes to the liked member (docs/push.md): the
 * match it made, or else the like itself. A replay of the clientId stored nothing and pushes
 * nothing; neither does a like of a member with no device subscribed (the like's statement says).
 */
export function pushLikeOutcome(
  push: PushSender,
  outcome: LikeOutcome,
  like: { fromUserId: number; toUserId: number },
) {
  if (!outcome.recipientHasDevice) return
  if (outcome.matchCreated) push.newMatch(like.toUserId, like.fromUserId)
  else if (outcome.likeCreated && !outcome.isMatch) push.newLike(like.toUserId, like.fromUserId)
}
