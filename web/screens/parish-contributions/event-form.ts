import { eventStartProblem } from '#shared/domain/event-proposals.ts'
import {
  EventProposalFormSchema,
  type EventProposalRequest,
} from '#shared/schemas/event-proposals.ts'
import { issuesByField } from '#shared/schemas/issues.ts'

/** A datetime-local value ('2026-12-24T18:00', the device's time) as an ISO moment, or ''. */
function isoOf(local: string): string {
  const date = new Date(local)
  return local && !Number.isNaN(date.getTime()) ? date.toISOString() : ''
}

/**
 * An event's form (a member's proposal, a moderator's edit) checked with the server's rules: the
 * event to send, or the messages by field (an empty choice or description is none; the start
 * must be ahead and within a year).
 */
export function checkEventForm(
  data: FormData,
): { value: Omit<EventProposalRequest, 'clientId'> } | { errors: Record<string, string> } {
  const text = (name: string) => String(data.get(name) ?? '')
  const parsed = EventProposalFormSchema.safeParse({
    title: text('title'),
    eventType: text('eventType') || undefined,
    eventDate: isoOf(text('eventDate')),
    description: text('description').trim() || undefined,
  })
  if (!parsed.success) return { errors: issuesByField(parsed.error) }
  const problem = eventStartProblem(new Date(parsed.data.eventDate), new Date())
  return problem ? { errors: { eventDate: problem } } : { value: parsed.data }
}
