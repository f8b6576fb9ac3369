import { i18n } from '@lingui/core'
import { languageTag, SOURCE_LOCALE, type LocaleCode } from '#shared/domain/languages.ts'
import { whenDeviceSession } from '../data/session.ts'
import { storeLanguage } from './language-preference.ts'

type Catalogs = Record<string, () => Promise<{ messages: Record<string, string> }>>

// Each catalog in two lazily loaded halves (build/catalog-parts.ts): the shell's messages, which
// every page needs before its first paint, and the members' screens' messages, which load with
// the first of those screens (loadMemberMessages). Missing translations are filled from English.
const shellCatalogs: Catalogs = import.meta.glob<{ messages: Record<string, string> }>(
  '../locales/*/messages.po',
  {
    query: { part: 'shell' },
  },
)
const memberCatalogs: Catalogs = import.meta.glob<{ messages: Record<string, string> }>(
  '../locales/*/messages.po',
  {
    query: { part: 'member' },
  },
)

async function loadMessages(catalogs: Catalogs, code: LocaleCode) {
  const load =
    catalogs[`../locales/${code}/messages.po`] ??
    catalogs[`../locales/${SOURCE_LOCALE}/messages.po`]
  if (!load) throw new Error(`No catalog for ${code}`)
  return (await load()).messages
}

/** Whether the members' screens' messages are wanted (a members' screen has been opened). */
let memberMessagesWanted = false
/** The language being activated, or the last one activated. */
let activeCode: LocaleCode | null = null
let activation: Promise<void> = Promise.resolve()

/**
 * Loads the members' screens' messages of the active language (the screens of routes.tsx wait
 * for them), beside a start-up activation still under way, and from now on with every switch.
 */
export async function loadMemberMessages(): Promise<void> {
  memberMessagesWanted = true
  const code = activeCode
  if (!code) return // the first activation loads them
  const [messages] = await Promise.all([loadMessages(memberCatalogs, code), activation])
  // Merged into that language's messages; a switch meanwhile has loaded its own.
  if (i18n.locale === code) i18n.load(code, messages)
}

/**
 * Switches the interface language: loads its catalog, activates it, puts the BCP 47 tag on
 * <html lang> (gr → el, ua → uk, ge → ka), keeps the notification texts in that language for the
 * service worker and, when `remember` is set, stores the choice.
 */
export function activateLanguage(code: LocaleCode, { remember = true } = {}): Promise<void> {
  activeCode = code
  activation = (async () => {
    const [shell, member] = await Promise.all([
      loadMessages(shellCatalogs, code),
      memberMessagesWanted ? loadMessages(memberCatalogs, code) : {},
    ])
    i18n.loadAndActivate({
      locale: code,
      locales: [languageTag(code)],
      messages: { ...shell, ...member },
    })
    document.documentElement.lang = languageTag(code)
    if (remember) storeLanguage(code)
    // For the service worker's notifications, on a device where a member is signed in (a device
    // without IndexedDB simply keeps English).
    whenDeviceSession((device) => device.keepPushTexts(i18n))
  })()
  return activation
}
