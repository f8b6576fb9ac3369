import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isLocaleCode, languageTag } from '#shared/domain/languages.ts'
import { db } from '../data/db.ts'
import { PUSH_TEXTS_KEY, type PushTexts } from './push-handlers.ts'

/** Where the name goes in the stored texts; the service worker puts the member's name there. */
const NAME = '{name}'
/** Where an event reminder's title and start time go (web/pwa/push-handlers.ts). */
const TITLE = '{title}'
const TIME = '{time}'

/**
 * The notification texts in the interface language, kept on the device for the service worker
 * (which has no catalogs): it shows pushes in the language the member reads the app in.
 */
export function pushTextsIn(i18n: I18n): PushTexts {
  const name = NAME
  const title = TITLE
  const time = TIME
  return {
    messageTitle: i18n._(msg`New message`),
    messageBody: i18n._(msg`${name} sent you a message`),
    matchTitle: i18n._(msg`New match`),
    matchBody: i18n._(msg`You and ${name} like each other`),
    likeTitle: i18n._(msg`New like`),
    likeBody: i18n._(msg`${name} liked your profile`),
    likeHiddenBody: i18n._(msg`Someone liked your profile`),
    reminderTitle: i18n._(msg`Tomorrow: ${title}`),
    reminderBody: i18n._(msg`${title} starts ${time}. See you there!`),
    ...reviewTextsIn(i18n),
    verifyAskTitle: i18n._(msg`Verify your photo`),
    verifyAskBody: i18n._(msg`${name} asked you to verify your photo`),
    supportReplyTitle: i18n._(msg`Support answered`),
    supportReplyBody: i18n._(msg`Open the app to read the answer.`),
    locale: isLocaleCode(i18n.locale) ? languageTag(i18n.locale) : 'en',
  }
}

/** What the outcome of a review says, by subject, in the interface language. */
export function reviewTextsIn(i18n: I18n): Pick<PushTexts, 'reviews' | 'reviewRejectedBody'> {
  return {
    reviews: {
      'clergy-reference': {
        approvedTitle: i18n._(msg`You are Verified`),
        approvedBody: i18n._(
          msg`Your clergy reference was approved. Your profile shows the badge.`,
        ),
        rejectedTitle: i18n._(msg`Clergy reference not approved`),
      },
      'deacon-letter': {
        approvedTitle: i18n._(msg`You are Verified`),
        approvedBody: i18n._(msg`Your deacon letter was approved. Your profile shows the badge.`),
        rejectedTitle: i18n._(msg`Deacon letter not approved`),
      },
      photo: {
        approvedTitle: i18n._(msg`Your photo is live`),
        approvedBody: i18n._(msg`Members can now see your new photo.`),
        rejectedTitle: i18n._(msg`Photo not approved`),
      },
      'event-proposal': {
        approvedTitle: i18n._(msg`Your event was approved`),
        approvedBody: i18n._(msg`It is on the parish calendar now.`),
        rejectedTitle: i18n._(msg`Event not approved`),
      },
      'parish-correction': {
        approvedTitle: i18n._(msg`Parish details updated`),
        approvedBody: i18n._(msg`Your correction was applied. Thank you!`),
        rejectedTitle: i18n._(msg`Correction not applied`),
      },
      'photo-verification': {
        approvedTitle: i18n._(msg`Your photo is verified`),
        approvedBody: i18n._(msg`Your profile now shows the Photo verified badge.`),
        rejectedTitle: i18n._(msg`Photo verification not approved`),
      },
    },
    reviewRejectedBody: i18n._(msg`Open the app to see why.`),
  }
}

/** Stores the texts for the active language (called whenever the language is activated). */
export async function storePushTexts(i18n: I18n): Promise<void> {
  await db.deviceSettings.put({ key: PUSH_TEXTS_KEY, value: pushTextsIn(i18n) })
}
