import { PREFERENCE_KEY } from '../i18n/language-preference.ts'

/**
 * Where Discover's picture from the last visit is kept (first-screen-snapshot.ts, decision 029):
 * the key and what it holds, read by the boot code in index.html (web/boot/) before any
 * script has run; written when Discover is hidden or left, removed at sign-out.
 */
export const SNAPSHOT_KEY = 'orthodox-hearts:discover-snapshot'

export interface Snapshot {
  memberId: number
  /** The language preference as stored (PREFERENCE_KEY's raw value, or null). */
  language: string | null
  /** The start-up scripts' addresses: a picture from another build is not shown. */
  build: string | null
  /** The page's `<html lang>` when it was taken: the picture is in that language. */
  lang: string
  html: string
}

/**
 * The start-up scripts' addresses in this page, as index.html holds them (web/boot/):
 * what a picture is tied to. Null in development, which has no such tags.
 */
export function currentBuild(): string | null {
  const tags = [...document.querySelectorAll('script[data-module]')]
  return tags.length ? tags.map((tag) => tag.getAttribute('src')).join(' ') : null
}

/** The markup of #root without what must not come back: dialogs, toasts, test ids. */
function pictureOf(root: HTMLElement): string {
  const clone = root.cloneNode(true) as HTMLElement
  for (const element of clone.querySelectorAll('dialog, [role="dialog"], [role="alertdialog"]'))
    element.remove()
  for (const live of clone.querySelectorAll('[aria-live]')) live.replaceChildren()
  for (const element of clone.querySelectorAll('[data-testid]'))
    element.removeAttribute('data-testid')
  return clone.innerHTML
}

/** Keeps the picture of #root as it is now, when the page is Discover. */
export function saveSnapshot(memberId: number): void {
  const root = document.getElementById('root')
  if (!root || window.location.pathname !== '/' || window.location.search) return
  try {
    const snapshot: Snapshot = {
      memberId,
      language: localStorage.getItem(PREFERENCE_KEY),
      build: currentBuild(),
      lang: document.documentElement.lang,
      html: pictureOf(root),
    }
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(snapshot))
  } catch {
    // No room or no localStorage: the next visit starts from the header, as without it.
  }
}

/** Forgets the picture (sign-out). */
export function forgetSnapshot(): void {
  try {
    localStorage.removeItem(SNAPSHOT_KEY)
  } catch {
    // Nothing to forget.
  }
}
