/**
 * Age from the date of birth (issue #35, docs/first-run.md): the one place a birth date becomes
 * an age, for the screens, the deck's age range (as a range of birth dates, which the deck index
 * reads) and the sign-up check. Dates are calendar dates, 'YYYY-MM-DD', compared in UTC.
 */

/**
 * Ages are of the calendar, not of a request's clock: the profile shapes, the deck's age range and
 * the ranking all read today's date, so they agree with each other (a test's clock moves
 * sessions and limits, not birthdays).
 */
export const ageToday = (birthDate: string) => ageOn(birthDate, new Date())

/** The youngest a member may be. */
export const ADULT_AGE = 18
/** The oldest date of birth taken as real. */
export const OLDEST_AGE = 120

/** The calendar date of a moment in UTC, 'YYYY-MM-DD'. */
export function calendarDate(moment: Date): string {
  return moment.toISOString().slice(0, 10)
}

/** The whole years from `birthDate` to `today` (a birthday counts on its day; 29 February on 1 March). */
export function ageOn(birthDate: string, today: Date): number {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number]
  const years = today.getUTCFullYear() - year
  const beforeBirthday =
    today.getUTCMonth() + 1 < month ||
    (today.getUTCMonth() + 1 === month && today.getUTCDate() < day)
  return beforeBirthday ? years - 1 : years
}

/** The date `years` whole years before `today` ('YYYY-MM-DD'; 29 February becomes 28 February). */
export function yearsBefore(today: Date, years: number): string {
  const year = today.getUTCFullYear() - years
  const month = today.getUTCMonth()
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return calendarDate(new Date(Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay))))
}

/**
 * The birth dates of the ages minAge to maxAge on `today`: born on or before `latest` (at least
 * minAge) and after `earliestExcluded` (at most maxAge). Either bound may be left out.
 */
export function birthDateRange(
  today: Date,
  ages: { minAge?: number; maxAge?: number },
): { latest?: string; earliestExcluded?: string } {
  return {
    ...(ages.minAge !== undefined && { latest: yearsBefore(today, ages.minAge) }),
    ...(ages.maxAge !== undefined && { earliestExcluded: yearsBefore(today, ages.maxAge + 1) }),
  }
}
