import { desc, eq } from 'drizzle-orm'
import { eventStartProblem, type EventStatus } from '#shared/domain/event-proposals.ts'
import type { EventProposal, EventProposalRequest } from '#shared/schemas/event-proposals.ts'
import type { Database } from '../db/connect.ts'
import { parishEvents, parishes } from '../db/schema.ts'
import { countRequest } from '../rate-limits/too-many.ts'
import type { LimitRefusal } from '../rate-limits/counter.ts'
import type { RouteDeps } from '../http/deps.ts'

/**
 * A member proposes an event at a parish (docs/parishes.md): it waits as 'pending', shown to no
 * one but its proposer and the moderators, until a moderator approves it.
 */

export type ProposeOutcome =
  | { kind: 'proposed' | 'replayed'; proposal: EventProposal }
  | { kind: 'parish-not-found' }
  | { kind: 'bad-start'; message: string }
  | { kind: 'client-id-taken' }
  | { kind: 'too-many'; refusal: LimitRefusal }

type ProposalRow = typeof parishEvents.$inferSelect

const proposalOf = (row: ProposalRow, parishName: string): EventProposal => ({
  id: row.id,
  parishId: row.parishId,
  parishName,
  title: row.title,
  description: row.description,
  eventType: row.eventType,
  eventDate: row.eventDate.toISOString(),
  status: row.status as EventStatus,
  reviewNote: row.reviewNote,
  createdAt: row.createdAt.toISOString(),
})

/** The proposal stored under this clientId, with its parish's name, if any. */
async function storedProposal(db: Database, clientId: string) {
  const [row] = await db
    .select({ event: parishEvents, parishName: parishes.name })
    .from(parishEvents)
    .innerJoin(parishes, eq(parishes.id, parishEvents.parishId))
    .where(eq(parishEvents.clientId, clientId))
  return row
}

/**
 * Stores the proposal once: a replay of its clientId (the outbox sending again) answers the
 * stored proposal and changes nothing, counted against no limit. A new one must be at a parish
 * that exists, start ahead and within a year, and fit the member's daily limit.
 */
export async function proposeEvent(
  deps: Pick<RouteDeps, 'db' | 'clock' | 'config'>,
  input: { parishId: number; memberId: number; request: EventProposalRequest },
): Promise<ProposeOutcome> {
  const { db } = deps
  const { request, memberId } = input
  const replay = async (): Promise<ProposeOutcome | null> => {
    const stored = await storedProposal(db, request.clientId)
    if (!stored) return null
    if (stored.event.proposedBy !== memberId || stored.event.parishId !== input.parishId) {
      return { kind: 'client-id-taken' }
    }
    return { kind: 'replayed', proposal: proposalOf(stored.event, stored.parishName) }
  }
  const earlier = await replay()
  if (earlier) return earlier
  const [parish] = await db
    .select({ name: parishes.name })
    .from(parishes)
    .where(eq(parishes.id, input.parishId))
  if (!parish) return { kind: 'parish-not-found' }
  const now = deps.clock()
  const start = new Date(request.eventDate)
  const problem = eventStartProblem(start, now)
  if (problem) return { kind: 'bad-start', message: `eventDate: ${problem}` }
  const counted = await countRequest(deps, { limit: 'event-proposal', subject: String(memberId) })
  if (!counted.allowed) return { kind: 'too-many', refusal: counted }
  const [row] = await db
    .insert(parishEvents)
    .values({
      parishId: input.parishId,
      title: request.title,
      description: request.description || null,
      eventType: request.eventType,
      eventDate: start,
      status: 'pending',
      proposedBy: memberId,
      clientId: request.clientId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: parishEvents.clientId })
    .returning()
  // A parallel replay stored it first: answer what it stored.
  if (!row) return (await replay()) ?? { kind: 'client-id-taken' }
  return { kind: 'proposed', proposal: proposalOf(row, parish.name) }
}

/** The member's own proposals, the newest first (their "My proposals" list). */
export async function proposalsOf(db: Database, memberId: number, limit: number) {
  const rows = await db
    .select({ event: parishEvents, parishName: parishes.name })
    .from(parishEvents)
    .innerJoin(parishes, eq(parishes.id, parishEvents.parishId))
    .where(eq(parishEvents.proposedBy, memberId))
    .orderBy(desc(parishEvents.createdAt), desc(parishEvents.id))
    .limit(limit)
  return rows.map((row) => proposalOf(row.event, row.parishName))
}
