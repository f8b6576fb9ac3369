/**
 * Snooze (decision 028): a member hides their profile from every deck and from
 * likes-you for a while; matches and conversations keep working. One timestamp says it all
 * (users.snoozed_until): hidden while it is in the future, so a snooze ends by itself on time.
 * "Until I return" is the far-future SNOOZE_UNTIL_RETURN, so the deck's condition needs no
 * special case.
 */

export const SNOOZE_DURATIONS = ['24h', '3d', '1w', 'until-return'] as const
export type SnoozeDuration = (typeof SNOOZE_DURATIONS)[number]

/** "Until I return": a moment no snooze reaches by time. */
export const SNOOZE_UNTIL_RETURN = '9999-12-31T00:00:00.000Z'

const HOUR = 60 * 60 * 1000
const DURATION_MS: Record<Exclude<SnoozeDuration, 'until-return'>, number> = {
  '24h': 24 * HOUR,
  '3d': 3 * 24 * HOUR,
  '1w': 7 * 24 * HOUR,
}

/** When a snooze of `duration` started at `from` ends. */
export function snoozeEnd(duration: SnoozeDuration, from: Date): Date {
  return duration === 'until-return'
    ? new Date(SNOOZE_UNTIL_RETURN)
    : new Date(from.getTime() + DURATION_MS[duration])
}

export type SnoozeState =
  | { status: 'visible' }
  | { status: 'until-return' }
  | { status: 'timed'; until: Date; msLeft: number }

/** Whether the member is hidden at `now`, and for how long. */
export function snoozeState(snoozedUntil: string | null, now: Date): SnoozeState {
  if (!snoozedUntil) return { status: 'visible' }
  const until = new Date(snoozedUntil)
  if (until.getTime() >= new Date(SNOOZE_UNTIL_RETURN).getTime()) return { status: 'until-return' }
  const msLeft = until.getTime() - now.getTime()
  return msLeft > 0 ? { status: 'timed', until, msLeft } : { status: 'visible' }
}

/** The time left as whole days, hours and minutes (rounded up to the minute, so never 0 0 0). */
export function timeLeftParts(msLeft: number): { days: number; hours: number; minutes: number } {
  const totalMinutes = Math.max(1, Math.ceil(msLeft / 60000))
  return {
    days: Math.floor(totalMinutes / (24 * 60)),
    hours: Math.floor((totalMinutes % (24 * 60)) / 60),
    minutes: totalMinutes % 60,
  }
}
