import { useLiveQuery } from 'dexie-react-hooks'
import { FaithBasicsSchema, type FaithBasics } from '#shared/schemas/first-run.ts'
import type { CurrentUser } from '#shared/schemas/user.ts'
import { runAction } from './actions.ts'
import { FAITH_BASICS_KIND } from './faith-basics-outbox.ts'
import { waitingRowsOfKind } from './outbox-queue.ts'
import type { OutboxRow } from './rows.ts'

/**
 * The denomination, church attendance and jurisdiction the first run asks for (docs/first-run.md):
 * PUT /api/profile/faith-basics through the outbox, so offline too, and shown at once. The server
 * stores them only with the member's consent to keep religious data: a refusal for want of it
 * parks the change as failed, visibly, like any other.
 */
export async function saveFaithBasics(basics: FaithBasics): Promise<void> {
  await runAction({
    kind: FAITH_BASICS_KIND,
    method: 'PUT',
    path: '/api/profile/faith-basics',
    body: { ...basics },
  })
}

export type ShownFaithBasics = Pick<
  CurrentUser,
  'denomination' | 'churchAttendanceFrequency' | 'jurisdiction'
>

/** What the member sees: the last change still waiting to be sent, else the record's. */
export function shownFaithBasics(
  member: ShownFaithBasics,
  waiting: readonly OutboxRow[],
): ShownFaithBasics {
  const last = FaithBasicsSchema.safeParse(waiting.at(-1)?.body)
  if (!last.success) {
    const { denomination, churchAttendanceFrequency, jurisdiction } = member
    return { denomination, churchAttendanceFrequency, jurisdiction }
  }
  return {
    denomination: last.data.denomination,
    churchAttendanceFrequency: last.data.churchAttendanceFrequency ?? null,
    jurisdiction: last.data.jurisdiction ?? null,
  }
}

/** The member's faith basics as this device knows them (a change not yet sent included). Live. */
export function useShownFaithBasics(member: CurrentUser): ShownFaithBasics | undefined {
  const waiting = useLiveQuery(() => waitingRowsOfKind(member.id, FAITH_BASICS_KIND), [member.id])
  return waiting && shownFaithBasics(member, waiting)
}
