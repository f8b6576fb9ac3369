import { and, eq, sql } from 'drizzle-orm'
import type { PromptAnswer } from '#shared/schemas/profile-prompts.ts'
import type { Database } from '../db/connect.ts'
import { users } from '../db/schema.ts'

/** The member's answers and their version, as GET and PUT /api/profile/prompts answer them. */
export interface OwnAnswers {
  answers: PromptAnswer[]
  revision: number
}

export type PutOutcome =
  ({ kind: 'applied' } & OwnAnswers) | ({ kind: 'replayed' } & OwnAnswers) | { kind: 'conflict' }

const OWN_ANSWERS = {
  answers: users.promptAnswers,
  revision: users.promptsRevision,
  clientId: users.promptsClientId,
}

/**
 * Replaces the member's answers (docs/profile-prompts.md) in one UPDATE that applies only while
 * the answers are still at `revision`, the version the member edited: a change queued offline
 * never overwrites one made meanwhile on another device. The change's clientId is kept, so its
 * replay (an outbox retry after a lost answer) answers the member again instead of a conflict.
 */
export async function putPromptAnswers(
  db: Database,
  memberId: number,
  change: { answers: PromptAnswer[]; revision: number; clientId: string },
): Promise<PutOutcome> {
  const [applied] = await db
    .update(users)
    .set({
      promptAnswers: change.answers,
      promptsRevision: sql`${users.promptsRevision} + 1`,
      promptsClientId: change.clientId,
    })
    .where(
      and(
        eq(users.id, memberId),
        eq(users.promptsRevision, change.revision),
        // A replay of the change applied last is not applied again.
        sql`${users.promptsClientId} is distinct from ${change.clientId}`,
      ),
    )
    .returning(OWN_ANSWERS)
  if (applied) return { kind: 'applied', answers: applied.answers, revision: applied.revision }
  const [now] = await db.select(OWN_ANSWERS).from(users).where(eq(users.id, memberId))
  if (now && now.clientId === change.clientId)
    return { kind: 'replayed', answers: now.answers, revision: now.revision }
  return { kind: 'conflict' }
}
