import { desc, eq } from 'drizzle-orm'
import { eventStartProblem, type EventStatus } from '#shared/domain/event-proposals.ts'
import type { EventProposal, EventProposalRequest } from '#shared/schemas/event-proposals.ts'
import type { Database } from '../db/connect.ts'
import { parishEvents, parishes } from '../db/schema.ts'
import type { RouteDeps } from '../http/deps.ts'
import { submitOnce, type SubmissionInput, type SubmissionOutcome } from './submit-once.ts'

/**
 * A member proposes an event at a parish (docs/parishes.md): it waits as 'pending', shown to no
 * one but its proposer and the moderators, until a moderator approves it.
 */

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

/** Proposals with their parish's name, to filter. */
const withParishName = (db: Database) =>
  db
    .select({ event: parishEvents, parishName: parishes.name })
    .from(parishEvents)
    .innerJoin(parishes, eq(parishes.id, parishEvents.parishId))

/**
 * Stores the proposal once (submit-once.ts): a new one must be at a parish that exists, start
 * ahead and within a year, and fit the member's daily limit.
 */
export function proposeEvent(
  deps: Pick<RouteDeps, 'db' | 'clock' | 'config'>,
  input: SubmissionInput<EventProposalRequest>,
): Promise<SubmissionOutcome<EventProposal>> {
  const { request } = input
  const start = new Date(request.eventDate)
  return submitOnce(deps, input, {
    limit: 'event-proposal',
    stored: async (db, clientId) => {
      const [row] = await withParishName(db).where(eq(parishEvents.clientId, clientId))
      return row && { ...row.event, answer: proposalOf(row.event, row.parishName) }
    },
    parish: async (db, parishId) => {
      const [parish] = await db
        .select({ name: parishes.name })
        .from(parishes)
        .where(eq(parishes.id, parishId))
      return parish
    },
    problem: (_parish, now) => {
      const problem = eventStartProblem(start, now)
      return problem && `eventDate: ${problem}`
    },
    insert: async (db, parish, now) => {
      const [row] = await db
        .insert(parishEvents)
        .values({
          parishId: input.parishId,
          title: request.title,
          description: request.description || null,
          eventType: request.eventType,
          eventDate: start,
          status: 'pending',
          proposedBy: input.memberId,
          clientId: request.clientId,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: parishEvents.clientId })
        .returning()
      return row && proposalOf(row, parish.name)
    },
  })
}

/** The member's own proposals, the newest first (their "My proposals" list). */
export async function proposalsOf(db: Database, memberId: number, limit: number) {
  const rows = await withParishName(db)
    .where(eq(parishEvents.proposedBy, memberId))
    .orderBy(desc(parishEvents.createdAt), desc(parishEvents.id))
    .limit(limit)
  return rows.map((row) => proposalOf(row.event, row.parishName))
}
