import { i18n } from '@lingui/core'
import { languageTag, SOURCE_LOCALE, type LocaleCode } from '#shared/domain/languages.ts'
import { whenDeviceSession } from '../data/session.ts'
import { storeLanguage } from './language-preference.ts'

// One lazily loaded chunk per catalog; the Lingui Vite plugin compiles the .po file on import,
// filling missing translations from English.
const catalogs = import.meta.glob<{ messages: Record<string, string> }>('../locales/*/messages.po')

async function loadMessages(code: LocaleCode) {
  const load =
    catalogs[`../locales/${code}/messages.po`] ??
    catalogs[`../locales/${SOURCE_LOCALE}/messages.po`]
  if (!load) throw new Error(`No catalog for ${code}`)
  return (await load()).messages
}

/**
 * Switches the interface language: loads its catalog, activates it, puts the BCP 47 tag on
 * <html lang> (gr → el, ua → uk, ge → ka), keeps the notification texts in that language for the
 * service worker and, when `remember` is set, stores the choice.
 */
export async function activateLanguage(code: LocaleCode, { remember = true } = {}): Promise<void> {
  const messages = await loadMessages(code)
  i18n.loadAndActivate({ locale: code, locales: [languageTag(code)], messages })
  document.documentElement.lang = languageTag(code)
  if (remember) storeLanguage(code)
  // For the service worker's notifications, on a device where a member is signed in (a device
  // without IndexedDB simply keeps English).
  whenDeviceSession((device) => device.keepPushTexts(i18n))
}
