import { CurrentUserSchema, type CurrentUser } from '#shared/schemas/user.ts'
import { rememberMember } from '../current-member.ts'
import { writeSessionMarker } from '../session-marker.ts'
import { db } from '../db.ts'

/** A signed-in member as GET /api/auth/user answers (parsed, so it fits the real contract). */
export function memberFixture(id: number, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return CurrentUserSchema.parse({
    id,
    firstName: `Member${id}`,
    lastName: 'Test',
    age: 30,
    gender: 'female',
    bio: null,
    profileImageUrl: null,
    denomination: null,
    location: null,
    country: null,
    race: null,
    height: null,
    weight: null,
    eyeColor: null,
    bustChest: null,
    waist: null,
    hipsInseam: null,
    cupSize: null,
    mbtiType: null,
    loveLanguage: null,
    occupation: null,
    income: null,
    educationLevel: null,
    englishFluency: null,
    churchAttendanceFrequency: null,
    jurisdiction: null,
    maritalStatus: null,
    hasChildren: null,
    wantsChildren: null,
    smoking: null,
    drinking: null,
    isVerified: false,
    membershipTier: 'free',
    compatibilityScore: null,
    theologicalScore: null,
    distanceMiles: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    email: `member${id}@example.org`,
    username: `member${id}`,
    lookingFor: 'male',
    minAge: 25,
    maxAge: 40,
    maxDistance: 100,
    profileCompletionStep: 1,
    clergyVerificationStatus: 'none',
    deaconLetterUrl: null,
    spiritualFatherName: null,
    subscriptionStatus: null,
    subscriptionEndDate: null,
    showMe: true,
    showDistance: true,
    matchPreferences: null,
    religiousDataConsentAt: '2026-01-01T00:00:00.000Z',
    role: 'member',
    profileEditVersion: 1,
    ...overrides,
  })
}

/** Empties every table and signs `memberId` in on this device. */
export async function resetDevice(memberId: number | null = 6): Promise<void> {
  if (!db.isOpen()) await db.open()
  await Promise.all(db.tables.map((table) => table.clear()))
  writeSessionMarker({ kind: 'none' })
  if (memberId !== null) await rememberMember(memberFixture(memberId))
}
