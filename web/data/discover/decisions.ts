import { useLiveQuery } from 'dexie-react-hooks'
import { runAction } from '../actions.ts'
import { currentMemberId } from '../current-member.ts'
import { db } from '../db.ts'

/**
 * Likes, super likes and passes (spec core-experience §4, §6): the decision is written to
 * `decisions` at once (the card leaves the deck, the like button shows pending) together with its
 * outbox row, in one transaction; the sync engine sends it exactly once (its clientId). What the
 * server answers is applied by like-sync.ts.
 */

export type Decision = 'like' | 'pass' | 'superlike'

/** Where each decision is sent. A super like counts against the weekly super likes, not likes. */
const DECISION_PATHS = {
  like: '/api/likes',
  superlike: '/api/membership/super-like',
  pass: '/api/passes',
} as const satisfies Record<Decision, string>

/** The decisions that like the member (a super like is a like that also counts as super). */
export const LIKE_KINDS: readonly Decision[] = ['like', 'superlike']

/** The card was already liked or passed, or a decision about it is on its way. */
export class AlreadyDecidedError extends Error {
  override name = 'AlreadyDecidedError'
}

/**
 * Likes, super likes or passes `toUserId`. Throws AlreadyDecidedError when a decision about them exists
 * (the spec blocks a like when already liked, passed or pending), and Error('Not signed in').
 */
export async function decide(kind: Decision, toUserId: number): Promise<{ clientId: string }> {
  const fromUserId = await currentMemberId()
  if (fromUserId === null) throw new Error('Not signed in')
  const { clientId } = await runAction({
    kind,
    method: 'POST',
    path: DECISION_PATHS[kind],
    body: { fromUserId, toUserId },
    tables: [db.decisions],
    apply: async (_tx, { clientId, now }) => {
      if (await db.decisions.get(toUserId)) throw new AlreadyDecidedError('Already decided')
      await db.decisions.add({ userId: toUserId, kind, isMatch: null, decidedAt: now, clientId })
    },
  })
  return { clientId }
}

export type LikeState = 'idle' | 'pending' | 'liked'

/**
 * The like button's state per member (spec §4): pending while the like or super like waits in
 * the outbox, liked once the server took it.
 */
export function useLikeStates(): Map<number, LikeState> {
  return useLiveQuery(
    async () => {
      const states = new Map<number, LikeState>()
      const likes = await db.decisions.where('kind').anyOf(LIKE_KINDS).toArray()
      for (const decision of likes) states.set(decision.userId, 'liked')
      const memberId = await currentMemberId()
      if (memberId !== null) {
        const rows = await db.outbox.where('memberId').equals(memberId).toArray()
        for (const row of rows) {
          if (LIKE_KINDS.includes(row.kind as Decision) && row.status === 'pending')
            states.set(Number(row.body.toUserId), 'pending')
        }
      }
      return states
    },
    [],
    new Map(),
  )
}
