import { startSession } from '../auth/sessions.ts'
import { SESSION_COOKIE } from '../auth/session-token.ts'
import type { Database } from '../db/connect.ts'
import { users, type UserRow } from '../db/schema.ts'
import type { OwnPhoto } from '#shared/schemas/photos.ts'
import { ageOn, calendarDate } from '#shared/domain/age.ts'

let sequence = 0

/**
 * A date of birth for a member of `age` on any day within half a year of today: the middle of
 * their year of age, so tests whose clock is set some months away still see that age.
 */
export function birthDateForAge(age: number, today = new Date()): string {
  const born = new Date(today)
  born.setUTCFullYear(born.getUTCFullYear() - age)
  born.setUTCDate(born.getUTCDate() - 182)
  const date = calendarDate(born)
  if (ageOn(date, today) !== age) throw new Error(`No birth date for age ${age}`)
  return date
}

/**
 * The main photo every test member has (approved): with a city and a denomination it is the
 * minimum others are shown (issue #35). Only the snapshot: no file is behind it.
 */
export const TEST_MEMBER_PHOTO: OwnPhoto = {
  id: 1,
  name: '0-test-photo',
  width: 800,
  height: 1000,
  placeholder: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj',
  position: 0,
  status: 'approved',
  rejectionReason: null,
  revision: 1,
}

/** What a test may override of a member: any column, and `age` for a date of birth of that age. */
export type MemberOverrides = Partial<typeof users.$inferInsert> & { age?: number }

/** A member row with every required field filled (no usable password); override what a test needs. */
export async function insertMember(
  db: Database,
  { age, ...overrides }: MemberOverrides = {},
): Promise<UserRow> {
  sequence++
  const [row] = await db
    .insert(users)
    .values({
      username: `member${sequence}_${Math.random().toString(36).slice(2, 8)}`,
      email: `member${sequence}.${Math.random().toString(36).slice(2, 8)}@example.org`,
      password: '!',
      firstName: `Member${sequence}`,
      lastName: 'Test',
      birthDate: birthDateForAge(age ?? 30),
      birthDateConfirmed: true,
      photos: [TEST_MEMBER_PHOTO],
      gender: 'female',
      lookingFor: 'male',
      denomination: 'Greek Orthodox',
      // With the denomination, what a compatibility score needs (issue #35).
      churchAttendanceFrequency: 'Most Sundays',
      location: 'Chicago',
      country: 'United States',
      latitude: 41.88,
      longitude: -87.63,
      // Consent to store religious data given, so faith data may be written (docs/privacy.md).
      religiousDataConsentAt: new Date('2026-01-01T00:00:00Z'),
      // A member whose address is confirmed: the limits of an unconfirmed one have their tests.
      emailVerifiedAt: new Date('2026-01-01T00:00:00Z'),
      ...overrides,
    })
    .returning()
  return row!
}

/** A man of 32 who seeks women of 25–35 (insertMember), for the scenes of who meets whom. */
export const insertMan = (db: Database, overrides: MemberOverrides = {}) =>
  insertMember(db, {
    gender: 'male',
    lookingFor: 'female',
    age: 32,
    minAge: 25,
    maxAge: 35,
    ...overrides,
  })

/** A signed-in session for the member, as the Cookie header value the app reads. */
export async function sessionCookie(
  db: Database,
  userId: number,
  now = new Date(),
): Promise<string> {
  const { token } = await startSession(db, userId, now, 30)
  return `${SESSION_COOKIE}=${token}`
}

/** A new member (insertMember) with a session, its Cookie header value as `cookie`. */
export async function signedInMember(
  db: Database,
  now: Date,
  overrides: Parameters<typeof insertMember>[1] = {},
) {
  const row = await insertMember(db, overrides)
  return { ...row, cookie: await sessionCookie(db, row.id, now) }
}

/** A valid POST /api/auth/signup body with a fresh e-mail; override what a test needs. */
export const signupBody = (overrides: Record<string, unknown> = {}) => ({
  email: `member${Math.random()}@example.org`,
  password: 'a-good-password',
  firstName: 'Sofia',
  lastName: 'Georgiou',
  birthDate: birthDateForAge(26),
  gender: 'female',
  lookingFor: 'male',
  ...overrides,
})

/**
 * The minimum others are shown (issue #35), for rows a test inserts without insertMember: a
 * photo, a city and a denomination, as insertMember's member has.
 */
export const DECK_READY: Pick<MemberOverrides, 'photos' | 'location' | 'denomination'> = {
  photos: [TEST_MEMBER_PHOTO],
  location: 'Chicago',
  denomination: 'Greek Orthodox',
}
