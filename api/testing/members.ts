import { startSession } from '../auth/sessions.ts'
import { SESSION_COOKIE } from '../auth/session-token.ts'
import type { Database } from '../db/connect.ts'
import { users, type UserRow } from '../db/schema.ts'

let sequence = 0

/** A member row with every required field filled (no usable password); override what a test needs. */
export async function insertMember(
  db: Database,
  overrides: Partial<typeof users.$inferInsert> = {},
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
      age: 30,
      gender: 'female',
      lookingFor: 'male',
      denomination: 'Greek Orthodox',
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
export const insertMan = (db: Database, overrides: Partial<typeof users.$inferInsert> = {}) =>
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
  age: 26,
  gender: 'female',
  lookingFor: 'male',
  ...overrides,
})
