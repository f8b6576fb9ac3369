import type { Snapshot } from '../app/snapshot-store.ts'
import { SNAPSHOT_KEY } from '../app/snapshot-store.ts'
import { SESSION_MARKER_KEY } from '../data/session-marker.ts'
import { PREFERENCE_KEY } from '../i18n/language-preference.ts'
import type { BootConfig } from './boot-config.ts'

/** The page the boot tests run the boot code in: index.html's held scripts and #root. */

export const MODULES = ['/assets/start-a.js']

export const CONFIG: BootConfig = {
  head: {
    files: {
      catalogs: {
        en: { shell: '/assets/en-shell.js', discover: '/assets/en-discover.js' },
        ru: { shell: '/assets/ru-shell.js', discover: '/assets/ru-discover.js' },
      },
      discover: ['/assets/DiscoverScreen.js'],
      discoverCss: ['/assets/discover.css'],
    },
    holdMaxMs: 1500,
  },
  style: { discoverCss: ['/assets/discover.css'] },
  page: {
    discoverCss: ['/assets/discover.css'],
    prerenderedPath: '/signin',
    templateId: 'prerendered-page',
    languageSelectId: 'language-select',
  },
}

interface HappyDomWindow {
  happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } }
}

/** A fresh index.html at `path`, with nothing stored on the device. */
export function openPage(path: string): void {
  // The page's scripts are not run in these tests: a script that is added loads as if it had.
  const happyDom = (window as HappyDomWindow).happyDOM
  if (happyDom) happyDom.settings.handleDisabledFileLoadingAsSuccess = true
  localStorage.clear()
  window.history.replaceState(null, '', path)
  document.documentElement.lang = 'en'
  delete document.documentElement.dataset.theme
  delete window.ohBoot
  document.head.innerHTML = MODULES.map(
    (src) => `<script type="oh/module" data-module crossorigin src="${src}"></script>`,
  ).join('')
  document.body.innerHTML =
    `<div id="root"><header class="app-header"></header></div>` +
    `<template id="prerendered-page"><form><input name="email" /></form></template>` +
    `<select id="language-select"><option value="en">English</option><option value="ru">Русский</option></select>`
}

export function signInOnDevice(memberId: number): void {
  localStorage.setItem(SESSION_MARKER_KEY, JSON.stringify({ memberId }))
}

export function chooseLanguage(language: string): void {
  localStorage.setItem(PREFERENCE_KEY, JSON.stringify({ language }))
}

/** Keeps a picture of Discover as the app would (web/app/snapshot-store.ts). */
export function keepSnapshot(snapshot: Partial<Snapshot> & { memberId: number }): Snapshot {
  const kept: Snapshot = {
    language: localStorage.getItem(PREFERENCE_KEY),
    build: MODULES.join(' '),
    lang: 'en',
    html: '<div class="swipe-card"><h2>Maria</h2><div class="card-photo-image"><img src="/api/photos/p1-card.webp" alt=""></div></div>',
    ...snapshot,
  }
  localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(kept))
  return kept
}

/** What the boot code added to <head>: `rel` (or `script`) and address, in order. */
export function headRequests(): string[] {
  return [...document.head.children]
    .filter((element) => !element.hasAttribute('data-module'))
    .map((element) =>
      element instanceof HTMLScriptElement
        ? `script ${element.getAttribute('src')}`
        : `${element.getAttribute('rel')}${element.getAttribute('as') ? `:${element.getAttribute('as')}` : ''} ${element.getAttribute('href')}`,
    )
}
