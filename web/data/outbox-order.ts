/**
 * Which outbox rows must reach the server in the order they were made (decision 044): those of
 * one ordering key. A row waiting for its retry, or parked as failed, holds back the later rows of
 * its key only; rows of other keys go on. No React, no DOM, no database: the service worker and
 * the database upgrade use it too.
 */

/**
 * The gallery's changes (uploads, replacements, removals, the order) all touch one gallery: an
 * order names the photos uploaded before it. web/data/photo-gallery.ts's GALLERY_PATH.
 */
const GALLERY_PATH = '/api/profile/photos'

/**
 * The writes to the member's own record (the profile, home city, travel, settings, discovery
 * preferences, snooze): each answer is the whole record with its edit version, so an earlier
 * answer applied after a later one would put back what the later change replaced.
 */
const OWN_RECORD =
  /^\/api\/(?:profile$|users\/\d+\/(?:home-city|travel|settings|discovery|snooze)$)/
export const OWN_RECORD_KEY = 'own-record'

/**
 * The ordering key of a write: the member it is about when it names one (`toUserId`: a like and
 * its rewind, the messages of one conversation), the gallery for a photo change, the member's own
 * record for a change to it, else the resource it writes (its path: the same event's answer, the
 * same parish's proposal). Rows about unrelated things have different keys and never wait for
 * each other.
 */
export function orderKeyOf(write: { path: string; body?: Record<string, unknown> }): string {
  const member = write.body?.toUserId
  if (typeof member === 'number' || (typeof member === 'string' && member !== ''))
    return `member:${member}`
  if (write.path === GALLERY_PATH || write.path.startsWith(`${GALLERY_PATH}/`)) return GALLERY_PATH
  if (OWN_RECORD.test(write.path)) return OWN_RECORD_KEY
  return write.path
}
