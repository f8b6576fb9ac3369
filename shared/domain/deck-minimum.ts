/**
 * The minimum a member's profile needs before anyone else sees it (issue #35, docs/first-run.md):
 * a photo moderation has not rejected, a city and a denomination. Until then the member is in no
 * deck, no likes-you list and no event's list of who is going, and their own profile says why.
 * The database keeps the same rule as the generated column users.deck_ready (api/db/schema.ts);
 * a test holds the two together.
 */
import type { PhotoStatus } from './photos.ts'

export const DECK_MINIMUM = ['photo', 'city', 'denomination'] as const
export type DeckMinimumPart = (typeof DECK_MINIMUM)[number]

export type DeckMinimumProfile = {
  photos: readonly { status: PhotoStatus }[]
  location: string | null
  denomination: string | null
}

/** The parts of the minimum the profile still lacks, in DECK_MINIMUM order (empty: shown). */
export function missingForDeck(profile: DeckMinimumProfile): DeckMinimumPart[] {
  const has: Record<DeckMinimumPart, boolean> = {
    photo: profile.photos.some((photo) => photo.status !== 'rejected'),
    city: Boolean(profile.location?.trim()),
    denomination: Boolean(profile.denomination),
  }
  return DECK_MINIMUM.filter((part) => !has[part])
}
