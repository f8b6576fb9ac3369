import type { CountedAction } from '#shared/domain/membership.ts'
import { DiscoverPageSchema } from '#shared/schemas/discover.ts'
import { LikeResponseSchema, MatchListSchema } from '#shared/schemas/likes.ts'
import { MessageSchema } from '#shared/schemas/messages.ts'
import { apiRequest } from '../../data/api-client.ts'
import { newClientId } from '../../data/client-id.ts'
import { boostProfile, refreshMembershipStats, sendSuperLike } from '../../data/membership.ts'

/**
 * The four test buttons of /pricing-demo run the real operations (spec core-experience §2
 * "Pricing demo"), straight against the server so their limits answer at once: a like and a
 * super like to the first member of the discover deck, a message to the newest match, a boost.
 */

/** Why an operation could not even start (no one to like, no match to write to). */
export class NothingToDoError extends Error {
  override name = 'NothingToDoError'
  constructor(readonly reason: 'no-candidate' | 'no-match') {
    super(reason)
  }
}

async function firstCandidateId(): Promise<number> {
  const page = await apiRequest('/api/users', { schema: DiscoverPageSchema })
  const candidate = page.items[0]
  if (!candidate) throw new NothingToDoError('no-candidate')
  return candidate.id
}

export async function runDemoOperation(
  action: CountedAction,
  memberId: number,
  greeting: string,
): Promise<void> {
  switch (action) {
    case 'like': {
      const toUserId = await firstCandidateId()
      try {
        await apiRequest('/api/likes', {
          body: { fromUserId: memberId, toUserId, clientId: newClientId() },
          schema: LikeResponseSchema,
        })
      } finally {
        void refreshMembershipStats(memberId)
      }
      return
    }
    case 'superlike':
      await sendSuperLike(memberId, await firstCandidateId())
      return
    case 'boost':
      await boostProfile(memberId)
      return
    case 'message': {
      const matches = await apiRequest(`/api/users/${memberId}/matches`, {
        schema: MatchListSchema,
      })
      const match = matches[0]
      if (!match) throw new NothingToDoError('no-match')
      try {
        await apiRequest('/api/messages', {
          body: {
            fromUserId: memberId,
            toUserId: match.user.id,
            content: greeting,
            clientId: newClientId(),
          },
          schema: MessageSchema,
        })
      } finally {
        void refreshMembershipStats(memberId)
      }
      return
    }
  }
}
