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
> & {
  /** Consent to keep religious data: given on the record, or sent with a change still waiting. */
  consented: boolean
}

/** What the member sees: the last change still waiting to be sent, else the record's. */
export function shownFaithBasics(
  member: Omit<ShownFaithBasics, 'consented'> & Pick<CurrentUser, 'religiousDataConsentAt'>,
  waiting: readonly OutboxRow[],
): ShownFaithBasics {
  const changes = waiting.flatMap((row) => {
    const parsed = FaithBasicsSchema.safeParse(row.body)
    return parsed.success ? [parsed.data] : []
  })
  const consented =
    member.religiousDataConsentAt !== null ||
    changes.some((change) => change.religiousDataConsent === true)
  const last = changes.at(-1)
  if (!last) {
    const { denomination, churchAttendanceFrequency, jurisdiction } = member
    return { denomination, churchAttendanceFrequency, jurisdiction, consented }
  }
  return {
    denomination: last.denomination,
    churchAttendanceFrequency: last.churchAttendanceFrequency ?? null,
    jurisdiction: last.jurisdiction ?? null,
    consented,
  }
}

/** The member's faith basics as this device knows them (a change not yet sent included). Live. */
export function useShownFaithBasics(member: CurrentUser): ShownFaithBasics | undefined {
  const waiting = useLiveQuery(() => waitingRowsOfKind(member.id, FAITH_BASICS_KIND), [member.id])
  return waiting && shownFaithBasics(member, waiting)
}
