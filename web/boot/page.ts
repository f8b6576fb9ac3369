import type { Snapshot } from '../app/snapshot-store.ts'
import { readSessionMarker } from '../data/session-marker.ts'
import { storedLanguage } from '../i18n/language-preference.ts'
import { SOURCE_LOCALE } from '#shared/domain/languages.ts'
import type { BootConfig, BootState } from './boot-config.ts'

/** The top card's photo in Discover's markup. */
const TOP_CARD_PHOTO = '.swipe-card:not(.swipe-card-under) .card-photo-image img'

/**
 * The page script: runs right after #root, before the first paint.
 *
 * - A signed-out visitor (no session marker) who opens the sign-in page, with no query and the
 *   source language, sees it at once: #root gets the prerendered markup, which web/main.tsx then
 *   hydrates. A form sent before React has taken the page over is not sent natively (that would
 *   put the password in the address): it is marked `data-sent-early`, and the sign-in screen sends
 *   it once React has (web/screens/signin/SignInScreen.tsx). So is a language picked in the header
 *   meanwhile (React puts the dropdown back to the language it rendered): `data-picked-early`.
 * - A returning member's Discover shows the picture of the last visit the head script found
 *   (showSnapshot).
 * Any other page keeps the header alone. If anything here fails, the scripts start at once.
 */
export function runPage(config: BootConfig['page']): void {
  const state = window.ohBoot
  try {
    if (showsPrerenderedPage(config)) showPrerenderedPage(config)
    else if (state?.snapshot) showSnapshot(config, state, state.snapshot)
  } catch {
    state?.start('error')
  }
}

function showsPrerenderedPage(config: BootConfig['page']): boolean {
  return (
    location.pathname === config.prerenderedPath &&
    !location.search &&
    readSessionMarker().kind === 'none' &&
    storedLanguage() === SOURCE_LOCALE
  )
}

function showPrerenderedPage(config: BootConfig['page']): void {
  const root = document.getElementById('root')
  const template = document.getElementById(config.templateId)
  if (!root || !(template instanceof HTMLTemplateElement)) return
  root.replaceChildren(template.content.cloneNode(true))
  root.dataset.prerendered = config.prerenderedPath
  const form = root.querySelector('form')
  if (form)
    form.onsubmit = (event) => {
      event.preventDefault()
      form.dataset.sentEarly = ''
    }
  const languages = document.getElementById(config.languageSelectId)
  if (languages instanceof HTMLSelectElement)
    languages.onchange = () => {
      languages.dataset.pickedEarly = languages.value
    }
}

/**
 * Puts Discover's picture from the last visit (web/app/first-screen-snapshot.ts) in #root, in its
 * language, once Discover's style sheets have loaded (they are not render-blocking when a script
 * adds them, unless the style script made them so), and only if the app has not started rendering
 * by then (`data-started`). The picture is inert and aria-hidden: the app takes its place when
 * ready. The scripts start once the browser reports the picture's top photo as painted (its
 * largest contentful paint); where it cannot say, one frame after the photo has loaded; with no
 * photo, one frame after the picture (and after the head script's longest hold in any case).
 */
function showSnapshot(config: BootConfig['page'], state: BootState, snapshot: Snapshot): void {
  const root = document.getElementById('root')
  if (!root) return state.start('error')
  const sheets = state.renderBlocking ? [] : config.discoverCss
  let waiting = sheets.length + 1
  const whenStyled = () => {
    if (--waiting > 0) return
    if (root.dataset.started !== undefined) return state.start('app-first')
    root.innerHTML = snapshot.html
    root.inert = true
    root.setAttribute('aria-hidden', 'true')
    root.dataset.snapshot = '/'
    if (snapshot.lang) document.documentElement.lang = snapshot.lang
    const photo = root.querySelector<HTMLImageElement>(TOP_CARD_PHOTO)
    if (!photo) return afterFrame(() => state.start('no-photo'))
    if (photo.complete) return whenPainted(photo, state)
    photo.onload = () => whenPainted(photo, state)
    photo.onerror = () => afterFrame(() => state.start('no-photo'))
  }
  for (const href of sheets) {
    const sheet = document.createElement('link')
    sheet.rel = 'stylesheet'
    sheet.href = href
    sheet.crossOrigin = ''
    sheet.onload = sheet.onerror = whenStyled
    document.head.append(sheet)
  }
  whenStyled()
}

/** Runs `then` in a task after the next frame (the frame's paint included). */
function afterFrame(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0))
}

/** Starts the scripts once the browser reports `photo` as the largest contentful paint. */
function whenPainted(photo: HTMLImageElement, state: BootState): void {
  const Observer = window.PerformanceObserver
  if (!Observer?.supportedEntryTypes?.includes('largest-contentful-paint'))
    return afterFrame(() => state.start('loaded'))
  const observer = new Observer((list) => {
    const painted = list
      .getEntries()
      .some((entry) => (entry as LargestContentfulPaint).element === photo)
    if (!painted) return
    observer.disconnect()
    setTimeout(() => state.start('painted'), 0)
  })
  observer.observe({ type: 'largest-contentful-paint', buffered: true })
}
