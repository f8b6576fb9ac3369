import { i18n } from '@lingui/core'
import { languageTag, SOURCE_LOCALE, type LocaleCode } from '#shared/domain/languages.ts'
import { currentSession, whenDeviceSession } from '../data/session.ts'
import { storeLanguage } from './language-preference.ts'
import { sendLanguage } from '../data/member-language.ts'

/** A catalog part in every language, as import.meta.glob gives it. */
export type Catalogs = Record<string, () => Promise<{ messages: Record<string, string> }>>

// Each catalog in lazily loaded parts (build/catalog-parts.ts): the shell's messages, which every
// page needs before its first paint, and the members' screens' messages, which load with the
// first of those screens (loadMemberMessages): Discover's own part when it is opened, the whole
// members' half for any other members' screen. Missing translations are filled from English.
const shellCatalogs: Catalogs = import.meta.glob<{ messages: Record<string, string> }>(
  '../locales/*/messages.po',
  { query: { part: 'shell' } },
)
const memberCatalogs = {
  member: import.meta.glob<{ messages: Record<string, string> }>('../locales/*/messages.po', {
    query: { part: 'member' },
  }),
  discover: import.meta.glob<{ messages: Record<string, string> }>('../locales/*/messages.po', {
    query: { part: 'discover' },
  }),
} satisfies Record<string, Catalogs>

/**
 * A part of the members' messages: one screen's (SCREEN_PARTS of build/catalog-parts.ts), or the
 * whole members' half.
 */
export type MemberPart = keyof typeof memberCatalogs

async function loadMessages(catalogs: Catalogs, code: LocaleCode) {
  const load =
    catalogs[`../locales/${code}/messages.po`] ??
    catalogs[`../locales/${SOURCE_LOCALE}/messages.po`]
  if (!load) throw new Error(`No catalog for ${code}`)
  return (await load()).messages
}

/** The parts of the catalog wanted so far (the members' screens and later parts opened). */
const wantedParts = new Map<string, Catalogs>()
/** The language being activated, or the last one activated. */
let activeCode: LocaleCode | null = null
let activation: Promise<void> = Promise.resolve()

/**
 * Loads a part of the members' screens' messages in the active language (the screens of
 * routes.tsx wait for theirs), beside a start-up activation still under way, and from now on
 * with every switch.
 */
export function loadMemberMessages(part: MemberPart = 'member'): Promise<void> {
  return loadMessagePart(part, memberCatalogs[part])
}

/**
 * loadMemberMessages for a part whose catalogs its own code names: a piece of a screen shown after
 * its first paint (LATER_PARTS of build/catalog-parts.ts), so its messages load with it.
 */
export async function loadMessagePart(name: string, catalogs: Catalogs): Promise<void> {
  wantedParts.set(name, catalogs)
  const code = activeCode
  if (!code) return // the first activation loads them
  const [messages] = await Promise.all([loadMessages(catalogs, code), activation])
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
    const parts = await Promise.all([
      loadMessages(shellCatalogs, code),
      ...[...wantedParts.values()].map((catalogs) => loadMessages(catalogs, code)),
    ])
    i18n.loadAndActivate({
      locale: code,
      locales: [languageTag(code)],
      messages: Object.assign({}, ...parts) as Record<string, string>,
    })
    document.documentElement.lang = languageTag(code)
    if (remember) {
      storeLanguage(code)
      // The member's mail follows the language they chose (docs/accounts.md).
      if (currentSession().status === 'signed-in') sendLanguage(code)
    }
    // For the service worker's notifications, on a device where a member is signed in (a device
    // without IndexedDB simply keeps English).
    whenDeviceSession((device) => device.keepPushTexts(i18n))
  })()
  return activation
}
