import { runAction } from './actions.ts'
import { discardRowsOfKind } from './outbox-queue.ts'
import { PROFILE_KIND } from './profile-builder.ts'

// The page's side of the offline profile submit (profile-outbox.ts has the part the service
// worker shares): runAction reaches the page's sync trigger, which the worker has no use for.

/**
 * Queues the completed profile. An earlier queued or refused submit of the member is replaced:
 * only the latest values are sent. The draft stays until the server has the profile.
 */
export async function queueProfile(profile: Record<string, unknown>): Promise<void> {
  await runAction({
    kind: PROFILE_KIND,
    method: 'POST',
    path: '/api/profile',
    body: profile,
    apply: (_tx, { memberId }) => discardRowsOfKind(memberId, PROFILE_KIND),
  })
}
