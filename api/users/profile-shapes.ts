import type { UserRow } from '../db/schema.ts'
import type { ProfileSourceRow } from './profile-columns.ts'
import { ageToday } from '#shared/domain/age.ts'
import { shownDistanceMiles } from '#shared/domain/distance.ts'
import type { TheologicalMatch } from '#shared/domain/theology-areas.ts'
import type { Denomination } from '#shared/domain/vocabularies.ts'
import { mainPictureUrl, publicPhotosOf } from '../photos/gallery-snapshot.ts'
import { shownSensitiveFields, sensitiveFieldsOf, visibilityOf } from './profile-visibility.ts'

/**
 * Database rows become answers here and nowhere else. Another member sees only the public
 * shape: never email, password hash, payment ids, exact coordinates or hidden fields.
 */
export function toPublicProfile(
  row: ProfileSourceRow,
  viewer?: Pick<UserRow, 'id' | 'latitude' | 'longitude'>,
  scores?: ProfileScores,
) {
  return {
    ...publicFields(row),
    // Computed for the viewer by api/discover/scoring.ts; null where no viewer is known.
    compatibilityScore: scores?.compatibilityScore ?? null,
    theologicalScore: scores?.theologicalScore ?? null,
    theology: scores?.theology ?? null,
    distanceMiles: distanceFor(row, viewer),
  }
}

/**
 * The fields of the public shape that are the same whoever looks: the sensitive ones only as the
 * member chose to show them (decision 051), null otherwise.
 */
function publicFields(row: ProfileSourceRow) {
  return {
    ...everyField(row),
    ...shownSensitiveFields(row),
  }
}

/** Every field of the public shape as stored, the sensitive ones too: the member's own view. */
function everyField(row: ProfileSourceRow) {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    age: ageToday(row.birthDate),
    gender: row.gender,
    bio: row.bio,
    profileImageUrl: mainPictureUrl(row, 'others'),
    photos: publicPhotosOf(row.photos),
    prompts: row.promptAnswers,
    denomination: row.denomination,
    location: row.location,
    country: row.country,
    race: row.race,
    height: row.height,
    weight: row.weight,
    eyeColor: row.eyeColor,
    bustChest: row.bustChest,
    waist: row.waist,
    hipsInseam: row.hipsInseam,
    cupSize: row.cupSize,
    mbtiType: row.mbtiType,
    loveLanguage: row.loveLanguage,
    occupation: row.occupation,
    income: row.income,
    educationLevel: row.educationLevel,
    englishFluency: row.englishFluency,
    churchAttendanceFrequency: row.churchAttendanceFrequency,
    jurisdiction: row.jurisdiction,
    maritalStatus: row.maritalStatus,
    hasChildren: row.hasChildren,
    wantsChildren: row.wantsChildren,
    smoking: row.smoking,
    drinking: row.drinking,
    isVerified: row.isVerified,
    photoVerified: row.photoVerified,
    membershipTier: row.membershipTier,
    createdAt: row.createdAt.toISOString(),
  }
}
export type PublicProfile = ReturnType<typeof toPublicProfile>

/**
 * The viewer-independent fields of a member's public profile as UTF-8 JSON, without the braces:
 * serialized and encoded once and kept by the profile cache, so a deck page neither builds,
 * stringifies nor encodes fifty objects per request. viewerProfileHead opens the object.
 */
export function publicProfileJsonBody(row: ProfileSourceRow): Buffer {
  return Buffer.from(JSON.stringify(publicFields(row)).slice(1, -1))
}

/**
 * The start of the public profile as this viewer sees it, in JSON: `{`, the viewer's fields and a
 * comma; then publicProfileJsonBody and `}` complete toPublicProfile's object. ASCII only (numbers).
 */
export function viewerProfileHead(
  row: ProfileSourceRow,
  viewer: Pick<UserRow, 'id' | 'latitude' | 'longitude'>,
  scores: ProfileScores,
): string {
  const distance = distanceFor(row, viewer)
  // The why is area names and counts only: ASCII, as the head must be.
  return `{"compatibilityScore":${scores.compatibilityScore},"theologicalScore":${scores.theologicalScore},"theology":${JSON.stringify(scores.theology)},"distanceMiles":${distance === null ? 'null' : distance},`
}

/**
 * The viewer's scores for a member (shared/domain/compatibility.ts), and the why of the
 * theological one (shared/domain/theological-match.ts).
 */
export interface ProfileScores {
  compatibilityScore: number | null
  theologicalScore: number | null
  theology: TheologicalMatch
}

function distanceFor(
  row: ProfileSourceRow,
  viewer: Pick<UserRow, 'id' | 'latitude' | 'longitude'> | undefined,
): number | null {
  if (!viewer || viewer.id === row.id || !row.showDistance) return null
  if (row.latitude === null || row.longitude === null) return null
  if (viewer.latitude === null || viewer.longitude === null) return null
  return shownDistanceMiles(
    { latitude: viewer.latitude, longitude: viewer.longitude },
    { latitude: row.latitude, longitude: row.longitude },
  )
}

/**
 * The signed-in member's own view (GET /api/auth/user): public fields plus their private ones, the
 * sensitive fields they hide from others and their choices too (decision 051).
 */
export function toCurrentUser(row: UserRow) {
  return {
    ...toPublicProfile(row),
    ...sensitiveFieldsOf(row),
    ...visibilityOf(row),
    // The owner sees every photo of theirs, pending and rejected ones too.
    profileImageUrl: mainPictureUrl(row, 'owner'),
    photos: row.photos,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    username: row.username,
    birthDate: row.birthDate,
    birthDateConfirmed: row.birthDateConfirmed,
    lookingFor: row.lookingFor,
    minAge: row.minAge,
    maxAge: row.maxAge,
    maxDistance: row.maxDistance,
    distanceStrict: row.distanceStrict,
    seekingDenominations: row.seekingDenominations as Denomination[],
    /** A paid member's travel location ('Athens, Greece'), null at home (decision 037). */
    travelPlace: row.travelPlace,
    profileCompletionStep: row.profileCompletionStep,
    clergyVerificationStatus: row.clergyVerificationStatus,
    clergyReviewReason: row.clergyReviewReason,
    deaconLetterUrl: row.deaconLetterUrl,
    deaconLetterStatus: row.deaconLetterStatus,
    deaconLetterReviewReason: row.deaconLetterReviewReason,
    spiritualFatherName: row.spiritualFatherName,
    subscriptionStatus: row.subscriptionStatus,
    subscriptionEndDate: row.subscriptionEndDate?.toISOString() ?? null,
    showMe: row.showMe,
    showDistance: row.showDistance,
    /** Until when the member is hidden (decision 028); a past moment = shown. */
    snoozedUntil: row.snoozedUntil?.toISOString() ?? null,
    matchPreferences: row.matchPreferences ?? null,
    religiousDataConsentAt: row.religiousDataConsentAt?.toISOString() ?? null,
    role: row.role,
    /** Sent back as baseVersion by the profile builder (decision 009). */
    profileEditVersion: row.profileEditVersion,
  }
}
export type CurrentUser = ReturnType<typeof toCurrentUser>
