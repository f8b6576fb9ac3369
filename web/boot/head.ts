import { SOURCE_LOCALE } from '#shared/domain/languages.ts'
import { photoFileUrl } from '#shared/domain/photos.ts'
import { SNAPSHOT_KEY, type Snapshot } from '../app/snapshot-store.ts'
import {
  FIRST_CARD_PHOTO_KEY,
  FIRST_CARD_PHOTO_PATTERN,
} from '../data/discover/first-card-photo.ts'
import { EARLY_PATHS } from '../data/early-answers.ts'
import { readSessionMarker } from '../data/session-marker.ts'
import { effectiveTheme, systemTheme, THEME_KEY, themeChoice } from '../data/theme-choice.ts'
import { PREFERENCE_KEY, storedLanguage } from '../i18n/language-preference.ts'
import type { BootConfig, BootState, FirstScreenFiles } from './boot-config.ts'
import { heldModules, startScripts } from './start-scripts.ts'

/**
 * The head script: runs first, in <head>, before the start-up style sheet (a script after a style
 * sheet waits for it).
 *
 * - The theme: the stored Dark Mode choice, or the phone's own setting when the choice is System,
 *   so a dark device never paints the light colours first.
 * - What the start-up chunk would only fetch once it has downloaded and run (web/main.tsx): the
 *   stored language's shell catalog on every page and, when a member's device opens Discover,
 *   Discover's chunks, catalog part and styles, and the photo of the card that was on top when
 *   Discover was last seen (as an image, with the page's cookies, at high priority: the first
 *   screen's largest paint).
 * - The start of the start-up scripts: at once, except on a returning member's Discover with a
 *   picture of the last visit to show, where the page script starts them once the picture and its
 *   photo are painted (page.ts), and this script after `holdMaxMs` at the latest; so on a slow
 *   connection the card's photo does not share the line with the scripts.
 * - On a device with no member stored, the session and (on Discover) the deck's first page, asked
 *   at once (askEarly); Discover's files and the top card's photo follow their answers.
 */
export function runHead(config: BootConfig['head']): BootState {
  const modules = heldModules(document)
  let files: string[] = []
  const state: BootState = {
    startedBy: null,
    snapshot: null,
    renderBlocking: false,
    early: {},
    start(reason) {
      if (state.startedBy !== null) return
      state.startedBy = reason
      startScripts(document, files, modules)
    },
  }
  window.ohBoot = state
  try {
    const theme = themeChoice(localStorage.getItem(THEME_KEY))
    document.documentElement.dataset.theme = effectiveTheme(theme, systemTheme())
    const catalogs = config.files.catalogs
    const catalog = catalogs[storedLanguage()] ?? catalogs[SOURCE_LOCALE]
    if (catalog) files.push(catalog.shell)
    const marker = readSessionMarker()
    if (location.pathname === '/' && marker.kind === 'member') {
      files = [...files, ...config.files.discover]
      if (catalog) files.push(catalog.discover)
      preloadFirstCardPhoto()
      for (const sheet of config.files.discoverCss) preload(sheet, 'style')
      state.snapshot = fitSnapshot(marker.memberId, modules)
      state.renderBlocking = 'blocking' in HTMLLinkElement.prototype
    } else if (marker.kind === 'none') {
      askEarly(state, config.files, catalog?.discover)
    }
  } catch {
    state.snapshot = null
  }
  if (state.snapshot) setTimeout(() => state.start('fallback'), config.holdMaxMs)
  else state.start('at-once')
  return state
}

/**
 * A device with no member stored: asks who is signed in, and on Discover (no query) for the
 * deck's first page, now; once the server names a member, fetches Discover's files, and once the
 * deck is answered, its top card's photo, as a member's device does from what it stored. A
 * signed-out visitor's page asks what the app asks anyway (and a 401 for the deck).
 */
function askEarly(state: BootState, files: FirstScreenFiles, discoverCatalog?: string): void {
  const ask = (path: string) =>
    fetch(path, { credentials: 'include', headers: { Accept: 'application/json' } })
  const user = (state.early.user = ask(EARLY_PATHS.user))
  if (location.pathname !== '/' || location.search) return
  const deck = (state.early.deck = ask(EARLY_PATHS.deck))
  const ignore = () => {}
  user.then((answer) => {
    if (!answer.ok) return
    for (const sheet of files.discoverCss) preload(sheet, 'style')
    for (const file of [...files.discover, ...(discoverCatalog ? [discoverCatalog] : [])])
      preload(file, 'modulepreload')
  }, ignore)
  deck
    .then((answer) => (answer.ok ? answer.clone().json() : null))
    .then((page: unknown) => {
      const name = topCardPhoto(page)
      const photo = name === undefined ? '' : photoFileUrl(name, 'card')
      if (FIRST_CARD_PHOTO_PATTERN.test(photo)) preload(photo, 'image').fetchPriority = 'high'
    })
    .catch(ignore)
}

/** The main photo's name of the deck page's first card, when the answer has one. */
function topCardPhoto(page: unknown): string | undefined {
  const items = (page as { items?: unknown } | null)?.items
  const first: unknown = Array.isArray(items) ? items[0] : undefined
  const photos = (first as { photos?: unknown } | undefined)?.photos
  const main: unknown = Array.isArray(photos) ? photos[0] : undefined
  const name = (main as { name?: unknown } | undefined)?.name
  return typeof name === 'string' ? name : undefined
}

/**
 * Preloads a file: style sheets and modules `crossorigin` as Vite's own tags ask for them (or
 * the browser fetches them twice), images with the page's cookies.
 */
function preload(href: string, as: 'style' | 'image' | 'modulepreload'): HTMLLinkElement {
  const link = document.createElement('link')
  if (as === 'modulepreload') link.rel = as
  else {
    link.rel = 'preload'
    link.as = as
  }
  link.href = href
  if (as !== 'image') link.crossOrigin = ''
  document.head.append(link)
  return link
}

/** The top card's photo of the last visit, when it is a photo file of this server. */
function preloadFirstCardPhoto(): void {
  const photo = localStorage.getItem(FIRST_CARD_PHOTO_KEY)
  if (photo && FIRST_CARD_PHOTO_PATTERN.test(photo)) preload(photo, 'image').fetchPriority = 'high'
}

/**
 * Discover's picture from the last visit, when it may be shown: the page has no query, and the
 * picture is the same member's, in the same language, from this build.
 */
function fitSnapshot(memberId: number, modules: readonly string[]): Snapshot | null {
  if (location.search) return null
  const stored: unknown = JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? 'null')
  if (!isSnapshot(stored)) return null
  const fits =
    stored.memberId === memberId &&
    stored.language === localStorage.getItem(PREFERENCE_KEY) &&
    stored.build === modules.join(' ')
  return fits ? stored : null
}

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false
  const { memberId, html, lang } = value as Partial<Record<keyof Snapshot, unknown>>
  return typeof memberId === 'number' && typeof html === 'string' && typeof lang === 'string'
}
