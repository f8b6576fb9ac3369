import * as z from './zod.ts'
import { ADULT_AGE, OLDEST_AGE, ageOn } from '../domain/age.ts'

export const BIRTH_DATE_MESSAGES = {
  required: 'Please enter your date of birth',
  invalid: 'Please enter a real date of birth',
  underAge: 'You must be 18 or older to join Orthodox Hearts',
  /** 409 of PUT /api/profile/birth-date: the date of birth is given once. */
  confirmed: 'Your date of birth is already confirmed. To correct it, write to support.',
} as const

/** A calendar date that exists ('2001-02-29' does not). */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

/**
 * A date of birth, 'YYYY-MM-DD' as a phone's date picker gives it: a real date, at least 18 years
 * ago (on the server's date, UTC) and not more than 120.
 */
export const BirthDateSchema = z.string({ error: BIRTH_DATE_MESSAGES.required }).check(
  z.minLength(1, BIRTH_DATE_MESSAGES.required),
  z.regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, BIRTH_DATE_MESSAGES.invalid),
  z.refine(isCalendarDate, BIRTH_DATE_MESSAGES.invalid),
  z.refine(
    (value) => !isCalendarDate(value) || ageOn(value, new Date()) <= OLDEST_AGE,
    BIRTH_DATE_MESSAGES.invalid,
  ),
  z.refine(
    (value) => !isCalendarDate(value) || ageOn(value, new Date()) >= ADULT_AGE,
    BIRTH_DATE_MESSAGES.underAge,
  ),
)

/**
 * PUT /api/profile/birth-date: a member who joined when the app asked for an age confirms their
 * date of birth, once (docs/first-run.md).
 */
export const BirthDateConfirmationSchema = z.object({ birthDate: BirthDateSchema })
export type BirthDateConfirmation = z.infer<typeof BirthDateConfirmationSchema>
