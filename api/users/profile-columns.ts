import { users, type UserRow } from '../db/schema.ts'

/**
 * The columns a public profile and its scores are made from (toPublicProfile and
 * compatibilityProfileOf): lists of members select these, not whole rows with private fields.
 */
export const PROFILE_SOURCE_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  birthDate: users.birthDate,
  gender: users.gender,
  bio: users.bio,
  profileImageUrl: users.profileImageUrl,
  photos: users.photos,
  promptAnswers: users.promptAnswers,
  denomination: users.denomination,
  location: users.location,
  country: users.country,
  race: users.race,
  height: users.height,
  weight: users.weight,
  eyeColor: users.eyeColor,
  bustChest: users.bustChest,
  waist: users.waist,
  hipsInseam: users.hipsInseam,
  cupSize: users.cupSize,
  mbtiType: users.mbtiType,
  loveLanguage: users.loveLanguage,
  occupation: users.occupation,
  income: users.income,
  educationLevel: users.educationLevel,
  englishFluency: users.englishFluency,
  churchAttendanceFrequency: users.churchAttendanceFrequency,
  jurisdiction: users.jurisdiction,
  maritalStatus: users.maritalStatus,
  hasChildren: users.hasChildren,
  wantsChildren: users.wantsChildren,
  smoking: users.smoking,
  drinking: users.drinking,
  isVerified: users.isVerified,
  photoVerified: users.photoVerified,
  membershipTier: users.membershipTier,
  matchPreferences: users.matchPreferences,
  latitude: users.latitude,
  longitude: users.longitude,
  showDistance: users.showDistance,
  showWeight: users.showWeight,
  showRace: users.showRace,
  showIncome: users.showIncome,
  showMeasurements: users.showMeasurements,
  createdAt: users.createdAt,
} as const

export type ProfileSourceRow = Pick<UserRow, keyof typeof PROFILE_SOURCE_COLUMNS>

/** A member as the moderators' queues name them: id and names. */
export const MEMBER_NAME_COLUMNS = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
}
