import { photoFileUrl } from '#shared/domain/photos.ts'

/**
 * The photo the deck's top card shows, mirrored in localStorage so that index.html's head script
 * (web/boot/head.ts) starts its download when a member's device opens Discover, before any
 * script has run: the card's photo is the first screen's largest paint, and it no longer waits
 * for the start-up chunk, the device's database and the deck (decision 027). Removed at sign-out.
 */
export const FIRST_CARD_PHOTO_KEY = 'orthodox-hearts:first-card-photo'

/** What the head script accepts as the key's value: a photo file of this server, nothing else. */
export const FIRST_CARD_PHOTO_PATTERN = /^\/api\/photos\/[\w.-]+$/

/** Remembers the top card's main photo (its file name, card size), or forgets it (undefined). */
export function rememberFirstCardPhoto(photoName: string | undefined): void {
  try {
    if (photoName) localStorage.setItem(FIRST_CARD_PHOTO_KEY, photoFileUrl(photoName, 'card'))
    else localStorage.removeItem(FIRST_CARD_PHOTO_KEY)
  } catch {
    // No localStorage (a private mode, a full disk): the photo loads with the card, as before.
  }
}
