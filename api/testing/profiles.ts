import { eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { users } from '../db/schema.ts'

/** A profile-builder submission with every step filled (POST /api/profile), for API tests. */
export const completeProfile = {
  firstName: 'Elena',
  lastName: 'Popescu',
  location: 'Bucharest',
  country: 'Romania',
  bio: 'Choir on Sundays.',
  race: 'Romanian',
  weight: 130,
  height: '5\'6"',
  eyeColor: 'Green',
  bustChest: 34,
  waist: 27,
  hipsInseam: 36,
  cupSize: 'B',
  occupation: 'Teacher',
  income: 42000,
  educationLevel: "Master's Degree",
  englishFluency: 'Fluent',
  denomination: 'Romanian Orthodox',
  churchAttendanceFrequency: 'Weekly',
  jurisdiction: 'Romanian',
  spiritualFatherName: 'Fr. Ioan',
  mbtiType: 'INFJ',
  loveLanguage: 'Quality Time',
  deaconLetterUrl: null,
}

/** The member's profile_version now: what a builder opened now sends back as baseVersion. */
export async function currentProfileEditVersion(db: Database, memberId: number): Promise<number> {
  const [row] = await db
    .select({ version: users.profileEditVersion })
    .from(users)
    .where(eq(users.id, memberId))
  return row!.version
}

/** The body of a complete profile submission naming the deacon letter, on the version now. */
export async function profileNamingLetter(
  db: Database,
  memberId: number,
  deaconLetterUrl: string,
): Promise<string> {
  const baseVersion = await currentProfileEditVersion(db, memberId)
  return JSON.stringify({ ...completeProfile, deaconLetterUrl, baseVersion })
}
