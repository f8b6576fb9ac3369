/**
 * Phone numbers and email addresses written into a message: the same in every language, so
 * found by their shape rather than by a list. Both read the `plain` view of the text
 * (message-text/normalise.ts: NFKC has already made full-width digits plain).
 *
 * A phone number is 9 to 15 digits (E.164 allows 15; the shortest national mobile numbers of the
 * catalog's countries, Georgia's and North Macedonia's, have 9), or 8 to 15 after a "+", with up
 * to three spaces, dots, dashes, slashes or brackets between any two digits, so "0 6 4 1 2 3 4
 * 5 6 7" and "+7 (916) 123-45-67" are found. Dates and times are taken out first (12.05.2024
 * 10:30 would be ten digits), and eight digits or fewer without a "+" are never a phone number:
 * a year range, a price, a postcode.
 *
 * An email address is written out (anna@gmail.com) or spelled to get past a filter: "anna at
 * gmail dot com", "anna [at] gmail [dot] com", "анна собака gmail точка com". The spelled form
 * needs a top-level domain in Latin letters from a short list, without the ones that are also
 * words ("at home.it was late" is no address).
 */

const DATE_OR_TIME =
  /(?<![\d+])(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}[./-]\d{1,2}[./-]\d{1,2}|\d{1,2}:\d{2})(?!\d)/gu
const DIGIT_RUN = /(?<!\d)\+?\d(?:[\s().\-/]{0,3}\d)+/gu
const MIN_DIGITS = 9
const MIN_DIGITS_INTERNATIONAL = 8
const MAX_DIGITS = 15

export function hasPhoneNumber(plain: string): boolean {
  const withoutDates = plain.replace(DATE_OR_TIME, ' | ')
  return Array.from(withoutDates.matchAll(DIGIT_RUN)).some(([run]) => {
    const digits = run.replace(/\D/g, '').length
    const least = run.startsWith('+') ? MIN_DIGITS_INTERNATIONAL : MIN_DIGITS
    return digits >= least && digits <= MAX_DIGITS
  })
}

const ADDRESS = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/u

/** "at" and "dot" as people spell them: in brackets, or as a word between spaces. */
const AT = String.raw`(?:\s*[([{]\s*(?:at|@)\s*[)\]}]\s*|\s+(?:at|собака|собачка)\s+)`
const DOT = String.raw`(?:\s*[([{]\s*(?:dot|\.)\s*[)\]}]\s*|\s+(?:dot|точка|тачка|punct)\s+|\.)`
const TOP_LEVEL = '(?:com|net|org|info|eu|ru|ua|rs|bg|ro|gr|mk|ge|de|uk)'
const SPELLED_ADDRESS = new RegExp(
  String.raw`[\p{L}\p{N}._-]+${AT}[\p{L}\p{N}-]+(?:${DOT}[\p{L}\p{N}-]+)*?${DOT}${TOP_LEVEL}(?![\p{L}\p{N}])`,
  'u',
)

export function hasEmailAddress(plain: string): boolean {
  return ADDRESS.test(plain) || SPELLED_ADDRESS.test(plain)
}
