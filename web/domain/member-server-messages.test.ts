import { describe, expect, it } from 'vitest'
import { EVENT_MESSAGES } from '#shared/domain/parish-events.ts'
import { PHOTO_MESSAGES } from '#shared/domain/photos.ts'
import {
  DEACON_LETTER_REVIEW_MESSAGES,
  WITHDRAW_VERIFICATION_MESSAGES,
} from '#shared/domain/verification.ts'
import { DATABASE_UNAVAILABLE_MESSAGE } from '#shared/domain/service-unavailable.ts'
import { UPLOAD_STORAGE_MESSAGES } from '#shared/domain/upload-storage.ts'
import { PRIVACY_MESSAGES } from '#shared/schemas/privacy.ts'
import { EMAIL_MESSAGES } from '#shared/schemas/email-address.ts'
import { PROFILE_LETTER_STORE_UNAVAILABLE_MESSAGE } from '#shared/schemas/profile.ts'
import { BIRTH_DATE_MESSAGES } from '#shared/schemas/birth-date.ts'
import { isKnownServerMessage } from '../i18n/server-messages.ts'
import { isKnownMemberServerMessage } from './member-server-messages.ts'

describe('server messages a member can meet', () => {
  // The messages of a database or file store that is briefly away, and of account deletion: a
  // member reads them in their language (the catalogs translate every known message, i18n:check).
  it.each([
    DATABASE_UNAVAILABLE_MESSAGE,
    PROFILE_LETTER_STORE_UNAVAILABLE_MESSAGE,
    ...Object.values(UPLOAD_STORAGE_MESSAGES),
    ...Object.values(PRIVACY_MESSAGES),
    PHOTO_MESSAGES.orderMismatch,
    ...Object.values(EVENT_MESSAGES),
    ...Object.values(DEACON_LETTER_REVIEW_MESSAGES),
    ...Object.values(WITHDRAW_VERIFICATION_MESSAGES),
    // What waits for a confirmed address, met by the outbox's messages and event proposals.
    EMAIL_MESSAGES.unverified,
    EMAIL_MESSAGES.unverifiedMessages,
    // The date of birth a member who joined with an age confirms once (Profile's card).
    ...Object.values(BIRTH_DATE_MESSAGES),
  ])("are translated on the members' screens: %s", (message) => {
    expect(isKnownMemberServerMessage(message)).toBe(true)
  })

  // A signed-out visitor's page loads only the shell's half of the catalog: what sign-in and
  // sign-up can answer is there, the members' screens' messages are not.
  it.each([
    'Invalid email or password',
    DATABASE_UNAVAILABLE_MESSAGE,
    // Sign-up's date of birth.
    BIRTH_DATE_MESSAGES.required,
    BIRTH_DATE_MESSAGES.invalid,
    BIRTH_DATE_MESSAGES.underAge,
  ])('a signed-out visitor meets translated: %s', (message) => {
    expect(isKnownServerMessage(message)).toBe(true)
  })

  it("keeps the members' screens' messages out of the shell", () => {
    expect(isKnownServerMessage(PHOTO_MESSAGES.orderMismatch)).toBe(false)
    expect(isKnownMemberServerMessage(PHOTO_MESSAGES.orderMismatch)).toBe(true)
  })
})
