import type { Context } from 'hono'
import { EVENT_PROPOSAL_MESSAGES } from '#shared/domain/event-proposals.ts'
import type { Database } from '../db/connect.ts'
import type { RouteDeps } from '../http/deps.ts'
import type { LimitCheck, LimitRefusal } from '../rate-limits/counter.ts'
import { countRequest, tooManyRequests } from '../rate-limits/too-many.ts'
import { refuse } from '../http/refusal.ts'

/**
 * Something a member sends about a parish for the moderators (an event proposal, a correction of
 * its details; docs/parishes.md), stored exactly once under the outbox's clientId.
 */
export type SubmissionOutcome<Answer> =
  | { kind: 'stored' | 'replayed'; answer: Answer }
  | { kind: 'parish-not-found' }
  /** It cannot be stored as sent (an event's start, a correction that changes nothing): 400. */
  | { kind: 'invalid'; message: string }
  | { kind: 'client-id-taken' }
  | { kind: 'too-many'; refusal: LimitRefusal }

/** Who sends what about which parish. */
export interface SubmissionInput<Request extends { clientId: string }> {
  parishId: number
  memberId: number
  request: Request
}

/** The steps of one kind of submission; `submitOnce` runs them in order. */
export interface SubmissionSteps<Parish, Answer> {
  /** The member's daily limit it counts against. */
  limit: LimitCheck['limit']
  /** What is stored under this clientId, by whom and at which parish, as it is answered. */
  stored(
    db: Database,
    clientId: string,
  ): Promise<{ proposedBy: number | null; parishId: number; answer: Answer } | undefined>
  /** The parish as the submission needs it, or undefined when there is none. */
  parish(db: Database, parishId: number): Promise<Parish | undefined>
  /** Why it cannot be stored at this parish as it is now (400), or null. */
  problem(parish: Parish, now: Date): string | null
  /** Inserts it unless its clientId is taken (ON CONFLICT DO NOTHING), answering what it stored. */
  insert(db: Database, parish: Parish, now: Date): Promise<Answer | undefined>
}

/**
 * Stores the submission once: a replay of its clientId (the outbox sending again) answers the
 * stored one and changes nothing, counted against no limit; the same clientId from another
 * member or for another parish is refused. A new one must be at a parish that exists, pass its
 * own check, and fit the member's daily limit.
 */
export async function submitOnce<Parish, Answer>(
  deps: Pick<RouteDeps, 'db' | 'clock' | 'config'>,
  input: SubmissionInput<{ clientId: string }>,
  steps: SubmissionSteps<Parish, Answer>,
): Promise<SubmissionOutcome<Answer>> {
  const { db } = deps
  const replay = async (): Promise<SubmissionOutcome<Answer> | null> => {
    const stored = await steps.stored(db, input.request.clientId)
    if (!stored) return null
    if (stored.proposedBy !== input.memberId || stored.parishId !== input.parishId) {
      return { kind: 'client-id-taken' }
    }
    return { kind: 'replayed', answer: stored.answer }
  }
  const earlier = await replay()
  if (earlier) return earlier
  const parish = await steps.parish(db, input.parishId)
  if (!parish) return { kind: 'parish-not-found' }
  const now = deps.clock()
  const problem = steps.problem(parish, now)
  if (problem) return { kind: 'invalid', message: problem }
  const counted = await countRequest(deps, { limit: steps.limit, subject: String(input.memberId) })
  if (!counted.allowed) return { kind: 'too-many', refusal: counted }
  const answer = await steps.insert(db, parish, now)
  // A parallel replay stored it first: answer what it stored.
  if (!answer) return (await replay()) ?? { kind: 'client-id-taken' }
  return { kind: 'stored', answer }
}

/** 201 when stored, 200 with the same answer for a replay, or the refusal. */
export function submissionAnswer<Answer extends object>(
  c: Context,
  outcome: SubmissionOutcome<Answer>,
) {
  switch (outcome.kind) {
    case 'stored':
      return c.json(outcome.answer, 201)
    case 'replayed':
      return c.json(outcome.answer, 200)
    case 'parish-not-found':
      return refuse(c, 404, 'not_found', EVENT_PROPOSAL_MESSAGES.parishNotFound)
    case 'invalid':
      return refuse(c, 400, 'validation_failed', outcome.message)
    case 'client-id-taken':
      return refuse(c, 409, 'idempotency_conflict', EVENT_PROPOSAL_MESSAGES.clientIdTaken)
    case 'too-many':
      return tooManyRequests(c, outcome.refusal)
  }
}
