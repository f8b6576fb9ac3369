import { SNOOZE_DURATIONS, snoozeEnd, type SnoozeDuration } from '#shared/domain/snooze.ts'
import { SnoozeStatusSchema } from '#shared/schemas/snooze.ts'
import { db } from './db.ts'
import { onSynced } from './outbox-handlers.ts'
import { waitingRowsOfKind } from './outbox-queue.ts'
import type { OutboxRow } from './rows.ts'

/**
 * Snooze changes through the outbox (decision 028): their kind, what the device shows while
 * one waits, and what it keeps once the server answers. No React or DOM here: imported by the
 * page and the service worker (through outbox-answers.ts).
 */
export const SNOOZE_KIND = 'snooze'

export const snoozePath = (memberId: number) => `/api/users/${memberId}/snooze`

const isDuration = (value: unknown): value is SnoozeDuration =>
  SNOOZE_DURATIONS.includes(value as SnoozeDuration)

/**
 * What the member sees: the last snooze change still waiting to be sent (a snooze counted from
 * when it was made, or a return), over the server's snoozedUntil the device holds. So the change
 * shows at once offline, and a refresh of the member made before it lands does not undo it.
 */
export function shownSnoozedUntil(
  serverValue: string | null,
  waiting: readonly OutboxRow[],
): string | null {
  const last = waiting.at(-1)
  if (!last) return serverValue
  if (last.method === 'DELETE') return null
  const duration = last.body.duration
  return isDuration(duration)
    ? snoozeEnd(duration, new Date(last.createdAt)).toISOString()
    : serverValue
}

/** The member's snooze changes not yet sent, oldest first. */
export const waitingSnoozeRows = (memberId: number): Promise<OutboxRow[]> =>
  waitingRowsOfKind(memberId, SNOOZE_KIND)

/** The server's answer becomes the cached member's snoozedUntil. Dexie only (sync transaction). */
onSynced(SNOOZE_KIND, async (answer: unknown, row: OutboxRow) => {
  const status = SnoozeStatusSchema.safeParse(answer)
  const session = await db.session.get('current')
  if (!status.success || session?.member?.id !== row.memberId) return
  await db.session.put({
    ...session,
    member: { ...session.member, snoozedUntil: status.data.snoozedUntil },
  })
})
