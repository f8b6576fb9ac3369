import { useLiveQuery } from 'dexie-react-hooks'
import { currentMemberId } from '../../data/current-member.ts'
import { queuedProfile, type QueuedProfile } from '../../data/profile-outbox.ts'

/**
 * The signed-in member's profile submit waiting in the outbox, or refused by the server. Live;
 * undefined until first read.
 */
export function useQueuedProfile(): QueuedProfile | undefined {
  return useLiveQuery(async () => {
    const memberId = await currentMemberId()
    return memberId === null ? null : queuedProfile(memberId)
  }, [])
}
