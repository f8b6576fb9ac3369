import { useLiveQuery } from 'dexie-react-hooks'
import type { SnoozeDuration } from '#shared/domain/snooze.ts'
import { runAction } from './actions.ts'
import { shownSnoozedUntil, SNOOZE_KIND, snoozePath, waitingSnoozeRows } from './snooze-outbox.ts'

/**
 * Hides the member's profile for `duration` (decision 028). The change shows at once on this
 * device (shownSnoozedUntil) and waits in the outbox, which sends it once when online.
 */
export async function snooze(memberId: number, duration: SnoozeDuration): Promise<void> {
  await runAction({
    kind: SNOOZE_KIND,
    method: 'PUT',
    path: snoozePath(memberId),
    body: { duration },
  })
}

/** The member returns: shown again in decks and likes-you. Queued the same way. */
export async function returnFromSnooze(memberId: number): Promise<void> {
  await runAction({ kind: SNOOZE_KIND, method: 'DELETE', path: snoozePath(memberId) })
}

/**
 * Until when the member is hidden, as this device knows it (changes not yet sent included);
 * null = shown. Live.
 */
export function useSnoozedUntil(memberId: number, serverValue: string | null): string | null {
  const waiting = useLiveQuery(() => waitingSnoozeRows(memberId), [memberId], [])
  return shownSnoozedUntil(serverValue, waiting)
}
