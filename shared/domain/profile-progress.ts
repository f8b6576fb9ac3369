import { missingForDeck, type DeckMinimumPart } from './deck-minimum.ts'
import type { PhotoStatus } from './photos.ts'

/**
 * How complete a member's own profile is (issue #35, docs/first-run.md): the share of the items
 * below that are done, and the next one to suggest. The deck minimum (a photo, a city, a
 * denomination) comes first, as without it nobody sees the member; then what makes a profile
 * worth meeting. Every item counts the same.
 */
export const PROFILE_ITEMS = [
  'photo',
  'city',
  'denomination',
  'churchAttendance',
  'secondPhoto',
  'bio',
  'details',
] as const
export type ProfileItem = (typeof PROFILE_ITEMS)[number]

/** The member's profile as this device shows it (changes not yet sent included). */
export interface ProgressProfile {
  photos: readonly { status: PhotoStatus }[]
  location: string | null
  denomination: string | null
  churchAttendanceFrequency: string | null
  bio: string | null
  /** The profile builder's steps done (5: all of them). */
  profileCompletionStep: number
}

export interface ProfileProgress {
  /** 0 to 100, whole. */
  percent: number
  /** The items still to do, in PROFILE_ITEMS order: the first is the suggestion. */
  missing: ProfileItem[]
  /** What keeps the member out of every deck (empty: shown). */
  hiddenFor: DeckMinimumPart[]
}

export function profileProgress(profile: ProgressProfile): ProfileProgress {
  const hiddenFor = missingForDeck(profile)
  const usablePhotos = profile.photos.filter((photo) => photo.status !== 'rejected').length
  const done: Record<ProfileItem, boolean> = {
    photo: !hiddenFor.includes('photo'),
    city: !hiddenFor.includes('city'),
    denomination: !hiddenFor.includes('denomination'),
    churchAttendance: Boolean(profile.churchAttendanceFrequency),
    secondPhoto: usablePhotos >= 2,
    bio: Boolean(profile.bio?.trim()),
    details: profile.profileCompletionStep >= 5,
  }
  const missing = PROFILE_ITEMS.filter((item) => !done[item])
  const percent = Math.round(((PROFILE_ITEMS.length - missing.length) / PROFILE_ITEMS.length) * 100)
  return { percent, missing, hiddenFor }
}
